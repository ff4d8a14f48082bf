/** A unit pair from the compiled catalogue by ids, for the page-content tests. */
import { getCategory } from '../../src/build-time/catalog';
import type { UnitPair } from '../../src/core/types';

export function unitPair(categoryId: string, from: string, to: string): UnitPair {
  const category = getCategory(categoryId)!;
  const f = category.units.find((u) => u.id === from);
  const t = category.units.find((u) => u.id === to);
  if (!f || !t) throw new Error(`no ${from} or ${to} in ${categoryId}`);
  return { category, from: f, to: t };
}
