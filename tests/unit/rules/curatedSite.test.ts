import { describe, expect, it } from 'vitest';
import { site } from '../../../src/build-time/catalog';
import { compileErrors as errorsOf } from './runRule';

describe('curatedSite', () => {
  const cases: [string, string[]][] = [
    [
      'curated-bad-site',
      [
        "curated-bad-site/site.yml:3:17: homeTabs.1.category: there is no category 'lenght' (expected catalog/categories/lenght.yml)",
        "curated-bad-site/site.yml:4:17: homeTabs.2.category: the category 'length' already has a tab",
        'curated-bad-site/site.yml:6:10: homeConversions.shown: shows 3 pairs at once, but only 2 are listed',
        "curated-bad-site/site.yml:9:7: homeConversions.pairs.1: a pair needs two different units, but both are 'foot'",
        "curated-bad-site/site.yml:11:20: sitemapConversions.0.2: there is no unit 'metre' in category 'length'",
        "curated-bad-site/site.yml:14:8: quickConvert.fixedPairs.0.0: 'distance' is an alias of category 'length'; write 'length'",
        "curated-bad-site/site.yml:15:23: quickConvert.popularCategories.0: there is no category 'weight' (expected catalog/categories/weight.yml)",
      ],
    ],
  ];
  it.each(cases)('%s fails with its positions and plain sentences', (name, expected) => {
    expect(errorsOf(name)).toEqual(expected);
  });
});

describe('the real catalogue', () => {
  it('has the site lists', () => {
    expect(site.homeTabs.map((t) => t.category)).toEqual([
      'length',
      'temperature',
      'area',
      'volume',
      'weight',
      'time',
    ]);
    expect(site.homeConversions.pairs).toHaveLength(30);
    expect(site.homeConversions.shown).toBe(6);
    expect(site.sitemapConversions).toHaveLength(13);
  });
});
