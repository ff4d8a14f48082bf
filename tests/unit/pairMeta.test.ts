import { describe, expect, it } from 'vitest';
import { allPairs, inferredElsewhere } from '../../src/build-time/pairs';
import { categories } from '../../src/build-time/catalog';
import { pairPageData, unitDescriptions } from '../../src/build-time/pairPageData';
import { decodeCategories } from '../../src/core/islandCodec';
import { MAX_TITLE } from '../../src/core/converterText';
import { sharedTitle, withDescriptions, withPairPageData } from '../../src/core/pairPageData';
import {
  pairBreadcrumbs,
  pairDescription,
  pairHeading,
  pairTitle as titleOf,
  webApplicationJsonLd,
} from '../../src/core/pairMeta';
import type { UnitPair } from '../../src/core/types';

/** The title a built pair page has. */
const pairTitle = (p: UnitPair, brand: string) => titleOf(englishText, p, brand, inferredElsewhere(p));
import { unitPair as pair } from './unitPair';
import { englishText } from '../../src/build-time/interfaceText';

const cmIn = pair('length', 'centimeter', 'inch');

describe('pair page texts', () => {
  it('uses the units’ real plural names', () => {
    expect(pairHeading(englishText, cmIn)).toBe('Convert centimeters to inches');
    expect(pairTitle(cmIn, 'UnitFlip')).toBe('Centimeters to inches Converter | UnitFlip');
    expect(pairDescription(englishText, cmIn)).toBe(
      'Convert centimeters to inches instantly. Free online length converter. Accurate and mobile-friendly.',
    );
    expect(pairBreadcrumbs(englishText, cmIn)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Length Conversion', href: '/converter/length' },
      { label: 'Centimeters to inches' },
    ]);
  });
  it('names the category in the title of a pair that another category also has', () => {
    expect(pairTitle(pair('speed', 'meter_per_second', 'meter_per_minute'), 'UnitFlip')).toBe(
      'Meters per second to meters per minute Converter | UnitFlip',
    );
    expect(pairTitle(pair('velocity', 'meter_per_second', 'meter_per_minute'), 'UnitFlip')).toBe(
      'Meters per second to meters per minute Velocity Converter | UnitFlip',
    );
  });

  it('keeps every title within 70 characters, falling back to singular names, then symbols', () => {
    const long = pair('fuel_consumption', 'kilometer_per_gallon_uk', 'liter_per_100_kilometer');
    expect(pairTitle(long, 'UnitFlip')).toBe('km/gal (UK) to L/100 km Converter | UnitFlip');
    for (const p of allPairs()) {
      expect(pairTitle(p, 'UnitFlip').length).toBeLessThanOrEqual(MAX_TITLE);
    }
  });
  it("the browser knows from a category's pair-page data which titles name the category, as the build does", () => {
    const data = new Map(categories.map((c) => [c, pairPageData(c)]));
    let shared = 0;
    for (const p of allPairs()) {
      const elsewhere = inferredElsewhere(p);
      if (elsewhere) shared++;
      expect(sharedTitle(data.get(p.category)!, p), `${p.category.id}: ${p.from.id} → ${p.to.id}`).toBe(
        elsewhere,
      );
    }
    expect(shared).toBeGreaterThan(0);
  });
  it('describes a WebApplication for all operating systems', () => {
    const ld = webApplicationJsonLd('X', 'https://e.org/length/a-to-b', 'd');
    expect(ld).toMatchObject({
      '@type': 'WebApplication',
      applicationCategory: 'UtilityApplication',
      operatingSystem: 'All',
    });
  });
});

describe("a category's data for the pairs the browser draws", () => {
  it("carries its units, popular pairs and, in a file of their own, its units' descriptions, as the built pages have them", () => {
    for (const c of categories) {
      const data = JSON.parse(JSON.stringify(pairPageData(c))) as ReturnType<typeof pairPageData>;
      const decoded = decodeCategories(data.units)[0]!;
      const drawn = withDescriptions(
        withPairPageData(decoded, data),
        JSON.parse(JSON.stringify(unitDescriptions(c))) as string[],
      );
      expect(
        drawn.units.map((u) => [u.id, u.description]),
        c.id,
      ).toEqual(c.units.map((u) => [u.id, u.description]));
      expect(drawn.popular ?? [], c.id).toEqual(c.popular ?? []);
    }
  });
});
