import { describe, expect, it } from 'vitest';
import {
  DENOMINATOR_CHOICES,
  DISPLAY_SUMMARY,
  FORMAT_CHOICES,
  PRECISION_CHOICES,
  displaySummary,
  type DisplaySettings,
} from '../../src/core/displayChoices';
import {
  isNumberFormatId,
  NUMBER_FORMATS,
  parsePrecisionCode,
  precisionCode,
} from '../../src/core/numberFormat';
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
    for (const c of FORMAT_CHOICES)
      expect(isNumberFormatId(c.value) && c.label === NUMBER_FORMATS[c.value].label).toBe(true);
  });
  it("offer the composition's own (Auto), decimals and the tape-measure fractions 1/2 … 1/64, each one the preferences keep", () => {
    expect(DENOMINATOR_CHOICES.map((c) => c.value)).toEqual(['0', '1', '2', '4', '8', '16', '32', '64']);
    expect(DENOMINATOR_CHOICES.slice(0, 2).map((c) => c.label)).toEqual(['Auto', 'Decimals']);
    const base = { ...defaultPrefs('en'), denominator: 4 };
    for (const c of DENOMINATOR_CHOICES)
      expect(mergePrefs(base, { den: c.value }).denominator).toBe(Number(c.value));
  });
});

describe('the folded display options', () => {
  const settings = (over: Partial<DisplaySettings> = {}): DisplaySettings => ({
    precision: { kind: 'auto' },
    format: 'dot',
    mixed: null,
    denominator: 0,
    ...over,
  });
  it("keep their title at the default settings, the language's own format included", () => {
    expect(DISPLAY_SUMMARY).toBe('Precision and number format');
    expect(displaySummary(settings(), 'dot')).toBe(DISPLAY_SUMMARY);
    expect(displaySummary(settings({ format: 'comma' }), 'comma')).toBe(DISPLAY_SUMMARY);
    expect(displaySummary(settings({ format: 'comma' }), null)).toBe(DISPLAY_SUMMARY);
    // A denominator without a composition that applies changes no answer.
    expect(displaySummary(settings({ denominator: 8 }), 'dot')).toBe(DISPLAY_SUMMARY);
  });
  it('name each setting that differs, so a visitor sees why answers look rounded', () => {
    expect(displaySummary(settings({ precision: { kind: 'significant', digits: 3 } }), 'dot')).toBe(
      'Display · 3 significant figures',
    );
    expect(displaySummary(settings({ precision: { kind: 'significant', digits: 1 } }), 'dot')).toBe(
      'Display · 1 significant figure',
    );
    expect(
      displaySummary(settings({ precision: { kind: 'decimals', decimals: 2 }, format: 'comma' }), 'dot'),
    ).toBe('Display · 2 decimal places · 1.234,5');
    expect(displaySummary(settings({ format: 'dot' }), 'comma')).toBe('Display · 1,234.5');
    expect(displaySummary(settings({ mixed: ['ft', 'in'] }), 'dot')).toBe('Display · ft + in');
    expect(displaySummary(settings({ mixed: ['ft', 'in'], denominator: 8 }), 'dot')).toBe(
      'Display · ft + in · Nearest 1/8',
    );
    expect(displaySummary(settings({ mixed: ['ft', 'in'], denominator: 1 }), 'dot')).toBe(
      'Display · ft + in · Decimals',
    );
  });
});
