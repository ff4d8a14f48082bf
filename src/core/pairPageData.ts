/**
 * What the browser draws a pair without a built page with, so that its page says what a built
 * one would: the category's units, its popular pairs and which pairs' titles must name the
 * category (/data/{category}.json), and the units' one-line descriptions, which only the part
 * of the page below the answer shows (/data/{category}.descriptions.json). The build writes
 * both per category.
 */
import type { CategoryRecord, UnitPair } from './types';

export interface PairPageData {
  /** The category's units as compact text (src/core/islandCodec.ts), as /data/{category}.txt has them: a drawn pair needs this one file. */
  units: string;
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

/** Each unit's one-line description, in the category's unit order (/data/{category}.descriptions.json). */
export type UnitDescriptions = string[];

/** The category with what the data adds: its popular pairs. */
export function withPairPageData(category: CategoryRecord, data: PairPageData): CategoryRecord {
  return { ...category, popular: data.popular };
}

/** The units with their descriptions (the codec leaves them out). */
export function withDescriptions(category: CategoryRecord, descriptions: UnitDescriptions): CategoryRecord {
  return {
    ...category,
    units: category.units.map((u, i) => ({ ...u, description: descriptions[i] ?? u.description })),
  };
}

/** pairTitle's inferredElsewhere, read from the data. */
export function sharedTitle(data: PairPageData, pair: UnitPair): boolean {
  const own = (names: Record<string, string>, id: string) =>
    Object.prototype.hasOwnProperty.call(names, id) ? names[id] : undefined;
  for (const names of data.shared) {
    const from = own(names, pair.from.id);
    const to = own(names, pair.to.id);
    if (from && to) return from !== to;
  }
  return false;
}
