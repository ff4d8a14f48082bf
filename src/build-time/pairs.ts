/**
 * Unit-pair pages: which exist, and how a typed slug finds its pair (paths: core/routes).
 * Computed once per build; pages, the sitemap and tests share it.
 */
import { categories, getCategory, inferPairCategory, resolveUnitSlug } from './catalog';
import { splitPairSlug, unitPairSlug } from '../core/routes';
import { hasPairPage } from '../core/pairLinks';
import { defaultUnits } from '../core/unitGroups';
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
    category.units.flatMap((from) =>
      category.units.filter((to) => to !== from).map((to) => ({ category, from, to })),
    ),
  );
}

let pages: UnitPair[] | undefined;

/** The pairs built as pages (hasPairPage): each built category's common and popular pairs. Worked out once a build (unit pages ask per category). */
export function pagePairs(): UnitPair[] {
  pages ??= allPairs().filter((p) => hasPairPage(p.category, p.from.id, p.to.id));
  return pages;
}

/** Whether the pair's units, written as a category-less slug, name another category's pair (pairTitle). */
export function inferredElsewhere(pair: UnitPair): boolean {
  const inferred = resolvePairSlug(unitPairSlug(pair.from, pair.to));
  return inferred !== null && inferred.category !== pair.category;
}

/** The pair a category's converters start with (defaultUnits: the catalogue's default pair). */
export function defaultPair(category: CategoryRecord): UnitPair {
  const { fromUnit, toUnit } = defaultUnits(category);
  const unit = (id: string) => category.units.find((u) => u.id === id)!;
  return { category, from: unit(fromUnit), to: unit(toUnit) };
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
