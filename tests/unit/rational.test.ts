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
