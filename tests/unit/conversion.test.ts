import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyConversion,
  conversionError,
  convertExact,
  pairConversion,
  type PairConversion,
} from '../../src/core/conversion';
import { equals, exact, fromRatioString, toNumber, toRatioString } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';
import { categories, getCategory, inferPairCategory, resolveUnitSlug } from '../../src/build-time/catalog';
import type { CategoryRecord, UnitRecord } from '../../src/core/types';
import { convertTyped, readTyped } from '../../src/core/quantityResult';
import { parseQuantity } from '../../src/core/quantity';
import { AUTO, formatExact } from '../../src/core/numberFormat';

/** Converts an exact decimal by unit ids the way the converters do: the exact result as 'num/den', null when there is none. */
function convertIn(
  category: CategoryRecord | undefined,
  from: string,
  to: string,
  value: string,
): string | null {
  const [f, t] = [category?.units.find((u) => u.id === from), category?.units.find((u) => u.id === to)];
  const result = f && t ? convertTyped(parseExact(value)!, f, t) : null;
  return result && toRatioString(result);
}
const convertValue = (categoryId: string, from: string, to: string, value: string) =>
  convertIn(getCategory(categoryId), from, to, value);
const errorFor = (categoryId: string, from: string, to: string) =>
  conversionError(getCategory(categoryId), categoryId, from, to);

const unit = (id: string, factor: string, kind: UnitRecord['kind'] = 'linear', offset = '0'): UnitRecord => ({
  id,
  name: id,
  plural: id,
  symbol: id,
  aliases: [],
  kind,
  factor,
  offset,
  definition: '',
  source: '',
  description: '',
});

describe('conversion engine', () => {
  it('multiplies once by the exact pair factor', () => {
    expect(convertValue('length', 'inch', 'centimeter', '1')).toBe('127/50');
    expect(convertValue('length', 'foot', 'meter', '1')).toBe('381/1250');
    expect(convertValue('length', 'mile', 'kilometer', '1')).toBe('25146/15625');
    expect(convertValue('length', 'millimeter', 'mile', '1e-6')).toBe('1/1609344000000');
    expect(
      pairConversion(
        getCategory('length')!.units.find((u) => u.id === 'centimeter')!,
        getCategory('length')!.units.find((u) => u.id === 'inch')!,
      ).scale,
    ).toBe(50 / 127);
  });
  it('returns the value unchanged for the same unit and null for anything unknown', () => {
    expect(convertValue('length', 'meter', 'meter', '1.23456789012345')).toBe(
      '24691357802469/20000000000000',
    );
    expect(convertValue('nope', 'meter', 'foot', '1')).toBeNull();
    expect(convertValue('length', 'nope', 'foot', '1')).toBeNull();
    expect(convertValue('length', 'meter', 'nope', '1')).toBeNull();
  });
  it('handles affine scales (F = C×9/5+32, K = C+273.15)', () => {
    const c = unit('celsius', '1', 'affine', '5463/20');
    const f = unit('fahrenheit', '5/9', 'affine', '45967/100');
    const k = unit('kelvin', '1', 'affine', '0');
    expect(applyConversion(pairConversion(c, f), 100)).toBe(212);
    expect(applyConversion(pairConversion(c, f), -40)).toBe(-40);
    expect(applyConversion(pairConversion(c, k), 0)).toBe(273.15);
    const cat: CategoryRecord = {
      id: 't',
      name: 'T',
      description: '',
      base: 'kelvin',
      dimension: '',
      aliases: [],
      units: [c, f, k],
    };
    expect(convertIn(cat, 'fahrenheit', 'celsius', '212')).toBe('100');
    expect(convertIn(cat, 'fahrenheit', 'celsius', '98.6')).toBe('37');
  });
  it('handles reciprocal units (L/100 km ↔ km/L ↔ mpg)', () => {
    const l100 = unit('l100', '1');
    const kmpl = unit('kmpl', '100', 'reciprocal'); // base = 100 / value
    const mpg = unit('mpg', '100/(1609344/3785411784)'.length ? '2352145833/10000000' : '', 'reciprocal');
    expect(applyConversion(pairConversion(kmpl, l100), 20)).toBe(5);
    expect(applyConversion(pairConversion(l100, kmpl), 5)).toBe(20);
    expect(applyConversion(pairConversion(kmpl, kmpl), 7)).toBe(7);
    expect(applyConversion(pairConversion(l100, kmpl), 0)).toBeNull();
    expect(pairConversion(mpg, kmpl).kind).toBe('linear');
  });
  it('reports the error messages word for word', () => {
    expect(errorFor('nope', 'meter', 'foot')).toEqual({
      field: 'category',
      message: "Category 'nope' not found",
    });
    expect(errorFor('length', 'x', 'foot')).toEqual({
      field: 'from',
      message: "Unit 'x' not found in category 'length'",
    });
    expect(errorFor('length', 'meter', 'y')).toEqual({
      field: 'to',
      message: "Unit 'y' not found in category 'length'",
    });
    const broken: CategoryRecord = {
      id: 'b',
      name: 'B',
      description: '',
      base: 'a',
      dimension: '',
      aliases: [],
      units: [unit('a', '1'), unit('z', 'garbage')],
    };
    expect(conversionError(broken, 'b', 'a', 'z')).toEqual({
      field: 'to',
      message: "No conversion method available from 'a' to 'z' in category 'b'",
    });
    expect(convertIn(broken, 'a', 'z', '5')).toBeNull();
    expect(errorFor('length', 'meter', 'foot')).toBeNull();
  });
  it('infers the category of a pair route from slugs, aliases included', () => {
    expect(inferPairCategory('cm', 'inches').id).toBe('length');
    expect(inferPairCategory('meters', 'feet').id).toBe('length');
    expect(inferPairCategory('zzz', 'yyy').id).toBe('length');
    expect(resolveUnitSlug(getCategory('length')!, 'nautical-mile')?.id).toBe('nautical_mile');
    expect(resolveUnitSlug(getCategory('length')!, 'metres')?.id).toBe('meter');
  });
});

describe('every unit of every category', () => {
  for (const category of categories) {
    it(`${category.id}: converting there and back returns the value`, () => {
      const units = category.units;
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: units.length - 1 }),
          fc.integer({ min: 0, max: units.length - 1 }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
          (i, j, x) => {
            const a = units[i]!;
            const b = units[j]!;
            const there = applyConversion(pairConversion(a, b), x);
            // No answer only for 0 in a reciprocal unit, or a level of no positive amount or beyond 10^±1000.
            if (there === null)
              return [a.kind, b.kind].some((k) => k === 'reciprocal' || k === 'logarithmic');
            // Below the smallest normal double (a level of −3000 dB) a double keeps too few digits, or none, to come back.
            if (Math.abs(there) < 2 ** -1022 && (a.kind === 'logarithmic' || b.kind === 'logarithmic'))
              return true;
            const back = applyConversion(pairConversion(b, a), there);
            if (back === null) return false;
            return Math.abs(back - x) <= 1e-9 * Math.max(1, Math.abs(x));
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});

describe('typed input through the whole pipeline', () => {
  it('never yields NaN or Infinity, whatever is typed and whichever pair is picked', () => {
    const all = categories.flatMap((c) => c.units.map((u) => [c, u] as const));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.double().map(String),
          fc.constantFrom('1e308', '-1e308', '1e-320', '-0', '1e', '--5', '١٢', ' 7 '),
        ),
        fc.nat(all.length - 1),
        fc.nat(1000),
        (text, i, j) => {
          const [category, from] = all[i]!;
          const to = category.units[j % category.units.length]!;
          const typed = readTyped(text, from, category.units, 'dot', parseQuantity);
          if (typed.kind !== 'value' || typed.unit !== from) return true;
          const y = convertTyped(typed.value, from, to);
          const shown =
            y === null ? null : formatExact(y, { precision: AUTO, format: 'dot', grouping: false }).text;
          return shown === null || (/^-?\d/.test(shown) && !/NaN|Infinity/.test(shown));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('convertExact', () => {
  const cm = unit('centimeter', '1/100');
  const inch = unit('inch', '127/5000');
  const celsius = unit('celsius', '1', 'affine', '5463/20');
  const fahrenheit = unit('fahrenheit', '5/9', 'affine', '45967/100');
  const l100 = unit('l100', '1');
  const kmpl = unit('kmpl', '100', 'reciprocal');
  const radian = unit('radian', '1');
  const degree = unit('degree', '1/180·π');
  const text = (e: ReturnType<typeof convertExact>) => (e === null ? null : toRatioString(e));

  it('multiplies by the exact scale (linear)', () => {
    expect(text(convertExact(pairConversion(cm, inch), parseExact('123456789')!))).toBe('6172839450/127');
    expect(text(convertExact(pairConversion(inch, cm), parseExact('1')!))).toBe('127/50');
    expect(text(convertExact(pairConversion(cm, inch), exact(0n)))).toBe('0');
  });
  it('adds the exact shift (affine)', () => {
    expect(text(convertExact(pairConversion(celsius, fahrenheit), parseExact('100')!))).toBe('212');
    expect(text(convertExact(pairConversion(fahrenheit, celsius), parseExact('98.6')!))).toBe('37');
    expect(text(convertExact(pairConversion(fahrenheit, celsius), parseExact('0.1')!))).toBe('-319/18');
  });
  it('divides the scale by the value (reciprocal) and has no answer for 0', () => {
    expect(text(convertExact(pairConversion(kmpl, l100), parseExact('3')!))).toBe('100/3');
    expect(text(convertExact(pairConversion(l100, kmpl), parseExact('-8')!))).toBe('-25/2');
    expect(convertExact(pairConversion(l100, kmpl), exact(0n))).toBeNull();
    expect(convertExact(pairConversion(kmpl, l100), parseExact('-0')!)).toBeNull();
  });
  it('keeps π factors exact', () => {
    expect(text(convertExact(pairConversion(radian, degree), parseExact('1')!))).toBe('180·π^-1');
    expect(text(convertExact(pairConversion(degree, radian), parseExact('90')!))).toBe('1/2·π');
  });
  it('approximates once, without throwing, when a π term meets a rational shift', () => {
    const odd: PairConversion = {
      kind: 'affine',
      scale: Math.PI,
      shift: 1,
      exactScale: '1·π',
      exactShift: '1',
      exact: false,
      logFactor: 0,
    };
    const y = convertExact(odd, parseExact('2')!);
    expect(y && y.piPower).toBe(0);
    expect(toNumber(y!)).toBe(2 * Math.PI + 1);
  });
  it('agrees with the double engine, and going there and back returns the exact input, for every pair', () => {
    const all = categories.flatMap((c) => c.units.map((u) => [c, u] as const));
    fc.assert(
      fc.property(
        fc.nat(all.length - 1),
        fc.nat(1000),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.nat(8),
        (i, j, digits, scale) => {
          const [category, from] = all[i]!;
          const to = category.units[j % category.units.length]!;
          const x = exact(digits, 10n ** BigInt(scale));
          const there = convertExact(pairConversion(from, to), x);
          const double = applyConversion(pairConversion(from, to), toNumber(x));
          const level = from.kind === 'logarithmic' || to.kind === 'logarithmic';
          // Beyond 10^±1000 a level has no answer, where a double is 0 or Infinity (no answer either).
          if (there === null)
            return (double === null && digits === 0n) || (level && (double === null || double === 0));
          const y = toNumber(there);
          if (double === null || Math.abs(y - double) > 1e-12 * Math.max(1, Math.abs(y))) return false;
          const back = convertExact(pairConversion(to, from), there);
          // A level's logarithm has no exact form: its way back is as close as a double's digits allow.
          if (there.inexact)
            return (
              back !== null &&
              Math.abs(toNumber(back) - toNumber(x)) <= 1e-9 * Math.max(1, Math.abs(toNumber(x)))
            );
          return back !== null && equals(back, x);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('reads the ratio strings it was given (not the doubles)', () => {
    const c = pairConversion(cm, inch);
    expect(fromRatioString(c.exactScale)).toEqual(exact(50n, 127n));
    expect(equals(convertExact({ ...c, scale: 0 }, parseExact('127')!)!, exact(50n))).toBe(true);
  });
});
