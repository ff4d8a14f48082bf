/**
 * Small text helpers shared by the pair-page and quick-convert islands and their pages.
 * Island-safe: no catalogue import.
 */

/** The unit's word for a shown value: singular for exactly 1 (or -1), plural otherwise. */
export function unitWord(valueText: string, singular: string, plural: string): string {
  return valueText === '1' || valueText === '-1' ? singular : plural;
}

/** Symbols written against the number: 12°, 30′, 5'3". */
const ATTACHED_SYMBOLS = new Set(['°', '′', '″', "'", '"']);

/** A number and its unit's symbol as an answer writes them: '120 mi', but '12°' and '30′'. */
export function withSymbol(numberText: string, symbol: string): string {
  return ATTACHED_SYMBOLS.has(symbol) ? `${numberText}${symbol}` : `${numberText} ${symbol}`;
}

/** A unit id as the quick-convert page shows it: underscores as spaces. */
export function idWords(id: string): string {
  return id.replace(/_+/g, ' ').trim();
}

/** 'a' or 'an' before a word as it is said: 'an ounce', 'an energy', 'a US cup' (a capital U is 'you'). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

/** 'centimeters' → 'Centimeters'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A unit as a list of units names it: "US gallon (gal (US))". */
export function unitListLabel(unit: { name: string; symbol: string }): string {
  return `${unit.name} (${unit.symbol})`;
}
