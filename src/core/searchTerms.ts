/**
 * What a visitor may type to name a unit. The name, plural and symbol are always search terms;
 * a unit's aliases hold only the other spellings, so they never repeat those three.
 */

/** Every term: name, plural, symbol, then the aliases. */
export function searchTerms(unit: { name: string; plural: string; symbol: string; aliases?: readonly string[] }): string[] {
  return [unit.name, unit.plural, unit.symbol, ...(unit.aliases ?? [])];
}

/** The terms besides the name and the symbol: the plural (when the record has one) and the aliases. */
export function otherSpellings(unit: { plural?: string; aliases: readonly string[] }): string[] {
  return unit.plural ? [unit.plural, ...unit.aliases] : [...unit.aliases];
}
