/**
 * The main converter's state as pure functions:
 * defaults, reading and writing localStorage['unit-converter'] with validation of whatever
 * is stored there, the per-category memory used when switching category, and the history.
 * No catalogue import: islands use this with the unit records they were given.
 */
import type { CategoryRecord } from '../core/types';
import { approximate, fromRatioString, toRatioString, type Exact } from '../core/rational';
import { STORAGE_KEY } from './storageKey';
import { defaultUnits } from '../core/unitGroups';
import { cleanText } from '../core/inputText';

export { defaultUnits };

export { STORAGE_KEY };
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

export interface ConverterState extends UnitValues {
  category: string;
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
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Longer ratios than this are not amounts the reader can give (its values stay within about 4,000 bits). */
const MAX_AMOUNT_LENGTH = 2600;

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

function readHistoryEntry(x: unknown): HistoryEntry | null {
  if (!isRecord(x) || !isId(x.category)) return null;
  const from = readSide(x.from);
  const to = readSide(x.to);
  if (!from || !to) return null;
  const entry: HistoryEntry = { from, to, category: x.category, timestamp: isFiniteNumber(x.timestamp) ? x.timestamp : 0 };
  // Labels are all or nothing: half a description would read worse than the fallback.
  const [fromSymbol, toSymbol, categoryName] = [label(x.fromSymbol), label(x.toSymbol), label(x.categoryName)];
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
  return Array.isArray(data.history) ? data.history.map(readHistoryEntry).filter((e): e is HistoryEntry => e !== null).slice(0, HISTORY_CAP) : [];
}

function stateFrom(data: Record<string, unknown>): ConverterState {
  const state = defaultState();
  const current = readUnitValues(data);
  if (isId(data.category) && current) Object.assign(state, { category: data.category }, current);
  state.history = storedHistory(data);
  if (isRecord(data.categoryStates)) {
    for (const [id, saved] of Object.entries(data.categoryStates)) {
      const values = readUnitValues(saved);
      if (isId(id) && values) state.categoryStates[id] = values;
    }
  }
  return state;
}

/** Reads localStorage['unit-converter']; unavailable or throwing storage gives the defaults. */
export function loadState(storage: Pick<Storage, 'getItem'> | null | undefined): ConverterState {
  try {
    return parseStoredState(storage?.getItem(STORAGE_KEY));
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
 * Writes the state, keeping the stored display preferences and the stored history: every open
 * tab writes its state, and the history is shared by them all, so it changes only through
 * saveHistory. False when storage is unavailable or full (the page keeps working).
 */
export function saveState(storage: Pick<Storage, 'setItem' | 'getItem'> | null | undefined, state: ConverterState): boolean {
  try {
    if (!storage) return false;
    const stored = storedRecord(storage);
    // Kept as stored, like the display preferences: every reader validates it, and this runs on every keystroke.
    const history = stored && Array.isArray(stored.history) ? stored.history : state.history;
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...state, history, display: stored?.display }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Changes the history as stored now, not as this tab last saw it: another tab may have added
 * entries since. Returns the history written, or null when storage is unavailable or full.
 */
export function saveHistory(storage: Pick<Storage, 'setItem' | 'getItem'> | null | undefined, change: (stored: HistoryEntry[]) => HistoryEntry[]): HistoryEntry[] | null {
  try {
    if (!storage) return null;
    const stored = storedRecord(storage);
    const history = change(stored ? storedHistory(stored) : []);
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...(stored ?? defaultState()), history }));
    return history;
  } catch {
    return null;
  }
}

// ---- transitions ---------------------------------------------------------------------------

/**
 * Switching category: the current units and values are saved under the old
 * category; the new one gets its saved state back, or its default units with value 0.
 */
export function switchCategory(state: ConverterState, category: Pick<CategoryRecord, 'id' | 'units' | 'defaultPair'>): ConverterState {
  const categoryId = category.id;
  if (categoryId === state.category) return state;
  const { fromUnit, toUnit, fromValue } = state;
  const categoryStates = { ...state.categoryStates, [state.category]: { fromUnit, toUnit, fromValue } };
  const saved = categoryStates[categoryId];
  const next = saved ? withKnownPair(saved, category) : { ...defaultUnits(category), fromValue: '0' };
  return { ...state, category: categoryId, categoryStates, ...next };
}

/**
 * The units as the category can show them: a pair that names a unit the category does not
 * have (renamed since it was stored, or storage edited by hand) becomes the category's default
 * pair, keeping the value, instead of opening the converter in an error.
 */
export function withKnownPair<T extends { fromUnit: string; toUnit: string }>(values: T, category: Pick<CategoryRecord, 'units' | 'defaultPair'>): T {
  const has = (id: string) => category.units.some((u) => u.id === id);
  return has(values.fromUnit) && has(values.toUnit) ? values : { ...values, ...defaultUnits(category) };
}

/** True when two entries are the same conversion (value, from unit, to unit, category). */
export function sameConversion(a: HistoryEntry, b: HistoryEntry): boolean {
  return a.from.value === b.from.value && a.from.unit === b.from.unit && a.to.unit === b.to.unit && a.category === b.category;
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
 * The entry for the current conversion, or null when it should not be recorded (no value, 0,
 * no result, an error). Given the category record, the entry carries its labels.
 */
export function historyEntryFor(state: ConverterState, result: Exact | null, hasError: boolean, now: number, category?: LabelSource): HistoryEntry | null {
  if (hasError || result === null || state.fromValue === '0') return null;
  const entry: HistoryEntry = {
    from: { value: state.fromValue, unit: state.fromUnit },
    to: { value: storedAmount(result), unit: state.toUnit },
    timestamp: now,
    category: state.category,
  };
  const from = category?.id === state.category ? category.units.find((u) => u.id === state.fromUnit) : undefined;
  const to = from ? category?.units.find((u) => u.id === state.toUnit) : undefined;
  return category && from && to ? { ...entry, fromSymbol: from.symbol, toSymbol: to.symbol, categoryName: category.name } : entry;
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
  return { fromSymbol: symbol(entry.from.unit), toSymbol: symbol(entry.to.unit), categoryName: category?.name ?? null };
}
