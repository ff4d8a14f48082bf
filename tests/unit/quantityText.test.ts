import { describe, expect, it } from 'vitest';
import { isDigit, isLetter, normalizeQuantityText } from '../../src/core/quantityText';

describe('normalizeQuantityText', () => {
  it.each([
    ['١٢٫٥', '12٫5'],
    ['۱۲', '12'],
    ['１２', '12'],
    ['\u22123', '-3'],
    ['\u20133', '-3'],
    ['\uff0d3', '-3'],
    ['\uff0b3', '+3'],
    ['  5 \u00a0 ft\t3\u202fin  ', '5 ft 3 in'],
    ['1\u20442', '1/2'],
    ['light\u2010year', 'light-year'],
    ['°F', '°F'],
    ['5\u20193\u201d', `5'3"`],
    ['5\u20183\u201c', `5'3"`],
    ['5′3″', '5′3″'],
  ])('writes %j as %j', (text, normal) => {
    expect(normalizeQuantityText(text)).toBe(normal);
  });
});

describe('character classes', () => {
  it('tells digits and letters', () => {
    expect(['0', '9', 'a', '٣', undefined].map(isDigit)).toEqual([true, true, false, false, false]);
    expect(['a', 'Å', 'μ', '°', '1', "'", undefined].map(isLetter)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
