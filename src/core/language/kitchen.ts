/**
 * What the quantity language knows of cooking: the ingredients' names (read by the tokenizer
 * as a word of their own, so that '1 cup of flour in grams' is one question of the grammar),
 * their densities, and the measures that exist only for some of them (a stick of butter),
 * which the language reads as units of one category more.
 */
import type { IngredientCatalog, IngredientRecord, IngredientUnitRecord } from '../ingredients';
import { asMeasured, fromRatioString, type Exact } from '../rational';
import type { Dimension } from '../dimension';
import type { LanguageCategoryInput } from './spellings';
import { formatWhole } from '../numberFormat';
import { withArticle } from '../unitText';
import { AUTO } from '../precision';
import { isCjk } from '../quantityText';

/** The dimensions an ingredient's density turns into each other. */
export const VOLUME: Dimension = { length: 3 };
export const MASS: Dimension = { mass: 1 };

/** The id of the category the ingredients' own measures are units of. */
export const MEASURE_CATEGORY = 'ingredient_measure';

export interface Kitchen {
  catalog: IngredientCatalog;
  byId: ReadonlyMap<string, IngredientRecord>;
  /** The ingredients' own measures by unit id. */
  measures: ReadonlyMap<string, IngredientUnitRecord>;
  /** The catalogue's categories and, when there are any, the measures as one category more. */
  categories: readonly LanguageCategoryInput[];
  /** Each ingredient spelling (lower case), longest first, by its first word. */
  spellings: ReadonlyMap<string, [string, IngredientRecord][]>;
}

const kitchens = new WeakMap<IngredientCatalog, WeakMap<readonly LanguageCategoryInput[], Kitchen>>();
const FIRST_WORD = /^[\p{L}\p{N}]+/u;
/** The key a spelling is found by: its first word, or its first character in a script written without spaces. */
const firstWord = (spelling: string) => (isCjk(spelling[0]) ? spelling[0] : FIRST_WORD.exec(spelling)?.[0]);

/** The kitchen of these categories and ingredients, made once for each pair. */
export function kitchenOf(catalog: IngredientCatalog, categories: readonly LanguageCategoryInput[]): Kitchen {
  let byList = kitchens.get(catalog);
  if (!byList) kitchens.set(catalog, (byList = new WeakMap()));
  const known = byList.get(categories);
  if (known) return known;
  const spellings = new Map<string, [string, IngredientRecord][]>();
  for (const ingredient of catalog.ingredients)
    for (const s of [ingredient.name, ...ingredient.aliases]) {
      const spelling = s.toLowerCase();
      const first = firstWord(spelling);
      if (!first) continue;
      const list = spellings.get(first) ?? [];
      list.push([spelling, ingredient]);
      spellings.set(first, list);
    }
  for (const list of spellings.values()) list.sort((a, b) => b[0].length - a[0].length);
  const measures: LanguageCategoryInput = {
    id: MEASURE_CATEGORY,
    name: 'Kitchen measure',
    dimension: VOLUME,
    units: catalog.units.map((u) => ({
      id: u.id,
      name: u.name,
      plural: u.plural,
      symbol: u.name,
      aliases: [],
      kind: 'linear' as const,
      factor: u.cubicMeters,
      offset: '0',
    })),
  };
  const kitchen: Kitchen = {
    catalog,
    byId: new Map(catalog.ingredients.map((i) => [i.id, i])),
    measures: new Map(catalog.units.map((u) => [u.id, u])),
    categories: catalog.units.length ? [...categories, measures] : categories,
    spellings,
  };
  byList.set(categories, kitchen);
  return kitchen;
}

/** Whether a spelling ending in `last` runs on into `next`: a letter or digit, where neither is of a script written without spaces. */
const runsOn = (last: string | undefined, next: string | undefined) =>
  next !== undefined && /[\p{L}\p{N}]/u.test(next) && !isCjk(next) && !isCjk(last);

/** The longest ingredient spelling at `start` of `text`, standing as whole words; null if none. */
export function ingredientAt(
  kitchen: Kitchen,
  text: string,
  start: number,
): { end: number; ingredient: IngredientRecord } | null {
  if (/\p{L}/u.test(text[start - 1] ?? '') && !isCjk(text[start - 1]) && !isCjk(text[start])) return null;
  const lower = text.slice(start, start + 80).toLowerCase();
  const first = firstWord(lower);
  const candidates = first ? kitchen.spellings.get(first) : undefined;
  const found = candidates?.find(([s]) => lower.startsWith(s) && !runsOn(s[s.length - 1], lower[s.length]));
  return found ? { end: start + found[0].length, ingredient: found[1] } : null;
}

/** An ingredient's density in kg/m³: a measured average, so every value worked out through it is rounded (≈). */
export const densityOf = (ingredient: IngredientRecord): Exact =>
  asMeasured(fromRatioString(ingredient.density));

/** The names of the ingredients people ask about most, one of each kind ('butter', not 'unsalted butter' too). */
function commonNames(kitchen: Kitchen, count = 6): string {
  const names: string[] = [];
  for (const id of kitchen.catalog.popular) {
    const { name } = kitchen.byId.get(id)!;
    if (names.length < count && !names.some((n) => name.includes(n))) names.push(name);
  }
  return names.join(', ');
}

/** The shortest spelling of the ingredient asked about most ('flour'). */
function shortestName(kitchen: Kitchen): string {
  const first = kitchen.byId.get(kitchen.catalog.popular[0]!)!;
  return [first.name, ...first.aliases].reduce((a, b) => (b.length < a.length ? b : a));
}

/** What the sentence of a volume asked as a weight (or back) needs: the amount's unit and the target's. */
export interface NeedsIngredient {
  /** The amount's unit name ('US cup', 'ounce') and whether it is the volume. */
  from: { name: string; volume: boolean };
  /** The amount as typed ('2 cups'). */
  amount: string;
  /** The target's symbol ('oz', 'cup (US)'). */
  to: string;
  /** The ounce of weight stands on one side ('2 cups in oz'): people often mean the fluid ounce. */
  ounce: boolean;
}

/** A volume asked as a weight, or back, with no ingredient named. */
export function needsMessage(kitchen: Kitchen, { from, amount, to, ounce }: NeedsIngredient): string {
  const example = `${amount} of ${shortestName(kitchen)} to ${to}`;
  const what = from.volume
    ? `What ${withArticle(from.name)} weighs depends on what is in it`
    : `What volume ${withArticle(from.name)} fills depends on what it is`;
  // '2 cups in oz' is most often asked in fluid ounces, a volume: say how to ask that.
  const fluid = !ounce
    ? ''
    : from.volume
      ? ` Or in fluid ounces, a volume: ‘${amount} to fl oz’.`
      : ` Or in fluid ounces, a volume: ‘${amount.replace(/\s*(?:oz|ounces?)$/i, '')} fl oz to ${to}’.`;
  return `${what}: name the ingredient, as in ‘${example}’ (${commonNames(kitchen)}, …).${fluid}`;
}

/** Words after 'of' that are neither a unit nor an ingredient. */
export function unknownMessage(kitchen: Kitchen, words: string): string {
  return `‘${words}’ is not a unit or an ingredient we know: try ${commonNames(kitchen)}.`;
}

/** A measure made for other ingredients than the one named ('1 stick of flour'). */
export function misfitMessage(
  kitchen: Kitchen,
  measure: IngredientUnitRecord,
  ingredient: IngredientRecord,
): string {
  const names = measure.for.map((id) => kitchen.byId.get(id)!.name).join(', ');
  return `A ${measure.name} measures ${names}, not ${ingredient.name}.`;
}

const grams = (n: number) =>
  `${formatWhole(BigInt(Math.round(n)), { precision: AUTO, format: 'dot', grouping: true })} g`;
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A count of a counted ingredient asked as a weight or a volume ('2 eggs in grams'): pieces
 * differ, so there is no single answer. Says why, what the count weighs taking the catalogue's
 * piece, and the volume to ask instead, in the weight unit asked (`unit`).
 */
export function countedMessage(ingredient: IngredientRecord, count: number, unit: string): string {
  const counted = ingredient.counted!;
  const weight =
    count === 1
      ? `${counted.piece} weighs about ${grams(counted.grams)}`
      : `${count} ${counted.plural} weigh about ${grams(count * counted.grams)} if each is ${counted.piece} (${grams(counted.grams)})`;
  return `${capitalized(counted.plural)} are counted, not measured: ${weight}, but sizes differ. Ask for a volume, such as ‘1 cup of ${ingredient.name} in ${unit}’.`;
}
