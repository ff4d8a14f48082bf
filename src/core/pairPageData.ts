/**
 * What a pair page says beyond the units' records (src/core/islandCodec.ts carries those): the
 * units' descriptions, the category's popular pairs and which pairs' titles must name the
 * category. The build writes it per category (/data/{category}.json); the browser reads it
 * where it draws a pair without a built page, so that page says what a built one would.
 */
import type { CategoryRecord, UnitPair } from './types';

export interface PairPageData {
  /** Each unit's one-line description, in the category's unit order. */
  descriptions: string[];
  /** The category's popular [from, to] unit ids, in order. */
  popular: [string, string][];
  /**
   * For each earlier category (in catalogue order) that has two or more of this category's
   * units by their canonical slugs: unit id → the id it names there. A category-less pair
   * address belongs to the first category that has both its units (metres per second is
   * speed's, not velocity's), so a pair whose units that category has as two units names its
   * own category in its title (pairTitle's inferredElsewhere).
   */
  shared: Record<string, string>[];
}

/** The category with what the data adds: descriptions and popular pairs. */
export function withPairPageData(category: CategoryRecord, data: PairPageData): CategoryRecord {
  const units = category.units.map((u, i) => ({ ...u, description: data.descriptions[i] ?? u.description }));
  return { ...category, units, popular: data.popular };
}

/** pairTitle's inferredElsewhere, read from the data. */
export function sharedTitle(data: PairPageData, pair: UnitPair): boolean {
  const own = (names: Record<string, string>, id: string) => (Object.prototype.hasOwnProperty.call(names, id) ? names[id] : undefined);
  for (const names of data.shared) {
    const from = own(names, pair.from.id);
    const to = own(names, pair.to.id);
    if (from && to) return from !== to;
  }
  return false;
}
