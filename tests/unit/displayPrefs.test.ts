import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultPrefs,
  loadPrefs,
  mergePrefs,
  prefsQuery,
  readStoredPrefs,
  savePrefs,
  showsAsBuilt,
  storedForm,
  withStoredPrefs,
} from '../../src/browser/displayPrefs';
import { BUILT_DISPLAY, displayAsBuilt } from '../../src/browser/builtDisplay';
import { defaultState, loadState, saveState, STORAGE_KEY } from '../../src/browser/converterState';

const memory = (initial?: string) => {
  const map = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEY, initial]]);
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
};

describe('display preferences', () => {
  it('default: Auto, the number format of the browser language, plain decimals', () => {
    expect(defaultPrefs('en-US')).toEqual({
      precision: { kind: 'auto' },
      format: 'dot',
      mix: '',
      denominator: 0,
    });
    expect(defaultPrefs('de-DE').format).toBe('comma');
    expect(defaultPrefs(undefined).format).toBe('dot');
  });
  it('takes each valid field and ignores each invalid one', () => {
    const base = defaultPrefs('en');
    expect(mergePrefs(base, { p: 's4', fmt: 'space', mix: 'foot.inch', den: '16' })).toEqual({
      precision: { kind: 'significant', digits: 4 },
      format: 'space',
      mix: 'foot.inch',
      denominator: 16,
    });
    expect(mergePrefs(base, { p: 'd2', den: 64 })).toMatchObject({
      precision: { kind: 'decimals', decimals: 2 },
      denominator: 64,
    });
    for (const bad of [
      { p: 's16' },
      { p: 'd13' },
      { p: 'x' },
      { fmt: 'comma ' },
      { mix: 'foot' },
      { mix: '<script>.x' },
      { den: '3' },
      { den: 128 },
      { den: '016' },
    ]) {
      expect(mergePrefs(base, bad), JSON.stringify(bad)).toEqual(base);
    }
  });
  it('survives any stored text: garbage, wrong shapes, wrong types', () => {
    for (const raw of [null, '', 'not json', '[]', '{"display": 5}', '{"display": {"p": 7, "fmt": null}}']) {
      expect(readStoredPrefs(raw, 'en')).toEqual(defaultPrefs('en'));
    }
    fc.assert(
      fc.property(fc.string(), (raw) => {
        readStoredPrefs(raw);
        readStoredPrefs(`{"display":${raw}}`);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        readStoredPrefs(JSON.stringify({ display: value }) ?? '');
      }),
    );
  });
  it('is saved beside the converter state, and saving either keeps the other', () => {
    const storage = memory();
    const state = { ...defaultState(), fromValue: '5' };
    saveState(storage, state);
    const prefs = {
      ...defaultPrefs('en'),
      precision: { kind: 'significant', digits: 3 } as const,
      format: 'comma' as const,
    };
    expect(savePrefs(storage, prefs)).toBe(true);
    expect(loadState(storage)).toEqual(state);
    expect(loadPrefs(storage, 'en')).toEqual(prefs);
    saveState(storage, { ...state, fromValue: '7' });
    expect(loadPrefs(storage, 'en')).toEqual(prefs);
    expect(loadState(storage).fromValue).toBe('7');
  });
  it('replaces corrupt stored JSON, and copes with storage that throws or is missing', () => {
    expect(JSON.parse(withStoredPrefs('{oops', defaultPrefs('en')))).toEqual({
      display: { p: 'auto', fmt: 'dot', mix: '', den: 0 },
    });
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadPrefs(throwing, 'en')).toEqual(defaultPrefs('en'));
    expect(savePrefs(throwing, defaultPrefs('en'))).toBe(false);
    expect(savePrefs(null, defaultPrefs('en'))).toBe(false);
  });
  it('permalinks carry only what differs from a plain link', () => {
    expect(prefsQuery(defaultPrefs('en'))).toEqual({
      precision: undefined,
      format: undefined,
      mix: undefined,
      denominator: undefined,
    });
    expect(
      prefsQuery({
        precision: { kind: 'decimals', decimals: 2 },
        format: 'comma',
        mix: 'foot.inch',
        denominator: 8,
      }),
    ).toEqual({ precision: 'd2', format: 'comma', mix: 'foot.inch', denominator: '8' });
    // The format is named whenever it is not the plain '1,234.5', so a link opens the same way in any language.
    expect(prefsQuery({ ...defaultPrefs('de'), format: 'comma' }).format).toBe('comma');
  });
  it('tells when a visitor sees numbers as pages are built (then a built answer is theirs)', () => {
    const asBuilt = (raw: string | null, language: string) => showsAsBuilt(readStoredPrefs(raw, language));
    for (const raw of [
      null,
      '',
      'not json',
      '{}',
      '{"display":{}}',
      '{"display":{"p":"auto","fmt":"dot","mix":"","den":0}}',
      '{"history":[1],"display":5}',
    ]) {
      expect(asBuilt(raw, 'en-US'), raw ?? 'null').toBe(true);
    }
    for (const raw of [
      '{"display":{"p":"s3"}}',
      '{"display":{"fmt":"comma"}}',
      '{"display":{"mix":"foot.inch"}}',
      '{"display":{"den":16}}',
    ]) {
      expect(asBuilt(raw, 'en-US'), raw).toBe(false);
    }
    // The language's own format counts, and a stored format overrides it.
    expect(asBuilt(null, 'de-DE')).toBe(false);
    expect(asBuilt(null, 'fr-FR')).toBe(false);
    expect(asBuilt('{"display":{"fmt":"dot"}}', 'de-DE')).toBe(true);
  });

  it("is told as built by a page's first script only where it is (without the formatting's code)", () => {
    expect(BUILT_DISPLAY).toBe(JSON.stringify(storedForm(defaultPrefs())));
    const built = withStoredPrefs(null, defaultPrefs());
    for (const [raw, language] of [
      [null, 'en-US'],
      ['{}', 'en-GB'],
      ['not json', undefined],
      [built, 'en-US'],
      [built, 'de-DE'],
    ] as const) {
      expect(displayAsBuilt(raw, language), `${raw} ${language}`).toBe(true);
    }
    for (const [raw, language] of [
      [null, 'de-DE'],
      [withStoredPrefs(null, { ...defaultPrefs(), format: 'space' }), 'en-US'],
      [withStoredPrefs(null, { ...defaultPrefs(), mix: 'foot.inch' }), 'en-US'],
    ] as const) {
      expect(displayAsBuilt(raw, language), `${raw} ${language}`).toBe(false);
    }
    // Never "as built" where the converter would show numbers otherwise.
    const display = fc.record(
      {
        p: fc.constantFrom('auto', 's3', 'd2', 'x', 7),
        fmt: fc.constantFrom('dot', 'comma', 'space', 'bad'),
        mix: fc.constantFrom('', 'foot.inch', '!'),
        den: fc.constantFrom(0, 1, 16, 3, '8'),
      },
      { requiredKeys: [] },
    );
    const raw = fc.oneof(
      fc.constant(null),
      fc.string(),
      display.map((d) => JSON.stringify({ display: d })),
      fc.anything().map((x) => JSON.stringify({ display: x }) ?? ''),
    );
    const language = fc.constantFrom(undefined, 'en-US', 'de-DE', 'fr-FR', 'es-MX', 'xx', '');
    fc.assert(
      fc.property(raw, language, (r, l) => {
        if (displayAsBuilt(r, l)) expect(showsAsBuilt(readStoredPrefs(r, l)), `${r} ${l}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
