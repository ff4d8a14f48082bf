/**
 * Every unit has the base unit's dimension; a reciprocal unit has its inverse. A unit whose
 * definition uses a unit that is itself of the wrong dimension is not reported: its mistake
 * follows from that one (yard: 3 makes square_yard: yard^2 wrong too), and the cause, in its
 * own file, is what needs fixing.
 */
import type { CatalogContext } from '../context.ts';
import { parseExact } from '../../../src/core/quantityNumber.ts';
import { dimEquals, dimPow, formatDimension } from '../../../src/core/dimension.ts';

/** Whether `key` uses, directly or through other units, one of the `wrong` units. */
function followsFromAnother(key: string, wrong: ReadonlyMap<string, unknown>, uses: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const seen = new Set<string>([key]);
  const todo = [...(uses.get(key) ?? [])];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if (seen.has(next)) continue;
    if (wrong.has(next)) return true;
    seen.add(next);
    todo.push(...(uses.get(next) ?? []));
  }
  return false;
}

/** When the definition is a plain number ('3' for a yard), says what it lacks. */
function numberHint(definition: string | number | undefined, base: string): string {
  const plain = definition !== undefined && parseExact(String(definition)) !== null;
  return plain ? `; a plain number makes a dimensionless unit: write the unit it counts, as in '${String(definition)} ${base}'` : '';
}

export function dimensionsMatchBase({ categories, order, resolver }: CatalogContext): void {
  const wrong = new Map<string, () => void>();
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
          wrong.set(`${cid}.${uid}`, () => resolver.definitionError(cid, uid, `a reciprocal unit must have the inverse dimension of the base unit '${data.base}' (${formatDimension(inverse)}), but this is ${formatDimension(r.dimension)}`));
        }
      } else if (!dimEquals(r.dimension, base.dimension)) {
        const hint = numberHint(u.definition, data.base);
        wrong.set(`${cid}.${uid}`, () => resolver.definitionError(cid, uid, `this is ${formatDimension(r.dimension)}, but the category's base unit '${data.base}' is ${formatDimension(base.dimension)}${hint}`));
      }
    }
  }
  for (const [key, report] of wrong) if (!followsFromAnother(key, wrong, resolver.uses)) report();
}
