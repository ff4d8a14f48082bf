import { describe, expect, it } from 'vitest';
import { conversionAnswer } from '../../src/browser/conversionAnswer';
import { exactValueText } from '../../src/core/quantityResult';
import { decodeSearchIndex } from '../../src/browser/searchIndex';
import { categories } from '../../src/build-time/catalog';
import { searchIndexJson } from '../../src/build-time/islandData';
import { exact } from '../../src/core/rational';

// The index as the home page receives it: through JSON and the decoder.
const index = decodeSearchIndex(JSON.parse(JSON.stringify(searchIndexJson(categories))));

describe('typed conversion queries', () => {
  it('answers as you type and opens the canonical pair page with the value', () => {
    expect(conversionAnswer('10 feet in meters', index)).toEqual({
      sentence: '10 feet = 3.048 meters',
      href: '/length/foot-to-meter?v=10',
      label: 'Open feet to meters',
      category: 'length',
    });
    expect(conversionAnswer('72 f to c', index)?.sentence).toBe(
      '72 degrees Fahrenheit ≈ 22.2222 degrees Celsius',
    );
    expect(conversionAnswer('5\'3" in cm', index)).toMatchObject({
      sentence: '5.25 feet = 160.02 centimeters',
      href: '/length/foot-to-centimeter?v=5.25',
    });
  });
  it('without a number it answers for one unit and links the plain pair page', () => {
    expect(conversionAnswer('2 km2 to ft2', index)?.sentence).toBe(
      '2 square kilometers ≈ 21,527,821 square feet',
    );
    expect(conversionAnswer('kg to lb', index)).toMatchObject({
      sentence: '1 kilogram ≈ 2.20462 pounds',
      href: '/weight/kilogram-to-pound',
    });
    expect(conversionAnswer('how many ounces in a pound', index)?.sentence).toBe('1 pound = 16 ounces');
  });
  it('writes the answer in the visitor’s number format', () => {
    expect(conversionAnswer('1234,5 m in km', index, 'comma')?.sentence).toBe(
      '1.234,5 meters = 1,2345 kilometers',
    );
  });
  it('a value with no finite decimal travels as a fraction', () => {
    expect(exactValueText(exact(1n, 3n))).toBe('1/3');
    expect(exactValueText(exact(21n, 4n))).toBe('5.25');
    expect(conversionAnswer('1/3 ft in in', index)?.href).toBe('/length/foot-to-inch?v=1%2F3');
  });
  it('is null for what is not a conversion', () => {
    for (const text of ['', 'meter', 'hello world', '10 to', 'kg to parsec', '10 feet in kilograms'])
      expect(conversionAnswer(text, index), text).toBeNull();
  });
  it('a unit to itself is no answer', () => {
    expect(conversionAnswer('5 Gb to Gb', index)).toBeNull();
  });
});
