/** A category's pair-page data and its units' descriptions (src/core/pairPageData.ts), from the compiled catalogue. */
import { categories, resolveUnitSlug } from './catalog';
import { unitSlug } from '../core/routes';
import type { PairPageData, UnitDescriptions } from '../core/pairPageData';
import type { CategoryRecord } from '../core/types';
import { encodeCategories } from '../core/islandCodec';

export function pairPageData(category: CategoryRecord): PairPageData {
  const earlier = categories.slice(0, categories.indexOf(category));
  const shared = earlier
    .map((other) =>
      Object.fromEntries(
        category.units.flatMap((u) => {
          const there = resolveUnitSlug(other, unitSlug(u));
          return there ? [[u.id, there.id]] : [];
        }),
      ),
    )
    .filter((names) => Object.keys(names).length >= 2);
  return { units: encodeCategories([category]), popular: category.popular ?? [], shared };
}

/** A category's units' one-line descriptions, in its unit order. */
export function unitDescriptions(category: CategoryRecord): UnitDescriptions {
  return category.units.map((u) => u.description);
}
