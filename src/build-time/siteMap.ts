/** What the /sitemap page lists: groups, all converters, 13 common conversions. Build-time only. */
import { categories, getCategory, getUnit } from './catalog';
import type { CategoryRecord } from '../core/types';
import { converterPath } from '../core/routes';

/** [category, from, to] — the 13 common conversions, as /converter/{category}?from=&to= links. */
const COMMON: [string, string, string][] = [
  ['length', 'meter', 'foot'],
  ['length', 'foot', 'meter'],
  ['length', 'centimeter', 'inch'],
  ['length', 'inch', 'centimeter'],
  ['length', 'kilometer', 'mile'],
  ['length', 'mile', 'kilometer'],
  ['weight', 'kilogram', 'pound'],
  ['weight', 'pound', 'kilogram'],
  ['weight', 'gram', 'ounce'],
  ['temperature', 'celsius', 'fahrenheit'],
  ['temperature', 'fahrenheit', 'celsius'],
  ['volume', 'liter', 'gallon_us'],
  ['speed', 'kilometer_per_hour', 'mile_per_hour'],
];

export interface LinkItem { label: string; href: string }

/** 'meters to feet' → /converter/length?from=meter&to=foot. A missing unit fails the build. */
export function commonConversions(): LinkItem[] {
  return COMMON.map(([categoryId, fromId, toId]) => {
    const category = getCategory(categoryId);
    const from = category && getUnit(category, fromId);
    const to = category && getUnit(category, toId);
    if (!from || !to) throw new Error(`sitemap: common conversion ${categoryId}/${fromId}/${toId} is not in the catalogue`);
    return { label: `${from.plural} to ${to.plural}`, href: converterPath(categoryId, { from: fromId, to: toId }) };
  });
}

/** Every category, by name. */
export function categoriesByName(): CategoryRecord[] {
  return [...categories].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
