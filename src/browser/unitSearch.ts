/**
 * Unit search: case-insensitive substring match on name, plural, symbol and aliases;
 * exact name first, then exact symbol, then exact plural or alias and names starting with the
 * term, then a word of the name starting with it; at most 8 units and 15 pair results.
 * Pure and catalogue-free, so the unit pickers and 'Find the Units to Convert' share it.
 */
import { otherSpellings } from '../core/searchTerms';
import { normalizeQuantityText, spellingKey } from '../core/quantityText';
import { meaningsOf, spellingKeysOf, termIs, unitNameSet } from '../core/unitGroups';
import { fromOffsetSlot, UNIT_KINDS, UNIT_SYSTEMS, type UnitKind, type UnitScale, type UnitSystem } from '../core/types';

export interface SearchableUnit {
  id: string;
  name: string;
  symbol: string;
  /** A search term like the aliases, when the record has it (the search index folds it into the aliases). */
  plural?: string;
  aliases: readonly string[];
}

export interface SearchCategory<U extends SearchableUnit = SearchableUnit> {
  id: string;
  name: string;
  units: readonly U[];
  /** What the quantity language needs of the category (the search index carries it): its dimension ('length·time⁻¹'), its base's coherent SI factor and the unit ids listed first. */
  dimension?: string;
  coherentFactor?: string;
  common?: readonly string[];
}

export const MAX_UNIT_RESULTS = 8;
export const MAX_PAIR_RESULTS = 15;

export interface UnitMatch<U extends SearchableUnit = SearchableUnit> {
  unit: U;
  /** 0 exact name, 1 exact symbol, 2 name starts with the term or exact alias, 2.5 a word of the name does, 3 other match. */
  rank: number;
  ambiguous: boolean;
}

export interface PairMatch<U extends SearchableUnit = SearchableUnit> {
  category: SearchCategory<U>;
  from: U;
  to: U;
  ambiguous: boolean;
}

/** Rank of a unit for a typed term; null when it does not match. */
export function matchRank(unit: SearchableUnit, term: string): number | null {
  const t = spellingKey(term);
  if (t === '') return null;
  const { name, symbol, others: aliases } = spellingKeysOf(unit);
  if (name === t) return 0;
  if (symbol === t) return normalizeQuantityText(unit.symbol) === normalizeQuantityText(term) ? 1 : 1.5;
  if (name.startsWith(t) || aliases.includes(t)) return 2;
  if (name.includes(` ${t}`)) return 2.5;
  if (name.includes(t) || symbol.includes(t) || aliases.some((a) => a.includes(t))) return 3;
  return null;
}

/**
 * Ids of the units another unit of the same list could be mistaken for: another unit's name
 * contains this one's name, or another unit's symbol contains this one's symbol.
 */
export function ambiguousUnitIds(units: readonly SearchableUnit[]): Set<string> {
  const out = new Set<string>();
  const names = units.map((u) => u.name.toLowerCase());
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const name = names[i]!;
    for (let j = 0; j < units.length; j++) {
      if (i === j) continue;
      if (names[j]!.includes(name) || (u.symbol !== '' && units[j]!.symbol.includes(u.symbol))) {
        out.add(u.id);
        break;
      }
    }
  }
  return out;
}

/**
 * Rank of a unit the term can mean (see meaningsOf) but does not spell exactly: 'imperial
 * gallon' for 'gallon' comes before 'gallon per minute', so the units the note names are listed.
 */
const MEANT = 1.75;

/** Matching units, best first (rank, then list order), at most `limit`. */
export function searchUnits<U extends SearchableUnit>(units: readonly U[], term: string, ambiguous: ReadonlySet<string> = new Set(), limit = MAX_UNIT_RESULTS): UnitMatch<U>[] {
  const matches: UnitMatch<U>[] = [];
  const meant = meaningsOf(units, term);
  for (const unit of units) {
    const rank = matchRank(unit, term);
    if (rank !== null) matches.push({ unit, rank: meant.includes(unit) ? Math.min(rank, MEANT) : rank, ambiguous: ambiguous.has(unit.id) });
  }
  // Array.prototype.sort is stable: equal ranks keep catalogue order.
  return matches.sort((a, b) => a.rank - b.rank).slice(0, limit);
}

/** A unit match across categories, for the 'Find the Units to Convert' boxes. */
export interface CategoryUnitMatch<U extends SearchableUnit = SearchableUnit> extends UnitMatch<U> {
  category: SearchCategory<U>;
}

function categoryMatches<U extends SearchableUnit>(category: SearchCategory<U>, term: string, ambiguous: ReadonlySet<string>): CategoryUnitMatch<U>[] {
  return searchUnits(category.units, term, ambiguous, Infinity).map((m) => ({ ...m, category }));
}

/** Units matching a term in any category, best first (the units it can mean in any category early), at most 8. */
export function searchAllUnits<U extends SearchableUnit>(categories: readonly SearchCategory<U>[], term: string, ambiguity: AmbiguityIndex = new Map(), limit = MAX_UNIT_RESULTS): CategoryUnitMatch<U>[] {
  const meant = new Set(meaningsAcross(categories, term).map((m) => m.unit));
  const all = categories.flatMap((c) => categoryMatches(c, term, ambiguity.get(c.id) ?? new Set()))
    .map((m) => (meant.has(m.unit) ? { ...m, rank: Math.min(m.rank, MEANT) } : m));
  return all.sort((a, b) => a.rank - b.rank).slice(0, limit);
}

/** Per category id, the ids of its ambiguous units. */
export type AmbiguityIndex = Map<string, Set<string>>;

export function ambiguityIndex(categories: readonly SearchCategory[]): AmbiguityIndex {
  return new Map(categories.map((c) => [c.id, ambiguousUnitIds(c.units)]));
}

/** A pair search box's content: typed text, or the unit picked from its list (exactly that unit). */
export type UnitQuery = string | { categoryId: string; unitId: string };

const isBlank = (q: UnitQuery) => typeof q === 'string' && q.trim() === '';

function queryMatches<U extends SearchableUnit>(category: SearchCategory<U>, query: UnitQuery, ambiguous: ReadonlySet<string>): UnitMatch<U>[] {
  if (typeof query === 'string') return searchUnits(category.units, query, ambiguous, Infinity);
  const unit = query.categoryId === category.id ? category.units.find((u) => u.id === query.unitId) : undefined;
  return unit ? [{ unit, rank: 0, ambiguous: ambiguous.has(unit.id) }] : [];
}

/**
 * Pairs of units in one category whose from unit matches the first query and to unit the
 * second, best first (sum of ranks, then catalogue order), at most 15.
 */
export function searchPairs<U extends SearchableUnit>(categories: readonly SearchCategory<U>[], from: UnitQuery, to: UnitQuery, ambiguity: AmbiguityIndex = new Map(), limit = MAX_PAIR_RESULTS): PairMatch<U>[] {
  if (isBlank(from) || isBlank(to)) return [];
  const scored: { pair: PairMatch<U>; score: number }[] = [];
  for (const category of categories) {
    const ambiguous = ambiguity.get(category.id) ?? new Set<string>();
    const froms = queryMatches(category, from, ambiguous);
    if (froms.length === 0) continue;
    const tos = queryMatches(category, to, ambiguous);
    for (const f of froms) {
      for (const t of tos) {
        if (f.unit.id === t.unit.id) continue;
        scored.push({ pair: { category, from: f.unit, to: t.unit, ambiguous: f.ambiguous || t.ambiguous }, score: f.rank + t.rank });
      }
    }
  }
  return scored.sort((a, b) => a.score - b.score).slice(0, limit).map((s) => s.pair);
}

/**
 * A unit named in a URL (?from=…&to=…): its id, the id with hyphens, or (case-insensitively)
 * one of its aliases, its name or its symbol; undefined when nothing matches.
 */
export function resolveUnitQuery<U extends SearchableUnit>(units: readonly U[], query: string | null | undefined): U | undefined {
  if (typeof query !== 'string') return undefined;
  const q = query.trim();
  if (q === '' || q.length > 100) return undefined;
  const id = q.replace(/-/g, '_');
  const byId = units.find((u) => u.id === q || u.id === id);
  if (byId) return byId;
  const exact = units.find((u) => u.symbol === q || otherSpellings(u).includes(q));
  if (exact) return exact;
  // Then in any case, compared as typed terms are everywhere (termIs).
  return units.find((u) => termIs(u, q) || u.id === id.toLowerCase());
}

/**
 * Compact search data served at /search-index.json: per category [id, name, units], each unit
 * [id, name, symbol, aliases, kind, factor, offset, plural, system] (a level's log factor in the
 * offset's place). The conversion fields let
 * the home search answer a typed query ('10 feet in meters') without a second request; the
 * system tells apart the units a word can mean. Rows without the system decode too.
 */
export type SearchIndexJson = [string, string, [string, string, string, string[], UnitKind, string, string, string, (UnitSystem | '')?][], string?, string?, string[]?][];

/** A unit of the search index: searchable (name, plural, symbol, aliases), and convertible. */
export interface IndexedUnit extends SearchableUnit, UnitScale {
  plural: string;
  system?: UnitSystem;
}

const SYSTEMS: readonly unknown[] = UNIT_SYSTEMS;
const KINDS: readonly unknown[] = UNIT_KINDS;
const RATIO = /^-?\d+(?:\/\d+)?(?:·π(?:\^-?\d+)?)?$/;

function decodeIndexedUnit(u: unknown): IndexedUnit[] {
  if (!Array.isArray(u) || u.length < 8) return [];
  const [id, name, symbol, aliases, kind, factor, offset, plural, system] = u as unknown[];
  if (typeof id !== 'string' || typeof name !== 'string' || typeof symbol !== 'string' || !Array.isArray(aliases)) return [];
  if (typeof plural !== 'string' || !KINDS.includes(kind) || typeof factor !== 'string' || !RATIO.test(factor) || factor.startsWith('0') || typeof offset !== 'string' || !RATIO.test(offset)) return [];
  const scale = fromOffsetSlot(kind as UnitKind, offset);
  if (!scale) return [];
  const unit: IndexedUnit = { id, name, symbol, plural, aliases: aliases.filter((a): a is string => typeof a === 'string'), kind: kind as UnitKind, factor, ...scale };
  if (SYSTEMS.includes(system)) unit.system = system as UnitSystem;
  return [unit];
}

/** Decodes the compact search data (also used by the island after fetching it); malformed rows and units are skipped. */
export function decodeSearchIndex(data: unknown): SearchCategory<IndexedUnit>[] {
  if (!Array.isArray(data)) return [];
  const out: SearchCategory<IndexedUnit>[] = [];
  for (const row of data) {
    if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof row[1] !== 'string' || !Array.isArray(row[2])) continue;
    const category: SearchCategory<IndexedUnit> = { id: row[0], name: row[1], units: (row[2] as unknown[]).flatMap(decodeIndexedUnit) };
    const [dimension, coherentFactor, common] = row.slice(3) as unknown[];
    if (typeof dimension === 'string') category.dimension = dimension;
    if (typeof coherentFactor === 'string' && RATIO.test(coherentFactor)) category.coherentFactor = coherentFactor;
    if (Array.isArray(common)) category.common = common.filter((id): id is string => typeof id === 'string');
    out.push(category);
  }
  return out;
}

const namesOfIndex = new WeakMap<readonly SearchCategory[], Set<string>>();

/**
 * The units a typed term can mean in any category (see meaningsOf), in catalogue order. 'ounce'
 * is the ounce and the troy ounce, and the US and imperial fluid ounces.
 */
export function meaningsAcross<U extends SearchableUnit>(categories: readonly SearchCategory<U>[], term: string): { category: SearchCategory<U>; unit: U }[] {
  let names = namesOfIndex.get(categories);
  if (!names) namesOfIndex.set(categories, (names = unitNameSet(categories.flatMap((c) => c.units))));
  const all = categories.flatMap((category) => category.units.map((unit) => ({ category, unit })));
  const units = meaningsOf(all.map((m) => m.unit), term, names);
  return all.filter((m) => units.includes(m.unit));
}
