/**
 * The converter's answer as text, one pure function: what the answer line, Copy, the fraction
 * and mixed-unit lines, the notes and the one-unit line show for a conversion. The converter
 * renders it (ConverterAnswer), and the quick-convert page writes it into its built form for
 * the pair its address names before the converter is live, so both show the same thing.
 */
import { absoluteZeroNote } from './absoluteZero';
import { honestFraction, pairPageFraction } from './fraction';
import {
  AUTO,
  equalsSign,
  exactDigits,
  formatAmount,
  formatExact,
  sentenceSign,
  type NumberFormatId,
  type Precision,
} from './numberFormat';
import { convertTyped, copyText, type ShownResult, type TypedValue } from './quantityResult';
import { isExactlyKnown, ONE, type Exact } from './rational';
import type { UnitRecord } from './types';
import { unitWord } from './unitText';

export interface AnswerInput {
  from: UnitRecord | undefined;
  to: UnitRecord | undefined;
  /** What the box's text means (the amount and the unit it is in). */
  typed: TypedValue;
  /** The amount as typed when it names its units ('5 ft 3 in'); null to show the number in the from-unit. */
  amount: string | null;
  /** The exact result in the to-unit, and how it is shown; null without one. */
  exactResult: Exact | null;
  shown: ShownResult | null;
  /** The pair cannot convert (the error is said elsewhere). */
  error: boolean;
  /** The value in the from-unit (0 for nothing typed). */
  fromValue: Exact;
  prefs: { precision: Precision; format: NumberFormatId };
  /** The Exact view is on: every digit, or the exact fraction. */
  exactView: boolean;
  /** What is measured, when the units weigh a thing ('all-purpose flour'): named after the amount. */
  subject?: string;
}

export interface AnswerView {
  /** '72 °F ≈ ' before the number, '' without a sentence. */
  lead: string;
  /** The number ('22.22222222'), 'No finite value', or ''. */
  result: string;
  /** ' °C' after the number, '' without a sentence. */
  unit: string;
  /** Said in place of an answer: 'Enter a value to convert' (nothing typed), 'No result', or ''. */
  hint: string;
  /** There is a sentence ('72 °F ≈ 22.22222222 °C'), not only a number or a hint. */
  sentence: boolean;
  /** A rounded answer whose exact value can be shown (the Exact button). */
  canBeExact: boolean;
  /** What Copy copies; '' when there is nothing to copy. */
  copy: string;
  copyDisabled: boolean;
  /** In a unit measured in fractions: '= 2 1/2 in' for an answer that is exactly one, '≈ 3 15/16 in' beside a rounded answer near one; '' otherwise. */
  fraction: string;
  /** The answer in mixed units ('5 ft 3 in'), when chosen. */
  mixed: { text: string; exact: boolean } | null;
  /** Said of a temperature below absolute zero. */
  coldNote: string | null;
  /** '0 liters per 100 kilometers has no finite value in kilometers per liter.', or why a negative amount has no level. */
  noFiniteNote: string | null;
  /** The facts under the answer (one-unit line, formula) are shown. */
  facts: boolean;
  /**
   * Said in the formula's place where the pair rests on a measured density (a cup of flour in
   * grams): its factor is an average, so there is no formula to give.
   */
  measuredNote: string | null;
  /** '1 meter ≈ ' + '3.280839895' + ' feet'; null on offset scales, where the formula says it. */
  unitLine: { lead: string; number: string; word: string } | null;
}

/** The line in a measured pair's formula place. */
export const MEASURED_NOTE = 'Rounded: what a measure of an ingredient weighs is a measured average.';

/** A unit's symbol after a number; a kitchen measure known only by its word takes its plural ('2 sticks'). */
const symbolAfter = (numberText: string, unit: UnitRecord) =>
  unit.measured && unit.symbol === unit.name ? unitWord(numberText, unit.name, unit.plural) : unit.symbol;

/** What the converter's answer shows for a conversion. */
export function answerView({
  from,
  to,
  typed,
  amount,
  exactResult,
  shown,
  error,
  fromValue,
  prefs,
  exactView,
  subject,
}: AnswerInput): AnswerView {
  const perUnit = from && to && !error ? convertTyped(ONE, from, to) : null;
  // The one-unit line is a fact of the pair, like the formula: Auto whatever precision the answer is rounded to.
  const perUnitShown =
    perUnit === null ? null : formatExact(perUnit, { precision: AUTO, format: prefs.format, grouping: true });
  // No '1 unit = …' line where the scale is not proportional: temperatures and levels in decibels.
  const offsetScale = [from?.kind, to?.kind].some((k) => k === 'affine' || k === 'logarithmic');
  // No number for a typed 0 in a reciprocal pair (0 L/100 km is no finite km/L) or a level
  // (0 mW is no finite dBm), nor for a negative amount as a level; for any other value only
  // beyond what can be shown. Nothing typed or unreadable text shows nothing.
  const negativeLevel = to?.kind === 'logarithmic' && fromValue.num < 0n;
  const noFiniteValue =
    !error && typed.kind === 'value' && exactResult === null && (fromValue.num === 0n || negativeLevel);
  // Only a rounded rational answer has more to show; its digits are worked out only when asked for.
  const canBeExact =
    !error &&
    typed.kind === 'value' &&
    shown !== null &&
    !shown.exact &&
    exactResult !== null &&
    isExactlyKnown(exactResult);
  const exactText =
    canBeExact && exactView && exactResult
      ? exactDigits(exactResult, { format: prefs.format, grouping: true })
      : null;
  const result =
    error || !shown || typed.kind === 'empty'
      ? noFiniteValue
        ? 'No finite value'
        : ''
      : (exactText ?? shown.text);
  const copy =
    !shown || !to
      ? ''
      : exactText && exactResult
        ? `${exactDigits(exactResult, { format: prefs.format, grouping: false })} ${to.symbol}`
        : copyText(shown, to);
  // The amount as typed when it names its units ('5 ft 3 in'), else the number formatted, in the from-unit.
  const echoed =
    typed.kind === 'value' ? formatAmount(typed.value, { format: prefs.format, grouping: true }) : null;
  const amountText = echoed?.text ?? '';
  // Text shown as typed is the amount itself; a rounded echo makes the sentence approximate.
  const echoExact = { exact: amount !== null || (echoed?.exact ?? true) };
  const typedAmount =
    typed.kind === 'value' ? (amount ?? `${amountText} ${from ? symbolAfter(amountText, from) : ''}`) : null;
  const sentence =
    result !== '' && !noFiniteValue && typedAmount !== null && to !== undefined && shown !== null;
  const coldNote =
    typed.kind === 'value' && !error
      ? absoluteZeroNote(typed.value, typed.unit, { to, format: prefs.format })
      : null;
  // In a unit measured in fractions, an answer that is exactly a simple fraction shows it
  // (= 2 1/2 in), and a rounded one near a quarter, half, eighth or 15/16 that fraction
  // (≈ 3 15/16 in); never an approximate fraction beside an exact answer, nor beside a mixed-unit one.
  const fraction =
    sentence && to.fractions && !shown.mixed && exactResult ? pairPageFraction(exactResult) : null;
  const near = fraction && (fraction.exact || !shown?.exact) ? fraction : null;
  return {
    lead: sentence
      ? `${typedAmount}${subject ? ` of ${subject}` : ''} ${sentenceSign(echoExact, { exact: exactText !== null || shown.exact })} `
      : '',
    result,
    unit: sentence ? ` ${symbolAfter(result, to)}` : '',
    hint: result !== '' ? '' : typed.kind === 'empty' ? 'Enter a value to convert' : 'No result',
    sentence,
    canBeExact,
    copy,
    copyDisabled: error || exactResult === null || typed.kind === 'empty',
    fraction: near && to ? `${honestFraction(near)} ${to.symbol}` : '',
    mixed: !error && shown?.mixed ? shown.mixed : null,
    coldNote,
    noFiniteNote:
      !noFiniteValue || !from || !to
        ? null
        : negativeLevel
          ? `A negative amount has no level in ${to.plural}: a level measures an amount above zero.`
          : `0 ${from.plural} has no finite value in ${to.plural}.`,
    facts: !error && from !== undefined && to !== undefined && perUnit !== null,
    measuredNote: perUnit?.measured ? MEASURED_NOTE : null,
    unitLine:
      offsetScale || !from || !to || !perUnitShown
        ? null
        : {
            lead: `1 ${from.name}${subject ? ` of ${subject}` : ''} ${equalsSign(perUnitShown)} `,
            number: perUnitShown.text,
            word: ` ${unitWord(perUnitShown.text, to.name, to.plural)}`,
          },
  };
}

/** The quiet line under the answer that gives the pair's formula. */
export const formulaLine = (equation: string) => `Formula: ${equation}`;
