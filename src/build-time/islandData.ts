/**
 * Build-time helpers that cut catalogue records down to what the browser needs, so islands
 * and the lazily fetched search index stay small. Pages import this; islands never do.
 */
import type { CategoryRecord, UnitRecord } from '../core/types';
import { otherSpellings } from '../core/searchTerms';
import { getCategory } from './catalog';
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
  return categories.map((c) => [c.id, c.name, c.units.map((u) => { const s = slimUnit(u); return [s.id, s.name, s.symbol, s.aliases]; })]);
}

/** The home page's category tabs: Length, Temperature, Area, Volume, Weight, Time. */
const HOME_TABS: readonly [string, string][] = [
  ['length', 'Length'], ['temperature', 'Temperature'], ['area', 'Area'], ['volume', 'Volume'], ['weight', 'Weight'], ['time', 'Time'],
];

export function homeTabs(): { tabs: { id: string; name: string }[]; categories: CategoryRecord[] } {
  const found = HOME_TABS.flatMap(([id, name]) => {
    const c = getCategory(id);
    return c ? [{ tab: { id: c.id, name }, category: c }] : [];
  });
  return { tabs: found.map((f) => f.tab), categories: found.map((f) => f.category) };
}
