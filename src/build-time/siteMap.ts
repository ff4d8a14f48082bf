/** What the /sitemap page lists: groups, all converters, the common conversions of catalog/site.yml. Build-time only. */
import { categories, site } from './catalog';
import { curatedPair } from './curated';
import type { CategoryRecord } from '../core/types';
import { converterPath } from '../core/routes';

export interface LinkItem {
  label: string;
  href: string;
}

/** The common conversions catalog/site.yml lists: 'meters to feet' → /converter/length?from=meter&to=foot. */
export function commonConversions(): LinkItem[] {
  return site.sitemapConversions.map((ids) => {
    const { category, from, to } = curatedPair(ids);
    return {
      label: `${from.plural} to ${to.plural}`,
      href: converterPath(category.id, { from: from.id, to: to.id }),
    };
  });
}

/** Every category, by name. */
export function categoriesByName(): CategoryRecord[] {
  return [...categories].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
