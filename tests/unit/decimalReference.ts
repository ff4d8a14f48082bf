/**
 * A deliberately simple second implementation of the display rules, for property tests: the
 * decimal expansion of num/den by schoolbook long division, rounded by looking at the next
 * digit and incrementing a digit string. It shares no code with src/core.
 */
import type { Precision } from '../../src/core/precision';

/** Integer part and the first `count` fraction digits of a/b (a ≥ 0, b > 0); restZero: nothing non-zero follows. */
function longDivision(
  a: bigint,
  b: bigint,
  count: number,
): { integer: string; fraction: string; restZero: boolean } {
  let rest = a % b;
  let fraction = '';
  for (let i = 0; i < count; i++) {
    rest *= 10n;
    fraction += String(rest / b);
    rest %= b;
  }
  return { integer: String(a / b), fraction, restZero: rest === 0n };
}

/** '0999' + 1 → '1000'; '999' + 1 → '1000'. */
function increment(digits: string): string {
  const chars = digits.split('');
  let i = chars.length - 1;
  while (i >= 0 && chars[i] === '9') chars[i--] = '0';
  if (i < 0) return '1' + chars.join('');
  chars[i] = String(Number(chars[i]) + 1);
  return chars.join('');
}

/** a/b rounded half up to `places` decimals (places ≥ 0): all digits (no point) and exactness. */
function roundAt(a: bigint, b: bigint, places: number): { digits: string; exact: boolean } {
  const { integer, fraction, restZero } = longDivision(a, b, places + 1);
  const kept = integer + fraction.slice(0, places);
  const next = fraction[places]!;
  return { digits: next >= '5' ? increment(kept) : kept, exact: next === '0' && restZero };
}

/** floor(log10(a/b)): the integer part's length, or how many tenfold steps bring a/b to 1 or more. */
function exponentOf(a: bigint, b: bigint): number {
  if (a >= b) return String(a / b).length - 1;
  let e = 0;
  for (let r = a; r < b; r *= 10n) e--;
  return e;
}

const trimZeros = (s: string) => s.replace(/0+$/, '');

/** n significant digits and the exponent of the first one (after any carry). */
function significant(a: bigint, b: bigint, n: number): { digits: string; exponent: number; exact: boolean } {
  const e = exponentOf(a, b);
  const places = n - 1 - e;
  // Negative places: round a/(b·10^-places) to a whole number instead.
  const r = places >= 0 ? roundAt(a, b, places) : roundAt(a, b * 10n ** BigInt(-places), 0);
  const digits = r.digits.replace(/^0+/, '');
  return digits.length > n
    ? { digits: digits.slice(0, n), exponent: e + 1, exact: r.exact }
    : { digits, exponent: e, exact: r.exact };
}

function scientificText(a: bigint, b: bigint, n: number, keepZeros: boolean) {
  const s = significant(a, b, n);
  const rest = keepZeros ? s.digits.slice(1) : trimZeros(s.digits.slice(1));
  return { text: `${s.digits[0]}${rest ? `.${rest}` : ''}e${s.exponent}`, exact: s.exact };
}

function fixedText(digits: string, places: number, keepZeros: boolean): string {
  const padded = digits.padStart(places + 1, '0');
  const integer = padded.slice(0, padded.length - places).replace(/^0+(?=\d)/, '');
  const fraction = keepZeros
    ? padded.slice(padded.length - places)
    : trimZeros(padded.slice(padded.length - places));
  return fraction ? `${integer}.${fraction}` : integer;
}

/** The expected text ('.' decimal mark, no grouping) of num/den under a precision; Auto is 6 significant digits (every integer digit below 10^10) with trailing zeros trimmed. */
export function referenceText(
  num: bigint,
  den: bigint,
  precision: Precision,
): { text: string; exact: boolean } {
  const sign = num < 0n ? '-' : '';
  const a = num < 0n ? -num : num;
  if (a === 0n) {
    const places =
      precision.kind === 'significant'
        ? precision.digits - 1
        : precision.kind === 'decimals'
          ? precision.decimals
          : 0;
    return { text: fixedText('0', places, true), exact: true };
  }
  const e = exponentOf(a, den);
  const signed = (r: { text: string; exact: boolean }) => ({ text: sign + r.text, exact: r.exact });
  if (precision.kind !== 'decimals') {
    const auto = precision.kind === 'auto';
    // Auto: 6 significant digits, but every integer digit below 10^10; significant figures switch at 10^15.
    const large = auto ? 10 : 15;
    const n = auto ? (e >= large ? 6 : Math.max(6, e + 1)) : precision.digits;
    const s = significant(a, den, n);
    if (s.exponent >= large || s.exponent < -6) return signed(scientificText(a, den, n, !auto));
    const places = n - 1 - s.exponent;
    const text = places >= 0 ? fixedText(s.digits, places, !auto) : s.digits + '0'.repeat(-places);
    return signed({ text, exact: s.exact });
  }
  if (e >= 15) return signed(scientificText(a, den, 10, false));
  const r = roundAt(a, den, precision.decimals);
  if (/^0+$/.test(r.digits)) return signed(scientificText(a, den, 6, false));
  return signed({ text: fixedText(r.digits, precision.decimals, true), exact: r.exact });
}
