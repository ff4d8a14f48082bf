import { describe, expect, it } from 'vitest';
import { getCategory } from '../../src/build-time/catalog';
import { honestFraction, nearestFraction } from '../../src/core/fraction';
import {
  answerSentence,
  QUICK_FORM_DEFAULT_INPUT,
  quickFormView,
  simpleView,
  tableRow,
  unitLabel,
  type WidgetContext,
} from '../../src/core/pairWidgets';
import { compositionsFor } from '../../src/core/quantityResult';
import { parseQuantity } from '../../src/core/quantity';
import { formatMixed } from '../../src/core/mixedUnits';
import { exact } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';
import { unitPair as pair } from './unitPair';

const cmIn = pair('length', 'centimeter', 'inch');
const mpgToL = pair('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer');
const ctx = (p: ReturnType<typeof pair>, over: Partial<WidgetContext> = {}): WidgetContext => ({
  from: p.from,
  to: p.to,
  units: p.category.units,
  read: parseQuantity,
  formatMixed,
  ...over,
});

describe('the quick-convert form’s preset value', () => {
  it('is a whole number, which the page’s first code reads without the number reader', () => {
    expect(QUICK_FORM_DEFAULT_INPUT).toMatch(/^\d+$/);
    expect(parseExact(QUICK_FORM_DEFAULT_INPUT)).toEqual(exact(BigInt(QUICK_FORM_DEFAULT_INPUT)));
  });
});

describe('fractions are honest', () => {
  it('= only when the fraction is the value, ≈ otherwise', () => {
    expect(honestFraction(nearestFraction(parseExact('3.5')!, 16))).toBe('= 3 1/2');
    expect(honestFraction(nearestFraction(parseExact('3.937007874')!, 16))).toBe('≈ 3 15/16');
    expect(honestFraction(nearestFraction(exact(-7n, 4n), 16))).toBe('= -1 3/4');
    expect(honestFraction(nearestFraction(exact(50n, 127n), 127))).toBe('= 50/127');
  });
});

describe("the widgets' reading of typed text (quick-convert form)", () => {
  it('default 10: Auto (6 significant digits), digits from exact arithmetic, ≈ when rounded, an honest fraction', () => {
    expect(quickFormView(ctx(cmIn), '10')).toMatchObject({
      state: 'result',
      to: '3.93701',
      line: 'Result: 10 centimeters ≈ 3.93701 inches ≈ 3 15/16 inches',
      copy: '3.93701 in',
    });
    expect(quickFormView(ctx(cmIn), '2.54').line).toBe('Result: 2.54 centimeters = 1 inch');
    // Float noise never reaches the digits, and no integer digit is rounded away: 123456789 cm is 48605035.03937007874… in.
    expect(quickFormView(ctx(cmIn), '123456789').to).toBe('48,605,035');
    expect(quickFormView(ctx(cmIn, { precision: { kind: 'decimals', decimals: 9 } }), '123456789').to).toBe(
      '48,605,035.039370079',
    );
  });
  it('reads arithmetic, compound input and a unit typed with the number (converted to the page’s from-unit)', () => {
    expect(quickFormView(ctx(cmIn), '3*12+4').line).toBe(
      'Result: 40 centimeters ≈ 15.748 inches ≈ 15 3/4 inches',
    );
    const ftCm = pair('length', 'foot', 'centimeter');
    expect(quickFormView(ctx(ftCm), '5\'3"').line).toBe('Result: 5.25 feet = 160.02 centimeters');
    expect(quickFormView(ctx(ftCm), '5 ft 3 in').to).toBe('160.02');
    const typed = quickFormView(ctx(ftCm), '2 m');
    expect(typed.typedUnit?.id).toBe('meter');
    expect(typed.to).toBe('200');
  });
  it('unreadable or unfinished text clears the result at once and names the problem', () => {
    for (const text of ['abc', '5 ftt', '3*', '(2+3']) {
      const v = quickFormView(ctx(cmIn), text);
      expect(v.state, text).toBe('error');
      expect(v).toMatchObject({ to: '', line: '', copy: '' });
      expect(v.error?.kind).toBeTruthy();
    }
    expect(quickFormView(ctx(cmIn), '   ')).toMatchObject({ state: 'empty', to: '', line: '' });
  });
  it('before the unit list is loaded, plain numbers still convert and a typed unit asks for the list', () => {
    expect(quickFormView(ctx(cmIn, { units: null }), '1e3').to).toBe('393.701');
    expect(quickFormView(ctx(cmIn, { units: null }), '10 mm').state).toBe('needsUnits');
    expect(quickFormView(ctx(cmIn, { units: null, read: null }), '12.5').to).toBe('4.92126');
    expect(quickFormView(ctx(cmIn, { units: null, read: null }), '3*4')).toMatchObject({
      state: 'needsParser',
      to: '',
      line: '',
    });
  });
  it('table rows: the input as typed, the result in the chosen precision and format', () => {
    const cmFt = pair('length', 'centimeter', 'foot');
    expect(tableRow(cmFt.from, cmFt.to, parseExact('1000')!)).toEqual({ input: '1,000', output: '32.8084' });
    expect(
      tableRow(cmFt.from, cmFt.to, parseExact('1000')!, { kind: 'significant', digits: 4 }, 'comma'),
    ).toEqual({ input: '1.000', output: '32,81' });
    expect(tableRow(mpgToL.from, mpgToL.to, parseExact('0')!).output).toBe('—');
  });
  it('0 in a reciprocal pair has no finite value', () => {
    expect(quickFormView(ctx(mpgToL), '0')).toMatchObject({ state: 'noValue', to: '', line: '' });
  });
  it('precision, number format and mixed units', () => {
    expect(quickFormView(ctx(cmIn, { precision: { kind: 'significant', digits: 3 } }), '10').to).toBe('3.94');
    expect(
      quickFormView(ctx(cmIn, { precision: { kind: 'decimals', decimals: 2 }, format: 'comma' }), '12345').to,
    ).toBe('4.860,24');
    const cmFt = pair('length', 'centimeter', 'foot');
    const [feetInches] = compositionsFor(cmFt.category.compositions, cmFt.category.units, 'foot');
    expect(feetInches?.key).toBe('foot.inch');
    const v = quickFormView(ctx(cmFt, { composition: feetInches, denominator: 16 }), '160');
    expect(v.line).toBe('Result: 160 centimeters ≈ 5.24934 feet ≈ 5 ft 3 in');
    expect(quickFormView(ctx(cmFt, { composition: feetInches, denominator: 4 }), '160.02').line).toMatch(
      /= 5 ft 3 in$/,
    );
  });
});

describe('quick-convert widgets', () => {
  it('quick form: Auto, the form’s fraction rule, unreadable or empty input clears', () => {
    expect(quickFormView(ctx(cmIn), '10')).toMatchObject({
      to: '3.93701',
      line: 'Result: 10 centimeters ≈ 3.93701 inches ≈ 3 15/16 inches',
      answer: '10 cm ≈ 3.93701 in',
    });
    expect(quickFormView(ctx(cmIn), '2.54').line).toBe('Result: 2.54 centimeters = 1 inch');
    expect(quickFormView(ctx(cmIn), '  ')).toMatchObject({ to: '', line: '' });
    expect(quickFormView(ctx(cmIn), '1e')).toMatchObject({ to: '', line: '', state: 'error' });
  });
  it('simple converter: Auto, sentence with an honest fraction and words that agree with the numbers, 0 and no sentence for text', () => {
    expect(simpleView(ctx(cmIn), '1')).toMatchObject({
      result: '0.393701',
      sentence: '1 centimeter ≈ 0.393701 (= 50/127) inches',
    });
    const inCm = pair('length', 'inch', 'centimeter');
    expect(simpleView(ctx(inCm), '1')).toMatchObject({
      result: '2.54',
      sentence: '1 inch = 2.54 centimeters',
    });
    expect(simpleView(ctx(inCm), '10').sentence).toBe('10 inches = 25.4 centimeters');
    expect(simpleView(ctx(cmIn), 'x')).toMatchObject({ result: '0', sentence: '' });
    const t = getCategory('temperature')!;
    const cToF = {
      from: t.units.find((u) => u.id === 'celsius')!,
      to: t.units.find((u) => u.id === 'fahrenheit')!,
      units: t.units,
      read: parseQuantity,
    };
    expect(simpleView(cToF, '100').result).toBe('212');
  });
});

describe('the answer sentence', () => {
  const ftM = pair('length', 'foot', 'meter');
  it('is the amount and the result with the units’ symbols, digits grouped, in the chosen precision', () => {
    expect(quickFormView(ctx(ftM), '10').answer).toBe('10 ft = 3.048 m');
    expect(quickFormView(ctx(ftM), '5').answer).toBe('5 ft = 1.524 m');
    expect(quickFormView(ctx(ftM), '12345').answer).toBe('12,345 ft ≈ 3,762.76 m');
    expect(quickFormView(ctx(ftM), '10').answer).toBe(
      answerSentence(ftM.from, '10', ftM.to, { text: '3.048', exact: true }),
    );
    expect(quickFormView(ctx(cmIn, { precision: { kind: 'decimals', decimals: 2 } }), '10').answer).toBe(
      '10 cm ≈ 3.94 in',
    );
    const fC = pair('temperature', 'fahrenheit', 'celsius');
    expect(quickFormView(ctx(fC), '10').answer).toBe('10 °F ≈ -12.2222 °C');
  });
  it('shows the mixed form when one is chosen, ≈ unless it is exact', () => {
    const cmFt = pair('length', 'centimeter', 'foot');
    const feetInches = compositionsFor(cmFt.category.compositions, cmFt.category.units, 'foot')[0]!;
    expect(quickFormView(ctx(cmFt, { composition: feetInches, denominator: 16 }), '160').answer).toBe(
      '160 cm ≈ 5 ft 3 in',
    );
    expect(quickFormView(ctx(cmFt, { composition: feetInches }), '30.48').answer).toBe('30.48 cm = 1 ft');
  });
  it('is empty without a result', () => {
    expect(quickFormView(ctx(cmIn), 'abc').answer).toBe('');
    expect(quickFormView(ctx(cmIn), '').answer).toBe('');
  });
  it('uses the unit’s word, agreeing with the number, when the unit has no symbol', () => {
    const bare = { name: 'widget', plural: 'widgets', symbol: '' };
    expect(answerSentence(bare, '1', ftM.to, { text: '2', exact: true })).toBe('1 widget = 2 m');
    expect(answerSentence(bare, '1', ftM.to, { text: '2.5', exact: false })).toBe('1 widget ≈ 2.5 m');
    expect(unitLabel(bare, '2')).toBe('widgets');
  });
});

describe('one Auto rule on every surface', () => {
  const fC = pair('temperature', 'fahrenheit', 'celsius');
  it('72 °F is 22.2222 °C on the pair page, its table, the quick form and the simple converter', () => {
    expect(quickFormView(ctx(fC), '72')).toMatchObject({
      to: '22.2222',
      answer: '72 °F ≈ 22.2222 °C',
      copy: '22.2222 °C',
    });
    expect(tableRow(fC.from, fC.to, parseExact('72')!).output).toBe('22.2222');
    expect(quickFormView(ctx(fC), '72').to).toBe('22.2222');
    expect(simpleView(ctx(fC), '72').result).toBe('22.2222');
  });
  it('2 km² is 21,527,821 ft², and 1 nm in miles is never rounded to 0: × 10ⁿ on screen, e-notation in Copy', () => {
    const kmFt = pair('area', 'square_kilometer', 'square_foot');
    expect(quickFormView(ctx(kmFt), '2')).toMatchObject({
      to: '21,527,821',
      answer: '2 km² ≈ 21,527,821 ft²',
      copy: '21527821 ft²',
    });
    expect(quickFormView(ctx(pair('length', 'nanometer', 'mile')), '1')).toMatchObject({
      to: '6.21371 × 10⁻¹³',
      answer: '1 nm ≈ 6.21371 × 10⁻¹³ mi',
      copy: '6.21371e-13 mi',
    });
    expect(quickFormView(ctx(pair('length', 'light_year', 'millimeter')), '1')).toMatchObject({
      to: '9.46073 × 10¹⁸',
      copy: '9.46073e18 mm',
    });
    expect(
      tableRow(
        pair('length', 'light_year', 'millimeter').from,
        pair('length', 'light_year', 'millimeter').to,
        parseExact('1')!,
      ).output,
    ).toBe('9.46073 × 10¹⁸');
  });
});

describe('fractions only in units measured in fractions (US customary and imperial lengths, weights, volumes, areas)', () => {
  const inCm = pair('length', 'inch', 'centimeter');
  const mIn = pair('length', 'meter', 'inch');
  it('a metric result shows no fraction', () => {
    expect(inCm.to.fractions).toBeFalsy();
    expect(quickFormView(ctx(inCm), '10').line).toBe('Result: 10 inches = 25.4 centimeters');
    expect(quickFormView(ctx(inCm), '120').line).toBe('Result: 120 inches = 304.8 centimeters');
    expect(simpleView(ctx(inCm), '120').sentence).toBe('120 inches = 304.8 centimeters');
    const lbG = pair('weight', 'pound', 'gram');
    expect(quickFormView(ctx(lbG), '1').line).toBe('Result: 1 pound ≈ 453.592 grams');
  });
  it('a customary result may show one', () => {
    expect(mIn.to.fractions).toBe(true);
    expect(quickFormView(ctx(mIn), '1').line).toBe('Result: 1 meter ≈ 39.3701 inches ≈ 39 3/8 inches');
    expect(quickFormView(ctx(pair('length', 'centimeter', 'foot')), '76.2').line).toBe(
      'Result: 76.2 centimeters = 2.5 feet = 2 1/2 feet',
    );
  });
  it('a customary unit of a category not measured in fractions shows none', () => {
    const kmhMph = pair('speed', 'kilometer_per_hour', 'mile_per_hour');
    expect(kmhMph.to.fractions).toBeFalsy();
    expect(quickFormView(ctx(kmhMph), '1').line).not.toMatch(/\//);
  });
});

describe('temperatures below absolute zero', () => {
  const kToC = pair('temperature', 'kelvin', 'celsius');
  it('every widget says so after its result line', () => {
    for (const v of [
      quickFormView(ctx(kToC), '-500'),
      quickFormView(ctx(kToC), '-500'),
      simpleView(ctx(kToC), '-500').view,
    ]) {
      expect(v.state).toBe('result');
      expect(v.note).toBe(
        '-500 K is below absolute zero (0 K = -273.15 °C), so no temperature can be this low.',
      );
      expect(v.line.endsWith(v.note!)).toBe(true);
    }
  });
  it('nothing to say at or above absolute zero, or for a length', () => {
    expect(quickFormView(ctx(kToC), '0').note).toBeUndefined();
    expect(quickFormView(ctx(pair('temperature', 'fahrenheit', 'celsius')), '-40').note).toBeUndefined();
    expect(quickFormView(ctx(cmIn), '-500').note).toBeUndefined();
  });
});

describe('Copy', () => {
  it('gives the mixed-unit form when one is chosen (feet and inches to 1/16 in), as the main converter does', () => {
    const length = getCategory('length')!;
    const meter = length.units.find((u) => u.id === 'meter')!;
    const foot = length.units.find((u) => u.id === 'foot')!;
    const composition = compositionsFor(length.compositions, length.units, 'foot')[0]!;
    expect(
      quickFormView(
        { from: meter, to: foot, units: length.units, read: parseQuantity, composition, formatMixed },
        '1.8',
      ).copy,
    ).toBe('5 ft 10 7/8 in');
    expect(
      quickFormView({ from: meter, to: foot, units: length.units, read: parseQuantity }, '1.8').copy,
    ).toBe('5.90551 ft');
  });
});
