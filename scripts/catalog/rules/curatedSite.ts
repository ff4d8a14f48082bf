/**
 * catalog/site.yml names the catalogue: every category id is a category and every pair two
 * different units of its category.
 */
import type { CatalogContext } from '../context.ts';
import type { PairIds, SiteRecord } from '../../../src/core/types.ts';
import { checkUnitPair, type ReportAt } from './curatedCategory.ts';

/** The site lists of a catalogue without catalog/site.yml (the compiler's test fixtures). */
export const EMPTY_SITE: SiteRecord = {
  homeTabs: [],
  homeConversions: { shown: 0, pairs: [] },
  sitemapConversions: [],
  quickConvert: { fixedPairs: [], popularCategories: [] },
};

export interface CatalogIds {
  /** Category id → its unit ids. */
  units: ReadonlyMap<string, ReadonlySet<string>>;
  /** Alias id → the category it reaches. */
  aliasOf: ReadonlyMap<string, string>;
}

/** True when `id` is a category; else reports why not at `path`. */
function checkCategory(id: string, ids: CatalogIds, path: (string | number)[], report: ReportAt): boolean {
  if (ids.units.has(id)) return true;
  const target = ids.aliasOf.get(id);
  report(path, target ? `'${id}' is an alias of category '${target}'; write '${target}'` : `there is no category '${id}' (expected catalog/categories/${id}.yml)`);
  return false;
}

function checkPairs(pairs: readonly PairIds[], ids: CatalogIds, path: (string | number)[], report: ReportAt): void {
  pairs.forEach(([category, from, to], i) => {
    if (checkCategory(category, ids, [...path, i, 0], report)) {
      checkUnitPair([from, to], ids.units.get(category)!, [...path, i], report, `category '${category}'`, 1);
    }
  });
}

export function checkSiteCuration(site: SiteRecord, ids: CatalogIds, report: ReportAt): void {
  const tabs = new Set<string>();
  site.homeTabs.forEach((tab, i) => {
    if (tabs.has(tab.category)) report(['homeTabs', i, 'category'], `the category '${tab.category}' already has a tab`);
    tabs.add(tab.category);
    checkCategory(tab.category, ids, ['homeTabs', i, 'category'], report);
  });
  const { shown, pairs } = site.homeConversions;
  if (shown > pairs.length) report(['homeConversions', 'shown'], `shows ${shown} pairs at once, but only ${pairs.length} are listed`);
  checkPairs(pairs, ids, ['homeConversions', 'pairs'], report);
  checkPairs(site.sitemapConversions, ids, ['sitemapConversions'], report);
  checkPairs(site.quickConvert.fixedPairs, ids, ['quickConvert', 'fixedPairs'], report);
  site.quickConvert.popularCategories.forEach((id, i) => checkCategory(id, ids, ['quickConvert', 'popularCategories', i], report));
}

export function curatedSite({ site, categories, unreadable, categoryIdOwner, report }: CatalogContext): void {
  // A category file that cannot be read has reported its own error; its ids are checked once it is fixed.
  if (!site || unreadable.size > 0) return;
  const units = new Map([...categories].map(([id, { data }]) => [id, new Set(Object.keys(data.units))]));
  const aliasOf = new Map([...categoryIdOwner].filter(([alias, id]) => alias !== id));
  checkSiteCuration(site.data, { units, aliasOf }, (path, message, at) => report.add(site.f, path, message, at));
}
