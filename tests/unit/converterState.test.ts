import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addHistory, DEFAULT_STATE, defaultState, defaultUnits, HISTORY_CAP, historyEntryFor, historyLabels, loadState, parseStoredState,
  saveHistory, saveState, STORAGE_KEY, switchCategory, withKnownPair, type ConverterState, type HistoryEntry,
} from '../../src/browser/converterState';
import { getCategory } from '../../src/build-time/catalog';
import { exact } from '../../src/core/rational';

/** 2 m in feet, exactly. */
const result = exact(2500n, 381n);

const length = getCategory('length')!;
const entry = (value: number, from = 'meter', to = 'foot', category = 'length', timestamp = 1): HistoryEntry => ({
  from: { value: String(value), unit: from }, to: { value: String(value * 3), unit: to }, timestamp, category,
});

/** localStorage's two calls over a Map, one per test (a tab's view of it, or several tabs'). */
const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('defaults', () => {
  it('starts at length, meter → foot, values 0, empty history', () => {
    expect(defaultState()).toEqual({ category: 'length', fromUnit: 'meter', toUnit: 'foot', fromValue: '0', history: [], categoryStates: {} });
    expect(Object.isFrozen(DEFAULT_STATE)).toBe(true);
  });
  it('a category starts with its first two units; length with meter → foot', () => {
    const units = (...ids: string[]) => ids.map((id) => ({ ...length.units[0]!, id }));
    expect(defaultUnits(length)).toEqual({ fromUnit: 'meter', toUnit: 'foot' });
    expect(defaultUnits(getCategory('weight')!)).toEqual({ fromUnit: 'kilogram', toUnit: 'pound' });
    expect(defaultUnits({ units: units('kilogram', 'gram', 'pound') })).toEqual({ fromUnit: 'kilogram', toUnit: 'gram' });
    expect(defaultUnits({ units: units('a', 'b'), defaultPair: ['b', 'gone'] })).toEqual({ fromUnit: 'a', toUnit: 'b' });
    expect(defaultUnits({ units: units('only') })).toEqual({ fromUnit: 'only', toUnit: 'only' });
    expect(defaultUnits({ units: [] })).toEqual({ fromUnit: '', toUnit: '' });
  });
});

describe('reading stored state', () => {
  const valid: ConverterState = {
    category: 'weight', fromUnit: 'pound', toUnit: 'kilogram', fromValue: '2',
    history: [entry(2, 'pound', 'kilogram', 'weight')], categoryStates: { length: { fromUnit: 'mile', toUnit: 'kilometer', fromValue: '3' } },
  };

  it('round-trips a valid state', () => {
    expect(parseStoredState(JSON.stringify(valid))).toEqual(valid);
  });
  it('keeps an ingredient’s category and its history entries (their ids have a hyphen no catalogue id has)', () => {
    const flour = 'ingredient-all_purpose_flour';
    const kitchen: ConverterState = { ...valid, category: flour, fromUnit: 'cup_us', toUnit: 'gram', history: [entry(1, 'cup_us', 'gram', flour)], categoryStates: { [flour]: { fromUnit: 'stick', toUnit: 'ounce', fromValue: '2' } } };
    expect(parseStoredState(JSON.stringify(kitchen))).toEqual(kitchen);
  });
  it('keeps amounts exact, and reads the numbers earlier versions stored as the decimals they print as', () => {
    const fromValue = (x: unknown) => parseStoredState(JSON.stringify({ ...valid, fromValue: x })).fromValue;
    expect([fromValue('1/3'), fromValue('2/4'), fromValue('1/2·π'), fromValue('-0'), fromValue('0/7')]).toEqual(['1/3', '1/2', '1/2·π', '0', '0']);
    expect([fromValue(3), fromValue(0.1), fromValue(-2.5), fromValue(-0), fromValue(1e21)]).toEqual(['3', '1/10', '-5/2', '0', '1000000000000000000000']);
    for (const bad of ['1/0', '1.5', 'abc', '', '1'.repeat(3000), null, true, {}]) expect(fromValue(bad), String(bad).slice(0, 20)).toBe('0');
    const history = parseStoredState(JSON.stringify({ ...valid, history: [{ ...entry(1), from: { value: 0.25, unit: 'meter' } }, { ...entry(1), to: { value: 'x', unit: 'foot' } }] })).history;
    expect(history.map((h) => h.from.value)).toEqual(['1/4']);
  });
  it('drops a result stored by earlier versions: what is shown is worked out from the amount', () => {
    const s = parseStoredState(JSON.stringify({ ...valid, toValue: 0.90718474, categoryStates: { length: { ...valid.categoryStates.length, toValue: 4.828032 } } }));
    expect(s).toEqual(valid);
  });
  it('falls back to defaults for garbage, wrong shapes and wrong types', () => {
    for (const raw of [null, undefined, '', 'not json', '{', '[]', '42', '"text"', 'null', 'true', '{"category": 5}', '{"history": "x"}']) {
      expect(parseStoredState(raw as string)).toEqual(defaultState());
    }
  });
  it('keeps what is valid, field by field', () => {
    const s = parseStoredState(JSON.stringify({ ...valid, fromValue: 'abc', history: [entry(1), { nope: 1 }, null, entry(2)], categoryStates: { length: 5, time: valid.categoryStates.length, '': {} } }));
    expect(s.category).toBe('weight');
    expect(s.fromValue).toBe('0');
    expect(s.history).toEqual([entry(1), entry(2)]);
    expect(Object.keys(s.categoryStates)).toEqual(['time']);
  });
  it('never lets non-finite numbers, -0 or prototype keys through', () => {
    const raw = `{"category":"length","fromUnit":"meter","toUnit":"foot","fromValue":1e999,"categoryStates":{"__proto__":{"fromUnit":"a","toUnit":"b","fromValue":1}}}`;
    const s = parseStoredState(raw);
    expect(s.fromValue).toBe('0');
    expect(Object.getPrototypeOf(s.categoryStates)).toBe(Object.prototype);
    expect(Object.keys(s.categoryStates)).toEqual([]);
  });
  it('caps a long stored history at 20', () => {
    const history = Array.from({ length: 50 }, (_, i) => entry(i + 1));
    expect(parseStoredState(JSON.stringify({ ...valid, history })).history).toHaveLength(HISTORY_CAP);
  });
  it('keeps a unit id the catalogue no longer has (the converter reports it)', () => {
    expect(parseStoredState(JSON.stringify({ ...valid, category: 'length', fromUnit: 'old_unit' })).fromUnit).toBe('old_unit');
  });
  it('survives any JSON value without throwing', () => {
    fc.assert(fc.property(fc.json(), (raw) => {
      const s = parseStoredState(raw);
      expect(s.fromValue).toMatch(/^-?\d+(?:\/\d+)?(?:·π(?:\^-?\d+)?)?$/);
      expect(Array.isArray(s.history)).toBe(true);
    }));
    fc.assert(fc.property(fc.string(), (raw) => { parseStoredState(raw); }));
  });
});

describe('storage access', () => {
  it('saves under unit-converter and loads it back', () => {
    const storage = memory();
    const state = { ...defaultState(), fromValue: '5' };
    expect(saveState(storage, state)).toBe(true);
    expect(storage.map.has(STORAGE_KEY)).toBe(true);
    expect(loadState(storage)).toEqual(state);
  });
  it('gives defaults and false when storage throws, is full or missing', () => {
    const throwing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(loadState(throwing)).toEqual(defaultState());
    expect(saveState(throwing, defaultState())).toBe(false);
    expect(loadState(null)).toEqual(defaultState());
    expect(saveState(undefined, defaultState())).toBe(false);
  });
});

describe('history shared by every open tab', () => {
  it('a tab saving its state keeps the entries another tab added', () => {
    const storage = memory();
    const tabA = { ...defaultState(), history: [entry(1)] };
    const tabB = { ...defaultState(), category: 'weight', fromUnit: 'kilogram', toUnit: 'pound', history: [entry(1)] };
    saveState(storage, tabA);
    saveHistory(storage, (h) => addHistory(h, entry(2, 'kilogram', 'pound', 'weight', 2)));
    // Tab A has not seen B's entry and saves its own state.
    saveState(storage, { ...tabA, fromValue: '7' });
    expect(loadState(storage).history.map((h) => h.from.value)).toEqual(['2', '1']);
    expect(loadState(storage).fromValue).toBe('7');
    saveState(storage, tabB);
    expect(loadState(storage).history.map((h) => h.from.value)).toEqual(['2', '1']);
  });
  it('adds to the history as stored, and clears it for every tab', () => {
    const storage = memory();
    saveHistory(storage, (h) => addHistory(h, entry(1)));
    expect(saveHistory(storage, (h) => addHistory(h, entry(2)))!.map((h) => h.from.value)).toEqual(['2', '1']);
    expect(saveHistory(storage, () => [])).toEqual([]);
    expect(loadState(storage).history).toEqual([]);
  });
  it('the first save of a tab with history keeps it when nothing was stored', () => {
    const storage = memory();
    saveState(storage, { ...defaultState(), history: [entry(3)] });
    expect(loadState(storage).history).toHaveLength(1);
  });
  it('null when storage throws', () => {
    expect(saveHistory({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } }, () => [])).toBeNull();
    expect(saveHistory(null, () => [])).toBeNull();
  });
});

describe('a stored unit its category does not have', () => {
  it('opens the category at its default pair, keeping the value', () => {
    const stored = { ...defaultState(), fromUnit: 'cubit_renamed', toUnit: 'foot', fromValue: '3' };
    expect(withKnownPair(stored, length)).toMatchObject({ fromUnit: 'meter', toUnit: 'foot', fromValue: '3' });
    expect(withKnownPair({ fromUnit: 'foot', toUnit: 'kilogram' }, length)).toEqual({ fromUnit: 'meter', toUnit: 'foot' });
    const fine = { fromUnit: 'inch', toUnit: 'mile' };
    expect(withKnownPair(fine, length)).toBe(fine);
  });
  it('a remembered state of another category with a foreign unit switches to that category\'s defaults', () => {
    const weight = getCategory('weight')!;
    const state = { ...defaultState(), categoryStates: { weight: { fromUnit: 'meter', toUnit: 'pound', fromValue: '2' } } };
    expect(switchCategory(state, weight)).toMatchObject({ category: 'weight', fromUnit: 'kilogram', toUnit: 'pound', fromValue: '2' });
  });
});

describe('switching category', () => {
  const weight = getCategory('weight')!;
  it('saves the old category and starts a new one at its default pair with values 0', () => {
    const start = { ...defaultState(), fromUnit: 'mile', toUnit: 'kilometer', fromValue: '3' };
    const s = switchCategory(start, weight);
    expect(s).toMatchObject({ category: 'weight', fromUnit: 'kilogram', toUnit: 'pound', fromValue: '0' });
    expect(s.categoryStates.length).toEqual({ fromUnit: 'mile', toUnit: 'kilometer', fromValue: '3' });
  });
  it('restores a visited category', () => {
    const start = { ...defaultState(), fromUnit: 'mile', toUnit: 'kilometer', fromValue: '3' };
    const visited = { ...switchCategory(start, weight), fromUnit: 'pound', toUnit: 'ounce', fromValue: '2' };
    const back = switchCategory(visited, length);
    expect(back).toMatchObject({ category: 'length', fromUnit: 'mile', toUnit: 'kilometer', fromValue: '3' });
    expect(switchCategory(back, weight)).toMatchObject({ fromUnit: 'pound', toUnit: 'ounce', fromValue: '2' });
  });
  it('is a no-op for the current category', () => {
    const s = defaultState();
    expect(switchCategory(s, length)).toBe(s);
  });
});

describe('history', () => {
  it('adds newest first and skips a repeat of the newest entry', () => {
    let h = addHistory([], entry(1));
    h = addHistory(h, entry(2));
    expect(h.map((e) => e.from.value)).toEqual(['2', '1']);
    expect(addHistory(h, entry(2, 'meter', 'foot', 'length', 99))).toBe(h);
    expect(addHistory(h, entry(2, 'meter', 'inch'))).toHaveLength(3);
    expect(addHistory(h, entry(2, 'meter', 'foot', 'area'))).toHaveLength(3);
  });
  it('moves an older copy of the same conversion to the top instead of listing it twice', () => {
    const h = [entry(3), entry(2), entry(1)];
    const again = addHistory(h, entry(1, 'meter', 'foot', 'length', 50));
    expect(again.map((e) => [e.from.value, e.timestamp])).toEqual([['1', 50], ['3', 1], ['2', 1]]);
  });
  it('keeps only the newest 20', () => {
    let h: HistoryEntry[] = [];
    for (let i = 1; i <= 30; i++) h = addHistory(h, entry(i));
    expect(h).toHaveLength(20);
    expect(h[0]!.from.value).toBe('30');
    expect(h[19]!.from.value).toBe('11');
  });
  it('records only valid, non-zero conversions without error', () => {
    const s = { ...defaultState(), fromValue: '2' };
    expect(historyEntryFor(s, result, false, 5)).toEqual({ from: { value: '2', unit: 'meter' }, to: { value: '2500/381', unit: 'foot' }, timestamp: 5, category: 'length' });
    expect(historyEntryFor({ ...s, fromValue: '0' }, exact(0n), false, 5)).toBeNull();
    expect(historyEntryFor(s, result, true, 5)).toBeNull();
    expect(historyEntryFor(s, null, false, 5)).toBeNull();
  });
  it('carries the symbols and category name of the category it was made in', () => {
    const s = { ...defaultState(), fromValue: '2' };
    expect(historyEntryFor(s, result, false, 5, length)).toEqual({
      from: { value: '2', unit: 'meter' }, to: { value: '2500/381', unit: 'foot' }, timestamp: 5, category: 'length', fromSymbol: 'm', toSymbol: 'ft', categoryName: 'Length',
    });
    // Another category's record, or a unit it lacks, adds no labels.
    expect(historyEntryFor(s, result, false, 5, getCategory('weight')!)).not.toHaveProperty('fromSymbol');
    expect(historyEntryFor({ ...s, toUnit: 'gone' }, result, false, 5, length)).not.toHaveProperty('toSymbol');
  });
});

describe('how history entries read', () => {
  const weight = getCategory('weight')!;
  const labelled = { ...entry(2, 'kilogram', 'pound', 'weight'), fromSymbol: 'kg', toSymbol: 'lb', categoryName: 'Weight' };
  it('uses the stored labels, wherever the entry is shown', () => {
    expect(historyLabels(labelled, [length])).toEqual({ fromSymbol: 'kg', toSymbol: 'lb', categoryName: 'Weight' });
  });
  it('an old entry without labels reads from the categories at hand', () => {
    expect(historyLabels(entry(2, 'kilogram', 'pound', 'weight'), [length, weight])).toEqual({ fromSymbol: 'kg', toSymbol: 'lb', categoryName: weight.name });
  });
  it('an old entry of a category not at hand shows no id: no symbols, no name', () => {
    expect(historyLabels(entry(5, 'foot_us_survey', 'meter', 'length'), [weight])).toEqual({ fromSymbol: '', toSymbol: '', categoryName: null });
  });
  it('stored labels round-trip; invalid or partial labels are dropped, the entry kept', () => {
    const stored = (over: Record<string, unknown>) => parseStoredState(JSON.stringify({ ...defaultState(), history: [{ ...labelled, ...over }] })).history[0];
    expect(stored({})).toEqual(labelled);
    for (const bad of [{ fromSymbol: '' }, { toSymbol: 5 }, { categoryName: 'x'.repeat(49) }, { fromSymbol: 'a\u0000b' }, { fromSymbol: '<b>' }, { categoryName: ' Weight' }, { toSymbol: null }]) {
      const e = stored(bad);
      expect(e, JSON.stringify(bad)).toEqual(entry(2, 'kilogram', 'pound', 'weight'));
    }
    expect(stored({ fromSymbol: 'L/100 km', toSymbol: 'm²', categoryName: 'Fuel consumption' })).toMatchObject({ fromSymbol: 'L/100 km', toSymbol: 'm²' });
  });
  it('stored labels lose bidirectional controls and half emoji: they read in the order they are written', () => {
    const stored = (over: Record<string, unknown>) => parseStoredState(JSON.stringify({ ...defaultState(), history: [{ ...labelled, ...over }] })).history[0];
    expect(stored({ fromSymbol: '\u202egk', categoryName: 'Wei\u2066ght\u2069' })).toMatchObject({ fromSymbol: 'gk', categoryName: 'Weight' });
    expect(stored({ toSymbol: 'lb\ud83d' })).toMatchObject({ toSymbol: 'lb\ufffd' });
  });
});

