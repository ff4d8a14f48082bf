import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalExponent, doubleToFraction, pow10, roundScaled, roundedParts, roundedValue, type Rounded } from '../../src/core/decimalRounding';
import { exact, toNumber } from '../../src/core/rational';

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
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n }), (n, d) => {
        const e = decimalExponent(n, d);
        // 10^e ≤ n/d < 10^(e+1)
        const lowOk = e >= 0 ? n >= d * 10n ** BigInt(e) : n * 10n ** BigInt(-e) >= d;
        const highOk = e + 1 >= 0 ? n < d * 10n ** BigInt(e + 1) : n * 10n ** BigInt(-(e + 1)) < d;
        return lowOk && highOk;
      }),
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
    const r = (o: Partial<Rounded>): Rounded => ({ digits: 0n, places: 0, scientific: false, keepZeros: false, exact: true, ...o });
    expect(roundedParts(r({ digits: 31400n, places: 4 }))).toEqual({ integer: '3', fraction: '14', exponent: null });
    expect(roundedParts(r({ digits: 31400n, places: 4, keepZeros: true }))).toEqual({ integer: '3', fraction: '1400', exponent: null });
    expect(roundedParts(r({ digits: 5n, places: 3 }))).toEqual({ integer: '0', fraction: '005', exponent: null });
    expect(roundedParts(r({ digits: 123n, places: -3 }))).toEqual({ integer: '123000', fraction: '', exponent: null });
    expect(roundedParts(r({ digits: 6213711922n, places: 22, scientific: true }))).toEqual({ integer: '6', fraction: '213711922', exponent: -13 });
    expect(roundedParts(r({ digits: 1500n, places: -18, scientific: true }))).toEqual({ integer: '1', fraction: '5', exponent: 21 });
    expect(roundedValue(r({ digits: 123n, places: -3 }))).toEqual({ num: 123000n, den: 1n });
    expect(roundedValue(r({ digits: 5n, places: 3 }))).toEqual({ num: 5n, den: 1000n });
  });
});
