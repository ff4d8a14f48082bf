/**
 * The one fraction engine, over exact values: the nearest fraction with a bounded denominator,
 * the simplest one within a tolerance, and the three rules of the places a fraction is shown
 * beside a number. Each rule gives the fraction (or null when none is shown), which knows
 * whether it is the value itself: '= 3 1/2' or '≈ 3 15/16', never read back from text.
 */
import { add, approximate, equals, exact, neg, toNumber, type Exact } from './rational';

export interface NearestFraction {
  negative: boolean;
  whole: bigint;
  num: bigint;
  den: bigint;
  exact: boolean;
}

const abs = (x: Exact): Exact => (x.num < 0n ? { num: -x.num, den: x.den, piPower: x.piPower } : x);
const less = (a: Exact, b: Exact) => a.num * b.den < b.num * a.den;
const distance = (a: Exact, b: Exact) => abs(add(a, neg(b)));

/** A π multiple as the rational of its nearest double's digits (never exact); a rational as itself. */
function rationalOf(value: Exact): { x: Exact; irrational: boolean } {
  const irrational = value.piPower !== 0 && value.num !== 0n;
  return { x: irrational ? (approximate(toNumber(value)) ?? exact(0n)) : value, irrational };
}

/** The fraction of `value` that `best` (a non-negative rational near |value|) stands for. */
function fractionOf(value: Exact, best: Exact, exactly: boolean): NearestFraction {
  const whole = best.num / best.den;
  const num = best.num - whole * best.den;
  return {
    negative: value.num < 0n && best.num !== 0n,
    whole,
    num,
    den: num === 0n ? 1n : best.den,
    exact: exactly,
  };
}

/**
 * The nearest fraction with a denominator ≤ maxDenominator (a tie goes away from zero): whole
 * part, numerator, denominator (reduced) and whether it is exactly equal. A π multiple is
 * approximated first and is never exact.
 */
export function nearestFraction(value: Exact, maxDenominator: number): NearestFraction {
  const max = BigInt(Number.isFinite(maxDenominator) ? Math.max(1, Math.floor(maxDenominator)) : 1);
  const { x: rational, irrational } = rationalOf(value);
  const x = abs(rational);
  let best = x;
  if (x.den > max) {
    // Best rational approximations: the last convergent within the bound, or the largest semiconvergent.
    let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
    let [n, d] = [x.num, x.den];
    for (;;) {
      const a = n / d;
      const q2 = q0 + a * q1;
      if (q2 > max) break;
      [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
      [n, d] = [d, n - a * d];
    }
    const k = (max - q0) / q1;
    const a = exact(p0 + k * p1, q0 + k * q1);
    const b = exact(p1, q1);
    const [da, db] = [distance(a, x), distance(b, x)];
    best = less(da, db) ? a : less(db, da) ? b : less(a, b) ? b : a;
  }
  return fractionOf(rational, best, !irrational && equals(best, x));
}

/** The simplest fraction (first convergent) within `relTolerance` of |value|, its denominator at most maxDenominator; null when there is none. */
export function simplestFraction(
  value: Exact,
  relTolerance: Exact,
  maxDenominator: bigint,
): NearestFraction | null {
  const { x: rational, irrational } = rationalOf(value);
  const x = abs(rational);
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let [n, d] = [x.num, x.den];
  while (d !== 0n) {
    const a = n / d;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q0 + a * q1];
    if (q1 > maxDenominator) return null;
    const candidate = exact(p1, q1);
    const error = distance(candidate, x);
    if (!less(exact(relTolerance.num * x.num, relTolerance.den * x.den), error))
      return fractionOf(rational, candidate, !irrational && equals(candidate, x));
    [n, d] = [d, n - a * d];
  }
  return null;
}

/** '3 15/16', '1/2', '-2 3/4', '5' — text of a fraction. */
export function fractionText(f: NearestFraction): string {
  const sign = f.negative && (f.whole !== 0n || f.num !== 0n) ? '-' : '';
  if (f.num === 0n) return `${sign}${f.whole}`;
  return f.whole === 0n ? `${sign}${f.num}/${f.den}` : `${sign}${f.whole} ${f.num}/${f.den}`;
}

/** '= 3 1/2' when the fraction is the value itself, '≈ 3 15/16' when it is an approximation. */
export function honestFraction(f: NearestFraction): string {
  return `${f.exact ? '=' : '≈'} ${fractionText(f)}`;
}

const HUNDREDTH = exact(1n, 100n);

/** The whole part and the fractional part of |value| (a π multiple approximated). */
function parts(value: Exact): { rational: Exact; irrational: boolean; whole: bigint; frac: Exact } {
  const { x, irrational } = rationalOf(value);
  const a = abs(x);
  const whole = a.num / a.den;
  return { rational: x, irrational, whole, frac: exact(a.num - whole * a.den, a.den) };
}

/** whole + n/d within 1/100 of |value|, for the first n/d of the list that is; null otherwise. */
function nearListed(value: Exact, list: readonly [bigint, bigint][]): NearestFraction | null {
  const { rational, irrational, whole, frac } = parts(value);
  for (const [n, d] of list) {
    const f = exact(n, d);
    if (!less(HUNDREDTH, distance(frac, f)))
      return { negative: rational.num < 0n, whole, num: n, den: d, exact: !irrational && equals(frac, f) };
  }
  return null;
}

/** Halves, quarters and the odd eighths. */
const SIMPLE: [bigint, bigint][] = [
  [1n, 2n],
  [1n, 4n],
  [3n, 4n],
  [1n, 8n],
  [3n, 8n],
  [5n, 8n],
  [7n, 8n],
];

/**
 * Quick-convert simple converter: halves, quarters and eighths within 0.01, otherwise the
 * simplest fraction within a relative 1e-6 (denominator up to a million), written improper
 * (500/127). None for whole numbers.
 */
export function simpleConverterFraction(value: Exact): NearestFraction | null {
  const { frac } = parts(value);
  if (frac.num === 0n) return null;
  const listed = nearListed(value, SIMPLE);
  if (listed) return listed;
  const f = simplestFraction(value, exact(1n, 1_000_000n), 1_000_000n);
  if (!f || f.den <= 1n || f.num === 0n) return null;
  return { ...f, num: f.whole * f.den + f.num, whole: 0n };
}

/**
 * Quick-convert form: the nearest fraction with a denominator up to 16, shown only when the
 * fractional part is above 0.001 and below 1 and the fraction is not a whole number.
 */
export function quickFormFraction(value: Exact): NearestFraction | null {
  const { frac } = parts(value);
  if (!less(exact(1n, 1000n), frac)) return null;
  const f = nearestFraction(value, 16);
  return f.num === 0n || f.den <= 1n ? null : f;
}

const PAIR_FRACTIONS: [bigint, bigint][] = [
  [1n, 4n],
  [1n, 2n],
  [3n, 4n],
  [1n, 8n],
  [15n, 16n],
];
/** The finest fraction a tape measure reads: an answer that is exactly a number of these is shown as its fraction. */
const TAPE_SIXTEENTHS = 16;

/**
 * Pair page (and every converter's answer): the value itself when it is exactly a whole number
 * and halves … sixteenths ('= 2 1/2', '= 3/8'); else 1/4, 1/2, 3/4, 1/8 or 15/16 when the
 * fractional part is within 0.01 ('≈ 3 15/16'), as 'whole n/d'. None for a whole number.
 */
export function pairPageFraction(value: Exact): NearestFraction | null {
  const { x, irrational } = rationalOf(value);
  const a = abs(exact(x.num, x.den));
  // Exactly a number of halves, quarters, eighths or sixteenths (its reduced denominator divides
  // 16): 3.3 is 3 3/10, which no tape measure shows.
  if (!irrational && a.num % a.den !== 0n && BigInt(TAPE_SIXTEENTHS) % a.den === 0n)
    return fractionOf(x, a, true);
  return nearListed(value, PAIR_FRACTIONS);
}
