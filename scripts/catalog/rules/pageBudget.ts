/**
 * The page budget, checked before a build starts. A category's pair pages are every ordered pair
 * of its common units and each of its popular pairs, both ways (hasPairPage,
 * src/core/pairLinks.ts): k·(k−1) for k common units, so they grow with the square of the common
 * list, while a unit that is not common adds no page. The budgets are the site's size budgets
 * (scripts/bench/siteWeight.ts) counted in pair pages, so that what the size gate would refuse
 * after a full build is refused here at once, naming the category.
 */
import { count, mb, SITE_BUDGET } from '../../bench/siteWeight.ts';
import type { CatalogContext } from '../context.ts';

/** dist/ bytes per pair page, measured on a full build: 43.1 MB over 2,710 pair pages (15.9 KB each). */
export const PAIR_PAGE_BYTES = 16_000;

/**
 * dist/ bytes besides the pair pages, per unit of the catalogue, measured on full builds: 9.5 KB
 * today (11.4 MB over 1,206 units in 83 categories: each category's converter, quick-convert and
 * unit pages and data files, 9 MB of it; the indexes, scripts and the rest of the site), 10.4 KB
 * for a catalogue twice as large (every page lists more categories).
 */
export const OTHER_BYTES_PER_UNIT = 11_000;

export const PAGE_BUDGET = {
  /** Common units in one category: one more common unit in a category of k adds 2k pair pages, at most SITE_BUDGET.commonUnitBytes. */
  commonUnits: Math.floor(SITE_BUDGET.commonUnitBytes / (2 * PAIR_PAGE_BYTES)),
  /** Pair pages of a catalogue of `units` units: with the rest of the site, within SITE_BUDGET.distBytes. */
  pairPages: (units: number) => Math.max(0, Math.floor((SITE_BUDGET.distBytes - units * OTHER_BYTES_PER_UNIT) / PAIR_PAGE_BYTES)),
};

/**
 * How many pair pages a category's curated lists give it: every ordered pair of its common
 * units, and each popular pair not among them both ways, as hasPairPage decides. Ids that are no
 * unit of the category, repeats and a pair of one unit with itself add nothing.
 */
export function pairPageCount(unitIds: ReadonlySet<string>, common: readonly string[] = [], popular: readonly (readonly string[])[] = []): number {
  const commonUnits = new Set(common.filter((id) => unitIds.has(id)));
  const k = commonUnits.size;
  const others = new Set<string>();
  for (const [a, b] of popular) {
    if (a === undefined || b === undefined || a === b || !unitIds.has(a) || !unitIds.has(b)) continue;
    if (commonUnits.has(a) && commonUnits.has(b)) continue;
    others.add(JSON.stringify([a, b].sort()));
  }
  return k * (k - 1) + 2 * others.size;
}

/** The pair pages of k common units alone. */
const commonPairPages = (k: number) => k * (k - 1);

export function pageBudget({ categories, order, report }: CatalogContext): void {
  const { commonUnits: commonBudget } = PAGE_BUDGET;
  let total = 0;
  let units = 0;
  let overInOne = false;
  let largest: { cid: string; pages: number; common: number } | null = null;
  for (const cid of order) {
    const { f, data } = categories.get(cid)!;
    const ids = new Set(Object.keys(data.units));
    const pages = pairPageCount(ids, data.common, data.popular);
    const common = new Set((data.common ?? []).filter((id) => ids.has(id))).size;
    total += pages;
    units += ids.size;
    if (!largest || pages > largest.pages) largest = { cid, pages, common };
    if (common <= commonBudget) continue;
    overInOne = true;
    report.add(
      f,
      ['common'],
      `the category '${cid}' lists ${count(common)} common units, so ${count(commonPairPages(common))} pair pages (one for each ordered pair of its common units); the budget is ${commonBudget} common units (${count(commonPairPages(commonBudget))} pair pages) in one category, which keeps one more common unit within the site's ${mb(SITE_BUDGET.commonUnitBytes)} size budget for it: list as common only the units people convert between most (every other pair is still converted, on the category's converter)`,
      'key',
    );
  }
  // A category over its own budget is the cause; the total then says nothing more.
  const totalBudget = PAGE_BUDGET.pairPages(units);
  if (overInOne || !largest || total <= totalBudget) return;
  report.add(
    categories.get(largest.cid)!.f,
    [largest.common > 1 ? 'common' : 'popular'],
    `the catalogue has ${count(total)} pair pages in all (one for each ordered pair of a category's common units, and each popular pair both ways), over the budget of ${count(totalBudget)} for its ${count(units)} units, which keeps the site within its ${mb(SITE_BUDGET.distBytes)} size budget (about ${PAIR_PAGE_BYTES / 1000} KB per pair page, and ${OTHER_BYTES_PER_UNIT / 1000} KB per unit for every other page and file); the category with the most, '${largest.cid}', has ${count(largest.pages)} pair pages from ${count(largest.common)} common units: list fewer common units or popular pairs`,
    'key',
  );
}
