/**
 * A category file's curated data names units of the category: its default pair, common
 * units, popular pairs, and the short slugs of its units (URL-safe, unique, one of the unit's
 * own spellings).
 */
import type { CatalogContext } from '../context.ts';

/** Reports a problem at a path inside the file being checked ('key' points at the key itself). */
export type ReportAt = (path: (string | number)[], message: string, at?: 'key' | 'value') => void;

/** What these checks read of a category file (after the schema accepted it). */
export interface CuratedCategoryData {
  defaultPair?: [string, string];
  common?: string[];
  popular?: [string, string][];
  units: Record<string, { name: string; plural: string; symbol: string; aliases?: string[]; shortSlug?: string }>;
}

const URL_SAFE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'nautical miles' → 'nautical-miles': how a name reads as a path segment. */
const asSlug = (text: string) => text.toLowerCase().replace(/[\s_]+/g, '-');

/**
 * Each unit id of a [from, to] pair is a unit of the category, and the two differ. `first` is
 * the index of `from` in the YAML list at `path` (1 in site.yml's [category, from, to]).
 */
export function checkUnitPair(pair: readonly string[], unitIds: ReadonlySet<string>, path: (string | number)[], report: ReportAt, where = 'this category', first = 0): void {
  pair.forEach((id, i) => {
    if (!unitIds.has(id)) report([...path, first + i], `there is no unit '${id}' in ${where}`);
  });
  if (pair.length === 2 && pair[0] === pair[1]) report(path, `a pair needs two different units, but both are '${pair[0]}'`);
}

export function checkCategoryCuration(data: CuratedCategoryData, report: ReportAt): void {
  const unitIds = new Set(Object.keys(data.units));
  if (data.defaultPair) checkUnitPair(data.defaultPair, unitIds, ['defaultPair'], report);
  (data.common ?? []).forEach((id, i) => {
    if (!unitIds.has(id)) report(['common', i], `there is no unit '${id}' in this category`);
  });
  (data.popular ?? []).forEach((pair, i) => checkUnitPair(pair, unitIds, ['popular', i], report));

  const shortOwner = new Map<string, string>();
  const canonical = new Map([...unitIds].map((id) => [asSlug(id), id]));
  for (const [uid, u] of Object.entries(data.units)) {
    const slug = u.shortSlug;
    if (slug === undefined) continue;
    const path = ['units', uid, 'shortSlug'];
    if (!URL_SAFE_SLUG.test(slug)) {
      report(path, `the short slug '${slug}' is not URL-safe: use lowercase letters, digits and single hyphens`);
      continue;
    }
    const owner = shortOwner.get(slug) ?? (canonical.get(slug) !== uid ? canonical.get(slug) : undefined);
    if (owner !== undefined) {
      report(path, `the short slug '${slug}' already names the unit '${owner}' in this category`);
      continue;
    }
    shortOwner.set(slug, uid);
    const names = [uid, u.name, u.plural, u.symbol, ...(u.aliases ?? [])].map(asSlug);
    if (!names.includes(slug)) report(path, `the short slug '${slug}' is not the unit's id, name, plural, symbol or an alias, so a link using it would not reach this unit`);
  }
}

export function curatedCategory({ categories, report }: CatalogContext): void {
  for (const { f, data } of categories.values()) checkCategoryCuration(data, (path, message, at) => report.add(f, path, message, at));
}
