import { describe, expect, it } from 'vitest';
import {
  fractionText,
  honestFraction,
  nearestFraction,
  pairPageFraction,
  quickFormFraction,
  simpleConverterFraction,
  simplestFraction,
  type NearestFraction,
} from '../../src/core/fraction';
import { exact, fromRatioString, type Exact } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';

const x = (text: string): Exact => parseExact(text)!;
const text = (f: NearestFraction | null) => (f ? fractionText(f) : '');

describe('fractions, over exact values', () => {
  it('simple converter: halves, quarters and eighths within 0.01', () => {
    expect(text(simpleConverterFraction(x('2.5')))).toBe('2 1/2');
    expect(text(simpleConverterFraction(x('0.254')))).toBe('1/4');
    expect(text(simpleConverterFraction(x('3.874')))).toBe('3 7/8');
    expect(text(simpleConverterFraction(x('-3.874')))).toBe('-3 7/8');
    expect(simpleConverterFraction(x('4'))).toBeNull();
  });
  it('simple converter: otherwise the simplest fraction within 1e-6 relative, written improper', () => {
    expect(text(simpleConverterFraction(exact(500n, 127n)))).toBe('500/127');
    expect(text(simpleConverterFraction(x('3.937007874')))).toBe('500/127');
    expect(text(simpleConverterFraction(exact(1n, 3n)))).toBe('1/3');
    expect(text(simplestFraction(fromRatioString('1·π'), exact(1n, 1_000_000n), 1_000_000n))).toBe(
      '3 16/113',
    );
  });
  it('quick-convert form: denominator ≤ 16, fractional part in (0.001, 1), whole part only if > 0', () => {
    expect(text(quickFormFraction(x('3.937007874')))).toBe('3 15/16');
    expect(text(quickFormFraction(x('0.3333')))).toBe('1/3');
    expect(quickFormFraction(x('2.0005'))).toBeNull();
    expect(quickFormFraction(x('5'))).toBeNull();
    expect(quickFormFraction(x('0.99999'))).toBeNull();
  });
  it('pair page: 1/4, 1/2, 3/4, 1/8, 15/16 within 0.01 as "whole n/d"', () => {
    expect(text(pairPageFraction(x('3.937007874')))).toBe('3 15/16');
    expect(text(pairPageFraction(x('10.5')))).toBe('10 1/2');
    expect(text(pairPageFraction(x('0.125')))).toBe('1/8');
    expect(pairPageFraction(x('3.3'))).toBeNull();
  });
  it('pair page: exactly sixteenths means the nearest fraction over 16 is the value itself, for every n/d', () => {
    for (let d = 1n; d <= 64n; d++) {
      for (let n = -130n; n <= 130n; n++) {
        const value = exact(n, d);
        const nearest = nearestFraction(value, 16);
        const sixteenths = nearest.exact && nearest.num !== 0n && 16n % nearest.den === 0n;
        const f = pairPageFraction(value);
        if (sixteenths) expect(f, `${n}/${d}`).toEqual(nearest);
        else expect(f?.exact ?? false, `${n}/${d}`).toBe(false);
      }
    }
    expect(pairPageFraction(fromRatioString('1·π'))?.exact).not.toBe(true);
  });
  it('pair page: a value that is exactly whole sixteenths is its own fraction; a whole number has none', () => {
    expect(pairPageFraction(x('2.5'))).toEqual({ negative: false, whole: 2n, num: 1n, den: 2n, exact: true });
    expect(honestFraction(pairPageFraction(x('0.375'))!)).toBe('= 3/8');
    expect(honestFraction(pairPageFraction(x('5.6875'))!)).toBe('= 5 11/16');
    expect(honestFraction(pairPageFraction(x('-1.25'))!)).toBe('= -1 1/4');
    // Not sixteenths: 0.38 is no listed fraction, 3.13 is only near 3 1/8.
    expect(pairPageFraction(x('0.38'))).toBeNull();
    expect(pairPageFraction(x('0.3'))).toBeNull();
    expect(honestFraction(pairPageFraction(x('3.13'))!)).toBe('≈ 3 1/8');
    expect(pairPageFraction(x('4'))).toBeNull();
    expect(pairPageFraction(fromRatioString('1/2·π'))?.exact).not.toBe(true);
  });
  it('each fraction knows whether it is the value: = or ≈, never read back from its text', () => {
    expect(honestFraction(pairPageFraction(x('10.5'))!)).toBe('= 10 1/2');
    expect(honestFraction(pairPageFraction(x('3.937007874'))!)).toBe('≈ 3 15/16');
    expect(honestFraction(simpleConverterFraction(exact(500n, 127n))!)).toBe('= 500/127');
    expect(honestFraction(quickFormFraction(fromRatioString('1·π'))!)).toBe('≈ 3 1/7');
  });
});
