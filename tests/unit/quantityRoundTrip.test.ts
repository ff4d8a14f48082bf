/**
 * The parser and the formatter together, on the real catalogue: what the formatter writes the
 * parser reads back; compound input is the exact sum of its parts; and the digits a converter
 * shows for random values and random unit pairs equal an independent BigInt computation.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categories, getCategory } from '../../src/build-time/catalog';
import { parseQuantity } from '../../src/core/quantity';
import { convertTyped, readTyped, showResult } from '../../src/core/quantityResult';
import {
  formatExact,
  NUMBER_FORMATS,
  type NumberFormatId,
  type Precision,
} from '../../src/core/numberFormat';
import { exact, type Exact } from '../../src/core/rational';
import { referenceText } from './decimalReference';

const FORMATS = Object.keys(NUMBER_FORMATS) as NumberFormatId[];
const precision = fc.oneof(
  fc.constant<Precision>({ kind: 'auto' }),
  fc.integer({ min: 1, max: 15 }).map((digits): Precision => ({ kind: 'significant', digits })),
  fc.integer({ min: 0, max: 12 }).map((decimals): Precision => ({ kind: 'decimals', decimals })),
);
/** A typed decimal: digits and a scale, as a visitor might type it. */
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
  .map(([digits, scale]) => exact(digits, 10n ** BigInt(scale)));

/** floor(log10 |x|) of a non-zero rational. */
function exponent10(x: Exact): number {
  const n = x.num < 0n ? -x.num : x.num;
  let e = n.toString().length - x.den.toString().length;
  // Adjust so that 10^e ≤ n/den < 10^(e+1).
  while (e >= 0 ? n < x.den * 10n ** BigInt(e) : n * 10n ** BigInt(-e) < x.den) e--;
  while (e + 1 >= 0 ? n >= x.den * 10n ** BigInt(e + 1) : n * 10n ** BigInt(-(e + 1)) >= x.den) e++;
  return e;
}

/** The ratio string of a catalogue factor as num/den, read here without the engine's parser. */
function ratio(text: string): [bigint, bigint] {
  const [n, d = '1'] = text.split('/');
  return [BigInt(n!), BigInt(d)];
}

describe('what the formatter writes, the parser reads', () => {
  it('in every number format and precision, back to within half the last shown place (exactly when it says exact)', () => {
    fc.assert(
      fc.property(decimal, precision, fc.constantFrom(...FORMATS), (value, p, format) => {
        const shown = formatExact(value, { precision: p, format, grouping: true });
        const read = parseQuantity(shown.text, [], NUMBER_FORMATS[format].decimal === ',' ? ',' : '.');
        expect(read.ok, shown.text).toBe(true);
        if (!read.ok) return;
        const back = read.value;
        // |back − value| · 2 ≤ one unit of the last shown place.
        const diff = back.num * value.den - value.num * back.den;
        const absDiff = diff < 0n ? -diff : diff;
        // On screen a power of ten reads ' × 10⁻⁸'.
        const [mantissa = '', power = ''] = shown.text.split(' × 10');
        const places = mantissa.includes(NUMBER_FORMATS[format].decimal)
          ? mantissa.split(NUMBER_FORMATS[format].decimal)[1]!.length
          : 0;
        const exponent = Number([...power].map((c) => (c === '⁻' ? '-' : '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c))).join(''));
        // The last shown place is 10^-unitPlace; with significant figures (Auto: 6, or every integer digit below 10^10), trailing zeros of a whole number are not shown places.
        const e = back.num === 0n ? 0 : exponent10(back);
        const digits =
          p.kind === 'significant' ? p.digits : p.kind === 'auto' ? (e >= 10 ? 6 : Math.max(6, e + 1)) : 0;
        const unitPlace = digits > 0 && back.num !== 0n ? digits - 1 - exponent10(back) : places - exponent;
        const scale = back.den * value.den;
        if (unitPlace >= 0) expect(absDiff * 2n * 10n ** BigInt(unitPlace) <= scale, shown.text).toBe(true);
        else expect(absDiff * 2n <= scale * 10n ** BigInt(-unitPlace), shown.text).toBe(true);
        expect(absDiff === 0n, shown.text).toBe(shown.exact);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('compound input on the real catalogue', () => {
  const cases: [string, string, string, bigint][] = [
    ['length', 'foot', 'inch', 12n],
    ['weight', 'pound', 'ounce', 16n],
    ['weight', 'stone', 'pound', 14n],
    ['time', 'hour', 'minute', 60n],
    ['time', 'minute', 'second', 60n],
  ];
  it.each(cases)('%s: a %s b %s is exactly a + b/n', (categoryId, big, small, n) => {
    const category = getCategory(categoryId)!;
    const from = category.units.find((u) => u.id === big)!;
    const bigSymbol = from.symbol;
    const smallSymbol = category.units.find((u) => u.id === small)!.symbol;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 3 }),
        (a, b, places) => {
          const bText = places ? `${b}.${'7'.repeat(places)}` : String(b);
          const typed = readTyped(
            `${a} ${bigSymbol} ${bText} ${smallSymbol}`,
            from,
            category.units,
            'dot',
            parseQuantity,
          );
          expect(typed.kind).toBe('value');
          if (typed.kind !== 'value') return;
          const bExact = places
            ? exact(BigInt(b) * 10n ** BigInt(places) + BigInt('7'.repeat(places)), 10n ** BigInt(places))
            : exact(BigInt(b));
          const expected = exact(BigInt(a) * n * bExact.den + bExact.num, n * bExact.den);
          expect(typed.unit.id).toBe(big);
          expect([typed.value.num, typed.value.den]).toEqual([expected.num, expected.den]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('shown digits equal an independent exact computation', () => {
  // Linear units with rational factors: y = x · f_from / f_to, computed here with BigInt alone.
  const linear = categories
    .map((c) => ({ c, units: c.units.filter((u) => u.kind === 'linear' && !u.factor.includes('π')) }))
    .filter((x) => x.units.length >= 2);
  it('for random values and random unit pairs of the catalogue, in every precision', () => {
    const pick = fc
      .integer({ min: 0, max: linear.length - 1 })
      .chain((ci) =>
        fc.tuple(
          fc.constant(ci),
          fc.integer({ min: 0, max: linear[ci]!.units.length - 1 }),
          fc.integer({ min: 0, max: linear[ci]!.units.length - 1 }),
        ),
      );
    fc.assert(
      fc.property(pick, decimal, precision, ([ci, fi, ti], value, p) => {
        const { units } = linear[ci]!;
        const from = units[fi]!;
        const to = units[ti]!;
        const [fn, fd] = ratio(from.factor);
        const [tn, td] = ratio(to.factor);
        const num = value.num * fn * td;
        const den = value.den * fd * tn;
        const negative = num < 0n;
        const reference = referenceText(negative ? -num : num, den, p);
        const expected =
          reference.text === '0' || /^0[.,]?0*$/.test(reference.text) || !negative
            ? reference.text
            : `-${reference.text}`;
        const result = convertTyped(value, from, to) as Exact;
        const shown = showResult(result, to, { precision: p, format: 'dot' });
        expect(shown.plain, `${value.num}/${value.den} ${from.id} → ${to.id}`).toBe(expected);
        expect(shown.exact).toBe(reference.exact);
      }),
      { numRuns: 5000 },
    );
  });
});
