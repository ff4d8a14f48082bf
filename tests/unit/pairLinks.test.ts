import { describe, expect, it } from 'vitest';
import { categories, getCategory } from '../../src/build-time/catalog';
import { pagePairs, resolvePairSlug } from '../../src/build-time/pairs';
import { converterPath } from '../../src/core/routes';
import { hasPairPage, OTHER_UNITS_MAX, otherUnitLinks, popularPairLinks } from '../../src/core/pairLinks';
import { unitPair as pair } from './unitPair';
import { englishText } from '../../src/build-time/interfaceText';

const cmIn = pair('length', 'centimeter', 'inch');

describe('links', () => {
  it('popular links are derived from the category and omit the current pair', () => {
    const links = popularPairLinks(englishText, cmIn);
    expect(links.map((l) => l.href)).toEqual(
      expect.arrayContaining([
        '/length/inch-to-centimeter',
        '/length/meter-to-foot',
        '/length/kilometer-to-mile',
      ]),
    );
    expect(links.map((l) => l.href)).not.toContain('/length/centimeter-to-inch');
    for (const c of categories) {
      const [a, b] = [c.units[0]!, c.units[1]!];
      const popular = popularPairLinks(englishText, { category: c, from: a, to: b });
      expect(popular.length, c.id).toBeGreaterThan(0);
      for (const l of popular) expect(l.href.startsWith(`/${c.id}/`)).toBe(true);
    }
  });
  it('"other units" links: common units and the target\'s neighbours, at most 16, every unit in small categories', () => {
    const links = otherUnitLinks(cmIn);
    expect(links.length).toBeLessThanOrEqual(OTHER_UNITS_MAX);
    expect(links.map((l) => l.href)).toEqual(
      expect.arrayContaining(['/length/centimeter-to-meter', '/length/centimeter-to-foot']),
    );
    expect(links.map((l) => l.href)).toContain('/converter/length?from=centimeter&to=micrometer');
    expect(links.map((l) => l.href)).not.toContain('/length/centimeter-to-inch');
    const temperature = getCategory('temperature')!;
    expect(
      otherUnitLinks({ category: temperature, from: temperature.units[0]!, to: temperature.units[1]! }),
    ).toHaveLength(temperature.units.length - 2);
    for (const c of categories) {
      for (const from of c.units.slice(0, 3))
        for (const to of c.units)
          if (to !== from)
            expect(otherUnitLinks({ category: c, from, to }).length).toBeLessThanOrEqual(OTHER_UNITS_MAX);
    }
  });
  it("links to a pair's page where it has one, else to the converter set to the pair", () => {
    const links = otherUnitLinks(pair('length', 'meter', 'foot'));
    expect(links.map((l) => l.href)).toContain('/length/meter-to-kilometer');
    expect(links.map((l) => l.href)).toContain('/converter/length?from=meter&to=nautical_mile');
    for (const c of categories) {
      for (const from of c.units.slice(0, 4)) {
        for (const to of c.units) {
          if (to === from) continue;
          for (const l of [
            ...otherUnitLinks({ category: c, from, to }),
            ...popularPairLinks(englishText, { category: c, from, to }),
          ]) {
            const [path, query] = l.href.split('?');
            const parts = path!.split('/');
            if (query) expect(path).toBe(converterPath(c));
            else
              expect(
                hasPairPage(
                  c,
                  resolvePairSlug(parts[2]!, parts[1])!.from.id,
                  resolvePairSlug(parts[2]!, parts[1])!.to.id,
                ),
                l.href,
              ).toBe(true);
          }
        }
      }
    }
  });
});

describe('which pairs have a page', () => {
  it('every pair of common units and every popular pair, both ways; no other', () => {
    const length = getCategory('length')!;
    expect(hasPairPage(length, 'meter', 'foot')).toBe(true);
    expect(hasPairPage(length, 'foot', 'meter')).toBe(true);
    expect(hasPairPage(length, 'meter', 'meter')).toBe(false);
    expect(hasPairPage(length, 'meter', 'parsec')).toBe(false);
    expect(hasPairPage({ common: [], popular: [['a', 'b']] }, 'b', 'a')).toBe(true);
    for (const c of categories) {
      const pages = pagePairs().filter((p) => p.category === c);
      const common = c.common ?? [];
      expect(pages.length, c.id).toBeGreaterThanOrEqual(common.length * (common.length - 1));
      for (const p of pages)
        expect(
          pagePairs().some((q) => q.category === c && q.from === p.to && q.to === p.from),
          `${c.id} ${p.to.id} → ${p.from.id}`,
        ).toBe(true);
      // A category's default pair always has its page: the converters link to it.
      const [a, b] = c.defaultPair!;
      expect(hasPairPage(c, a, b), c.id).toBe(true);
    }
  });
});
