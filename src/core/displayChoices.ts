/**
 * The choices the display-options controls offer, with their labels, in one place: the
 * React converter and the pair pages' static controls render the same lists.
 */
import { NUMBER_FORMATS, type NumberFormatId } from './numberFormat';
import { DECIMALS_DENOMINATOR, FIXED_DECIMALS, SIGNIFICANT_DIGITS, TAPE_DENOMINATORS } from './precision';

export interface Choice {
  /** The value stored and put in permalinks ('auto', 's4', 'd2'; 'dot'; '16'). */
  value: string;
  label: string;
}

export interface ChoiceGroup {
  /** Shown as an <optgroup> label; '' for options outside a group. */
  label: string;
  choices: Choice[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Auto, then 1–15 significant figures, then 0–12 decimal places. */
export const PRECISION_CHOICES: ChoiceGroup[] = [
  { label: '', choices: [{ value: 'auto', label: 'Auto' }] },
  { label: 'Significant figures', choices: range(SIGNIFICANT_DIGITS.min, SIGNIFICANT_DIGITS.max).map((n) => ({ value: `s${n}`, label: `${n} significant figure${n === 1 ? '' : 's'}` })) },
  { label: 'Decimal places', choices: range(FIXED_DECIMALS.min, FIXED_DECIMALS.max).map((n) => ({ value: `d${n}`, label: `${n} decimal place${n === 1 ? '' : 's'}` })) },
];

/** '1,234.5', '1.234,5', '1 234,5'. */
export const FORMAT_CHOICES: Choice[] = (Object.keys(NUMBER_FORMATS) as NumberFormatId[]).map((id) => ({ value: id, label: NUMBER_FORMATS[id].label }));

/** The last part of a mixed result: the composition's own (feet and inches to 1/16, the rest in decimals), decimals, or a fraction to 1/2 … 1/64. */
export const DENOMINATOR_CHOICES: Choice[] = [
  { value: '0', label: 'Auto' },
  { value: String(DECIMALS_DENOMINATOR), label: 'Decimals' },
  ...TAPE_DENOMINATORS.map((d) => ({ value: String(d), label: `Nearest 1/${d}` })),
];

/** 'ft + in' for a composition's symbols. */
export function compositionLabel(symbols: readonly string[]): string {
  return symbols.join(' + ');
}
