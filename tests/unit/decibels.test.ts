/**
 * Levels in decibels (kind: logarithmic): a level is logFactor × log₁₀ of an amount over its
 * reference, so it converts exactly only at whole powers of ten (0 dBm = 1 mW, 1 W = 30 dBm);
 * elsewhere the answer is rounded and says so, and levels do not add as numbers.
 */
import { describe, expect, it } from 'vitest';
import { answerView } from '../../src/core/answerView';
import { convertExact, pairConversion } from '../../src/core/conversion';
import { AUTO, exactDigits, formatExact } from '../../src/core/numberFormat';
import { pairFormula, tableInputs } from '../../src/core/pairFormula';
import { parseQuantity } from '../../src/core/quantity';
import { categoryMessage } from '../../src/core/quantityMessages';
import { convertTyped, readTyped, showResult } from '../../src/core/quantityResult';
import { exact, toNumber } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';
import { unitPair } from './unitPair';

const options = { precision: AUTO, format: 'dot' as const, grouping: true };

/** '3 dBm' → '≈ 1.99526 mW': the shown answer with its sign. */
function converted(category: string, from: string, to: string, value: string): string {
  const p = unitPair(category, from, to);
  const y = convertExact(pairConversion(p.from, p.to), parseExact(value)!);
  if (y === null) return 'none';
  const shown = formatExact(y, options);
  return `${shown.exact ? '=' : '≈'} ${shown.text} ${p.to.symbol}`;
}

describe('levels in decibels', () => {
  it('are exact at whole powers of ten', () => {
    expect(converted('power_level', 'decibel_milliwatt', 'milliwatt', '0')).toBe('= 1 mW');
    expect(converted('power_level', 'decibel_milliwatt', 'milliwatt', '-30')).toBe('= 0.001 mW');
    expect(converted('power_level', 'watt', 'decibel_milliwatt', '1')).toBe('= 30 dBm');
    expect(converted('power_level', 'watt', 'decibel_watt', '1000')).toBe('= 30 dBW');
    expect(converted('sound_pressure_level', 'micropascal', 'decibel_spl', '20')).toBe('= 0 dB SPL');
  });

  it('are rounded elsewhere, with ≈ and no exact digits to offer', () => {
    expect(converted('power_level', 'decibel_milliwatt', 'milliwatt', '3')).toBe('≈ 1.99526 mW');
    expect(converted('power_level', 'watt', 'decibel_milliwatt', '2')).toBe('≈ 33.0103 dBm');
    expect(converted('sound_pressure_level', 'decibel_spl', 'pascal', '94')).toBe('≈ 1.00237 Pa');
    expect(converted('sound_pressure_level', 'pascal', 'decibel_spl', '1')).toBe('≈ 93.9794 dB SPL');
    const p = unitPair('power_level', 'decibel_milliwatt', 'milliwatt');
    expect(exactDigits(convertExact(pairConversion(p.from, p.to), parseExact('3')!)!, options)).toBeNull();
  });

  it('between two levels shift by the ratio of their references', () => {
    expect(converted('power_level', 'decibel_milliwatt', 'decibel_watt', '0')).toBe('= -30 dBW');
    expect(converted('power_level', 'decibel_watt', 'decibel_milliwatt', '3.5')).toBe('= 33.5 dBm');
  });

  it('have no value for no power or a negative one', () => {
    expect(converted('power_level', 'milliwatt', 'decibel_milliwatt', '0')).toBe('none');
    expect(converted('power_level', 'milliwatt', 'decibel_milliwatt', '-1')).toBe('none');
  });

  it('agree with 10^(L/10) and 20·log₁₀ to the last shown digit', () => {
    const p = unitPair('power_level', 'decibel_milliwatt', 'watt');
    for (const level of ['-97.5', '-3', '0.1', '13', '47.77']) {
      const y = toNumber(convertExact(pairConversion(p.from, p.to), parseExact(level)!)!);
      expect(y / (10 ** (Number(level) / 10) / 1000)).toBeCloseTo(1, 14);
    }
    const spl = unitPair('sound_pressure_level', 'pascal', 'decibel_spl');
    expect(toNumber(convertExact(pairConversion(spl.from, spl.to), parseExact('0.2')!)!)).toBeCloseTo(
      20 * Math.log10(0.2 / 20e-6),
      12,
    );
  });

  it('have formulas as textbooks write them', () => {
    const formula = (c: string, a: string, b: string) =>
      pairFormula(unitPair(c, a, b).from, unitPair(c, a, b).to).equation;
    expect(formula('power_level', 'milliwatt', 'decibel_milliwatt')).toBe('dBm = 10 × log₁₀(mW)');
    expect(formula('power_level', 'watt', 'decibel_milliwatt')).toBe('dBm = 10 × log₁₀(W) + 30');
    expect(formula('power_level', 'decibel_milliwatt', 'watt')).toBe('W = 0.001 × 10^(dBm ÷ 10)');
    expect(formula('power_level', 'decibel_milliwatt', 'decibel_watt')).toBe('dBW = dBm − 30');
    expect(formula('sound_pressure_level', 'pascal', 'decibel_spl')).toBe(
      'dB SPL = 20 × log₁₀(Pa ÷ 0.00002)',
    );
    expect(formula('sound_pressure_level', 'decibel_spl', 'pascal')).toBe(
      'Pa = 0.00002 × 10^((dB SPL) ÷ 20)',
    );
  });

  it('tables of a level start below the reference', () => {
    expect(tableInputs(unitPair('power_level', 'decibel_milliwatt', 'milliwatt').from)[0]).toBe('-20');
  });
});

describe('levels in the answer', () => {
  function view(category: string, from: string, to: string, text: string) {
    const p = unitPair(category, from, to);
    const typed = readTyped(text, p.from, p.category.units, 'dot', parseQuantity);
    const exactResult = typed.kind === 'value' ? convertTyped(typed.value, typed.unit, p.to) : null;
    const shown =
      exactResult === null ? null : showResult(exactResult, p.to, { precision: AUTO, format: 'dot' });
    const fromValue = typed.kind === 'value' ? typed.value : exact(0n);
    return {
      typed,
      v: answerView({
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
      }),
    };
  }

  it('a rounded level: ≈, nothing exact to offer, no one-unit line', () => {
    const { v } = view('power_level', 'decibel_milliwatt', 'milliwatt', '3');
    expect(`${v.lead}${v.result}${v.unit}`).toBe('3 dBm ≈ 1.99526 mW');
    expect(v).toMatchObject({ canBeExact: false, unitLine: null, copy: '1.99526 mW' });
  });

  it('0 dBm = 1 mW', () => {
    const { v } = view('power_level', 'decibel_milliwatt', 'milliwatt', '0 dBm');
    expect(`${v.lead}${v.result}${v.unit}`).toBe('0 dBm = 1 mW');
  });

  it('a negative power has no level, and says why', () => {
    const { v } = view('power_level', 'milliwatt', 'decibel_milliwatt', '-2');
    expect(v.result).toBe('No finite value');
    expect(v.noFiniteNote).toBe(
      'A negative amount has no level in decibel-milliwatts: a level measures an amount above zero.',
    );
  });

  it('3 dB + 3 dB is refused with a sentence that says why', () => {
    const { typed } = view('sound_pressure_level', 'decibel_spl', 'pascal', '3 dB + 3 dB');
    expect(typed.kind).toBe('error');
    if (typed.kind !== 'error') return;
    expect(typed.error.kind).toBe('level');
    expect(categoryMessage(typed.error, { categoryName: 'Sound Pressure Level', example: '60 dB' })).toBe(
      'Levels in decibels do not add up as numbers: 3 dB + 3 dB is not 6 dB. Convert each level to the power or pressure it stands for, combine those, and convert back.',
    );
    expect(view('power_level', 'decibel_milliwatt', 'milliwatt', '3 dBm + 3 dBm').typed.kind).toBe('error');
  });
});
