/**
 * An ingredient as a category of its own: the kitchen's volumes and weights as units of one
 * quantity, its mass. A volume unit weighs what that volume of the ingredient weighs, so the
 * one converter converts a cup of flour to grams as it converts feet to metres, with the same
 * answer, Copy, history and addresses. Between a volume and a weight the answer rests on a
 * measured density and is rounded (≈); between two volumes or two weights it stays exact.
 */
import { ingredientCategoryId, type IngredientCatalog, type IngredientRecord } from './ingredients';
import { fromRatioString, mul, toRatioString } from './rational';
import type { CategoryRecord, UnitRecord } from './types';

/** The volumes a kitchen measures with, as a picker lists them: US, metric, then British. */
export const KITCHEN_VOLUMES = [
  'cup_us',
  'tablespoon_us',
  'teaspoon_us',
  'fluid_ounce_us',
  'cup_metric',
  'tablespoon_metric',
  'teaspoon_metric',
  'milliliter',
  'liter',
  'cup_uk',
  'tablespoon_uk',
  'teaspoon_uk',
  'fluid_ounce_uk',
  'tablespoon_australian',
  'pint_us',
  'quart_us',
  'gallon_us',
  'pint_uk',
  'quart_uk',
  'gallon_uk',
  'deciliter',
  'cubic_centimeter',
] as const;
/** The weights a kitchen weighs with. */
export const KITCHEN_WEIGHTS = ['gram', 'kilogram', 'ounce', 'pound', 'milligram'] as const;

/**
 * The ingredient's category: its weights as the weight category has them, its volumes (and its
 * own measures, a stick of butter) weighing volume × density. `volume` and `weight` are the
 * catalogue's categories of those names (bases cubic metre and kilogram).
 */
export function ingredientCategory(
  ingredient: IngredientRecord,
  catalog: IngredientCatalog,
  volume: CategoryRecord,
  weight: CategoryRecord,
): CategoryRecord {
  const density = fromRatioString(ingredient.density);
  const weighed = (unit: Pick<UnitRecord, 'factor'>) =>
    toRatioString(mul(fromRatioString(unit.factor), density));
  const volumes = KITCHEN_VOLUMES.flatMap((id) => volume.units.find((u) => u.id === id) ?? []);
  const own = catalog.units.filter((m) => m.for.includes(ingredient.id));
  const units: UnitRecord[] = [
    ...volumes.map((u): UnitRecord => ({ ...u, factor: weighed(u), measured: true })),
    ...own.map((m): UnitRecord => ({
      id: m.id,
      name: m.name,
      plural: m.plural,
      symbol: m.name,
      aliases: [],
      kind: 'linear',
      factor: weighed({ factor: m.cubicMeters }),
      offset: '0',
      definition: m.volume,
      source: m.source,
      description: m.description,
      system: 'us',
      measured: true,
    })),
    ...KITCHEN_WEIGHTS.flatMap((id) => weight.units.find((u) => u.id === id) ?? []),
  ];
  return {
    id: ingredientCategoryId(ingredient),
    name: ingredient.name,
    description: `${ingredient.name} by volume and by weight: ${ingredient.source}.`,
    base: weight.base,
    dimension: weight.dimension,
    aliases: [],
    defaultPair: ['cup_us', 'gram'],
    common: [...KITCHEN_VOLUMES.slice(0, 5), ...own.map((m) => m.id), ...KITCHEN_WEIGHTS.slice(0, 4)],
    popular: [
      ['cup_us', 'gram'],
      ['gram', 'cup_us'],
    ],
    compositions: [],
    units,
  };
}
