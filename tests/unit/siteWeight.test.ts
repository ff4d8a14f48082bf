import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  budgetFailures,
  folderWeight,
  growthCategories,
  pairPagesWeight,
  SITE_BUDGET,
  withOneMoreUnit,
  addOneMoreUnit,
} from '../../scripts/bench/siteWeight';
import { compileCatalog, formatErrors } from '../../scripts/catalog/compile';
import { hasPairPage } from '../../src/core/pairLinks';

type RawUnits = Record<
  string,
  {
    name: string;
    symbol: string;
    aliases?: string[];
    prefixes?: string[];
    primitive?: string;
    definition?: string;
  }
>;

describe('the site-size gate', () => {
  it('adds one unit to a category file, a copy of a defined unit with a new id, names, symbol and aliases, and no prefixes', () => {
    const text = readFileSync('catalog/categories/volume.yml', 'utf8');
    const before = parse(text).units as RawUnits;
    const after = parse(withOneMoreUnit(text)).units as RawUnits;
    const added = Object.keys(after).filter((id) => !(id in before));
    expect(added).toHaveLength(1);
    const unit = after[added[0]!]!;
    const names = Object.values(before).flatMap((u) => [u.name, u.symbol, ...(u.aliases ?? [])]);
    for (const word of [unit.name, unit.symbol, ...(unit.aliases ?? [])]) expect(names).not.toContain(word);
    expect(unit.definition).toBeDefined();
    expect(unit.prefixes).toBeUndefined();
    expect(Object.keys(after)).toHaveLength(Object.keys(before).length + 1);
    expect(parse(withOneMoreUnit(text)).common).toEqual(parse(text).common);
  });

  it('adds a common unit to the common list, where it has a pair page with every other common unit', () => {
    const text = readFileSync('catalog/categories/length.yml', 'utf8');
    const before = parse(text) as { common: string[] };
    const after = parse(withOneMoreUnit(text, { common: true })) as { common: string[]; units: RawUnits };
    const added = Object.keys(after.units).find((id) => !(id in (parse(text) as { units: RawUnits }).units))!;
    expect(after.common).toEqual([...before.common, added]);
    for (const id of before.common)
      expect(hasPairPage(after, id, added) && hasPairPage(after, added, id)).toBe(true);
    // A category without a common list gets one.
    const bare = text.replace(/^common: .*\n/m, '');
    expect((parse(withOneMoreUnit(bare, { common: true })) as { common: string[] }).common).toEqual([added]);
  });

  it('the unit it adds compiles in every category, common or not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'one-more-unit-'));
    try {
      cpSync('catalog', dir, { recursive: true });
      const files = readdirSync(join(dir, 'categories'));
      files.forEach((name, i) => addOneMoreUnit(dir, name.replace(/\.yml$/, ''), { common: i % 2 === 0 }));
      const result = compileCatalog(dir);
      expect(result.ok ? [] : formatErrors(result.errors)).toEqual([]);
      if (!result.ok) return;
      const real = compileCatalog();
      if (!real.ok) throw new Error('the catalogue does not compile');
      const units = (r: typeof real) => r.catalog.categories.map((c) => c.units.length);
      expect(units(result)).toEqual(units(real).map((n) => n + 1));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('measures growth where it costs most: the category with the most units, and the one with the most common units', () => {
    const catalog: { categories: { id: string; units: number[]; common?: string[] }[] } = {
      categories: [
        { id: 'a', units: [1, 2, 3], common: ['x', 'y'] },
        { id: 'b', units: [1, 2, 3, 4, 5], common: ['x'] },
        { id: 'c', units: [1, 2, 3, 4], common: ['x', 'y', 'z'] },
        { id: 'd', units: [1, 2, 3, 4, 5, 6] },
      ],
    };
    const picked = growthCategories(catalog);
    expect([picked.unit.id, picked.commonUnit.id]).toEqual(['d', 'c']);
    // Equal common lists: the larger category.
    catalog.categories[0]!.common!.push('z');
    catalog.categories[0]!.units.push(4, 5);
    expect(growthCategories(catalog).commonUnit.id).toBe('a');
  });

  it('counts the pair pages of a built site apart from its other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pair-pages-'));
    try {
      const page = (path: string, bytes: number) => {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), 'x'.repeat(bytes));
      };
      page('length/meter-to-foot/index.html', 100);
      page('length/foot-to-meter/index.html', 120);
      page('converter/length/index.html', 1000);
      page('quick-convert/length/index.html', 1000);
      page('data/length.txt', 50);
      page('index.html', 500);
      expect(pairPagesWeight(dir)).toEqual({ bytes: 220, files: 2 });
      expect(folderWeight(dir)).toEqual({ bytes: 2770, files: 6 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails naming each budget that is broken, and only then', () => {
    const unit = { category: 'volume', units: 61, common: 11, bytes: 0.05e6, files: 0 };
    const commonUnit = { ...unit, bytes: 0.5e6, files: 22 };
    const within = { bytes: 70e6, files: 3200 };
    expect(budgetFailures(within, { unit, commonUnit })).toEqual([]);
    expect(
      budgetFailures(
        { bytes: SITE_BUDGET.distBytes, files: SITE_BUDGET.distFiles },
        {
          unit: { ...unit, bytes: SITE_BUDGET.unitBytes, files: SITE_BUDGET.unitFiles },
          commonUnit: { ...commonUnit, bytes: SITE_BUDGET.commonUnitBytes },
        },
      ),
    ).toEqual([]);
    expect(budgetFailures({ ...within, bytes: SITE_BUDGET.distBytes + 1 }, { unit, commonUnit })).toEqual([
      expect.stringMatching(
        /^Site size budget exceeded: dist\/ is 150\.0 MB, over the 150\.0 MB budget\. .*list fewer common units or popular pairs/,
      ),
    ]);
    expect(budgetFailures({ ...within, files: 10_001 }, { unit, commonUnit })).toEqual([
      expect.stringMatching(
        /^Site file budget exceeded: dist\/ has 10,001 files, over the 10,000 budget\. Each pair page is a file/,
      ),
    ]);
    expect(budgetFailures(within, { unit: { ...unit, bytes: 0.3e6 }, commonUnit })).toEqual([
      expect.stringMatching(
        /^Per-unit budget exceeded: one more unit in volume \(not a common unit\) adds 0\.3 MB in 0 files, over the budget of 0\.1 MB and 5 files\. Such a unit should have no page of its own/,
      ),
    ]);
    expect(budgetFailures(within, { unit: { ...unit, files: 6 }, commonUnit })).toEqual([
      expect.stringMatching(
        /^Per-unit budget exceeded: one more unit in volume \(not a common unit\) adds 0\.1 MB in 6 files/,
      ),
    ]);
    expect(budgetFailures(within, { unit, commonUnit: { ...commonUnit, bytes: 1.2e6 } })).toEqual([
      expect.stringMatching(
        /^Common-unit budget exceeded: one more common unit in volume \(11 common units\) adds 1\.2 MB in 22 files, over the 1\.0 MB budget\. It brings 22 pair pages, one to and one from each common unit: list fewer common units there/,
      ),
    ]);
  });
});
