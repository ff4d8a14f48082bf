import { describe, expect, it } from 'vitest';
import { getCategory } from '../../src/build-time/catalog';
import {
  compositionsFor,
  convertTyped,
  exactValueText,
  permalinkText,
  readTyped,
  showResult,
} from '../../src/core/quantityResult';
import { parseQuantity } from '../../src/core/quantity';
import { formatMixed } from '../../src/core/mixedUnits';
import fc from 'fast-check';
import { exact } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';
import { DECIMALS_DENOMINATOR } from '../../src/core/precision';

const length = getCategory('length')!;
const weight = getCategory('weight')!;
const unit = (c: typeof length, id: string) => c.units.find((u) => u.id === id)!;
const foot = unit(length, 'foot');
const cm = unit(length, 'centimeter');

describe('reading typed text', () => {
  it('a bare number is in the from-unit; a typed unit is reported', () => {
    expect(readTyped('2.5', foot, length.units, 'dot', parseQuantity)).toMatchObject({
      kind: 'value',
      unit: foot,
      typedUnit: false,
    });
    const typed = readTyped('3 m 20 cm', foot, length.units, 'dot', parseQuantity);
    expect(typed).toMatchObject({ kind: 'value', typedUnit: true });
    expect(typed.kind === 'value' && typed.unit.id).toBe('meter');
    expect(readTyped('  ', foot, length.units, 'dot', parseQuantity)).toEqual({ kind: 'empty' });
    expect(readTyped('5 kg', foot, length.units, 'dot', parseQuantity).kind).toBe('error');
  });
  it('without the parser, plain numbers still read and anything else asks for it', () => {
    expect(readTyped('12.5', foot, null, 'dot', null)).toMatchObject({
      kind: 'value',
      value: exact(25n, 2n),
    });
    expect(readTyped('2,5', foot, null, 'comma', null)).toMatchObject({
      kind: 'value',
      value: exact(5n, 2n),
    });
    for (const [text, value] of [
      ['1,234', 1234n],
      ['+3', 3n],
      ['1e3', 1000n],
    ] as const)
      expect(readTyped(text, foot, null, 'dot', null), text).toMatchObject({
        kind: 'value',
        value: exact(value),
      });
    for (const text of ['3*4', '5 ft', '−2', '1,'])
      expect(readTyped(text, foot, null, 'dot', null).kind, text).toBe('needsParser');
  });
  it('a plain number reads as the parser reads it', () => {
    const plain = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{0,12}$/),
        fc.boolean(),
        fc.stringMatching(/^\d{0,12}$/),
        fc.constantFrom('.', ','),
        fc.constantFrom('', ' '),
      )
      .map(([minus, whole, point, fraction, mark, pad]) => ({
        text: `${pad}${minus ? '-' : ''}${whole}${point ? mark : ''}${fraction}${pad}`,
        mark,
      }));
    fc.assert(
      fc.property(plain, ({ text, mark }) => {
        const fast = parseExact(text, mark as '.' | ',');
        if (fast === null) return;
        const full = parseQuantity(text, [], mark as '.' | ',');
        expect(full.ok, text).toBe(true);
        if (full.ok) expect([full.value.num, full.value.den], text).toEqual([fast.num, fast.den]);
      }),
      { numRuns: 3000 },
    );
  });
  it('without the unit list, numbers and arithmetic still read and letters ask for the list', () => {
    expect(readTyped('(2+3)*1e3', foot, null, 'dot', parseQuantity)).toMatchObject({
      kind: 'value',
      value: exact(5000n),
    });
    for (const text of ['5 ft', "5'", '10 mm', '3 m20'])
      expect(readTyped(text, foot, null, 'dot', parseQuantity).kind, text).toBe('needsUnits');
  });
  it('follows the decimal mark of the chosen format', () => {
    expect(readTyped('2,5', foot, null, 'comma', parseQuantity)).toMatchObject({ value: exact(5n, 2n) });
    expect(readTyped('1.234,5', foot, null, 'comma', parseQuantity)).toMatchObject({
      value: exact(2469n, 2n),
    });
    expect(readTyped('1,234.5', foot, null, 'dot', parseQuantity)).toMatchObject({ value: exact(2469n, 2n) });
  });
});

describe('showing a result', () => {
  it('grouped for display, plain for Copy, with an honesty flag', () => {
    const r = convertTyped(parseExact('123456789')!, cm, unit(length, 'inch'))!;
    expect(showResult(r, unit(length, 'inch'), { precision: { kind: 'auto' }, format: 'dot' })).toEqual({
      text: '48,605,035',
      plain: '48605035',
      exact: false,
      mixed: null,
    });
  });
  it('in Auto: 72 °F is 22.2222 °C, 2 km² is 21,527,821 ft², exact only when nothing was rounded', () => {
    const t = getCategory('temperature')!;
    const c = unit(t, 'celsius');
    expect(
      showResult(convertTyped(parseExact('72')!, unit(t, 'fahrenheit'), c)!, c, {
        precision: { kind: 'auto' },
        format: 'dot',
      }),
    ).toMatchObject({ text: '22.2222', plain: '22.2222', exact: false });
    const area = getCategory('area')!;
    const ft2 = unit(area, 'square_foot');
    expect(
      showResult(convertTyped(parseExact('2')!, unit(area, 'square_kilometer'), ft2)!, ft2, {
        precision: { kind: 'auto' },
        format: 'dot',
      }),
    ).toMatchObject({ text: '21,527,821', plain: '21527821', exact: false });
    expect(
      showResult(convertTyped(parseExact('10')!, foot, unit(length, 'meter'))!, unit(length, 'meter'), {
        precision: { kind: 'auto' },
        format: 'dot',
      }).exact,
    ).toBe(true);
  });
  it('mixed units where a chosen composition contains the to-unit', () => {
    const [ftIn] = compositionsFor(length.compositions, length.units, 'inch');
    const r = convertTyped(parseExact('160.02')!, cm, foot)!;
    expect(
      showResult(r, foot, { precision: { kind: 'auto' }, format: 'dot', composition: ftIn, formatMixed })
        .mixed,
    ).toEqual({ text: '5 ft 3 in', exact: true });
    // Until the formatter is loaded, no mixed form.
    expect(
      showResult(r, foot, { precision: { kind: 'auto' }, format: 'dot', composition: ftIn }).mixed,
    ).toBeNull();
    expect(compositionsFor(length.compositions, length.units, 'meter')).toEqual([]);
    expect(compositionsFor(weight.compositions, weight.units, 'pound').map((c) => c.key)).toEqual([
      'pound.ounce',
      'stone.pound',
    ]);
  });
  it('feet and inches to the nearest 1/16 in unless the visitor chooses otherwise; 12 inches carry into a foot', () => {
    const [ftIn] = compositionsFor(length.compositions, length.units, 'inch');
    const mixedOf = (cmText: string, denominator?: number) =>
      showResult(convertTyped(parseExact(cmText)!, cm, foot)!, foot, {
        precision: { kind: 'auto' },
        format: 'dot',
        composition: ftIn,
        formatMixed,
        denominator,
      }).mixed;
    // 175 cm = 68.8976… in.
    expect(mixedOf('175')).toEqual({ text: '5 ft 8 7/8 in', exact: false });
    expect(mixedOf('175', 0)).toEqual({ text: '5 ft 8 7/8 in', exact: false });
    expect(mixedOf('160.655')).toEqual({ text: '5 ft 3 1/4 in', exact: true }); // 63.25 in
    expect(mixedOf('182.85')).toEqual({ text: '6 ft', exact: false }); // 71.988… in: 5 ft 12 in carried
    expect(mixedOf('175', 4)).toEqual({ text: '5 ft 9 in', exact: false });
    expect(mixedOf('175', 64)).toEqual({ text: '5 ft 8 57/64 in', exact: false });
    expect(mixedOf('175', DECIMALS_DENOMINATOR)).toEqual({ text: '5 ft 8.89764 in', exact: false });
    // Other compositions keep decimals by default: 1.3 lb is 1 lb 4.8 oz.
    const [lbOz] = compositionsFor(weight.compositions, weight.units, 'pound');
    const pound = unit(weight, 'pound');
    expect(
      showResult(parseExact('1.3')!, pound, {
        precision: { kind: 'auto' },
        format: 'dot',
        composition: lbOz,
        formatMixed,
      }).mixed,
    ).toEqual({ text: '1 lb 4.8 oz', exact: true });
  });
});

describe('permalink values', () => {
  it('are read in the link’s format and rewritten for the visitor’s decimal mark', () => {
    expect(permalinkText('2.5', 'dot', 'dot', foot, length.units, parseQuantity)).toBe('2.5');
    expect(permalinkText('2.5', 'dot', 'comma', foot, length.units, parseQuantity)).toBe('2,5');
    expect(permalinkText('1/3', 'dot', 'comma', foot, length.units, parseQuantity)).toBe('1/3');
    expect(permalinkText('5 ft 3 in', 'dot', 'comma', foot, length.units, parseQuantity)).toBe('5 ft 3 in');
  });
  it('an exact value is written so the parser reads it back exactly, in either decimal mark', () => {
    expect(exactValueText(exact(21n, 4n), ',')).toBe('5,25');
    expect(exactValueText(exact(-1n, 3n), ',')).toBe('-1/3');
  });
  it('a value that cannot be read is kept as linked', () => {
    // Kept as linked, so the box shows it and the reader's message says why.
    for (const bad of ['abc', '1/0', '<script>', ''])
      expect(permalinkText(bad, 'dot', 'comma', foot, length.units, parseQuantity), bad).toBe(bad);
  });
});
