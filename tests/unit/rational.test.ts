import { describe, expect, it } from 'vitest';
import { div, fromRatioString, mul, toNumber, toRatioString, PI, exact } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';

describe('exact rationals', () => {
  it('parses decimals, exponents and fractions exactly', () => {
    expect(toRatioString(parseExact('0.0254')!)).toBe('127/5000');
    expect(toRatioString(parseExact('1e-3')!)).toBe('1/1000');
    expect(toRatioString(parseExact('101325/760')!)).toBe('20265/152');
    expect(toRatioString(parseExact('1055.05585262')!)).toBe('52752792631/50000000');
    expect(parseExact('abc')).toBeNull();
    expect(parseExact('1/0')).toBeNull();
  });
  it('rounds to a double once: 1 inch / 1 cm is 2.54, 1 cm / 1 inch is 50/127', () => {
    const inch = parseExact('0.0254')!;
    const cm = parseExact('0.01')!;
    expect(toNumber(div(inch, cm))).toBe(2.54);
    expect(toNumber(div(cm, inch))).toBe(50 / 127);
    expect(toNumber(parseExact('0.1')!)).toBe(0.1);
  });
  it('rounds to the double nearest the exact quotient, with terms of any size', () => {
    // The oracle: the quotient to 40 digits, read once by the number parser.
    const nearest = (num: bigint, den: bigint) => Number(`${(num * 10n ** 40n) / den}e-40`);
    let seed = 20261130;
    const next = (bits: number) => {
      let out = 0n;
      for (let i = 0; i < bits; i += 16) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        out = (out << 16n) | BigInt(seed >> 15);
      }
      return (out % 2n ** BigInt(bits)) + 1n;
    };
    for (const bits of [8, 30, 52, 53, 54, 70]) {
      for (let i = 0; i < 200; i++) {
        const [num, den] = [next(bits), next(Math.max(8, bits - 10))];
        expect(toNumber(exact(num, den)), `${num}/${den}`).toBe(nearest(num, den));
        expect(toNumber(exact(-num, den))).toBe(-nearest(num, den));
      }
    }
    expect(toNumber(exact(2n ** 53n + 1n, 1n))).toBe(2 ** 53);
    expect(toNumber(exact(2n ** 53n, 3n))).toBe(Number(2n ** 53n) / 3);
  });
  it('keeps π symbolic so degree → arcminute is exactly 60', () => {
    const degree = mul(exact(1n, 180n), PI);
    const arcminute = mul(exact(1n, 10800n), PI);
    expect(toRatioString(div(degree, arcminute))).toBe('60');
    expect(toNumber(degree)).toBeCloseTo(Math.PI / 180, 15);
  });
  it('round-trips the ratio-string exchange form', () => {
    for (const s of ['127/5000', '-3', '1/180·π', '2·π^2', '0'])
      expect(toRatioString(fromRatioString(s))).toBe(s);
  });
});
