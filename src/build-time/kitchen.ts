/**
 * The kitchen pages' data, worked out once per build: each ingredient's category (its volumes
 * weighing volume × density), the popular ones that get a page of their own, and the picker's
 * list of every ingredient by group.
 */
import { ingredients } from '../generated/ingredients';
import { ingredientCategory } from '../core/ingredientCategory';
import { ingredientCategoryId, type IngredientRecord } from '../core/ingredients';
import type { CategoryRecord } from '../core/types';
import { getCategory } from './catalog';

const volume = getCategory('volume')!;
const weight = getCategory('weight')!;

export const ingredientCatalog = ingredients;

/** The ingredient's category, as the browser makes it. */
export const kitchenCategory = (ingredient: IngredientRecord): CategoryRecord =>
  ingredientCategory(ingredient, ingredients, volume, weight);

const byId = new Map(ingredients.ingredients.map((i) => [i.id, i]));

/** The ingredients people ask about most, most asked first: each has a page. */
export const popularIngredients: IngredientRecord[] = ingredients.popular.map((id) => byId.get(id)!);

/** The ingredient the kitchen converter opens with. */
export const firstIngredient = popularIngredients[0]!;

/** Ids of the measures made for an ingredient alone ('stick' for butter). */
export const ownMeasures = (ingredient: IngredientRecord): string[] =>
  ingredients.units.filter((u) => u.for.includes(ingredient.id)).map((u) => u.id);

/** The picker's choices: every ingredient by group, as category id and name, the popular ones first. */
export const ingredientChoices = (): { group: string; items: { id: string; name: string }[] }[] => [
  {
    group: 'Asked most',
    items: popularIngredients.map((i) => ({ id: ingredientCategoryId(i), name: i.name })),
  },
  ...ingredients.groups.map((g) => ({
    group: g.name,
    items: ingredients.ingredients
      .filter((i) => i.group === g.id)
      .map((i) => ({ id: ingredientCategoryId(i), name: i.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  })),
];
