/**
 * Levels in decibels: a level is logFactor × log₁₀ of an amount over its reference, so it
 * converts through logarithms and powers of ten, exact only at whole powers of ten. Kept apart
 * from the engine (conversion.ts) because the quick-convert page's first code, written into
 * every quick-convert page, leaves it out (levels.none.ts in its build): only the two level
 * categories need it, and their quick-convert pages let the converter draw a level pair.
 */
import { approximate, div, exact, isZero, mul, toNumber, type Exact } from './rational';
import { build, ratio, type PairConversion } from './pairConversionShape';
import { logFactorOf, type UnitScale } from './types';

/** The power of ten a positive rational is exactly (1000 → 3, 1/100 → −2); null when it is none. */
function tenExponent(a: Exact): number | null {
  if (a.piPower !== 0 || a.num <= 0n) return null;
  const isPowerOfTen = (n: bigint) => /^10*$/.test(n.toString());
  if (a.den === 1n && isPowerOfTen(a.num)) return a.num.toString().length - 1;
  if (a.num === 1n && isPowerOfTen(a.den)) return -(a.den.toString().length - 1);
  return null;
}

/** Decimal digits of a positive value's integer part scale: floor(log10(a)) within one. */
const magnitude = (a: Exact) => a.num.toString().replace('-', '').length - a.den.toString().length;

/**
 * log₁₀ of a positive value: exact when the value is a power of ten (1000 → 3), otherwise a
 * double's digits marked inexact; null for zero or a negative value, which have no logarithm.
 */
export function log10Exact(a: Exact): Exact | null {
  if (a.num <= 0n) return null;
  const k = tenExponent(a);
  if (k !== null && !a.inexact) return exact(BigInt(k));
  // Scale into [1, 10²) first so that huge or tiny rationals stay within a double's range.
  const e = magnitude(a);
  const scaled = toNumber(mul(a, e >= 0 ? exact(1n, 10n ** BigInt(e)) : exact(10n ** BigInt(-e))));
  return approximate(e + Math.log10(scaled));
}

/** The largest power of ten pow10Exact takes (a level of 10 000 dB): beyond it no answer is shown. */
export const MAX_TEN_EXPONENT = 1000;

/**
 * 10 to the power of a value: exact for a whole exponent (10^−3 = 1/1000), otherwise a
 * double's digits marked inexact; null beyond 10^±1000.
 */
export function pow10Exact(a: Exact): Exact | null {
  if (a.piPower !== 0) return null;
  const x = toNumber(a);
  if (!(Math.abs(x) <= MAX_TEN_EXPONENT)) return null;
  const tens = (k: number) => (k >= 0 ? exact(10n ** BigInt(k)) : exact(1n, 10n ** BigInt(-k)));
  if (a.den === 1n && !a.inexact) return tens(Number(a.num));
  const whole = Math.floor(x);
  const mantissa = approximate(10 ** (x - whole));
  return mantissa && mul(mantissa, tens(whole));
}

/** Between two levels: base = f₁·10^(x/L₁), y = L₂·log₁₀(base/f₂) = (L₂/L₁)·x + L₂·log₁₀(f₁/f₂). */
function levelToLevel(from: UnitScale, to: UnitScale): PairConversion {
  const [l1, l2] = [exact(BigInt(logFactorOf(from))), exact(BigInt(logFactorOf(to)))];
  const shift = mul(l2, log10Exact(div(ratio(from.factor), ratio(to.factor)))!);
  const scale = div(l2, l1);
  return build(isZero(shift) ? 'linear' : 'affine', scale, shift);
}

/** The level math the engine calls for a pair with a level in decibels. */
export const levels = {
  /** The conversion of a pair where one unit or both are levels. */
  pair(from: UnitScale, to: UnitScale): PairConversion {
    if (from.kind === 'logarithmic' && to.kind === 'logarithmic') return levelToLevel(from, to);
    if (from.kind === 'logarithmic')
      return build('fromLevel', div(ratio(from.factor), ratio(to.factor)), ratio('0'), logFactorOf(from));
    return build('toLevel', div(ratio(from.factor), ratio(to.factor)), ratio('0'), logFactorOf(to));
  },
  /** A toLevel or fromLevel conversion of a double; NaN for no positive amount, which the engine reads as no answer. */
  apply(c: PairConversion, value: number): number {
    if (c.kind === 'fromLevel') return c.scale * 10 ** (value / c.logFactor);
    const amount = c.scale * value;
    return amount > 0 ? c.logFactor * Math.log10(amount) : NaN;
  },
  /** A toLevel or fromLevel conversion of an exact value; null for no positive amount or beyond 10^±1000. */
  exact(c: PairConversion, x: Exact): Exact | null {
    const scale = ratio(c.exactScale);
    const logFactor = exact(BigInt(c.logFactor));
    if (c.kind === 'toLevel') {
      const log = log10Exact(mul(scale, x));
      return log && mul(logFactor, log);
    }
    const power = pow10Exact(div(x, logFactor));
    return power && mul(scale, power);
  },
};
