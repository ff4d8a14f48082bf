/**
 * Which unit pairs have a page of their own, and the links of a pair page. A category's pair
 * pages are those people search for: every pair of its common units, and its popular pairs
 * (each both ways, so a page's reverse link is a page too). Every other pair is answered by the
 * converter: a link to it goes to the category's converter set to the pair, and its pair
 * address is drawn in the browser (the 404 page). Pure: the build and the browser share it.
 */
import type { TextOf } from './unitNames';
import { converterPath, pairPath } from './routes';
import type { CategoryRecord, UnitPair, UnitRecord } from './types';

export interface PairLink {
  href: string;
  label: string;
}

type PageRule = Pick<CategoryRecord, 'common' | 'popular'>;

/** Whether the pair from → to (unit ids) of a category is built as a page. */
export function hasPairPage(category: PageRule, from: string, to: string): boolean {
  if (from === to) return false;
  const common = category.common ?? [];
  if (common.includes(from) && common.includes(to)) return true;
  return (category.popular ?? []).some(([a, b]) => (a === from && b === to) || (a === to && b === from));
}

/** The address that shows a pair: its page where it has one, else the category's converter set to it. */
export function pairHref(category: CategoryRecord, from: UnitRecord, to: UnitRecord): string {
  return hasPairPage(category, from.id, to.id)
    ? pairPath(category, from, to)
    : converterPath(category, { from: from.id, to: to.id });
}

/** The id of a titled block of links' heading ('Popular Length Conversions' → 'l-popular-length-conversions'). */
export function linkListId(title: string): string {
  return `l-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

const POPULAR_COUNT = 6;

/** The popular pairs of a category as units, in order; listed in the catalogue, else pairs of its first units. */
export function popularPairs(category: CategoryRecord): [UnitRecord, UnitRecord][] {
  const unit = (id: string) => category.units.find((u) => u.id === id);
  const out: [UnitRecord, UnitRecord][] = [];
  for (const [a, b] of category.popular ?? []) {
    const from = unit(a);
    const to = unit(b);
    if (from && to) out.push([from, to]);
  }
  if (out.length === 0) {
    const first = category.units.slice(0, 3);
    for (const [i, j] of [
      [0, 1],
      [1, 0],
      [0, 2],
      [2, 0],
      [1, 2],
      [2, 1],
    ] as const) {
      if (first[i] && first[j]) out.push([first[i], first[j]]);
    }
  }
  return out;
}

/** 'Popular <Category> Conversions': the category's popular pairs minus the current one. */
export function popularPairLinks(text: TextOf, pair: UnitPair): PairLink[] {
  return popularPairs(pair.category)
    .filter(([a, b]) => !(a === pair.from && b === pair.to))
    .slice(0, POPULAR_COUNT)
    .map(([a, b]) => ({
      href: pairHref(pair.category, a, b),
      label: text('pair.link', { from: a.plural, to: b.plural }),
    }));
}

/** How many units 'Convert <from> to Other Units' lists at most, and how far either side of the target it looks. */
export const OTHER_UNITS_MAX = 16;
const NEIGHBOURS = 4;

/**
 * 'Convert <from> to Other Units': the source unit to the category's common units, then to the
 * units next to the target in catalogue order (similar units sit together there), at most
 * OTHER_UNITS_MAX; small categories list every unit. Each links to its pair's page, or to the
 * converter set to the pair where it has none.
 */
export function otherUnitLinks(pair: UnitPair): PairLink[] {
  const { category, from, to } = pair;
  const units = category.units;
  const at = units.indexOf(to);
  const next = units[at + 1] === from ? units[at + 2] : units[at + 1];
  const near = units.slice(Math.max(0, at - NEIGHBOURS), at + NEIGHBOURS + 2);
  const common = (category.common ?? [])
    .map((id) => units.find((u) => u.id === id))
    .filter((u): u is UnitRecord => u !== undefined);
  const picked = new Set<UnitRecord>(
    units.length - 2 <= OTHER_UNITS_MAX ? units : [...(next ? [next] : []), ...common, ...near],
  );
  picked.delete(from);
  picked.delete(to);
  // In catalogue order, at most OTHER_UNITS_MAX, the next unit always among them.
  const chosen = [...picked].slice(0, OTHER_UNITS_MAX);
  return units
    .filter((u) => chosen.includes(u))
    .map((u) => ({ href: pairHref(category, from, u), label: u.plural }));
}
