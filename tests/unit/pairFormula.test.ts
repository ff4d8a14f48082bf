import { describe, expect, it } from 'vitest';
import { allPairs } from '../../src/build-time/pairs';
import { isBelowAbsoluteZero } from '../../src/core/absoluteZero';
import { parseExact } from '../../src/core/quantityNumber';
import { conversionTable, pairFacts, pairFormula } from '../../src/core/pairFormula';
import { unitPair as pair } from './unitPair';
import { englishText } from '../../src/build-time/interfaceText';

const cmIn = pair('length', 'centimeter', 'inch');
const cToF = pair('temperature', 'celsius', 'fahrenheit');
const mpgToL = pair('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer');

describe('formula and reverse factor', () => {
  it('linear: multiply or divide by the tidy number', () => {
    expect(pairFacts(englishText, { ...cmIn, from: cmIn.to, to: cmIn.from }).formula).toEqual({
      sentence: 'To convert inches to centimeters, multiply the value by 2.54.',
      equation: 'cm = in × 2.54',
    });
    expect(pairFormula(cmIn.from, cmIn.to).equation).toBe('in = cm ÷ 2.54');
    const facts = pairFacts(englishText, cmIn);
    expect(facts.reverse).toBe('1 inch = 2.54 centimeters');
    expect(facts.factor).toBe('1 centimeter ≈ 0.393701 inches');
  });
  it('writes powers of ten as people do: × 10ⁿ with superscript digits and minus', () => {
    const mGm = pair('length', 'meter', 'gigameter');
    expect(pairFacts(englishText, mGm).formula).toEqual({
      sentence: 'To convert meters to gigameters, multiply the value by 10⁻⁹.',
      equation: 'Gm = m × 10⁻⁹',
    });
    expect(pairFacts(englishText, mGm).factor).toBe('1 meter = 10⁻⁹ gigameters');
    const nmMi = pair('length', 'nanometer', 'mile');
    expect(pairFacts(englishText, nmMi).factor).toBe('1 nanometer ≈ 6.21371 × 10⁻¹³ miles');
    expect(pairFormula(nmMi.from, nmMi.to).equation).toBe('mi = nm ÷ 1609344000000');
  });
  it('affine: temperatures', () => {
    expect(pairFormula(cToF.from, cToF.to).equation).toBe('°F = °C × 1.8 + 32');
    expect(pairFormula(cToF.to, cToF.from).equation).toBe('°C = (°F − 32) × 5/9');
    const cToK = pair('temperature', 'celsius', 'kelvin');
    expect(pairFormula(cToK.from, cToK.to).equation).toBe('K = °C + 273.15');
    expect(pairFacts(englishText, cToF).reverse).toBe(
      'Degrees Fahrenheit to degrees Celsius: °C = (°F − 32) × 5/9',
    );
  });
  it('reciprocal: fuel consumption', () => {
    const kmL = pair('fuel_consumption', 'kilometer_per_liter', 'liter_per_100_kilometer');
    expect(pairFacts(englishText, kmL).formula).toEqual({
      sentence: 'To convert kilometers per liter to liters per 100 kilometers, divide 100 by the value.',
      equation: 'L/100 km = 100 ÷ (km/L)',
    });
    expect(pairFormula(mpgToL.from, mpgToL.to).equation).toBe('L/100 km = 235.215 ÷ (mpg (US))');
  });
  it('gives every pair a formula without NaN or Infinity', () => {
    for (const p of allPairs()) {
      const facts = pairFacts(englishText, p);
      const text = `${facts.formula.sentence} ${facts.formula.equation} ${facts.reverse} ${facts.factor ?? ''}`;
      expect(text, `${p.category.id}/${p.from.id}-${p.to.id}`).not.toMatch(/NaN|Infinity|undefined/);
    }
  });
});

describe('conversion table', () => {
  it('runs 0.01 … 1000 in Auto (6 significant digits)', () => {
    const rows = conversionTable(cmIn);
    expect(rows[0]).toEqual({ x: '0.01', input: '0.01', output: '0.00393701' });
    expect(rows.at(-1)).toEqual({ x: '1000', input: '1,000', output: '393.701' });
    // Digits from exact arithmetic, grouped: 1000 in = 25,400 mm exactly.
    expect(conversionTable(pair('length', 'inch', 'millimeter')).at(-1)!.output).toBe('25,400');
    expect(conversionTable(cToF).find((r) => r.input === '100')!.output).toBe('212');
    expect(conversionTable(mpgToL).find((r) => r.input === '10')!.output).toBe('23.5215');
  });

  it('runs temperature readings from −40 to 100, or from absolute zero on an absolute scale', () => {
    const rows = conversionTable(cToF);
    expect(rows.map((r) => r.x)).toEqual(['-40', '-20', '-10', '0', '10', '20', '30', '40', '50', '100']);
    expect(rows[0]!.output).toBe(rows[0]!.input); // −40 °C = −40 °F
    expect(rows.find((r) => r.x === '0')!.output).toBe('32');
    expect(
      conversionTable(pair('temperature', 'fahrenheit', 'celsius')).find((r) => r.x === '50')!.output,
    ).toBe('10');
    const kelvin = conversionTable(pair('temperature', 'kelvin', 'celsius'));
    expect(kelvin.map((r) => r.x)).toEqual([
      '0',
      '50',
      '100',
      '150',
      '200',
      '250',
      '300',
      '350',
      '400',
      '500',
    ]);
    expect(kelvin[0]!.output).toBe('-273.15');
    expect(conversionTable(pair('temperature', 'rankine', 'fahrenheit'))[0]!.x).toBe('0');
    // A temperature difference is an amount like any other.
    expect(conversionTable(pair('temperature_interval', 'kelvin', 'degree_fahrenheit'))[0]!.x).toBe('0.01');
  });

  it('never starts below absolute zero', () => {
    for (const p of allPairs().filter((p) => p.category.id === 'temperature')) {
      const inputs = conversionTable(p).map((r) => r.x);
      for (const x of inputs)
        expect(isBelowAbsoluteZero(parseExact(x)!, p.from), `${x} ${p.from.symbol}`).toBe(false);
      expect(new Set(inputs).size).toBe(10);
    }
  });
});
