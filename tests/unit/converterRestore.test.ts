import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { defaultPrefs, type DisplayPrefs } from '../../src/browser/displayPrefs';
import { startModel, step, view, type ConverterPreset, type Model } from '../../src/browser/converterModel';
import { parseStoredState, type ConverterState, type HistoryEntry } from '../../src/browser/converterState';
import { categoryToLoad, restoredEvent, type RestoreSources } from '../../src/browser/converterRestore';
import { namesUnits } from '../../src/browser/converterPermalink';
import { readPermalinkQuery } from '../../src/core/routes';
import { resolveUnitQuery } from '../../src/core/language/spellings';
import { ingredientCategoryId } from '../../src/core/ingredients';
import type { CategoryRecord } from '../../src/core/types';

const category = (id: string) => categories.find((c) => c.id === id)!;
const HOME = ['length', 'temperature', 'area', 'volume', 'weight', 'time'].map(category);
const FLOUR = ingredientCategoryId('all_purpose_flour');

const entry: HistoryEntry = {
  from: { value: '2', unit: 'bar' },
  to: { value: '200000', unit: 'pascal' },
  timestamp: 1,
  category: 'pressure',
};
/** What storage holds after a visit that left pressure at 2.5 bar → psi, length remembered at 3 ft → in. */
const stored = (over: Record<string, unknown> = {}): ConverterState =>
  parseStoredState(
    JSON.stringify({
      category: 'pressure',
      fromUnit: 'bar',
      toUnit: 'psi',
      fromValue: '5/2',
      history: [entry],
      categoryStates: { length: { fromUnit: 'foot', toUnit: 'inch', fromValue: '3' } },
      ...over,
    }),
  );

interface Page {
  categories?: readonly CategoryRecord[];
  offered?: readonly string[];
  preset?: ConverterPreset;
  kitchen?: boolean;
  /** The address's query ('?v=2'), on a converter that reads it. */
  search?: string;
  stored?: ConverterState;
  prefs?: DisplayPrefs;
}
/** A converter as a page starts it, and what its restore reads. */
function page({ categories: given = HOME, offered, preset, kitchen, search, ...rest }: Page = {}) {
  const model = startModel({ categories: given, prefs: defaultPrefs(), preset, offered, kitchen });
  const sources: RestoreSources = {
    model,
    categories: given,
    stored: rest.stored ?? stored(),
    prefs: rest.prefs ?? defaultPrefs(),
    query: search === undefined ? null : readPermalinkQuery(search),
  };
  return { model, sources };
}
/** The restore as the hook does it: the category it asks for loaded, the address's units looked up. */
function restore(model: Model, sources: RestoreSources): Model {
  const wanted = categoryToLoad(sources);
  const loaded = wanted ? category(wanted) : null;
  const withRecord = loaded ? step(model, { type: 'record', category: loaded }) : model;
  const resolveUnit = namesUnits(sources.query, model.preset !== null) ? resolveUnitQuery : null;
  return step(withRecord, restoredEvent({ ...sources, model: withRecord }, { loaded, resolveUnit }));
}
const shows = (m: Model) => `${m.conv.category}: ${m.text} ${m.conv.fromUnit} -> ${m.conv.toUnit}`;

describe('restore: what was stored', () => {
  it('brings home back to the stored category, even one it has no tab for (its units load first)', () => {
    const { model, sources } = page();
    expect(categoryToLoad(sources)).toBe('pressure');
    const m = restore(model, sources);
    expect(shows(m)).toBe('pressure: 2.5 bar -> psi');
    expect(m.conv.history).toEqual([entry]);
    expect(m.prefilled).toBe(true);
  });

  it('reopens the stored text as it was typed, else the amount in the visitor’s decimal mark', () => {
    const typed = page({ stored: stored({ typed: '2½' }) });
    expect(restore(typed.model, typed.sources).text).toBe('2½');
    const comma = page({ prefs: { ...defaultPrefs(), format: 'comma' } });
    expect(restore(comma.model, comma.sources).text).toBe('2,5');
    const nothing = page({ stored: stored({ fromValue: '0' }) });
    expect(restore(nothing.model, nothing.sources).text).toBe('');
  });

  it('opens a converter page of one category on its own category, in the units last shown there', () => {
    const { model, sources } = page({ categories: [category('length')] });
    expect(categoryToLoad(sources)).toBeNull();
    const m = restore(model, sources);
    expect(shows(m)).toBe('length: 3 foot -> inch');
    // Pressure is remembered for when the visitor goes back to it.
    expect(m.conv.categoryStates.pressure).toEqual({ fromUnit: 'bar', toUnit: 'psi', fromValue: '5/2' });
  });

  it('opens a stored unit the category no longer has at the category’s default pair, keeping the value', () => {
    const { model, sources } = page({ stored: stored({ toUnit: 'no_such_unit' }) });
    const m = restore(model, sources);
    expect(m.conv.category).toBe('pressure');
    expect([m.conv.fromUnit, m.conv.toUnit]).toEqual(category('pressure').defaultPair);
    expect(m.conv.fromValue).toBe('5/2');
    expect(view(m).error).toBeNull();
  });

  it('brings the kitchen back to the ingredient its address names, else to the last one shown', () => {
    const kitchen = { categories: [category('volume')], kitchen: true };
    const named = page({ ...kitchen, search: '?ingredient=all_purpose_flour' });
    expect(categoryToLoad(named.sources)).toBe(FLOUR);
    const last = page({
      ...kitchen,
      stored: stored({ category: FLOUR, fromUnit: 'cup_us', toUnit: 'gram' }),
    });
    expect(categoryToLoad(last.sources)).toBe(FLOUR);
    // Another category stored is not the kitchen's to come back to.
    expect(categoryToLoad(page(kitchen).sources)).toBeNull();
  });
});

describe('restore: the page’s preset and the address', () => {
  const pairPage = (search?: string) =>
    page({ categories: [category('length')], preset: { from: 'foot', to: 'meter', text: '10' }, search });

  it('keeps a pair page’s pair and value; only the history comes from storage', () => {
    const { model, sources } = pairPage();
    expect(categoryToLoad(sources)).toBeNull();
    const m = restore(model, sources);
    expect(shows(m)).toBe('length: 10 foot -> meter');
    expect(m.conv.history).toEqual([entry]);
  });

  it('takes a pair page’s value and display choices from its address, never units', () => {
    const { model, sources } = pairPage('?v=12&from=inch&to=mile&p=s4');
    expect(namesUnits(sources.query, true)).toBe(false);
    const m = restore(model, sources);
    expect(shows(m)).toBe('length: 12 foot -> meter');
    expect(m.prefs.precision).toEqual({ kind: 'significant', digits: 4 });
    expect(view(m).answer.shown?.text).toBe('3.658');
  });

  it('takes the units an address names (ids, slugs or spellings) and ignores what it cannot read', () => {
    const linked = page({ categories: [category('length')], search: '?from=nautical-mile&to=km' });
    expect(namesUnits(linked.sources.query, false)).toBe(true);
    expect(shows(restore(linked.model, linked.sources))).toBe('length: 3 nautical_mile -> kilometer');
    const bad = page({ categories: [category('length')], search: '?from=gallon&to=%3Cscript%3E' });
    expect(shows(restore(bad.model, bad.sources))).toBe('length: 3 foot -> inch');
    // Without the spelling index (it failed to load), the stored units stay.
    const { model, sources } = linked;
    const m = step(model, restoredEvent(sources, { resolveUnit: null }));
    expect(shows(m)).toBe('length: 3 foot -> inch');
  });

  it('reads a linked plain number in the visitor’s decimal mark, and anything more as linked', () => {
    const comma = { ...defaultPrefs(), format: 'comma' as const };
    const dot = page({ categories: [category('length')], search: '?v=2.5', prefs: comma });
    expect(restore(dot.model, dot.sources).text).toBe('2,5');
    const linkedComma = page({ categories: [category('length')], search: '?v=2%2C5&fmt=comma' });
    const m = restore(linkedComma.model, linkedComma.sources);
    // The address's number format is for this page: 2,5 stays as linked, and reads as 2.5.
    expect([m.text, m.prefs.format, m.conv.fromValue]).toEqual(['2,5', 'comma', '5/2']);
    const question = page({ categories: [category('length')], search: '?v=5%20ft%203%20in' });
    expect(restore(question.model, question.sources).text).toBe('5 ft 3 in');
  });
});

describe('restore: what the visitor typed before the converter was live', () => {
  it('wins over the stored state, the preset and the address; the history and display choices are taken', () => {
    const { model, sources } = page({
      categories: [category('length')],
      preset: { from: 'foot', to: 'meter', text: '10' },
      search: '?v=12&p=s4',
    });
    // The converter takes over what was typed into its built box when it mounts, before the restore.
    const typed = step(model, { type: 'text', text: '7' });
    const m = restore(typed, sources);
    expect(shows(m)).toBe('length: 7 foot -> meter');
    expect(m.prefilled).toBe(false);
    expect(m.conv.history).toEqual([entry]);
    expect(m.prefs.precision).toEqual({ kind: 'significant', digits: 4 });
  });

  it('wins on home too, where the stored state would have moved the converter to another category', () => {
    const { model, sources } = page();
    const typed = step(model, { type: 'text', text: '3' });
    expect(shows(restore(typed, sources))).toBe('length: 3 meter -> foot');
  });

  it('wins when typed in the To box and settled, though From then shows a value not typed there', () => {
    const { model, sources } = page();
    const typed = step(step(model, { type: 'toText', text: '2' }), { type: 'settle' });
    expect(typed.prefilled).toBe(true);
    expect(shows(restore(typed, sources))).toBe('length: 0.6096 meter -> foot');
  });

  it('is a box left as built: the stored state comes back', () => {
    const { model, sources } = page({
      categories: [category('length')],
      preset: { from: 'foot', to: 'meter', text: '10' },
      search: '?v=12',
    });
    expect(restore(model, sources).text).toBe('12');
  });
});
