import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addHistory,
  clearHistory,
  DEFAULT_STATE,
  defaultState,
  defaultUnits,
  emptyHistory,
  followHistory,
  HISTORY_CAP,
  HISTORY_KEY,
  historyEntryFor,
  historyLabels,
  loadHistory,
  loadState,
  mergeHistory,
  newEntryId,
  parseStoredHistory,
  parseStoredState,
  recordEntry,
  saveHistory,
  saveState,
  STORAGE_KEY,
  switchCategory,
  withKnownPair,
  type ConverterState,
  type HistoryEntry,
  type SharedHistory,
} from '../../src/browser/converterState';
import { getCategory } from '../../src/build-time/catalog';
import { exact } from '../../src/core/rational';

/** 2 m in feet, exactly. */
const result = exact(2500n, 381n);

const length = getCategory('length')!;
const entry = (
  value: number,
  from = 'meter',
  to = 'foot',
  category = 'length',
  timestamp = 1,
): HistoryEntry => ({
  from: { value: String(value), unit: from },
  to: { value: String(value * 3), unit: to },
  timestamp,
  category,
});

/** localStorage's two calls over a Map, one per test (a tab's view of it, or several tabs'). */
const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
};

describe('defaults', () => {
  it('starts at length, meter → foot, values 0, empty history', () => {
    expect(defaultState()).toEqual({
      category: 'length',
      fromUnit: 'meter',
      toUnit: 'foot',
      fromValue: '0',
      history: [],
      categoryStates: {},
    });
    expect(Object.isFrozen(DEFAULT_STATE)).toBe(true);
  });
  it('a category starts with its first two units; length with meter → foot', () => {
    const units = (...ids: string[]) => ids.map((id) => ({ ...length.units[0]!, id }));
    expect(defaultUnits(length)).toEqual({ fromUnit: 'meter', toUnit: 'foot' });
    expect(defaultUnits(getCategory('weight')!)).toEqual({ fromUnit: 'kilogram', toUnit: 'pound' });
    expect(defaultUnits({ units: units('kilogram', 'gram', 'pound') })).toEqual({
      fromUnit: 'kilogram',
      toUnit: 'gram',
    });
    expect(defaultUnits({ units: units('a', 'b'), defaultPair: ['b', 'gone'] })).toEqual({
      fromUnit: 'a',
      toUnit: 'b',
    });
    expect(defaultUnits({ units: units('only') })).toEqual({ fromUnit: 'only', toUnit: 'only' });
    expect(defaultUnits({ units: [] })).toEqual({ fromUnit: '', toUnit: '' });
  });
});

describe('reading stored state', () => {
  const valid: ConverterState = {
    category: 'weight',
    fromUnit: 'pound',
    toUnit: 'kilogram',
    fromValue: '2',
    history: [entry(2, 'pound', 'kilogram', 'weight')],
    categoryStates: { length: { fromUnit: 'mile', toUnit: 'kilometer', fromValue: '3' } },
  };

  it('round-trips a valid state', () => {
    expect(parseStoredState(JSON.stringify(valid))).toEqual(valid);
  });
  it('keeps the text as typed, so that it reopens so, and drops one that is too long or holds control characters', () => {
    const typed = { ...valid, fromUnit: 'foot', fromValue: '71/12', typed: `5'11"` };
    expect(parseStoredState(JSON.stringify(typed)).typed).toBe(`5'11"`);
    expect(parseStoredState(JSON.stringify({ ...typed, typed: 'x'.repeat(201) })).typed).toBeUndefined();
    expect(parseStoredState(JSON.stringify({ ...typed, typed: '1\u0000' })).typed).toBeUndefined();
    expect(parseStoredState(JSON.stringify({ ...typed, typed: 5 })).typed).toBeUndefined();
    // Another category's value was not typed as this text.
    expect(switchCategory({ ...typed, history: [] }, getCategory('length')!).typed).toBeUndefined();
  });
  it('keeps an ingredient’s category and its history entries (their ids have a hyphen no catalogue id has)', () => {
    const flour = 'ingredient-all_purpose_flour';
    const kitchen: ConverterState = {
      ...valid,
      category: flour,
      fromUnit: 'cup_us',
      toUnit: 'gram',
      history: [entry(1, 'cup_us', 'gram', flour)],
      categoryStates: { [flour]: { fromUnit: 'stick', toUnit: 'ounce', fromValue: '2' } },
    };
    expect(parseStoredState(JSON.stringify(kitchen))).toEqual(kitchen);
  });
  it('keeps amounts exact, and reads the numbers earlier versions stored as the decimals they print as', () => {
    const fromValue = (x: unknown) => parseStoredState(JSON.stringify({ ...valid, fromValue: x })).fromValue;
    expect([
      fromValue('1/3'),
      fromValue('2/4'),
      fromValue('1/2·π'),
      fromValue('-0'),
      fromValue('0/7'),
    ]).toEqual(['1/3', '1/2', '1/2·π', '0', '0']);
    expect([fromValue(3), fromValue(0.1), fromValue(-2.5), fromValue(-0), fromValue(1e21)]).toEqual([
      '3',
      '1/10',
      '-5/2',
      '0',
      '1000000000000000000000',
    ]);
    for (const bad of ['1/0', '1.5', 'abc', '', '1'.repeat(3000), null, true, {}])
      expect(fromValue(bad), String(bad).slice(0, 20)).toBe('0');
    const history = parseStoredState(
      JSON.stringify({
        ...valid,
        history: [
          { ...entry(1), from: { value: 0.25, unit: 'meter' } },
          { ...entry(1), to: { value: 'x', unit: 'foot' } },
        ],
      }),
    ).history;
    expect(history.map((h) => h.from.value)).toEqual(['1/4']);
  });
  it('drops a result stored by earlier versions: what is shown is worked out from the amount', () => {
    const s = parseStoredState(
      JSON.stringify({
        ...valid,
        toValue: 0.90718474,
        categoryStates: { length: { ...valid.categoryStates.length, toValue: 4.828032 } },
      }),
    );
    expect(s).toEqual(valid);
  });
  it('falls back to defaults for garbage, wrong shapes and wrong types', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'not json',
      '{',
      '[]',
      '42',
      '"text"',
      'null',
      'true',
      '{"category": 5}',
      '{"history": "x"}',
    ]) {
      expect(parseStoredState(raw as string)).toEqual(defaultState());
    }
  });
  it('keeps what is valid, field by field', () => {
    const s = parseStoredState(
      JSON.stringify({
        ...valid,
        fromValue: 'abc',
        history: [entry(1), { nope: 1 }, null, entry(2)],
        categoryStates: { length: 5, time: valid.categoryStates.length, '': {} },
      }),
    );
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
    expect(
      parseStoredState(JSON.stringify({ ...valid, category: 'length', fromUnit: 'old_unit' })).fromUnit,
    ).toBe('old_unit');
  });
  it('survives any JSON value without throwing', () => {
    fc.assert(
      fc.property(fc.json(), (raw) => {
        const s = parseStoredState(raw);
        expect(s.fromValue).toMatch(/^-?\d+(?:\/\d+)?(?:·π(?:\^-?\d+)?)?$/);
        expect(Array.isArray(s.history)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        parseStoredState(raw);
      }),
    );
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
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadState(throwing)).toEqual(defaultState());
    expect(saveState(throwing, defaultState())).toBe(false);
    expect(loadState(null)).toEqual(defaultState());
    expect(saveState(undefined, defaultState())).toBe(false);
  });
});

describe('the state and the history are stored apart', () => {
  it('a tab saving its state never writes the history, nor over it', () => {
    const storage = memory();
    const added = saveHistory(storage, emptyHistory(), (h) =>
      recordEntry(h, entry(2, 'kilogram', 'pound', 'weight', 2), 'b'),
    );
    // A tab that has not seen the entry saves its state, its own history in it.
    saveState(storage, { ...defaultState(), fromValue: '7', history: [entry(1)] });
    expect(loadState(storage).history).toEqual(added.entries);
    expect(loadState(storage).fromValue).toBe('7');
    expect(JSON.parse(storage.map.get(STORAGE_KEY)!)).not.toHaveProperty('history');
  });
  it('stores the history as {entries, clearedAt}, each entry with its id', () => {
    const storage = memory();
    saveHistory(storage, emptyHistory(), (h) =>
      recordEntry(h, entry(1, 'meter', 'foot', 'length', 5), 'first-id'),
    );
    expect(JSON.parse(storage.map.get(HISTORY_KEY)!)).toEqual({
      entries: [{ ...entry(1, 'meter', 'foot', 'length', 5), id: 'first-id' }],
      clearedAt: 0,
    });
    expect(loadHistory(storage)).toEqual(parseStoredHistory(storage.map.get(HISTORY_KEY)));
  });
});

describe('a returning visitor’s history, stored with the state by earlier versions', () => {
  const old = JSON.stringify({
    ...defaultState(),
    fromValue: '3',
    history: [entry(2, 'meter', 'foot', 'length', 20), entry(1, 'meter', 'foot', 'length', 10)],
  });
  it('is read, without ids, until the history has its own key', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEY, old);
    expect(loadState(storage).history).toEqual([
      entry(2, 'meter', 'foot', 'length', 20),
      entry(1, 'meter', 'foot', 'length', 10),
    ]);
    // Saving the state keeps it where it is until then.
    saveState(storage, loadState(storage));
    expect(JSON.parse(storage.map.get(STORAGE_KEY)!).history).toHaveLength(2);
  });
  it('moves to its own key with the first entry, and the state stops carrying it', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEY, old);
    const next = saveHistory(storage, emptyHistory(), (h) =>
      recordEntry(h, entry(3, 'meter', 'foot', 'length', 30), 'new'),
    );
    expect(next.entries.map((h) => [h.from.value, h.id])).toEqual([
      ['3', 'new'],
      ['2', undefined],
      ['1', undefined],
    ]);
    expect(loadState(storage).history).toEqual(next.entries);
    saveState(storage, loadState(storage));
    expect(JSON.parse(storage.map.get(STORAGE_KEY)!)).not.toHaveProperty('history');
    expect(loadState(storage).history).toEqual(next.entries);
  });
  it('an old entry is named by what it holds: two tabs moving it at once keep it once', () => {
    const tabs = browserOf(2, old);
    tabs.add(0, entry(5, 'meter', 'foot', 'length', 40), 'a');
    tabs.add(1, entry(6, 'meter', 'foot', 'length', 40), 'b');
    tabs.settle();
    // Recorded in the same millisecond: ordered by id, alike in every tab.
    expect(tabs.values(0)).toEqual(['6', '5', '2', '1']);
    expect(tabs.history(1)).toEqual(tabs.history(0));
  });
});

describe('corrupt or unreadable history storage', () => {
  it('garbage under the history key reads as an empty history, never as an error', () => {
    for (const raw of [
      'not json',
      '{',
      '[]',
      '42',
      'null',
      '"text"',
      '{"entries":"x"}',
      '{"entries":[1,null,{"from":"x"}]}',
    ]) {
      expect(parseStoredHistory(raw), raw).toEqual(emptyHistory());
    }
    expect(parseStoredHistory(null)).toBeNull();
  });
  it('keeps each valid entry, drops an invalid id (the entry kept) and an unreadable clearedAt', () => {
    const raw = `{"entries":[${JSON.stringify({ ...entry(1), id: 'ok_1-A' })},{"nope":1},${JSON.stringify({ ...entry(2), id: '<b>' })}],"clearedAt":1e999}`;
    expect(parseStoredHistory(raw)).toEqual({
      entries: [{ ...entry(1), id: 'ok_1-A' }, entry(2)],
      clearedAt: 0,
    });
    expect(parseStoredHistory('{"entries":[],"clearedAt":"soon"}')!.clearedAt).toBe(0);
    expect(parseStoredHistory('{"entries":[],"clearedAt":-5}')!.clearedAt).toBe(0);
  });
  it('caps a long stored history at 20, newest first', () => {
    const entries = Array.from({ length: 50 }, (_, i) => ({
      ...entry(i + 1, 'meter', 'foot', 'length', i),
      id: `e${i}`,
    }));
    const h = parseStoredHistory(JSON.stringify({ entries, clearedAt: 0 }))!;
    expect(h.entries.map((e) => e.from.value)).toEqual(
      Array.from({ length: HISTORY_CAP }, (_, i) => String(50 - i)),
    );
  });
  it('survives any JSON value without throwing, and a save writes a tidy history over it', () => {
    fc.assert(
      fc.property(fc.json(), (raw) => {
        const h = parseStoredHistory(raw)!;
        expect(Array.isArray(h.entries)).toBe(true);
        expect(Number.isFinite(h.clearedAt)).toBe(true);
        const storage = memory();
        storage.setItem(HISTORY_KEY, raw);
        const saved = saveHistory(storage, emptyHistory(), (x) => recordEntry(x, entry(9), 'n'));
        expect(saved.entries[0]!.id).toBe('n');
        expect(parseStoredHistory(storage.map.get(HISTORY_KEY))).toEqual(saved);
      }),
    );
  });
  it('unavailable, blocked or full storage: the tab keeps its history, nothing throws', () => {
    const known: SharedHistory = { entries: [{ ...entry(1), id: 'k' }], clearedAt: 0 };
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const storage of [null, undefined, full, blocked]) {
      expect(
        saveHistory(storage, known, (h) =>
          recordEntry(h, entry(2, 'meter', 'foot', 'length', 5), 'n'),
        ).entries.map((h) => h.id),
      ).toEqual(['n', 'k']);
    }
    expect(loadHistory(blocked)).toEqual(emptyHistory());
    expect(loadState(blocked).history).toEqual([]);
  });
});

describe('merging histories', () => {
  const a = { ...entry(1, 'meter', 'foot', 'length', 10), id: 'a' };
  const b = { ...entry(2, 'meter', 'foot', 'length', 20), id: 'b' };
  const c = { ...entry(3, 'meter', 'foot', 'length', 30), id: 'c' };
  it('takes every entry of each, newest first, each once', () => {
    expect(
      mergeHistory({ entries: [c, a], clearedAt: 0 }, { entries: [b, a], clearedAt: 0 }).entries,
    ).toEqual([c, b, a]);
  });
  it('keeps a conversion once, its newest entry, as adding it again moves it up', () => {
    const again = { ...entry(1, 'meter', 'foot', 'length', 40), id: 'a2' };
    expect(
      mergeHistory({ entries: [again, b], clearedAt: 0 }, { entries: [c, b, a], clearedAt: 0 }).entries,
    ).toEqual([again, c, b]);
  });
  it('keeps the newest 20', () => {
    const many = (from: number) =>
      Array.from({ length: 15 }, (_, i) => ({
        ...entry(from + i, 'meter', 'foot', 'length', from + i),
        id: `n${from + i}`,
      })).reverse();
    const merged = mergeHistory({ entries: many(1), clearedAt: 0 }, { entries: many(16), clearedAt: 0 });
    expect(merged.entries.map((h) => h.timestamp)).toEqual(
      Array.from({ length: HISTORY_CAP }, (_, i) => 30 - i),
    );
  });
  it('drops what is older than the latest clear', () => {
    expect(mergeHistory({ entries: [c, b, a], clearedAt: 0 }, { entries: [], clearedAt: 20 })).toEqual({
      entries: [c, b],
      clearedAt: 20,
    });
  });
  it('is the same in any order and idempotent: every tab comes to the same history', () => {
    const anEntry = fc
      .record({
        value: fc.integer({ min: 1, max: 6 }),
        time: fc.integer({ min: 0, max: 8 }),
        id: fc.constantFrom('p', 'q', 'r', 's', 't', undefined),
      })
      .map(({ value, time, id }) => ({
        ...entry(value, 'meter', 'foot', 'length', time),
        ...(id && { id: `${id}${value}${time}` }),
      }));
    const aHistory = fc
      .record({ entries: fc.array(anEntry, { maxLength: 8 }), clearedAt: fc.integer({ min: 0, max: 6 }) })
      .map((h) => mergeHistory(h));
    fc.assert(
      fc.property(aHistory, aHistory, aHistory, (x, y, z) => {
        const xyz = mergeHistory(x, y, z);
        expect(mergeHistory(z, x, y)).toEqual(xyz);
        expect(mergeHistory(mergeHistory(x, y), z)).toEqual(xyz);
        expect(mergeHistory(xyz)).toEqual(xyz);
      }),
    );
  });
});

describe('recording and clearing', () => {
  it('an entry is recorded with an id, as addHistory records it', () => {
    const h = recordEntry(
      recordEntry(emptyHistory(), entry(1, 'meter', 'foot', 'length', 5)),
      entry(2, 'meter', 'foot', 'length', 6),
    );
    expect(h.entries.map((e) => e.from.value)).toEqual(['2', '1']);
    expect(new Set(h.entries.map((e) => e.id)).size).toBe(2);
    for (const e of h.entries) expect(e.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(recordEntry(h, entry(2, 'meter', 'foot', 'length', 9)).entries).toBe(h.entries);
  });
  it('ids do not repeat', () => {
    expect(new Set(Array.from({ length: 10_000 }, newEntryId)).size).toBe(10_000);
  });
  it('a new entry is the newest, and after the clear, whatever the clock says', () => {
    const cleared = clearHistory(
      { entries: [{ ...entry(1, 'meter', 'foot', 'length', 500), id: 'x' }], clearedAt: 0 },
      100,
    );
    expect(cleared).toEqual({ entries: [], clearedAt: 501 });
    const after = recordEntry(cleared, entry(2, 'meter', 'foot', 'length', 50), 'y');
    expect(after.entries).toEqual([{ ...entry(2, 'meter', 'foot', 'length', 501), id: 'y' }]);
    expect(mergeHistory(after)).toEqual(after);
    const later = recordEntry(after, entry(3, 'meter', 'foot', 'length', 50), 'z');
    expect(later.entries.map((e) => [e.id, e.timestamp])).toEqual([
      ['z', 502],
      ['y', 501],
    ]);
  });
  it('a clear written under a stored history clears it too', () => {
    const storage = memory();
    const first = saveHistory(storage, emptyHistory(), (h) =>
      recordEntry(h, entry(1, 'meter', 'foot', 'length', 5), 'a'),
    );
    expect(saveHistory(storage, first, (h) => clearHistory(h, 6))).toEqual({ entries: [], clearedAt: 6 });
    expect(loadState(storage).history).toEqual([]);
  });
});

/**
 * Tabs of one browser, as Chromium runs them: each tab reads and writes its own copy of
 * storage, and hears of another tab's write only when `deliver` hands it over (its `storage`
 * event). Writes are ordered as the browser applied them: a tab holding a later write than the
 * one delivered keeps its own (what the browser keeps too), but still hears of it.
 */
function browserOf(count: number, oldState?: string) {
  let order = 0;
  interface Write {
    key: string;
    value: string;
    order: number;
  }
  const tabs = Array.from({ length: count }, () => ({
    copy: new Map<string, Write>(),
    inbox: [] as Write[],
    known: emptyHistory(),
  }));
  if (oldState)
    for (const tab of tabs) tab.copy.set(STORAGE_KEY, { key: STORAGE_KEY, value: oldState, order: 0 });
  const storageOf = (tab: (typeof tabs)[number]) => ({
    getItem: (key: string) => tab.copy.get(key)?.value ?? null,
    setItem: (key: string, value: string) => {
      const write = { key, value, order: ++order };
      tab.copy.set(key, write);
      for (const other of tabs) if (other !== tab) other.inbox.push(write);
    },
  });
  const sim = {
    writes: () => order,
    add(i: number, e: HistoryEntry, id: string) {
      tabs[i]!.known = saveHistory(storageOf(tabs[i]!), tabs[i]!.known, (h) => recordEntry(h, e, id));
    },
    clear(i: number, now: number) {
      tabs[i]!.known = saveHistory(storageOf(tabs[i]!), tabs[i]!.known, (h) => clearHistory(h, now));
    },
    /** Hands tab i the oldest write it has not heard of; false when there is none. */
    deliver(i: number): boolean {
      const tab = tabs[i]!;
      const write = tab.inbox.shift();
      if (!write) return false;
      if ((tab.copy.get(write.key)?.order ?? -1) < write.order) tab.copy.set(write.key, write);
      const next = followHistory(storageOf(tab), tab.known, { key: write.key, newValue: write.value });
      if (next) tab.known = next;
      return true;
    },
    /** Delivers every write, in turn to each tab, until none is left (a bounded number of rounds). */
    settle() {
      for (let round = 0; round < 100; round++) {
        let any = false;
        for (let i = 0; i < count; i++) any = sim.deliver(i) || any;
        if (!any) return;
      }
      throw new Error('the tabs never settled');
    },
    history: (i: number) => tabs[i]!.known,
    stored: (i: number) => loadHistory(storageOf(tabs[i]!)),
    values: (i: number) => tabs[i]!.known.entries.map((h) => h.from.value),
  };
  return sim;
}

describe('two tabs writing the history at once', () => {
  it('each writes over the other’s entry; the tab whose write was replaced puts its entry back when it hears of the other’s', () => {
    const tabs = browserOf(2);
    tabs.add(0, entry(1, 'meter', 'foot', 'length', 100), 'a');
    tabs.add(1, entry(2, 'meter', 'foot', 'length', 100), 'b');
    // The browser kept B's write, made last: A's entry is not in it.
    expect(tabs.stored(1).entries.map((h) => h.id)).toEqual(['b']);
    tabs.deliver(0);
    expect(
      tabs
        .stored(0)
        .entries.map((h) => h.id)
        .sort(),
    ).toEqual(['a', 'b']);
    tabs.settle();
    for (const i of [0, 1]) {
      expect(
        tabs
          .history(i)
          .entries.map((h) => h.id)
          .sort(),
      ).toEqual(['a', 'b']);
      expect(tabs.stored(i)).toEqual(tabs.history(0));
    }
  });
  it('a tab that saves again before hearing of the other keeps both', () => {
    const tabs = browserOf(2);
    tabs.add(0, entry(1, 'meter', 'foot', 'length', 100), 'a');
    tabs.add(1, entry(2, 'meter', 'foot', 'length', 100), 'b');
    tabs.deliver(1);
    tabs.add(1, entry(3, 'meter', 'foot', 'length', 101), 'c');
    tabs.settle();
    expect(tabs.values(0)).toEqual(tabs.values(1));
    expect(
      tabs
        .history(0)
        .entries.map((h) => h.id)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });
  it('no entry is lost, whatever the order the browser hands writes over in, and every tab ends with the same history', () => {
    const action = fc.record({
      tab: fc.integer({ min: 0, max: 2 }),
      add: fc.boolean(),
      tick: fc.integer({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const tabs = browserOf(3);
        let now = 1000;
        const added: string[] = [];
        for (const [n, a] of actions.entries()) {
          now += a.tick;
          if (a.add) {
            tabs.add(a.tab, entry(n + 1, 'meter', 'foot', 'length', now), `id${n}`);
            added.push(`id${n}`);
          } else tabs.deliver(a.tab);
        }
        tabs.settle();
        const ids = tabs.history(0).entries.map((h) => h.id);
        // Past 20, the oldest give way, as in one tab.
        if (added.length <= HISTORY_CAP) expect([...ids].sort()).toEqual([...added].sort());
        else expect(ids).toHaveLength(HISTORY_CAP);
        for (const i of [0, 1, 2]) {
          expect(tabs.history(i)).toEqual(tabs.history(0));
          expect(tabs.stored(i)).toEqual(tabs.history(0));
        }
      }),
    );
  });
  it('a clear in one tab clears every tab, and an entry added elsewhere after it stays', () => {
    const tabs = browserOf(2);
    tabs.add(0, entry(1, 'meter', 'foot', 'length', 100), 'x');
    tabs.add(0, entry(2, 'meter', 'foot', 'length', 110), 'y');
    tabs.settle();
    expect(tabs.values(1)).toEqual(['2', '1']);
    // A clears; B, not yet told, adds an entry: its write still holds x and y.
    tabs.clear(0, 200);
    tabs.add(1, entry(3, 'meter', 'foot', 'length', 205), 'z');
    expect(tabs.stored(1).entries.map((h) => h.id)).toEqual(['z', 'y', 'x']);
    tabs.settle();
    for (const i of [0, 1]) {
      expect(tabs.history(i)).toEqual({
        entries: [{ ...entry(3, 'meter', 'foot', 'length', 205), id: 'z' }],
        clearedAt: 200,
      });
      expect(tabs.stored(i)).toEqual(tabs.history(i));
    }
  });
  it('a tab that missed the clear cannot bring cleared entries back', () => {
    const tabs = browserOf(2);
    tabs.add(0, entry(1, 'meter', 'foot', 'length', 100), 'x');
    tabs.settle();
    tabs.clear(1, 150);
    // A still knows x and writes before hearing of the clear.
    tabs.add(0, entry(2, 'meter', 'foot', 'length', 160), 'y');
    tabs.settle();
    expect(tabs.history(0).entries.map((h) => h.id)).toEqual(['y']);
    expect(tabs.history(1).entries.map((h) => h.id)).toEqual(['y']);
  });
});

describe('what a tab takes from another tab’s change to storage', () => {
  const storage = memory();
  const known: SharedHistory = { entries: [{ ...entry(1), id: 'mine' }], clearedAt: 0 };
  it('nothing from a change to the state or the display choices', () => {
    expect(followHistory(storage, known, { key: STORAGE_KEY, newValue: '{}' })).toBeNull();
    expect(followHistory(storage, known, { key: 'theme', newValue: 'dark' })).toBeNull();
  });
  it('what is left when the history or all of storage was removed', () => {
    expect(followHistory(storage, known, { key: HISTORY_KEY, newValue: null })).toEqual(emptyHistory());
    expect(followHistory(storage, known, { key: null, newValue: null })).toEqual(emptyHistory());
    expect(storage.map.size).toBe(0);
  });
});

describe('a stored unit its category does not have', () => {
  it('opens the category at its default pair, keeping the value', () => {
    const stored = { ...defaultState(), fromUnit: 'cubit_renamed', toUnit: 'foot', fromValue: '3' };
    expect(withKnownPair(stored, length)).toMatchObject({
      fromUnit: 'meter',
      toUnit: 'foot',
      fromValue: '3',
    });
    expect(withKnownPair({ fromUnit: 'foot', toUnit: 'kilogram' }, length)).toEqual({
      fromUnit: 'meter',
      toUnit: 'foot',
    });
    const fine = { fromUnit: 'inch', toUnit: 'mile' };
    expect(withKnownPair(fine, length)).toBe(fine);
  });
  it("a remembered state of another category with a foreign unit switches to that category's defaults", () => {
    const weight = getCategory('weight')!;
    const state = {
      ...defaultState(),
      categoryStates: { weight: { fromUnit: 'meter', toUnit: 'pound', fromValue: '2' } },
    };
    expect(switchCategory(state, weight)).toMatchObject({
      category: 'weight',
      fromUnit: 'kilogram',
      toUnit: 'pound',
      fromValue: '2',
    });
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
    expect(switchCategory(back, weight)).toMatchObject({
      fromUnit: 'pound',
      toUnit: 'ounce',
      fromValue: '2',
    });
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
    expect(again.map((e) => [e.from.value, e.timestamp])).toEqual([
      ['1', 50],
      ['3', 1],
      ['2', 1],
    ]);
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
    expect(historyEntryFor(s, result, false, 5)).toEqual({
      from: { value: '2', unit: 'meter' },
      to: { value: '2500/381', unit: 'foot' },
      timestamp: 5,
      category: 'length',
    });
    // Zero is a value like any other (0 °C = 32 °F): an empty box is the caller's to leave out.
    expect(historyEntryFor({ ...s, fromValue: '0' }, exact(0n), false, 5)).toMatchObject({
      from: { value: '0' },
      to: { value: '0' },
    });
    expect(historyEntryFor(s, result, true, 5)).toBeNull();
    expect(historyEntryFor(s, null, false, 5)).toBeNull();
  });
  it('carries the symbols and category name of the category it was made in', () => {
    const s = { ...defaultState(), fromValue: '2' };
    expect(historyEntryFor(s, result, false, 5, length)).toEqual({
      from: { value: '2', unit: 'meter' },
      to: { value: '2500/381', unit: 'foot' },
      timestamp: 5,
      category: 'length',
      fromSymbol: 'm',
      toSymbol: 'ft',
      categoryName: 'Length',
    });
    // Another category's record, or a unit it lacks, adds no labels.
    expect(historyEntryFor(s, result, false, 5, getCategory('weight')!)).not.toHaveProperty('fromSymbol');
    expect(historyEntryFor({ ...s, toUnit: 'gone' }, result, false, 5, length)).not.toHaveProperty(
      'toSymbol',
    );
  });
});

describe('how history entries read', () => {
  const weight = getCategory('weight')!;
  const labelled = {
    ...entry(2, 'kilogram', 'pound', 'weight'),
    fromSymbol: 'kg',
    toSymbol: 'lb',
    categoryName: 'Weight',
  };
  it('uses the stored labels, wherever the entry is shown', () => {
    expect(historyLabels(labelled, [length])).toEqual({
      fromSymbol: 'kg',
      toSymbol: 'lb',
      categoryName: 'Weight',
    });
  });
  it('an old entry without labels reads from the categories at hand', () => {
    expect(historyLabels(entry(2, 'kilogram', 'pound', 'weight'), [length, weight])).toEqual({
      fromSymbol: 'kg',
      toSymbol: 'lb',
      categoryName: weight.name,
    });
  });
  it('an old entry of a category not at hand shows no id: no symbols, no name', () => {
    expect(historyLabels(entry(5, 'foot_us_survey', 'meter', 'length'), [weight])).toEqual({
      fromSymbol: '',
      toSymbol: '',
      categoryName: null,
    });
  });
  it('stored labels round-trip; invalid or partial labels are dropped, the entry kept', () => {
    const stored = (over: Record<string, unknown>) =>
      parseStoredState(JSON.stringify({ ...defaultState(), history: [{ ...labelled, ...over }] })).history[0];
    expect(stored({})).toEqual(labelled);
    for (const bad of [
      { fromSymbol: '' },
      { toSymbol: 5 },
      { categoryName: 'x'.repeat(49) },
      { fromSymbol: 'a\u0000b' },
      { fromSymbol: '<b>' },
      { categoryName: ' Weight' },
      { toSymbol: null },
    ]) {
      const e = stored(bad);
      expect(e, JSON.stringify(bad)).toEqual(entry(2, 'kilogram', 'pound', 'weight'));
    }
    expect(
      stored({ fromSymbol: 'L/100 km', toSymbol: 'm²', categoryName: 'Fuel consumption' }),
    ).toMatchObject({ fromSymbol: 'L/100 km', toSymbol: 'm²' });
  });
  it('stored labels lose bidirectional controls and half emoji: they read in the order they are written', () => {
    const stored = (over: Record<string, unknown>) =>
      parseStoredState(JSON.stringify({ ...defaultState(), history: [{ ...labelled, ...over }] })).history[0];
    expect(stored({ fromSymbol: '\u202egk', categoryName: 'Wei\u2066ght\u2069' })).toMatchObject({
      fromSymbol: 'gk',
      categoryName: 'Weight',
    });
    expect(stored({ toSymbol: 'lb\ud83d' })).toMatchObject({ toSymbol: 'lb\ufffd' });
  });
});
