/**
 * A category's compositions (mixed-unit results such as [foot, inch]) list different linear
 * units of the category, largest first, each exactly a whole number of the next one, so that
 * a result splits into whole larger units plus the rest in the smallest. Sizes come from the
 * resolved exact definitions; a unit whose definition does not resolve was reported by
 * definitionsResolve (or dimensionsMatchBase) and is not compared here.
 */
import { div, isRational, toNumber, toRatioString } from '../../../src/core/rational.ts';
import { searchTerms } from '../../../src/core/searchTerms.ts';
import type { CatalogContext } from '../context.ts';
import type { CategoryData } from '../raw.ts';
import type { Resolved } from '../resolve.ts';
import { dimEquals } from '../../../src/core/dimension.ts';
import type { ReportAt } from './curatedCategory.ts';

/** The unit's problem in a composition when it cannot take part at all, else null. */
function unusable(id: string, data: CategoryData): string | null {
  const unit = data.units[id];
  if (!unit) {
    const named = Object.entries(data.units).find(([, u]) => searchTerms(u).includes(id));
    return `there is no unit '${id}' in this category${named ? ` ('${id}' names the unit '${named[0]}'; compositions use unit ids)` : ''}`;
  }
  if (unit.kind === 'affine') return `'${id}' is a scale with an offset (kind: affine), which does not split into whole parts; a composition needs linear units`;
  if (unit.kind === 'logarithmic') return `'${id}' is a level in decibels (kind: logarithmic), whose values do not add up; a composition needs linear units`;
  if (unit.kind === 'reciprocal') return `'${id}' is a reciprocal unit (kind: reciprocal), whose values do not add up; a composition needs linear units`;
  return null;
}

/** Compares each unit with the next one: larger, and exactly a whole number of it. */
function checkSizes(ids: string[], sizeOf: (id: string) => Resolved | null, path: (string | number)[], report: ReportAt): void {
  for (let j = 0; j + 1 < ids.length; j++) {
    const [larger, smaller] = [ids[j]!, ids[j + 1]!];
    const [a, b] = [sizeOf(larger), sizeOf(smaller)];
    if (!a || !b || !dimEquals(a.dimension, b.dimension)) continue;
    const ratio = div(a.factor, b.factor);
    const ratioText = `1 ${larger} = ${toRatioString(ratio)} ${smaller}`;
    if (toNumber(ratio) <= 1) {
      report([...path, j + 1], `'${smaller}' is not smaller than '${larger}' before it (${ratioText}); list the units largest first`);
    } else if (!isRational(ratio) || ratio.den !== 1n) {
      report([...path, j + 1], `'${larger}' is not a whole number of '${smaller}' (${ratioText}); each unit must be exactly a whole number of the next, like 1 foot = 12 inch`);
    }
  }
}

export function checkCompositions(data: CategoryData, sizeOf: (id: string) => Resolved | null, report: ReportAt): void {
  const seen = new Map<string, number>();
  (data.compositions ?? []).forEach((ids, i) => {
    const path = ['compositions', i];
    const key = ids.join(' ');
    const first = seen.get(key);
    if (first !== undefined) report(path, `the composition [${ids.join(', ')}] is already listed as compositions.${first}; list each composition once`);
    else seen.set(key, i);

    let usable = true;
    ids.forEach((id, j) => {
      const problem = ids.indexOf(id) < j ? `'${id}' is already in this composition; list each unit once` : unusable(id, data);
      if (problem) report([...path, j], problem);
      usable &&= !problem;
    });
    if (usable) checkSizes(ids, sizeOf, path, report);
  });
}

export function compositionsValid({ categories, order, resolver, report }: CatalogContext): void {
  for (const cid of order) {
    const { f, data } = categories.get(cid)!;
    checkCompositions(data, (uid) => resolver.resolve(cid, uid), (path, message, at) => report.add(f, path, message, at));
  }
}
