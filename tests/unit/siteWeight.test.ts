import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { budgetFailures, SITE_BUDGET, withOneMoreUnit } from '../../scripts/bench/siteWeight';

describe('the site-size gate', () => {
  it('adds one unit to a category file, a copy of its longest-named unit with a new id, names, symbol and aliases', () => {
    const text = readFileSync('catalog/categories/volume.yml', 'utf8');
    const before = parse(text).units as Record<string, { name: string; symbol: string; aliases?: string[] }>;
    const after = parse(withOneMoreUnit(text)).units as typeof before;
    const added = Object.keys(after).filter((id) => !(id in before));
    expect(added).toHaveLength(1);
    const unit = after[added[0]!]!;
    const names = Object.values(before).flatMap((u) => [u.name, u.symbol, ...(u.aliases ?? [])]);
    for (const word of [unit.name, unit.symbol, ...(unit.aliases ?? [])]) expect(names).not.toContain(word);
    expect(Object.keys(after)).toHaveLength(Object.keys(before).length + 1);
  });
  it('fails naming the budget that is broken, and only then', () => {
    const unit = { category: 'volume', units: 59, bytes: 1.5e6, files: 118 };
    expect(budgetFailures({ bytes: 300e6, files: 24000 }, unit)).toEqual([]);
    const site = budgetFailures({ bytes: SITE_BUDGET.distBytes + 1, files: 24000 }, unit);
    expect(site).toHaveLength(1);
    expect(site[0]).toMatch(/^Site size budget exceeded: dist\/ is 400\.0 MB, over the 400\.0 MB budget/);
    const perUnit = budgetFailures({ bytes: 300e6, files: 24000 }, { ...unit, bytes: 2.4e6 });
    expect(perUnit).toEqual([expect.stringMatching(/^Per-unit budget exceeded: one more unit in volume adds 2\.4 MB, over the 2\.0 MB budget\. Each unit there brings 118 pair pages/)]);
  });
});
