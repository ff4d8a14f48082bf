import { describe, expect, it } from 'vitest';
import { barWidth, MAX_SCALE_RATIO, pictureNumber, scaleBars, spreadLabels, thermometer, THERMOMETER } from '../../src/build-time/pairPictures';
import { getCategory } from '../../src/build-time/catalog';
import { parseExact } from '../../src/core/rational';
import { unitPair as pair } from './unitPair';

describe('scale bars', () => {
  it('draw one of each unit, the longer full width and the shorter in proportion', () => {
    const ftM = pair('length', 'foot', 'meter');
    const bars = scaleBars(ftM.from, ftM.to)!;
    expect(bars.bars).toEqual([{ label: '1 ft', fraction: 0.3048 }, { label: '1 m', fraction: 1 }]);
    expect(bars.description).toBe('Scale picture: 1 m is 3.281 times as long as 1 ft.');
    const mFt = pair('length', 'meter', 'foot');
    expect(scaleBars(mFt.from, mFt.to)!.bars.map((b) => b.fraction)).toEqual([1, 0.3048]);
    expect(barWidth(0.3048)).toBe('30.48%');
    expect(barWidth(1)).toBe('100%');
  });
  it('draw nothing when the shorter bar would be a speck', () => {
    const kmMm = pair('length', 'kilometer', 'millimeter');
    expect(scaleBars(kmMm.from, kmMm.to)).toBeNull();
    const inFt = pair('length', 'inch', 'foot');
    expect(scaleBars(inFt.from, inFt.to)!.bars[0].fraction).toBeCloseTo(1 / 12, 12);
    const mCm = pair('length', 'meter', 'centimeter');
    expect(scaleBars(mCm.from, mCm.to)!.bars[1].fraction).toBeCloseTo(1 / 100, 12);
    expect(100).toBeLessThan(MAX_SCALE_RATIO);
  });
});

describe('thermometer', () => {
  const kelvin = getCategory('temperature')!.units.find((u) => u.id === 'kelvin')!;
  it('marks the value and where water freezes and boils, on both scales, top to bottom', () => {
    const fC = pair('temperature', 'fahrenheit', 'celsius');
    const t = thermometer(fC.from, fC.to, kelvin, '10')!;
    expect(t.marks.map((m) => [m.fromText, m.toText, m.caption])).toEqual([
      ['212 °F', '100 °C', 'water boils'],
      ['32 °F', '0 °C', 'water freezes'],
      ['10 °F', '−12.22 °C', ''],
    ]);
    expect(t.description).toBe('Thermometer: 10 °F is −12.22 °C; water freezes at 32 °F (0 °C) and water boils at 212 °F (100 °C).');
    const ys = t.marks.map((m) => m.y);
    expect(ys[0]).toBeGreaterThanOrEqual(THERMOMETER.top);
    expect(ys[2]).toBeLessThanOrEqual(THERMOMETER.bottom);
    // Heights are proportional to temperature: 100 K between the references, 22.22… °F = 12.35 K below freezing.
    expect((ys[2]! - ys[1]!) / (ys[1]! - ys[0]!)).toBeCloseTo((32 - 10) / (212 - 32), 9);
    expect(t.levelY).toBe(ys[2]);
    for (let i = 1; i < t.marks.length; i++) expect(t.marks[i]!.labelY - t.marks[i - 1]!.labelY).toBeGreaterThanOrEqual(THERMOMETER.labelGap);
  });
  it('works for a value above boiling and for kelvins', () => {
    const cK = pair('temperature', 'celsius', 'kelvin');
    const t = thermometer(cK.from, cK.to, kelvin, '150')!;
    expect(t.marks[0]).toMatchObject({ kind: 'value', fromText: '150 °C', toText: '423.15 K' });
    expect(t.marks[0]!.y).toBeGreaterThanOrEqual(THERMOMETER.top);
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
    expect(pictureNumber(parseExact('0')!, 2)).toBe('0');
  });
});
