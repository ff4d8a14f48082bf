import { describe, expect, it } from 'vitest';
import {
  barWidth,
  MAX_SCALE_RATIO,
  pictureNumber,
  scaleBars,
  spreadLabels,
  thermometer,
  THERMOMETER,
} from '../../src/core/pictures';
import { getCategory } from '../../src/build-time/catalog';
import { parseExact } from '../../src/core/quantityNumber';
import { unitPair as pair } from './unitPair';
import { englishText } from '../../src/build-time/interfaceText';

describe('scale bars', () => {
  it('draw one of each unit, the longer full width and the shorter in proportion', () => {
    const ftM = pair('length', 'foot', 'meter');
    const bars = scaleBars(englishText, ftM.from, ftM.to)!;
    expect(bars.bars).toEqual([
      { label: '1 ft', fraction: 0.3048 },
      { label: '1 m', fraction: 1 },
    ]);
    expect(bars.description).toBe('Scale picture: 1 m is 3.281 times as long as 1 ft.');
    const mFt = pair('length', 'meter', 'foot');
    expect(scaleBars(englishText, mFt.from, mFt.to)!.bars.map((b) => b.fraction)).toEqual([1, 0.3048]);
    expect(barWidth(0.3048)).toBe('30.48%');
    expect(barWidth(1)).toBe('100%');
  });
  it('draw nothing when the shorter bar would be a speck', () => {
    const kmMm = pair('length', 'kilometer', 'millimeter');
    expect(scaleBars(englishText, kmMm.from, kmMm.to)).toBeNull();
    const inFt = pair('length', 'inch', 'foot');
    expect(scaleBars(englishText, inFt.from, inFt.to)!.bars[0].fraction).toBeCloseTo(1 / 12, 12);
    const mCm = pair('length', 'meter', 'centimeter');
    expect(scaleBars(englishText, mCm.from, mCm.to)!.bars[1].fraction).toBeCloseTo(1 / 100, 12);
    expect(100).toBeLessThan(MAX_SCALE_RATIO);
  });
});

describe('thermometer', () => {
  const { top, bottom, lowKelvin, highKelvin, labelGap } = THERMOMETER;
  const fC = pair('temperature', 'fahrenheit', 'celsius');
  const cF = pair('temperature', 'celsius', 'fahrenheit');
  const cK = pair('temperature', 'celsius', 'kelvin');
  const at = (p: typeof fC, value: string, format?: 'dot' | 'comma') =>
    thermometer(p.from, p.to, parseExact(value)!, format)!;
  /** The height of a temperature on the tube, from the geometry's own range. */
  const yOfKelvin = (k: number) => bottom - ((k - lowKelvin) / (highKelvin - lowKelvin)) * (bottom - top);
  const labelsApart = (t: ReturnType<typeof at>) => {
    const ys = t.marks.map((m) => m.textY).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(labelGap - 1e-9);
  };

  it('converts through the kelvin, the temperature category’s base unit', () => {
    const temperature = getCategory('temperature')!;
    expect(temperature.base).toBe('kelvin');
    expect(temperature.units.find((u) => u.id === 'kelvin')).toMatchObject({ factor: '1', offset: '0' });
  });

  it('marks where water freezes and boils and the value, on both scales, always in that order', () => {
    const t = at(fC, '10');
    expect(t.marks.map((m) => [m.kind, m.fromText, m.toText, m.caption])).toEqual([
      ['reference', '32 °F', '0 °C', 'water freezes'],
      ['reference', '212 °F', '100 °C', 'water boils'],
      ['value', '10 °F', '−12.22 °C', ''],
    ]);
    expect(t.description).toBe(
      'Thermometer: 10 °F is −12.22 °C; water freezes at 32 °F (0 °C) and water boils at 212 °F (100 °C).',
    );
    const [freezes, boils, value] = t.marks;
    expect(freezes.y).toBeCloseTo(yOfKelvin(273.15), 2);
    expect(boils.y).toBeCloseTo(yOfKelvin(373.15), 2);
    // Heights are proportional to temperature: 22 °F below freezing is 22/180 of freezing to boiling.
    expect((value.y - freezes.y) / (freezes.y - boils.y)).toBeCloseTo((32 - 10) / (212 - 32), 3);
    expect(t.levelY).toBe(value.y);
    expect(t.levelY + t.levelHeight).toBeCloseTo(bottom + 12, 9);
    labelsApart(t);
  });

  it('follows the value: 98.6 °F is 37 °C, and only the value and the liquid move', () => {
    const ten = at(fC, '10');
    const t = at(fC, '98.6');
    expect(t.marks[2]).toMatchObject({ kind: 'value', fromText: '98.6 °F', toText: '37 °C' });
    expect(t.description).toBe(
      'Thermometer: 98.6 °F is 37 °C; water freezes at 32 °F (0 °C) and water boils at 212 °F (100 °C).',
    );
    expect(t.marks[2].y).toBeCloseTo(yOfKelvin(310.15), 2);
    expect(t.marks[2].y).toBeLessThan(ten.marks[2].y);
    expect(t.marks.slice(0, 2).map((m) => m.y)).toEqual(ten.marks.slice(0, 2).map((m) => m.y));
    expect(t.levelY).toBe(t.marks[2].y);
  });

  it('a value at a reference keeps its own tick and moves the labels apart', () => {
    const t = at(cF, '0');
    expect(t.marks[2]).toMatchObject({ fromText: '0 °C', toText: '32 °F' });
    expect(t.marks[2].y).toBe(t.marks[0].y);
    labelsApart(t);
    const near = at(cF, '99.5');
    expect(near.marks[2].y).toBeLessThan(near.marks[0].y);
    labelsApart(near);
  });

  it('a value beyond the tube sits at its end with its true labels', () => {
    const hot = at(cK, '150');
    expect(hot.marks[2]).toMatchObject({ kind: 'value', y: top, fromText: '150 °C', toText: '423.15 K' });
    expect(hot.levelY).toBe(top);
    const hotter = at(fC, '1000000');
    expect(hotter.marks[2]).toMatchObject({ y: top, fromText: '1 × 10⁶ °F', toText: '555,537.78 °C' });
    const cold = at(fC, '-459.67');
    expect(cold.marks[2]).toMatchObject({ y: bottom, fromText: '−459.67 °F', toText: '−273.15 °C' });
    expect(cold.levelHeight).toBe(12);
    // Below absolute zero is still a number on both scales (the answer says it cannot be).
    expect(at(fC, '-1000').marks[2]).toMatchObject({
      y: bottom,
      fromText: '−1,000 °F',
      toText: '−573.33 °C',
    });
    for (const t of [hot, hotter, cold]) {
      labelsApart(t);
      for (const m of t.marks) expect(m.textY).toBeLessThanOrEqual(bottom + 8 + 5);
    }
  });

  it('writes numbers in the visitor’s format', () => {
    const t = at(fC, '98.6', 'comma');
    expect(t.marks[2]).toMatchObject({ fromText: '98,6 °F', toText: '37 °C' });
    expect(at(cK, '20', 'comma').marks[0].toText).toBe('273,15 K');
  });
});

describe('labels', () => {
  it('spread apart only as much as needed, within bounds', () => {
    expect(spreadLabels([20, 100, 180], 18, 20, 200)).toEqual([20, 100, 180]);
    expect(spreadLabels([100, 105], 18, 20, 200)).toEqual([100, 118]);
    expect(spreadLabels([190, 195, 200], 18, 20, 200)).toEqual([164, 182, 200]);
  });
  it('numbers: at most the given decimals, no trailing zeros, grouped, a true minus', () => {
    expect(pictureNumber(parseExact('-12.2222')!, 2)).toBe('−12.22');
    expect(pictureNumber(parseExact('212')!, 2)).toBe('212');
    expect(pictureNumber(parseExact('1234.5')!, 2)).toBe('1,234.5');
    expect(pictureNumber(parseExact('1000')!, 2)).toBe('1,000');
    expect(pictureNumber(parseExact('0')!, 2)).toBe('0');
    expect(pictureNumber(parseExact('1234.5')!, 2, 'comma')).toBe('1.234,5');
    expect(pictureNumber(parseExact('1000')!, 2, 'comma')).toBe('1.000');
    // From a million up, an exponent keeps the label short enough to fit beside the picture.
    expect(pictureNumber(parseExact('999999.994')!, 2)).toBe('999,999.99');
    expect(pictureNumber(parseExact('1000000')!, 2)).toBe('1 × 10⁶');
    expect(pictureNumber(parseExact('123456789')!, 2)).toBe('1.235 × 10⁸');
    expect(pictureNumber(parseExact('-25000000000')!, 2)).toBe('−2.5 × 10¹⁰');
    expect(pictureNumber(parseExact('1234567')!, 2, 'comma')).toBe('1,235 × 10⁶');
    expect(pictureNumber(parseExact('1e30')!, 2)).toBe('1 × 10³⁰');
    expect(pictureNumber(parseExact('-1.5e400')!, 2, 'comma')).toBe('−1,5 × 10⁴⁰⁰');
  });
});
