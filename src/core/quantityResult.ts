/**
 * From typed text to the shown answer, the same way on every converter surface: parse the
 * text exactly, convert it exactly, then format it once with the visitor's precision, number
 * format and mixed-unit choice. Pure: the React converter, the pair-page scripts and the
 * pages rendered at build time all call it, so they never disagree.
 */
import { convertExact, pairConversion } from './conversion';
import {
  formatExact,
  NUMBER_FORMATS,
  type DisplayOptions,
  type NumberFormatId,
  type Precision,
} from './numberFormat';
import { lastPartDenominator } from './precision';
import type { CompositionPart, formatMixed } from './mixedUnits';

/** The mixed-unit formatter (formatMixed), loaded by pages only once a composition is chosen. */
export type MixedFormatter = typeof formatMixed;
import type { Diagnostic, ParseUnit, QuantityParse, DecimalMark } from './quantity';
import { asMeasured, mul, fromRatioString, type Exact } from './rational';
import { parseExact } from './quantityNumber';
import { terminatingDecimal } from './numberText';

/** The full quantity parser (parseQuantity). Pages load it when text is more than a plain number, to keep their first JavaScript small. */
export type QuantityReader = (
  text: string,
  units: readonly ParseUnit[],
  decimal?: DecimalMark,
) => QuantityParse;

/** What typed text means for a from → to conversion. */
export type TypedValue =
  | { kind: 'empty' }
  | { kind: 'error'; error: Diagnostic }
  /** More than a plain number was typed and the page has not loaded the parser yet. */
  | { kind: 'needsParser' }
  /** Letters were typed but the unit list is not loaded yet (a light page fetches it). */
  | { kind: 'needsUnits' }
  /** The typed amount, in `unit` (the unit typed with the number, or the from-unit). */
  | { kind: 'value'; value: Exact; unit: ParseUnit; typedUnit: boolean };

const NEEDS_UNITS = /[^\d\s.,+\-−–‒－*×·/÷()^eE\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/;

/**
 * Reads typed text for a conversion from `from`. `units` is the category's unit list, or
 * null where the page has not loaded it: plain numbers and arithmetic still work then.
 * `read` is the parser, or null where the page has not loaded it: plain numbers still work.
 */
export function readTyped(
  text: string,
  from: ParseUnit,
  units: readonly ParseUnit[] | null,
  format: NumberFormatId,
  read: QuantityReader | null,
): TypedValue {
  if (text.trim() === '') return { kind: 'empty' };
  // A number alone is read at once, as the parser would read it: typing digits never waits for a load.
  const plain = parseExact(text, decimalMark(format));
  if (plain) return { kind: 'value', value: plain, unit: from, typedUnit: false };
  if (read === null) return { kind: 'needsParser' };
  if (units === null && NEEDS_UNITS.test(text.replace(/e(?=[+\-−]?\d)/gi, ''))) return { kind: 'needsUnits' };
  const parsed = read(text, units ?? [], decimalMark(format));
  if (!parsed.ok)
    return parsed.diagnostic.kind === 'empty'
      ? { kind: 'empty' }
      : { kind: 'error', error: parsed.diagnostic };
  return { kind: 'value', value: parsed.value, unit: parsed.unit ?? from, typedUnit: parsed.unit !== null };
}

export function decimalMark(format: NumberFormatId): '.' | ',' {
  return NUMBER_FORMATS[format].decimal === ',' ? ',' : '.';
}

/**
 * The exact value of `value` (in `unit`) in `to`; null when there is no finite answer or the
 * pair cannot convert. Between a measured unit (a cup of an ingredient) and one that is not
 * (grams), it rests on a measured density and is marked so.
 */
export function convertTyped(value: Exact, unit: ParseUnit, to: ParseUnit): Exact | null {
  if (unit === to || unit.id === to.id) return value;
  try {
    const result = convertExact(pairConversion(unit, to), value);
    return result !== null && Boolean(unit.measured) !== Boolean(to.measured) ? asMeasured(result) : result;
  } catch {
    return null;
  }
}

/** A composition of units (largest first) the answer can be shown in. */
export interface Composition {
  /** 'foot.inch': how permalinks and storage name it. */
  key: string;
  parts: (CompositionPart & { id: string })[];
}

export interface ShownResult {
  /** The number as displayed (grouped, chosen precision and format). */
  text: string;
  /** The number as Copy gives it: no grouping. */
  plain: string;
  /** True when the shown digits are the exact value. */
  exact: boolean;
  /** The answer in mixed units ('5 ft 3 1/4 in') when one is chosen and applies, else null. */
  mixed: { text: string; exact: boolean } | null;
}

/** What Copy gives on every surface: the mixed-unit form when one is chosen ('5 ft 10 7/8 in'), else the plain number and the unit's symbol. */
export function copyText(shown: ShownResult, to: Pick<ParseUnit, 'symbol'>): string {
  return shown.mixed ? shown.mixed.text : `${shown.plain} ${to.symbol}`;
}

export interface ShowOptions {
  precision: Precision;
  format: NumberFormatId;
  /** The chosen composition, when it contains the to-unit; shown once `formatMixed` is there. */
  composition?: Composition | null;
  formatMixed?: MixedFormatter | null;
  /** The last part's chosen denominator (2 … 64), 1 for decimals, 0 or absent for the composition's own. */
  denominator?: number;
}

/** The answer as shown: number, plain number for Copy, honesty flag and the mixed form. */
export function showResult(result: Exact, to: ParseUnit, options: ShowOptions): ShownResult {
  const display: DisplayOptions = { precision: options.precision, format: options.format, grouping: true };
  const shown = formatExact(result, display);
  const plain = formatExact(result, { ...display, grouping: false }).text;
  let mixed: ShownResult['mixed'] = null;
  const c = options.composition;
  if (c && to.kind === 'linear' && c.parts.some((p) => p.id === to.id)) {
    const inBase = mul(result, fromRatioString(to.factor));
    mixed = options.formatMixed
      ? options.formatMixed(inBase, c.parts, {
          ...display,
          denominator: lastPartDenominator(options.denominator, c.key),
        })
      : null;
  }
  return { text: shown.text, plain, exact: shown.exact, mixed };
}

/** The compositions a unit list offers for a to-unit: those that contain it. */
export function compositionsFor(
  compositions: readonly string[][] | undefined,
  units: readonly ParseUnit[],
  toId: string,
): Composition[] {
  const out: Composition[] = [];
  for (const ids of compositions ?? []) {
    if (!ids.includes(toId)) continue;
    const parts = ids.map((id) => units.find((u) => u.id === id));
    if (parts.every((p): p is ParseUnit => p !== undefined))
      out.push({
        key: ids.join('.'),
        parts: parts.map((p) => ({ id: p.id, symbol: p.symbol, factor: p.factor })),
      });
  }
  return out;
}

/**
 * The input text for a permalink's value: the value is written in the link's number format
 * ('1,234.5' unless the link says otherwise); where the visitor reads numbers with the other
 * decimal mark, a plain number is rewritten in theirs ('2.5' → '2,5'). A value that cannot be
 * read is kept as linked: the box shows it and the reader says why, as it does for typed text,
 * rather than a silent 0.
 */
export function permalinkText(
  value: string,
  linkFormat: NumberFormatId,
  shownFormat: NumberFormatId,
  from: ParseUnit,
  units: readonly ParseUnit[],
  read: QuantityReader,
): string {
  const typed = readTyped(value, from, units, linkFormat, read);
  if (typed.kind !== 'value') return value;
  if (decimalMark(linkFormat) === decimalMark(shownFormat) || typed.typedUnit) return value;
  return exactValueText(typed.value, decimalMark(shownFormat));
}

/** An exact value as text the parser reads back exactly: its decimal ('5.25', '5,25') or, when it has none, its fraction ('1/3'). */
export function exactValueText(value: Exact, decimal: DecimalMark = '.'): string {
  const amount =
    terminatingDecimal(value.num, value.den)?.text.replace('.', decimal) ?? `${value.num}/${value.den}`;
  // A multiple of a power of π ('1/2 pi', '180/pi', '3*pi^2'), as the reader reads it back.
  const k = Math.abs(value.piPower);
  if (k === 0 || value.num === 0n) return amount;
  return `${amount}${value.piPower > 0 ? '*' : '/'}pi${k === 1 ? '' : `^${k}`}`;
}
