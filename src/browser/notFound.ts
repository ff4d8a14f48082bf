/**
 * What the 404 page does with the path it was given, so a valid pair is never a dead end.
 * Browser-safe: no catalogue import. The resolver fetches the small SiteIds (/site-ids.json), and
 * the per-unit slug index (SlugIndexJson, /slug-index.json) only when the path looks like a pair route.
 */
import {
  converterPath,
  groupPath,
  looksLikePairSlug,
  pairPath,
  pathSegments,
  quickConvertHref,
  sectionOf,
  splitPairSlug,
  unitPagePath,
  unitSlug,
} from '../core/routes';
import { nearestMiss } from '../core/editDistance';

/** Category ids (and alias ids), names and group ids: /site-ids.json, which the 404 page's resolver reads. */
export interface SiteIds {
  /** Every category id and alias id → the canonical category id. */
  categories: Record<string, string>;
  /** Every canonical category id → its name ('Length'). */
  names: Record<string, string>;
  groups: string[];
}

/** 'Did you mean …?': the page a near-miss address most likely meant. */
export interface Suggestion {
  href: string;
  label: string;
}

/**
 * /slug-index.json: per category in catalogue order, one string per unit: its id, then every
 * other slug that names it, joined by '|' ('meter|metre|metres|m'). The canonical slug (id with
 * '_' → '-') and the id itself are implied and win over other units' aliases.
 */
export interface SlugIndexJson {
  c: [string, string[]][];
}

export type NotFoundView =
  | { kind: 'redirect'; to: string }
  /** Looks like a pair route: fetch the slug index, then call resolvePairRoute. */
  | { kind: 'needs-index' }
  | { kind: 'unknown-converter'; title: string; suggestion?: Suggestion }
  | { kind: 'category-not-found'; suggestion?: Suggestion }
  | { kind: 'group-not-found' }
  | { kind: 'plain'; suggestion?: Suggestion };

const MAX_TITLE_WORDS_CHARS = 60;

function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** 'Electric-Potential' → 'electric_potential', the way category ids are written. */
function normalizeId(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The pair a path names with its units' canonical slugs ('/length/meter-to-parsec'), or null. */
export function canonicalPair<U extends { id: string }>(
  pathname: string,
  units: readonly U[],
): [U, U] | null {
  const slug = pathSegments(pathname)[1];
  if (!slug) return null;
  const bySlug = (s: string) => units.find((u) => unitSlug(u) === s);
  for (const [a, b] of splitPairSlug(slug)) {
    const from = bySlug(a);
    const to = bySlug(b);
    if (from && to && from !== to) return [from, to];
  }
  return null;
}

/** The canonical category id a typed id names, if any (aliases included). */
export function knownCategory(site: SiteIds, text: string | undefined): string | undefined {
  if (!text) return undefined;
  return own(site.categories, text) ?? own(site.categories, normalizeId(text));
}

/**
 * The category a mistyped id most likely means ('lenght' → 'length'): the nearest category id,
 * alias id or name within a small edit distance (see nearestMiss); undefined when none is near
 * or two categories are equally near.
 */
export function nearCategory(site: SiteIds, text: string | undefined): string | undefined {
  if (!text) return undefined;
  const candidates: [string, string][] = [
    ...Object.entries(site.categories),
    ...Object.entries(site.names).map(([id, name]): [string, string] => [normalizeId(name), id]),
  ];
  return nearestMiss(normalizeId(text), candidates)?.value;
}

/** A view's suggestion, only when there is one (so views without one keep their plain shape). */
function withSuggestion<V extends object>(
  view: V,
  href: string | undefined,
  label: string,
): V | (V & { suggestion: Suggestion }) {
  return href === undefined ? view : { ...view, suggestion: { href, label } };
}

/** 'foo_bar' / 'foo-bar' → 'Foo Bar Converter': an unknown converter's title, built from its id. */
export function converterTitleFromId(id: string): string {
  const words = id
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .slice(0, MAX_TITLE_WORDS_CHARS)
    .trim();
  if (!words) return 'Converter';
  return `${words.replace(/(^|\s)(\S)/g, (_m, space: string, ch: string) => space + ch.toUpperCase())} Converter`;
}

/** Decides what the 404 page shows for a path, with the data it already has. */
export function classifyNotFound(pathname: string, site: SiteIds): NotFoundView {
  const segs = pathSegments(pathname);
  const [head, second] = segs;
  if (!head) return { kind: 'plain' };
  const section = sectionOf(head);
  switch (section) {
    case 'group': {
      if (segs.length !== 2) return segs.length > 2 ? { kind: 'plain' } : { kind: 'group-not-found' };
      const id = normalizeId(second!);
      return site.groups.includes(id) && id !== second
        ? { kind: 'redirect', to: groupPath(id) }
        : { kind: 'group-not-found' };
    }
    case 'converter':
    case 'unitPage': {
      if (segs.length !== 2) return { kind: 'plain' };
      const id = knownCategory(site, second);
      if (id && id !== second)
        return { kind: 'redirect', to: section === 'converter' ? converterPath(id) : unitPagePath(id) };
      if (id) return { kind: 'plain' };
      const near = nearCategory(site, second);
      const name = near && site.names[near];
      if (section === 'converter') {
        return withSuggestion(
          { kind: 'unknown-converter', title: converterTitleFromId(second!) },
          near && converterPath(near),
          `${name} Converter`,
        );
      }
      return withSuggestion({ kind: 'plain' }, near && unitPagePath(near), `${name} Units`);
    }
    case 'quickConvert': {
      const category = knownCategory(site, second);
      if (!category) {
        const near = nearCategory(site, second);
        const href =
          near && (segs.length === 4 ? quickConvertHref(near, segs[2], segs[3]) : quickConvertHref(near));
        return withSuggestion(
          { kind: 'category-not-found' },
          href,
          `${near && site.names[near]} Quick Convert`,
        );
      }
      // A pair's quick-convert address has no file of its own: the category's page shows it
      // (and resolves aliased unit names there).
      return segs.length === 4
        ? { kind: 'redirect', to: quickConvertHref(category, segs[2], segs[3]) }
        : { kind: 'plain' };
    }
  }
  const last = segs[segs.length - 1]!;
  if (segs.length <= 2 && looksLikePairSlug(last)) return { kind: 'needs-index' };
  return { kind: 'plain' };
}

/** The slug index as lookups: per category, slug → unit id. */
export interface SlugLookup {
  order: string[];
  units: Map<string, Map<string, string>>;
}

export function slugLookup(json: SlugIndexJson): SlugLookup {
  const units = new Map<string, Map<string, string>>();
  const order: string[] = [];
  for (const [id, unitLines] of json.c) {
    const bySlug = new Map<string, string>();
    const lines = unitLines.map((line) => line.split('|'));
    for (const [unit] of lines) if (unit) bySlug.set(unitSlug(unit), unit);
    for (const [unit] of lines) if (unit && !bySlug.has(unit)) bySlug.set(unit, unit);
    for (const [unit, ...slugs] of lines)
      for (const slug of slugs) if (unit && !bySlug.has(slug)) bySlug.set(slug, unit);
    order.push(id);
    units.set(id, bySlug);
  }
  return { order, units };
}

/** Same rule as catalog.resolveUnitSlug: exact slug, else its lower case. */
export function unitForSlug(lookup: SlugLookup, categoryId: string, slug: string): string | undefined {
  const bySlug = lookup.units.get(categoryId);
  return bySlug?.get(slug) ?? bySlug?.get(slug.toLowerCase());
}

/**
 * The canonical page of a pair route typed with aliases, or null. Mirrors pairs.resolvePairSlug:
 * without a category, the first category (catalogue order) having both units is taken.
 */
export function resolvePairRoute(pathname: string, site: SiteIds, lookup: SlugLookup): string | null {
  const segs = pathSegments(pathname);
  if (segs.length < 1 || segs.length > 2) return null;
  const given = segs.length === 2 ? knownCategory(site, segs[0]) : undefined;
  for (const [a, b] of splitPairSlug(segs[segs.length - 1]!)) {
    const category =
      given ?? lookup.order.find((c) => unitForSlug(lookup, c, a) && unitForSlug(lookup, c, b));
    if (!category) continue;
    const from = unitForSlug(lookup, category, a);
    const to = unitForSlug(lookup, category, b);
    if (from && to && from !== to) return pairPath(category, from, to);
  }
  return null;
}

/**
 * The pair page a pair route with a near-miss category or unit slug most likely means
 * ('/lenght/foot-to-meterr' → '/length/foot-to-meter'), for a route resolvePairRoute did not
 * resolve. Each slug is taken exactly or as its nearest slug in the category (nearestMiss);
 * without a known or near category, the category whose units are nearest (the first on a tie).
 */
export function suggestPairRoute(pathname: string, site: SiteIds, lookup: SlugLookup): Suggestion | null {
  const segs = pathSegments(pathname);
  if (segs.length < 1 || segs.length > 2) return null;
  const given = segs.length === 2 ? (knownCategory(site, segs[0]) ?? nearCategory(site, segs[0])) : undefined;
  const unitNear = (category: string, slug: string) => {
    const exact = unitForSlug(lookup, category, slug);
    if (exact) return { value: exact, distance: 0 };
    const bySlug = lookup.units.get(category);
    return bySlug ? nearestMiss(slug, bySlug) : undefined;
  };
  let best: { category: string; from: string; to: string; distance: number } | undefined;
  for (const [a, b] of splitPairSlug(segs[segs.length - 1]!)) {
    for (const category of given ? [given] : lookup.order) {
      const from = unitNear(category, a);
      const to = from && unitNear(category, b);
      if (!from || !to || from.value === to.value) continue;
      const distance = from.distance + to.distance;
      if (!best || distance < best.distance) best = { category, from: from.value, to: to.value, distance };
    }
  }
  if (!best) return null;
  const words = (id: string) => unitSlug(id).replace(/-/g, ' ');
  return {
    href: pairPath(best.category, best.from, best.to),
    label: `${words(best.from)} to ${words(best.to)}`,
  };
}

/**
 * What the page names while it looks a pair route up: '/kg-to-lbs' → 'kg to lbs',
 * '/quick-convert/weight/kg/lbs' → 'kg to lbs'; '' when the path names no pair.
 * The text comes from the URL: set it as text only.
 */
export function pairRouteLabel(pathname: string): string {
  const segs = pathSegments(pathname);
  const words = (slug: string) =>
    slug
      .replace(/[-_\s]+/g, ' ')
      .trim()
      .slice(0, MAX_TITLE_WORDS_CHARS / 2)
      .trim();
  let pair: [string, string] | undefined;
  if (sectionOf(segs[0]) === 'quickConvert') pair = segs.length === 4 ? [segs[2]!, segs[3]!] : undefined;
  else if (segs.length >= 1 && segs.length <= 2) pair = splitPairSlug(segs[segs.length - 1]!)[0];
  if (!pair) return '';
  const [from, to] = pair.map(words) as [string, string];
  return from && to ? `${from} to ${to}` : '';
}
