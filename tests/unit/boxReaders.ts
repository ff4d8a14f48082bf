/** The converter box's readers over the whole compiled catalogue, as a page gets them once they have loaded. */
import { categories } from '../../src/generated/catalog';
import { conversionQueryOf, parseConversionQuery } from '../../src/core/language/conversionQuery';
import { parseQuantity } from '../../src/core/language/readQuantity';
import { calculate } from '../../src/core/language/calculate';
import { continuesSpelling, spellingIndex } from '../../src/core/language/spellings';
import { searchIndexJson } from '../../src/build-time/islandData';
import { decodeSearchIndex } from '../../src/browser/searchIndex';
import type { BoxReaders } from '../../src/core/smartBox';
import { ingredients } from '../../src/generated/ingredients';
import { ingredientAnswer } from '../../src/core/language/ingredientQuestion';

/** The search index as the browser decodes it from /search-index.json. */
export const index = decodeSearchIndex(JSON.parse(JSON.stringify(searchIndexJson(categories))));

/** The ingredients as the browser reads them from their JSON file. */
const kitchenCatalog = JSON.parse(JSON.stringify(ingredients)) as typeof ingredients;

export const readers: BoxReaders = {
  read: parseQuantity,
  query: parseConversionQuery,
  queryOf: conversionQueryOf,
  categories: index,
  calculate: (text, decimal = '.') => calculate(text, index, decimal, kitchenCatalog),
  ingredient: ingredientAnswer,
  continues: (text) => continuesSpelling(spellingIndex(index), text),
};
