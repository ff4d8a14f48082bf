import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { compileCatalog, formatError } from '../../../scripts/catalog/compile';
import { PAGE_BUDGET, pairPages } from '../../../scripts/catalog/rules/pageBudget';
import { SITE_BUDGET } from '../../../scripts/bench/siteWeight';
import { writeLargeCatalog } from './largeCatalog';

/** Compiles a generated catalogue of categories of these sizes; its errors with paths inside it. */
function errorsOfSizes(sizes: number[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-budget-'));
  writeLargeCatalog(dir, sizes);
  const result = compileCatalog(dir);
  return result.ok ? [] : result.errors.map((e) => formatError({ ...e, file: relative(dir, join(process.cwd(), e.file)) }));
}

describe('pageBudget', () => {
  it('refuses a category with more units than the budget, naming it, its pair pages and the budget', () => {
    expect(errorsOfSizes([3000])).toEqual([
      "categories/c0.yml:4:1: units: the category 'c0' has 3,000 units, so 8,997,000 pair pages (one for each ordered pair of its units); the budget is 74 units (5,402 pair pages) in one category, which keeps one more unit within the site's 2.0 MB per-unit size budget: move units to another category or leave rarely used ones out",
    ]);
  });

  it('refuses a catalogue over the total budget, pointing at its largest category', () => {
    expect(errorsOfSizes([60, 74, 74, 74, 74, 74])).toEqual([
      "categories/c1.yml:4:1: units: the catalogue has 30,550 pair pages in all (one for each ordered pair of units in a category), over the budget of 29,629, which keeps the site within its 400.0 MB size budget; the largest category, 'c1', has 74 units (5,402 pair pages): leave rarely used units out",
    ]);
  });

  it('accepts a catalogue within both budgets', () => {
    expect(errorsOfSizes([74, 74, 74, 2])).toEqual([]);
  });

  it('counts the size budgets in pair pages, and the catalogue is within them', () => {
    // 13.5 KB of dist/ per pair page: one more unit in a category of 74 adds 148 pages, about 2 MB.
    expect(2 * PAGE_BUDGET.categoryUnits * 13_500).toBeLessThanOrEqual(SITE_BUDGET.unitBytes);
    expect(PAGE_BUDGET.pairPages * 13_500).toBeLessThanOrEqual(SITE_BUDGET.distBytes);
    const real = compileCatalog();
    expect(real.ok).toBe(true);
    if (!real.ok) return;
    const sizes = real.catalog.categories.map((c) => c.units.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PAGE_BUDGET.categoryUnits);
    expect(sizes.reduce((n, s) => n + pairPages(s), 0)).toBeLessThanOrEqual(PAGE_BUDGET.pairPages);
  });
});
