import { describe, expect, it } from 'vitest';
import { categories, getCategory } from '../../src/build-time/catalog';
import { allPairs, resolvePairSlug, shortPairs } from '../../src/build-time/pairs';
import { pairPath } from '../../src/core/routes';
import type { UnitPair } from '../../src/core/types';
import { LINKED_ALIAS_PAIRS, otherUnitLinks, popularPairLinks, reversePairHref } from '../../src/build-time/pairLinks';
import { unitPair as pair } from './unitPair';

const cmIn = pair('length', 'centimeter', 'inch');
const cToF = pair('temperature', 'celsius', 'fahrenheit');

describe('links', () => {
  it('reverse link goes to /{to}-to-{from}, in the short spellings for length', () => {
    expect(reversePairHref(cmIn)).toBe('/inches-to-cm');
    expect(reversePairHref(cToF)).toBe('/fahrenheit-to-celsius');
    // A short slug that would infer another category falls back to the canonical path.
    const interval = pair('temperature_interval', 'kelvin', 'degree_celsius');
    expect(reversePairHref(interval)).toBe('/temperature_interval/degree-celsius-to-kelvin');
  });
  it('every reverse link resolves to the reverse pair', () => {
    for (const p of allPairs()) {
      const href = reversePairHref(p);
      const resolved = href.split('/').length === 2 ? resolvePairSlug(href.slice(1)) : resolvePairSlug(href.split('/')[2]!, href.split('/')[1]);
      expect(resolved, href).toMatchObject({ category: p.category, from: p.to, to: p.from });
    }
  });
  it('linked alias pairs include the short links and resolve to their pairs', () => {
    for (const href of ['/inches-to-cm', '/meters-to-feet', '/km-to-miles', '/cm-to-meters', '/cm-to-feet', '/cm-to-yards']) {
      expect(LINKED_ALIAS_PAIRS).toContain(href);
    }
    const canonicalShort = new Set(shortPairs().map((s) => `/${s.slug}`));
    for (const href of LINKED_ALIAS_PAIRS) {
      expect(resolvePairSlug(href.slice(1)), href).not.toBeNull();
      expect(canonicalShort.has(href), href).toBe(false);
    }
  });
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
  it('"other units" links reach every other unit of the category, so every pair is reachable', () => {
    const links = otherUnitLinks(cmIn);
    expect(links).toHaveLength(cmIn.category.units.length - 2);
    expect(links.map((l) => l.href)).toContain('/length/centimeter-to-meter');
    expect(links.map((l) => l.href)).not.toContain('/length/centimeter-to-inch');
    // From any pair page: A→X (other units), X→A (reverse), X→Y (other units): all pairs.
    const temperature = getCategory('temperature')!;
    const start: UnitPair = { category: temperature, from: temperature.units[0]!, to: temperature.units[1]! };
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const p = queue.pop()!;
      const key = pairPath(p.category, p.from, p.to);
      if (seen.has(key)) continue;
      seen.add(key);
      const next = [...otherUnitLinks(p), { href: reversePairHref(p), label: '' }];
      for (const l of next) {
        const parts = l.href.split('/');
        const r = parts.length === 2 ? resolvePairSlug(parts[1]!) : resolvePairSlug(parts[2]!, parts[1]);
        if (r) queue.push(r);
      }
    }
    expect(seen.size).toBe(temperature.units.length * (temperature.units.length - 1));
  });
});
