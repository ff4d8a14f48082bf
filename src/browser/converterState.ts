/**
 * The main converter's state as pure functions:
 * defaults, reading and writing localStorage['unit-converter'] with validation of whatever
 * is stored there, the per-category memory used when switching category, and the history.
 * No catalogue import: islands use this with the unit records they were given.
 */
import { convertWithin } from '../core/conversion';
import type { CategoryRecord } from '../core/types';
import { STORAGE_KEY } from './storageKey';
import { defaultUnits } from '../core/unitGroups';

export { defaultUnits };

export { STORAGE_KEY };
export const HISTORY_CAP = 20;

export interface UnitValues {
  fromUnit: string;
  toUnit: string;
  fromValue: number;
  toValue: number;
}

export interface HistoryEntry {
  from: { value: number; unit: string };
  to: { value: number; unit: string };
  timestamp: number;
  category: string;
  /**
   * How the entry reads, stored with it: a converter page that does not carry the entry's
   * category still shows symbols and a name. Entries saved before these existed lack them.
   */
  fromSymbol?: string;
  toSymbol?: string;
  categoryName?: string;
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
  fromValue: 0,
  toValue: 0,
  history: [],
  categoryStates: {},
}) as ConverterState;

export function defaultState(): ConverterState {
  return { ...DEFAULT_STATE, history: [], categoryStates: {} };
}

// ---- validation of stored data -------------------------------------------------------------

const ID = /^[a-z][a-z0-9_]{0,63}$/i;
const isId = (x: unknown): x is string => typeof x === 'string' && ID.test(x) && x !== '__proto__';
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const noNegativeZero = (x: number): number => (x === 0 ? 0 : x);

function readUnitValues(x: unknown): UnitValues | null {
  if (!isRecord(x) || !isId(x.fromUnit) || !isId(x.toUnit)) return null;
  return {
    fromUnit: x.fromUnit,
    toUnit: x.toUnit,
    fromValue: isFiniteNumber(x.fromValue) ? noNegativeZero(x.fromValue) : 0,
    toValue: isFiniteNumber(x.toValue) ? noNegativeZero(x.toValue) : 0,
  };
}

function readSide(x: unknown): { value: number; unit: string } | null {
  return isRecord(x) && isFiniteNumber(x.value) && isId(x.unit) ? { value: noNegativeZero(x.value), unit: x.unit } : null;
}

// A shown label: short, printable text (symbols such as '°F', 'L/100 km', 'm²').
const LABEL = /^[^\p{Cc}<>]{1,48}$/u;
const isLabel = (x: unknown): x is string => typeof x === 'string' && LABEL.test(x) && x.trim() === x;

function readHistoryEntry(x: unknown): HistoryEntry | null {
  if (!isRecord(x) || !isId(x.category)) return null;
  const from = readSide(x.from);
  const to = readSide(x.to);
  if (!from || !to) return null;
  const entry: HistoryEntry = { from, to, category: x.category, timestamp: isFiniteNumber(x.timestamp) ? x.timestamp : 0 };
  // Labels are all or nothing: half a description would read worse than the fallback.
  if (isLabel(x.fromSymbol) && isLabel(x.toSymbol) && isLabel(x.categoryName)) {
    Object.assign(entry, { fromSymbol: x.fromSymbol, toSymbol: x.toSymbol, categoryName: x.categoryName });
  }
  return entry;
}

/**
 * Reads the stored state. JSON garbage, a wrong shape or invalid fields fall back to the
 * defaults field by field, keeping everything that is valid.
 * Unit ids are only checked for shape: a stored id the catalogue no longer has is kept, and
 * the converter reports it with its 'Unit … not found' message.
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
  if (!isRecord(data)) return state;
  const current = readUnitValues(data);
  if (isId(data.category) && current) Object.assign(state, { category: data.category }, current);
  if (Array.isArray(data.history)) {
    state.history = data.history.map(readHistoryEntry).filter((e): e is HistoryEntry => e !== null).slice(0, HISTORY_CAP);
  }
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

/** The display preferences stored beside the state (their own module reads them); kept as they are. */
function storedDisplay(storage: Pick<Storage, 'getItem'>): unknown {
  try {
    const data: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isRecord(data) ? data.display : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the state, keeping the stored display preferences; false when storage is unavailable or full (the page keeps working). */
export function saveState(storage: Pick<Storage, 'setItem' | 'getItem'> | null | undefined, state: ConverterState): boolean {
  try {
    if (!storage) return false;
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...state, display: storedDisplay(storage) }));
    return true;
  } catch {
    return false;
  }
}

// ---- transitions ---------------------------------------------------------------------------

/**
 * Switching category: the current units and values are saved under the old
 * category; the new one gets its saved state back, or its default units with values 0.
 * The caller recomputes toValue for the restored units.
 */
export function switchCategory(state: ConverterState, category: Pick<CategoryRecord, 'id' | 'units' | 'defaultPair'>): ConverterState {
  const categoryId = category.id;
  if (categoryId === state.category) return state;
  const { fromUnit, toUnit, fromValue, toValue } = state;
  const categoryStates = { ...state.categoryStates, [state.category]: { fromUnit, toUnit, fromValue, toValue } };
  const saved = categoryStates[categoryId];
  const next = saved ?? { ...defaultUnits(category), fromValue: 0, toValue: 0 };
  return { ...state, category: categoryId, categoryStates, ...next };
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
 * no finite result, an error). Given the category record, the entry carries its labels.
 */
export function historyEntryFor(state: ConverterState, result: number | null, hasError: boolean, now: number, category?: LabelSource): HistoryEntry | null {
  if (hasError || result === null || !Number.isFinite(result) || state.fromValue === 0 || !Number.isFinite(state.fromValue)) return null;
  const entry: HistoryEntry = {
    from: { value: state.fromValue, unit: state.fromUnit },
    to: { value: result, unit: state.toUnit },
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

/** Decimals the main converter shows. */
export const CONVERTER_DECIMALS = 10;

/** The converter's result for a value: 10 decimals; null when there is none (see convertWithin). */
export function resultFor(category: CategoryRecord | undefined, fromUnit: string, toUnit: string, value: number): number | null {
  return convertWithin(category, fromUnit, toUnit, value, CONVERTER_DECIMALS);
}

/** The state with toValue recomputed from the current units and value (0 when there is no result). */
export function withResult(state: ConverterState, category: CategoryRecord | undefined): ConverterState {
  const toValue = resultFor(category, state.fromUnit, state.toUnit, state.fromValue) ?? 0;
  return toValue === state.toValue ? state : { ...state, toValue };
}
