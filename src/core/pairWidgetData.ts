/**
 * What a pair page's or quick-convert page's converter receives: its two units (and the units
 * of the mixed-unit compositions its to-unit belongs to) as compact text, so the page converts
 * numbers without fetching anything; the rest of the category is fetched only for a typed unit.
 */
import { encodeCategories } from './islandCodec';
import type { CategoryRecord, UnitRecord } from './types';

/** The pair's units and the compositions that contain its to-unit, encoded for a data attribute. */
export function pairUnitsText(category: CategoryRecord, from: UnitRecord, to: UnitRecord): string {
  const compositions = (category.compositions ?? []).filter((ids) => ids.includes(to.id));
  const ids = new Set([from.id, to.id, ...compositions.flat()]);
  const units = category.units.filter((u) => ids.has(u.id));
  return encodeCategories([{ ...category, units, compositions }]);
}
