/**
 * Near misses of typed names ('lenght' for 'length'): the Damerau–Levenshtein distance (optimal
 * string alignment: insertions, deletions, substitutions and swaps of two neighbours, each 1)
 * and the one candidate closest to a term, within a small distance that grows with its length.
 */

/** Edits from `a` to `b`; stops early, returning `limit + 1`, once every alignment costs more than `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * Edits a typed term of this length may be off by and still be taken for a near miss: none up
 * to 3 characters (too many short names are one edit apart: 'mm', 'cm'), 1 up to 6, then 2.
 */
export function nearMissLimit(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : 2;
}

/**
 * The value of the candidate key nearest to `term` (case ignored), when it is a near miss
 * (0 < distance ≤ nearMissLimit) and no key as near names another value; undefined otherwise.
 */
export function nearestMiss<T>(
  term: string,
  candidates: Iterable<readonly [string, T]>,
): { value: T; distance: number } | undefined {
  const t = term.toLowerCase();
  const limit = nearMissLimit(t.length);
  if (limit === 0) return undefined;
  let best: { value: T; distance: number } | undefined;
  let tied = false;
  for (const [key, value] of candidates) {
    const d = editDistance(t, key.toLowerCase(), best ? best.distance : limit);
    if (d === 0 || d > limit) continue;
    if (!best || d < best.distance) {
      best = { value, distance: d };
      tied = false;
    } else if (d === best.distance && value !== best.value) tied = true;
  }
  return tied ? undefined : best;
}
