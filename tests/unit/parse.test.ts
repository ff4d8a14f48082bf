import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuantityInput } from '../../src/core/parse';

describe('parseQuantityInput', () => {
  it.each([
    ['1234.5', 1234.5], ['1,234.5', 1234.5], ['1,234', 1234], ['1,234,567', 1234567], ['1.5e3', 1500], ['-3', -3], ['+3', 3],
    ['\u22123', -3], ['.5', 0.5], ['1/2', 0.5], ['1 1/2', 1.5], ['-1 1/2', -1.5], ['2,5', 2.5], ['12,50', 12.5], ['  7  ', 7],
    ['١٢', 12], ['-0', 0], ['0', 0], ['5.', 5],
  ])('reads %j as %d', (text, value) => {
    expect(parseQuantityInput(text)).toBe(value);
  });
  it.each(['', ' ', 'abc', '1e', '--5', '1/0', '1e400', '-1e400', 'NaN', 'Infinity', '1,2,3', '1..2', '0x10', '1 2', '5 kg', '1/2/3'])('rejects %j', (text) => {
    expect(parseQuantityInput(text)).toBeNull();
  });
  it('never throws and never yields NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d.,eE+\-\s/]{0,12}$/)), (s) => {
        const v = parseQuantityInput(s);
        return v === null || (Number.isFinite(v) && !Object.is(v, -0));
      }),
      { numRuns: 5000 },
    );
  });
});
