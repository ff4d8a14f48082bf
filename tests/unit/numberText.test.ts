import { describe, expect, it } from 'vitest';
import { exactNumberText, significant } from '../../src/core/numberText';
import { approximate, exact, fromRatioString } from '../../src/core/rational';

describe('numbers in formulas', () => {
  it('writes exact decimals, fractions, π and approximations', () => {
    expect(exactNumberText(fromRatioString('127/50'))).toEqual({ text: '2.54', exact: true, tidy: true });
    expect(exactNumberText(fromRatioString('50/127'))).toMatchObject({ text: '50/127', tidy: false });
    expect(exactNumberText(fromRatioString('1/1000000000'))).toMatchObject({ text: '10⁻⁹', tidy: true });
    expect(exactNumberText(fromRatioString('1000000000000000000000'))).toMatchObject({
      text: '10²¹',
      tidy: true,
    });
    expect(exactNumberText(fromRatioString('-25/10000000000'))).toMatchObject({
      text: '-2.5 × 10⁻⁹',
      tidy: true,
    });
    expect(exactNumberText(fromRatioString('1/180·π')).text).toBe('π/180');
    expect(significant(exact(1n, 3n))).toBe('0.333333');
    expect(significant(exact(1n, 3n), 10)).toBe('0.3333333333');
    expect(significant(exact(2_000_000_000n, 9n))).toBe('222222222');
    expect(significant(exact(2_000_000_000_000n, 9n))).toBe('2.22222 × 10¹¹');
    // The exact value, not its double: the double of 0.1182945 lies below the half.
    expect(significant(exact(1182945n, 10000000n))).toBe('0.118295');
    expect(significant(approximate(1.0570008340246154e-16)!)).toBe('1.057 × 10⁻¹⁶');
    expect(significant(exact(-1n, 30000000n))).toBe('-3.33333 × 10⁻⁸');
  });
});
