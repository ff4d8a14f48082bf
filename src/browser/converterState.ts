/**
 * The main converter's state as pure functions:
 * defaults, reading and writing localStorage['unit-converter'] (category, units, value) and
 * localStorage['unit-converter-history'] (the history every open tab shares) with validation of
 * whatever is stored there, the per-category memory used when switching category, and the history.
 * No catalogue import: islands use this with the unit records they were given.
 */
import type { CategoryRecord } from '../core/types';
import { approximate, fromRatioString, toRatioString, type Exact } from '../core/rational';
import { HISTORY_KEY, STORAGE_KEY } from './storageKey';
import { defaultUnits } from '../core/unitGroups';
import { cleanText } from '../core/inputText';

export { defaultUnits };

export { HISTORY_KEY, STORAGE_KEY };
export const HISTORY_CAP = 20;

/**
 * An amount as stored: its exact value written as 'num/den' (toRatioString: '21/4', '-3',
 * '1/2·π'), so what is shown from storage is worked out from the exact value. '0' for none.
 */
export type StoredAmount = string;

/** The amount to store for an exact value. */
export const storedAmount = (x: Exact): StoredAmount => toRatioString(x);
/** The exact value of a stored amount (one read by readAmount, or written by storedAmount). */
export const amountValue = (x: StoredAmount): Exact => fromRatioString(x);

export interface UnitValues {
  fromUnit: string;
  toUnit: string;
  /** The amount in the from-unit; what the converter shows is worked out from it, never stored. */
  fromValue: StoredAmount;
}

export interface HistoryEntry {
  /**
   * Names the entry for every tab, so histories written by two tabs can be merged. Given when
   * the entry is recorded (recordEntry); entries stored before ids existed lack it (entryKey).
   */
  id?: string;
  from: { value: StoredAmount; unit: string };
  to: { value: StoredAmount; unit: string };
  timestamp: number;
  category: string;
  /**
   * How the entry reads, stored with it: a converter page that does not carry the entry's
   * category still shows symbols and a name. Entries saved before these existed lack them.
   */
  fromSymbol?: string;
  toSymbol?: string;
  categoryName?: string;
  /** The amount as the visitor typed it when it named its units ('5 ft 3 in'): shown and restored as typed. */
  typed?: string;
}

/** What a history entry shows: unit symbols ('' when unknown) and its category's name (null when unknown); never a raw id. */
export interface HistoryLabels {
  fromSymbol: string;
  toSymbol: string;
  categoryName: string | null;
}

/**
 * The history as stored under HISTORY_KEY: `{"entries": [...], "clearedAt": 1700000000000}`.
 * `clearedAt` is when it was last cleared: an entry older than it is one the clear removed, not
 * one a tab has yet to see, and no merge brings it back.
 */
export interface SharedHistory {
  entries: HistoryEntry[];
  clearedAt: number;
}

export interface ConverterState extends UnitValues {
  category: string;
  /** The box's text that gave fromValue, as the visitor typed it ('5\'11"', '1/3'): it reopens so. */
  typed?: string;
  history: HistoryEntry[];
  /** What each visited category last showed, restored when switching back to it. */
  categoryStates: Record<string, UnitValues>;
}

export const DEFAULT_STATE: ConverterState = Object.freeze({
  category: 'length',
  fromUnit: 'meter',
  toUnit: 'foot',
  fromValue: '0',
  history: [],
  categoryStates: {},
}) as ConverterState;

export function defaultState(): ConverterState {
  return { ...DEFAULT_STATE, history: [], categoryStates: {} };
}

// ---- validation of stored data -------------------------------------------------------------

// A catalogue id, or an ingredient's category id ('ingredient-all_purpose_flour').
const ID = /^[a-z][a-z0-9_-]{0,95}$/i;
const isId = (x: unknown): x is string => typeof x === 'string' && ID.test(x) && x !== '__proto__';
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
/** Longer ratios than this are not amounts the reader can give (its values stay within about 4,000 bits). */
const MAX_AMOUNT_LENGTH = 2600;
/** The longest typed text kept: more than any question needs, little for storage. */
const MAX_TYPED_LENGTH = 200;

/**
 * A stored amount: exact ratio text, or a number as versions before exact storage wrote it
 * (read as the decimal it prints as); null for anything else (NaN, Infinity, garbage, a zero
 * denominator). '-0' and '0/5' read as '0'.
 */
function readAmount(x: unknown): StoredAmount | null {
  if (typeof x === 'number') {
    const value = Number.isFinite(x) ? approximate(x) : null;
    return value && storedAmount(value);
  }
  if (typeof x !== 'string' || x.length > MAX_AMOUNT_LENGTH) return null;
  try {
    return storedAmount(amountValue(x));
  } catch {
    return null;
  }
}

function readUnitValues(x: unknown): UnitValues | null {
  if (!isRecord(x) || !isId(x.fromUnit) || !isId(x.toUnit)) return null;
  return {
    fromUnit: x.fromUnit,
    toUnit: x.toUnit,
    fromValue: readAmount(x.fromValue) ?? '0',
  };
}

function readSide(x: unknown): { value: StoredAmount; unit: string } | null {
  if (!isRecord(x)) return null;
  const value = readAmount(x.value);
  return value !== null && isId(x.unit) ? { value, unit: x.unit } : null;
}

// A shown label: short, printable text (symbols such as '°F', 'L/100 km', 'm²'), read as
// cleaned text: a bidirectional control would make a label read in another order than it is.
const LABEL = /^[^\p{Cc}<>]{1,48}$/u;
const label = (x: unknown): string | null => {
  if (typeof x !== 'string') return null;
  const text = cleanText(x);
  return LABEL.test(text) && text.trim() === text ? text : null;
};

/** An amount as typed: printable text of a line's length. */
const MAX_TYPED = 80;
const TYPED = /^[^\p{Cc}<>]{1,80}$/u;

const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

function readHistoryEntry(x: unknown): HistoryEntry | null {
  if (!isRecord(x) || !isId(x.category)) return null;
  const from = readSide(x.from);
  const to = readSide(x.to);
  if (!from || !to) return null;
  // An invalid id is dropped, the entry kept: it is then named by what it holds, as an old entry is.
  const entry: HistoryEntry = {
    ...(typeof x.id === 'string' && ENTRY_ID.test(x.id) ? { id: x.id } : {}),
    from,
    to,
    category: x.category,
    timestamp: isFiniteNumber(x.timestamp) ? x.timestamp : 0,
  };
  // Labels are all or nothing: half a description would read worse than the fallback.
  const [fromSymbol, toSymbol, categoryName] = [
    label(x.fromSymbol),
    label(x.toSymbol),
    label(x.categoryName),
  ];
  if (fromSymbol && toSymbol && categoryName) Object.assign(entry, { fromSymbol, toSymbol, categoryName });
  const typed = typeof x.typed === 'string' && x.typed.length <= MAX_TYPED ? cleanText(x.typed) : '';
  if (TYPED.test(typed) && typed.trim() === typed) entry.typed = typed;
  return entry;
}

/**
 * Reads the stored state. JSON garbage, a wrong shape or invalid fields fall back to the
 * defaults field by field, keeping everything that is valid.
 * Unit ids are only checked for shape here: whether the category has them is known only where
 * the category is at hand (withKnownPair).
 */
export function parseStoredState(raw: string | null | undefined): ConverterState {
  const state = defaultState();
  if (typeof raw !== 'string' || raw === '') return state;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return state;
  }
  return isRecord(data) ? stateFrom(data) : state;
}

function storedHistory(data: Record<string, unknown>): HistoryEntry[] {
  return Array.isArray(data.history)
    ? data.history
        .map(readHistoryEntry)
        .filter((e): e is HistoryEntry => e !== null)
        .slice(0, HISTORY_CAP)
    : [];
}

function stateFrom(data: Record<string, unknown>): ConverterState {
  const state = defaultState();
  const current = readUnitValues(data);
  if (isId(data.category) && current) Object.assign(state, { category: data.category }, current);
  if (
    current &&
    typeof data.typed === 'string' &&
    data.typed.length <= MAX_TYPED_LENGTH &&
    !/\p{Cc}/u.test(data.typed)
  )
    state.typed = data.typed;
  state.history = storedHistory(data);
  if (isRecord(data.categoryStates)) {
    for (const [id, saved] of Object.entries(data.categoryStates)) {
      const values = readUnitValues(saved);
      if (isId(id) && values) state.categoryStates[id] = values;
    }
  }
  return state;
}

/**
 * Reads the state, and the history from its own key (see loadHistory); unavailable or throwing
 * storage gives the defaults.
 */
export function loadState(storage: Pick<Storage, 'getItem'> | null | undefined): ConverterState {
  try {
    return { ...parseStoredState(storage?.getItem(STORAGE_KEY)), history: loadHistory(storage).entries };
  } catch {
    return defaultState();
  }
}

/** The stored record as JSON data (null when there is none or it is not an object). */
function storedRecord(storage: Pick<Storage, 'getItem'>): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isRecord(data) ? data : null;
  } catch {
    return null;
  }
}

/**
 * Writes the state, keeping the stored display preferences; never the history, which has its
 * own key and changes only through saveHistory. The history earlier versions stored with the
 * state is kept until that key is first written: a returning visitor's history is read from it
 * until then. False when storage is unavailable or full (the page keeps working).
 */
export function saveState(
  storage: Pick<Storage, 'setItem' | 'getItem'> | null | undefined,
  state: ConverterState,
): boolean {
  try {
    if (!storage) return false;
    const stored = storedRecord(storage);
    // Kept as stored, like the display preferences: every reader validates it, and this runs on every keystroke.
    const history = storage.getItem(HISTORY_KEY) === null ? stored?.history : undefined;
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...state, history, display: stored?.display }));
    return true;
  } catch {
    return false;
  }
}

// ---- the history every open tab shares ------------------------------------------------------

export const emptyHistory = (): SharedHistory => ({ entries: [], clearedAt: 0 });

/** What names an entry in a merge: its id, or for an entry stored before ids, what it holds (every tab names it alike). */
export const entryKey = (h: HistoryEntry): string =>
  h.id ?? `${h.timestamp} ${h.category} ${h.from.value} ${h.from.unit} ${h.to.unit}`;

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A new entry's id: 72 random bits, so two tabs recording in the same millisecond never give the same one. */
export function newEntryId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => ID_CHARS[b & 63]).join('');
}

/** Whether two lists hold the same entries in the same order. */
export function sameEntries(a: readonly HistoryEntry[], b: readonly HistoryEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => entryKey(e) === entryKey(b[i]!));
}

const sameHistory = (a: SharedHistory, b: SharedHistory) =>
  a.clearedAt === b.clearedAt && sameEntries(a.entries, b.entries);

/**
 * Histories merged into one: every entry of each, newest first (equal times by key, so every
 * tab orders them alike), a conversion once (its newest entry: adding it again moves it up), the
 * newest HISTORY_CAP; nothing older than the latest clear. With one history, that history tidied.
 */
export function mergeHistory(...histories: SharedHistory[]): SharedHistory {
  const clearedAt = Math.max(0, ...histories.map((h) => h.clearedAt));
  const byKey = new Map<string, HistoryEntry>();
  for (const { entries } of histories) {
    for (const e of entries)
      if (e.timestamp >= clearedAt && !byKey.has(entryKey(e))) byKey.set(entryKey(e), e);
  }
  const newestFirst = [...byKey].sort(
    ([ka, a], [kb, b]) => b.timestamp - a.timestamp || (ka < kb ? 1 : ka > kb ? -1 : 0),
  );
  const entries: HistoryEntry[] = [];
  for (const [, e] of newestFirst) {
    if (entries.length === HISTORY_CAP) break;
    if (!entries.some((kept) => sameConversion(kept, e))) entries.push(e);
  }
  return { entries, clearedAt };
}

/**
 * The history with an entry recorded as addHistory records it, given an id and a time no
 * earlier than the clear or any entry: a clock set back would otherwise file it under them,
 * or under the clear, where a merge drops it.
 */
export function recordEntry(
  history: SharedHistory,
  entry: HistoryEntry,
  id: string = newEntryId(),
): SharedHistory {
  const timestamp = Math.max(
    entry.timestamp,
    history.clearedAt,
    ...history.entries.map((e) => e.timestamp + 1),
  );
  return { ...history, entries: addHistory(history.entries, { ...entry, id, timestamp }) };
}

/** The history cleared at `now`: what it holds stays gone from every tab, whatever their clocks say. */
export function clearHistory(history: SharedHistory, now: number): SharedHistory {
  return {
    entries: [],
    clearedAt: Math.max(history.clearedAt, now, ...history.entries.map((e) => e.timestamp + 1)),
  };
}

/**
 * Reads a stored history (HISTORY_KEY): null when there is none, an empty one for garbage;
 * entries are read as parseStoredState reads them, old ones without an id included.
 */
export function parseStoredHistory(raw: string | null | undefined): SharedHistory | null {
  if (typeof raw !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyHistory();
  }
  if (!isRecord(data)) return emptyHistory();
  const entries = Array.isArray(data.entries)
    ? data.entries.map(readHistoryEntry).filter((e): e is HistoryEntry => e !== null)
    : [];
  return mergeHistory({
    entries,
    clearedAt: isFiniteNumber(data.clearedAt) && data.clearedAt > 0 ? data.clearedAt : 0,
  });
}

const readItem = (storage: Pick<Storage, 'getItem'> | null | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/**
 * The history as stored: its own key, else (never written yet) the history earlier versions
 * stored with the state. Unavailable or throwing storage gives an empty one.
 */
export function loadHistory(storage: Pick<Storage, 'getItem'> | null | undefined): SharedHistory {
  return (
    parseStoredHistory(readItem(storage, HISTORY_KEY)) ??
    mergeHistory({ entries: parseStoredState(readItem(storage, STORAGE_KEY)).history, clearedAt: 0 })
  );
}

/**
 * Changes the history as stored now, not as this tab last saw it, with `known` (this tab's
 * history) folded in: each tab reads its own copy of storage, which the browser updates a moment
 * after another tab writes, so two tabs writing at once each write over the other's entry, and
 * the one whose write was replaced puts it back when it next saves or hears of the other's write
 * (followHistory). Writes only when that changes what is stored. Returns the history, written or
 * not (unavailable or full storage: this tab's alone).
 */
export function saveHistory(
  storage: Pick<Storage, 'setItem' | 'getItem'> | null | undefined,
  known: SharedHistory,
  change: (history: SharedHistory) => SharedHistory = (h) => h,
): SharedHistory {
  const stored = parseStoredHistory(readItem(storage, HISTORY_KEY));
  const next = mergeHistory(change(mergeHistory(stored ?? loadHistory(storage), known)));
  if (storage && !(stored && sameHistory(stored, next))) {
    try {
      storage.setItem(HISTORY_KEY, JSON.stringify(next));
    } catch {
      // full or blocked: the history lives on in this tab
    }
  }
  return next;
}

/**
 * What a tab takes from another tab's change to storage (a `storage` event): null when it is
 * not the history's; when the history or all of storage was removed (site data cleared), what
 * is left; else the stored history with this tab's folded in, written back when the other tab's
 * write replaced entries of this one.
 */
export function followHistory(
  storage: Pick<Storage, 'setItem' | 'getItem'> | null | undefined,
  known: SharedHistory,
  event: { key: string | null; newValue: string | null },
): SharedHistory | null {
  if (event.key !== HISTORY_KEY && event.key !== null) return null;
  return event.newValue === null ? loadHistory(storage) : saveHistory(storage, known);
}

// ---- transitions ---------------------------------------------------------------------------

/**
 * Switching category: the current units and values are saved under the old
 * category; the new one gets its saved state back, or its default units with value 0.
 */
export function switchCategory(
  state: ConverterState,
  category: Pick<CategoryRecord, 'id' | 'units' | 'defaultPair'>,
): ConverterState {
  const categoryId = category.id;
  if (categoryId === state.category) return state;
  const { fromUnit, toUnit, fromValue } = state;
  const categoryStates = { ...state.categoryStates, [state.category]: { fromUnit, toUnit, fromValue } };
  const saved = categoryStates[categoryId];
  const next = saved ? withKnownPair(saved, category) : { ...defaultUnits(category), fromValue: '0' };
  return { ...state, typed: undefined, category: categoryId, categoryStates, ...next };
}

/**
 * The units as the category can show them: a pair that names a unit the category does not
 * have (renamed since it was stored, or storage edited by hand) becomes the category's default
 * pair, keeping the value, instead of opening the converter in an error.
 */
export function withKnownPair<T extends { fromUnit: string; toUnit: string }>(
  values: T,
  category: Pick<CategoryRecord, 'units' | 'defaultPair'>,
): T {
  const has = (id: string) => category.units.some((u) => u.id === id);
  return has(values.fromUnit) && has(values.toUnit) ? values : { ...values, ...defaultUnits(category) };
}

/** True when two entries are the same conversion (value, from unit, to unit, category). */
export function sameConversion(a: HistoryEntry, b: HistoryEntry): boolean {
  return (
    a.from.value === b.from.value &&
    a.from.unit === b.from.unit &&
    a.to.unit === b.to.unit &&
    a.category === b.category
  );
}

/**
 * Adds an entry newest first; a repeat of the newest changes nothing, and an older copy of the
 * same conversion moves up instead of appearing twice. Keeps the newest 20.
 */
export function addHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const newest = history[0];
  if (newest && sameConversion(newest, entry)) return history as HistoryEntry[];
  return [entry, ...history.filter((h) => !sameConversion(h, entry))].slice(0, HISTORY_CAP);
}

type LabelSource = Pick<CategoryRecord, 'id' | 'name' | 'units'>;

/**
 * The entry for the current conversion, or null when it should not be recorded (no result, an
 * error); zero is a value like any other. Given the category record, the entry carries its labels.
 */
export function historyEntryFor(
  state: ConverterState,
  result: Exact | null,
  hasError: boolean,
  now: number,
  category?: LabelSource,
): HistoryEntry | null {
  if (hasError || result === null) return null;
  const entry: HistoryEntry = {
    from: { value: state.fromValue, unit: state.fromUnit },
    to: { value: storedAmount(result), unit: state.toUnit },
    timestamp: now,
    category: state.category,
  };
  const from =
    category?.id === state.category ? category.units.find((u) => u.id === state.fromUnit) : undefined;
  const to = from ? category?.units.find((u) => u.id === state.toUnit) : undefined;
  return category && from && to
    ? { ...entry, fromSymbol: from.symbol, toSymbol: to.symbol, categoryName: category.name }
    : entry;
}

/**
 * How an entry reads: its stored labels, else the symbols of the categories at hand; an entry
 * of a category that is not at hand and was stored without labels shows numbers only.
 */
export function historyLabels(entry: HistoryEntry, categories: readonly LabelSource[]): HistoryLabels {
  if (entry.fromSymbol && entry.toSymbol && entry.categoryName) {
    return { fromSymbol: entry.fromSymbol, toSymbol: entry.toSymbol, categoryName: entry.categoryName };
  }
  const category = categories.find((c) => c.id === entry.category);
  const symbol = (id: string) => category?.units.find((u) => u.id === id)?.symbol ?? '';
  return {
    fromSymbol: symbol(entry.from.unit),
    toSymbol: symbol(entry.to.unit),
    categoryName: category?.name ?? null,
  };
}
