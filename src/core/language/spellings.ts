/**
 * The spelling index of the quantity language: every name, plural, symbol and alias of every
 * unit of the catalogue, with what it can mean. A spelling may mean several units ('Gb' is the
 * gilbert and the gigabit, 'gb' in any case also the gigabyte); the reader keeps them all, best
 * first, and the evaluator lets the context choose. Built once per list of categories.
 */
import { coherentSymbol, dimEquals, parseDimension, type Dimension } from '../dimension';
import { fromRatioString, ONE, type Exact } from '../rational';
import { normalizeQuantityText, isDigit, isLetter, sameWord } from '../quantityText';
import { searchTerms } from '../searchTerms';
import type { UnitKind, UnitSystem } from '../types';
import { steps } from './steps';

/** What the reader needs of a unit: how it is written and how it converts. (UnitRecord satisfies it.) */
export interface ParseUnit {
  id: string;
  name: string;
  plural: string;
  symbol: string;
  aliases: readonly string[];
  kind: UnitKind;
  factor: string;
  offset: string;
  logFactor?: 10 | 20;
  /** The system of measurement, where the record carries it (the language answers in the typed units' system). */
  system?: UnitSystem;
  /** Its factor rests on a measured density (an ingredient's cup): see UnitRecord. */
  measured?: true;
}

/** What the language needs of a category: the search index's record with its dimension. */
export interface LanguageCategoryInput<U extends ParseUnit = ParseUnit> {
  id: string;
  name: string;
  units: readonly U[];
  /** As the catalogue writes it ('length·time⁻¹'), or a dimension of the list's own (one category read alone). */
  dimension?: string | Dimension;
  coherentFactor?: string;
  common?: readonly string[];
}

export interface LanguageCategory<U extends ParseUnit = ParseUnit> {
  id: string;
  name: string;
  units: readonly U[];
  dimension: Dimension;
  /** The base unit in the coherent SI unit of the dimension. */
  coherent: Exact;
  common: readonly string[];
  /** Position in the catalogue: earlier categories win ties. */
  order: number;
  /** The category has levels in decibels, which convert only to its own units. */
  levels: boolean;
}

/** Which of a unit's spellings a key is: the unit search ranks a name before a symbol before the rest. */
export type SpellingKind = 'name' | 'symbol' | 'plural' | 'alias';
const KINDS: readonly SpellingKind[] = ['name', 'plural', 'symbol'];
const KIND_ORDER: readonly SpellingKind[] = ['name', 'symbol', 'plural', 'alias'];

/** One thing a spelling can mean. */
export interface Meaning<U extends ParseUnit = ParseUnit> {
  category: LanguageCategory<U>;
  unit: U;
  /** 0 its name, plural or symbol as written; 1 an alias as written; 2 and 3 the same in another case. */
  rank: number;
  /** The unit's spelling this is (the first in name, symbol, plural, alias order when it is several). */
  as: SpellingKind;
}

export interface SpellingIndex<U extends ParseUnit = ParseUnit> {
  categories: readonly LanguageCategory<U>[];
  /** Spelling as written (normalised) → meanings. */
  exact: Map<string, Meaning<U>[]>;
  /** Lower-cased spelling (spellingKey) → meanings: what the unit search scans. */
  folded: Map<string, Meaning<U>[]>;
  /** The longest spelling, which bounds how far a match looks ahead. */
  maxLength: number;
  /** The first characters of all spellings, lower-cased: elsewhere no spelling starts. */
  starts: Set<string>;
  /** categoryOf's answers, by dimension. */
  byDimension: Map<string, LanguageCategory<U> | null>;
}

const built = new WeakMap<readonly LanguageCategoryInput[], SpellingIndex>();

/** Adds a meaning to a key, or merges it into the one the key has of that unit; returns the meaning kept and whether it is new. */
function addMeaning<U extends ParseUnit>(
  map: Map<string, Meaning<U>[]>,
  key: string,
  meaning: Meaning<U>,
): { kept: Meaning<U>; added: boolean } {
  const list = map.get(key);
  const same = list?.find((m) => m.unit === meaning.unit);
  if (same) {
    same.rank = Math.min(same.rank, meaning.rank);
    if (KIND_ORDER.indexOf(meaning.as) < KIND_ORDER.indexOf(same.as)) same.as = meaning.as;
    return { kept: same, added: false };
  }
  if (list) list.push(meaning);
  else map.set(key, [meaning]);
  return { kept: meaning, added: true };
}

/**
 * Typed in lower case, a spelling reads as one written with capitals only where those capitals
 * are ones people leave out when they type fast. They are:
 * - any capital of a unit's name or plural, or of a spelling of a common unit (a category's
 *   `common` list): 'us survey feet', 'tex point', 'j' J, 'f' °F, 'degc' degC;
 * - in any other spelling, word by word (runs of letters), the capitals of an abbreviation or of a
 *   capitalised word ('pb' PB, '(us)' (US), 'gbit' Gbit, 'réaumur' Réaumur), and those of a
 *   common unit's spelling after an SI or binary prefix, perhaps with a common unit in lower case
 *   after it ('gj' GJ, 'tev' TeV, 'tib' TiB, 'mah' mAh, 'g/kwh' g/kWh, 'ppm/°c' ppm/°C).
 * Other capitals must be typed: 'abc' is not the abcoulomb (abC), 'stats' not the statmho (statS),
 * 'ci' not the curie (Ci), none of them common. Capitals typed fold freely ('KM', 'Feet').
 */
function capitalsDropped(
  spelling: string,
  as: SpellingKind,
  common: boolean,
  commonSpellings: ReadonlySet<string>,
): boolean {
  if (as === 'name' || as === 'plural' || common) return true;
  return (spelling.match(/\p{L}+/gu) ?? []).every(
    (word) => WORD_CAPITALS_DROPPED.test(word) || isCommonSymbol(word, commonSpellings),
  );
}

/** Each capital stands beside another (an abbreviation: GB, BTU) or starts two lower-case letters or more (Gbit, PostScript). */
const WORD_CAPITALS_DROPPED = /^(?:\p{Ll}|\p{Lu}(?=\p{Lu})|(?<=\p{Lu})\p{Lu}|\p{Lu}(?=\p{Ll}{2}))*$/u;
/** An SI prefix ('u' for micro) or a binary one, at the start of a symbol. */
const PREFIX = /^(?:da|[KMGTPEZY]i|[QRYZEPTGMkhdcmµμunpfazyrq])/u;

/** A common unit's spelling, after an SI or binary prefix or none, then perhaps a common unit in lower case (kWh, mAh). */
function isCommonSymbol(word: string, commonSpellings: ReadonlySet<string>): boolean {
  const prefix = PREFIX.exec(word)?.[0] ?? '';
  return [word, word.slice(prefix.length)].some((bare) => {
    for (let cut = bare.length; cut > 0; cut--) {
      const after = bare.slice(cut);
      if (
        commonSpellings.has(bare.slice(0, cut)) &&
        (after === '' || (after === after.toLowerCase() && commonSpellings.has(after)))
      )
        return true;
    }
    return false;
  });
}

/** Folded meanings reached only through spellings whose capitals must be typed: those spellings. */
const capitalsTyped = new WeakMap<Meaning, string[]>();

/** Whether typed text may mean a folded meaning: its spelling's capitals may be left out, or are typed. */
function caseAllows(typed: string, meaning: Meaning): boolean {
  const spellings = capitalsTyped.get(meaning);
  return (
    spellings === undefined ||
    spellings.some((s) => {
      if (s.length !== typed.length) return false;
      for (let i = 0; i < s.length; i++) if (s[i] !== s[i]!.toLowerCase() && typed[i] !== s[i]) return false;
      return true;
    })
  );
}

/** The prefixes a capital typed for them would make another one of: mega for milli, peta for pico, zetta, yotta. */
const LOWER_PREFIXES: Record<string, string> = { M: 'milli', P: 'pico', Z: 'zepto', Y: 'yocto' };

/**
 * A capital typed first that makes another prefix does not fold into the lower-case one: 'Mg'
 * is no milligram, 'Pm' no picometre. Other typed capitals fold freely ('KM', 'MS', 'Kg',
 * 'Feet', 'Pint', 'Mph').
 */
function keepsPrefix(typed: string, meaning: Meaning): boolean {
  const prefix = typed === typed.toUpperCase() ? undefined : LOWER_PREFIXES[typed[0]!];
  return !prefix || !meaning.unit.id.startsWith(prefix) || meaning.as === 'name' || meaning.as === 'plural';
}

/** The units of every index that are common in their category. */
const commonUnits = new WeakSet<ParseUnit>();

/** A list of units read alone names no common ones: all of them are in the visitor's view. */
const isCommon = (input: LanguageCategoryInput, unit: ParseUnit) =>
  input.common === undefined || input.common.includes(unit.id);

/**
 * The index of these categories (the search index's records). A category without a readable
 * dimension gets one of its own: its units are found and convert among themselves, but combine
 * with no other category's.
 */
export function spellingIndex<U extends ParseUnit>(
  inputs: readonly LanguageCategoryInput<U>[],
): SpellingIndex<U> {
  const known = built.get(inputs);
  // The cache holds each index under the very list it was built from, so its units are that list's.
  if (known) return known as unknown as SpellingIndex<U>;
  const building = indexBuilder(inputs);
  inputs.forEach(building.add);
  return building.done();
}

/**
 * The same index as spellingIndex, built a few categories at a time with `pause` awaited between
 * slices of about `sliceMs`, so that a page keeps answering keys while the whole catalogue's index
 * is built (about 100 ms on a phone in one go). Its sorted keys (continuesSpelling's) come with it.
 */
export async function spellingIndexInSlices<U extends ParseUnit>(
  inputs: readonly LanguageCategoryInput<U>[],
  pause: () => Promise<unknown>,
  sliceMs = 8,
): Promise<SpellingIndex<U>> {
  const known = built.get(inputs);
  if (known) return known as unknown as SpellingIndex<U>;
  const building = indexBuilder(inputs);
  let since = performance.now();
  for (const [order, input] of inputs.entries()) {
    building.add(input, order);
    if (performance.now() - since >= sliceMs) {
      await pause();
      since = performance.now();
    }
  }
  // Built meanwhile by a caller who could not wait: that one is the index of this list.
  const index = (built.get(inputs) as unknown as SpellingIndex<U> | undefined) ?? building.done();
  await pause();
  sortedKeysOf(index);
  return index;
}

/** An index being built: its categories are added in catalogue order, then it is kept under its list. */
function indexBuilder<U extends ParseUnit>(inputs: readonly LanguageCategoryInput<U>[]) {
  const categories: LanguageCategory<U>[] = [];
  const index: SpellingIndex<U> = {
    categories,
    exact: new Map(),
    folded: new Map(),
    maxLength: 0,
    starts: new Set(),
    byDimension: new Map(),
  };
  const commonSpellings = new Set(
    inputs.flatMap((input) =>
      input.units.filter((unit) => isCommon(input, unit)).flatMap((unit) => writtenTerms(unit)),
    ),
  );
  const add = (input: LanguageCategoryInput<U>, order: number) => {
    const dimension = (typeof input.dimension === 'string'
      ? parseDimension(input.dimension)
      : input.dimension) ?? { [`category ${input.id}`]: 1 };
    const category: LanguageCategory<U> = {
      id: input.id,
      name: input.name,
      units: input.units,
      dimension,
      order,
      coherent: input.coherentFactor ? fromRatioString(input.coherentFactor) : ONE,
      common: input.common ?? [],
      levels: input.units.some((u) => u.kind === 'logarithmic'),
    };
    categories.push(category);
    for (const unit of input.units) {
      if (input.common?.includes(unit.id)) commonUnits.add(unit);
      writtenTerms(unit).forEach((written, i) => {
        const rank = i < 3 ? 0 : 1;
        const as = KINDS[i] ?? 'alias';
        // 'fl. oz.' is also 'fl. oz': the full stop after an abbreviation is left out as often as written.
        for (const key of written.length > 2 && written.endsWith('.')
          ? [written, written.slice(0, -1)]
          : [written]) {
          if (key === '') continue;
          addMeaning(index.exact, key, { category, unit, rank, as });
          const folded = addMeaning(index.folded, key.toLowerCase(), { category, unit, rank: rank + 2, as });
          if (key === key.toLowerCase() || capitalsDropped(key, as, isCommon(input, unit), commonSpellings))
            capitalsTyped.delete(folded.kept);
          else if (folded.added) capitalsTyped.set(folded.kept, [key]);
          else capitalsTyped.get(folded.kept)?.push(key);
          index.maxLength = Math.max(index.maxLength, key.length);
          index.starts.add(key[0]!.toLowerCase());
        }
      });
    }
  };
  const done = () => {
    built.set(inputs, index as unknown as SpellingIndex);
    return index;
  };
  return { add, done };
}

/** A unit's search terms (name, plural, symbol, aliases) as the reader compares them: normalised, once per unit. */
const written = new WeakMap<ParseUnit, readonly string[]>();
function writtenTerms(unit: ParseUnit): readonly string[] {
  let terms = written.get(unit);
  if (!terms) written.set(unit, (terms = searchTerms(unit).map((term) => normalizeQuantityText(term))));
  return terms;
}

/** The one category's dimension when a list of units is read alone: its own, since nothing else is read with it. */
const OWN: Dimension = { quantity: 1 };
const lists = new WeakMap<readonly ParseUnit[], LanguageCategoryInput[]>();

/** A list of units (one category's) as the one category of an index. */
export function asCategory<U extends ParseUnit>(units: readonly U[]): readonly LanguageCategoryInput<U>[] {
  let list = lists.get(units);
  if (!list) lists.set(units, (list = [{ id: 'units', name: 'units', units, dimension: OWN }]));
  return list as readonly LanguageCategoryInput[] as readonly LanguageCategoryInput<U>[];
}

/** The index of one list of units (a converter's category, a picker's units), built once per list. */
export function unitListIndex<U extends ParseUnit>(units: readonly U[]): SpellingIndex<U> {
  return spellingIndex(asCategory(units));
}

/** A base unit with a name of its own (J, Hz, Pa), not one written out of others (N·m, rad/s). */
const NAMED = /^[^\s/·*^²³⁻¹]+$/u;

/**
 * The category a computed quantity of this dimension belongs to: where several share it, the
 * one whose base unit is the coherent SI unit written out (current's A before magnetomotive
 * force's At, area's m²), then the one whose base unit has a name of its own (energy's joule
 * before torque's newton meter, frequency's hertz before angular velocity's radian per
 * second), then catalogue order.
 */
export function categoryOf<U extends ParseUnit>(
  index: SpellingIndex<U>,
  dimension: Dimension,
): LanguageCategory<U> | null {
  const key = Object.entries(dimension).sort().join(';');
  const known = index.byDimension.get(key);
  if (known !== undefined) return known;
  const coherent = coherentSymbol(dimension);
  let best: LanguageCategory<U> | null = null;
  let bestScore = -1;
  for (const category of index.categories) {
    if (!dimEquals(category.dimension, dimension)) continue;
    const base = category.units.find((u) => u.kind === 'linear' && u.factor === '1');
    const score = base === undefined ? 0 : base.symbol === coherent ? 2 : NAMED.test(base.symbol) ? 1 : 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  index.byDimension.set(key, best);
  return best;
}

/**
 * What a spelling means, best first: as written before another case, a name or symbol before an
 * alias, then catalogue order. In another case only where the capitals left out may be (capitalsDropped),
 * and an alias so only where no common unit is spelled as typed.
 */
export function meaningsOf<U extends ParseUnit>(index: SpellingIndex<U>, key: string): Meaning<U>[] {
  const exact = index.exact.get(key) ?? [];
  // A common unit's name or symbol as typed is read so, never as another unit's alias in another
  // case: 'cm' is centimetres, not circular mils ('CM'), even where an area is asked for.
  const common = exact.some((e) => e.rank === 0 && commonUnits.has(e.unit));
  // 'of' in lower case is the word of '1 cup of flour', never °F typed without its capital ('oF').
  if (key === 'of') return exact;
  const inCase = (index.folded.get(key.toLowerCase()) ?? []).filter(
    (m) => !exact.some((e) => e.unit === m.unit) && caseAllows(key, m) && !(common && m.rank === 3),
  );
  // 'Ms' is no millisecond; 'Ml' is still millilitres or megalitres, for the reader to weigh.
  const folded = inCase.every((m) => !keepsPrefix(key, m)) ? [] : inCase;
  return [...exact, ...folded].sort((a, b) => a.rank - b.rank || a.category.order - b.category.order);
}

/**
 * The one meaning a spelling has where it must have one (a unit typed in a converter's box):
 * as written, else in another case only when that names a single unit ('MM' is neither mm nor Mm).
 */
export function soleMeaning<U extends ParseUnit>(meanings: readonly Meaning<U>[]): Meaning<U> | null {
  const [first] = meanings;
  return first && (first.rank < 2 || meanings.every((m) => m.unit === first.unit)) ? first : null;
}

/** The unit a typed term ('feet', 'KM', '°r') names in this list, or null (see soleMeaning). */
export function resolveUnitTerm<U extends ParseUnit>(term: string, units: readonly U[]): U | null {
  const key = normalizeQuantityText(term);
  return key === '' ? null : (soleMeaning(meaningsOf(unitListIndex(units), key))?.unit ?? null);
}

/**
 * The unit a typed term names in the first category of the index other than `except`, as the
 * language reads it there: a capital left out only where the language leaves it out ('abC' and
 * 'ABC' are the abcoulomb, 'abc' nothing), one unit per category (see soleMeaning); or null.
 */
export function unitElsewhere<U extends ParseUnit>(
  index: SpellingIndex<U>,
  term: string,
  except: string,
): Meaning<U> | null {
  const key = normalizeQuantityText(term);
  const meanings = key === '' ? [] : meaningsOf(index, key);
  for (const category of index.categories) {
    if (category.id === except) continue;
    const found = soleMeaning(meanings.filter((m) => m.category === category));
    if (found) return found;
  }
  return null;
}

/** A unit named in an address (?from=…&to=…): its id, the id with hyphens, or a spelling of it; undefined when none. */
export function resolveUnitQuery<U extends ParseUnit>(
  units: readonly U[],
  query: string | null | undefined,
): U | undefined {
  if (typeof query !== 'string') return undefined;
  const q = query.trim();
  if (q === '' || q.length > 100) return undefined;
  const id = q.replace(/-/g, '_');
  return (
    units.find((u) => u.id === q || u.id === id) ??
    resolveUnitTerm(q, units) ??
    units.find((u) => u.id === id.toLowerCase())
  );
}

/** A spelling may not end inside a word ('ft' of 'ftt') or inside a number. */
function endsAtBoundary(text: string, end: number): boolean {
  const before = text[end - 1];
  const after = text[end];
  if (after === undefined || after === ' ') return true;
  return !sameWord(before, after) && !(isDigit(before) && isDigit(after));
}

/** The words that ask for a target ('5 ft to cm', '5 ft in cm', 'ounces in a pound'). */
export const QUESTION_WORDS: readonly string[] = ['to', 'in', 'into', 'as'];

/** Whether a unit's spelling (not a question word) starts the next word after `end`. */
function unitFollows<U extends ParseUnit>(index: SpellingIndex<U>, text: string, end: number): boolean {
  const at = end + /^ */.exec(text.slice(end))![0].length;
  const word = /^\p{L}+/u.exec(text.slice(at))?.[0].toLowerCase();
  return word !== undefined && !QUESTION_WORDS.includes(word) && spellingAt(index, text, at) !== null;
}

/** Whether what comes before `start` ends an amount with its unit ('1 N', '(5 ft)'), not with a number or an operator. */
function afterUnit(text: string, start: number): boolean {
  const before = /(\S)\s*$/.exec(text.slice(0, start))?.[1];
  return before !== undefined && !/[\d(+\-*/^×÷·=,]/.test(before);
}

/**
 * The longest spelling of a unit starting at `start` of normalised text, with its meanings; null
 * when none starts there. The word 'in' at the edge of a spelling is left to ask the question
 * where a unit stands on its other side: 'lb in' (the pound-force inch) before another unit
 * ('12 st 4 lb in kg', '3 oz in g'), 'in lbf' after one ('1 N in lbf').
 */
export function spellingAt<U extends ParseUnit>(
  index: SpellingIndex<U>,
  text: string,
  start: number,
): { end: number; meanings: Meaning<U>[] } | null {
  if (!index.starts.has(text[start]!.toLowerCase())) return null;
  const inAfterUnit = /^in /i.test(text.slice(start, start + 3)) && afterUnit(text, start);
  for (let end = Math.min(text.length, start + index.maxLength); end > start; end--) {
    steps.count++;
    if (text[end - 1] === ' ' || !endsAtBoundary(text, end)) continue;
    const key = text.slice(start, end);
    if (!index.exact.has(key) && !index.folded.has(key.toLowerCase())) continue;
    if (/ in$/i.test(key) && unitFollows(index, text, end)) continue;
    if (inAfterUnit && /^in /i.test(key)) continue;
    const meanings = meaningsOf(index, key);
    if (meanings.length > 0) return digitsStartAnAmount(index, text, start, end) ?? { end, meanings };
  }
  return null;
}

/**
 * '5ft3in' is 5 ft 3 in, not cubic feet times inches: a spelling that ends in digits ('ft3')
 * and is followed at once by a unit of a category the spelling without them names ('ft' and
 * 'in', lengths) is that shorter spelling, and its digits start the next amount. Null when the
 * spelling stands ('W/m2K' is one spelling; in '5 m2K' the kelvin is no length).
 */
function digitsStartAnAmount<U extends ParseUnit>(
  index: SpellingIndex<U>,
  text: string,
  start: number,
  end: number,
): { end: number; meanings: Meaning<U>[] } | null {
  let digits = end;
  while (digits > start && isDigit(text[digits - 1])) digits--;
  if (digits === end || digits === start || !isLetter(text[end])) return null;
  const shorter = spellingAt(index, text.slice(0, digits), start);
  const next = shorter?.end === digits ? spellingAt(index, text, end) : null;
  const alike = next?.meanings.some((n) => shorter!.meanings.some((m) => m.category === n.category));
  return alike ? shorter : null;
}

/** The spelling index as the tokenizer's name reader. */
export function spellingReader(
  index: SpellingIndex,
): (text: string, start: number) => { end: number; meanings: Meaning[] } | null {
  return (text, start) => spellingAt(index, text, start);
}

/** What a spelling may follow directly: the start, a space, a digit or an operator. */
const WORD_START_AFTER = /[\s\d+\-*/×÷·^()=,]/;
const sortedKeys = new WeakMap<SpellingIndex, readonly string[]>();
function sortedKeysOf(index: SpellingIndex): readonly string[] {
  let keys = sortedKeys.get(index);
  if (!keys) sortedKeys.set(index, (keys = [...index.folded.keys()].sort()));
  return keys;
}

/**
 * True when the text ends part-way through a longer spelling: '0 d' (dBm, day…), '5 fl' (fl oz).
 * A reading made there may be of half a word, so the converter does not
 * move to it until the visitor finishes or settles. Spellings are compared in any case.
 */
export function continuesSpelling(index: SpellingIndex, text: string): boolean {
  const keys = sortedKeysOf(index);
  const normal = normalizeQuantityText(text).toLowerCase();
  // A space typed after a word ends it.
  if (/\s$/.test(text)) return false;
  const from = Math.max(0, normal.length - index.maxLength);
  for (let start = from; start < normal.length; start++) {
    // A spelling starts at the start of a word, or right after a number ('5ft').
    const before = normal[start - 1];
    if (normal[start] === ' ' || (before !== undefined && !WORD_START_AFTER.test(before))) continue;
    const tail = normal.slice(start);
    if (startsLongerKey(index, keys, tail)) return true;
  }
  return false;
}

/**
 * Whether some key starts with `tail` and goes on, to mean a unit `tail` itself does not: with
 * more of the word ('d' → 'dBm'), or, when `tail` is no unit yet, with another word ('fl' →
 * 'fl oz'). A unit's own spelling followed by another word ('mph' → 'mph per second', 'degree'
 * → 'degree fahrenheit') is a whole reading: the visitor has typed a unit.
 */
function startsLongerKey(index: SpellingIndex, keys: readonly string[], tail: string): boolean {
  const own = new Set((index.folded.get(tail) ?? []).map((m) => m.unit));
  const anotherWordCounts = own.size === 0;
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < tail) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < keys.length && keys[i]!.startsWith(tail); i++) {
    const next = keys[i]![tail.length];
    if (next === undefined || !(isLetter(next) || (anotherWordCounts && next === ' '))) continue;
    if (index.folded.get(keys[i]!)!.some((m) => !own.has(m.unit))) return true;
  }
  return false;
}
