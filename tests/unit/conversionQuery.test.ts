import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categories } from '../../src/generated/catalog';
import { parseConversionQuery } from '../../src/core/language/conversionQuery';
import { toRatioString } from '../../src/core/rational';
import type { DecimalMark } from '../../src/core/quantityNumber';
import { COSTLY_TEXTS, fuzzText, isSane, letWorkerAnswer, MAX_STEPS, withinSteps } from './quantityFuzz';

/** 'category: from -> to value' for a query, 'null' for text that is not one. */
function read(text: string, decimal: DecimalMark = '.'): string {
  const query = parseConversionQuery(text, categories, decimal);
  if (!query) return 'null';
  return `${query.category.id}: ${query.from.id} -> ${query.to.id} ${query.value ? toRatioString(query.value) : 'null'}`;
}

describe('parseConversionQuery', () => {
  it.each([
    ['10 feet in meters', 'length: foot -> meter 10'],
    ['72 f to c', 'temperature: fahrenheit -> celsius 72'],
    [`5'3" in cm`, 'length: foot -> centimeter 21/4'],
    ['kg to lb', 'weight: kilogram -> pound null'],
    ['how many ounces in a pound', 'weight: pound -> ounce 1'],
    // Two bare units joined by 'in' ask how many of the first make one of the second.
    ['ounces in a pound', 'weight: pound -> ounce 1'],
    ['ounces in pound', 'weight: pound -> ounce 1'],
    ['feet in a mile', 'length: mile -> foot 1'],
    ['miles in 3 km', 'length: kilometer -> mile 3'],
    ['how many feet are in 3 miles', 'length: mile -> foot 3'],
    ['How many feet are there in one mile?', 'length: mile -> foot 1'],
    ['convert 3 m 20 cm to feet', 'length: meter -> foot 16/5'],
    ['Convert 2 h 30 min into seconds', 'time: hour -> second 5/2'],
    ['10 ft = ? m', 'length: foot -> meter 10'],
    ['10 ft = m', 'length: foot -> meter 10'],
    ['100 km/h in mph', 'speed: kilometer_per_hour -> mile_per_hour 100'],
    ['5 in in cm', 'length: inch -> centimeter 5'],
    ['speed of light in vacuum to mph', 'speed: speed_of_light -> mile_per_hour null'],
    ['1 lbf in s² to kg·m²', 'moment_of_inertia: pound_force_inch_square_second -> kilogram_square_meter 1'],
    ['10 Feet IN Meters?', 'length: foot -> meter 10'],
    ['a pound to grams', 'weight: pound -> gram 1'],
    ['10 m -> ft', 'length: meter -> foot 10'],
    ['10 m→ft', 'length: meter -> foot 10'],
    ['30 mpg to L/100 km', 'fuel_consumption: mile_per_gallon_us -> liter_per_100_kilometer 30'],
    ['F to C', 'temperature: fahrenheit -> celsius null'],
    ['-40 °C as °F', 'temperature: celsius -> fahrenheit -40'],
    ['1 t to kg', 'weight: ton_metric -> kilogram 1'],
    ['1 min to s', 'time: minute -> second 1'],
    ['3*12+4 in to cm', 'length: inch -> centimeter 40'],
    ['2 cups to ml', 'volume: cup_us -> milliliter 2'],
    ['5 Mm to mm', 'length: megameter -> millimeter 5'],
    ['5 mA to A', 'current: milliampere -> ampere 5'],
    ['how many cm in an inch', 'length: inch -> centimeter 1'],
    ['10 ft in m.', 'length: foot -> meter 10'],
    ['10 ml to cu. in.', 'volume: milliliter -> cubic_inch 10'],
    ['1 kg to A', 'null'],
  ])('reads %j as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('reads the amount with the visitor’s decimal mark', () => {
    expect(read('1.234,5 m to ft', ',')).toBe('length: meter -> foot 2469/2');
    expect(read('2,5 kg to lb', ',')).toBe('weight: kilogram -> pound 5/2');
  });

  it.each([
    '',
    '10',
    '10 feet',
    'hello to you',
    '5 to 6',
    'to m',
    '10 ft to',
    'ft to 10',
    '10 ft to ftt',
    '5 ft to kg',
    'x'.repeat(201),
  ])('is not a query: %j', (text) => {
    expect(read(text)).toBe('null');
  });

  // A few dozen steps for a query as people type one; an 'in' at every turn makes a place to
  // split at each, so a few thousand (npm run bench -- quantity times them: well under 1 ms).
  it.each([
    ['10 feet in meters', 100],
    ['72 f to c', 100],
    ['how many ounces in a pound', 200],
    ['xyz to abc', 100],
    [`${'1 in '.repeat(30)}to m`, 5_000],
  ])('reads %j over the whole catalogue in at most %i steps', (text, most) => {
    expect(() => withinSteps(most, () => parseConversionQuery(text, categories))).not.toThrow();
  });
});

describe('parseConversionQuery: fuzz', () => {
  it('never throws, never yields NaN or Infinity, and takes a bounded number of steps over the whole catalogue', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzText, fc.constantFrom<DecimalMark>('.', ','), async (text, decimal) => {
        await letWorkerAnswer();
        const query = withinSteps(MAX_STEPS.calculate, () => parseConversionQuery(text, categories, decimal));
        if (!isSane(query)) return false;
        return (
          query === null ||
          (query.category.units.includes(query.from as never) &&
            query.category.units.includes(query.to as never))
        );
      }),
      { numRuns: 100_000, examples: COSTLY_TEXTS.map((text) => [text, '.']) },
    );
  });
});
