/**
 * Build-time helpers that cut catalogue records down to what the browser needs, so islands
 * and the lazily fetched search index stay small. Pages import this; islands never do.
 */
import type { CategoryRecord, UnitRecord } from '../core/types';
import { otherSpellings } from '../core/searchTerms';
import { site } from './catalog';
import { curatedCategory } from './curated';
import type { SearchIndexJson } from '../browser/unitSearch';

/**
 * A unit with only what converting and searching use (descriptions and sources dropped). The
 * search matches name, symbol and aliases, so the plural joins the aliases here.
 */
function slimUnit(u: UnitRecord): UnitRecord {
  const aliases = otherSpellings(u).filter((a) => a !== u.symbol && a.toLowerCase() !== u.name.toLowerCase());
  return { ...u, aliases, definition: '', source: '', description: '' };
}

/** The search data served at /search-index.json. */
export function searchIndexJson(categories: readonly CategoryRecord[]): SearchIndexJson {
  return categories.map((c) => [c.id, c.name, c.units.map((u) => { const s = slimUnit(u); return [s.id, s.name, s.symbol, s.aliases, s.kind, s.factor, s.offset]; })]);
}

/** The home page's category tabs, as catalog/site.yml lists them. */
export function homeTabs(): { tabs: { id: string; name: string }[]; categories: CategoryRecord[] } {
  const categories = site.homeTabs.map((tab) => curatedCategory(tab.category));
  return { tabs: categories.map((c, i) => ({ id: c.id, name: site.homeTabs[i]!.label })), categories };
}
