/**
 * Unit-pair pages: which exist, and how a typed slug finds its pair (paths: core/routes).
 * Computed once per build; pages, the sitemap and tests share it.
 */
import { categories, getCategory, inferPairCategory, resolveUnitSlug } from './catalog';
import { splitPairSlug, unitPairSlug } from '../core/routes';
import type { CategoryRecord, UnitPair } from '../core/types';

/**
 * Categories whose pair pages are built. All of them, unless BUILD_CATEGORIES (comma list)
 * narrows a development build; CI and releases build everything.
 */
export function builtCategories(): CategoryRecord[] {
  const only = (typeof process !== 'undefined' ? process.env.BUILD_CATEGORIES : '') ?? '';
  if (!only.trim()) return categories;
  const wanted = new Set(only.split(',').map((s) => s.trim()));
  return categories.filter((c) => wanted.has(c.id));
}

/** Every ordered pair of distinct units in each built category. */
export function allPairs(): UnitPair[] {
  return builtCategories().flatMap((category) =>
    category.units.flatMap((from) => category.units.filter((to) => to !== from).map((to) => ({ category, from, to }))),
  );
}

/** Resolves '/{from}-to-{to}' (category inferred) or, with a category, '/{category}/{from}-to-{to}'. */
export function resolvePairSlug(slug: string, categoryId?: string): UnitPair | null {
  for (const [a, b] of splitPairSlug(slug)) {
    const category = categoryId ? getCategory(categoryId) : inferPairCategory(a, b);
    if (!category) return null;
    const from = resolveUnitSlug(category, a);
    const to = resolveUnitSlug(category, b);
    if (from && to && from !== to) return { category, from, to };
  }
  return null;
}

/**
 * Category-less pages: one per distinct canonical slug pair, showing the inferred category
 * (the first in catalogue order that has both units). A slug that infers a pair
 * whose own slugs differ ('ampere-per-inch' is an alias in magnetic_field_strength) is no
 * page of its own: the 404 page resolves it and redirects, as for any other alias.
 */
export function shortPairs(): { slug: string; pair: UnitPair }[] {
  const seen = new Set<string>();
  const out: { slug: string; pair: UnitPair }[] = [];
  for (const p of allPairs()) {
    const slug = unitPairSlug(p.from, p.to);
    if (seen.has(slug)) continue;
    seen.add(slug);
    const pair = resolvePairSlug(slug);
    if (pair && unitPairSlug(pair.from, pair.to) === slug) out.push({ slug, pair });
  }
  return out;
}
