import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categories } from '../../src/generated/catalog';
import { parseQuantity } from '../../src/core/language/readQuantity';
import { exact, toRatioString } from '../../src/core/rational';
import type { DecimalMark } from '../../src/core/quantityNumber';
import { COSTLY_TEXTS, fuzzText, isSane, letWorkerAnswer, MAX_STEPS, withinSteps } from './quantityFuzz';

const unitsOf = (id: string) => categories.find((c) => c.id === id)!.units;
const length = unitsOf('length');

/** 'value unit-id' for a successful parse, 'kind term' for an error: one string to compare. */
function read(text: string, category = 'length', decimal: DecimalMark = '.'): string {
  const result = parseQuantity(text, unitsOf(category), decimal);
  if (!result.ok) {
    const { kind, term } = result.diagnostic;
    return `${kind}${term === undefined ? '' : ` ${term}`}`;
  }
  return `${toRatioString(result.value)}${result.unit ? ` ${result.unit.id}` : ''}`;
}

describe('parseQuantity: plain numbers', () => {
  it.each([
    ['1234.5', '2469/2'],
    ['1,234.5', '2469/2'],
    ['1,234', '1234'],
    ['1,234,567', '1234567'],
    ['1.5e3', '1500'],
    ['-3', '-3'],
    ['+3', '3'],
    ['\u22123', '-3'],
    ['\u20133', '-3'],
    ['.5', '1/2'],
    ['1/2', '1/2'],
    ['1 1/2', '3/2'],
    ['-1 1/2', '-3/2'],
    ['2,5', '5/2'],
    ['12,50', '25/2'],
    ['  7  ', '7'],
    ['١٢', '12'],
    ['۱۲', '12'],
    ['１２', '12'],
    ['-0', '0'],
    ['0', '0'],
    ['5.', '5'],
    ['1e400', `1${'0'.repeat(400)}`],
    ['2.5e3', '2500'],
    ['1E-3', '1/1000'],
    ['0.1', '1/10'],
    ['1\u00a0000', '1000'],
    ['1 000 000', '1000000'],
    ['١٢٫٥', '25/2'],
    ['١٬٢٣٤٫٥', '2469/2'],
    ['½', '1/2'],
    ['1½', '3/2'],
    ['-2¾', '-11/4'],
  ])('reads %j as %s', (text, value) => {
    expect(read(text)).toBe(value);
  });

  it.each([
    ['1.234,5', '2469/2'],
    ['2,5', '5/2'],
    ['1.234', '1234'],
    ['2.5', '5/2'],
    ['1 234,5', '2469/2'],
    ['1\u202f234,5', '2469/2'],
    ['1\u00a0234,5', '2469/2'],
    ['1.234.567', '1234567'],
    ['1 1/2', '3/2'],
    ['1,5e3', '1500'],
  ])('reads %j with the decimal comma as %s', (text, value) => {
    expect(read(text, 'length', ',')).toBe(value);
  });

  it('reads plain literals as the doubles a number field would give', () => {
    // The exact value rounds to the double of the same literal.
    for (const [text, value] of [
      ['1234.5', 1234.5],
      ['1,234', 1234],
      ['1.5e3', 1500],
      ['12,50', 12.5],
      ['-1 1/2', -1.5],
    ] as const) {
      const result = parseQuantity(text, length);
      expect(result.ok && Number(result.value.num) / Number(result.value.den)).toBe(value);
    }
  });
});

describe('parseQuantity: arithmetic', () => {
  it.each([
    ['2+3*4', '14'],
    ['(2+3)*4', '20'],
    ['10^3', '1000'],
    ['2^-1', '1/2'],
    ['-2^2', '-4'],
    ['(-2)^2', '4'],
    ['2^3^2', '512'],
    ['2^2^3', '256'],
    ['1/3+1/6', '1/2'],
    ['8÷2×3', '12'],
    ['2·3', '6'],
    ['2 ⋅ 3', '6'],
    ['7-2-1', '4'],
    ['2*-3', '-6'],
    ['--3', '3'],
    ['-(2+3)', '-5'],
    ['1/2/3', '1/6'],
    ['0.1+0.2', '3/10'],
    ['(1+2)^2', '9'],
    ['10^-3', '1/1000'],
    ['0^0', '1'],
    ['3−1', '2'],
    ['2 ^ 10', '1024'],
    ['1e3^2', '1000000'],
  ])('evaluates %j to %s', (text, value) => {
    expect(read(text)).toBe(value);
  });

  it.each([
    ['1/0', 'divisionByZero'],
    ['1 1/0', 'divisionByZero'],
    ['0^-1', 'divisionByZero'],
    ['5/(2-2)', 'divisionByZero'],
    ['1e1001', 'tooLarge'],
    ['2^1001', 'tooLarge'],
    ['10^999*10^999', 'tooLarge'],
    ['2^2^2^2^2', 'tooLarge'],
    ['2^(1/2)', 'exponent (1/2)'],
    ['1,2,3', 'unreadable ,'],
    ['1..2', 'unreadable .2'],
    ['0x10', 'unknownWord x'],
  ])('rejects %j as %s', (text, outcome) => {
    expect(read(text)).toBe(outcome);
  });

  it('limits nesting and length', () => {
    expect(read(`${'('.repeat(20)}1${')'.repeat(20)}`)).toBe('1');
    expect(read(`${'('.repeat(21)}1${')'.repeat(21)}`)).toBe('tooDeep');
    expect(read('1'.repeat(200))).toBe('1'.repeat(200));
    expect(read('1'.repeat(201))).toBe('tooLong');
  });
});

describe('parseQuantity: units and compounds', () => {
  it.each([
    ['5 ft', '5 foot'],
    ['5ft', '5 foot'],
    ['5 feet', '5 foot'],
    ['1 foot', '1 foot'],
    ['5 Feet', '5 foot'],
    ['5 KM', '5 kilometer'],
    ['5 ft 3 in', '21/4 foot'],
    ['5ft3in', '21/4 foot'],
    [`5'3"`, '21/4 foot'],
    ['5′ 3″', '21/4 foot'],
    [`5' 3"`, '21/4 foot'],
    ['3 m 20 cm', '16/5 meter'],
    ['1 1/2 in', '3/2 inch'],
    ['5 ft + 3 in', '21/4 foot'],
    ['5 ft - 3 in', '19/4 foot'],
    ['-5 ft 3 in', '-21/4 foot'],
    ['-5 ft + 3 in', '-19/4 foot'],
    ['3*12+4 in', '40 inch'],
    ['(2+3)/4 ft', '5/4 foot'],
    ['5 ft. 3 in.', '21/4 foot'],
    ['5 nautical miles', '5 nautical_mile'],
    ['2 US survey feet', '2 foot_us_survey'],
    ['5 mm', '5 millimeter'],
    ['5 Mm', '5 megameter'],
    ['1 mi 1 ft', '5281/5280 mile'],
    ['2e3m', '2000 meter'],
    ['1 m 1 Å', '10000000001/10000000000 meter'],
    ['1 pc', '1 parsec'],
    ['1 kpc 1 pc', '1001/1000 kiloparsec'],
    ['5 ft 3 1/2 in', '127/24 foot'],
    ['1½ in', '3/2 inch'],
  ])('reads %j in length as %s', (text, value) => {
    expect(read(text)).toBe(value);
  });

  it.each([
    ['weight', '1 lb 4 oz', '5/4 pound'],
    ['weight', '1 st 3 lb', '17/14 stone'],
    ['weight', '2 lbs', '2 pound'],
    ['time', '2 h 30 min', '5/2 hour'],
    ['time', '1 h 2 min 3 s', '1241/1200 hour'],
    ['temperature', '72°F', '72 fahrenheit'],
    ['temperature', '72 °F', '72 fahrenheit'],
    ['temperature', '72 F', '72 fahrenheit'],
    ['temperature', '72 f', '72 fahrenheit'],
    ['temperature', '72 degrees Fahrenheit', '72 fahrenheit'],
    ['temperature', '-40 °C', '-40 celsius'],
    ['temperature', '300 K', '300 kelvin'],
    ['temperature', '5 °r', '5 reaumur'],
    ['temperature', '5 °R', '5 rankine'],
    // A reading moved by a difference is a reading: the second term is degrees, whatever its scale.
    ['temperature', '1 °C + 1 K', '2 celsius'],
    ['temperature', '32 °F + 5 °C', '41 fahrenheit'],
    ['speed', '100 km/h', '100 kilometer_per_hour'],
    ['speed', '10 m/s', '10 meter_per_second'],
    ['speed', '5 miles per hour', '5 mile_per_hour'],
    ['fuel_consumption', '5 L/100 km', '5 liter_per_100_kilometer'],
    ['fuel_consumption', '30 mpg', '30 mile_per_gallon_us'],
    ['volume', '5 fluid ounces', '5 fluid_ounce_us'],
    ['volume', '2 m^3', '2 cubic_meter'],
    ['volume', '2 m³', '2 cubic_meter'],
    ['area', '5 m²', '5 square_meter'],
    ['area', '5 ft^2', '5 square_foot'],
    ['angle', '30° 15′', '121/4 degree'],
    ['angle', `30°15'`, '121/4 degree'],
    ['frequency', '5/min', '5 cycle_per_minute'],
    ['frequency', '10/2 /min', '5 cycle_per_minute'],
    ['area', '1 ¼ section', '1 quarter_section'],
    ['area', '1½ acres', '3/2 acre'],
    ['volume', '5 mL', '5 milliliter'],
    ['volume', '5 ML', '5 megaliter'],
    // Amounts written side by side, as people write heights and times.
    ['length', '1 m 80', '9/5 meter'],
    ['length', '1m80', '9/5 meter'],
    ['length', '5ft3in', '21/4 foot'],
    ['length', '1m2cm', '51/50 meter'],
  ])('reads in %s %j as %s', (category, text, value) => {
    expect(read(text, category)).toBe(value);
  });

  // '1 pc 1 m': a parsec is 96939420213600000/π m, so the sum keeps a π and has no exact value.
  it.each([
    ['length', '5 yd 3', 'missingUnit 3'],
    ['length', '5 3 in', 'missingUnit 5'],
    ['length', '5 ft + 3', 'missingUnit 3'],
    ['length', '5 ftt', 'unknownWord ftt'],
    ['length', '5 ftt 3 in', 'unknownWord ftt'],
    ['length', '5 m/s', 'unknownWord m/s'],
    ['length', '5 ft²', 'otherQuantity 5 ft²'],
    ['length', '(3 m)^2', 'otherQuantity (3 m)^2'],
    ['length', '5 MM', 'unknownWord MM'],
    ['length', 'ftt', 'unknownWord ftt'],
    ['length', '5 ft)', 'unopened )'],
    ['length', '5 ft (3+1) in', 'otherQuantity 5 ft (3+1) in'],
    ['temperature', '72 °F 3 °C', 'offsetScale °F'],
    ['temperature', '20 °C + 30 °C', 'temperatureReadings 30 °C'],
    ['temperature', '20 °C - 10 °C', 'offsetScale 20 °C - 10 °C'],
    ['fuel_consumption', '30 mpg 3 mpg', 'repeatedUnit mpg'],
    ['volume', '5 Ml', 'unknownWord Ml'],
  ])('rejects in %s %j as %s', (category, text, outcome) => {
    expect(read(text, category)).toBe(outcome);
  });

  it.each([
    [`5'-3"`, '21/4 foot'],
    [`5′-3″`, '21/4 foot'],
    [`-5'-3"`, '-21/4 foot'],
    [`5'-3 1/2"`, '127/24 foot'],
    [`5'-3 in`, '21/4 foot'],
    [`5' - 3"`, '19/4 foot'],
    [`5' -3"`, '19/4 foot'],
    [`5'-1 m`, '655/381 foot'],
    ['5\u20193\u201d', '21/4 foot'],
    ['5\u20183\u201c', '21/4 foot'],
    ['5\u2019 3\u201d', '21/4 foot'],
    [`5'3`, '21/4 foot'],
    [`5' 3`, '21/4 foot'],
    [`5′3`, '21/4 foot'],
    [`5'3 1/2`, '127/24 foot'],
    ['5\u20193', '21/4 foot'],
    [`5'1 + 5m`, '32747/1524 foot'],
    [`5'3 - 3 in`, '5 foot'],
    ['5 ft + 3 ft', '8 foot'],
    ['5 ft 3 in - 2 in', '61/12 foot'],
    ['(5 ft)', '5 foot'],
    ['5 ft * 2', '10 foot'],
    ['(5 m + 3 in) * 7', '177667/5000 meter'],
    ['3 in * 7', '21 inch'],
    [`5'-3`, '21/4 foot'],
    ['2^3 ft', '8 foot'],
    ['1/2^2 ft', '1/4 foot'],
    // After feet however written, a bare number is inches; 'and' adds; a fraction character after a space joins the number.
    ['5 ft 3', '21/4 foot'],
    ['5 feet 3', '21/4 foot'],
    ['6 foot 2', '37/6 foot'],
    ['5 ft 3+1 in', '16/3 foot'],
    ['5 feet and 3 inches', '21/4 foot'],
    ['5 ft 1 ¼ in', '245/48 foot'],
    ['3 x 4 ft', '12 foot'],
  ])('reads feet and inches %j as %s', (text, value) => {
    expect(read(text)).toBe(value);
  });

  it.each([
    ['length', `5'3'`, "repeatedUnit '"],
    ['length', '5\u20193\u2019', 'repeatedUnit \u2019'],
    ['length', '5 ft 3 ft', 'repeatedUnit ft'],
    ['length', '5 ft 3 in 2 in', 'repeatedUnit in'],
    ['length', '5 ft 3 feet', 'repeatedUnit feet'],
    ['length', `3 in 5'4`, 'repeatedUnit in'],
    ['length', `5' + 3`, 'missingUnit 3'],
    ['length', '5 yd 3', 'missingUnit 3'],
    ['length', `5'3"4`, 'missingUnit 4'],
    ['length', `5'3 ftt`, 'unknownWord ftt'],
    ['angle', `30°15'15'`, "repeatedUnit '"],
    ['temperature', '5 °C 3', 'offsetScale °C'],
    ['length', '5 ft 3*2 in', 'otherQuantity 5 ft 3*2 in'],
  ])('rejects in %s %j as %s', (category, text, outcome) => {
    expect(read(text, category)).toBe(outcome);
  });

  // A parsec is 96939420213600000/π m: a sum with metres has no exact value, so it is read as the nearest and marked so.
  it.each([
    ['length', '1 pc 1 m', 'parsec'],
    ['angle', '1 rad 30°', 'radian'],
  ])('reads in %s %j approximately, marked inexact', (category, text, unit) => {
    const result = parseQuantity(text, unitsOf(category));
    expect(result.ok && result.unit?.id).toBe(unit);
    expect(result.ok && result.value.inexact).toBe(true);
  });

  it('reads the same marks as arcminutes and arcseconds in angles', () => {
    expect(read(`30°15'20`, 'angle')).toBe('2723/90 degree');
    expect(read('30°15\u201920\u201d', 'angle')).toBe('2723/90 degree');
  });

  it.each(['-', '+', '1e', '1e-', '1/', '(2+3', '5 ft +', '3*', '2^', '1,', '(', '5 ft -', `5'3 +`, `5'-`])(
    'calls %j incomplete',
    (text) => {
      expect(read(text)).toBe('incomplete');
    },
  );

  it.each(['', '   ', '\u00a0'])('calls %j empty', (text) => {
    expect(read(text)).toBe('empty');
  });

  it('returns the unit record of the list it was given', () => {
    const result = parseQuantity('5 ft 3 in', length);
    expect(result.ok && result.unit).toBe(length.find((u) => u.id === 'foot'));
    expect(parseQuantity('5', length)).toEqual({ ok: true, value: exact(5n), unit: null });
  });
});

/** The test's own exact sum Σ amountᵢ · perFirstᵢ, compared by cross-multiplying. */
function sumsTo(text: string, category: string, parts: { n: bigint; d: bigint }[]): boolean {
  const result = parseQuantity(text, unitsOf(category));
  if (!result.ok) return false;
  let n = 0n;
  let d = 1n;
  for (const part of parts) [n, d] = [n * part.d + part.n * d, d * part.d];
  return result.value.num * d === n * result.value.den;
}

describe('parseQuantity: compounds sum exactly', () => {
  const amount = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }));
  const write = ([digits, places]: [bigint, number]) => {
    const text = digits.toString().padStart(places + 1, '0');
    return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
  };
  const rational = ([digits, places]: [bigint, number], per: bigint, negative: boolean) => ({
    n: negative ? -digits : digits,
    d: 10n ** BigInt(places) * per,
  });

  it.each([
    ['length', 'ft', 'in', 12n],
    ['weight', 'lb', 'oz', 16n],
    ['weight', 'st', 'lb', 14n],
    ['time', 'h', 'min', 60n],
    ['time', 'min', 's', 60n],
    ['length', 'yd', 'ft', 3n],
    ['length', 'm', 'cm', 100n],
  ])('%s: a %s b %s = a + b/%d', (category, big, small, per) => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), fc.constantFrom(' ', ''), (a, b, negative, gap) => {
        const text = `${negative ? '-' : ''}${write(a)}${gap}${big} ${write(b)}${gap}${small}`;
        return sumsTo(text, category, [rational(a, 1n, negative), rational(b, per, negative)]);
      }),
      { numRuns: 300 },
    );
  });

  it('h min s = h + min/60 + s/3600', () => {
    fc.assert(
      fc.property(amount, amount, amount, (h, m, s) =>
        sumsTo(`${write(h)} h ${write(m)} min ${write(s)} s`, 'time', [
          rational(h, 1n, false),
          rational(m, 60n, false),
          rational(s, 3600n, false),
        ]),
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseQuantity: fuzz', () => {
  it.each(['length', 'temperature'])(
    'never throws, never yields NaN or Infinity, and takes a bounded number of steps, with %s units',
    async (category) => {
      const units = unitsOf(category);
      await fc.assert(
        fc.asyncProperty(fuzzText, fc.constantFrom<DecimalMark>('.', ','), async (text, decimal) => {
          await letWorkerAnswer();
          const result = withinSteps(MAX_STEPS.parseQuantity, () => parseQuantity(text, units, decimal));
          if (!isSane(result)) return false;
          if (result.ok) return result.unit === null || units.includes(result.unit as (typeof units)[number]);
          // An unreadable text without a term comes only from the safety net that catches a bug.
          return !(result.diagnostic.kind === 'unreadable' && result.diagnostic.term === undefined);
        }),
        { numRuns: 100_000, examples: COSTLY_TEXTS.map((text) => [text, '.']) },
      );
    },
  );
});
