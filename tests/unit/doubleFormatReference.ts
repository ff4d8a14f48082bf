/**
 * Auto computed from doubles with the language's own rounding (toExponential and toFixed round
 * the exact value of the double): 6 significant digits, trailing zeros trimmed, every integer
 * digit below 10^10, scientific notation from 10^10 up and below 10^-6. A reference for the
 * tests: the exact formatter's Auto (plain text) must write every double the same way.
 */
const SIGNIFICANT = 6;

/** '3.93701', '6.21371e-13', '1.5e21', '21527821'; '' for a value that is not finite. */
export function doubleFormatReference(x: number): string {
  if (!Number.isFinite(x)) return '';
  if (x === 0) return '0';
  const [mantissa, exponentText] = x.toExponential(SIGNIFICANT - 1).split('e');
  const exponent = Number(exponentText);
  if (exponent >= 10 || exponent < -6) return `${trimZeros(mantissa!)}e${exponent}`;
  if (exponent >= SIGNIFICANT) return x.toFixed(0);
  const sign = x < 0 ? '-' : '';
  const digits = mantissa!.replace(/^-/, '').replace('.', '');
  if (exponent >= SIGNIFICANT - 1) return sign + digits + '0'.repeat(exponent - (SIGNIFICANT - 1));
  const fixed =
    exponent >= 0
      ? `${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`
      : `0.${'0'.repeat(-exponent - 1)}${digits}`;
  return sign + trimZeros(fixed);
}

function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}
