/**
 * The display rule as it was computed from doubles before results were formatted exactly:
 * fixed decimals with trailing zeros trimmed, 10 significant digits in scientific notation
 * where that would erase the value or it is 10^15 or more. A reference for the tests: the
 * exact formatter's Auto must write every double the same way.
 */
import { needsScientific } from '../../src/core/format';

const SIGNIFICANT = 10;

/** '3.937007874', '6.213711922e-13', '1.5e21'; '' for a value that is not finite. */
export function doubleFormatReference(x: number, decimals: number): string {
  if (!Number.isFinite(x)) return '';
  if (x === 0) return '0';
  if (needsScientific(x, decimals)) {
    const [mantissa, exponent] = x.toExponential(SIGNIFICANT - 1).split('e');
    return `${trimZeros(mantissa!)}e${Number(exponent)}`;
  }
  const fixed = trimZeros(x.toFixed(decimals));
  return fixed === '-0' ? '0' : fixed;
}

function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}
