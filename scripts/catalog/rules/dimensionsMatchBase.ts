/** Every unit has the base unit's dimension; a reciprocal unit has its inverse. */
import type { CatalogContext } from '../context.ts';
import { dimEquals, dimPow, formatDimension } from '../dimension.ts';

export function dimensionsMatchBase({ categories, order, resolver }: CatalogContext): void {
  for (const cid of order) {
    const { data } = categories.get(cid)!;
    const base = data.base in data.units ? resolver.resolve(cid, data.base) : null;
    if (!base) continue;
    for (const [uid, u] of Object.entries(data.units)) {
      const r = resolver.resolve(cid, uid);
      if (!r) continue;
      if (u.kind === 'reciprocal') {
        const inverse = dimPow(base.dimension, -1);
        if (!dimEquals(r.dimension, inverse)) {
          resolver.definitionError(cid, uid, `a reciprocal unit must have the inverse dimension of the base unit '${data.base}' (${formatDimension(inverse)}), but this is ${formatDimension(r.dimension)}`);
        }
      } else if (!dimEquals(r.dimension, base.dimension)) {
        resolver.definitionError(cid, uid, `this is ${formatDimension(r.dimension)}, but the category's base unit '${data.base}' is ${formatDimension(base.dimension)}`);
      }
    }
  }
}
