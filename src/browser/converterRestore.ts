/**
 * What the converter shows once it is live, as pure functions: the stored state, the page's
 * preset and the address weighed against each other. The hook reads storage and the address,
 * loads what these ask for, and hands the result to the model as its `restored` event.
 *
 * - A page's own pair and value (a pair page's, an ingredient's page) win over the stored state:
 *   only the history is taken from storage.
 * - Home (several categories, its tabs being shortcuts) comes back to the stored category, even
 *   one it has no tab for; the kitchen to the ingredient its address names, else the last one
 *   shown; a converter page of one category to its own, in the units last shown there.
 * - The stored text reopens as it was typed ('5\'11"'), else the stored amount in the visitor's
 *   decimal mark.
 * - The address's units, display choices and value go over all of that (see converterPermalink).
 * - Text the visitor typed before the converter was live goes over everything but the history
 *   and the display choices: the model's `restored` step keeps it.
 */
import type { CategoryRecord } from '../core/types';
import { decimalMark, exactValueText } from '../core/quantityResult';
import { ingredientCategoryId, ingredientOfCategory } from '../core/ingredients';
import type { DisplayPrefs } from './displayPrefs';
import { amountValue, switchCategory, withKnownPair, type ConverterState } from './converterState';
import type { Event, Model } from './converterModel';
import { readPermalink, type PermalinkFields, type ResolveUnit } from './converterPermalink';

export interface RestoreSources {
  /** The converter as it stands: its preset, the categories it offers, the kitchen or not. */
  model: Model;
  /** The categories the page gave the converter. */
  categories: readonly CategoryRecord[];
  /** What storage holds (converterState's loadState). */
  stored: ConverterState;
  /** The visitor's display choices: stored, else their language's. */
  prefs: DisplayPrefs;
  /** The address's permalink query on a converter that reads it; null elsewhere. */
  query: PermalinkFields | null;
}

/** What arrived for the restore: the category it loaded (categoryToLoad), the spelling lookup for the address's units. */
export interface RestoreLoaded {
  loaded?: CategoryRecord | null;
  resolveUnit?: ResolveUnit | null;
}

export type RestoredEvent = Extract<Event, { type: 'restored' }>;

/** The category the kitchen's address names ('?ingredient=…'). */
const askedCategory = ({ model, query }: RestoreSources) =>
  model.kitchen && query?.ingredient ? ingredientCategoryId(query.ingredient) : null;

/** The stored category, where the converter comes back to it whatever the page gave it. */
function returnCategory({ model, stored }: RestoreSources): string | null {
  if (model.preset) return null;
  const kitchenBack = model.kitchen && ingredientOfCategory(stored.category) !== null;
  return model.offered.length > 1 || kitchenBack ? stored.category : null;
}

/** A category the converter comes back to that the page did not give it: its units load first. Null when none. */
export function categoryToLoad(s: RestoreSources): string | null {
  const wanted = askedCategory(s) ?? returnCategory(s);
  return wanted && !s.categories.some((c) => c.id === wanted) ? wanted : null;
}

/** The stored state, preset and address, weighed (see the rules above). */
export function restoredEvent(s: RestoreSources, { loaded, resolveUnit }: RestoreLoaded = {}): RestoredEvent {
  const { model, categories, stored } = s;
  const first = categories.find((c) => c.id === model.conv.category) ?? categories[0];
  const target = loaded ?? categories.find((c) => c.id === (askedCategory(s) ?? stored.category)) ?? first;
  const preset = model.preset !== null;
  let conv =
    preset || !target
      ? { ...model.conv, history: stored.history }
      : withKnownPair(switchCategory(stored, target), target);
  let prefs = s.prefs;
  let text = preset ? undefined : (conv.typed ?? valueText(conv.fromValue, prefs));
  if (s.query && target) {
    const linked = readPermalink(s.query, {
      units: target.units,
      prefs,
      ownPair: preset,
      resolveUnit: resolveUnit ?? null,
    });
    conv = {
      ...conv,
      ...(linked.fromUnit && { fromUnit: linked.fromUnit }),
      ...(linked.toUnit && { toUnit: linked.toUnit }),
    };
    prefs = linked.prefs;
    if (linked.text !== undefined) text = linked.text;
  }
  return { type: 'restored', conv, prefs, text };
}

/** A stored amount as text in the visitor's number format ('' for 0, which nothing typed means). */
const valueText = (value: string, prefs: DisplayPrefs) =>
  value === '0' ? '' : exactValueText(amountValue(value), decimalMark(prefs.format));
