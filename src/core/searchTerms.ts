/**
 * What a visitor may type to name a unit. The name, plural and symbol are always search terms;
 * a unit's aliases hold only the other spellings, so they never repeat those three.
 */

/** Every term: name, plural, symbol, then the aliases. */
export function searchTerms(unit: {
  name: string;
  plural: string;
  symbol: string;
  aliases?: readonly string[];
}): string[] {
  return [unit.name, unit.plural, unit.symbol, ...(unit.aliases ?? [])];
}

/** The terms besides the name and the symbol: the plural (when the record has one) and the aliases. */
export function otherSpellings(unit: { plural?: string; aliases: readonly string[] }): string[] {
  return unit.plural ? [unit.plural, ...unit.aliases] : [...unit.aliases];
}

/** The aliases that repeat none of the name (in any case), plural or symbol: what compact encodings need to carry. */
export function distinctAliases(unit: {
  name: string;
  plural: string;
  symbol: string;
  aliases: readonly string[];
}): string[] {
  return unit.aliases.filter(
    (a) => a !== unit.symbol && a.toLowerCase() !== unit.name.toLowerCase() && a !== unit.plural,
  );
}
