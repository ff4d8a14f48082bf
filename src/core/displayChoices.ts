/**
 * The choices the display-options controls offer, with their labels, in one place: the
 * React converter and the pair pages' static controls render the same lists.
 */
import { NUMBER_FORMATS, type NumberFormatId, type Precision } from './numberFormat';
import {
  DECIMALS_DENOMINATOR,
  FIXED_DECIMALS,
  normalizePrecision,
  SIGNIFICANT_DIGITS,
  TAPE_DENOMINATORS,
} from './precision';

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
  {
    label: 'Significant figures',
    choices: range(SIGNIFICANT_DIGITS.min, SIGNIFICANT_DIGITS.max).map((n) => ({
      value: `s${n}`,
      label: significantLabel(n),
    })),
  },
  {
    label: 'Decimal places',
    choices: range(FIXED_DECIMALS.min, FIXED_DECIMALS.max).map((n) => ({
      value: `d${n}`,
      label: decimalsLabel(n),
    })),
  },
];

function significantLabel(n: number): string {
  return `${n} significant figure${n === 1 ? '' : 's'}`;
}
function decimalsLabel(n: number): string {
  return `${n} decimal place${n === 1 ? '' : 's'}`;
}

/** '1,234.5', '1.234,5', '1 234,5'. */
export const FORMAT_CHOICES: Choice[] = (Object.keys(NUMBER_FORMATS) as NumberFormatId[]).map((id) => ({
  value: id,
  label: NUMBER_FORMATS[id].label,
}));

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

/** The folded options' title at the default settings. */
export const DISPLAY_SUMMARY = 'Precision and number format';

export interface DisplaySettings {
  precision: Precision;
  format: NumberFormatId;
  /** The chosen composition's symbols where it applies to the answer, else null. */
  mixed: readonly string[] | null;
  denominator: number;
}

/**
 * The folded display options' title: at the defaults 'Precision and number format'; otherwise
 * 'Display · ' and each setting that differs ('Display · 3 significant figures · ft + in'), so a
 * visitor sees why answers look rounded without opening it. `defaultFormat` is the visitor's
 * language's own; null while it is not known, when the format is not named.
 */
export function displaySummary(settings: DisplaySettings, defaultFormat: NumberFormatId | null): string {
  const p = normalizePrecision(settings.precision);
  const parts: string[] = [];
  if (p.kind === 'significant') parts.push(significantLabel(p.digits));
  if (p.kind === 'decimals') parts.push(decimalsLabel(p.decimals));
  if (defaultFormat !== null && settings.format !== defaultFormat)
    parts.push(NUMBER_FORMATS[settings.format].label);
  if (settings.mixed) {
    parts.push(compositionLabel(settings.mixed));
    const den = DENOMINATOR_CHOICES.find((c) => c.value === String(settings.denominator));
    if (settings.denominator !== 0 && den) parts.push(den.label);
  }
  return parts.length === 0 ? DISPLAY_SUMMARY : `Display · ${parts.join(' · ')}`;
}
