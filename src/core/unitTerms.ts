/**
 * Finding the unit a typed term names. Each unit list is compiled once into maps of its
 * spellings (memoised on the array), so a lookup costs a few map probes per keystroke.
 */
import { fromRatioString, type Exact } from './rational';
import type { UnitKind, UnitSystem } from './types';
import { isDigit, isLetter, normalizeQuantityText } from './quantityText';
import { searchTerms } from './searchTerms';

/** What the parser needs of a unit: how it is written and how it converts. (UnitRecord satisfies it.) */
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
  /** The system of measurement, where the record carries it (the quantity language answers in the typed units' system). */
  system?: UnitSystem;
}

export interface UnitLookup {
  /** Spelling exactly as the catalogue writes it (normalised) → unit; the first unit wins. */
  exact: Map<string, ParseUnit>;
  /** Lower-cased spelling → unit, or null when two units share it and case must decide. */
  folded: Map<string, ParseUnit | null>;
  /** The longest spelling, which bounds how far a match looks ahead. */
  maxLength: number;
  factors: Map<ParseUnit, Exact>;
}

const compiled = new WeakMap<readonly ParseUnit[], UnitLookup>();

export function unitLookup(units: readonly ParseUnit[]): UnitLookup {
  let lookup = compiled.get(units);
  if (lookup) return lookup;
  lookup = { exact: new Map(), folded: new Map(), maxLength: 0, factors: new Map() };
  for (const unit of units) {
    for (const term of searchTerms(unit)) {
      const key = normalizeQuantityText(term);
      if (key === '') continue;
      if (!lookup.exact.has(key)) lookup.exact.set(key, unit);
      const folded = key.toLowerCase();
      const seen = lookup.folded.get(folded);
      lookup.folded.set(folded, seen === undefined || seen === unit ? unit : null);
      lookup.maxLength = Math.max(lookup.maxLength, key.length);
    }
  }
  compiled.set(units, lookup);
  return lookup;
}

/** The unit's factor as an exact value, parsed once per list. */
export function unitFactor(lookup: UnitLookup, unit: ParseUnit): Exact {
  let factor = lookup.factors.get(unit);
  if (!factor) {
    factor = fromRatioString(unit.factor);
    lookup.factors.set(unit, factor);
  }
  return factor;
}

/** Exact spelling first; a case-insensitive one only when it names a single unit. */
export function lookupTerm(lookup: UnitLookup, key: string): ParseUnit | null {
  return lookup.exact.get(key) ?? lookup.folded.get(key.toLowerCase()) ?? null;
}

/** A match may not end inside a word ('ft' in 'ftt') or inside a number. */
function endsAtBoundary(text: string, end: number): boolean {
  const before = text[end - 1];
  const after = text[end];
  if (after === undefined || after === ' ') return true;
  return !(isLetter(before) && isLetter(after)) && !(isDigit(before) && isDigit(after));
}

export interface UnitMatch {
  unit: ParseUnit;
  /** Index just past the matched spelling. */
  end: number;
}

/** The longest spelling of a unit starting at `start` of normalised text, or null. */
export function matchUnitAt(lookup: UnitLookup, text: string, start: number): UnitMatch | null {
  for (let end = Math.min(text.length, start + lookup.maxLength); end > start; end--) {
    if (text[end - 1] === ' ' || !endsAtBoundary(text, end)) continue;
    const unit = lookupTerm(lookup, text.slice(start, end));
    if (unit) return { unit, end };
  }
  return null;
}

/** The unit a typed term names in this list, or null (exposed for the search and the query parser). */
export function resolveUnitTerm(term: string, units: readonly ParseUnit[]): ParseUnit | null {
  const key = normalizeQuantityText(term);
  return key === '' ? null : lookupTerm(unitLookup(units), key);
}
