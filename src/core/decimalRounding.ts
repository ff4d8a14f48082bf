/**
 * Decimal rounding of exact non-negative rationals with BigInt: the one place where shown
 * digits are computed. Rounding is half away from zero (on magnitudes: half up).
 */

import type { Precision } from './precision';

const POWERS: bigint[] = [1n];

/** 10^n as a BigInt; the small powers every keystroke needs are computed once. */
export function pow10(n: number): bigint {
  if (n > 64) return 10n ** BigInt(n);
  while (POWERS.length <= n) POWERS.push(POWERS[POWERS.length - 1]! * 10n);
  return POWERS[n]!;
}

/** floor(log10(num/den)) for num, den > 0, from digit counts and one comparison. */
export function decimalExponent(num: bigint, den: bigint): number {
  const guess = num.toString().length - den.toString().length;
  // num/den lies in [10^(guess-1), 10^(guess+1)); one comparison decides which decade.
  const atLeast = guess >= 0 ? num >= den * pow10(guess) : num * pow10(-guess) >= den;
  return atLeast ? guess : guess - 1;
}

/** num/den·10^places rounded half up to an integer (num ≥ 0, den > 0); exact when nothing was dropped. */
export function roundScaled(num: bigint, den: bigint, places: number): { digits: bigint; exact: boolean } {
  const n = places >= 0 ? num * pow10(places) : num;
  const d = places >= 0 ? den : den * pow10(-places);
  const q = n / d;
  const r = n - q * d;
  return { digits: 2n * r >= d && r !== 0n ? q + 1n : q, exact: r === 0n };
}

const view = new DataView(new ArrayBuffer(8));

/** The exact value of a finite double as a fraction (its binary mantissa over a power of two). */
export function doubleToFraction(x: number): { num: bigint; den: bigint } {
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & 0xfffffffffffffn;
  if (biased !== 0) mantissa |= 1n << 52n;
  const power = (biased === 0 ? 1 : biased) - 1075;
  const sign = bits >> 63n === 1n ? -1n : 1n;
  if (power >= 0) return { num: sign * (mantissa << BigInt(power)), den: 1n };
  return { num: sign * mantissa, den: 1n << BigInt(-power) };
}

/** A rounded magnitude digits·10^-places, and how it is written. */
export interface Rounded {
  digits: bigint;
  places: number;
  scientific: boolean;
  /** Trailing zeros of the fraction (or of the mantissa) belong to the text. */
  keepZeros: boolean;
  /** Nothing was dropped: the text equals the value. */
  exact: boolean;
}

/** Scientific notation from 10^15 up, whatever the precision. */
const LARGE_EXPONENT = 15;
/**
 * Auto: this many significant digits, trailing zeros trimmed, about what people read at a
 * glance; below 10^10 the integer digits are all kept (21,527,821, never 21,527,800), from
 * there on a power of ten (9.46073 × 10¹²), so no run of digits is longer than ten. The one
 * Auto rule of every surface.
 */
export const AUTO_SIGNIFICANT = 6;
const AUTO_LARGE_EXPONENT = 10;
/** The decimals fallback for large values: this many significant digits in scientific notation. */
const FALLBACK_SIGNIFICANT = 10;
/** Fixed decimals that would print 0 for a non-zero value show this many significant digits instead. */
const DECIMALS_RESCUE_SIGNIFICANT = 6;
/** Auto and significant figures switch to scientific notation below 10^-6. */
const SMALL_EXPONENT = -6;

const digitCount = (n: bigint) => n.toString().length;

/** n significant digits of num/den (whose decimal exponent is e), renormalised when rounding carries (9.99 → 10.0). */
function toSignificant(num: bigint, den: bigint, e: number, n: number) {
  let places = n - 1 - e;
  const rounded = roundScaled(num, den, places);
  let digits = rounded.digits;
  if (digits === pow10(n)) {
    digits = pow10(n - 1);
    places -= 1;
  }
  return { digits, places, exact: rounded.exact };
}

/** n significant digits, fewer when finestPlace forbids the last ones (but at least one). */
function allowedDigits(n: number, e: number, finestPlace: number | undefined): number {
  return finestPlace === undefined ? n : Math.max(1, Math.min(n, e - finestPlace + 1));
}

/** Objects are built field by field here: spreading an object that holds BigInts is many times slower. */
function scientificRounded(num: bigint, den: bigint, e: number, n: number, keepZeros: boolean): Rounded {
  const r = toSignificant(num, den, e, n);
  return { digits: r.digits, places: r.places, exact: r.exact, scientific: true, keepZeros };
}

/**
 * Rounds num/den (num, den > 0) for display under one precision. `finestPlace`, when given,
 * is the smallest power of ten the digits may reach: an approximate value (a double) shows no
 * digit below it, so no float noise is shown.
 *
 * Auto is AUTO_SIGNIFICANT significant digits with trailing zeros trimmed, or every integer
 * digit of a value from 10^6 up to 10^10; a value is never rounded away (1 nm in miles is
 * 6.21371e-13).
 */
export function roundMagnitude(
  num: bigint,
  den: bigint,
  precision: Precision,
  finestPlace?: number,
): Rounded {
  const e = decimalExponent(num, den);
  if (precision.kind !== 'decimals') {
    const auto = precision.kind === 'auto';
    const large = auto ? AUTO_LARGE_EXPONENT : LARGE_EXPONENT;
    const autoDigits = e >= large ? AUTO_SIGNIFICANT : Math.max(AUTO_SIGNIFICANT, e + 1);
    const r = toSignificant(num, den, e, allowedDigits(auto ? autoDigits : precision.digits, e, finestPlace));
    const shown = digitCount(r.digits) - 1 - r.places;
    return {
      digits: r.digits,
      places: r.places,
      exact: r.exact,
      scientific: shown >= large || shown < SMALL_EXPONENT,
      keepZeros: !auto,
    };
  }
  if (e >= LARGE_EXPONENT)
    return scientificRounded(num, den, e, allowedDigits(FALLBACK_SIGNIFICANT, e, finestPlace), false);
  let places = finestPlace === undefined ? precision.decimals : Math.min(precision.decimals, -finestPlace);
  const rounded = roundScaled(num, den, places);
  let digits = rounded.digits;
  if (digits === 0n)
    return scientificRounded(num, den, e, allowedDigits(DECIMALS_RESCUE_SIGNIFICANT, e, finestPlace), false);
  // A carry into a new decade (99.99 → 100.0) would show one digit more than finestPlace allows.
  if (
    finestPlace !== undefined &&
    places > 0 &&
    places === -finestPlace &&
    digitCount(digits) - 1 - places > e
  ) {
    digits /= 10n;
    places -= 1;
  }
  return { digits, places, exact: rounded.exact, scientific: false, keepZeros: true };
}

function trimZeros(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 48) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** The digits of a rounded magnitude: integer part, fraction (without the mark) and exponent (null when fixed). */
export function roundedParts(r: Rounded): { integer: string; fraction: string; exponent: number | null } {
  if (r.scientific) {
    const s = r.digits.toString();
    const fraction = s.slice(1);
    return {
      integer: s[0]!,
      fraction: r.keepZeros ? fraction : trimZeros(fraction),
      exponent: s.length - 1 - r.places,
    };
  }
  if (r.places <= 0)
    return { integer: (r.digits * pow10(-r.places)).toString(), fraction: '', exponent: null };
  const s = r.digits.toString().padStart(r.places + 1, '0');
  const fraction = s.slice(-r.places);
  return {
    integer: s.slice(0, -r.places),
    fraction: r.keepZeros ? fraction : trimZeros(fraction),
    exponent: null,
  };
}

/** The exact value a rounded magnitude shows, as a fraction. */
export function roundedValue(r: Rounded): { num: bigint; den: bigint } {
  return r.places >= 0
    ? { num: r.digits, den: pow10(r.places) }
    : { num: r.digits * pow10(-r.places), den: 1n };
}
