/**
 * The home page's common-conversions box: 6 links, plus 24 more behind a
 * disclosure, each to a canonical pair page. Build-time only (uses the catalogue).
 */
import { getCategory, getUnit } from './catalog';
import { pairPath } from '../core/routes';

/** [category, from unit, to unit]; the first six are shown at once. */
const COMMON: readonly [string, string, string][] = [
  ['length', 'centimeter', 'inch'],
  ['length', 'meter', 'foot'],
  ['length', 'kilometer', 'mile'],
  ['weight', 'kilogram', 'pound'],
  ['temperature', 'celsius', 'fahrenheit'],
  ['volume', 'liter', 'gallon_us'],
  // 24 more
  ['length', 'inch', 'centimeter'],
  ['length', 'foot', 'meter'],
  ['length', 'mile', 'kilometer'],
  ['length', 'millimeter', 'inch'],
  ['length', 'inch', 'millimeter'],
  ['length', 'yard', 'meter'],
  ['weight', 'pound', 'kilogram'],
  ['weight', 'ounce', 'gram'],
  ['weight', 'gram', 'ounce'],
  ['weight', 'stone', 'kilogram'],
  ['temperature', 'fahrenheit', 'celsius'],
  ['temperature', 'celsius', 'kelvin'],
  ['volume', 'gallon_us', 'liter'],
  ['volume', 'milliliter', 'fluid_ounce_us'],
  ['volume', 'cup_us', 'milliliter'],
  ['area', 'square_meter', 'square_foot'],
  ['area', 'square_foot', 'square_meter'],
  ['area', 'acre', 'hectare'],
  ['area', 'hectare', 'acre'],
  ['speed', 'kilometer_per_hour', 'mile_per_hour'],
  ['speed', 'mile_per_hour', 'kilometer_per_hour'],
  ['time', 'hour', 'minute'],
  ['pressure', 'psi', 'bar'],
  ['energy', 'kilocalorie', 'kilojoule'],
];

export const COMMON_SHOWN = 6;

export interface CommonConversion {
  href: string;
  label: string;
}

/** The 30 links, in order; throws at build time if the catalogue lost one of the units. */
export function commonConversions(): CommonConversion[] {
  return COMMON.map(([categoryId, fromId, toId]) => {
    const category = getCategory(categoryId);
    const from = category && getUnit(category, fromId);
    const to = category && getUnit(category, toId);
    if (!category || !from || !to) throw new Error(`homeConversions: ${categoryId}/${fromId}→${toId} is not in the catalogue`);
    return { href: pairPath(category, from, to), label: `${from.plural} to ${to.plural}` };
  });
}
