import { describe, expect, it } from 'vitest';
import { exactNumberText, significant } from '../../src/core/numberText';
import { approximate, exact, fromRatioString } from '../../src/core/rational';

describe('numbers in formulas', () => {
  it('writes exact decimals, fractions, π and approximations', () => {
    expect(exactNumberText(fromRatioString('127/50'))).toEqual({ text: '2.54', exact: true, tidy: true });
    expect(exactNumberText(fromRatioString('50/127'))).toMatchObject({ text: '50/127', tidy: false });
    expect(exactNumberText(fromRatioString('1/1000000000'))).toMatchObject({ text: '1e-9', tidy: true });
    expect(exactNumberText(fromRatioString('1000000000000000000000'))).toMatchObject({ text: '1e21', tidy: true });
    expect(exactNumberText(fromRatioString('1/180·π')).text).toBe('π/180');
    expect(significant(exact(1n, 3n))).toBe('0.3333333333');
    // The exact value, not its double: a US gill is 0.11829411825 L, whose double lies below the half.
    expect(significant(exact(11829411825n, 100000000000n))).toBe('0.1182941183');
    expect(significant(approximate(1.0570008340246154e-16)!)).toBe('1.057000834e-16');
  });
});
