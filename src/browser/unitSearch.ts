/**
 * Unit search, over the spelling index the quantity language reads with: a typed term matches
 * the keys of units' names, plurals, symbols and aliases as the reader compares them (in any
 * case, spaces, dashes and quotes typed any way). Exact name first, then exact symbol or alias,
 * then exact plural and names starting with the term, then a word of the name starting
 * with it, then any key containing it; at most 8 units and 15 pair results. The unit pickers
 * and 'Find the Units to Convert' share it; it loads when a visitor first uses one.
 */
import { normalizeQuantityText, spellingKey } from '../core/quantityText';
import { spellingIndex, unitListIndex, type ParseUnit, type SpellingIndex } from '../core/language/spellings';
import type { SearchCategory } from './searchIndex';

/** What the search reads of a unit: its spellings (and, as the index keeps it, how it converts). */
export type SearchableUnit = ParseUnit;

export const MAX_UNIT_RESULTS = 8;
export const MAX_PAIR_RESULTS = 15;

export interface UnitMatch<U extends SearchableUnit = SearchableUnit> {
  unit: U;
  /** 0 exact name, 1 exact symbol or alias (1.5 in another case), 2 name starts with the term or exact plural, 2.5 a word of the name does, 3 other match. */
  rank: number;
  ambiguous: boolean;
}

export interface PairMatch<U extends SearchableUnit = SearchableUnit> {
  category: SearchCategory<U>;
  from: U;
  to: U;
  ambiguous: boolean;
}

/**
 * Each unit's best rank for a typed term, from the index's keys. A symbol or alias typed whole is
 * what the visitor means ('kilo' the kilogram, not the kilometer that starts with it); one typed
 * in its own case ('Mm') ranks before one that is only the same in another case (the millimeter's 'mm').
 */
export function unitRanks<U extends SearchableUnit>(index: SpellingIndex<U>, term: string): Map<U, number> {
  const ranks = new Map<U, number>();
  const t = spellingKey(term);
  if (t === '') return ranks;
  const asTyped = index.exact.get(normalizeQuantityText(term)) ?? [];
  for (const [key, meanings] of index.folded) {
    if (!key.includes(t)) continue;
    for (const m of meanings) {
      let rank: number;
      if (key === t)
        rank =
          m.as === 'name'
            ? 0
            : m.as === 'plural'
              ? 2
              : asTyped.some((e) => e.unit === m.unit && (e.as === 'symbol' || e.as === 'alias'))
                ? 1
                : 1.5;
      else if (m.as !== 'name') rank = 3;
      else rank = key.startsWith(t) ? 2 : key.includes(` ${t}`) ? 2.5 : 3;
      const known = ranks.get(m.unit);
      if (known === undefined || rank < known) ranks.set(m.unit, rank);
    }
  }
  return ranks;
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
 * Rank of a unit the term can mean (see unitsNamedBy) but does not spell exactly: 'imperial
 * gallon' for 'gallon' comes before 'gallon per minute', so the units the note names are listed.
 */
const MEANT = 1.75;

/** The matches of these units, in their order, with the ranks given (those the term can mean raised to MEANT). */
function matchesIn<U extends SearchableUnit>(
  units: readonly U[],
  ranks: ReadonlyMap<U, number>,
  meant: readonly U[],
  ambiguous: ReadonlySet<string>,
): UnitMatch<U>[] {
  const out: UnitMatch<U>[] = [];
  for (const unit of units) {
    const rank = ranks.get(unit);
    if (rank !== undefined)
      out.push({
        unit,
        rank: meant.includes(unit) ? Math.min(rank, MEANT) : rank,
        ambiguous: ambiguous.has(unit.id),
      });
  }
  return out;
}

/** Matching units of one list, best first (rank, then list order), at most `limit`. */
export function searchUnits<U extends SearchableUnit>(
  units: readonly U[],
  term: string,
  ambiguous: ReadonlySet<string> = new Set(),
  limit = MAX_UNIT_RESULTS,
): UnitMatch<U>[] {
  const index = unitListIndex(units);
  // Array.prototype.sort is stable: equal ranks keep catalogue order.
  return matchesIn(units, unitRanks(index, term), unitsNamedBy(index, term), ambiguous)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit);
}

/** A unit match across categories, for the 'Find the Units to Convert' boxes. */
export interface CategoryUnitMatch<U extends SearchableUnit = SearchableUnit> extends UnitMatch<U> {
  category: SearchCategory<U>;
}

/** Units matching a term in any category, best first (the units it can mean in any category early), at most 8. */
export function searchAllUnits<U extends SearchableUnit>(
  categories: readonly SearchCategory<U>[],
  term: string,
  ambiguity: AmbiguityIndex = new Map(),
  limit = MAX_UNIT_RESULTS,
): CategoryUnitMatch<U>[] {
  const index = spellingIndex(categories);
  const ranks = unitRanks(index, term);
  const meant = unitsNamedBy(index, term);
  const all = categories.flatMap((category) =>
    matchesIn(category.units, ranks, meant, ambiguity.get(category.id) ?? new Set()).map((m) => ({
      ...m,
      category,
    })),
  );
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

/** What a box's query matches in one category: the ranks of typed text (worked out once over all categories), or the picked unit. */
function queryMatches<U extends SearchableUnit>(
  category: SearchCategory<U>,
  query: UnitQuery,
  ranks: ReadonlyMap<U, number>,
  ambiguous: ReadonlySet<string>,
): UnitMatch<U>[] {
  if (typeof query === 'string') return matchesIn(category.units, ranks, [], ambiguous);
  const unit =
    query.categoryId === category.id ? category.units.find((u) => u.id === query.unitId) : undefined;
  return unit ? [{ unit, rank: 0, ambiguous: ambiguous.has(unit.id) }] : [];
}

/**
 * Pairs of units in one category whose from unit matches the first query and to unit the
 * second, best first (sum of ranks, then catalogue order), at most 15.
 */
export function searchPairs<U extends SearchableUnit>(
  categories: readonly SearchCategory<U>[],
  from: UnitQuery,
  to: UnitQuery,
  ambiguity: AmbiguityIndex = new Map(),
  limit = MAX_PAIR_RESULTS,
): PairMatch<U>[] {
  if (isBlank(from) || isBlank(to)) return [];
  const index = spellingIndex(categories);
  const ranksOf = (q: UnitQuery) => (typeof q === 'string' ? unitRanks(index, q) : new Map<U, number>());
  const [fromRanks, toRanks] = [ranksOf(from), ranksOf(to)];
  const scored: { pair: PairMatch<U>; score: number }[] = [];
  for (const category of categories) {
    const ambiguous = ambiguity.get(category.id) ?? new Set<string>();
    const froms = queryMatches(category, from, fromRanks, ambiguous);
    if (froms.length === 0) continue;
    const tos = queryMatches(category, to, toRanks, ambiguous);
    for (const f of froms) {
      for (const t of tos) {
        if (f.unit.id === t.unit.id) continue;
        scored.push({
          pair: { category, from: f.unit, to: t.unit, ambiguous: f.ambiguous || t.ambiguous },
          score: f.rank + t.rank,
        });
      }
    }
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((s) => s.pair);
}

// 'square mile' and 'cubic mile' are areas and volumes, and 'mile per gallon' no volume: none
// is a reading of its last word.
const NOT_A_QUALIFIER = new Set(['square', 'cubic', 'per']);
const METRIC_PREFIX =
  /^(?:yotta|zetta|exa|peta|tera|giga|mega|kilo|hecto|deca|deka|deci|centi|milli|micro|nano|pico|femto|atto|zepto|yocto)/;

/**
 * Whether a spelling is the term after a qualifier ('imperial gallon' of 'gallon'). A unit's
 * name before it ('kilowatt hour', 'nanoohm meter') makes a compound unit, not a kind of hour.
 */
function qualifies<U extends SearchableUnit>(index: SpellingIndex<U>, key: string, term: string): boolean {
  if (!key.endsWith(` ${term}`)) return false;
  const words = key.slice(0, -term.length - 1).split(' ');
  const last = words[words.length - 1]!;
  const isName = (w: string) => index.folded.get(w)?.some((m) => m.as === 'name') ?? false;
  return (
    !words.some((w) => NOT_A_QUALIFIER.has(w)) && !isName(last) && !isName(last.replace(METRIC_PREFIX, ''))
  );
}

/**
 * The units a typed term can mean, in index order: empty unless some unit is spelled exactly so
 * and at least two are named by it, that one and those whose name or plural is the term after a
 * qualifier ('gallon': US gallon, US dry gallon, imperial gallon; 'ounce': ounce, troy ounce).
 */
export function unitsNamedBy<U extends SearchableUnit>(index: SpellingIndex<U>, term: string): U[] {
  const t = spellingKey(term);
  const exact = t === '' ? undefined : index.folded.get(t);
  if (!exact) return [];
  const named = new Set(exact.map((m) => m.unit));
  for (const [key, meanings] of index.folded) {
    for (const m of meanings)
      if ((m.as === 'name' || m.as === 'plural') && qualifies(index, key, t)) named.add(m.unit);
  }
  if (named.size < 2) return [];
  return index.categories.flatMap((c) => c.units.filter((u) => named.has(u)));
}

/** The units a typed term can mean in any category (see unitsNamedBy), with their categories, in catalogue order. */
export function meaningsAcross<U extends SearchableUnit>(
  categories: readonly SearchCategory<U>[],
  term: string,
): { category: SearchCategory<U>; unit: U }[] {
  const named = new Set(unitsNamedBy(spellingIndex(categories), term));
  return categories.flatMap((category) =>
    category.units.filter((unit) => named.has(unit)).map((unit) => ({ category, unit })),
  );
}

/** The units a typed term can mean in one list (see unitsNamedBy): what a picker's note names. */
export function unitsNamedIn<U extends SearchableUnit>(units: readonly U[], term: string): U[] {
  return unitsNamedBy(unitListIndex(units), term);
}
