/**
 * The site's URL scheme, in one place: every path the site links to is built here, and every
 * path the site serves is parsed here. Pure and browser-safe: takes ids and slugs (or records
 * with an id), never the catalogue.
 */

import { cleanText, wellFormedText } from './inputText';
import { ingredientOfCategory } from './ingredients';

/** A category, group or unit, by id or as a record with one. */
export type IdRef = string | { readonly id: string };

const idOf = (ref: IdRef): string => (typeof ref === 'string' ? ref : ref.id);

/** Joins the from and to slugs of a pair slug; unit slugs may themselves contain 'to'. */
export const PAIR_SEPARATOR = '-to-';

/** The first path segment of each section with its own route family. */
export const SECTIONS = {
  converter: 'converter',
  quickConvert: 'quick-convert',
  unitPage: 'unit-page',
  group: 'category',
} as const;

export type Section = keyof typeof SECTIONS;

/** Pages without parameters. The 404 page is built as /404.html and served for unknown paths. */
export const STATIC_PATHS = {
  home: '/',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  sitemap: '/sitemap',
  calculator: '/calculator',
  kitchen: '/kitchen',
  notFound: '/404',
} as const;

export type StaticPage = keyof typeof STATIC_PATHS;

export const HOME_PATH = STATIC_PATHS.home;

/**
 * The query keys of a permalink: the value, the units (converter page only: pair pages carry
 * their units in the path), the precision ('auto', 's4', 'd2'), the number format ('dot',
 * 'comma', 'space'), the mixed-unit display ('foot.inch') and the fraction denominator of
 * its last part ('16'); on the kitchen converter, the ingredient. '?v=5.5&from=foot&to=meter&p=s4'.
 */
export const PERMALINK_KEYS = {
  ingredient: 'ingredient',
  value: 'v',
  from: 'from',
  to: 'to',
  precision: 'p',
  format: 'fmt',
  mix: 'mix',
  denominator: 'den',
} as const;

export type PermalinkKey = keyof typeof PERMALINK_KEYS;
export type PermalinkQuery = { [K in PermalinkKey]?: string };

/**
 * The query string of a permalink ('?v=5.5&p=s4'), keys in a fixed order; '' when nothing is
 * set. Values are made well-formed first: encoding half an emoji would throw.
 */
export function permalinkQuery(query: PermalinkQuery): string {
  const params = (Object.keys(PERMALINK_KEYS) as PermalinkKey[])
    .filter((key) => query[key] !== undefined && query[key] !== '')
    .map((key) => `${PERMALINK_KEYS[key]}=${encodeURIComponent(wellFormedText(query[key]!))}`);
  return params.length ? `?${params.join('&')}` : '';
}

/** The permalink query of an address ('?from=meter&to=foot'); absent keys are null. Values are cleaned (well-formed, no bidi controls), not validated. */
export function readPermalinkQuery(search: string): { [K in PermalinkKey]: string | null } {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  const out = {} as { [K in PermalinkKey]: string | null };
  for (const key of Object.keys(PERMALINK_KEYS) as PermalinkKey[]) {
    const raw = params.get(PERMALINK_KEYS[key]);
    out[key] = raw !== null && raw.length <= 200 ? cleanText(raw) : null;
  }
  return out;
}

/** The canonical URL slug of a unit: its id with '_' → '-'. */
export function unitSlug(unit: IdRef): string {
  return idOf(unit).replace(/_/g, '-');
}

/** 'cm' + 'inches' → 'cm-to-inches'. */
export function joinPairSlug(fromSlug: string, toSlug: string): string {
  return `${fromSlug}${PAIR_SEPARATOR}${toSlug}`;
}

/** The canonical pair slug of two units: 'centimeter-to-inch'. */
export function unitPairSlug(from: IdRef, to: IdRef): string {
  return joinPairSlug(unitSlug(from), unitSlug(to));
}

/** Whether a path segment has the shape of a pair slug (it may still name no pair). */
export function looksLikePairSlug(segment: string): boolean {
  return segment.includes(PAIR_SEPARATOR);
}

/** Splits 'nautical-mile-to-km' into [from, to] slugs at every '-to-', so unit slugs may contain 'to'. */
export function splitPairSlug(slug: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = slug.indexOf(PAIR_SEPARATOR, 1); i !== -1; i = slug.indexOf(PAIR_SEPARATOR, i + 1)) {
    const from = slug.slice(0, i);
    const to = slug.slice(i + PAIR_SEPARATOR.length);
    if (from && to) out.push([from, to]);
  }
  return out;
}

/** '/length/centimeter-to-inch': the canonical page of a pair. */
export function pairPath(category: IdRef, from: IdRef, to: IdRef): string {
  return `/${idOf(category)}/${unitPairSlug(from, to)}`;
}

/** '/cm-to-inches': a category-less pair page; the category is inferred from the units. */
export function categoryLessPairPath(pairSlug: string): string {
  return `/${pairSlug}`;
}

/**
 * '/quick-convert/length/centimeter/inch': the quick-convert address of a pair (ids keep their
 * underscores). It has no file of its own: hosts with rewrites serve the category's
 * quick-convert page for it, and elsewhere the 404 page forwards to quickConvertHref.
 */
export function quickConvertPath(category: IdRef, from: IdRef, to: IdRef): string {
  return `/${SECTIONS.quickConvert}/${idOf(category)}/${idOf(from)}/${idOf(to)}`;
}

/**
 * '/quick-convert/length?from=centimeter&to=inch': the built page that shows a pair's quick
 * convert (one page per category, which reads the pair from its address); what the site links to.
 */
export function quickConvertHref(category: IdRef, from?: IdRef, to?: IdRef): string {
  const query = from && to ? permalinkQuery({ from: idOf(from), to: idOf(to) }) : '';
  return `/${SECTIONS.quickConvert}/${idOf(category)}${query}`;
}

/**
 * The unit ids (as written) a quick-convert address names: in its path
 * ('/quick-convert/length/meter/foot', where a host rewrites it to the category's page) or its
 * query ('/quick-convert/length?from=meter&to=foot'); null when it names none.
 */
export function quickConvertPairOf(pathname: string, search: string): { from: string; to: string } | null {
  const route = parseRoute(pathname);
  if (route.kind === 'quick-convert') return { from: route.from, to: route.to };
  const query = readPermalinkQuery(search);
  return route.kind === 'quick-convert-page' && query.from && query.to
    ? { from: query.from, to: query.to }
    : null;
}

/** Per category, every slug that names each unit (src/pages/slug-index.json.ts): what resolves typed pair addresses. */
export const SLUG_INDEX_PATH = '/slug-index.json';

/** '/converter/length', or with a permalink query '/converter/length?from=meter&to=foot'. */
export function converterPath(category: IdRef, query: PermalinkQuery = {}): string {
  // An ingredient's converter is the kitchen converter showing it.
  const ingredient = ingredientOfCategory(idOf(category));
  if (ingredient) return `${STATIC_PATHS.kitchen}${permalinkQuery({ ...query, ingredient })}`;
  return `/${SECTIONS.converter}/${idOf(category)}${permalinkQuery(query)}`;
}

/** The calculator's query key: one `l` per line of its tape. */
export const CALCULATOR_LINE_KEY = 'l';

/** '/calculator', or with its tape's lines '/calculator?l=60%20mph%20*%202%20h&l=…'. */
export function calculatorPath(lines: readonly string[] = []): string {
  const query = lines
    .map((line) => `${CALCULATOR_LINE_KEY}=${encodeURIComponent(wellFormedText(line))}`)
    .join('&');
  return query ? `${STATIC_PATHS.calculator}?${query}` : STATIC_PATHS.calculator;
}

/** The lines a calculator address carries (empty when none). */
export function calculatorLines(search: string): string[] {
  try {
    return new URLSearchParams(search).getAll(CALCULATOR_LINE_KEY);
  } catch {
    return [];
  }
}

/** Every category's searchable, convertible units (src/pages/search-index.json.ts), fetched by the home search. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** The cooking ingredients and their densities (src/pages/ingredients.json.ts), fetched when the box reads more than a number. */
export const INGREDIENTS_PATH = '/ingredients.json';

/** '/data/length.txt': a category's units as compact text, fetched by pair pages once a visitor types a unit name. */
export function categoryDataPath(category: IdRef): string {
  return `/data/${idOf(category)}.txt`;
}

/** '/data/length.json': what a category's pair pages say beyond its units (src/core/pairPageData.ts), fetched where the browser draws a pair. */
export function pairPageDataPath(category: IdRef): string {
  return `/data/${idOf(category)}.json`;
}

/** The body the browser draws a pair without a page into (src/pages/data/pair-page.astro), one for every category. */
export const PAIR_PAGE_BODY_PATH = '/data/pair-page/';

/** Category ids, their aliases and names and the group ids (src/pages/site-ids.json.ts): what the 404 page's resolver reads an address with. */
export const SITE_IDS_PATH = '/site-ids.json';

/** '/data/length.descriptions.json': a category's units' one-line descriptions, fetched where the browser draws a pair. */
export function unitDescriptionsPath(category: IdRef): string {
  return `/data/${idOf(category)}.descriptions.json`;
}

/** '/kitchen/all-purpose-flour': the page of a cooking ingredient people ask about often. */
export function ingredientPath(ingredient: IdRef): string {
  return `${STATIC_PATHS.kitchen}/${unitSlug(ingredient)}`;
}

/** '/unit-page/length': a category's unit reference. */
export function unitPagePath(category: IdRef): string {
  return `/${SECTIONS.unitPage}/${idOf(category)}`;
}

/** '/category/common': a group of categories. */
export function groupPath(group: IdRef): string {
  return `/${SECTIONS.group}/${idOf(group)}`;
}

/** Path segments, percent-decoded where that is valid; empty segments (and trailing slashes) dropped. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** The section a first path segment names, if any ('converter' → 'converter', 'category' → 'group'). */
export function sectionOf(segment: string | undefined): Section | undefined {
  return (Object.keys(SECTIONS) as Section[]).find((s) => SECTIONS[s] === segment);
}

/** What a served path is: its route family and its parts (ids and slugs as written, decoded). */
export type Route =
  | { kind: 'static'; page: StaticPage }
  | { kind: 'converter'; category: string }
  | { kind: 'quick-convert'; category: string; from: string; to: string }
  /** A category's quick-convert page, which shows the pair its address names. */
  | { kind: 'quick-convert-page'; category: string }
  | { kind: 'unit-page'; category: string }
  | { kind: 'group'; group: string }
  | { kind: 'pair'; category: string; slug: string }
  | { kind: 'category-less-pair'; slug: string }
  /** A cooking ingredient's page ('/kitchen/all-purpose-flour'). */
  | { kind: 'ingredient'; slug: string }
  | { kind: 'unknown'; segments: string[] };

/** The static page a single path segment names ('' is home; the 404 page is also served as 404.html). */
function staticPageOf(segment: string): StaticPage | undefined {
  if (segment === '404.html') return 'notFound';
  return (Object.keys(STATIC_PATHS) as StaticPage[]).find((page) => STATIC_PATHS[page] === `/${segment}`);
}

/** Parses a pathname ('/length/meter-to-foot/', '/converter/length') into its route. */
export function parseRoute(pathname: string): Route {
  const segments = pathSegments(pathname);
  const [head = '', a, b, c] = segments;
  const staticPage = staticPageOf(head);
  if (staticPage && segments.length <= 1) return { kind: 'static', page: staticPage };
  switch (sectionOf(head)) {
    case 'converter':
      return segments.length === 2 ? { kind: 'converter', category: a! } : { kind: 'unknown', segments };
    case 'unitPage':
      return segments.length === 2 ? { kind: 'unit-page', category: a! } : { kind: 'unknown', segments };
    case 'group':
      return segments.length === 2 ? { kind: 'group', group: a! } : { kind: 'unknown', segments };
    case 'quickConvert':
      if (segments.length === 2) return { kind: 'quick-convert-page', category: a! };
      return segments.length === 4
        ? { kind: 'quick-convert', category: a!, from: b!, to: c! }
        : { kind: 'unknown', segments };
  }
  if (`/${head}` === STATIC_PATHS.kitchen)
    return segments.length === 2 ? { kind: 'ingredient', slug: a! } : { kind: 'unknown', segments };
  if (segments.length === 2 && looksLikePairSlug(a!)) return { kind: 'pair', category: head, slug: a! };
  if (segments.length === 1 && looksLikePairSlug(head)) return { kind: 'category-less-pair', slug: head };
  return { kind: 'unknown', segments };
}
