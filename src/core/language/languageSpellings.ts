/**
 * What the quantity language reads in another language than English: the units' and the
 * ingredients' names in that language, beside English's spellings (which every page keeps
 * reading), and its words for the grammar (words.ts). One compiled object per language.
 */
import type { IngredientCatalog } from '../ingredients';
import type { LanguageCategoryInput, ParseUnit } from './spellings';
import type { LanguageWordList } from './words';

/** A language's spellings beyond English's. */
export interface LanguageSpellings {
  /** Category id → unit id → the unit's names, plurals and short forms in the language. */
  units: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** Ingredient id → its names in the language, the one a page shows first. */
  ingredients: Readonly<Record<string, readonly string[]>>;
}

/** Everything the reader needs of one language (src/generated/reader.{tag}.ts). */
export type LanguageReading = LanguageWordList & LanguageSpellings;

const withUnits = new WeakMap<object, WeakMap<LanguageSpellings, readonly LanguageCategoryInput[]>>();

/**
 * The categories with a language's spellings of each unit read as more of its aliases, after
 * English's: the list the language's spelling index is built from. Made once per pair.
 */
export function withSpellings<U extends ParseUnit>(
  categories: readonly LanguageCategoryInput<U>[],
  spellings: LanguageSpellings,
): readonly LanguageCategoryInput<U>[] {
  let byLanguage = withUnits.get(categories);
  if (!byLanguage) withUnits.set(categories, (byLanguage = new WeakMap()));
  const known = byLanguage.get(spellings);
  if (known) return known as readonly LanguageCategoryInput[] as readonly LanguageCategoryInput<U>[];
  const list = categories.map((category) => {
    const own = spellings.units[category.id];
    if (!own) return category;
    const units = category.units.map((unit) =>
      own[unit.id] ? { ...unit, aliases: [...unit.aliases, ...own[unit.id]!] } : unit,
    );
    return { ...category, units };
  });
  byLanguage.set(spellings, list as readonly LanguageCategoryInput[]);
  return list;
}

const withNames = new WeakMap<IngredientCatalog, WeakMap<LanguageSpellings, IngredientCatalog>>();

/** The ingredients with a language's names of each read as more of its aliases. Made once per pair. */
export function withIngredientNames(
  catalog: IngredientCatalog,
  spellings: LanguageSpellings,
): IngredientCatalog {
  let byLanguage = withNames.get(catalog);
  if (!byLanguage) withNames.set(catalog, (byLanguage = new WeakMap()));
  let known = byLanguage.get(spellings);
  if (!known) {
    const ingredients = catalog.ingredients.map((ingredient) => {
      const own = spellings.ingredients[ingredient.id];
      return own ? { ...ingredient, aliases: [...ingredient.aliases, ...own] } : ingredient;
    });
    byLanguage.set(spellings, (known = { ...catalog, ingredients }));
  }
  return known;
}
