/**
 * A calculation's answer as text, written by the one formatter: '120 mi', '≈ 5 ft 10.86614173 in',
 * '12° 30′ 0″'. Every surface that shows a calculation (the converter's message, the calculator
 * tape) writes it so.
 */
import { AUTO, formatExact, type NumberFormatId, type Precision } from '../numberFormat';
import type { AnswerPart, Calculation } from './calculate';
import { withSymbol } from '../unitText';

export interface CalculationText {
  /** The answer without '=' or '≈': '120 mi'. */
  text: string;
  /** True when every shown digit is exact. */
  exact: boolean;
  /** The last unit as written after its number (' mi', '″'; '' for a plain number): an answer line sets it apart from the number. */
  unit: string;
}

export function calculationText(
  c: Calculation & { ok: true },
  format: NumberFormatId = 'dot',
  precision: Precision = AUTO,
): CalculationText {
  const options = { precision, format, grouping: true };
  let exact = true;
  let unit = '';
  const pieces = c.parts.map(({ value, unit: meaning }) => {
    const number = formatExact(value, options);
    exact &&= number.exact;
    unit = withSymbol('', meaning.unit.symbol);
    return `${number.text}${unit}`;
  });
  if (c.coherent) {
    const number = formatExact(c.coherent.value, options);
    exact &&= number.exact;
    unit = c.coherent.symbol ? ` ${c.coherent.symbol}` : '';
    pieces.push(`${number.text}${unit}`);
  }
  return { text: pieces.join(' '), exact, unit };
}

/** '60 mph * 2 h = 120 mi', or with '≈' when the answer is rounded. */
export function calculationSentence(c: Calculation & { ok: true }, format: NumberFormatId = 'dot'): string {
  const answer = calculationText(c, format);
  return `${c.amountText} ${answer.exact ? '=' : '≈'} ${answer.text}`;
}

/**
 * Where a converter can take the answer up: the amount it starts from (the computed amount in
 * its natural unit, else the amount asked about). None for an answer in units the catalogue
 * does not have ('to Wh/mi'): the category of its dimension (force, for energy per distance)
 * is not what was asked.
 */
export function converterStart(c: Calculation & { ok: true }): AnswerPart | null {
  if (c.targeted && c.parts.length === 0) return null;
  return c.computed ?? c.source;
}
