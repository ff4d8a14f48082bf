/**
 * Build-time helpers that cut catalogue records down to what the browser needs, so islands
 * and the lazily fetched search index stay small. Pages import this; islands never do.
 */
import { offsetSlot, type CategoryRecord } from '../core/types';
import { distinctAliases } from '../core/searchTerms';
import { site } from './catalog';
import { curatedCategory } from './curated';
import type { SearchIndexJson } from '../browser/searchIndex';

/** The search data served at /search-index.json. */
export function searchIndexJson(categories: readonly CategoryRecord[]): SearchIndexJson {
  return categories.map((c) => [
    c.id,
    c.name,
    c.units.map((u) => [
      u.id,
      u.name,
      u.symbol,
      distinctAliases(u),
      u.kind,
      u.factor,
      offsetSlot(u),
      u.plural,
      u.system ?? '',
    ]),
    c.dimension,
    c.coherentFactor ?? '1',
    c.common ?? [],
  ]);
}

/** The home page's category tabs, as catalog/site.yml lists them. */
export function homeTabs(): { tabs: { id: string; name: string }[]; categories: CategoryRecord[] } {
  const categories = site.homeTabs.map((tab) => curatedCategory(tab.category));
  // The first tab's units come with the page; the others load when the visitor reaches for them
  // (the page's first round trip has no room for all six).
  return {
    tabs: categories.map((c, i) => ({ id: c.id, name: site.homeTabs[i]!.label })),
    categories: categories.slice(0, 1),
  };
}
