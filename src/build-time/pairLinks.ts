/**
 * The links of a unit-pair page, derived from the current category and unit: popular pairs and
 * the source unit to every other unit (the reverse pair is linked beside the converter).
 */
import { curatedPopularPairs } from './curated';
import { pairPath } from '../core/routes';
import type { CategoryRecord, UnitPair, UnitRecord } from '../core/types';

export interface PairLink {
  href: string;
  label: string;
}

const POPULAR_COUNT = 6;

/** The popular pairs of a category as units, in order; curated where listed, else its first units. */
export function popularPairs(category: CategoryRecord): [UnitRecord, UnitRecord][] {
  const out = curatedPopularPairs(category);
  if (out.length === 0) {
    const first = category.units.slice(0, 3);
    for (const [i, j] of [[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]] as const) {
      if (first[i] && first[j]) out.push([first[i], first[j]]);
    }
  }
  return out;
}

/** 'Popular <Category> Conversions': the category's popular pairs minus the current one. */
export function popularPairLinks(pair: UnitPair): PairLink[] {
  return popularPairs(pair.category)
    .filter(([a, b]) => !(a === pair.from && b === pair.to))
    .slice(0, POPULAR_COUNT)
    .map(([a, b]) => ({ href: pairPath(pair.category, a, b), label: `${a.plural} to ${b.plural}` }));
}

/** How many units 'Convert <from> to Other Units' lists at most, and how far either side of the target it looks. */
export const OTHER_UNITS_MAX = 16;
const NEIGHBOURS = 4;

/**
 * 'Convert <from> to Other Units': the source unit to the category's common units, then to the
 * units next to the target in catalogue order (similar units sit together there), at most
 * OTHER_UNITS_MAX; small categories list every unit. Not every unit: a pair page is in every
 * pair's weight, and a list of all 59 volume units would put ~4 KB into each of ~3,400 pages and
 * a line into each of them for every unit added. Following links still reaches every pair: the
 * next unit after the target is always listed (A→B leads to A→B+1, so to every A→X), and the
 * reverse link turns A→X into X→A.
 */
export function otherUnitLinks(pair: UnitPair): PairLink[] {
  const { category, from, to } = pair;
  const units = category.units;
  const at = units.indexOf(to);
  const next = units[at + 1] === from ? units[at + 2] : units[at + 1];
  const near = units.slice(Math.max(0, at - NEIGHBOURS), at + NEIGHBOURS + 2);
  const common = (category.common ?? []).map((id) => units.find((u) => u.id === id)).filter((u): u is UnitRecord => u !== undefined);
  const picked = new Set<UnitRecord>(units.length - 2 <= OTHER_UNITS_MAX ? units : [...(next ? [next] : []), ...common, ...near]);
  picked.delete(from);
  picked.delete(to);
  // In catalogue order, at most OTHER_UNITS_MAX, the next unit always among them.
  const chosen = [...picked].slice(0, OTHER_UNITS_MAX);
  return units.filter((u) => chosen.includes(u)).map((u) => ({ href: pairPath(category, from, u), label: u.plural }));
}
