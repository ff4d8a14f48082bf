/**
 * Rounding and display of results. Fixed decimals (10 on the converter, 9 on the pair page
 * and quick-convert form, 8 in the simple converter), but rounding never erases a value: a
 * non-zero result that fixed decimals would leave with fewer than 6 significant digits, or
 * one too large to read, is given with 10 significant digits in scientific notation instead.
 */
const SIGNIFICANT = 10;
const LARGE = 1e15;

function needsScientific(x: number, decimals: number): boolean {
  const a = Math.abs(x);
  return a !== 0 && (a >= LARGE || a < 10 ** (5 - decimals));
}

/** Rounds to `decimals` places, or to 10 significant digits where that would erase the value. */
export function roundResult(x: number, decimals: number): number {
  if (!Number.isFinite(x) || x === 0) return 0;
  const r = needsScientific(x, decimals) ? Number(x.toPrecision(SIGNIFICANT)) : Number(x.toFixed(decimals));
  // Near the largest double, rounding up the 10th digit would overflow to Infinity.
  if (!Number.isFinite(r)) return x;
  return r === 0 ? 0 : r;
}

/** '3.937007874', '6.213711922e-13', '1.5e21'; '' for a value that is not finite. */
export function formatResult(x: number, decimals: number): string {
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
