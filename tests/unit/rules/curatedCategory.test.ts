import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { compileCatalog, formatError } from '../../../scripts/catalog/compile';
import { checkCategoryCuration } from '../../../scripts/catalog/rules/curatedCategory';
import { categories, getCategory } from '../../../src/build-time/catalog';
import { defaultUnits } from '../../../src/browser/converterState';
import { decodeCategories, encodeCategories } from '../../../src/core/islandCodec';
import { compileErrors as errorsOf, fixtures } from './runRule';

describe('curatedCategory', () => {
  it('compiles into the records and the site lists', () => {
    const result = compileCatalog(join(fixtures, 'curated-good'));
    if (!result.ok) throw new Error(result.errors.map(formatError).join('\n'));
    const length = result.catalog.categories[0]!;
    expect(length.defaultPair).toEqual(['meter', 'foot']);
    expect(length.common).toEqual(['meter', 'foot', 'inch']);
    expect(length.popular).toEqual([
      ['inch', 'meter'],
      ['foot', 'meter'],
    ]);
    expect(length.units.map((u) => [u.id, u.system, u.shortSlug])).toEqual([
      ['meter', 'si', 'meters'],
      ['foot', 'us', 'feet'],
      ['inch', 'us', undefined],
    ]);
    expect(result.catalog.site.homeTabs).toEqual([{ category: 'length', label: 'Length' }]);
    expect(result.catalog.site.homeConversions.pairs).toEqual([
      ['length', 'meter', 'foot'],
      ['length', 'foot', 'inch'],
    ]);
  });

  it('without curated data, a category starts with its first two units and has no lists', () => {
    const result = compileCatalog(join(fixtures, 'good'));
    if (!result.ok) throw new Error('the good fixture must compile');
    const length = result.catalog.categories[0]!;
    expect([length.defaultPair, length.common, length.popular]).toEqual([['meter', 'foot'], [], []]);
    expect(result.catalog.site.homeTabs).toEqual([]);
  });

  // Each broken catalogue: every problem with its position (file:line:col, field path) and a plain sentence.
  const cases: [string, string[]][] = [
    [
      'curated-bad-category',
      [
        "curated-bad-category/categories/length.yml:4:14: defaultPair: a pair needs two different units, but both are 'meter'",
        "curated-bad-category/categories/length.yml:5:17: common.1: there is no unit 'yard' in this category",
        "curated-bad-category/categories/length.yml:7:12: popular.0.1: there is no unit 'centimetre' in this category",
      ],
    ],
    [
      'curated-bad-short-slug',
      [
        "curated-bad-short-slug/categories/length.yml:17:16: units.meter.shortSlug: the short slug 'Meters!' is not URL-safe: use lowercase letters, digits and single hyphens",
        "curated-bad-short-slug/categories/length.yml:27:16: units.foot.shortSlug: the short slug 'inch' already names the unit 'inch' in this category",
        "curated-bad-short-slug/categories/length.yml:37:16: units.inch.shortSlug: the short slug 'zoll' is not the unit's id, name, plural, symbol or an alias, so a link using it would not reach this unit",
      ],
    ],
    [
      'curated-bad-system',
      [
        'curated-bad-system/categories/length.yml:26:13: units.foot.system: must be one of: si, metric, us, imperial, other',
      ],
    ],
  ];
  it.each(cases)('%s fails with its positions and plain sentences', (name, expected) => {
    expect(errorsOf(name)).toEqual(expected);
  });

  it("a short slug may be the unit's plural or symbol, spaces as hyphens", () => {
    const problems: string[] = [];
    const unit = { name: 'nautical mile', plural: 'nautical miles', symbol: 'NM' };
    checkCategoryCuration(
      {
        units: {
          nautical_mile: { ...unit, shortSlug: 'nautical-miles' },
          meter: { name: 'meter', plural: 'meters', symbol: 'm', shortSlug: 'nm' },
        },
      },
      (path, message) => problems.push(`${path.join('.')}: ${message}`),
    );
    expect(problems).toEqual([
      "units.meter.shortSlug: the short slug 'nm' is not the unit's id, name, plural, symbol or an alias, so a link using it would not reach this unit",
    ]);
  });
});

describe('the real catalogue', () => {
  it('classifies every unit and gives every category a default pair and common units', () => {
    const unclassified = categories.flatMap((c) =>
      c.units.filter((u) => !u.system).map((u) => `${c.id}.${u.id}`),
    );
    expect(unclassified).toEqual([]);
    expect(categories.filter((c) => !c.defaultPair || !c.common?.length).map((c) => c.id)).toEqual([]);
  });

  it("each category's default pair is what the converter starts with", () => {
    // What the islands receive: the records after the island codec.
    for (const c of decodeCategories(encodeCategories(categories))) {
      const { fromUnit, toUnit } = defaultUnits(c);
      expect([c.id, fromUnit, toUnit]).toEqual([c.id, ...getCategory(c.id)!.defaultPair!]);
    }
  });
});
