import { describe, expect, it } from 'vitest';
import { categories, getCategory } from '../../src/build-time/catalog';
import { resolvePairSlug } from '../../src/build-time/pairs';
import { pairPath } from '../../src/core/routes';
import type { UnitPair } from '../../src/core/types';
import { OTHER_UNITS_MAX, otherUnitLinks, popularPairLinks } from '../../src/build-time/pairLinks';
import { unitPair as pair } from './unitPair';

const cmIn = pair('length', 'centimeter', 'inch');

describe('links', () => {
  it('popular links are derived from the category and omit the current pair', () => {
    const links = popularPairLinks(cmIn);
    expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(['/length/inch-to-centimeter', '/length/meter-to-foot', '/length/kilometer-to-mile']));
    expect(links.map((l) => l.href)).not.toContain('/length/centimeter-to-inch');
    for (const c of categories) {
      const [a, b] = [c.units[0]!, c.units[1]!];
      const popular = popularPairLinks({ category: c, from: a, to: b });
      expect(popular.length, c.id).toBeGreaterThan(0);
      for (const l of popular) expect(l.href.startsWith(`/${c.id}/`)).toBe(true);
    }
  });
  it('"other units" links: common units and the target\'s neighbours, at most 16, every unit in small categories', () => {
    const links = otherUnitLinks(cmIn);
    expect(links.length).toBeLessThanOrEqual(OTHER_UNITS_MAX);
    expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(['/length/centimeter-to-meter', '/length/centimeter-to-foot']));
    expect(links.map((l) => l.href)).not.toContain('/length/centimeter-to-inch');
    const temperature = getCategory('temperature')!;
    expect(otherUnitLinks({ category: temperature, from: temperature.units[0]!, to: temperature.units[1]! })).toHaveLength(temperature.units.length - 2);
    for (const c of categories) {
      for (const from of c.units.slice(0, 3)) for (const to of c.units) if (to !== from) expect(otherUnitLinks({ category: c, from, to }).length).toBeLessThanOrEqual(OTHER_UNITS_MAX);
    }
  });
  it.each(categories.map((c) => [c.id]))('%s: following "other units" and reverse links from one pair page reaches every pair', (id) => {
    const category = getCategory(id)!;
    const start: UnitPair = { category, from: category.units[0]!, to: category.units[1]! };
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const p = queue.pop()!;
      const key = pairPath(p.category, p.from, p.to);
      if (seen.has(key)) continue;
      seen.add(key);
      // The reverse link beside the converter: the canonical page of to → from.
      const next = [...otherUnitLinks(p), { href: pairPath(p.category, p.to, p.from), label: '' }];
      for (const l of next) {
        const parts = l.href.split('/');
        const r = resolvePairSlug(parts[2]!, parts[1]);
        if (r) queue.push(r);
      }
    }
    expect(seen.size).toBe(category.units.length * (category.units.length - 1));
  });
});
