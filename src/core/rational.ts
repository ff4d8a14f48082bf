/**
 * Exact arithmetic for unit factors: a rational number times an integer power of π.
 * Factors are resolved at build time with BigInt so that a pair factor such as
 * inch → centimeter is exactly 127/50 before it is rounded to a double once.
 */
export interface Exact {
  /** Numerator; carries the sign. */
  num: bigint;
  /** Denominator, always positive. */
  den: bigint;
  /** Power of π the rational is multiplied by (degree = π/180 rad has piPower 1). */
  piPower: number;
  /**
   * The value is a double's digits standing for a number with no exact form here (a level in
   * decibels: 10^0.3 mW); it is shown with ≈ and has no exact digits. Arithmetic carries it.
   */
  inexact?: true;
  /**
   * The value rests on a measured average (a cup of flour in grams, through the flour's
   * density): inexact too, and shown to at most four significant digits. Arithmetic carries it.
   */
  measured?: true;
}

/** `r`, marked inexact (and measured) when any operand is. */
function carry(r: Exact, a: Exact, b?: Exact): Exact {
  if (a.measured || b?.measured) return { ...r, inexact: true, measured: true };
  return a.inexact || b?.inexact ? { ...r, inexact: true } : r;
}

/** `a` as a value that rests on a measured average. */
export const asMeasured = (a: Exact): Exact => ({ ...a, inexact: true, measured: true });

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function exact(num: bigint, den: bigint = 1n, piPower = 0): Exact {
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g, piPower };
}

export const ONE = exact(1n);
export const PI = exact(1n, 1n, 1);

export function mul(a: Exact, b: Exact): Exact {
  return carry(exact(a.num * b.num, a.den * b.den, a.piPower + b.piPower), a, b);
}

export function div(a: Exact, b: Exact): Exact {
  if (b.num === 0n) throw new RangeError('division by zero');
  return carry(exact(a.num * b.den, a.den * b.num, a.piPower - b.piPower), a, b);
}

export function add(a: Exact, b: Exact): Exact {
  if (a.piPower !== b.piPower && a.num !== 0n && b.num !== 0n) {
    throw new RangeError('cannot add terms with different powers of π exactly');
  }
  const piPower = a.num === 0n ? b.piPower : a.piPower;
  return carry(exact(a.num * b.den + b.num * a.den, a.den * b.den, piPower), a, b);
}

export function neg(a: Exact): Exact {
  return carry(exact(-a.num, a.den, a.piPower), a);
}

export function pow(a: Exact, n: number): Exact {
  if (!Number.isInteger(n)) throw new RangeError('only integer powers are exact');
  if (n < 0) return pow(div(ONE, a), -n);
  if (n === 0) return ONE;
  // The powers of a reduced fraction's terms are coprime too: raised apart, nothing to reduce.
  const e = BigInt(n);
  return carry({ num: a.num ** e, den: a.den ** e, piPower: a.piPower * n }, a);
}

export function isZero(a: Exact): boolean {
  return a.num === 0n;
}

export function equals(a: Exact, b: Exact): boolean {
  return a.num === b.num && a.den === b.den && (a.piPower === b.piPower || a.num === 0n);
}

/** True when the value is a plain rational (no π), i.e. exactly representable as a fraction. */
export function isRational(a: Exact): boolean {
  return a.piPower === 0 || a.num === 0n;
}

/** True when the value is known exactly: no π and not a double's digits standing for it. */
export function isExactlyKnown(a: Exact): boolean {
  return a.piPower === 0 && !a.inexact;
}

/** A double as the decimal rational of its shortest round-trip digits, marked inexact; null for NaN or ±Infinity. */
export function approximate(y: number): Exact | null {
  if (!Number.isFinite(y)) return null;
  const [mantissa, exponent] = y.toExponential().split('e');
  const [whole, fraction = ''] = mantissa!.split('.');
  const power = Number(exponent) - fraction.length;
  const digits = BigInt(whole! + fraction);
  const r = power >= 0 ? exact(digits * 10n ** BigInt(power)) : exact(digits, 10n ** BigInt(-power));
  return { ...r, inexact: true };
}

/** Rounds the exact value to the nearest double (π terms use Math.PI). */
export function toNumber(a: Exact): number {
  if (a.num === 0n) return 0;
  const negative = a.num < 0n;
  const n = negative ? -a.num : a.num;
  // 25 significant digits of the quotient make the one rounding to a double correct
  // except in astronomically unlikely near-ties.
  const shift = Math.max(0, 25 - (n.toString().length - a.den.toString().length));
  const q = (n * 10n ** BigInt(shift)) / a.den;
  let value = Number(`${q}e-${shift}`);
  if (a.piPower !== 0) value *= Math.PI ** a.piPower;
  return negative ? -value : value;
}

/** "127/50", "-3", "1/180·π" — the exchange form written to catalog.json and the generated tables. */
export function toRatioString(a: Exact): string {
  const ratio = a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`;
  if (a.piPower === 0 || a.num === 0n) return ratio;
  return a.piPower === 1 ? `${ratio}·π` : `${ratio}·π^${a.piPower}`;
}

/** Inverse of toRatioString. */
export function fromRatioString(text: string): Exact {
  const m = /^(-?\d+)(?:\/(\d+))?(?:·π(?:\^(-?\d+))?)?$/.exec(text);
  if (!m) throw new SyntaxError(`not a ratio string: ${text}`);
  const piPower = text.includes('π') ? Number(m[3] ?? 1) : 0;
  return exact(BigInt(m[1]!), BigInt(m[2] ?? '1'), piPower);
}
