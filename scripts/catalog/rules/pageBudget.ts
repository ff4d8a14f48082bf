/**
 * The page budget, checked before a build starts. Every ordered pair of units in a category has
 * its own page, n·(n−1) for n units, so pages grow with the square of a category's size and a
 * large category makes the build run for minutes or hours. The budgets are the site's size
 * budgets (scripts/bench/siteWeight.ts) counted in pair pages, so that what the size gate would
 * refuse after a full build is refused here at once, naming the category.
 */
import { mb, SITE_BUDGET } from '../../bench/siteWeight.ts';
import type { CatalogContext } from '../context.ts';

/** dist/ bytes per pair page: 311 MB over 23,062 pair pages, the site's other pages included. */
export const PAIR_PAGE_BYTES = 13_500;

export const PAGE_BUDGET = {
  /** Units in one category: one more unit in a category of n adds 2n pair pages, at most SITE_BUDGET.unitBytes. */
  categoryUnits: Math.floor(SITE_BUDGET.unitBytes / (2 * PAIR_PAGE_BYTES)),
  /** Pair pages of the whole catalogue: within SITE_BUDGET.distBytes. */
  pairPages: Math.floor(SITE_BUDGET.distBytes / PAIR_PAGE_BYTES),
};

export const pairPages = (units: number) => units * (units - 1);
const count = (n: number) => n.toLocaleString('en-US');

export function pageBudget({ categories, order, report }: CatalogContext): void {
  const { categoryUnits, pairPages: totalBudget } = PAGE_BUDGET;
  let total = 0;
  let overInOne = false;
  let largest: { cid: string; units: number } | null = null;
  for (const cid of order) {
    const { f, data } = categories.get(cid)!;
    const units = Object.keys(data.units).length;
    total += pairPages(units);
    if (!largest || units > largest.units) largest = { cid, units };
    if (units <= categoryUnits) continue;
    overInOne = true;
    report.add(
      f,
      ['units'],
      `the category '${cid}' has ${count(units)} units, so ${count(pairPages(units))} pair pages (one for each ordered pair of its units); the budget is ${categoryUnits} units (${count(pairPages(categoryUnits))} pair pages) in one category, which keeps one more unit within the site's ${mb(SITE_BUDGET.unitBytes)} per-unit size budget: move units to another category or leave rarely used ones out`,
      'key',
    );
  }
  // A category over its own budget is the cause; the total then says nothing more.
  if (overInOne || !largest || total <= totalBudget) return;
  report.add(
    categories.get(largest.cid)!.f,
    ['units'],
    `the catalogue has ${count(total)} pair pages in all (one for each ordered pair of units in a category), over the budget of ${count(totalBudget)}, which keeps the site within its ${mb(SITE_BUDGET.distBytes)} size budget; the largest category, '${largest.cid}', has ${count(largest.units)} units (${count(pairPages(largest.units))} pair pages): leave rarely used units out`,
    'key',
  );
}
