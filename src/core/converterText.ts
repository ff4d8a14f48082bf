/**
 * Titles, headings and descriptions of converter pages that the browser also writes: the
 * quick-convert page is one page per category that shows the pair its address names, so the
 * words its build renders for the default pair are rewritten in the browser for any other.
 */
import type { CategoryRecord, UnitPair, UnitRecord } from './types';
import { capitalize, idWords } from './unitText';

/** Longest title html-validate (and search results) accept. */
export const MAX_TITLE = 70;

/**
 * '<from> to <to> Converter | {brand}' with the fullest unit words that fit in MAX_TITLE:
 * plural names, then singular names, then symbols (liters per 100 kilometers → L/100 km,
 * not capitalised: 'km' stays 'km').
 * The brand is passed in: site.ts reads Vite's env, which plain scripts lack.
 */
export function converterTitle(candidates: [string, string][], brand: string, last?: string): string {
  const titles = candidates.map(([a, b]) => `${a} to ${b} Converter | ${brand}`);
  if (last) titles.push(`${last} | ${brand}`);
  return titles.find((t) => t.length <= MAX_TITLE) ?? titles.at(-1)!;
}

export function converterDescription(
  from: string,
  to: string,
  category: Pick<CategoryRecord, 'name'>,
): string {
  return `Convert ${from} to ${to} instantly. Free online ${category.name.toLowerCase()} converter. Accurate and mobile-friendly.`;
}

/** 'Convert centimeter to inch': the quick-convert heading names the units by their ids, with spaces. */
export function quickHeading(pair: UnitPair): string {
  return `Convert ${idWords(pair.from.id)} to ${idWords(pair.to.id)}`;
}

export function quickTitle(pair: UnitPair, brand: string): string {
  const { from, to } = pair;
  return converterTitle(
    [
      [capitalize(idWords(from.id)), idWords(to.id)],
      [from.symbol, to.symbol],
    ],
    brand,
  );
}

export function quickDescription(pair: UnitPair): string {
  return converterDescription(idWords(pair.from.id), idWords(pair.to.id), pair.category);
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
