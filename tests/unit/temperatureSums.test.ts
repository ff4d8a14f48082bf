/**
 * Sums and differences of temperatures as the language reads them, held to GNU units: a
 * reading plus or minus a difference is a reading (tempC(20) + 5 K), and a reading minus a
 * reading on an offset scale is a difference (tempC(20) - tempF(50)).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import './propertySeed';
import { categories } from '../../src/build-time/catalog';
import { searchIndexJson } from '../../src/build-time/islandData';
import { decodeSearchIndex } from '../../src/browser/searchIndex';
import { calculate } from '../../src/core/language/calculate';
import { toNumber } from '../../src/core/rational';
import { isBelowAbsoluteZero } from '../../src/core/absoluteZero';
import { askGnuUnits } from '../../scripts/catalog/oracle';
import { compileCatalog } from '../../scripts/catalog/compile';

const index = decodeSearchIndex(JSON.parse(JSON.stringify(searchIndexJson(categories))));
const compiled = compileCatalog();
if (!compiled.ok) throw new Error('the catalogue does not compile');
/** A category's units GNU units knows, with their names there. */
const unitsOf = (id: string) =>
  compiled.catalog.categories
    .find((c) => c.id === id)!
    .units.filter((u) => typeof u.gnuUnits === 'string' && !/\s/.test(u.symbol));
const readings = unitsOf('temperature');
const degrees = unitsOf('temperature_interval');
const offsetScale = (u: (typeof readings)[number]) => u.offset !== undefined && Number(u.offset) !== 0;
/** A spelling that is also a reading on an offset scale: taken from a reading, it is a reading ('20 °C - 10 °C'). */
const readingSymbols = new Set(readings.filter(offsetScale).map((u) => u.symbol));

/** One decimal place, as typed: '273.1'. */
const amount = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

interface Case {
  text: string;
  have: string;
  want: string;
  /** The category the answer is in: a reading, or a difference. */
  category: string;
}

const shifted: fc.Arbitrary<Case> = fc
  .record({
    from: fc.constantFrom(...readings),
    a: amount(0, 500),
    op: fc.constantFrom('+', '-'),
    by: fc.constantFrom(...degrees),
    b: amount(0, 60),
    to: fc.constantFrom(...readings),
  })
  // Two readings on one scale do not add, and a reading's spelling taken from a reading is one too.
  .filter(({ from, op, by }) =>
    op === '+' ? !(offsetScale(from) && by.symbol === from.symbol) : !readingSymbols.has(by.symbol),
  )
  .map(({ from, a, op, by, b, to }) => ({
    text: `${a} ${from.symbol} ${op} ${b} ${by.symbol} to ${to.symbol}`,
    have: `${from.gnuUnits}(${a}) ${op} ${b} ${by.gnuUnits}`,
    want: to.gnuUnits!,
    category: 'temperature',
  }));

const apart: fc.Arbitrary<Case> = fc
  .record({
    from: fc.constantFrom(...readings),
    a: amount(0, 500),
    minus: fc.constantFrom(...readings.filter(offsetScale)),
    b: amount(0, 500),
    to: fc.constantFrom(...degrees),
  })
  .map(({ from, a, minus, b, to }) => ({
    text: `${a} ${from.symbol} - ${b} ${minus.symbol} to ${to.symbol}`,
    have: `${from.gnuUnits}(${a}) - ${minus.gnuUnits}(${b})`,
    want: to.gnuUnits!,
    category: 'temperature_interval',
  }));

describe('temperature sums against GNU units', () => {
  it('a reading moved by a difference, and two readings apart, agree with GNU units (200 cases)', async () => {
    // Two readings near absolute zero, one below it: GNU units refuses what the converter notes.
    const edge = fc.constant({
      text: '0.5 K - 0.9 K to °F',
      have: 'tempK(0.5) - 0.9 K',
      want: 'tempF',
      category: 'temperature',
    });
    const cases = [...fc.sample(edge, 1), ...fc.sample(fc.oneof(shifted, apart), 200)];
    const answers = await askGnuUnits(cases.map(({ have, want }) => ({ have, want })));
    const disagreements = cases.flatMap((c, i) => {
      const gnu = answers[i]!.value;
      const ours = calculate(c.text, index);
      if (!ours.ok) return [`${c.text}: ${ours.diagnostic.message}`];
      const [part] = ours.parts;
      // A reading below absolute zero: GNU units refuses it, and the converter answers it with a note saying so.
      const belowZero = part !== undefined && isBelowAbsoluteZero(part.value, part.unit.unit);
      if (gnu === null && /not in the function's range/.test(answers[i]!.output) && belowZero) return [];
      if (gnu === null) return [`${c.text}: GNU units says ${answers[i]!.output}`];
      const value = part ? toNumber(part.value) : NaN;
      const close = Math.abs(value - gnu) <= 1e-9 * Math.max(1, Math.abs(gnu));
      return close && part!.unit.category.id === c.category
        ? []
        : [`${c.text}: we say ${value} (${part?.unit.category.id}), GNU units says ${gnu}`];
    });
    expect(disagreements).toEqual([]);
  });
});

describe('temperature sums as people write them', () => {
  const answer = (text: string) => {
    const c = calculate(text, index);
    if (!c.ok) return `${c.diagnostic.kind}: ${c.diagnostic.message}`;
    return c.parts.map((p) => `${+toNumber(p.value).toPrecision(12)} ${p.unit.category.id}`).join(' ');
  };

  it.each([
    ['0 °C + 10 K to °C', '10 temperature'],
    ['1 °C + 1 °F to °C', '1.55555555556 temperature'],
    ['-273.15 °C + 1 mK to °C', '-273.149 temperature'],
    ['20 °C - 10 K', '10 temperature'],
    ['10 K + 0 °C to K', '10 temperature'],
    ['300 K - 20 °C', '6.85 temperature_interval'],
    ['20 °C - 10 °C to °F', '18 temperature_interval'],
    ['70 °F - 20 °C to K', '1.11111111111 temperature_interval'],
  ])('%s is %s', (text, expected) => {
    expect(answer(text)).toBe(expected);
  });

  it('refuses two readings on one scale added, saying how to write a rise', () => {
    expect(answer('20 °C + 30 °C')).toBe(
      'temperatureReadings: ‘20 °C’ and ‘30 °C’ are both temperature readings, and two readings do not add. To raise 20 °C by 30 degrees, write 20 °C + 30 K.',
    );
    expect(answer('70 °F + 10 °F')).toMatch(/write 70 °F \+ 10 °R\.$/);
    // Réaumur has no scale of its degrees from zero: the rise is written in kelvins.
    expect(answer('20 °Ré + 8 °Ré')).toMatch(/write 20 °Ré \+ 10 K\.$/);
  });

  it('refuses a reading taken from a difference', () => {
    expect(answer('10 mK - 0 °C')).toMatch(/^temperatureReadings: ‘0 °C’ is a temperature reading/);
    // Kelvin is a reading as well as a degree: 10 K - 0 °C is how far 10 K lies below 0 °C.
    expect(answer('10 K - 0 °C')).toBe('-263.15 temperature_interval');
  });
});
