/**
 * Free-text conversion queries: '10 feet in meters', '72 f to c', 'kg to lb',
 * 'how many ounces in a pound', 'convert 3 m 20 cm to feet', '10 ft = ? m'.
 * Every unit spelling of the catalogue is indexed once, so a query only tries the
 * categories its target unit belongs to.
 */
import { exact, type Exact } from './rational';
import { parseQuantity } from './language/readQuantity';
import { MAX_INPUT_LENGTH } from './language/lexer';
import type { DecimalMark } from './quantityNumber';
import { normalizeQuantityText } from './quantityText';
import { lookupTerm, unitLookup, type ParseUnit } from './unitTerms';
import { searchTerms } from './searchTerms';

export interface QueryCategory {
  id: string;
  name: string;
  units: readonly ParseUnit[];
}

export interface ConversionQuery {
  category: QueryCategory;
  from: ParseUnit;
  to: ParseUnit;
  /** The typed amount in the from-unit; null when none was typed ('kg to lb'). */
  value: Exact | null;
  /** The from side as typed: '5 ft 3 in' of '5 ft 3 in to cm', 'a pound' of 'ounces in a pound'. */
  source: string;
}

/** A category with a unit spelled so, and how well: 0 its name, plural or symbol, 1 an alias. */
interface Hit {
  category: QueryCategory;
  rank: number;
}

interface QueryIndex {
  /** Spelling → the categories (in catalogue order) with a unit spelled exactly so. */
  exact: Map<string, Hit[]>;
  /** Lower-cased spelling → the categories with a unit spelled so in some case. */
  folded: Map<string, Hit[]>;
}

const indexes = new WeakMap<readonly QueryCategory[], QueryIndex>();

function addTo(map: Map<string, Hit[]>, key: string, category: QueryCategory, rank: number): void {
  const list = map.get(key);
  const last = list?.[list.length - 1];
  if (last?.category === category) last.rank = Math.min(last.rank, rank);
  else if (list) list.push({ category, rank });
  else map.set(key, [{ category, rank }]);
}

function queryIndex(categories: readonly QueryCategory[]): QueryIndex {
  let index = indexes.get(categories);
  if (index) return index;
  index = { exact: new Map(), folded: new Map() };
  for (const category of categories) {
    for (const unit of category.units) {
      searchTerms(unit).forEach((term, i) => {
        const key = normalizeQuantityText(term);
        const rank = i < 3 ? 0 : 1; // name, plural and symbol come first
        addTo(index.exact, key, category, rank);
        addTo(index.folded, key.toLowerCase(), category, rank);
      });
    }
  }
  indexes.set(categories, index);
  return index;
}

/** Where a query splits into its two sides: ' in ', ' to ', ' into ', ' as ', '->', '→', '='. */
const SEPARATOR = /\s(?:in|to|into|as)(?=\s)|->|→|=>?/gi;
/** ' in ' without its trailing space, so that '5 in in cm' finds both. */
const IN = /\sin(?=\s)/gi;
const LEAD = /^(?:convert|what is|what's|how much is)\s+(?:from\s+)?/i;
const ARTICLE = /^(?:a|an|one)\s+/i;
const HOW_MANY = /^how many\s+/i;
/** 'how many feet are there in a mile': the words between the unit and ' in '. */
const LINKING = /\s+(?:are there|is there|are|is)$/i;

/** The amount and unit one side names in this category: '10 ft', 'kg', 'a pound'. */
function readSide(text: string, units: readonly ParseUnit[], decimal: DecimalMark): { unit: ParseUnit; value: Exact | null } | null {
  const lookup = unitLookup(units);
  const bare = lookupTerm(lookup, text);
  if (bare) return { unit: bare, value: null };
  const article = ARTICLE.exec(text);
  if (article) {
    const unit = lookupTerm(lookup, text.slice(article[0].length));
    return unit ? { unit, value: exact(1n) } : null;
  }
  const parsed = parseQuantity(text, units, decimal);
  return parsed.ok && parsed.unit ? { unit: parsed.unit, value: parsed.value } : null;
}

/**
 * The categories the target spelling names a unit in, best first: a name, plural or symbol
 * before an alias ('A' is the ampere before it is an alias of the ampere-turn), the exact case
 * before another case, then catalogue order.
 */
function candidates(index: QueryIndex, key: string): QueryCategory[] {
  const exactHits = index.exact.get(key) ?? [];
  const foldedHits = (index.folded.get(key.toLowerCase()) ?? [])
    .filter((hit) => !exactHits.some((e) => e.category === hit.category))
    .map((hit) => ({ category: hit.category, rank: hit.rank + 2 }));
  return [...exactHits, ...foldedHits].sort((a, b) => a.rank - b.rank).map((hit) => hit.category);
}

function resolve(
  index: QueryIndex, source: string, target: string, decimal: DecimalMark, amountWhenBare: Exact | null,
): ConversionQuery | null {
  let key = target.replace(/^\s*\?/, '').trim();
  if (key === '' || source === '') return null;
  let categories = candidates(index, key);
  // A full stop ending the sentence ('10 ft in m.'), unless the spelling has one ('cu. in.').
  if (categories.length === 0 && key.endsWith('.')) categories = candidates(index, (key = key.slice(0, -1)));
  for (const category of categories) {
    const to = lookupTerm(unitLookup(category.units), key);
    if (!to) continue;
    const side = readSide(source, category.units, decimal);
    if (side) return { category, from: side.unit, to, value: side.value ?? amountWhenBare, source };
  }
  return null;
}

/** True when the text before ' in ' is only the target's spelling ('ounces' of 'ounces in a pound'), not an amount. */
function bareUnit(index: QueryIndex, query: ConversionQuery, text: string): boolean {
  const asked = text.slice(0, text.length - query.source.length).replace(/\s+in\s*$/i, '').trim();
  return candidates(index, asked).length > 0 && !/^[\d.,+\-−]/.test(asked);
}

/** 'how many X in (a|an|one|N) Y': from Y, to X. */
function howMany(index: QueryIndex, rest: string, decimal: DecimalMark): ConversionQuery | null {
  for (const match of rest.matchAll(IN)) {
    const target = rest.slice(0, match.index).replace(LINKING, '');
    const query = resolve(index, rest.slice(match.index + match[0].length).trim(), target, decimal, exact(1n));
    if (query) return query;
  }
  return null;
}

/**
 * '10 feet in meters' and its kin; null when the text is not a conversion query.
 * Two bare units joined by 'in' ask how many of the first make one of the second, as a person
 * asks it: 'ounces in a pound' and 'ounces in pound' are 1 lb = 16 oz. With an amount
 * ('10 feet in meters') or another joining word ('kg to lb') the first side is the from-unit.
 */
export function parseConversionQuery(
  text: string, categories: readonly QueryCategory[], decimal: DecimalMark = '.',
): ConversionQuery | null {
  if (typeof text !== 'string' || text.length > MAX_INPUT_LENGTH) return null;
  const index = queryIndex(categories);
  const normal = normalizeQuantityText(text).replace(/[\s?]+$/, '').replace(LEAD, '');
  const many = HOW_MANY.exec(normal);
  if (many) return howMany(index, normal.slice(many[0].length), decimal);
  const asked = howMany(index, normal, decimal);
  if (asked && bareUnit(index, asked, normal)) return asked;
  for (const match of normal.matchAll(SEPARATOR)) {
    const source = normal.slice(0, match.index).trim();
    const query = resolve(index, source, normal.slice(match.index + match[0].length), decimal, null);
    if (query) return query;
  }
  return null;
}
