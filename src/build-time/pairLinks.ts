/**
 * The links of a unit-pair page, derived from the current category and unit: the reverse
 * pair, popular pairs, the source unit to every other unit; and which category-less pages
 * exist in the form the site links to.
 */
import { categories } from './catalog';
import { curatedPopularPairs } from './curated';
import { builtCategories, resolvePairSlug, shortPairs } from './pairs';
import { categoryLessPairPath, joinPairSlug, pairPath, parseRoute, unitPairSlug } from '../core/routes';
import type { CategoryRecord, UnitPair, UnitRecord } from '../core/types';

export interface PairLink {
  href: string;
  label: string;
}

function sameResolution(slug: string, category: CategoryRecord, from: UnitRecord, to: UnitRecord): boolean {
  const p = resolvePairSlug(slug);
  return p !== null && p.category === category && p.from === from && p.to === to;
}

/**
 * The category-less path of a pair ('/inches-to-cm', from the units' short slugs), or the
 * canonical path when the short slug would infer another category (kelvin is in temperature
 * and temperature_interval).
 */
export function shortPairHref(category: CategoryRecord, from: UnitRecord, to: UnitRecord): string {
  const canonical = unitPairSlug(from, to);
  // Short spellings only when both units have one: '/cm-to-inches', never '/meters-to-foot-us-survey'.
  const preferred = from.shortSlug && to.shortSlug ? joinPairSlug(from.shortSlug, to.shortSlug) : canonical;
  for (const slug of [preferred, canonical]) {
    if (sameResolution(slug, category, from, to)) return categoryLessPairPath(slug);
  }
  return pairPath(category, from, to);
}

/** The intro's reverse link: /{to}-to-{from}. */
export function reversePairHref(pair: UnitPair): string {
  return shortPairHref(pair.category, pair.to, pair.from);
}

/**
 * Category-less alias pages the site links to ('/inches-to-cm'): built as static pages next to
 * the canonical slugs; the 404 page resolves any other alias a visitor types.
 */
export const LINKED_ALIAS_PAIRS: readonly string[] = (() => {
  const out: string[] = [];
  for (const category of categories) {
    const units = category.units.filter((u) => u.shortSlug);
    for (const from of units) {
      for (const to of units) {
        if (from === to) continue;
        const href = shortPairHref(category, from, to);
        if (href !== categoryLessPairPath(unitPairSlug(from, to)) && href !== pairPath(category, from, to)) out.push(href);
      }
    }
  }
  return out;
})();

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

/**
 * 'Convert <from> to Other Units': the source unit to every other unit of the category, so
 * that following links reaches every pair (with the reverse link: A→X, X→A, X→Y).
 */
export function otherUnitLinks(pair: UnitPair): PairLink[] {
  return pair.category.units
    .filter((u) => u !== pair.from && u !== pair.to)
    .map((u) => ({ href: pairPath(pair.category, pair.from, u), label: u.plural }));
}

/** Alias pages to build, restricted to the categories being built. */
export function builtAliasPairs(): { slug: string; pair: UnitPair }[] {
  const built = new Set(builtCategories().map((c) => c.id));
  return LINKED_ALIAS_PAIRS.flatMap((href) => {
    const route = parseRoute(href);
    if (route.kind !== 'category-less-pair') return [];
    const pair = resolvePairSlug(route.slug);
    return pair && built.has(pair.category.id) ? [{ slug: route.slug, pair }] : [];
  });
}

/**
 * Every category-less page to build, in the form the site links to: the short spelling where
 * there is one ('/cm-to-inches', whose canonical-slug twin '/centimeter-to-inch' is left to the
 * 404 page's redirect), else the canonical slugs.
 */
export function categoryLessPages(): { slug: string; pair: UnitPair }[] {
  const linked = shortPairs().filter(({ slug, pair }) => shortPairHref(pair.category, pair.from, pair.to) === categoryLessPairPath(slug));
  return [...linked, ...builtAliasPairs()];
}
