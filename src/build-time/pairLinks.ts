/**
 * The links of a unit-pair page, derived from the current category and unit: the reverse
 * pair, popular pairs, the source unit to every other unit; and which category-less pages
 * exist in the form the site links to.
 */
import { getCategory } from './catalog';
import { builtCategories, resolvePairSlug, shortPairs } from './pairs';
import { categoryLessPairPath, joinPairSlug, pairPath, parseRoute, unitPairSlug } from '../core/routes';
import type { CategoryRecord, UnitPair, UnitRecord } from '../core/types';

export interface PairLink {
  href: string;
  label: string;
}

/**
 * The short slugs the site uses in its own category-less links (/inches-to-cm,
 * /meters-to-feet, /km-to-miles, /cm-to-meters …). Any other unit uses its canonical slug.
 */
export const SHORT_SLUGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  length: { centimeter: 'cm', millimeter: 'mm', kilometer: 'km', meter: 'meters', inch: 'inches', foot: 'feet', yard: 'yards', mile: 'miles' },
};

function sameResolution(slug: string, category: CategoryRecord, from: UnitRecord, to: UnitRecord): boolean {
  const p = resolvePairSlug(slug);
  return p !== null && p.category === category && p.from === from && p.to === to;
}

/**
 * The category-less path of a pair ('/inches-to-cm'), or the canonical path when the short
 * slug would infer another category (kelvin is in temperature and temperature_interval).
 */
export function shortPairHref(category: CategoryRecord, from: UnitRecord, to: UnitRecord): string {
  const short = SHORT_SLUGS[category.id] ?? {};
  const canonical = unitPairSlug(from, to);
  // Short spellings only when both units have one: '/cm-to-inches', never '/meters-to-foot-us-survey'.
  const fromShort = short[from.id];
  const toShort = short[to.id];
  const preferred = fromShort && toShort ? joinPairSlug(fromShort, toShort) : canonical;
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
  for (const [categoryId, short] of Object.entries(SHORT_SLUGS)) {
    const category = getCategory(categoryId);
    if (!category) continue;
    const units = category.units.filter((u) => short[u.id]);
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

/** Popular pairs per category, by unit id; other categories use their first units. */
const POPULAR: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  length: [['inch', 'centimeter'], ['meter', 'foot'], ['kilometer', 'mile'], ['centimeter', 'inch'], ['foot', 'meter'], ['mile', 'kilometer'], ['millimeter', 'inch'], ['yard', 'meter']],
  weight: [['kilogram', 'pound'], ['pound', 'kilogram'], ['gram', 'ounce'], ['ounce', 'gram'], ['stone', 'kilogram'], ['kilogram', 'stone']],
  temperature: [['celsius', 'fahrenheit'], ['fahrenheit', 'celsius'], ['celsius', 'kelvin'], ['kelvin', 'celsius'], ['fahrenheit', 'kelvin'], ['kelvin', 'fahrenheit']],
  volume: [['liter', 'gallon_us'], ['gallon_us', 'liter'], ['milliliter', 'fluid_ounce_us'], ['fluid_ounce_us', 'milliliter'], ['cup_us', 'milliliter'], ['cubic_meter', 'cubic_foot']],
  area: [['square_meter', 'square_foot'], ['square_foot', 'square_meter'], ['acre', 'hectare'], ['hectare', 'acre'], ['square_kilometer', 'square_mile'], ['square_inch', 'square_centimeter']],
  time: [['hour', 'minute'], ['minute', 'second'], ['day', 'hour'], ['week', 'day'], ['year', 'day'], ['second', 'millisecond']],
  speed: [['kilometer_per_hour', 'mile_per_hour'], ['mile_per_hour', 'kilometer_per_hour'], ['meter_per_second', 'kilometer_per_hour'], ['knot', 'kilometer_per_hour'], ['kilometer_per_hour', 'meter_per_second'], ['knot', 'mile_per_hour']],
  fuel_consumption: [['mile_per_gallon_us', 'liter_per_100_kilometer'], ['liter_per_100_kilometer', 'mile_per_gallon_us'], ['kilometer_per_liter', 'liter_per_100_kilometer'], ['mile_per_gallon_uk', 'liter_per_100_kilometer'], ['mile_per_gallon_us', 'kilometer_per_liter'], ['kilometer_per_liter', 'mile_per_gallon_us']],
  pressure: [['psi', 'bar'], ['bar', 'psi'], ['kilopascal', 'psi'], ['psi', 'kilopascal'], ['atmosphere', 'pascal'], ['millimeter_of_mercury', 'kilopascal']],
  energy: [['kilocalorie', 'kilojoule'], ['kilojoule', 'kilocalorie'], ['kilowatt_hour', 'joule'], ['british_thermal_unit', 'kilojoule'], ['calorie', 'joule'], ['joule', 'electronvolt']],
  power: [['horsepower', 'kilowatt'], ['kilowatt', 'horsepower'], ['watt', 'btu_per_hour'], ['btu_per_hour', 'watt'], ['horsepower_metric', 'kilowatt'], ['megawatt', 'kilowatt']],
  data_storage: [['megabyte', 'gigabyte'], ['gigabyte', 'megabyte'], ['gigabyte', 'terabyte'], ['kilobyte', 'megabyte'], ['gibibyte', 'gigabyte'], ['megabit', 'megabyte']],
};

const POPULAR_COUNT = 6;

/** The popular pairs of a category as units, in order; curated where listed, else its first units. */
export function popularPairs(category: CategoryRecord): [UnitRecord, UnitRecord][] {
  const byId = (id: string) => category.units.find((u) => u.id === id);
  const curated = (POPULAR[category.id] ?? []).map(([a, b]) => [byId(a), byId(b)] as const);
  const out: [UnitRecord, UnitRecord][] = curated.filter((p): p is readonly [UnitRecord, UnitRecord] => Boolean(p[0] && p[1])).map(([a, b]) => [a, b]);
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
