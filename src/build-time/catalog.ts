/**
 * The catalogue as the site uses it: lookups by id, alias and URL slug, computed once.
 * Build-time (pages) and tests import this; islands get only the records they need as props.
 */
import { categories, groups, site } from '../generated/catalog';
import type { CategoryRecord, GroupRecord, UnitRecord } from '../core/types';
import { searchTerms } from '../core/searchTerms';
import { unitSlug } from '../core/routes';

export { categories, groups, site };

const categoryById = new Map<string, CategoryRecord>();
for (const c of categories) categoryById.set(c.id, c);
const aliasTarget = new Map<string, CategoryRecord>();
for (const c of categories) for (const a of c.aliases) aliasTarget.set(a, c);

/** A category by id or by one of its alias ids (electric_potential → voltage). */
export function getCategory(id: string): CategoryRecord | undefined {
  return categoryById.get(id) ?? aliasTarget.get(id);
}

export function getUnit(category: CategoryRecord, id: string): UnitRecord | undefined {
  return category.units.find((u) => u.id === id);
}

export function getGroup(id: string): GroupRecord | undefined {
  return groups.find((g) => g.id === id);
}

/** Groups listing the category, in order (magnetic_flux is in Engineering and Magnetism). */
export function groupsOf(categoryId: string): GroupRecord[] {
  return groups.filter((g) => g.categories.includes(categoryId));
}

/** The group a category's breadcrumbs go through: the first that lists it. */
export function primaryGroup(categoryId: string): GroupRecord {
  return groupsOf(categoryId)[0] ?? groups[0]!;
}

/** 'nautical miles' → 'nautical-miles'; '' when the text has nothing URL-safe to offer. */
export function slugify(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[²]/g, '2')
    .replace(/[³]/g, '3')
    .replace(/[\s_/]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return s === text.toLowerCase().replace(/[\s_]+/g, '-') ? s : '';
}

/** For each category: every slug a visitor may type for a unit → the unit. Canonical slugs win. */
const slugIndex = new Map<string, Map<string, UnitRecord>>();
function slugsOf(category: CategoryRecord): Map<string, UnitRecord> {
  let index = slugIndex.get(category.id);
  if (index) return index;
  index = new Map();
  for (const u of category.units) index.set(unitSlug(u), u);
  for (const u of category.units) index.set(u.id, index.get(u.id) ?? u);
  for (const u of category.units) {
    for (const text of searchTerms(u)) {
      for (const slug of [text, slugify(text)]) if (slug && !index.has(slug)) index.set(slug, u);
    }
  }
  // Case-insensitive fallback only where it is unambiguous (mm vs Mm).
  const lower = new Map<string, UnitRecord | null>();
  for (const [slug, u] of index) {
    const l = slug.toLowerCase();
    if (index.has(l)) continue;
    lower.set(l, lower.has(l) && lower.get(l) !== u ? null : u);
  }
  for (const [l, u] of lower) if (u) index.set(l, u);
  slugIndex.set(category.id, index);
  return index;
}

/** The unit a URL slug or typed id names in a category ('cm', 'inches', 'nautical-mile'). */
export function resolveUnitSlug(category: CategoryRecord, slug: string): UnitRecord | undefined {
  const index = slugsOf(category);
  return index.get(slug) ?? index.get(slug.toLowerCase());
}

/** Every slug that names a unit of the category, with its unit. */
export function unitSlugs(category: CategoryRecord): Map<string, UnitRecord> {
  return slugsOf(category);
}

/**
 * The category of a pair route without one: the first category, in catalogue order, that has
 * both units; else the first that has one of them; else length.
 */
export function inferPairCategory(fromSlug: string, toSlug: string): CategoryRecord {
  const both = categories.find((c) => resolveUnitSlug(c, fromSlug) && resolveUnitSlug(c, toSlug));
  if (both) return both;
  const one = categories.find((c) => resolveUnitSlug(c, fromSlug) || resolveUnitSlug(c, toSlug));
  return one ?? getCategory('length') ?? categories[0]!;
}
