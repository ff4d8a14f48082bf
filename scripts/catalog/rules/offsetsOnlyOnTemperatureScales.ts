/**
 * Only a temperature category holds scales with an offset (kind: affine): a reading on such a
 * scale is a temperature, so the category's base unit must be exactly a temperature (the
 * dimension temperature¹, as kelvin). Elsewhere an offset makes nonsense such as 0 m = −5 cubit.
 * A base unit whose definition does not resolve was reported by definitionsResolve.
 */
import type { CatalogContext } from '../context.ts';
import { dimEquals, formatDimension } from '../../../src/core/dimension.ts';

const TEMPERATURE = { temperature: 1 };

export function offsetsOnlyOnTemperatureScales({ categories, order, resolver, report }: CatalogContext): void {
  for (const cid of order) {
    const { f, data } = categories.get(cid)!;
    const base = data.base in data.units ? resolver.resolve(cid, data.base) : null;
    if (!base || dimEquals(base.dimension, TEMPERATURE)) continue;
    for (const [uid, u] of Object.entries(data.units)) {
      if (u.kind !== 'affine') continue;
      const message = `only a temperature scale may have an offset (kind: affine), and this category's base unit '${data.base}' is ${formatDimension(base.dimension)}, not a temperature; remove 'kind' and 'offset' from '${uid}'`;
      report.add(f, ['units', uid, 'kind'], message);
    }
  }
}
