import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTO_SIGNIFICANT,
  decimalExponent,
  doubleToFraction,
  pow10,
  roundMagnitude,
  roundScaled,
  roundedParts,
  roundedValue,
  type Rounded,
} from '../../src/core/decimalRounding';
import { exact, toNumber } from '../../src/core/rational';
import { AUTO, equalsSign, formatExact } from '../../src/core/numberFormat';
import { parseExact } from '../../src/core/quantityNumber';

describe('decimal rounding primitives', () => {
  it('gives powers of ten, small and large', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(3)).toBe(1000n);
    expect(pow10(70)).toBe(10n ** 70n);
    expect(pow10(64)).toBe(10n ** 64n);
  });
  it('finds the decimal exponent from digit counts', () => {
    expect(decimalExponent(1n, 1n)).toBe(0);
    expect(decimalExponent(999n, 1000n)).toBe(-1);
    expect(decimalExponent(1000n, 1000n)).toBe(0);
    expect(decimalExponent(10n ** 400n, 3n)).toBe(399);
    expect(decimalExponent(1n, 3n * 10n ** 400n)).toBe(-401);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (n, d) => {
          const e = decimalExponent(n, d);
          // 10^e ≤ n/d < 10^(e+1)
          const lowOk = e >= 0 ? n >= d * 10n ** BigInt(e) : n * 10n ** BigInt(-e) >= d;
          const highOk = e + 1 >= 0 ? n < d * 10n ** BigInt(e + 1) : n * 10n ** BigInt(-(e + 1)) < d;
          return lowOk && highOk;
        },
      ),
    );
  });
  it('rounds half up on magnitudes and says when nothing was dropped', () => {
    expect(roundScaled(25n, 10n, 0)).toEqual({ digits: 3n, exact: false });
    expect(roundScaled(249n, 100n, 0)).toEqual({ digits: 2n, exact: false });
    expect(roundScaled(1n, 3n, 4)).toEqual({ digits: 3333n, exact: false });
    expect(roundScaled(2n, 3n, 4)).toEqual({ digits: 6667n, exact: false });
    expect(roundScaled(125n, 1n, -1)).toEqual({ digits: 13n, exact: false });
    expect(roundScaled(120n, 1n, -1)).toEqual({ digits: 12n, exact: true });
    expect(roundScaled(0n, 7n, 5)).toEqual({ digits: 0n, exact: true });
  });
  it('writes the exact value of a double as a fraction over a power of two', () => {
    expect(doubleToFraction(0.5)).toEqual({ num: 4503599627370496n, den: 9007199254740992n });
    expect(doubleToFraction(-3)).toEqual({ num: -3n * 2n ** 51n, den: 2n ** 51n });
    expect(doubleToFraction(2 ** 60)).toEqual({ num: 2n ** 60n, den: 1n });
    expect(doubleToFraction(5e-324)).toEqual({ num: 1n, den: 2n ** 1074n });
    const tenth = doubleToFraction(0.1);
    expect(exact(tenth.num, tenth.den)).toEqual(exact(3602879701896397n, 2n ** 55n));
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const f = doubleToFraction(x);
        expect(f.den & (f.den - 1n)).toBe(0n);
        expect(toNumber(exact(f.num, f.den))).toBe(x === 0 ? 0 : x);
      }),
      { numRuns: 2000 },
    );
  });
  it('lays out rounded digits fixed or scientific, and knows the value they show', () => {
    const r = (o: Partial<Rounded>): Rounded => ({
      digits: 0n,
      places: 0,
      scientific: false,
      keepZeros: false,
      exact: true,
      ...o,
    });
    expect(roundedParts(r({ digits: 31400n, places: 4 }))).toEqual({
      integer: '3',
      fraction: '14',
      exponent: null,
    });
    expect(roundedParts(r({ digits: 31400n, places: 4, keepZeros: true }))).toEqual({
      integer: '3',
      fraction: '1400',
      exponent: null,
    });
    expect(roundedParts(r({ digits: 5n, places: 3 }))).toEqual({
      integer: '0',
      fraction: '005',
      exponent: null,
    });
    expect(roundedParts(r({ digits: 123n, places: -3 }))).toEqual({
      integer: '123000',
      fraction: '',
      exponent: null,
    });
    expect(roundedParts(r({ digits: 6213711922n, places: 22, scientific: true }))).toEqual({
      integer: '6',
      fraction: '213711922',
      exponent: -13,
    });
    expect(roundedParts(r({ digits: 1500n, places: -18, scientific: true }))).toEqual({
      integer: '1',
      fraction: '5',
      exponent: 21,
    });
    expect(roundedValue(r({ digits: 123n, places: -3 }))).toEqual({ num: 123000n, den: 1n });
    expect(roundedValue(r({ digits: 5n, places: 3 }))).toEqual({ num: 5n, den: 1000n });
  });
});

describe('Auto: 6 significant digits, every integer digit, trailing zeros trimmed', () => {
  const auto = (num: bigint, den: bigint) => {
    const r = roundMagnitude(num, den, { kind: 'auto' });
    const p = roundedParts(r);
    return {
      text: p.integer + (p.fraction ? `.${p.fraction}` : '') + (p.exponent === null ? '' : `e${p.exponent}`),
      exact: r.exact,
    };
  };
  it('is 6 digits', () => expect(AUTO_SIGNIFICANT).toBe(6));
  it('72 °F in °C (200/9) is 22.2222, 2 km² in ft² is 21527821 (its integer digits kept)', () => {
    expect(auto(200n, 9n)).toEqual({ text: '22.2222', exact: false });
    // 2 km² = 2e6 m² and 1 ft² = 0.09290304 m².
    expect(auto(2_000_000n * 100_000_000n, 9_290_304n)).toEqual({ text: '21527821', exact: false });
  });
  it('keeps a shorter exact value whole, and never rounds a value away', () => {
    expect(auto(3048n, 1000n)).toEqual({ text: '3.048', exact: true });
    expect(auto(45359237n, 100000n)).toEqual({ text: '453.592', exact: false });
    expect(auto(125n, 201168000000000n)).toEqual({ text: '6.21371e-13', exact: false });
    expect(auto(1n, 1000000n)).toEqual({ text: '0.000001', exact: true });
    expect(auto(99999999999n, 100n)).toEqual({ text: '1000000000', exact: false });
    expect(auto(9999999999n, 1n)).toEqual({ text: '9999999999', exact: true });
    expect(auto(12345678901n, 1n)).toEqual({ text: '1.23457e10', exact: false });
    expect(auto(123456789n, 1n)).toEqual({ text: '123456789', exact: true });
    expect(auto(10n ** 15n, 1n)).toEqual({ text: '1e15', exact: true });
    expect(auto(94607304725808n * 10n ** 5n, 1n)).toEqual({ text: '9.46073e18', exact: false });
  });
});

describe('Auto on screen and in plain text, value by value', () => {
  // [value, on screen (grouped, × 10ⁿ), plain text (Copy: no grouping, e-notation), '=' or '≈']
  const cases: [string, string, string, '=' | '≈'][] = [
    ['200/9', '22.2222', '22.2222', '≈'], // 72 °F in °C
    ['-200/9', '-22.2222', '-22.2222', '≈'],
    ['828.0588278', '828.059', '828.059', '≈'],
    ['3.048', '3.048', '3.048', '='],
    ['0.1', '0.1', '0.1', '='],
    ['2.54', '2.54', '2.54', '='],
    ['453.59237', '453.592', '453.592', '≈'],
    ['1/3', '0.333333', '0.333333', '≈'],
    ['2/3', '0.666667', '0.666667', '≈'],
    ['-5/7', '-0.714286', '-0.714286', '≈'],
    ['12', '12', '12', '='],
    ['123456', '123,456', '123456', '='],
    ['1234567', '1,234,567', '1234567', '='],
    ['123456789', '123,456,789', '123456789', '='],
    ['21527820.83', '21,527,821', '21527821', '≈'], // 2 km² in ft²
    ['-48605035.04', '-48,605,035', '-48605035', '≈'],
    ['999999.7', '1,000,000', '1000000', '≈'], // rounds up to a new digit
    ['99999.97', '100,000', '100000', '≈'],
    ['9.999996', '10', '10', '≈'],
    ['0.9999996', '1', '1', '≈'],
    ['123456.5', '123,457', '123457', '≈'],
    ['0.000123456789', '0.000123457', '0.000123457', '≈'],
    ['0.000001', '0.000001', '0.000001', '='],
    ['0.00000099', '9.9 × 10⁻⁷', '9.9e-7', '='],
    ['1e-13', '1 × 10⁻¹³', '1e-13', '='],
    ['-1e-13', '-1 × 10⁻¹³', '-1e-13', '='],
    ['6.2137119223733e-13', '6.21371 × 10⁻¹³', '6.21371e-13', '≈'], // 1 nm in miles
    ['9.4607304725808e18', '9.46073 × 10¹⁸', '9.46073e18', '≈'], // a light-year in mm
    ['1.5e21', '1.5 × 10²¹', '1.5e21', '='],
    ['1e15', '1 × 10¹⁵', '1e15', '='],
    ['999999999999999.7', '1 × 10¹⁵', '1e15', '≈'],
    ['1234567890', '1,234,567,890', '1234567890', '='],
    ['123456789012345', '1.23457 × 10¹⁴', '1.23457e14', '≈'],
    ['3.2808398950131e400', '3.28084 × 10⁴⁰⁰', '3.28084e400', '≈'],
    ['0', '0', '0', '='],
  ];
  it.each(cases)('%s shows %s, copies %s, with %s', (value, screen, plain, sign) => {
    const x = parseExact(value)!;
    const shown = formatExact(x, { precision: AUTO, format: 'dot', grouping: true });
    expect(shown.text).toBe(screen);
    expect(equalsSign(shown)).toBe(sign);
    expect(formatExact(x, { precision: AUTO, format: 'dot', grouping: false }).text).toBe(plain);
    // A non-zero value never shows as 0.
    if (x.num !== 0n) expect(shown.text).toMatch(/[1-9]/);
  });
  it('copies the number the screen shows, as a spreadsheet reads it', () => {
    const superscript = '⁰¹²³⁴⁵⁶⁷⁸⁹';
    const screenNumber = (t: string) =>
      Number(
        t
          .replace(/,/g, '')
          .replace(
            / × 10(⁻?)(\S+)$/,
            (_m, minus: string, d: string) =>
              `e${minus ? '-' : ''}${[...d].map((c) => superscript.indexOf(c)).join('')}`,
          ),
      );
    for (const [, screen, plain] of cases) {
      expect(plain).toMatch(/^-?\d+(\.\d+)?(e-?\d+)?$/);
      expect(Number(plain)).toBe(screenNumber(screen));
    }
  });
});
