/**
 * The catalogue's curated ids (catalog/site.yml, the category files' popular pairs) as
 * records. The compiler has checked every id, so a miss here is a bug: it fails the build.
 */
import { getCategory, getUnit } from './catalog';
import type { CategoryRecord, PairIds, UnitPair, UnitRecord } from '../core/types';

export function curatedCategory(id: string): CategoryRecord {
  const category = getCategory(id);
  if (!category) throw new Error(`curated data names the category '${id}', which the catalogue lacks`);
  return category;
}

function curatedUnit(category: CategoryRecord, id: string): UnitRecord {
  const unit = getUnit(category, id);
  if (!unit) throw new Error(`curated data names the unit '${id}', which category '${category.id}' lacks`);
  return unit;
}

/** [category, from, to] ids → the pair's records. */
export function curatedPair([categoryId, fromId, toId]: Readonly<PairIds>): UnitPair {
  const category = curatedCategory(categoryId);
  return { category, from: curatedUnit(category, fromId), to: curatedUnit(category, toId) };
}

/** A category's hand-picked popular pairs as units, in order (none when it has no list). */
export function curatedPopularPairs(category: CategoryRecord): [UnitRecord, UnitRecord][] {
  return (category.popular ?? []).map(([a, b]) => [curatedUnit(category, a), curatedUnit(category, b)]);
}
