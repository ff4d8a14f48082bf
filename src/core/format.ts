/**
 * Rounding of results kept as doubles (the converter's stored toValue and history): fixed
 * decimals (10 on the converter), but rounding never erases a value: a non-zero result that
 * fixed decimals would leave with fewer than 6 significant digits, or one too large to read,
 * keeps 10 significant digits instead. What is shown goes through numberFormat.ts.
 */
const SIGNIFICANT = 10;
const LARGE = 1e15;

export function needsScientific(x: number, decimals: number): boolean {
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
