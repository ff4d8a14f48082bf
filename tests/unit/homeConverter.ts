/** Home's converter as its model starts in the browser, with every reader and category record at hand. */
import { categories } from '../../src/generated/catalog';
import { ingredients } from '../../src/generated/ingredients';
import { defaultPrefs } from '../../src/browser/displayPrefs';
import { startModel, step, type Model } from '../../src/browser/converterModel';
import { ingredientCategory } from '../../src/core/ingredientCategory';
import { ingredientOfCategory } from '../../src/core/ingredients';
import { readers } from './boxReaders';

/** The ingredients as the browser reads them from their JSON file. */
const kitchen = JSON.parse(JSON.stringify(ingredients)) as typeof ingredients;
const plain = (id: string) => categories.find((c) => c.id === id);

/** A category's full record as the page loads it; an ingredient's made from volume and weight. */
export function categoryRecord(id: string) {
  const ingredient = kitchen.ingredients.find((i) => i.id === ingredientOfCategory(id));
  return ingredient ? ingredientCategory(ingredient, kitchen, plain('volume')!, plain('weight')!) : plain(id);
}

const HOME = ['length', 'temperature', 'area', 'volume', 'weight', 'time'].map((id) => categoryRecord(id)!);

/** Home's converter, restored and with the box's readers loaded. */
export function homeConverter(): Model {
  const start = startModel({ categories: HOME, prefs: defaultPrefs() });
  return step(step(start, { type: 'restored', conv: start.conv, prefs: start.prefs }), {
    type: 'readers',
    readers,
  });
}
