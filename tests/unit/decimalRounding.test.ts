import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTO_SIGNIFICANT, decimalExponent, doubleToFraction, pow10, roundMagnitude, roundScaled, roundedParts, roundedValue, type Rounded } from '../../src/core/decimalRounding';
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

describe('Auto: at most 10 significant digits, trailing zeros trimmed', () => {
  const auto = (num: bigint, den: bigint) => {
    const r = roundMagnitude(num, den, { kind: 'auto' });
    const p = roundedParts(r);
    return { text: p.integer + (p.fraction ? `.${p.fraction}` : '') + (p.exponent === null ? '' : `e${p.exponent}`), exact: r.exact };
  };
  it('is 10 digits', () => expect(AUTO_SIGNIFICANT).toBe(10));
  it('72 °F in °C (200/9) is 22.22222222, 2 km² in ft² is 21527820.83', () => {
    expect(auto(200n, 9n)).toEqual({ text: '22.22222222', exact: false });
    // 2 km² = 2e6 m² and 1 ft² = 0.09290304 m².
    expect(auto(2_000_000n * 100_000_000n, 9_290_304n)).toEqual({ text: '21527820.83', exact: false });
  });
  it('keeps a shorter exact value whole, and never rounds a value away', () => {
    expect(auto(3048n, 1000n)).toEqual({ text: '3.048', exact: true });
    expect(auto(45359237n, 100000n)).toEqual({ text: '453.59237', exact: true });
    expect(auto(125n, 201168000000000n)).toEqual({ text: '6.213711922e-13', exact: false });
    expect(auto(1n, 1000000n)).toEqual({ text: '0.000001', exact: true });
    expect(auto(99999999999n, 10n)).toEqual({ text: '10000000000', exact: false });
    expect(auto(10n ** 15n, 1n)).toEqual({ text: '1e15', exact: true });
  });
});
