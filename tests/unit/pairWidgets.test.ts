import { describe, expect, it } from 'vitest';
import { getCategory } from '../../src/build-time/catalog';
import { pairPageCompute, pairPageView, quickFormView, simpleView } from '../../src/core/pairWidgets';
import { pairConversion } from '../../src/core/conversion';
import { unitPair as pair } from './unitPair';

const cmIn = pair('length', 'centimeter', 'inch');
const mpgToL = pair('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer');

describe('widget behaviour (shared by the page and its script)', () => {
  const conv = pairConversion(cmIn.from, cmIn.to);
  const names = { fromOne: 'centimeter', fromMany: 'centimeters', toOne: 'inch', toMany: 'inches' };
  it('pair page: default 10, 9 decimals, fraction, clear, silent invalid input', () => {
    expect(pairPageView(pairPageCompute(conv, '10')!, names)).toEqual({
      to: '3.937007874', fraction: '3 15/16', line: 'Result: 10 centimeters = 3.937007874 inches OR 3 15/16 inches',
    });
    expect(pairPageCompute(conv, 'abc')).toBeUndefined();
    expect(pairPageView(null, names)).toEqual({ to: '0', fraction: '', line: '' });
    expect(pairPageView(pairPageCompute(conv, '2.54')!, names).line).toBe('Result: 2.54 centimeters = 1 inch');
    const reciprocal = pairConversion(mpgToL.from, mpgToL.to);
    expect(pairPageView(pairPageCompute(reciprocal, '0')!, names)).toEqual({ to: '', fraction: '', line: '' });
  });
  it('quick form: 9 decimals, the form’s fraction rule, invalid or empty input clears', () => {
    expect(quickFormView(conv, '10', 'centimeter', 'inch')).toEqual({
      to: '3.937007874', fraction: '3 15/16', line: 'Result: 10 centimeter = 3.937007874 inch OR 3 15/16 inch',
    });
    expect(quickFormView(conv, '  ', 'a', 'b')).toEqual({ to: '', fraction: '', line: '' });
    expect(quickFormView(conv, '1e', 'a', 'b')).toEqual({ to: '', fraction: '', line: '' });
  });
  it('simple converter: 8 decimals, sentence with the fraction, 0 and no sentence for text', () => {
    const units = cmIn.category.units;
    expect(simpleView(units, 'centimeter', 'inch', '1')).toEqual({ result: '0.39370079', sentence: '1 centimeter = 0.39370079 (50/127) inch' });
    expect(simpleView(units, 'inch', 'centimeter', '1')).toEqual({ result: '2.54', sentence: '1 inch = 2.54 (127/50) centimeter' });
    expect(simpleView(units, 'centimeter', 'inch', 'x')).toEqual({ result: '0', sentence: '' });
    const t = getCategory('temperature')!.units;
    expect(simpleView(t, 'celsius', 'fahrenheit', '100').result).toBe('212');
  });
});
