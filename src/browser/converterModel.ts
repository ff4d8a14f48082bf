/**
 * The converter as one pure model: `step(model, event)` is everything a visitor or a loader can
 * do to it, `view(model)` everything it shows. The React hook (useConverter) only feeds it
 * events and carries out what it asks for (storage, the address, loading code and categories).
 *
 * Its rules:
 * - The box's text is read by one reader that arrives whole: a plain number is read at once,
 *   anything more waits for the reader ("Reading…"), so a text never means one thing before a
 *   module loads and another after.
 * - A reading that would move the converter (another category, other units) moves it only when
 *   it is complete: the text does not end part-way through a longer spelling ('0 d' on the way
 *   to '0 dBm'), or the visitor paused or settled. Until then the answer line shows the reading,
 *   quietly, and the tabs, pickers and history stay as they are.
 * - Any question is answered in place: the converter moves to the question's category, whether
 *   or not the page offers it (its units load first).
 * - A value the visitor did not type (a page's preset, a restored value) is replaced by typing.
 * - The history records a conversion when the visitor settles on it (Enter, leaving the box,
 *   Copy, a unit picked, leaving the page), as it was typed ('5 ft 3 in').
 * - The From and To units are never the same unit: picking one side's unit for the other swaps.
 * - Picking another ingredient weighs the same amount, in the same units, as that ingredient.
 */
import type { CategoryRecord } from '../core/types';
import { conversionError } from '../core/conversion';
import { formatAmount } from '../core/numberFormat';
import { exact, type Exact } from '../core/rational';
import { parseExact } from '../core/quantityNumber';
import { compositionsFor, convertTyped, decimalMark, exactValueText, readTyped, showResult, type MixedFormatter, type TypedValue } from '../core/quantityResult';
import { ingredientOfCategory } from '../core/ingredients';
import { boxUnits, readBack, readBox, type BoxReaders, type BoxReading } from '../core/smartBox';
import type { DisplayPrefs } from './displayPrefs';
import {
  addHistory, amountValue, defaultState, defaultUnits, historyEntryFor, storedAmount, switchCategory, withKnownPair,
  type ConverterState, type HistoryEntry,
} from './converterState';

export interface Model {
  /** What the converter shows and keeps: category, units, value, history, each category's last pair. */
  conv: ConverterState;
  /** The From box's text. */
  text: string;
  /** Text typed in the To box (the From side follows, converted back); null while the From box drives. */
  toText: string | null;
  prefs: DisplayPrefs;
  /** The box holds a value the visitor did not type: the first focus selects it, so typing replaces it. */
  prefilled: boolean;
  /** The categories this converter offers (home's tabs, a converter page's one). */
  offered: readonly string[];
  /** Full records at hand: those offered, and those loaded for a question about another category. */
  records: readonly CategoryRecord[];
  /** Categories whose units could not be loaded (offline): a reading in them is not made. */
  unavailable: readonly string[];
  /** The reader of anything more than a number; null until it has loaded. */
  readers: BoxReaders | null;
  formatMixed: MixedFormatter | null;
  /** Typed since the history last took this conversion: settling records it. */
  unsettled: boolean;
  /**
   * A tab or history entry asked for a category whose units have not arrived: done once they
   * have. `typed`: a number was typed for the tab meanwhile, and it opens with that number.
   */
  waiting: { category: string; event: Event; typed?: boolean } | null;
  /** Settled while the text was still being read (Enter before the reader came): recorded once it is read. */
  settleWhenRead: boolean;
  /** The last entry settled on, for the history; `seq` tells a new one from the last. */
  settled: { entry: HistoryEntry; seq: number } | null;
}

/** What the box's text means now. */
export type Reading =
  | { status: 'empty' }
  /** More than a number, and the reader (or the category it names) has not arrived. */
  | { status: 'reading'; needs: { readers: boolean; category: string | null } }
  | { status: 'error'; typed: TypedValue & { kind: 'error' } }
  /** `moves`: reading it changes the category or units; `whole`: the text does not end inside a longer spelling. */
  | { status: 'value'; reading: BoxReading; moves: boolean; whole: boolean };

export type Event =
  | { type: 'text'; text: string }
  | { type: 'toText'; text: string }
  /** Typing paused: a reading that waited for the visitor to finish is taken. */
  | { type: 'pause' }
  /** Enter, leaving the box or the page, Convert: the conversion is recorded if typed. */
  | { type: 'settle' }
  /** Copy: the conversion is recorded, typed or not. */
  | { type: 'use' }
  | { type: 'fromUnit'; id: string }
  | { type: 'toUnit'; id: string }
  | { type: 'swap' }
  | { type: 'category'; id: string }
  | { type: 'restore'; entry: HistoryEntry }
  /** A pair shown again (a pair page's own, after the converter moved away): its category's last value. */
  | { type: 'pair'; category: string; from: string; to: string }
  | { type: 'prefs'; prefs: DisplayPrefs }
  | { type: 'readers'; readers: BoxReaders }
  | { type: 'record'; category: CategoryRecord }
  | { type: 'recordFailed'; id: string }
  | { type: 'formatMixed'; formatMixed: MixedFormatter }
  /** The stored state, the address's choices and text, after hydration. */
  | { type: 'restored'; conv: ConverterState; prefs: DisplayPrefs; text?: string }
  | { type: 'history'; history: HistoryEntry[] };

export interface ModelStart {
  categories: readonly CategoryRecord[];
  prefs: DisplayPrefs;
  /** A page's own pair and value ('10'), else the first category's defaults and an empty box. */
  preset?: { from: string; to: string; text: string };
  /** The categories offered, when more than those given (home's tabs: their units load when needed). */
  offered?: readonly string[];
}

/** The model as the page is built: the preset pair and value, else the first category's defaults and nothing typed. */
export function startModel({ categories, prefs, preset, offered }: ModelStart): Model {
  const first = categories.find((c) => c.id === 'length') ?? categories[0];
  const conv = defaultState();
  if (first) {
    const units = preset ? { fromUnit: preset.from, toUnit: preset.to } : defaultUnits(first);
    const value = preset ? parseExact(preset.text) : null;
    Object.assign(conv, { category: first.id, ...units, fromValue: value ? storedAmount(value) : '0' });
  }
  return {
    conv, text: preset?.text ?? '', toText: null, prefs, prefilled: preset !== undefined,
    offered: offered ?? categories.map((c) => c.id), records: categories, unavailable: [], readers: null, formatMixed: null,
    unsettled: false, waiting: null, settleWhenRead: false, settled: null,
  };
}

export const recordOf = (m: Model, id: string) => m.records.find((c) => c.id === id);
const sameUnits = (a: ConverterState, b: ConverterState) => a.category === b.category && a.fromUnit === b.fromUnit && a.toUnit === b.toUnit;

/** What a reading depends on: the last one is kept, since a keystroke's step and its view read the same text. */
const readingInputs = (m: Model) => [m.text, m.conv.category, m.conv.fromUnit, m.conv.toUnit, m.prefs.format, m.readers, m.records, m.unavailable, m.offered];
let lastReading: { inputs: unknown[]; reading: Reading } | null = null;

/** What the text means for the converter as it stands. */
export function readingOf(m: Model): Reading {
  const inputs = readingInputs(m);
  if (lastReading && inputs.every((x, i) => x === lastReading!.inputs[i])) return lastReading.reading;
  const reading = readText(m);
  lastReading = { inputs, reading };
  return reading;
}

/** The box's text read as a plain number in the converter's From unit, as the reader would read it; null when it is more (or the units are not here). */
function plainNumber(m: Model): (TypedValue & { kind: 'value' }) | null {
  const category = recordOf(m, m.conv.category);
  const from = category?.units.find((u) => u.id === m.conv.fromUnit);
  const typed = category && from ? readTyped(m.text, from, category.units, m.prefs.format, null) : null;
  return typed?.kind === 'value' ? typed : null;
}

function readText(m: Model): Reading {
  const category = recordOf(m, m.conv.category);
  const from = category?.units.find((u) => u.id === m.conv.fromUnit);
  if (m.text.trim() === '') return { status: 'empty' };
  if (!category || !from) return { status: 'reading', needs: { readers: false, category: m.conv.category } };
  // A plain number is read at once.
  const plain = plainNumber(m);
  if (plain) return { status: 'value', reading: { typed: plain, category, to: null, amount: null }, moves: false, whole: true };
  if (!m.readers) return { status: 'reading', needs: { readers: true, category: null } };
  // The offered categories come first in a reading: it waits for all their units.
  const missing = m.offered.find((id) => !recordOf(m, id) && !m.unavailable.includes(id));
  if (missing) return { status: 'reading', needs: { readers: false, category: missing } };
  const offered = m.offered.flatMap((id) => recordOf(m, id) ?? []);
  const { readers } = m;
  // A category the language knows loads when asked for; one it does not, or that failed to load, cannot be had.
  const known = (id: string) => readers.categories.some((c) => c.id === id) || ingredientOfCategory(id) !== null;
  const record = (id: string) => recordOf(m, id) ?? (m.unavailable.includes(id) || !known(id) ? null : undefined);
  const result = readBox(m.text, { categories: offered, category, from, format: m.prefs.format, readers, recordOf: record });
  if ('needs' in result) return { status: 'reading', needs: { readers: false, category: result.needs } };
  const { typed } = result;
  if (typed.kind === 'error') return { status: 'error', typed };
  if (typed.kind !== 'value') return { status: 'empty' };
  const moved = applyReading(m.conv, result);
  return { status: 'value', reading: result, moves: !sameUnits(moved, m.conv), whole: !m.readers.continues(m.text) };
}

/** The converter after taking a reading: the category and units it names, its value. */
function applyReading(conv: ConverterState, reading: BoxReading): ConverterState {
  const { typed, category } = reading;
  if (typed.kind !== 'value') return conv;
  const base = category.id === conv.category ? conv : switchCategory(conv, category);
  return { ...base, ...boxUnits(reading, base), fromValue: storedAmount(typed.value) };
}

/**
 * Takes the text's reading into the converter when it may: a plain value at once, a move when
 * the reading is whole or `finished` (a pause, Enter). Nothing typed is the value 0.
 */
function take(m: Model, finished: boolean): Model {
  if (m.toText !== null) return m;
  const r = readingOf(m);
  if (r.status === 'empty') return m.conv.fromValue === '0' ? m : { ...m, conv: { ...m.conv, fromValue: '0' } };
  if (r.status !== 'value' || (r.moves && !r.whole && !finished)) return m;
  const conv = applyReading(m.conv, r.reading);
  // A mixed answer asked for ('1.8 m to feet and inches') is shown in that composition.
  const mix = r.reading.composition;
  const prefs = mix && m.prefs.mix !== mix ? { ...m.prefs, mix } : m.prefs;
  return conv.fromValue === m.conv.fromValue && sameUnits(conv, m.conv) && prefs === m.prefs ? m : { ...m, conv, prefs };
}

/** The conversion shown now, as the history would keep it (null when there is none to keep). */
export function currentEntry(m: Model): HistoryEntry | null {
  const category = recordOf(m, m.conv.category);
  const from = category?.units.find((u) => u.id === m.conv.fromUnit);
  const to = category?.units.find((u) => u.id === m.conv.toUnit);
  if (!from || !to || conversionError(category, m.conv.category, from.id, to.id)) return null;
  const result = convertTyped(amountValue(m.conv.fromValue), from, to);
  const entry = historyEntryFor(m.conv, result, false, 0, category);
  const typed = typedAmount(m);
  return entry && typed ? { ...entry, typed } : entry;
}

/** The amount as typed when it names its units and is what the converter shows ('5 ft 3 in'). */
function typedAmount(m: Model): string | null {
  if (m.toText !== null) return null;
  const r = readingOf(m);
  return r.status === 'value' && !r.moves ? r.reading.amount : null;
}

/** Records the conversion shown (Copy, a unit picked), or the typed one when `onlyTyped` (Enter, leaving the box). */
function record(m: Model, onlyTyped: boolean): Model {
  if (onlyTyped && !m.unsettled) return m;
  if (onlyTyped && readingOf(m).status === 'reading') return { ...m, settleWhenRead: true };
  const entry = currentEntry(m);
  const settled = entry ? { entry, seq: (m.settled?.seq ?? 0) + 1 } : m.settled;
  return { ...m, unsettled: false, settleWhenRead: false, settled, conv: entry ? { ...m.conv, history: addHistory(m.conv.history, entry) } : m.conv };
}

/** The text for a value shown in the box ('' for nothing). */
const valueText = (m: Model, value: string) => (value === '0' ? '' : exactValueText(amountValue(value), decimalMark(m.prefs.format)));

/**
 * The box's text when the visitor changes a unit by hand: a typed unit gives way to the picked
 * one (the number alone, in the from-unit); a question keeps its amount and drops its target.
 */
function textForPick(m: Model, side: 'from' | 'to'): string {
  const r = readingOf(m);
  if (r.status !== 'value' || r.reading.typed.kind !== 'value') return m.text;
  const number = valueText(m, m.conv.fromValue) || '0';
  if (side === 'to' && r.reading.to) return r.reading.amount ?? `${number} ${r.reading.typed.unit.symbol}`;
  return r.reading.typed.typedUnit || r.reading.to ? number : m.text;
}

/** Shows a conversion the visitor did not type (a tab, a history entry): its value becomes the box's text. */
function show(m: Model, conv: ConverterState, text?: string): Model {
  const next = { ...m, conv, toText: null, unsettled: false, waiting: null };
  return { ...next, text: text ?? valueText(next, conv.fromValue), prefilled: true };
}

/** The units picked by hand, recorded at once. */
function pickUnits(m: Model, fromUnit: string, toUnit: string, side: 'from' | 'to'): Model {
  const text = textForPick(m, side);
  return record({ ...m, text, toText: null, conv: { ...m.conv, fromUnit, toUnit } }, false);
}

export function step(m: Model, e: Event): Model {
  switch (e.type) {
    case 'text': {
      const typed = { ...m, text: e.text, toText: null, prefilled: false, unsettled: true, settleWhenRead: false };
      // A tab still on its way opens with a number typed meanwhile; more than a number goes where its reading says.
      const tab = m.waiting?.event.type === 'category' && isNumberOrNothing(typed);
      return take({ ...typed, waiting: tab ? { ...m.waiting!, typed: true } : null }, false);
    }
    case 'toText':
      return typeBack({ ...m, toText: e.text, prefilled: false, unsettled: true });
    case 'pause':
      return take(m, true);
    case 'settle':
      return record(take(m, true), true);
    case 'use':
      return record(take(m, true), false);
    case 'fromUnit':
      return e.id === m.conv.toUnit ? step(m, { type: 'swap' }) : pickUnits(m, e.id, m.conv.toUnit, 'from');
    case 'toUnit':
      return e.id === m.conv.fromUnit ? step(m, { type: 'swap' }) : pickUnits(m, m.conv.fromUnit, e.id, 'to');
    case 'swap':
      return pickUnits(m, m.conv.toUnit, m.conv.fromUnit, 'from');
    case 'category': {
      const target = recordOf(m, e.id);
      if (!target) return wait(m, e.id, e);
      if (e.id === m.conv.category) return m;
      // Another ingredient weighs the same amount in the same units: the kitchen's picker compares them.
      const { fromUnit, toUnit, fromValue } = m.conv;
      const sameAmount = ingredientOfCategory(e.id) !== null && ingredientOfCategory(m.conv.category) !== null;
      const conv = switchCategory(m.conv, target);
      return show(m, sameAmount ? withKnownPair({ ...conv, fromUnit, toUnit, fromValue }, target) : conv);
    }
    case 'restore': {
      const target = recordOf(m, e.entry.category);
      if (!target) return wait(m, e.entry.category, e);
      const { from, to, typed } = e.entry;
      const conv = withKnownPair({ ...switchCategory(m.conv, target), fromUnit: from.unit, toUnit: to.unit, fromValue: from.value }, target);
      return show(m, conv, typed);
    }
    case 'pair': {
      const target = recordOf(m, e.category);
      return target ? show(m, withKnownPair({ ...switchCategory(m.conv, target), fromUnit: e.from, toUnit: e.to }, target)) : m;
    }
    case 'prefs':
      return { ...m, prefs: e.prefs };
    // What arrives completes the reading of a text the visitor is not typing (a link's, a restored one) at once.
    case 'readers':
      return m.readers ? m : arrived({ ...m, readers: e.readers });
    case 'record': {
      const next = arrived({ ...m, records: [...m.records.filter((c) => c.id !== e.category.id), e.category] });
      const { waiting } = next;
      if (waiting?.category !== e.category.id) return next;
      const done = step({ ...next, waiting: null }, waiting.event);
      return waiting.typed ? take({ ...done, text: next.text, prefilled: false, unsettled: true }, false) : done;
    }
    case 'recordFailed': {
      const next = arrived({ ...m, unavailable: [...m.unavailable, e.id] });
      return next.waiting?.category === e.id ? { ...next, waiting: null } : next;
    }
    case 'formatMixed':
      return { ...m, formatMixed: e.formatMixed };
    case 'restored': {
      // Text typed before the stored state arrived wins over it: only the history and choices are taken.
      if (m.unsettled || (!m.prefilled && m.text !== '')) return take({ ...m, prefs: e.prefs, conv: { ...m.conv, history: e.conv.history } }, false);
      const next = { ...m, conv: e.conv, prefs: e.prefs };
      return e.text === undefined ? next : take({ ...next, text: e.text, prefilled: true }, true);
    }
    case 'history':
      return { ...m, conv: { ...m.conv, history: e.history } };
  }
}

/** Whether the box holds a plain number, or nothing: text that means the same in any category. */
function isNumberOrNothing(m: Model): boolean {
  return m.text.trim() === '' || plainNumber(m) !== null;
}

/** Asks for a category's units, the event to be done once they arrive (a category that cannot be had: nothing). */
function wait(m: Model, category: string, event: Event): Model {
  return m.unavailable.includes(category) ? m : { ...m, waiting: { category, event } };
}

/**
 * What the text waited for has arrived: a text the visitor is not typing (a link's, a restored
 * one) or has settled on is taken at once, and one settled on is recorded.
 */
function arrived(m: Model): Model {
  const taken = take(m, !m.unsettled || m.settleWhenRead);
  return m.settleWhenRead && readingOf(taken).status !== 'reading' ? record(taken, true) : taken;
}

/** Text typed in the To box: the From side follows, converted back into the from-unit. */
function typeBack(m: Model): Model {
  const { from, to, category } = parts(m);
  if (!from || !to || !category || m.toText === null) return m;
  const back = readBack(m.toText, to, from, category.units, m.prefs.format, m.readers?.read ?? null);
  if (back.kind === 'empty') return { ...m, text: '', conv: { ...m.conv, fromValue: '0' } };
  if (back.kind !== 'value') return m;
  const text = formatAmount(back.value, { format: m.prefs.format, grouping: false });
  return { ...m, text, conv: { ...m.conv, fromUnit: back.unit.id, fromValue: storedAmount(back.value) } };
}

function parts(m: Model) {
  const category = recordOf(m, m.conv.category);
  const units = category?.units ?? [];
  return { category, units, from: units.find((u) => u.id === m.conv.fromUnit), to: units.find((u) => u.id === m.conv.toUnit) };
}

/** What the answer line shows: the converter's conversion, or a reading it has not moved to yet. */
export type AnswerStatus = 'answer' | 'tentative' | 'reading' | 'empty' | 'error';

/** Everything the converter shows, worked out from the model. */
export function view(m: Model) {
  const r = readingOf(m);
  const committed = parts(m);
  // A reading the converter has not moved to yet is shown as it would be, quietly.
  const tentative = m.toText === null && r.status === 'value' && r.moves;
  const conv = tentative ? applyReading(m.conv, r.reading) : m.conv;
  const shownParts = tentative ? parts({ ...m, conv }) : committed;
  const { category, units, from, to } = shownParts;
  const error = conversionError(category, conv.category, conv.fromUnit, conv.toUnit);
  const typedHere: TypedValue = m.toText !== null && from ? { kind: 'value', value: amountValue(conv.fromValue), unit: from, typedUnit: false }
    : r.status === 'value' ? r.reading.typed : r.status === 'error' ? r.typed : r.status === 'reading' ? { kind: 'needsParser' } : { kind: 'empty' };
  const typed: TypedValue = m.toText !== null && m.toText.trim() === '' ? { kind: 'empty' } : typedHere;
  // Nothing typed converts 0, as the converter always has (0 °C shows 32 °F).
  const amount: { value: Exact; unit: NonNullable<typeof from> } | null = typed.kind === 'value' ? { value: typed.value, unit: units.find((u) => u.id === typed.unit.id) ?? from! } : typed.kind === 'empty' && from ? { value: exact(0n), unit: from } : null;
  const exactResult = amount?.unit && to && !error ? convertTyped(amount.value, amount.unit, to) : null;
  const compositions = category && to ? compositionsFor(category.compositions, units, to.id) : [];
  const composition = compositions.find((c) => c.key === m.prefs.mix) ?? null;
  const shown = exactResult !== null && to ? showResult(exactResult, to, { precision: m.prefs.precision, format: m.prefs.format, composition, formatMixed: m.formatMixed, denominator: m.prefs.denominator }) : null;
  const status: AnswerStatus = r.status === 'reading' ? 'reading' : r.status === 'error' ? 'error' : tentative ? 'tentative' : r.status === 'empty' && m.toText === null ? 'empty' : 'answer';
  return {
    status,
    /** The converter's own category and units (what the tabs and pickers show). */
    category: committed.category,
    from: committed.from,
    to: committed.to,
    /** The conversion the answer line shows (a tentative reading's, or the converter's). */
    answer: { category, from, to, conv, typed, amount: r.status === 'value' && m.toText === null ? r.reading.amount : null, exactResult, shown, error },
    /** The pickers' error: the converter's own units. */
    error: conversionError(committed.category, m.conv.category, m.conv.fromUnit, m.conv.toUnit),
    compositions,
    composition,
    /** What the To box shows: the text typed there, else the result. */
    toText: m.toText ?? (typed.kind === 'value' && shown && !tentative ? shown.plain : ''),
    /** What has to load before the text can be read, or a tab or history entry shown. */
    needs: r.status === 'reading' ? r.needs : m.waiting ? { readers: false, category: m.waiting.category } : null,
    /** The error the box's text has, for the sentence under it. */
    textError: r.status === 'error' ? r.typed.error : null,
  };
}

export type ConverterView = ReturnType<typeof view>;
