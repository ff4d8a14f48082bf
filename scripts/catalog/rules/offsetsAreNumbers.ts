/** An affine unit's offset is an exact number (a decimal or a fraction). */
import { parseExact } from '../../../src/core/quantityNumber.ts';
import type { CatalogContext } from '../context.ts';

export function offsetsAreNumbers({ categories, report }: CatalogContext): void {
  for (const { f, data } of categories.values()) {
    for (const [uid, u] of Object.entries(data.units)) {
      if (u.kind === 'affine' && !parseExact(String(u.offset))) report.add(f, ['units', uid, 'offset'], `'${String(u.offset)}' is not a number`);
    }
  }
}
