/**
 * Typed text read into a widget's view, as pure functions: the quick-convert page's simple
 * converter (rendered at build time and kept live by quickConvert.client.ts with the same
 * functions) and the pair page's table rows. `quickFormView` gives the answer sentence the
 * converter shows ('10 cm ≈ 3.937007874 in'). No catalogue import.
 */
import { honestFraction, quickFormFraction, simpleConverterFraction, type NearestFraction } from './fraction';
import {
  AUTO,
  equalsSign,
  formatAmount,
  formatExact,
  sentenceSign,
  type FormattedNumber,
  type NumberFormatId,
  type Precision,
} from './numberFormat';
import type { Diagnostic, ParseUnit } from './quantity';
import {
  convertTyped,
  copyText,
  readTyped,
  showResult,
  type Composition,
  type MixedFormatter,
  type QuantityReader,
} from './quantityResult';
import type { Exact } from './rational';
import { unitWord } from './unitText';
import { absoluteZeroNote } from './absoluteZero';

/** A unit a widget converts to; `fractions` (from the catalogue) when its results are also shown as fractions. */
export type TargetUnit = ParseUnit & { fractions?: boolean };

/** What a widget knows: its two units, the category's units and the parser once loaded (null before), its display. */
export interface WidgetContext {
  from: ParseUnit;
  to: TargetUnit;
  units: readonly ParseUnit[] | null;
  read: QuantityReader | null;
  precision?: Precision;
  format?: NumberFormatId;
  composition?: Composition | null;
  formatMixed?: MixedFormatter | null;
  denominator?: number;
}

/** What a widget shows for a text. `state` says why the result is empty, when it is. */
export interface WidgetView {
  state: 'result' | 'empty' | 'cleared' | 'error' | 'needsParser' | 'needsUnits' | 'noValue';
  to: string;
  line: string;
  /** The unit typed with the number, when it is not the widget's from-unit. */
  typedUnit?: ParseUnit;
  error?: Diagnostic;
  /** The plain number and the to-unit's symbol (what Copy copies); '' without a result. */
  copy: string;
  /** The answer in symbols, '10 ft = 3.048 m' (the mixed form when one is chosen); '' without a result. */
  answer: string;
  /** Said of a temperature below absolute zero (also at the end of `line`). */
  note?: string;
  /** The typed amount in the from-unit, with a result (what the pictures show). */
  value?: Exact;
}

const EMPTY: Omit<WidgetView, 'state'> = { to: '', line: '', copy: '', answer: '' };

/** A unit's short label after a number: its symbol, or its word when it has none. */
export function unitLabel(unit: Pick<ParseUnit, 'name' | 'plural' | 'symbol'>, valueText: string): string {
  return unit.symbol || unitWord(valueText, unit.name, unit.plural);
}

/** '10 ft = 3.048 m', '10 cm ≈ 3.937007874 in'; with a mixed form, '160 cm ≈ 5 ft 3 in' ('=' when the mixed form is exact). */
export function answerSentence(
  from: Pick<ParseUnit, 'name' | 'plural' | 'symbol'>,
  input: string,
  to: Pick<ParseUnit, 'name' | 'plural' | 'symbol'>,
  result: FormattedNumber,
  mixed?: FormattedNumber | null,
): string {
  const left = `${input} ${unitLabel(from, input)}`;
  return mixed
    ? `${left} ${equalsSign(mixed)} ${mixed.text}`
    : `${left} ${equalsSign(result)} ${result.text} ${unitLabel(to, result.text)}`;
}

interface Computed {
  /** The typed amount in the widget's from-unit, and the result in its to-unit. */
  input: Exact;
  result: Exact | null;
  typedUnit?: ParseUnit;
}

function compute(ctx: WidgetContext, text: string): Computed | Pick<WidgetView, 'state' | 'error'> {
  const typed = readTyped(text, ctx.from, ctx.units, ctx.format ?? 'dot', ctx.read);
  if (typed.kind === 'empty') return { state: 'empty' };
  if (typed.kind === 'needsParser' || typed.kind === 'needsUnits') return { state: typed.kind };
  if (typed.kind === 'error') return { state: 'error', error: typed.error };
  const input = typed.unit.id === ctx.from.id ? typed.value : convertTyped(typed.value, typed.unit, ctx.from);
  if (input === null) return { state: 'noValue' };
  const typedUnit = typed.unit.id === ctx.from.id ? undefined : typed.unit;
  return { input, result: convertTyped(input, ctx.from, ctx.to), typedUnit };
}

/** The typed amount as the answer echoes it, rounded as Auto rounds, in the visitor's format. */
function echo(ctx: WidgetContext, input: Exact): FormattedNumber {
  return formatAmount(input, { format: ctx.format ?? 'dot', grouping: true });
}

/** The fraction a rule gives for a result, '' unless the target unit is measured in fractions (US customary and imperial lengths, weights, volumes, areas). */
function fractionFor(
  ctx: WidgetContext,
  result: Exact,
  rule: (x: Exact) => NearestFraction | null,
): NearestFraction | null {
  return ctx.to.fractions && !ctx.composition ? rule(result) : null;
}

/**
 * The widget's view: the To text, the 'Result: …' line (with `extra` after it) and Copy's text.
 * `line` gets the echoed input, the shown result, its '=' or '≈' and the exact result.
 */
function view(
  ctx: WidgetContext,
  text: string,
  line: (input: string, to: string, sign: string, result: Exact) => string,
): WidgetView {
  const c = compute(ctx, text);
  if (!('input' in c)) return { ...EMPTY, ...c };
  if (c.result === null) return { ...EMPTY, state: 'noValue', typedUnit: c.typedUnit };
  const shown = showResult(c.result, ctx.to, {
    precision: ctx.precision ?? AUTO,
    format: ctx.format ?? 'dot',
    composition: ctx.composition,
    formatMixed: ctx.formatMixed,
    denominator: ctx.denominator,
  });
  const echoed = echo(ctx, c.input);
  const input = echoed.text;
  let full = line(input, shown.text, sentenceSign(echoed, shown), c.result);
  if (shown.mixed) full += ` ${equalsSign(shown.mixed)} ${shown.mixed.text}`;
  const answer = answerSentence(
    ctx.from,
    input,
    ctx.to,
    { text: shown.text, exact: shown.exact && echoed.exact },
    shown.mixed && { ...shown.mixed, exact: shown.mixed.exact && echoed.exact },
  );
  const note = absoluteZeroNote(c.input, ctx.from, { to: ctx.to, format: ctx.format ?? 'dot' });
  if (note) full += `. ${note}`;
  return {
    state: 'result',
    to: shown.text,
    line: full,
    copy: copyText(shown, ctx.to),
    answer,
    typedUnit: c.typedUnit,
    value: c.input,
    ...(note ? { note } : {}),
  };
}

// ------------------------------------------------------------------ unit-pair page

export const PAIR_DEFAULT_INPUT = '10';

/**
 * One row of the pair page's conversion table: the exact input and its result, with the
 * result's precision and the visitor's format ('—' where there is no finite answer). The page
 * renders the rows at build time and its script re-renders them when the display changes.
 */
export function tableRow(
  from: ParseUnit,
  to: ParseUnit,
  x: Exact,
  precision: Precision = AUTO,
  format: NumberFormatId = 'dot',
): { input: string; output: string } {
  const y = convertTyped(x, from, to);
  const options = { precision, format, grouping: true };
  return {
    input: formatExact(x, { ...options, precision: AUTO }).text,
    output: y === null ? '—' : formatExact(y, options).text,
  };
}

// ------------------------------------------------------------------ quick-convert form

export const QUICK_FORM_DEFAULT_INPUT = '10';

/** The quick-convert form: unit words that agree with the number; the form's own fraction rule (denominators up to 16). */
export function quickFormView(ctx: WidgetContext, text: string): WidgetView {
  const { from, to: target } = ctx;
  return view(ctx, text, (input, to, sign, result) => {
    const fraction = fractionFor(ctx, result, quickFormFraction);
    const line = `Result: ${input} ${unitWord(input, from.name, from.plural)} ${sign} ${to} ${unitWord(to, target.name, target.plural)}`;
    return fraction ? `${line} ${honestFraction(fraction)} ${target.plural}` : line;
  });
}

// ------------------------------------------------------------------ quick-convert simple converter

export const SIMPLE_DEFAULT_INPUT = '1';

/** The simple converter: the result and 'X units = Y (fraction) units', the words agreeing with the numbers. */
export function simpleView(
  ctx: WidgetContext,
  text: string,
): { result: string; sentence: string; view: WidgetView } {
  const { from, to: target } = ctx;
  const v = view(ctx, text, (input, to, sign, result) => {
    const fraction = fractionFor(ctx, result, simpleConverterFraction);
    const shownFraction = fraction ? ` (${honestFraction(fraction)})` : '';
    return `${input} ${unitWord(input, from.name, from.plural)} ${sign} ${to}${shownFraction} ${unitWord(to, target.name, target.plural)}`;
  });
  return { result: v.state === 'result' ? v.to : '0', sentence: v.line, view: v };
}
