import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import './propertySeed';
import { categories } from '../../src/build-time/catalog';
import { searchIndexJson } from '../../src/build-time/islandData';
import { decodeSearchIndex } from '../../src/browser/searchIndex';
import { calculate } from '../../src/core/language/calculate';
import { calculationText, converterStart } from '../../src/core/language/answerText';
import { lineAnswer } from '../../src/core/calculatorTape';
import { meaningsOf, spellingIndex } from '../../src/core/language/spellings';
import {
  add,
  div,
  exact,
  fromRatioString,
  mul,
  toNumber,
  toRatioString,
  type Exact,
} from '../../src/core/rational';
import { searchTerms } from '../../src/core/searchTerms';
import { normalizeQuantityText } from '../../src/core/quantityText';
import { COSTLY_TEXTS, fuzzText, isSane, letWorkerAnswer, MAX_STEPS, withinSteps } from './quantityFuzz';
import { exactValueText } from '../../src/core/quantityResult';
import { formatExact } from '../../src/core/numberFormat';

/** The search index as the browser decodes it: what the language reads over. */
const index = decodeSearchIndex(JSON.parse(JSON.stringify(searchIndexJson(categories))));
const unit = (category: string, id: string) =>
  categories.find((c) => c.id === category)!.units.find((u) => u.id === id)!;
/** A unit's size in its category's base unit, exactly, from the compiled catalogue (not from the language). */
const factor = (category: string, id: string) => fromRatioString(unit(category, id).factor);
const q = (n: bigint | number, d: bigint | number = 1) => exact(BigInt(n), BigInt(d));

/** The one answer of `text` as 'value category.unit', or the diagnostic's kind. */
function answer(text: string): string {
  const c = calculate(text, index);
  if (!c.ok) return `error ${c.diagnostic.kind}`;
  return (
    c.parts.map((p) => `${toRatioString(p.value)} ${p.unit.category.id}.${p.unit.unit.id}`).join(' + ') +
    (c.coherent ? `${toRatioString(c.coherent.value)} ${c.coherent.symbol}` : '')
  );
}

const ratio = (x: Exact) => toRatioString(x);

describe('calculate: computing with units', () => {
  it.each([
    // Each expected value is worked out from the catalogue's factors here, independently of the language.
    [
      '60 mph * 2 h to km',
      ratio(div(mul(mul(q(60), factor('speed', 'mile_per_hour')), q(7200)), factor('length', 'kilometer'))),
      'length.kilometer',
    ],
    ['60 mph * 2 h', '120', 'length.mile'],
    [
      '100 W * 8 h to kWh',
      ratio(div(q(800 * 3600), factor('energy', 'kilowatt_hour'))),
      'energy.kilowatt_hour',
    ],
    [
      '3 ft * 4 ft to m²',
      ratio(mul(q(12), mul(factor('length', 'foot'), factor('length', 'foot')))),
      'area.square_meter',
    ],
    ['3 ft * 4 ft', '12', 'area.square_foot'],
    ['kg*m/s^2 to N', '1', 'force.newton'],
    [
      '9.81 m/s^2 * 75 kg to lbf',
      ratio(div(mul(q(981, 100), q(75)), factor('force', 'pound_force'))),
      'force.pound_force',
    ],
    ['3 in * 7', '21', 'length.inch'],
    // 5 m + 3 in = 5.0762 m, seven times.
    ['(5 m + 3 in) * 7', ratio(mul(q(7), q(50762, 10000))), 'length.meter'],
    ['(3 m)^2', '9', 'area.square_meter'],
    ['2.3*m', '23/10', 'length.meter'],
    ['36 km per hour', '36', 'speed.kilometer_per_hour'],
    ['36km / hour', '36', 'speed.kilometer_per_hour'],
    ['3 meter / second', '3', 'speed.meter_per_second'],
    ['1 mile^2', '1', 'area.square_mile'],
    ['2 inch³', '2', 'volume.cubic_inch'],
    ['pi radians', '1·π', 'angle.radian'],
    ['5 oC', '5', 'temperature.celsius'],
    [
      '6 foot 4 in cm',
      ratio(div(mul(q(76), factor('length', 'inch')), factor('length', 'centimeter'))),
      'length.centimeter',
    ],
    [
      "6'2 to cm",
      ratio(div(mul(q(74), factor('length', 'inch')), factor('length', 'centimeter'))),
      'length.centimeter',
    ],
    ['3’6”', '7/2', 'length.foot'],
    // 61 inches and 5 meters, in feet.
    [
      "5'1 + 5m",
      ratio(div({ num: 61n * 254n + 50000n, den: 10000n, piPower: 0 }, factor('length', 'foot'))),
      'length.foot',
    ],
    ['5 gb to mb', '5000', 'data_storage.megabyte'],
    ['5 gb to Gb', '40', 'data_storage.gigabit'],
    ['1 kWh / 100 km to Wh/mi', ratio(div(mul(q(1000), factor('length', 'mile')), q(100_000))), null],
    ['72 f in c', '200/9', 'temperature.celsius'],
    ['how many ounces in a pound', '16', 'weight.ounce'],
    ['how many ounces is a pound', '16', 'weight.ounce'],
    ['how many feet are 3 yards', '9', 'length.foot'],
    ['ounces in a pound', '16', 'weight.ounce'],
    ['20 km/L to L/100km', '5', 'fuel_consumption.liter_per_100_kilometer'],
  ])('%s', (text, value, unitKey) => {
    const result = answer(text);
    expect(result).toBe(unitKey ? `${value} ${unitKey}` : `${value} Wh/mi`);
  });

  it('mixed answers: largest unit first, the last takes the rest exactly', () => {
    expect(answer('1.8 m to feet and inches')).toBe(
      `5 length.foot + ${ratio(div(q(18000 - 5 * 3048, 10000), q(254, 10000)))} length.inch`,
    );
    expect(answer('5000 s to h:m:s')).toBe('1 time.hour + 23 time.minute + 20 time.second');
    expect(answer('12.5° to dms')).toBe('12 angle.degree + 30 angle.arcminute + 0 angle.arcsecond');
  });

  it('answers in the unit people expect, and writes it with the one formatter', () => {
    const text = (t: string) => {
      const c = calculate(t, index);
      return c.ok ? calculationText(c).text : c.diagnostic.message;
    };
    expect(text('60 mph * 2 h')).toBe('120 mi');
    expect(text('12.5° to dms')).toBe('12° 30′ 0″');
    expect(text('kg*m^2/s^2')).toBe('1 J');
    expect(text('1 / (2 s)')).toMatch(/Hz$/);
    // Arithmetic on plain numbers before a unit applies to all of it.
    expect(text('3*12+4 in')).toBe('40 in');
    expect(text('10 / 2 s')).toBe('5 s');
    expect(text('3 in / 1 ft')).toBe('0.25');
    expect(text('2 * 3')).toBe('6');
  });

  it('refuses with one sentence that names both dimensions, pointing at the part', () => {
    const c = calculate('100 W * 8 h to km', index);
    expect(c.ok).toBe(false);
    if (c.ok) return;
    expect(c.diagnostic.message).toBe(
      '‘100 W * 8 h’ is an energy and ‘km’ is a length: one does not convert to the other.',
    );
    expect('100 W * 8 h to km'.slice(c.diagnostic.start, c.diagnostic.end)).toBe('km');
    const sum = calculate('5 m + 3 s', index);
    expect(!sum.ok && sum.diagnostic.message).toBe(
      '‘5 m’ is a length and ‘3 s’ is a time: they cannot be added.',
    );
    expect(!sum.ok && '5 m + 3 s'.slice(sum.diagnostic.start, sum.diagnostic.end)).toBe('3 s');
  });

  it('reads ‘in’ between units that do not convert as the question, not as inches multiplied in', () => {
    const spoon = calculate('1 tablespoon in grams', index);
    expect(!spoon.ok && spoon.diagnostic.message).toBe(
      '‘1 tablespoon’ is a volume and ‘grams’ is a weight and mass: one does not convert to the other.',
    );
    expect(answer('5 m in s')).toBe('error cannotConvert');
    // 'lb in' and 'oz in' are the pound-force and ounce-force inch, but not before another unit.
    expect(answer('12 st 4 lb in kg')).toBe(answer('12 st 4 lb to kg'));
    expect(answer('12 st 4 lb in kg')).toMatch(/ weight\.kilogram$/);
    expect(answer('3 oz in g')).toBe(
      `${ratio(div(mul(q(3), factor('weight', 'ounce')), factor('weight', 'gram')))} weight.gram`,
    );
    expect(answer('10 lb in to N m')).toMatch(/ torque\.newton_meter$/);
    // 'in lbf' (the inch pound-force) after a unit leaves 'in' to the question too.
    expect(answer('1 N in lbf')).toBe(answer('1 N to lbf'));
    expect(answer('1 N in lbf')).toMatch(/ force\.pound_force$/);
    expect(answer('5 in lbf to N m')).toMatch(/ torque\.newton_meter$/);
    // A product of units with no category is still an answer where no question was asked.
    expect(answer('3 ft * 4 kg')).toBe(`${ratio(mul(q(3 * 3048, 10000), q(4)))} kg·m`);
  });

  it('points at what it cannot read', () => {
    const at = (t: string) => {
      const c = calculate(t, index);
      return c.ok
        ? 'ok'
        : `${c.diagnostic.kind} ${JSON.stringify(t.slice(c.diagnostic.start, c.diagnostic.end))}`;
    };
    expect(at('5 fooz + 3 m')).toBe('unknownWord "fooz"');
    expect(at('3 * (2 + ')).toBe('expected ""');
    expect(at('3 m)')).toBe('unopened ")"');
    expect(at('(3 m')).toBe('unclosed "("');
    expect(at('2 m ^ 1.5')).toBe('exponent "1.5"');
    expect(at('5 m / 0')).toBe('divisionByZero "0"');
    // One unit twice side by side is a slip, not a sum; joined by '+' it adds.
    expect(at("5'3'")).toBe(`repeatedUnit "'"`);
    expect(at('5 ft + 3 ft')).toBe('ok');
  });

  it('says what is expected where a question breaks off, not that a target word is no unit', () => {
    const said = (t: string) => {
      const c = calculate(t, index);
      if (c.ok) return 'ok';
      const { kind, start, end, message } = c.diagnostic;
      return `${kind} ${JSON.stringify(t.slice(start, end))}: ${message.replace(/ Try .*$/, '')}`;
    };
    // The question read furthest says best what is wrong.
    expect(said('5 ft to xyz')).toBe('unknownWord "xyz": ‘xyz’ is not a unit we know.');
    expect(said('how many xyz in a mile')).toBe('unknownWord "xyz": ‘xyz’ is not a unit we know.');
    expect(said('5 ft to')).toBe('expected "to": Something is missing after ‘to’.');
    expect(said('5 ft to 3')).toBe('expected "3": Something is missing after ‘3’.');
    expect(said('5 ft + to m')).toBe('expected "": Something is missing after ‘+’.');
    expect(said('to m')).toBe('expected "to": Something is missing here.');
    // 'in' at the end is the inch.
    expect(said('5 ft in')).toBe('ok');
  });

  it('temperatures on an offset scale are points: alone they convert with their offset', () => {
    expect(answer('-40 F to C')).toBe('-40 temperature.celsius');
    expect(answer('300 K + 5 K to °C')).toBe('637/20 temperature.celsius');
    // In arithmetic '°C' can only be a temperature difference.
    expect(answer('20 °C * 2')).toBe('40 temperature_interval.degree_celsius');
  });

  it('reads how people write amounts: feet then a bare number, “and”, “x”, sq and cubic words, “1 ¼”, units side by side as a mixed target', () => {
    const inches = (n: number) => mul(q(n), factor('length', 'inch'));
    const cm = factor('length', 'centimeter');
    expect(answer('5 ft 10 to cm')).toBe(
      `${ratio(div(add(mul(q(5), factor('length', 'foot')), inches(10)), cm))} length.centimeter`,
    );
    expect(answer('6 foot 2 to cm')).toBe(answer('6 ft 2 in to cm'));
    // 'in' after a number and before the last unit is inches: the amount is shown as written.
    const tall = calculate('6 foot 4 in cm', index);
    expect(tall.ok && tall.amountText).toBe('6 foot 4 in');
    expect(answer('2 arcmin 30 to arcsec')).toBe('150 angle.arcsecond');
    expect(answer('5 km 10')).toBe('error expected');
    // After metres, centimetres: '1 m 80' is how a height is written in much of Europe.
    expect(answer('1 m 80')).toBe('9/5 length.meter');
    expect(answer('2 hours and 30 minutes to minutes')).toBe('150 time.minute');
    expect(answer('5 feet and 3 inches in cm')).toBe(answer('5 ft 3 in to cm'));
    expect(answer('3 x 4 m to ft')).toBe(answer('12 m to ft'));
    expect(answer('10 feet x 12 feet in square meters')).toBe(answer('120 ft² to m²'));
    expect(answer('10 sq feet in sq meters')).toBe(answer('10 ft² to m²'));
    expect(answer('5 cu in to cc')).toBe(answer('5 in³ to cm³'));
    expect(answer('1 ¼ in to mm')).toBe(answer('1.25 in to mm'));
    expect(answer('1 ¼ section to acre')).toBe('160 area.acre');
    expect(answer('1.75 m to ft in')).toBe(answer('1.75 m to feet and inches'));
    // Side by side units that do not each measure the amount are its unit, multiplied.
    expect(answer('1 kWh to W h')).toBe('1000 energy.watt_hour');
  });

  it('a category whose record has no dimension converts among its own units and combines with no other', () => {
    const bare = index.map((c) => (c.id === 'length' ? { id: c.id, name: c.name, units: c.units } : c));
    const inches = calculate('3 ft to in', bare);
    expect(inches.ok && `${toRatioString(inches.parts[0]!.value)} ${inches.parts[0]!.unit.unit.id}`).toBe(
      '36 inch',
    );
    const speed = calculate('3 ft / 2 s', bare);
    expect(!speed.ok && speed.diagnostic.message).toBe('‘3 ft / 2 s’ has no unit to be shown in.');
  });
});

describe('calculate: turns counted as cycles', () => {
  const approx = (text: string) => {
    const c = calculate(text, index);
    if (!c.ok) return c.diagnostic.message;
    const [part] = c.parts;
    return `${+toNumber(part!.value).toPrecision(12)} ${part!.unit.category.id}.${part!.unit.unit.id}`;
  };
  it.each([
    // A revolution is one cycle: rpm, rps and revolutions convert to hertz one to one.
    ['60 rpm to Hz', '1 frequency.hertz'],
    ['3000 rpm to Hz', '50 frequency.hertz'],
    ['1 rps to Hz', '1 frequency.hertz'],
    ['50 Hz to rpm', '3000 frequency.revolution_per_minute'],
    // An angular velocity in radians keeps its 2π: ω = 2πf.
    ['1 Hz to rad/s', `${+(2 * Math.PI).toPrecision(12)} frequency.radian_per_second`],
    ['1 rad/s to Hz', `${+(1 / (2 * Math.PI)).toPrecision(12)} frequency.hertz`],
    ['1 rpm to rad/s', `${+((2 * Math.PI) / 60).toPrecision(12)} angular_velocity.radian_per_second`],
  ])('%s is %s', (text, expected) => {
    expect(approx(text)).toBe(expected);
  });
});

describe('calculate: plain phrasing and any target', () => {
  const approx = (text: string) => {
    const c = calculate(text, index);
    if (!c.ok) return `${c.diagnostic.kind}: ${c.diagnostic.message}`;
    const parts = c.parts.map((p) => `${+toNumber(p.value).toPrecision(12)} ${p.unit.unit.symbol}`);
    return c.coherent
      ? `${+toNumber(c.coherent.value).toPrecision(12)} ${c.coherent.symbol}`
      : parts.join(' ');
  };
  it.each([
    // Fractions in words, with their articles.
    ['half a mile in feet', '2640 ft'],
    ['a mile and a half in km', '2.414016 km'],
    ['2 hours and a half to min', '150 min'],
    ['quarter cup in tbsp', '4 tbsp (US)'],
    ['a quarter of a cup in ml', '59.147059125 mL'],
    // After a number the word is the unit: a quarter of a hundredweight.
    ['1 quarter to lb', '28 lb'],
    // Bare degrees asked in Celsius are Fahrenheit, and the other way.
    ['98.6 degrees in celsius', '37 °C'],
    ['37 degrees to fahrenheit', '98.6 °F'],
    ['90 degrees to rad', `${+(Math.PI / 2).toPrecision(12)} rad`],
    // Minutes and seconds of a mixed angle are of arc.
    ['38.8897° to degrees and minutes', '38 ° 53.382 ′'],
    ['5 minutes to s', '300 s'],
    // A target with numbers in it is a unit expression too.
    ['1 Hz to 1 / s', '1 1/s'],
    ['20 kWh/100km to Wh/mi', '321.8688 Wh/mi'],
    ['1 barn to fm²', '100 fm²'],
    ['1 J to N * m', '1 N·m'],
  ])('%s is %s', (text, expected) => {
    expect(approx(text)).toBe(expected);
  });
});

describe('calculate: a spelling with several meanings', () => {
  it('is answered with the others as choices when the dimensions do not decide, never silently', () => {
    const c = calculate('5 Gb', index);
    expect(c.ok && c.parts[0]!.unit.unit.id).toBe('gilbert');
    expect(
      c.ok &&
        c.alternatives.map(
          (a) => `${a.meaning.category.id}.${a.meaning.unit.id} ${toRatioString(a.answer.parts[0]!.value)}`,
        ),
    ).toEqual(['data_storage.gigabit 5']);
    expect(c.ok && '5 Gb'.slice(c.alternatives[0]!.start, c.alternatives[0]!.end)).toBe('Gb');
  });

  it('offers none when the context decides, or when the other meaning is the same unit', () => {
    const c = calculate('5 gb to Gb', index);
    expect(c.ok && c.alternatives).toEqual([]);
    // The watt is a unit of power and of power level (beside dBm): the same size, so no other answer.
    const w = calculate('100 W * 8 h to kWh', index);
    expect(w.ok && w.alternatives).toEqual([]);
  });

  it('reads a level only as one reading, converted by its category’s rule', () => {
    const read = (text: string) => {
      const c = calculate(text, index);
      return c.ok
        ? `${c.parts[0]!.unit.category.id} ${toRatioString(c.parts[0]!.value)} ${c.parts[0]!.unit.unit.id}`
        : c.diagnostic.kind;
    };
    expect(read('0 dBm to mW')).toBe('power_level 1 milliwatt');
    expect(read('1 W to dBm')).toBe('power_level 30 decibel_milliwatt');
    expect(read('-3 dBm')).toBe('power_level -3 decibel_milliwatt');
    expect(read('3 dB + 3 dB')).toBe('level');
    expect(read('-1 W to dBm')).toBe('noLevel');
    expect(read('0 W to dBm')).toBe('noLevel');
    const negative = calculate('-1 W to dBm', index);
    expect(!negative.ok && negative.diagnostic.message).toBe(
      'Only a positive power has a level in decibels.',
    );
  });
});

describe('calculate: every spelling of the catalogue reads back', () => {
  const spellings = spellingIndex(index);
  it('every name, plural, symbol and alias means its unit (among the meanings a shared spelling has)', () => {
    const misses: string[] = [];
    for (const category of categories) {
      for (const u of category.units) {
        for (const term of searchTerms(u)) {
          const key = normalizeQuantityText(term);
          if (!meaningsOf(spellings, key).some((m) => m.unit.id === u.id && m.category.id === category.id))
            misses.push(`${category.id}.${u.id}: ${term}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("'2 <symbol>' of every linear unit computes 2 of the symbol's first meaning", () => {
    const wrong: string[] = [];
    for (const category of categories) {
      // A symbol that starts like a number ('1/K', '¼ section') is read as a number: such units go by their names.
      for (const u of category.units.filter((x) => x.kind === 'linear' && !/^[\d¼½¾]/.test(x.symbol))) {
        const c = calculate(`2 ${u.symbol}`, index);
        if (!c.ok) {
          wrong.push(`${category.id}.${u.id}: ${c.diagnostic.message}`);
          continue;
        }
        const meant = meaningsOf(spellings, normalizeQuantityText(u.symbol))[0]!;
        if (c.source?.unit !== meant || toRatioString(c.source.value) !== '2')
          wrong.push(`${category.id}.${u.id}: ${u.symbol} → ${c.source?.unit.unit.id}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('calculate: what the site writes reads back', () => {
  const linear = categories.flatMap((c) =>
    c.units
      .filter((u) => u.kind === 'linear' && !/^[\d¼½¾]/.test(u.symbol))
      .map((u) => ({ category: c, unit: u })),
  );
  it("an exact amount written out (exactValueText) with a unit symbol reads back as that amount of the symbol's unit", () => {
    const spellings = spellingIndex(index);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(...linear),
        (n, scale, { unit: u }) => {
          const value = exact(n, 10n ** BigInt(scale));
          const c = calculate(`${exactValueText(value)} ${u.symbol}`, index);
          const meant = meaningsOf(spellings, normalizeQuantityText(u.symbol))[0]!;
          return c.ok && c.source?.unit === meant && toRatioString(c.source.value) === toRatioString(value);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('an answer written by the one formatter with every digit reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.integer({ min: 0, max: 6 }), (n, scale) => {
        const c = calculate(`${exactValueText(exact(n, 10n ** BigInt(scale)))} ft * 3`, index);
        if (!c.ok) return false;
        const written = formatExact(c.parts[0]!.value, {
          precision: { kind: 'significant', digits: 15 },
          format: 'dot',
          grouping: true,
        });
        const again = calculate(`${written.text} ${c.parts[0]!.unit.unit.symbol}`, index);
        return (
          !written.exact ||
          (again.ok && toRatioString(again.parts[0]!.value) === toRatioString(c.parts[0]!.value))
        );
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('calculate: fuzz', () => {
  it('never throws, never yields NaN or Infinity, and takes a bounded number of steps (100,000 strings)', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzText, fc.constantFrom<'.' | ','>('.', ','), async (text, decimal) => {
        await letWorkerAnswer();
        const c = withinSteps(MAX_STEPS.calculate, () => calculate(text, index, decimal));
        if (!isSane(c)) return false;
        return (
          c.ok ||
          (c.diagnostic.start >= 0 &&
            c.diagnostic.end <= Math.max(text.length, c.diagnostic.start) &&
            c.diagnostic.message.length > 0)
        );
      }),
      { numRuns: 100_000, examples: COSTLY_TEXTS.map((text) => [text, '.']) },
    );
  });
});

describe('where an answer is taken up', () => {
  const start = (text: string) => {
    const c = calculate(text, index);
    if (!c.ok) throw new Error(c.diagnostic.message);
    const s = converterStart(c);
    return s && `${s.unit.category.id} ${toRatioString(s.value)} ${s.unit.unit.id}`;
  };
  it('by the converter of the answer’s unit, from the amount computed or asked about', () => {
    expect(start('100 W * 8 h to kWh')).toBe('energy 800 watt_hour');
    expect(start('60 mph * 2 h')).toBe('length 120 mile');
    expect(start('5 ft 3 in to cm')).toBe('length 21/4 foot');
  });
  it('by no converter when the answer is in units the catalogue does not have', () => {
    expect(start('1 kWh / 100 km to Wh/mi')).toBeNull();
    expect(lineAnswer(calculate('1 kWh / 100 km to Wh/mi', index)).link).toBeNull();
    expect(lineAnswer(calculate('100 W * 8 h to kWh', index)).link?.href).toMatch(/^\/converter\/energy\?/);
  });
  it('by the converter of a target written out that is a catalogue unit (km per hour is km/h)', () => {
    expect(answer('55 miles per hour to km per hour')).toBe(
      `${ratio(div(mul(q(55), factor('speed', 'mile_per_hour')), factor('speed', 'kilometer_per_hour')))} speed.kilometer_per_hour`,
    );
    expect(lineAnswer(calculate('55 miles per hour to km per hour', index)).link?.href).toMatch(
      /^\/converter\/speed\?/,
    );
    expect(answer('100 W * 8 h to kW h')).toBe('4/5 energy.kilowatt_hour');
  });
});
