/**
 * Every definition resolves to an exact non-zero amount: its units exist, are not reciprocal
 * or offset scales, and do not go round in a circle. The resolver reports each unit's problem.
 */
import type { CatalogContext } from '../context.ts';

export function definitionsResolve({ categories, order, resolver }: CatalogContext): void {
  for (const cid of order) {
    const { data } = categories.get(cid)!;
    // The base first, so a circle is reported from the base unit's side.
    if (data.base in data.units) resolver.resolve(cid, data.base);
    for (const uid of Object.keys(data.units)) resolver.resolve(cid, uid);
  }
}
