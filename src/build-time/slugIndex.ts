/**
 * Build-time data for the 404 page's resolver (src/browser/notFound.ts): the small SiteIds it
 * embeds and the slug index it fetches lazily from /slug-index.json.
 */
import { categories, groups, unitSlugs } from './catalog';
import { unitSlug } from '../core/routes';
import type { SiteIds, SlugIndexJson } from '../browser/notFound';

export function siteIds(): SiteIds {
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const c of categories) {
    ids[c.id] = c.id;
    names[c.id] = c.name;
    for (const a of c.aliases) ids[a] = c.id;
  }
  return { categories: ids, names, groups: groups.map((g) => g.id) };
}

/** Slugs that can never be one path segment ('/') or are implied by the id are left out. */
export function slugIndexJson(): SlugIndexJson {
  return {
    c: categories.map((c) => {
      const extra = new Map(c.units.map((u) => [u, [] as string[]]));
      for (const [slug, unit] of unitSlugs(c)) {
        if (slug === unit.id || slug === unitSlug(unit) || slug.includes('/') || slug.includes('|')) continue;
        extra.get(unit)!.push(slug);
      }
      return [c.id, c.units.map((u) => [u.id, ...extra.get(u)!].join('|'))];
    }),
  };
}
