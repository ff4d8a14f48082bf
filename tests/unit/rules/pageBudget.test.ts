import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { compileCatalog, formatError } from '../../../scripts/catalog/compile';
import {
  OTHER_BYTES_PER_UNIT,
  PAGE_BUDGET,
  PAIR_PAGE_BYTES,
  pairPageCount,
} from '../../../scripts/catalog/rules/pageBudget';
import { mb, SITE_BUDGET } from '../../../scripts/bench/siteWeight';
import {
  COPY_SUFFIX,
  writeDoubledCatalog,
  writeLargeCatalog,
  type LargeCategory,
} from '../../../scripts/catalog/largeCatalog';
import { hasPairPage } from '../../../src/core/pairLinks';

/** Compiles a generated catalogue of categories of these sizes; its errors with paths inside it. */
function errorsOfSizes(sizes: (number | LargeCategory)[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-budget-'));
  writeLargeCatalog(dir, sizes);
  const result = compileCatalog(dir);
  return result.ok
    ? []
    : result.errors.map((e) => formatError({ ...e, file: relative(dir, join(process.cwd(), e.file)) }));
}

const count = (n: number) => n.toLocaleString('en-US');
const allCommon = (units: number): LargeCategory => ({ units, common: units });

describe('pageBudget', () => {
  it('refuses a category with more common units than the budget, naming it, its pair pages and the budget', () => {
    const k = PAGE_BUDGET.commonUnits;
    expect(errorsOfSizes([allCommon(3000)])).toEqual([
      `categories/c0.yml:4:1: common: the category 'c0' lists 3,000 common units, so 8,997,000 pair pages (one for each ordered pair of its common units); the budget is ${k} common units (${count(k * (k - 1))} pair pages) in one category, which keeps one more common unit within the site's ${mb(SITE_BUDGET.commonUnitBytes)} size budget for it: list as common only the units people convert between most (every other pair is still converted, on the category's converter)`,
    ]);
    expect(errorsOfSizes([{ units: 40, common: k + 1 }])).toHaveLength(1);
    expect(errorsOfSizes([{ units: 40, common: k }])).toEqual([]);
  });

  it('accepts a category of 3,000 units when few are common: the others add no page', () => {
    expect(
      errorsOfSizes([
        {
          units: 3000,
          common: 8,
          popular: [
            [0, 2999],
            [2999, 0],
            [100, 200],
          ],
        },
      ]),
    ).toEqual([]);
  });

  it('refuses a catalogue over the total budget, pointing at the category with the most pair pages', () => {
    const k = PAGE_BUDGET.commonUnits;
    // Categories each within their own budget, together over the total: k common units each, one with a popular pair more.
    const n = Math.ceil(PAGE_BUDGET.pairPages(10 * k) / (k * (k - 1))) + 1;
    const sizes: LargeCategory[] = Array.from({ length: n }, (_, i) => ({
      units: k + 1,
      common: k,
      popular: i === 2 ? [[0, k]] : [],
    }));
    const units = n * (k + 1);
    const total = n * k * (k - 1) + 2;
    expect(total).toBeGreaterThan(PAGE_BUDGET.pairPages(units));
    expect(errorsOfSizes(sizes)).toEqual([
      `categories/c2.yml:4:1: common: the catalogue has ${count(total)} pair pages in all (one for each ordered pair of a category's common units, and each popular pair both ways), over the budget of ${count(PAGE_BUDGET.pairPages(units))} for its ${count(units)} units, which keeps the site within its ${mb(SITE_BUDGET.distBytes)} size budget (about ${PAIR_PAGE_BYTES / 1000} KB per pair page, and ${OTHER_BYTES_PER_UNIT / 1000} KB per unit for every other page and file); the category with the most, 'c2', has ${count(k * (k - 1) + 2)} pair pages from ${k} common units: list fewer common units or popular pairs`,
    ]);
    // As many of those categories as the total budget holds are accepted.
    let m = n;
    while (m * k * (k - 1) + 2 > PAGE_BUDGET.pairPages(m * (k + 1))) m--;
    expect(m).toBeGreaterThan(1);
    expect(errorsOfSizes(sizes.slice(0, m))).toEqual([]);
  });

  it('counts pair pages as hasPairPage builds them: common pairs and popular pairs, both directions, each once', () => {
    const ids = new Set(['a', 'b', 'c', 'd', 'e']);
    expect(pairPageCount(ids)).toBe(0);
    expect(pairPageCount(ids, ['a', 'b', 'c'])).toBe(6);
    // A popular pair among the common units, a reversed repeat, a pair of one unit, an unknown id: nothing more.
    expect(
      pairPageCount(
        ids,
        ['a', 'b', 'c', 'a', 'zz'],
        [
          ['a', 'b'],
          ['d', 'a'],
          ['a', 'd'],
          ['e', 'e'],
          ['a', 'zz'],
        ],
      ),
    ).toBe(6 + 2);
    // Every real category, against the pages its pairs would be built as.
    const real = compileCatalog();
    expect(real.ok).toBe(true);
    if (!real.ok) return;
    for (const c of real.catalog.categories) {
      const built = c.units.flatMap((a) => c.units.filter((b) => hasPairPage(c, a.id, b.id))).length;
      expect(pairPageCount(new Set(c.units.map((u) => u.id)), c.common, c.popular), c.id).toBe(built);
    }
  });

  it('counts the size budgets in pair pages, and the catalogue is within them', () => {
    // One more common unit in a category of k adds 2k pair pages: within its budget at the largest k allowed.
    expect(2 * PAGE_BUDGET.commonUnits * PAIR_PAGE_BYTES).toBeLessThanOrEqual(SITE_BUDGET.commonUnitBytes);
    expect(2 * (PAGE_BUDGET.commonUnits + 1) * PAIR_PAGE_BYTES).toBeGreaterThan(SITE_BUDGET.commonUnitBytes);
    for (const units of [0, 1206, 2412]) {
      expect(
        PAGE_BUDGET.pairPages(units) * PAIR_PAGE_BYTES + units * OTHER_BYTES_PER_UNIT,
      ).toBeLessThanOrEqual(SITE_BUDGET.distBytes);
    }
    const real = compileCatalog();
    expect(real.ok).toBe(true);
    if (!real.ok) return;
    const { categories } = real.catalog;
    expect(Math.max(...categories.map((c) => c.common?.length ?? 0))).toBeLessThanOrEqual(
      PAGE_BUDGET.commonUnits,
    );
    const units = categories.reduce((n, c) => n + c.units.length, 0);
    const pages = categories.reduce(
      (n, c) => n + pairPageCount(new Set(c.units.map((u) => u.id)), c.common, c.popular),
      0,
    );
    expect(pages).toBeLessThanOrEqual(PAGE_BUDGET.pairPages(units));
  });

  it('accepts the catalogue grown to twice its units that npm run bench builds: twice the units, categories and pair pages', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-doubled-'));
    try {
      writeDoubledCatalog(join(process.cwd(), 'catalog'), join(dir, 'catalog'));
      const doubled = compileCatalog(join(dir, 'catalog'));
      const real = compileCatalog();
      expect(doubled.ok ? [] : doubled.errors.map(formatError)).toEqual([]);
      if (!doubled.ok || !real.ok) return;
      const pagesOf = (c: (typeof real.catalog.categories)[number]) =>
        pairPageCount(new Set(c.units.map((u) => u.id)), c.common, c.popular);
      const sum = (list: typeof real.catalog.categories, f: (c: (typeof list)[number]) => number) =>
        list.reduce((n, c) => n + f(c), 0);
      expect(doubled.catalog.categories).toHaveLength(2 * real.catalog.categories.length);
      expect(sum(doubled.catalog.categories, (c) => c.units.length)).toBe(
        2 * sum(real.catalog.categories, (c) => c.units.length),
      );
      expect(sum(doubled.catalog.categories, pagesOf)).toBe(2 * sum(real.catalog.categories, pagesOf));
      for (const c of real.catalog.categories) {
        const copy = doubled.catalog.categories.find((d) => d.id === `${c.id}${COPY_SUFFIX}`)!;
        expect(
          copy.units.map((u) => u.factor),
          c.id,
        ).toEqual(c.units.map((u) => u.factor));
        expect(copy.common, c.id).toEqual(c.common);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
