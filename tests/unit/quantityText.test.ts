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

  it('maps every digit of each script, every dash and every bracket, slash and quote it knows', () => {
    const digits = [0x0660, 0x06f0, 0xff10].map((zero) =>
      Array.from({ length: 10 }, (_, d) => String.fromCodePoint(zero + d)).join(''),
    );
    expect(digits.map(normalizeQuantityText)).toEqual(['0123456789', '0123456789', '0123456789']);
    const dashes = [0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xfe63, 0xff0d];
    expect(dashes.map((c) => normalizeQuantityText(`1${String.fromCodePoint(c)}2`))).toEqual(
      dashes.map(() => '1-2'),
    );
    expect(normalizeQuantityText('\uff08\u2215\uff09\u2018\u201d')).toBe(`(/)'"`);
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
