import { describe, expect, it } from 'vitest';
import { calculatedView } from '../../src/core/calculatedView';
import { answerView, type AnswerInput } from '../../src/core/answerView';
import { AUTO } from '../../src/core/numberFormat';
import { parseQuantity } from '../../src/core/quantity';
import { convertTyped, readTyped, showResult } from '../../src/core/quantityResult';
import { exact } from '../../src/core/rational';
import { unitPair as pair } from './unitPair';

/** The answer for text typed in a pair's From box, as the converter computes its inputs. */
function viewOf(p: ReturnType<typeof pair>, text: string, over: Partial<AnswerInput> = {}) {
  const typed = readTyped(text, p.from, p.category.units, 'dot', parseQuantity);
  const exactResult = typed.kind === 'value' ? convertTyped(typed.value, typed.unit, p.to) : null;
  const shown =
    exactResult === null ? null : showResult(exactResult, p.to, { precision: AUTO, format: 'dot' });
  const fromValue = typed.kind === 'value' ? typed.value : exact(0n);
  return answerView({
    from: p.from,
    to: p.to,
    typed,
    amount: null,
    exactResult,
    shown,
    error: false,
    fromValue,
    prefs: { precision: AUTO, format: 'dot' },
    exactView: false,
    ...over,
  });
}
const sentence = (v: ReturnType<typeof viewOf>) => `${v.lead}${v.result}${v.unit}`;

describe('the answer view', () => {
  it('a rounded answer: ≈, Exact offered, Copy the plain number and symbol, no one-unit line on offset scales', () => {
    const v = viewOf(pair('temperature', 'fahrenheit', 'celsius'), '72');
    expect(sentence(v)).toBe('72 °F ≈ 22.2222 °C');
    expect(v).toMatchObject({
      sentence: true,
      canBeExact: true,
      copy: '22.2222 °C',
      copyDisabled: false,
      unitLine: null,
      facts: true,
      fraction: '',
      hint: '',
    });
  });

  it('the Exact view shows the exact value with =, and Copy copies it', () => {
    const v = viewOf(pair('temperature', 'fahrenheit', 'celsius'), '72', { exactView: true });
    expect(sentence(v)).toBe('72 °F = 22 2/9 °C');
    expect(v.copy).toBe('22 2/9 °C');
  });

  it('an exact answer: =, nothing more to show', () => {
    const v = viewOf(pair('length', 'foot', 'meter'), '10');
    expect(sentence(v)).toBe('10 ft = 3.048 m');
    expect(v.canBeExact).toBe(false);
    expect(v.unitLine).toEqual({ lead: '1 foot = ', number: '0.3048', word: ' meters' });
  });

  it('a unit measured in fractions gets the nearest fraction beside a rounded answer, a metric one never', () => {
    expect(viewOf(pair('length', 'centimeter', 'inch'), '10').fraction).toBe('≈ 3 15/16 in');
    expect(viewOf(pair('length', 'inch', 'centimeter'), '1.3').fraction).toBe('');
  });

  it('an answer that is exactly a simple fraction shows it too; an exact answer never gets an approximate one', () => {
    const cmIn = pair('length', 'centimeter', 'inch');
    const v = viewOf(cmIn, '6.35');
    expect(sentence(v)).toBe('6.35 cm = 2.5 in');
    expect(v.fraction).toBe('= 2 1/2 in');
    expect(viewOf(cmIn, '1.27').fraction).toBe('= 1/2 in');
    expect(viewOf(cmIn, '0.9525').fraction).toBe('= 3/8 in');
    expect(viewOf(cmIn, '2.54').fraction).toBe(''); // 1 in: a whole number
    expect(viewOf(cmIn, '7.9502').fraction).toBe(''); // 3.13 in exactly: only near 3 1/8
    expect(viewOf(pair('length', 'inch', 'centimeter'), '1').fraction).toBe(''); // 2.54 cm: metric
  });

  it('a chosen precision rounds the answer, never the one-unit line', () => {
    const ftCm = pair('length', 'foot', 'centimeter');
    const s3 = { kind: 'significant', digits: 3 } as const;
    const typed = readTyped('10', ftCm.from, ftCm.category.units, 'dot', parseQuantity);
    const exactResult = typed.kind === 'value' ? convertTyped(typed.value, typed.unit, ftCm.to) : null;
    const shown = showResult(exactResult!, ftCm.to, { precision: s3, format: 'dot' });
    const v = viewOf(ftCm, '10', { shown, prefs: { precision: s3, format: 'dot' } });
    expect(sentence(v)).toBe('10 ft ≈ 305 cm');
    expect(v.unitLine).toEqual({ lead: '1 foot = ', number: '30.48', word: ' centimeters' });
    const inM = pair('length', 'inch', 'meter');
    const d1 = { kind: 'decimals', decimals: 1 } as const;
    expect(viewOf(inM, '1', { prefs: { precision: d1, format: 'comma' } }).unitLine).toEqual({
      lead: '1 inch = ',
      number: '0,0254',
      word: ' meters',
    });
  });

  it('an empty box asks for a value and has nothing to copy', () => {
    const v = viewOf(pair('length', 'foot', 'meter'), '');
    expect(v).toMatchObject({
      lead: '',
      result: '',
      unit: '',
      hint: 'Enter a value to convert',
      copyDisabled: true,
      sentence: false,
    });
  });

  it('a typed amount is echoed with its digits, only the result is rounded', () => {
    expect(sentence(viewOf(pair('length', 'meter', 'foot'), '9.290304'))).toBe('9.290304 m = 30.48 ft');
    expect(sentence(viewOf(pair('length', 'foot', 'meter'), '1234567.891'))).toBe(
      '1,234,567.891 ft ≈ 376,296 m',
    );
  });

  it('a typed amount with its units is shown as typed', () => {
    const v = viewOf(pair('length', 'foot', 'centimeter'), '5 ft 3 in', { amount: '5 ft 3 in' });
    expect(sentence(v)).toBe('5 ft 3 in = 160.02 cm');
  });

  it('0 in a reciprocal pair has no finite value, and says so', () => {
    const v = viewOf(pair('fuel_consumption', 'liter_per_100_kilometer', 'kilometer_per_liter'), '0');
    expect(v.result).toBe('No finite value');
    expect(v.sentence).toBe(false);
    expect(v.noFiniteNote).toBe('0 liters per 100 kilometers has no finite value in kilometers per liter.');
    expect(v.copyDisabled).toBe(true);
  });

  it('a pair that cannot convert shows no number and no facts', () => {
    const v = viewOf(pair('length', 'foot', 'meter'), '10', { error: true });
    expect(v).toMatchObject({
      result: '',
      hint: 'No result',
      copyDisabled: true,
      facts: false,
      sentence: false,
    });
  });

  it('below absolute zero, the note says so', () => {
    expect(viewOf(pair('temperature', 'kelvin', 'celsius'), '-5').coldNote).toMatch(/below absolute zero/);
    expect(viewOf(pair('temperature', 'kelvin', 'celsius'), '5').coldNote).toBeNull();
  });

  it('a calculated answer: the amount as typed, its number and last unit set apart, Copy the answer, no facts of a pair', () => {
    const calculated = { amount: '1 kWh / 100 km', text: '16.0934 Wh/mi', unit: ' Wh/mi', exact: false };
    const v = calculatedView(calculated);
    expect([v.lead, v.result, v.unit]).toEqual(['1 kWh / 100 km ≈ ', '16.0934', ' Wh/mi']);
    expect(v).toMatchObject({
      copy: '16.0934 Wh/mi',
      canBeExact: false,
      facts: false,
      fraction: '',
      hint: '',
    });
    const angle = { amount: '12.5°', text: '12° 30′ 0″', unit: '″', exact: true };
    expect(sentence(calculatedView(angle))).toBe('12.5° = 12° 30′ 0″');
  });
});
