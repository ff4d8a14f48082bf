/**
 * Numbers as the pages write them in words and formulas: 2.54, 10⁻¹², 50/127, π/180, or
 * the decimal Auto shows. Pure: no catalogue import.
 */
import { AUTO, formatExact, timesTenTo, type Precision } from './numberFormat';
import { fromRatioString, type Exact } from './rational';

/** A number as the formula shows it. tidy: a short exact decimal such as 2.54 or 1609.344. */
export interface NumberText {
  text: string;
  exact: boolean;
  tidy: boolean;
}

/**
 * The exact value as the answer's Auto rule writes it (or to `digits` significant digits),
 * by the one formatter: trailing zeros trimmed, no grouping, a power of ten outside
 * 10⁻⁶ … 10¹⁰ written × 10ⁿ (10ⁿ alone for a mantissa of 1). A chosen precision never reaches a formula.
 */
export function significant(x: Exact, digits?: number): string {
  const precision: Precision = digits === undefined ? AUTO : { kind: 'significant', digits };
  const { text } = formatExact(x, { precision, format: 'dot', grouping: false });
  const [mantissa = '', exponent] = text.split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  return exponent === undefined ? trimmed : powerText(trimmed, Number(exponent));
}

/** '2.5 × 10⁻⁹', and '10⁻⁹' for a mantissa of 1: a formula never reads 'm × 1 × 10⁻⁹'. */
function powerText(mantissa: string, exponent: number): string {
  const sign = mantissa.startsWith('-') ? '-' : '';
  const digits = mantissa.replace(/^-/, '');
  return digits === '1'
    ? `${sign}${timesTenTo(exponent).slice(' × '.length)}`
    : mantissa + timesTenTo(exponent);
}

/** Exact decimal text of a terminating rational (denominator 2^a·5^b), or null. */
export function terminatingDecimal(num: bigint, den: bigint): { text: string; digits: number } | null {
  let rest = den;
  const count = (p: bigint) => {
    let k = 0;
    while (rest % p === 0n) [rest, k] = [rest / p, k + 1];
    return k;
  };
  const places = Math.max(count(2n), count(5n));
  if (rest !== 1n) return null;
  const negative = num < 0n;
  const digits = ((negative ? -num : num) * 10n ** BigInt(places)) / den;
  let s = digits.toString().padStart(places + 1, '0');
  if (places > 0) s = `${s.slice(0, -places)}.${s.slice(-places)}`.replace(/\.?0+$/, '');
  const significantDigits = digits.toString().replace(/0+$/, '').length;
  return { text: (negative ? '-' : '') + s, digits: significantDigits };
}

const small = (n: bigint) => (n < 0n ? -n : n) < 1_000_000n;

/** 2.54, 10⁻¹², 50/127, π/180 or ≈ 1.23457 — the clearest exact text of a factor. */
export function exactNumberText(e: Exact): NumberText {
  const approx = (): NumberText => ({ text: significant(e), exact: false, tidy: false });
  if (e.inexact) return approx();
  if (e.piPower === 0 || e.num === 0n) {
    const decimal = terminatingDecimal(e.num, e.den);
    if (decimal && decimal.digits <= 12) {
      const text = decimal.text.replace(/^(-?)0\.(0{6,})(\d+)$/, (_m, sign, zeros, rest) =>
        powerText(`${sign}${rest.length > 1 ? `${rest[0]}.${rest.slice(1)}` : rest}`, -(zeros.length + 1)),
      );
      return { text: text.length > 16 ? significant(e, 12) : text, exact: true, tidy: true };
    }
    if (small(e.num) && small(e.den)) return { text: `${e.num}/${e.den}`, exact: true, tidy: false };
    return approx();
  }
  if (small(e.num) && small(e.den) && Math.abs(e.piPower) === 1) {
    const numPart = e.num === 1n ? '' : `${e.num}`;
    if (e.piPower === 1)
      return { text: e.den === 1n ? `${numPart}π` : `${numPart || ''}π/${e.den}`, exact: true, tidy: false };
    return { text: e.den === 1n ? `${e.num}/π` : `${e.num}/(${e.den}π)`, exact: true, tidy: false };
  }
  return approx();
}

/** The text plus, for an exact but untidy value, its decimal: '50/127 (≈ 0.393701)'. */
export function withDecimal(t: NumberText, value: Exact): string {
  return t.exact && !t.tidy ? `${t.text} (≈ ${significant(value)})` : t.exact ? t.text : `≈ ${t.text}`;
}

/** The exact decimal of a ratio string whose denominator divides a power of ten ('381/1250' → '0.3048'); else null. */
export function exactDecimal(ratio: string): string | null {
  const e = fromRatioString(ratio);
  return e.piPower === 0 ? (terminatingDecimal(e.num, e.den)?.text ?? null) : null;
}
