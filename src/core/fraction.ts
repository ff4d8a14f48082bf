/**
 * The three fraction rules, one per place a fraction is shown.
 * Each returns the text to show, or '' when no fraction is shown.
 */
import { add, equals, exact, parseExact, type Exact } from './rational';

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function mixed(negative: boolean, whole: number, n: number, d: number): string {
  const g = gcd(n, d);
  const body = whole > 0 ? `${whole} ${n / g}/${d / g}` : `${n / g}/${d / g}`;
  return negative ? `-${body}` : body;
}

/** Best rational p/q for x by continued fractions, within a relative tolerance. */
export function continuedFraction(x: number, relTolerance = 1e-6, maxDenominator = 1e6): [number, number] | null {
  if (!Number.isFinite(x)) return null;
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let r = x;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(r);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDenominator) return null;
    if (Math.abs(h1 / k1 - x) <= relTolerance * Math.abs(x)) return [h1, k1];
    const rest = r - a;
    if (rest < 1e-12) break;
    r = 1 / rest;
  }
  return Math.abs(h1 / k1 - x) <= relTolerance * Math.abs(x) ? [h1, k1] : null;
}

/**
 * Quick-convert simple converter: halves, quarters and eighths within 0.01, otherwise a
 * continued-fraction approximation with relative tolerance 1e-6. '' for whole numbers.
 */
export function simpleConverterFraction(x: number): string {
  if (!Number.isFinite(x) || Number.isInteger(x)) return '';
  const negative = x < 0;
  const a = Math.abs(x);
  const whole = Math.floor(a);
  const frac = a - whole;
  for (const d of [2, 4, 8]) {
    const n = Math.round(frac * d);
    if (n > 0 && n < d && Math.abs(frac - n / d) <= 0.01) return mixed(negative, whole, n, d);
  }
  const cf = continuedFraction(a);
  if (!cf || cf[1] <= 1) return '';
  return `${negative ? '-' : ''}${cf[0]}/${cf[1]}`;
}

/**
 * Quick-convert form: denominator at most 16; shown only when the fractional part is above
 * 0.001 and below 1, the denominator above 1 and the numerator above 0; whole part only if > 0.
 */
export function quickFormFraction(x: number): string {
  if (!Number.isFinite(x)) return '';
  const negative = x < 0;
  const a = Math.abs(x);
  const whole = Math.floor(a);
  const frac = a - whole;
  if (!(frac > 0.001 && frac < 1)) return '';
  let best: [number, number] = [0, 1];
  let bestErr = Infinity;
  for (let d = 2; d <= 16; d++) {
    const n = Math.round(frac * d);
    const err = Math.abs(frac - n / d);
    if (err < bestErr - 1e-15) [best, bestErr] = [[n, d], err];
  }
  let [n, d] = best;
  const g = gcd(n, d) || 1;
  [n, d] = [n / g, d / g];
  if (d <= 1 || n <= 0 || n >= d) return '';
  return mixed(negative, whole, n, d);
}

const PAIR_FRACTIONS: [number, number][] = [[1, 4], [1, 2], [3, 4], [1, 8], [15, 16]];

/** Pair page: 1/4, 1/2, 3/4, 1/8 or 15/16 when the fractional part is within 0.01, as 'whole n/d'. */
export function pairPageFraction(x: number): string {
  if (!Number.isFinite(x)) return '';
  const negative = x < 0;
  const a = Math.abs(x);
  const whole = Math.floor(a);
  const frac = a - whole;
  for (const [n, d] of PAIR_FRACTIONS) {
    if (Math.abs(frac - n / d) <= 0.01) return mixed(negative, whole, n, d);
  }
  return '';
}

/** '= 3 1/2' when the fraction is the value itself, '≈ 3 15/16' when it is an approximation. */
export function honestFraction(value: Exact, fraction: string): string {
  const m = /^(-?)(?:(\d+) )?(\d+)\/(\d+)$/.exec(fraction);
  if (!m) return '';
  const magnitude = add(parseExact(m[2] ?? '0')!, exact(BigInt(m[3]!), BigInt(m[4]!)));
  const f = m[1] ? exact(-magnitude.num, magnitude.den) : magnitude;
  return `${equals(f, value) ? '=' : '≈'} ${fraction}`;
}
