/** A category's pair-page data (src/core/pairPageData.ts), from the compiled catalogue. */
import { categories, resolveUnitSlug } from './catalog';
import { unitSlug } from '../core/routes';
import type { PairPageData } from '../core/pairPageData';
import type { CategoryRecord } from '../core/types';

export function pairPageData(category: CategoryRecord): PairPageData {
  const earlier = categories.slice(0, categories.indexOf(category));
  const shared = earlier
    .map((other) => Object.fromEntries(category.units.flatMap((u) => {
      const there = resolveUnitSlug(other, unitSlug(u));
      return there ? [[u.id, there.id]] : [];
    })))
    .filter((names) => Object.keys(names).length >= 2);
  return { descriptions: category.units.map((u) => u.description), popular: category.popular ?? [], shared };
}
