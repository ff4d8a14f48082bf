import { describe, expect, it } from 'vitest';
import { DENOMINATOR_CHOICES, FORMAT_CHOICES, PRECISION_CHOICES } from '../../src/core/displayChoices';
import { isNumberFormatId, NUMBER_FORMATS, parsePrecisionCode, precisionCode } from '../../src/core/numberFormat';
import { defaultPrefs, mergePrefs } from '../../src/browser/displayPrefs';

describe('display choices', () => {
  it('offer Auto, 1–15 significant figures and 0–12 decimals, each a code the preferences accept', () => {
    const values = PRECISION_CHOICES.flatMap((g) => g.choices.map((c) => c.value));
    expect(values).toHaveLength(1 + 15 + 13);
    expect(values[0]).toBe('auto');
    for (const value of values) {
      const p = parsePrecisionCode(value);
      expect(p, value).not.toBeNull();
      expect(precisionCode(p!)).toBe(value);
    }
    expect(PRECISION_CHOICES[1]!.choices[0]).toEqual({ value: 's1', label: '1 significant figure' });
    expect(PRECISION_CHOICES[2]!.choices.at(-1)).toEqual({ value: 'd12', label: '12 decimal places' });
  });
  it('offer every number format by its own example', () => {
    expect(FORMAT_CHOICES.map((c) => c.value)).toEqual(Object.keys(NUMBER_FORMATS));
    for (const c of FORMAT_CHOICES) expect(isNumberFormatId(c.value) && c.label === NUMBER_FORMATS[c.value].label).toBe(true);
  });
  it('offer the composition\'s own (Auto), decimals and the tape-measure fractions 1/2 … 1/64, each one the preferences keep', () => {
    expect(DENOMINATOR_CHOICES.map((c) => c.value)).toEqual(['0', '1', '2', '4', '8', '16', '32', '64']);
    expect(DENOMINATOR_CHOICES.slice(0, 2).map((c) => c.label)).toEqual(['Auto', 'Decimals']);
    const base = { ...defaultPrefs('en'), denominator: 4 };
    for (const c of DENOMINATOR_CHOICES) expect(mergePrefs(base, { den: c.value }).denominator).toBe(Number(c.value));
  });
});
