/**
 * Titles, headings and descriptions of converter pages that the browser also writes: the
 * quick-convert page is one page per category that shows the pair its address names, so the
 * words its build renders for the default pair are rewritten in the browser for any other.
 */
import type { CategoryRecord, UnitPair, UnitRecord } from './types';
import { capitalize, idWords } from './unitText';
import type { TextOf } from './unitNames';

/** Longest title html-validate (and search results) accept. */
export const MAX_TITLE = 70;

/**
 * The first of a converter's candidate titles that fits in MAX_TITLE, else the last: the
 * fullest unit words first (plural names, then singular names, then symbols: liters per 100
 * kilometers → L/100 km, not capitalised: 'km' stays 'km').
 */
export function fittingTitle(titles: readonly string[]): string {
  return titles.find((t) => t.length <= MAX_TITLE) ?? titles.at(-1)!;
}

/**
 * The name of a category inside a sentence: lower case where the language writes it so
 * ('Free online length converter'); German keeps its nouns' capital, Japanese has none.
 */
export function categoryInSentence(name: string, language: string): string {
  return language === 'de' ? name : name.toLocaleLowerCase(language);
}

export function converterDescription(
  text: TextOf,
  from: string,
  to: string,
  category: Pick<CategoryRecord, 'name'>,
): string {
  return text('converter.description', {
    from,
    to,
    categoryInSentence: categoryInSentence(category.name, text.language),
  });
}

/** 'Convert centimeter to inch': the quick-convert heading names the units by their ids, with spaces. */
export function quickHeading(text: TextOf, pair: UnitPair): string {
  return text('converter.heading', { from: idWords(pair.from.id), to: idWords(pair.to.id) });
}

/** The brand is passed in: site.ts reads Vite's env, which plain scripts lack. */
export function quickTitle(text: TextOf, pair: UnitPair, brand: string): string {
  const { from, to } = pair;
  return fittingTitle(
    [
      [capitalize(idWords(from.id)), idWords(to.id)],
      [from.symbol, to.symbol],
    ].map(([a, b]) => text('converter.title', { from: a!, to: b!, brand })),
  );
}

export function quickDescription(text: TextOf, pair: UnitPair): string {
  return converterDescription(text, idWords(pair.from.id), idWords(pair.to.id), pair.category);
}

const QUICK_TARGETS = 8;

/** The quick-convert page's other targets of the source unit: the category's first 8 units that are neither unit of the pair. */
export function quickTargets(pair: UnitPair): UnitRecord[] {
  return pair.category.units.filter((u) => u !== pair.from && u !== pair.to).slice(0, QUICK_TARGETS);
}

/** 'length/centimeter/inch': how the quick-convert page marks a pair in its markup. */
export function quickPairKey(pair: UnitPair): string {
  return `${pair.category.id}/${pair.from.id}/${pair.to.id}`;
}
