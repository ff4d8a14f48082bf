import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundResult } from '../../src/core/format';
import { AUTO, formatDouble } from '../../src/core/numberFormat';

/** What a double shows under Auto (no grouping). */
const shownAuto = (x: number) => formatDouble(x, { precision: AUTO, format: 'dot', grouping: false }).text;

describe('result rounding, and how Auto shows doubles', () => {
  it('rounds to 10 significant digits and trims zeros', () => {
    expect(shownAuto(3.937007874015748)).toBe('3.937007874');
    expect(shownAuto(0.30000000000000004)).toBe('0.3');
    expect(shownAuto(2.5399999999999996)).toBe('2.54');
    expect(shownAuto(100)).toBe('100');
    expect(shownAuto(-0)).toBe('0');
    expect(roundResult(1 / 3, 10)).toBe(0.3333333333);
  });
  it('never erases a small value: 1 nm in miles keeps 10 significant digits', () => {
    const nmInMiles = 1e-9 / 1609.344;
    expect(shownAuto(nmInMiles)).toBe('6.213711922e-13');
    expect(roundResult(nmInMiles, 10)).toBe(6.213711922e-13);
    expect(shownAuto(0.0000123456789)).toBe('0.0000123456789');
    expect(shownAuto(0.00000123456789)).toBe('0.00000123456789');
    expect(shownAuto(0.000000123456789)).toBe('1.23456789e-7');
  });
  it('switches huge values to scientific notation', () => {
    expect(shownAuto(1.5e21)).toBe('1.5e21');
    expect(shownAuto(1.2345678901234568e20)).toBe('1.23456789e20');
    expect(shownAuto(123456789012345)).toBe('123456789000000');
  });
  it('always prints a finite number for finite input', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const s = shownAuto(x);
        return /^-?\d+(\.\d+)?(e-?\d+)?$/.test(s) && Number.isFinite(roundResult(x, 10));
      }),
      { numRuns: 5000 },
    );
  });
});
