/**
 * Unit-pair routes: which pair pages exist, their paths, and how a typed slug finds its pair.
 * Computed once per build; pages, the sitemap, the 404 resolver and tests share it.
 */
import { categories, getCategory, inferPairCategory, resolveUnitSlug, unitSlug } from './catalog';
import type { CategoryRecord, UnitPair, UnitRecord } from '../core/types';

/** '/length/centimeter-to-inch': the canonical page of a pair. */
export function pairPath(category: CategoryRecord, from: UnitRecord, to: UnitRecord): string {
  return `/${category.id}/${unitSlug(from)}-to-${unitSlug(to)}`;
}

/** '/centimeter-to-inch': the category-less route (the category is inferred). */
export function shortPairPath(from: UnitRecord | string, to: UnitRecord | string): string {
  return `/${typeof from === 'string' ? from : unitSlug(from)}-to-${typeof to === 'string' ? to : unitSlug(to)}`;
}

/** '/quick-convert/length/centimeter/inch': ids keep their underscores. */
export function quickConvertPath(category: CategoryRecord, from: UnitRecord, to: UnitRecord): string {
  return `/quick-convert/${category.id}/${from.id}/${to.id}`;
}

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

/** Splits 'nautical-mile-to-km' into slugs; tries every '-to-' so unit slugs may contain 'to'. */
export function splitPairSlug(slug: string): [string, string][] {
  const out: [string, string][] = [];
  let i = slug.indexOf('-to-');
  while (i > 0) {
    out.push([slug.slice(0, i), slug.slice(i + 4)]);
    i = slug.indexOf('-to-', i + 1);
  }
  return out.filter(([a, b]) => a && b);
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
    const slug = `${unitSlug(p.from)}-to-${unitSlug(p.to)}`;
    if (seen.has(slug)) continue;
    seen.add(slug);
    const pair = resolvePairSlug(slug);
    if (pair && `${unitSlug(pair.from)}-to-${unitSlug(pair.to)}` === slug) out.push({ slug, pair });
  }
  return out;
}
