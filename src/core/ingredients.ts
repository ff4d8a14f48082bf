/**
 * Cooking ingredients: what a household measure of each weighs, so that a volume of an
 * ingredient converts to a weight and back (a cup of flour in grams). A density is a measured
 * average, never exact, so every such answer is rounded (≈). The records are compiled from
 * catalog/ingredients.yml (src/generated/ingredients.ts).
 */
export interface IngredientGroupRecord {
  id: string;
  name: string;
  /** [lowest, highest] density its members may have, in g/mL. */
  density: [number, number];
}

export interface IngredientRecord {
  id: string;
  name: string;
  aliases: string[];
  group: string;
  /** The household measure that was weighed, as written: '1 cup_us'. */
  measure: string;
  /** What that measure weighs, in grams. */
  grams: number;
  /** Its density in kilograms per cubic metre (grams per litre), as an exact ratio ('528344/1000'): the data's grams over the measure's exact volume. */
  density: string;
  source: string;
  /** People count it rather than measure it ('2 eggs'): the words that count it and what one piece weighs. */
  counted?: CountedPiece;
}

/** What one piece of a counted ingredient weighs (a large egg), and the words that count it. */
export interface CountedPiece {
  /** One piece ('egg') and several ('eggs'): the ingredient's name or aliases. */
  name: string;
  plural: string;
  /** The piece that was weighed, as in a sentence ('a large egg without its shell'). */
  piece: string;
  /** What it weighs, in grams: a measured average. */
  grams: number;
  source: string;
}

/** A measure that exists only for some ingredients (a stick of butter). */
export interface IngredientUnitRecord {
  id: string;
  name: string;
  plural: string;
  /** What one holds, as written: '8 tablespoon_us'. */
  volume: string;
  /** What one holds in cubic metres, as an exact ratio. */
  cubicMeters: string;
  /** Ids of the ingredients it measures. */
  for: string[];
  source: string;
  description: string;
}

export interface IngredientCatalog {
  groups: IngredientGroupRecord[];
  /** Ids of the ingredients people ask about most, most asked first. */
  popular: string[];
  units: IngredientUnitRecord[];
  ingredients: IngredientRecord[];
}

export const NO_INGREDIENTS: IngredientCatalog = { groups: [], popular: [], units: [], ingredients: [] };

/** A measure written '<amount> <volume unit id>' ('1 cup_us', '0.25 cup_us', '1/3 cup_us'): its parts; null when it is not so written. */
export function splitMeasure(text: string): { amount: string; unit: string } | null {
  const m = /^(\d+(?:\.\d+)?(?:\/\d+)?) ([a-z][a-z0-9_]*)$/.exec(text);
  return m ? { amount: m[1]!, unit: m[2]! } : null;
}

const CATEGORY_PREFIX = 'ingredient-';
/** The id of an ingredient's category ('ingredient-all_purpose_flour'): never a catalogue category's. */
export const ingredientCategoryId = (ingredient: Pick<IngredientRecord, 'id'> | string) =>
  `${CATEGORY_PREFIX}${typeof ingredient === 'string' ? ingredient : ingredient.id}`;
/** The ingredient a category id is of ('ingredient-all_purpose_flour' → 'all_purpose_flour'); null for a catalogue category's. */
export const ingredientOfCategory = (categoryId: string): string | null =>
  categoryId.startsWith(CATEGORY_PREFIX) ? categoryId.slice(CATEGORY_PREFIX.length) : null;
