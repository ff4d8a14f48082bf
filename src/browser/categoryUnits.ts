/**
 * What pages load only when they need it: one category's units (for a unit typed with the
 * number on a pair or quick-convert page), the whole search index (to say which other
 * category a typed unit belongs to), the full quantity parser and the mixed-unit formatter. Each is loaded once per
 * page; a failed load is tried again on the next need.
 */
import { decodeCategories } from '../core/islandCodec';
import type { ParseUnit } from '../core/language/spellings';
import { categoryDataPath, INGREDIENTS_PATH, SEARCH_INDEX_PATH } from '../core/routes';
import { ingredientOfCategory, type IngredientCatalog } from '../core/ingredients';
import type { CategoryRecord } from '../core/types';
import type { MixedFormatter, QuantityReader } from '../core/quantityResult';
import type { BoxReaders, Calculator, QueryReader } from '../core/smartBox';
import type { IndexedUnit, SearchCategory } from './searchIndex';

const categoryCache = new Map<string, Promise<CategoryRecord | null>>();
let indexCache: Promise<SearchCategory<IndexedUnit>[] | null> | null = null;

/** The category's units, or null when they cannot be loaded (offline, blocked). An ingredient's ('ingredient-flour') is made of the volume and weight categories and its density. */
export function loadCategoryUnits(categoryId: string): Promise<CategoryRecord | null> {
  let pending = categoryCache.get(categoryId);
  if (!pending) {
    pending = (
      ingredientOfCategory(categoryId) !== null
        ? loadIngredientCategory(categoryId)
        : fetchCategory(categoryId)
    )
      .catch(() => null)
      .then((c) => {
        if (!c) categoryCache.delete(categoryId);
        return c;
      });
    categoryCache.set(categoryId, pending);
  }
  return pending;
}

async function fetchCategory(categoryId: string): Promise<CategoryRecord | null> {
  const r = await fetch(categoryDataPath(categoryId));
  if (!r.ok) throw new Error(String(r.status));
  return decodeCategories(await r.text()).find((c) => c.id === categoryId) ?? null;
}

async function loadIngredientCategory(categoryId: string): Promise<CategoryRecord | null> {
  // The kitchen's units come with the ingredients: pages whose visitors never ask about one do not carry them.
  const [catalog, volume, weight, { ingredientCategory }] = await Promise.all([
    loadIngredients(),
    loadCategoryUnits('volume'),
    loadCategoryUnits('weight'),
    import('../core/ingredientCategory'),
  ]);
  const ingredient = catalog.ingredients.find((i) => i.id === ingredientOfCategory(categoryId));
  return ingredient && volume && weight ? ingredientCategory(ingredient, catalog, volume, weight) : null;
}

/** Every category's searchable, convertible units (the home search's index). */
export function loadSearchIndex(): Promise<SearchCategory<IndexedUnit>[] | null> {
  // The decoder loads beside the data: pages that never search do not carry it.
  indexCache ??= Promise.all([
    fetch(SEARCH_INDEX_PATH).then((r): Promise<unknown> =>
      r.ok ? r.json() : Promise.reject(new Error(String(r.status))),
    ),
    import('./searchIndex'),
  ])
    .then(([data, { decodeSearchIndex }]) => decodeSearchIndex(data))
    .catch(() => {
      indexCache = null;
      return null;
    });
  return indexCache;
}

/** Where a typed unit term belongs when it is not a unit of `exceptCategory`: the first other category that has it (unitElsewhere). */
export async function findUnitElsewhere(
  term: string,
  exceptCategory: string,
): Promise<{ category: { id: string; name: string }; unit: ParseUnit } | null> {
  const [index, { spellingIndexInSlices, unitElsewhere }] = await Promise.all([
    loadSearchIndex(),
    import('../core/language/spellings'),
  ]);
  // Read as the language reads the whole catalogue, so that what is offered is what it would read.
  const found = index && unitElsewhere(await spellingIndexInSlices(index, nextTask), term, exceptCategory);
  return found ? { category: { id: found.category.id, name: found.category.name }, unit: found.unit } : null;
}

/** The next task: what the page has to do meanwhile (a key typed) is done first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A loader that imports once per page, and tries again on the next need after a failure. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = null;
      throw e;
    }));
}

/** The unit search (over the spelling index), loaded when a visitor first opens or types in a unit box. */
export const loadUnitSearch: () => Promise<typeof import('./unitSearch')> = once(
  () => import('./unitSearch'),
);

/** The full quantity parser, loaded once text is more than a plain number (or soon after the page settles). */
export const loadQuantityReader: () => Promise<QuantityReader> = once(() =>
  import('../core/language/readQuantity').then((m) => m.parseQuantity),
);

/** The question reader ('5 ft 3 in to cm', 'how many ounces in a pound'), loaded with the parser it builds on. */
export const loadQueryReader: () => Promise<QueryReader> = once(() =>
  import('../core/language/conversionQuery').then((m) => m.parseConversionQuery),
);

/** The quantity language over the whole catalogue ('60 mph * 2 h', '100 W * 8 h to kWh'), loaded with the search index once the box's text is more than its converter reads. */
export const loadCalculator: () => Promise<Calculator> = once(async () => {
  const [{ calculate }, index] = await Promise.all([import('../core/language/calculate'), loadSearchIndex()]);
  if (!index) throw new Error('the search index did not load');
  return (text: string, decimal: '.' | ',' = '.') => calculate(text, index, decimal);
});

/** The cooking ingredients and their densities. */
export const loadIngredients: () => Promise<IngredientCatalog> = once(async () => {
  const r = await fetch(INGREDIENTS_PATH);
  if (!r.ok) throw new Error(String(r.status));
  return (await r.json()) as IngredientCatalog;
});

/** The mixed-unit formatter, loaded once a visitor chooses to see results as 5 ft 3 in. */
export const loadMixedFormatter: () => Promise<MixedFormatter> = once(() =>
  import('../core/mixedUnits').then((m) => m.formatMixed),
);

/**
 * Everything the converter's box reads with beyond plain numbers, as one piece: the quantity
 * parser, the question reader, the language over the whole catalogue (with the search index) and
 * the ingredients.
 * A text is read only once all of it is here, so it means the same whatever loaded first.
 */
export const loadBoxReaders: () => Promise<BoxReaders> = once(async () => {
  const [
    read,
    query,
    { calculate, languageCategories },
    { conversionQueryOf },
    { continuesSpelling, spellingIndexInSlices },
    { ingredientAnswer },
    index,
    ingredients,
  ] = await Promise.all([
    loadQuantityReader(),
    loadQueryReader(),
    import('../core/language/calculate'),
    import('../core/language/conversionQuery'),
    import('../core/language/spellings'),
    import('../core/language/ingredientQuestion'),
    loadSearchIndex(),
    loadIngredients(),
  ]);
  if (!index) throw new Error('the search index did not load');
  // Built here, a slice at a time, rather than by the first key that needs it (100 ms on a phone).
  const language = await spellingIndexInSlices(languageCategories(index, ingredients), nextTask);
  return {
    read,
    query,
    queryOf: conversionQueryOf,
    categories: index,
    calculate: (text: string, decimal: '.' | ',' = '.') => calculate(text, index, decimal, ingredients),
    ingredient: ingredientAnswer,
    continues: (text: string) => continuesSpelling(language, text),
  };
});
