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
 *   to '0 dBm'), nor in a question whose target is still being typed ('100 km/h in m', where
 *   'in' is not the inch). Other units of the same category, a question naming its target, or
 *   a common unit typed in full ('12 kg') are also taken on a pause; a short word that would
 *   take the converter elsewhere ('100 k', '1 c') only when the visitor asks for it (Enter,
 *   Convert), never on a pause or on leaving.
 *   Until then the answer line shows the reading quietly (same category) or the last answer,
 *   marked as waiting (another category), and the tabs, pickers and history stay as they are.
 * - The To box reads as the From box does, with the same reader: a unit typed there becomes the
 *   To unit, and From shows the amount converted back. Text it cannot read clears From.
 * - A mixed display asked for by a question ('to feet and inches') lasts as long as that
 *   question; the options panel's choice lasts.
 * - Any question is answered in place: the converter moves to the question's category, whether
 *   or not the page offers it (its units load first).
 * - A value the visitor did not type (a page's preset, a restored value) is replaced by typing.
 * - The history records a conversion when the visitor settles on it (Enter, leaving the box,
 *   Copy, a unit picked, leaving the page), as it was typed ('5 ft 3 in'), zero included; never a
 *   reading the converter has not taken, nor an empty box.
 * - The From and To units are never the same unit: picking one side's unit for the other swaps.
 * - Picking another ingredient weighs the same amount, in the same units, as that ingredient.
 */
import type { CategoryRecord, UnitRecord } from '../core/types';
import { conversionError } from '../core/conversion';
import { absoluteZeroNote } from '../core/absoluteZero';
import { boxText, formatAmount, formatExact } from '../core/numberFormat';
import { asMeasured, exact, type Exact } from '../core/rational';
import { parseExact } from '../core/quantityNumber';
import {
  compositionsFor,
  convertTyped,
  decimalMark,
  exactValueText,
  readTyped,
  showResult,
  type MixedFormatter,
  type TypedValue,
} from '../core/quantityResult';
import { ingredientOfCategory } from '../core/ingredients';
import { searchTerms } from '../core/searchTerms';
import {
  boxUnits,
  computesAmount,
  naturalPartner,
  readBox,
  unfinishedTarget,
  type BoxContext,
  type BoxReaders,
  type BoxReading,
} from '../core/smartBox';
import type { Diagnostic } from '../core/quantity';
import { LanguageFailure, toDiagnostic } from '../core/language/diagnostic';
import type { Calculation } from '../core/language/calculate';
import { calculationText } from '../core/language/answerText';
import type { CalculatedLine } from '../core/calculatedView';
import type { DisplayPrefs } from './displayPrefs';
import {
  addHistory,
  amountValue,
  defaultState,
  defaultUnits,
  historyEntryFor,
  storedAmount,
  switchCategory,
  withKnownPair,
  type ConverterState,
  type HistoryEntry,
} from './converterState';

export interface Model {
  /** What the converter shows and keeps: category, units, value, history, each category's last pair. */
  conv: ConverterState;
  /** The From box's text. */
  text: string;
  /** Text typed in the To box (the From side follows, converted back); null while the From box drives. */
  toText: string | null;
  /**
   * What the converter showed when typing in the To box began: every reading of the To box
   * starts from it, so a unit passed on the way ('3 m' of '3 mi', which gives From way, or '2 c'
   * of '2 cups') leaves no trace.
   */
  toStart: ToStart | null;
  /**
   * What the To box's text could not yet be read as: waiting for the reader or a category's
   * units (`category`), or for a pause in typing (`unfinished`: it may be on its way to another
   * unit's spelling), or unreadable.
   */
  toProblem:
    | { kind: 'reading'; category?: string; unfinished?: boolean }
    | { kind: 'error'; error: Diagnostic }
    | null;
  /** A mixed answer the box's question asks for ('to feet and inches'): it lasts as long as the question. */
  askedMix: string | null;
  prefs: DisplayPrefs;
  /** The box holds a value the visitor did not type: the first focus selects it, so typing replaces it. */
  prefilled: boolean;
  /** The categories this converter offers (home's tabs, a converter page's one). */
  offered: readonly string[];
  /** The kitchen's converter: its ingredient is the visitor's pick, and a question in its units weighs it. */
  kitchen: boolean;
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
  /** A category the text typed before the reader came needs, read key by key again: asked for as its reading would have. */
  retypeNeeds: string | null;
  /** The last entry settled on, for the history; `seq` tells a new one from the last. */
  settled: { entry: HistoryEntry; seq: number } | null;
  /** This converter's last reading: a keystroke's step and its view read the same text once. */
  memo: ReadingMemo;
  /** The page's own pair and value (a pair page's), in the category it was started in; null elsewhere. */
  preset: (ConverterPreset & { category: string }) | null;
  /** The formula builder, once it has loaded (after hydration: it is not needed to show the page). */
  formulaOf: FormulaOf | null;
}

/** The pair a reading of the To box starts from, and what each category last showed. */
type ToStart = Pick<ConverterState, 'category' | 'fromUnit' | 'toUnit' | 'categoryStates'>;

/** What a page presets: its two units and the text in the box ('10'). */
export interface ConverterPreset {
  from: string;
  to: string;
  text: string;
}

/**
 * A pair's formula ('m = ft × 0.3048'): core/pairFormula's pairFormula, given at the start where
 * the page is built with its pair's formula (a pair page), else loaded once the converter is live.
 */
export type FormulaOf = (from: UnitRecord, to: UnitRecord) => { equation: string };

/** What the box's text means now. */
export type Reading =
  | { status: 'empty' }
  /** More than a number, and the reader (or the category it names) has not arrived. */
  | { status: 'reading'; needs: { readers: boolean; category: string | null } }
  | { status: 'error'; typed: TypedValue & { kind: 'error' } }
  /**
   * An answer only the quantity language gives ('1 kWh / 100 km to Wh/mi'): shown, never taken
   * into the converter. `unfinished`: the text ends in a target still being typed ('… in').
   */
  | { status: 'calculated'; calculation: Calculation & { ok: true }; unfinished: boolean }
  /**
   * `moves`: reading it changes the category or units; `crosses`: it changes the category;
   * `complete`: the text ends neither inside a longer spelling nor in a target still being
   * typed; `unfinished`: the latter ('100 km/h in m'), never taken.
   */
  | {
      status: 'value';
      reading: BoxReading;
      moves: boolean;
      crosses: boolean;
      complete: boolean;
      unfinished: boolean;
    };

/** Why a reading is being taken: typing goes on, typing paused, the visitor asked (Enter), the visitor left. */
type Moment = 'typing' | 'pause' | 'asked' | 'left';

export type Event =
  | { type: 'text'; text: string }
  | { type: 'toText'; text: string }
  /** Typing paused: a reading that waited for the visitor to finish is taken. */
  | { type: 'pause' }
  /** Enter, Convert: the conversion is recorded if typed. */
  | { type: 'settle' }
  /** Leaving the box or the page: the conversion is recorded if typed and taken. */
  | { type: 'leave' }
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
  | { type: 'formulaOf'; formulaOf: FormulaOf }
  /** The stored state, the address's choices and text, after hydration. */
  | { type: 'restored'; conv: ConverterState; prefs: DisplayPrefs; text?: string }
  | { type: 'history'; history: HistoryEntry[] };

export interface ModelStart {
  categories: readonly CategoryRecord[];
  prefs: DisplayPrefs;
  /** A page's own pair and value ('10'), else the first category's defaults and an empty box. */
  preset?: ConverterPreset;
  /** The categories offered, when more than those given (home's tabs: their units load when needed). */
  offered?: readonly string[];
  /** The kitchen's converter (see Model.kitchen). */
  kitchen?: boolean;
  /** The formula builder, where the page shows its pair's formula as built (a pair page). */
  formulaOf?: FormulaOf;
}

/** The model as the page is built: the preset pair and value, else the first category's defaults and nothing typed. */
export function startModel({
  categories,
  prefs,
  preset,
  offered,
  kitchen = false,
  formulaOf,
}: ModelStart): Model {
  const first = categories.find((c) => c.id === 'length') ?? categories[0];
  const conv = defaultState();
  if (first) {
    const units = preset ? { fromUnit: preset.from, toUnit: preset.to } : defaultUnits(first);
    const value = preset ? parseExact(preset.text) : null;
    Object.assign(conv, { category: first.id, ...units, fromValue: value ? storedAmount(value) : '0' });
  }
  return {
    conv,
    text: preset?.text ?? '',
    toText: null,
    toStart: null,
    toProblem: null,
    askedMix: null,
    prefs,
    prefilled: preset !== undefined,
    offered: offered ?? categories.map((c) => c.id),
    kitchen,
    records: categories,
    unavailable: [],
    readers: null,
    formatMixed: null,
    unsettled: false,
    waiting: null,
    settleWhenRead: false,
    retypeNeeds: null,
    settled: null,
    memo: { last: null },
    preset: preset && first ? { ...preset, category: first.id } : null,
    formulaOf: formulaOf ?? null,
  };
}

export const recordOf = (m: Model, id: string) => m.records.find((c) => c.id === id);
const sameUnits = (a: ConverterState, b: ConverterState) =>
  a.category === b.category && a.fromUnit === b.fromUnit && a.toUnit === b.toUnit;

/** What a reading depends on (see ReadingMemo). */
const readingInputs = (m: Model) => [
  m.text,
  m.conv.category,
  m.conv.fromUnit,
  m.conv.toUnit,
  m.prefs.format,
  m.readers,
  m.records,
  m.unavailable,
  m.offered,
];

/**
 * The last reading one converter worked out. Each converter has its own (startModel makes it, and
 * every model stepped from that one shares it), so two converters on a page never evict each
 * other's. A memo only: what it holds is what readText gives for the same inputs.
 */
export interface ReadingMemo {
  last: { inputs: unknown[]; reading: Reading } | null;
}

/** What the text means for the converter as it stands. */
export function readingOf(m: Model): Reading {
  const inputs = readingInputs(m);
  const { last } = m.memo;
  if (last && inputs.every((x, i) => x === last.inputs[i])) return last.reading;
  const reading = readText(m);
  m.memo.last = { inputs, reading };
  return reading;
}

/** The box's text read as a plain number in the converter's From unit, as the reader would read it; null when it is more (or the units are not here). */
function plainNumber(m: Model): (TypedValue & { kind: 'value' }) | null {
  const category = recordOf(m, m.conv.category);
  const from = category?.units.find((u) => u.id === m.conv.fromUnit);
  const typed = category && from ? readTyped(m.text, from, category.units, m.prefs.format, null) : null;
  return typed?.kind === 'value' ? typed : null;
}

/**
 * What the language reads a box's text against: the offered categories first (it waits for all
 * their units), then any category it knows, whose units load when asked for; one it does not
 * know, or that failed to load, cannot be had.
 */
function boxContext(
  m: Model,
  readers: BoxReaders,
  category: CategoryRecord,
  from: UnitRecord,
): BoxContext | { needs: string } {
  const missing = m.offered.find((id) => !recordOf(m, id) && !m.unavailable.includes(id));
  if (missing) return { needs: missing };
  const known = (id: string) =>
    readers.categories.some((c) => c.id === id) || ingredientOfCategory(id) !== null;
  return {
    categories: m.offered.flatMap((id) => recordOf(m, id) ?? []),
    category,
    from,
    format: m.prefs.format,
    readers,
    recordOf: (id) => recordOf(m, id) ?? (m.unavailable.includes(id) || !known(id) ? null : undefined),
    ingredientPicked: m.kitchen,
  };
}

function readText(m: Model): Reading {
  const category = recordOf(m, m.conv.category);
  const from = category?.units.find((u) => u.id === m.conv.fromUnit);
  if (m.text.trim() === '') return { status: 'empty' };
  if (!category || !from) return { status: 'reading', needs: { readers: false, category: m.conv.category } };
  // A plain number is read at once.
  const plain = plainNumber(m);
  if (plain)
    return {
      status: 'value',
      reading: { typed: plain, category, to: null, amount: null },
      moves: false,
      crosses: false,
      complete: true,
      unfinished: false,
    };
  // Given only some of its units ('ly' on a meter-to-parsec page), the category reads more than a number once it is whole.
  if (category.partial) return { status: 'reading', needs: { readers: false, category: category.id } };
  if (!m.readers) return { status: 'reading', needs: { readers: true, category: null } };
  const context = boxContext(m, m.readers, category, from);
  if ('needs' in context) return { status: 'reading', needs: { readers: false, category: context.needs } };
  const result = readBox(m.text, context);
  if ('needs' in result) return { status: 'reading', needs: { readers: false, category: result.needs } };
  if ('calculated' in result) {
    const { calculated } = result;
    return {
      status: 'calculated',
      calculation: calculated,
      unfinished: !calculated.targeted && unfinishedTarget(m.text),
    };
  }
  const { typed } = result;
  if (typed.kind === 'error') return { status: 'error', typed };
  if (typed.kind !== 'value') return { status: 'empty' };
  const moved = applyReading(m.conv, result);
  // '100 km/h in' is a question whose target is coming, not km/h times inches.
  const unfinished = result.to === null && !result.composition && unfinishedTarget(m.text);
  const complete = !unfinished && !m.readers.continues(m.text);
  return {
    status: 'value',
    reading: result,
    moves: !sameUnits(moved, m.conv),
    crosses: moved.category !== m.conv.category,
    complete,
    unfinished,
  };
}

/** Whether a reading is taken at this moment (see the rules above). */
function takes(r: Reading & { status: 'value' }, moment: Moment, m: Model): boolean {
  if (!r.moves || r.complete) return true;
  if (r.unfinished) return false;
  return moment === 'asked' || (moment === 'pause' && !waitsForCompletion(r, m));
}

/** The word the text ends with ('kg' of '12 kg'). */
const LAST_WORD = /[\p{L}°µ]+$/u;
/** What follows the text's last number ('km/h' of '36 km/h'). */
const UNIT_WRITTEN = /\d\s*([^\d]*)$/u;
/** A question's target as written: what follows its last 'in', 'to', '->' or '=' ('mmol/L' of '83.4 mol/m³ in mmol/L'). */
const TARGET_WRITTEN = /(?:\s(?:in|into|to|as)\s+|\s*(?:->|→|=)\s*)(\S.*)$/iu;

/**
 * A reading that would take the converter to another category on a word that may still be on
 * its way to another. A short word may mean anything there ('1 c' the degree Celsius, '1 cu'
 * a unit of conductance, '100 k' the kelvin), so only the visitor's asking takes it. What is
 * meant when the visitor pauses: a question whose target is the unit its last word spells
 * ('1 bar to Pa', '72 f in c'), or a common unit of its category written in full ('12 kg',
 * though 'kgf' is a unit too; '36 km/h') or ending in a word of three letters or more. Never
 * a word on its way to a unit of the converter's own category ('2 tb' of '2 tbsp' in the
 * kitchen, though TB is a terabyte). An amount worked out is taken once it ends in a common unit
 * written whole ('10 ft x 12 ft').
 */
function waitsForCompletion(r: Reading & { status: 'value' }, m: Model): boolean {
  if (!r.crosses) return false;
  const { text } = m;
  const { typed, category, to } = r.reading;
  const from = typed.kind === 'value' ? category.units.find((u) => u.id === typed.unit.id) : undefined;
  if (!from) return true;
  const word = LAST_WORD.exec(text)?.[0].toLowerCase() ?? '';
  const spells = (unit: UnitRecord, what: string, shortest: number) =>
    searchTerms({ ...unit, aliases: unit.aliases.filter((a) => a.length >= shortest) }).some(
      (s) => s.toLowerCase() === what,
    );
  // An amount worked out ('10 ft * 12 ft') once its last word is a common unit written whole:
  // what that word may still grow into changes a factor, not what is asked.
  if (
    !to &&
    computesAmount(text) &&
    word.length >= 2 &&
    m.records.some((c) => c.units.some((u) => c.common?.includes(u.id) && spells(u, word, 2)))
  )
    return false;
  // What follows the last number: the unit as written ('km/h', 'km per hour').
  const written = UNIT_WRITTEN.exec(text)?.[1]?.trim().toLowerCase() ?? '';
  const here = recordOf(m, m.conv.category)?.units ?? [];
  if (
    !to &&
    written &&
    here.some((u) =>
      searchTerms(u).some((s) => s.length > written.length && s.toLowerCase().startsWith(written)),
    )
  )
    return true;
  // A question's target is written whole ('in mmol/L'), or its last word is one of its two
  // units ('how many ounces in a pound').
  const target = TARGET_WRITTEN.exec(text)?.[1]?.trim().toLowerCase() ?? '';
  if (to) return !spells(to, target, 0) && !spells(to, word, 0) && !spells(from, word, 0);
  const common = category.common?.includes(from.id) || category.defaultPair?.includes(from.id);
  // A common unit written whole ('12 kg', '36 km/h'; a two-letter alias is too easily the
  // start of something else: 'cu' of 'cup'), or ending in a word of three letters or more ('36 km per hour').
  const whole = written.length >= 2 && spells(from, written, 3);
  return !common || !(whole || word.length >= 3);
}

/** The converter after taking a reading: the category and units it names, its value. */
function applyReading(conv: ConverterState, reading: BoxReading): ConverterState {
  const { typed, category } = reading;
  if (typed.kind !== 'value') return conv;
  const base = category.id === conv.category ? conv : switchCategory(conv, category);
  return { ...base, ...boxUnits(reading, base), fromValue: storedAmount(typed.value) };
}

/**
 * Takes the text's reading into the converter when it may at this moment: a plain value at
 * once, a move as `takes` says. Nothing typed is the value 0.
 */
function take(m: Model, moment: Moment): Model {
  if (m.toText !== null) return m;
  const r = readingOf(m);
  if (r.status === 'empty')
    return m.conv.fromValue === '0' && m.askedMix === null
      ? m
      : { ...m, askedMix: null, conv: { ...m.conv, fromValue: '0' } };
  if (r.status !== 'value' || !takes(r, moment, m)) return m;
  const conv = applyReading(m.conv, r.reading);
  // A mixed answer asked for ('1.8 m to feet and inches') is shown in that composition while the question asks for it.
  const askedMix = r.reading.composition ?? null;
  return conv.fromValue === m.conv.fromValue && sameUnits(conv, m.conv) && askedMix === m.askedMix
    ? m
    : { ...m, conv, askedMix };
}

/** Whether the box's reading is one the converter has not taken (it would still move the converter). */
function untaken(m: Model): boolean {
  const r = readingOf(m);
  return m.toText === null && r.status === 'value' && r.moves;
}

/** The From box's text when it is what the converter shows (a reading taken), to be stored and reopened as typed. */
export function typedText(m: Model): string | undefined {
  const r = readingOf(m);
  return m.toText === null && r.status === 'value' && !r.moves && m.text.trim() !== ''
    ? m.text.trim()
    : undefined;
}

/** Whether either box holds text: an empty converter has nothing to record. */
const typedSomething = (m: Model) => m.text.trim() !== '' || (m.toText ?? '').trim() !== '';

/** The conversion shown now, as the history would keep it (null when there is none to keep). */
export function currentEntry(m: Model): HistoryEntry | null {
  if (!typedSomething(m) || m.toProblem !== null) return null;
  // A calculated answer is not the converter's conversion: the history keeps conversions only.
  if (m.toText === null && readingOf(m).status === 'calculated') return null;
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
  if (onlyTyped && (readingOf(m).status === 'reading' || m.toProblem?.kind === 'reading'))
    return { ...m, settleWhenRead: true };
  // A reading not taken (another category, a target being typed) is not what the converter shows.
  if (onlyTyped && untaken(m)) return m;
  const entry = currentEntry(m);
  const settled = entry ? { entry, seq: (m.settled?.seq ?? 0) + 1 } : m.settled;
  return {
    ...m,
    unsettled: false,
    settleWhenRead: false,
    settled,
    conv: entry ? { ...m.conv, history: addHistory(m.conv.history, entry) } : m.conv,
  };
}

/** The text for a value shown in the box ('' for nothing). */
const valueText = (m: Model, value: string) =>
  value === '0' ? '' : exactValueText(amountValue(value), decimalMark(m.prefs.format));

/** A mixed display: the question's while it asks for one, else the options panel's. */
export const mixOf = (m: Model) => m.askedMix ?? m.prefs.mix;

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
  const next = { ...m, conv, toText: null, toProblem: null, askedMix: null, unsettled: false, waiting: null };
  return { ...next, text: text ?? valueText(next, conv.fromValue), prefilled: true };
}

/** The units picked by hand, recorded at once. */
function pickUnits(m: Model, fromUnit: string, toUnit: string, side: 'from' | 'to'): Model {
  const text = textForPick(m, side);
  return record({ ...m, text, toText: null, toProblem: null, conv: { ...m.conv, fromUnit, toUnit } }, false);
}

export function step(m: Model, e: Event): Model {
  switch (e.type) {
    case 'text': {
      const typed = {
        ...m,
        text: e.text,
        toText: null,
        toProblem: null,
        prefilled: false,
        unsettled: true,
        settleWhenRead: false,
      };
      // A tab still on its way opens with a number typed meanwhile; more than a number goes where its reading says.
      const tab = m.waiting?.event.type === 'category' && isNumberOrNothing(typed);
      return take({ ...typed, waiting: tab ? { ...m.waiting!, typed: true } : null }, 'typing');
    }
    // Typing in the To box comes after the text typed in From, as a unit picked by hand does: a
    // reading shown but not yet taken is taken first, so the answer typed back is in its units.
    case 'toText': {
      const t = take(m, 'pause');
      return typeBack({
        ...t,
        toText: e.text,
        toStart: m.toText === null || !m.toStart ? toStartOf(t.conv) : m.toStart,
        askedMix: null,
        // From now shows the value worked out from To: a tap on it selects it, as any value the
        // visitor did not type in that box.
        prefilled: true,
        unsettled: true,
        settleWhenRead: false,
      });
    }
    case 'pause':
      return take(finishTo(m), 'pause');
    case 'settle':
      return record(take(finishTo(m), 'asked'), true);
    case 'leave':
      return record(take(finishTo(m), 'left'), true);
    case 'use':
      return record(take(m, 'asked'), false);
    // A unit picked by hand comes after the text typed: a reading in this category not yet taken is taken first.
    case 'fromUnit': {
      const t = take(m, 'pause');
      return e.id === t.conv.toUnit ? step(t, { type: 'swap' }) : pickUnits(t, e.id, t.conv.toUnit, 'from');
    }
    case 'toUnit': {
      const t = take(m, 'pause');
      return e.id === t.conv.fromUnit ? step(t, { type: 'swap' }) : pickUnits(t, t.conv.fromUnit, e.id, 'to');
    }
    case 'swap': {
      const t = take(m, 'pause');
      return pickUnits(t, t.conv.toUnit, t.conv.fromUnit, 'from');
    }
    case 'category': {
      const target = recordOf(m, e.id);
      if (!target) return wait(m, e.id, e);
      if (e.id === m.conv.category) return m;
      // Another ingredient weighs the same amount in the same units: the kitchen's picker compares them.
      const { fromUnit, toUnit, fromValue } = m.conv;
      const sameAmount =
        ingredientOfCategory(e.id) !== null && ingredientOfCategory(m.conv.category) !== null;
      const conv = switchCategory(m.conv, target);
      return show(m, sameAmount ? withKnownPair({ ...conv, fromUnit, toUnit, fromValue }, target) : conv);
    }
    case 'restore': {
      const target = recordOf(m, e.entry.category);
      if (!target) return wait(m, e.entry.category, e);
      const { from, to, typed } = e.entry;
      const conv = withKnownPair(
        { ...switchCategory(m.conv, target), fromUnit: from.unit, toUnit: to.unit, fromValue: from.value },
        target,
      );
      return show(m, conv, typed);
    }
    case 'pair': {
      const target = recordOf(m, e.category);
      return target
        ? show(
            m,
            withKnownPair({ ...switchCategory(m.conv, target), fromUnit: e.from, toUnit: e.to }, target),
          )
        : m;
    }
    case 'prefs':
      return { ...m, prefs: e.prefs };
    // What arrives completes the reading of a text the visitor is not typing (a link's, a restored one) at once.
    case 'readers':
      return m.readers ? m : arrived({ ...m, readers: e.readers });
    case 'record': {
      const next = arrived({
        ...m,
        records: [...m.records.filter((c) => c.id !== e.category.id), e.category],
      });
      const { waiting } = next;
      if (waiting?.category !== e.category.id) return next;
      const done = step({ ...next, waiting: null }, waiting.event);
      return waiting.typed
        ? take({ ...done, text: next.text, prefilled: false, unsettled: true }, 'typing')
        : done;
    }
    case 'recordFailed': {
      const next = arrived({ ...m, unavailable: [...m.unavailable, e.id] });
      return next.waiting?.category === e.id ? { ...next, waiting: null } : next;
    }
    case 'formatMixed':
      return { ...m, formatMixed: e.formatMixed };
    case 'formulaOf':
      return m.formulaOf ? m : { ...m, formulaOf: e.formulaOf };
    case 'restored': {
      // Text typed (in either box) before the stored state arrived wins over it: only the history
      // and choices are taken.
      if (m.unsettled || m.toText !== null || (!m.prefilled && m.text !== ''))
        return take({ ...m, prefs: e.prefs, conv: { ...m.conv, history: e.conv.history } }, 'typing');
      const next = { ...m, conv: e.conv, prefs: e.prefs };
      return e.text === undefined ? next : take({ ...next, text: e.text, prefilled: true }, 'asked');
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
  const read = m.toText !== null && m.toProblem?.kind === 'reading' ? typeBack(m) : m;
  const taken = !m.unsettled || m.settleWhenRead ? take(read, 'asked') : retyped(read);
  const stillReading = readingOf(taken).status === 'reading' || taken.toProblem?.kind === 'reading';
  return m.settleWhenRead && !stillReading ? record(taken, true) : taken;
}

/**
 * Text typed while the converter's parts were on their way, read key by key as it would have
 * been had they been there: what the converter shows never depends on when they arrived ('5 km
 * in' typed before the reader came shows 5 km, as it does typed after).
 */
function retyped(m: Model): Model {
  if (m.toText !== null) return m;
  const { text } = m;
  let at = m;
  let needs: string | null = null;
  for (let end = 1; end <= text.length; end++) {
    at = take({ ...at, text: text.slice(0, end) }, 'typing');
    const r = readingOf(at);
    needs ??= r.status === 'reading' ? r.needs.category : null;
  }
  return { ...at, text, retypeNeeds: needs };
}

const toStartOf = ({ category, fromUnit, toUnit, categoryStates }: ConverterState): ToStart => ({
  category,
  fromUnit,
  toUnit,
  categoryStates,
});

/**
 * Text typed in the To box, read as the From box reads, from the pair shown when typing there
 * began: a unit typed with the number becomes the To unit (the From unit gives way if it is the
 * same), and the From side follows with the amount converted back, shown as every other number
 * is. A quantity of another category ('2 cups' on a length converter) takes the converter there,
 * its To unit the one typed. Text that cannot be read clears From.
 */
function typeBack(m: Model, finished = false): Model {
  if (m.toText === null) return m;
  const base = m.toStart ? { ...m, conv: { ...m.conv, ...m.toStart } } : m;
  const { from, to, category, units } = parts(base);
  if (!from || !to || !category) return m;
  const typed = readTyped(m.toText, to, units, m.prefs.format, m.readers?.read ?? null);
  const cleared = { ...base, text: '', conv: { ...base.conv, fromValue: '0' } };
  if (typed.kind === 'empty') return { ...cleared, toProblem: null };
  // A unit typed where only some of the category's units are at hand waits for the rest, as From's does.
  if (category.partial && !(typed.kind === 'value' && !typed.typedUnit))
    return { ...cleared, toProblem: { kind: 'reading', category: category.id } };
  if (typed.kind === 'needsParser' || typed.kind === 'needsUnits')
    return { ...cleared, toProblem: { kind: 'reading' } };
  if (typed.kind === 'error')
    return (
      typedElsewhere(cleared, m.toText, category, from, finished) ?? {
        ...cleared,
        toProblem: { kind: 'error', error: typed.error },
      }
    );
  const fromUnit = typed.unit.id === from.id ? naturalPartner(category, typed.unit.id) : from.id;
  return typedBackFrom(cleared, typed, category, units.find((u) => u.id === fromUnit) ?? from);
}

/** The From side worked out from an amount typed in To, in `category` from the unit `from`. */
function typedBackFrom(
  cleared: Model,
  typed: TypedValue & { kind: 'value' },
  category: CategoryRecord,
  from: UnitRecord,
): Model {
  const typedUnit = category.units.find((u) => u.id === typed.unit.id) ?? typed.unit;
  const value = convertTyped(typed.value, typedUnit, from);
  const toText = cleared.toText ?? '';
  if (value === null) {
    const unreadable = new LanguageFailure('unreadable', 0, toText.length, toText);
    return { ...cleared, toProblem: { kind: 'error', error: toDiagnostic(unreadable, toText) } };
  }
  const text = boxText(formatAmount(value, { format: cleared.prefs.format, grouping: false }).text);
  const conv = { ...cleared.conv, fromUnit: from.id, toUnit: typed.unit.id, fromValue: storedAmount(value) };
  return { ...cleared, text, toProblem: null, conv };
}

/**
 * An amount typed in To that the shown category cannot read, read by the language as the From
 * box's text is: a quantity of another category moves the converter there, From the unit that
 * category last showed (or its partner, when that is the unit typed). Null for anything else
 * (a question, a calculation): the To box's error stands. Waits for a pause while the text may
 * still grow into another unit's spelling ('10 kg' of '10 kgf'), and while the category's units load.
 */
function typedElsewhere(
  cleared: Model,
  text: string,
  category: CategoryRecord,
  from: UnitRecord,
  finished: boolean,
): Model | null {
  if (!cleared.readers) return null;
  const context = boxContext(cleared, cleared.readers, category, from);
  const result = 'needs' in context ? context : readBox(text, context);
  if ('needs' in result) return { ...cleared, toProblem: { kind: 'reading', category: result.needs } };
  if ('calculated' in result) return null;
  const { typed, to, composition } = result;
  const there = result.category;
  if (typed.kind !== 'value' || !typed.typedUnit || to !== null || composition || there.id === category.id)
    return null;
  if (!finished && cleared.readers.continues(text))
    return { ...cleared, toProblem: { kind: 'reading', unfinished: true } };
  const conv = switchCategory(cleared.conv, there);
  const unit = (id: string) => there.units.find((u) => u.id === id);
  const fromUnit = unit(
    conv.fromUnit === typed.unit.id ? naturalPartner(there, typed.unit.id) : conv.fromUnit,
  );
  return fromUnit ? typedBackFrom({ ...cleared, conv }, typed, there, fromUnit) : null;
}

/** The To box's text read as it stands, whatever it may grow into: typing has paused, or the visitor asked. */
function finishTo(m: Model): Model {
  return m.toText !== null && m.toProblem?.kind === 'reading' && m.toProblem.unfinished
    ? typeBack(m, true)
    : m;
}

function parts(m: Model) {
  const category = recordOf(m, m.conv.category);
  const units = category?.units ?? [];
  return {
    category,
    units,
    from: units.find((u) => u.id === m.conv.fromUnit),
    to: units.find((u) => u.id === m.conv.toUnit),
  };
}

/** What the answer line shows: the converter's conversion, or a reading it has not moved to yet. */
export type AnswerStatus = 'answer' | 'tentative' | 'waiting' | 'reading' | 'empty' | 'error';

/** Everything the converter shows, worked out from the model. */
export function view(m: Model) {
  const r = readingOf(m);
  const committed = parts(m);
  const toDrives = m.toText !== null;
  // A reading in this category not taken yet is shown as it would be, quietly; one in another
  // category is not shown before it is taken: the last answer stays, marked as waiting.
  const untakenReading = !toDrives && r.status === 'value' && r.moves ? r : null;
  // An answer only the language gives is shown as it gives it, the converter left as it is; one
  // whose target is still being typed waits, as a question about another category does.
  const calculation = !toDrives && r.status === 'calculated' ? r : null;
  const waiting =
    (untakenReading !== null && (untakenReading.unfinished || waitsForCompletion(untakenReading, m))) ||
    calculation?.unfinished === true;
  const tentative = untakenReading !== null && !waiting;
  const conv = tentative ? applyReading(m.conv, untakenReading.reading) : m.conv;
  const shownParts = tentative ? parts({ ...m, conv }) : committed;
  const { category, units, from, to } = shownParts;
  const error = conversionError(category, conv.category, conv.fromUnit, conv.toUnit);
  const committedValue: TypedValue = from
    ? { kind: 'value', value: amountValue(conv.fromValue), unit: from, typedUnit: false }
    : { kind: 'empty' };
  // The From side worked out from the To box rests on a density when one side is measured: it
  // is shown to the digits it can claim, as its box shows it.
  const measuredPair =
    from !== undefined && to !== undefined && Boolean(from.measured) !== Boolean(to.measured);
  const typedBack: TypedValue =
    committedValue.kind === 'value' && measuredPair
      ? { ...committedValue, value: asMeasured(committedValue.value) }
      : committedValue;
  // While a question waits, the last answer stays; a 0 (what an empty box converts) is none worth showing.
  const lastAnswer: TypedValue = conv.fromValue === '0' ? { kind: 'empty' } : committedValue;
  const typed: TypedValue = toDrives
    ? toTyped(m, typedBack)
    : waiting
      ? lastAnswer
      : r.status === 'value'
        ? r.reading.typed
        : r.status === 'error'
          ? r.typed
          : r.status === 'reading'
            ? { kind: 'needsParser' }
            : { kind: 'empty' };
  // Nothing typed converts 0, as the converter always has (0 °C shows 32 °F). Converted from
  // the amount as worked out, not as rounded for the echo.
  const amountOf = toDrives && typed.kind === 'value' ? committedValue : typed;
  const amount: { value: Exact; unit: NonNullable<typeof from> } | null =
    amountOf.kind === 'value'
      ? { value: amountOf.value, unit: units.find((u) => u.id === amountOf.unit.id) ?? from! }
      : amountOf.kind === 'empty' && from
        ? { value: exact(0n), unit: from }
        : null;
  const exactResult = amount?.unit && to && !error ? convertTyped(amount.value, amount.unit, to) : null;
  const compositions = category && to ? compositionsFor(category.compositions, units, to.id) : [];
  const mix = tentative ? (untakenReading.reading.composition ?? m.prefs.mix) : mixOf(m);
  const composition = compositions.find((c) => c.key === mix) ?? null;
  const shown =
    exactResult !== null && to
      ? showResult(exactResult, to, {
          precision: m.prefs.precision,
          format: m.prefs.format,
          composition,
          formatMixed: m.formatMixed,
          denominator: m.prefs.denominator,
        })
      : null;
  const status: AnswerStatus = toDrives
    ? m.toProblem?.kind === 'reading'
      ? 'reading'
      : m.toProblem
        ? 'error'
        : typed.kind === 'empty'
          ? 'empty'
          : 'answer'
    : r.status === 'reading'
      ? 'reading'
      : r.status === 'error'
        ? 'error'
        : tentative
          ? 'tentative'
          : waiting
            ? 'waiting'
            : r.status === 'empty'
              ? 'empty'
              : 'answer';
  const toReading = toDrives && m.toProblem?.kind === 'reading';
  const toUnfinished = toReading && m.toProblem?.kind === 'reading' && m.toProblem.unfinished === true;
  const calculated = calculation && !waiting ? calculatedAnswer(calculation.calculation, m.prefs) : null;
  return {
    status,
    /** A pause in typing takes what is shown (a reading not yet taken, or one the To box waits to finish). */
    pauseTakes: tentative || toUnfinished,
    /** The converter's own category and units (what the tabs and pickers show). */
    category: committed.category,
    from: committed.from,
    to: committed.to,
    /** The conversion the answer line shows (a tentative reading's, or the converter's). */
    answer: {
      category,
      from,
      to,
      conv,
      typed,
      amount: r.status === 'value' && !toDrives && !waiting ? r.reading.amount : null,
      exactResult,
      shown,
      error,
      /** An answer only the language gives, shown in place of the converter's. */
      calculated,
    },
    /** The pickers' error: the converter's own units. */
    error: conversionError(committed.category, m.conv.category, m.conv.fromUnit, m.conv.toUnit),
    compositions,
    composition,
    /**
     * What the To box shows: the text typed there, else the result as the answer shows it. A
     * calculated answer leaves it empty: the box stands beside the To unit, which the answer is not in.
     */
    toText:
      m.toText ??
      (typed.kind === 'value' && exactResult !== null && to && !tentative
        ? boxText(formatExact(exactResult, { ...m.prefs, grouping: false }).text)
        : ''),
    /** What has to load before the text can be read, or a tab or history entry shown. */
    needs: toReading
      ? { readers: true, category: (m.toProblem?.kind === 'reading' && m.toProblem.category) || null }
      : !toDrives && r.status === 'reading'
        ? r.needs
        : m.waiting
          ? { readers: false, category: m.waiting.category }
          : m.retypeNeeds
            ? { readers: false, category: m.retypeNeeds }
            : null,
    /** The error the From box's text has, for the sentence under it. */
    textError: !toDrives && r.status === 'error' ? r.typed.error : null,
    /** The formula of the pair the answer shows ('' for none). */
    formula: error ? '' : formulaFor(m, from, to),
  };
}

/** A calculated answer as the answer line shows it, in the visitor's number format and precision. */
function calculatedAnswer(c: Calculation & { ok: true }, prefs: DisplayPrefs): CalculatedLine | null {
  const shown = calculationText(c, prefs.format, prefs.precision);
  // Nothing to show is no answer: the line says so rather than showing a blank.
  if (shown.text.trim() === '') return null;
  // A reading below absolute zero ('-329 °C in mK', '-273.15 °C - 1 K to °C') is said to be one, as
  // the converter says it; a difference is none (its answer is never on a scale with an offset).
  const [only] = c.parts;
  const format = prefs.format;
  const coldNote =
    (c.source && absoluteZeroNote(c.source.value, c.source.unit.unit, { format })) ??
    (c.parts.length === 1 ? absoluteZeroNote(only!.value, only!.unit.unit, { format }) : null);
  return { amount: c.amountText, ...shown, coldNote };
}

/** A pair's formula, worked out by the formula builder; none until it has loaded. */
function formulaFor(m: Model, from: UnitRecord | undefined, to: UnitRecord | undefined): string {
  if (!from || !to || !m.formulaOf) return '';
  // A pair's formula is the same at every value: worked out once a pair, not on every key.
  let byFrom = formulas.get(m.formulaOf);
  if (!byFrom) formulas.set(m.formulaOf, (byFrom = new WeakMap()));
  let byTo = byFrom.get(from);
  if (!byTo) byFrom.set(from, (byTo = new WeakMap()));
  let equation = byTo.get(to);
  if (equation === undefined) byTo.set(to, (equation = m.formulaOf(from, to).equation));
  return equation;
}
const formulas = new WeakMap<FormulaOf, WeakMap<UnitRecord, WeakMap<UnitRecord, string>>>();

/** What the To box's text means for the answer: the amount it gave From, or why there is none. */
function toTyped(m: Model, committedValue: TypedValue): TypedValue {
  if (m.toProblem?.kind === 'reading') return { kind: 'needsParser' };
  if (m.toProblem?.kind === 'error') return { kind: 'error', error: m.toProblem.error };
  return (m.toText ?? '').trim() === '' ? { kind: 'empty' } : committedValue;
}

export type ConverterView = ReturnType<typeof view>;
