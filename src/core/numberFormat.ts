/**
 * The one formatter of results: shown digits come from the exact value, never from a double.
 *
 * - A value is rounded once, with BigInt, half away from zero. Values with a factor of π have
 *   no finite decimal: they go through a double and show at most 15 significant digits, so
 *   float noise never shows.
 * - Auto, the same on every surface: 6 significant digits, trailing zeros trimmed (22.2222,
 *   0.000123457, 3.048); a value with fewer digits shows exactly, and below 10^10 every integer
 *   digit is kept (21,527,821). Powers of ten from 10^10 up and below 10^-6, so a value is
 *   never rounded away (6.21371 × 10⁻¹³) and no run of digits is longer than ten.
 * - Significant figures keep their trailing zeros (2.540), with powers of ten from 10^15 up
 *   and below 10^-6.
 * - Fixed decimals keep their trailing zeros; a non-zero value they would print as 0 shows 6
 *   significant digits with a power of ten, and from 10^15 up 10 significant digits.
 * - A power of ten is written for people on screen (9.46073 × 10¹⁸, 1 × 10⁻⁸) and as a
 *   spreadsheet reads it in plain text (9.46073e18): mantissa, 'e', exponent without '+'.
 *   Trailing zeros of the mantissa are trimmed unless the precision asks for significant figures.
 * - Never -0, NaN or Infinity; a minus is ASCII '-'. Grouping touches the integer part only,
 *   in threes from 4 digits up.
 */
import {
  doubleToFraction,
  decimalExponent,
  pow10,
  roundMagnitude,
  roundScaled,
  roundedParts,
  type Rounded,
} from './decimalRounding';
import { AUTO, measuredDigits, normalizePrecision, type Precision } from './precision';
import { exact, toNumber, type Exact } from './rational';

export { AUTO, parsePrecisionCode, precisionCode, type Precision } from './precision';
export { defaultNumberFormat } from './languageNumberFormat';

export type NumberFormatId = 'dot' | 'comma' | 'space';

const NARROW_NO_BREAK_SPACE = '\u202F';

export const NUMBER_FORMATS: Record<NumberFormatId, { group: string; decimal: string; label: string }> = {
  dot: { group: ',', decimal: '.', label: '1,234.5' },
  comma: { group: '.', decimal: ',', label: '1.234,5' },
  space: { group: NARROW_NO_BREAK_SPACE, decimal: ',', label: `1${NARROW_NO_BREAK_SPACE}234,5` },
};

export interface DisplayOptions {
  precision: Precision;
  format: NumberFormatId;
  /**
   * Screen text (true): the integer part grouped, a power of ten written 9.46073 × 10¹⁸.
   * Plain text (false), what Copy copies, value boxes and links hold: no grouping, 9.46073e18,
   * as spreadsheets and the converter's own reader read it.
   */
  grouping: boolean;
}

export interface FormattedNumber {
  text: string;
  /** The text equals the value exactly (no rounding happened). */
  exact: boolean;
}

/** '=' before a shown number that is the value itself, '≈' before a rounded one. */
export function equalsSign(shown: { exact: boolean }): '=' | '≈' {
  return shown.exact ? '=' : '≈';
}

/** Significant digits a double can show without float noise. */
const DOUBLE_SIGNIFICANT = 15;

export function isNumberFormatId(x: unknown): x is NumberFormatId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(NUMBER_FORMATS, x);
}

function groupThrees(integer: string, group: string): string {
  if (integer.length < 4) return integer;
  const head = integer.length % 3 || 3;
  let out = integer.slice(0, head);
  for (let i = head; i < integer.length; i += 3) out += group + integer.slice(i, i + 3);
  return out;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** ' × 10⁻⁸': a power of ten as people write it. */
export function timesTenTo(exponent: number): string {
  const digits = String(Math.abs(exponent)).replace(/\d/g, (d) => SUPERSCRIPTS[Number(d)]!);
  return ` × 10${exponent < 0 ? '⁻' : ''}${digits}`;
}

/** The text of a rounded magnitude with its sign, in the chosen number format. */
export function renderRounded(r: Rounded, negative: boolean, options: DisplayOptions): string {
  const format = NUMBER_FORMATS[isNumberFormatId(options.format) ? options.format : 'dot'];
  const { integer, fraction, exponent } = roundedParts(r);
  const sign = negative && r.digits !== 0n ? '-' : '';
  const body =
    (options.grouping && exponent === null ? groupThrees(integer, format.group) : integer) +
    (fraction ? format.decimal + fraction : '');
  return sign + body + (exponent === null ? '' : options.grouping ? timesTenTo(exponent) : `e${exponent}`);
}

/** Zero under a precision: '0', '0.00' for 2 decimals, '0.000' for 4 significant figures. */
function zeroRounded(precision: Precision): Rounded {
  const places =
    precision.kind === 'significant'
      ? precision.digits - 1
      : precision.kind === 'decimals'
        ? precision.decimals
        : 0;
  return { digits: 0n, places, scientific: false, keepZeros: true, exact: true };
}

/** A magnitude num/den ≥ 0 rounded under the options (digits no finer than `finestPlace` when given) and its unsigned text. */
export function formatMagnitude(
  num: bigint,
  den: bigint,
  options: DisplayOptions,
  finestPlace?: number,
): { text: string; rounded: Rounded } {
  const precision = normalizePrecision(options.precision);
  const rounded = num === 0n ? zeroRounded(precision) : roundMagnitude(num, den, precision, finestPlace);
  return { text: renderRounded(rounded, false, options), rounded };
}

/** A whole number, grouped as the options say. */
export function formatWhole(n: bigint, options: DisplayOptions): string {
  return renderRounded(
    { digits: n < 0n ? -n : n, places: 0, scientific: false, keepZeros: true, exact: true },
    n < 0n,
    options,
  );
}

/** Rounds and writes an approximate value mantissa·10^exponent10, at most 15 significant digits. */
function formatApproximate(mantissa: number, exponent10: number, options: DisplayOptions): FormattedNumber {
  if (!Number.isFinite(mantissa)) return { text: '', exact: false };
  if (mantissa === 0) return { text: formatMagnitude(0n, 1n, options).text, exact: true };
  const f = doubleToFraction(Math.abs(mantissa));
  const num = exponent10 > 0 ? f.num * pow10(exponent10) : f.num;
  const den = exponent10 < 0 ? f.den * pow10(-exponent10) : f.den;
  const { rounded } = formatMagnitude(
    num,
    den,
    options,
    decimalExponent(num, den) - (DOUBLE_SIGNIFICANT - 1),
  );
  return { text: renderRounded(rounded, mantissa < 0, options), exact: rounded.exact };
}

/**
 * A value resting on a measured average, rounded to the digits it can claim (four significant,
 * or fewer when the visitor asks for fewer): then shown as Auto shows it, without zeros that
 * would claim more (125 g, not 125.0 g).
 */
function roundedMeasure(value: Exact, precision: Precision): Exact {
  const negative = value.num < 0n;
  const num = negative ? -value.num : value.num;
  const places = measuredDigits(precision) - 1 - decimalExponent(num, value.den);
  const { digits } = roundScaled(num, value.den, places);
  const signed = negative ? -digits : digits;
  return places >= 0 ? exact(signed, pow10(places)) : exact(signed * pow10(-places));
}

/** The shown text of an exact value. `exact` is true when the text equals the value exactly (no rounding happened); never for a value with π or an inexact one. */
export function formatExact(value: Exact, options: DisplayOptions): FormattedNumber {
  if (value.num === 0n) return { text: formatMagnitude(0n, 1n, options).text, exact: true };
  if (value.measured)
    return {
      text: formatExact(roundedMeasure(value, options.precision), { ...options, precision: AUTO }).text,
      exact: false,
    };
  const negative = value.num < 0n;
  const num = negative ? -value.num : value.num;
  if (value.piPower !== 0 || value.inexact) {
    // Scale the rational part to [1, 10) first, so 1e400·π neither overflows nor underflows a double.
    const e = decimalExponent(num, value.den);
    const scaled = toNumber({
      num: e < 0 ? num * pow10(-e) : num,
      den: e > 0 ? value.den * pow10(e) : value.den,
      piPower: value.piPower,
    });
    const approximate = formatApproximate(negative ? -scaled : scaled, e, options);
    return { text: approximate.text, exact: false };
  }
  const { rounded } = formatMagnitude(num, value.den, options);
  return { text: renderRounded(rounded, negative, options), exact: rounded.exact };
}

/**
 * A number's plain text as a value box shows it: a power of ten as people write it
 * ('3.24078 × 10⁻¹⁶', which the box's reader reads back), never 'e-16'.
 */
export function boxText(plain: string): string {
  return plain.replace(/e(-?\d+)$/, (_, exponent: string) => timesTenTo(Number(exponent)));
}

/** Significant digits an amount may keep when echoed: no run of digits longer than Auto allows. */
const AMOUNT_SIGNIFICANT = 10;

/**
 * An amount the visitor gave, as an answer echoes it: every digit when it has at most ten
 * ('9.290304', as typed), else rounded as Auto rounds every number shown ('0.333333' for a
 * third). A sentence says '=' only when both its sides are exact (`sentenceSign`), so a
 * rounded echo never claims '0.333333 cup = …'.
 */
export function formatAmount(
  value: Exact,
  options: Pick<DisplayOptions, 'format' | 'grouping'>,
): FormattedNumber {
  const whole = formatExact(value, {
    precision: { kind: 'significant', digits: AMOUNT_SIGNIFICANT },
    ...options,
  });
  if (!whole.exact) return formatExact(value, { precision: AUTO, ...options });
  const mark = `\\${NUMBER_FORMATS[options.format].decimal}`;
  // The mantissa's trailing zeros, before the end or a power of ten (' × 10⁸', 'e8').
  const text = whole.text
    .replace(new RegExp(`(${mark}\\d*?)0+(?=$| |e)`), '$1')
    .replace(new RegExp(`${mark}(?=$| |e)`), '');
  return { text, exact: true };
}

/** '=' between an amount and a result when both are shown exactly, else '≈'. */
export function sentenceSign(amount: { exact: boolean }, result: { exact: boolean }): '=' | '≈' {
  return amount.exact && result.exact ? '=' : '≈';
}

/** The format a number written in parts (Intl's formatToParts) shows: a comma decimal with a space group is 'space'. */
export function numberFormatOfParts(parts: readonly { type: string; value: string }[]): NumberFormatId {
  const decimal = parts.find((p) => p.type === 'decimal')?.value;
  const group = parts.find((p) => p.type === 'group')?.value ?? '';
  if (decimal !== ',') return 'dot';
  return /^\s$/u.test(group) ? 'space' : 'comma';
}

/**
 * The exact value, for the converter's "Exact" view: every digit of a terminating decimal
 * (grouped, in the visitor's number format), else the whole part and the exact fraction
 * ('22 2/9'); null for a value with a factor of π, which has no finite digits, or an inexact
 * one (a level's logarithm), whose digits are a double's.
 */
export function exactDigits(
  value: Exact,
  options: Pick<DisplayOptions, 'format' | 'grouping'>,
): string | null {
  if (value.piPower !== 0 || value.inexact) return null;
  const { num, den } = value;
  const sign = num < 0n ? '-' : '';
  const magnitude = num < 0n ? -num : num;
  const whole = formatWhole(magnitude / den, {
    precision: { kind: 'auto' },
    format: options.format,
    grouping: options.grouping,
  });
  const rest = magnitude % den;
  if (rest === 0n) return sign + whole;
  // A denominator made of 2s and 5s only ends after as many places as its larger count of them.
  let [odd, twos, fives] = [den, 0, 0];
  while (odd % 2n === 0n) [odd, twos] = [odd / 2n, twos + 1];
  while (odd % 5n === 0n) [odd, fives] = [odd / 5n, fives + 1];
  const places = Math.max(twos, fives);
  if (odd === 1n)
    return `${sign}${whole}${NUMBER_FORMATS[options.format].decimal}${((rest * 10n ** BigInt(places)) / den).toString().padStart(places, '0')}`;
  return `${sign}${magnitude < den ? '' : `${whole} `}${rest}/${den}`;
}

/**
 * A shown number cut where a line may break inside it, should it be longer than a line: after
 * each digit group's separator ('123,|456,|789') and before ' × 10ⁿ'. Joined, the parts are
 * the text again.
 */
export function numberLineParts(text: string): string[] {
  const groups = Object.values(NUMBER_FORMATS)
    .map((f) => f.group)
    .join('');
  const cut = new RegExp(`(?<=[${groups}])(?=\\d{3}(?!\\d))|(?= × 10)`, 'g');
  return text.split(cut);
}
