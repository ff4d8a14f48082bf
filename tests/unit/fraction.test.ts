import { describe, expect, it } from 'vitest';
import { continuedFraction, pairPageFraction, quickFormFraction, simpleConverterFraction } from '../../src/core/fraction';

describe('fractions', () => {
  it('simple converter: halves, quarters and eighths within 0.01', () => {
    expect(simpleConverterFraction(2.5)).toBe('2 1/2');
    expect(simpleConverterFraction(0.254)).toBe('1/4');
    expect(simpleConverterFraction(3.874)).toBe('3 7/8');
    expect(simpleConverterFraction(4)).toBe('');
  });
  it('simple converter: otherwise a continued fraction within 1e-6 relative', () => {
    expect(simpleConverterFraction(3.937007874015748)).toBe('500/127');
    expect(simpleConverterFraction(1 / 3)).toBe('1/3');
    expect(continuedFraction(Math.PI)).toEqual([355, 113]);
  });
  it('quick-convert form: denominator ≤ 16, fractional part in (0.001, 1), whole part only if > 0', () => {
    expect(quickFormFraction(3.937007874)).toBe('3 15/16');
    expect(quickFormFraction(0.3333)).toBe('1/3');
    expect(quickFormFraction(2.0005)).toBe('');
    expect(quickFormFraction(5)).toBe('');
    expect(quickFormFraction(0.99999)).toBe('');
  });
  it('pair page: 1/4, 1/2, 3/4, 1/8, 15/16 within 0.01 as "whole n/d"', () => {
    expect(pairPageFraction(3.937007874)).toBe('3 15/16');
    expect(pairPageFraction(10.5)).toBe('10 1/2');
    expect(pairPageFraction(0.125)).toBe('1/8');
    expect(pairPageFraction(3.3)).toBe('');
  });
});
