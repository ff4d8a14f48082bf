import { describe, expect, it } from 'vitest';
import { allPairs } from '../../src/build-time/pairs';
import { MAX_TITLE, quickHeading, quickTitle } from '../../src/core/converterText';
import {
  quickBreadcrumbs,
  quickFixedLinks,
  quickGroupLabel,
  quickPopularBlocks,
  quickRelatedLinks,
} from '../../src/build-time/quickConvertContent';
import { unitPair as pair } from './unitPair';
import { englishText } from '../../src/build-time/interfaceText';

describe('quick-convert page', () => {
  const q = pair('length', 'centimeter', 'inch');
  it('keeps every title within 70 characters', () => {
    for (const p of allPairs()) {
      expect(quickTitle(englishText, p, 'UnitFlip').length).toBeLessThanOrEqual(MAX_TITLE);
    }
  });
  it('shows ids with spaces', () => {
    expect(
      quickHeading(englishText, pair('fuel_consumption', 'liter_per_100_kilometer', 'mile_per_gallon_us')),
    ).toBe('Convert liter per 100 kilometer to mile per gallon us');
  });
  it('breadcrumb: group name without "Converters", plus "Conversion"', () => {
    expect(quickGroupLabel(q.category)).toBe('Common Conversion');
    expect(quickBreadcrumbs(q)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Common Conversion', href: '/converter/length' },
      { label: 'Convert centimeter to inch' },
    ]);
  });
  it('related links: the 4 fixed pairs minus the current, and up to 8 other targets of the source', () => {
    const { popular, targets } = quickRelatedLinks(q);
    expect(popular.map((l) => l.href)).toEqual([
      '/quick-convert/length?from=meter&to=foot',
      '/quick-convert/length?from=kilometer&to=mile',
      '/quick-convert/length?from=millimeter&to=inch',
    ]);
    expect(targets).toHaveLength(8);
    for (const l of targets) {
      expect(l.href.startsWith('/quick-convert/length?from=centimeter&to=')).toBe(true);
      expect(l.href).not.toMatch(/to=(centimeter|inch)$/);
    }
    expect(quickRelatedLinks(pair('temperature', 'celsius', 'kelvin')).popular).toHaveLength(4);
    expect(quickRelatedLinks(pair('temperature', 'celsius', 'kelvin')).targets).toHaveLength(5);
  });
  it('the fixed related pairs carry the key the page script hides the current pair by', () => {
    expect(quickFixedLinks().map((l) => l.key)).toEqual([
      'length/centimeter/inch',
      'length/meter/foot',
      'length/kilometer/mile',
      'length/millimeter/inch',
    ]);
  });
  it('popular conversions for length, weight and temperature', () => {
    expect(quickPopularBlocks().map((b) => b.title)).toEqual(['Length', 'Weight and Mass', 'Temperature']);
  });
});
