/** What a visitor may type to name a unit: its name, plural and symbol are always search terms; aliases add other spellings. */
export function searchTerms(unit: { name: string; plural: string; symbol: string; aliases?: readonly string[] }): string[] {
  return [unit.name, unit.plural, unit.symbol, ...(unit.aliases ?? [])];
}
