import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMixed, type CompositionPart, type MixedOptions } from '../../src/core/mixedUnits';
import { fractionText, nearestFraction } from '../../src/core/fraction';
import { AUTO, NUMBER_FORMATS, type NumberFormatId, type Precision } from '../../src/core/numberFormat';
import { add, div, equals, exact, fromRatioString, mul, neg, type Exact } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';

const FT_IN: CompositionPart[] = [
  { symbol: 'ft', factor: '381/1250' },
  { symbol: 'in', factor: '127/5000' },
];
const FT_IN_MARKS: CompositionPart[] = [
  { symbol: "'", factor: '381/1250' },
  { symbol: '"', factor: '127/5000' },
];
const YD_FT_IN: CompositionPart[] = [{ symbol: 'yd', factor: '1143/1250' }, ...FT_IN];
const LB_OZ: CompositionPart[] = [
  { symbol: 'lb', factor: '45359237/100000000' },
  { symbol: 'oz', factor: '45359237/1600000000' },
];
const H_MIN_S: CompositionPart[] = [
  { symbol: 'h', factor: '3600' },
  { symbol: 'min', factor: '60' },
  { symbol: 's', factor: '1' },
];
const DMS: CompositionPart[] = [
  { symbol: '°', factor: '1/180·π' },
  { symbol: '′', factor: '1/10800·π' },
  { symbol: '″', factor: '1/648000·π' },
];
/** A composition whose ratio is not a whole number (1 m = 3.28… ft). */
const M_FT: CompositionPart[] = [
  { symbol: 'm', factor: '1' },
  { symbol: 'ft', factor: '381/1250' },
];

const options = (o: Partial<MixedOptions> = {}): MixedOptions => ({
  precision: AUTO,
  format: 'dot',
  grouping: true,
  ...o,
});
/** `amount` of the composition's last unit, in the base unit. */
const inLast = (amount: string | Exact, parts: CompositionPart[]) =>
  mul(
    typeof amount === 'string' ? parseExact(amount)! : amount,
    fromRatioString(parts[parts.length - 1]!.factor),
  );
const mixed = (amount: string | Exact, parts: CompositionPart[], o: Partial<MixedOptions> = {}) =>
  formatMixed(inLast(amount, parts), parts, options(o));

describe('formatMixed: examples', () => {
  it('splits greedily, largest unit first, the rest in the last unit', () => {
    expect(mixed('63.25', FT_IN)).toEqual({ text: '5 ft 3.25 in', exact: true });
    expect(mixed('63.25', FT_IN, { denominator: 4 })).toEqual({ text: '5 ft 3 1/4 in', exact: true });
    expect(mixed('63.3', FT_IN, { denominator: 16 })).toEqual({ text: '5 ft 3 5/16 in', exact: false });
    expect(mixed('63.125', FT_IN, { denominator: 4 })).toEqual({ text: '5 ft 3 1/4 in', exact: false }); // a half goes away from zero
    expect(mixed('-63.125', FT_IN, { denominator: 4 })).toEqual({ text: '-5 ft 3 1/4 in', exact: false });
    expect(mixed('63.1249', FT_IN, { denominator: 4 })).toEqual({ text: '5 ft 3 in', exact: false });
    expect(mixed('20', LB_OZ)).toEqual({ text: '1 lb 4 oz', exact: true });
    expect(mixed('9005', H_MIN_S)).toEqual({ text: '2 h 30 min 5 s', exact: true });
    expect(mixed('45015.5', DMS)).toEqual({ text: '12° 30′ 15.5″', exact: true });
    expect(mixed('63', FT_IN_MARKS)).toEqual({ text: `5' 3"`, exact: true });
  });
  it('carries a rounding that reaches a whole larger unit', () => {
    expect(mixed('71.9999', FT_IN, { denominator: 16 })).toEqual({ text: '6 ft', exact: false });
    expect(mixed('71.99999999999', FT_IN)).toEqual({ text: '6 ft', exact: false });
    expect(mixed('107.99', YD_FT_IN, { precision: { kind: 'decimals', decimals: 1 } })).toEqual({
      text: '3 yd',
      exact: false,
    });
    expect(mixed('7199.9999', H_MIN_S, { precision: { kind: 'significant', digits: 3 } })).toEqual({
      text: '2 h',
      exact: false,
    });
    expect(mixed('64.96', FT_IN, { precision: { kind: 'significant', digits: 2 } })).toEqual({
      text: '5 ft 5.0 in',
      exact: false,
    });
  });
  it('leaves out zero units, keeps one zero when everything is zero, one leading minus', () => {
    expect(mixed('60', FT_IN)).toEqual({ text: '5 ft', exact: true });
    expect(mixed('3', FT_IN)).toEqual({ text: '3 in', exact: true });
    expect(mixed('3601', H_MIN_S)).toEqual({ text: '1 h 1 s', exact: true });
    expect(mixed('0', FT_IN)).toEqual({ text: '0 in', exact: true });
    expect(mixed('0', FT_IN, { precision: { kind: 'decimals', decimals: 2 } })).toEqual({
      text: '0.00 in',
      exact: true,
    });
    expect(mixed('-63', FT_IN)).toEqual({ text: '-5 ft 3 in', exact: true });
    expect(mixed('-63.25', FT_IN, { denominator: 8 })).toEqual({ text: '-5 ft 3 1/4 in', exact: true });
    expect(mixed('-0.001', FT_IN, { denominator: 16 })).toEqual({ text: '0 in', exact: false });
  });
  it("uses the format's grouping and decimal mark", () => {
    expect(mixed('12345678', FT_IN)?.text).toBe('1,028,806 ft 6 in');
    expect(mixed('12345678', FT_IN, { format: 'comma' })?.text).toBe('1.028.806 ft 6 in');
    expect(mixed('12345678', FT_IN, { grouping: false })?.text).toBe('1028806 ft 6 in');
    expect(mixed('63.25', FT_IN, { format: 'space' })?.text).toBe('5 ft 3,25 in');
  });
  it('rounds only the last part, with the precision', () => {
    expect(mixed('63.25', FT_IN, { precision: { kind: 'significant', digits: 2 } })).toEqual({
      text: '5 ft 3.3 in',
      exact: false,
    });
    expect(mixed('63.25', FT_IN, { precision: { kind: 'decimals', decimals: 3 } })).toEqual({
      text: '5 ft 3.250 in',
      exact: true,
    });
    // Auto: 6 significant digits in the last part, as everywhere.
    expect(mixed(exact(190n, 3n), FT_IN)).toEqual({ text: '5 ft 3.33333 in', exact: false });
  });
  it('goes through a double when the value is irrational in the parts (1 rad in degrees)', () => {
    expect(formatMixed(parseExact('1')!, DMS, options())).toEqual({ text: '57° 17′ 44.8062″', exact: false });
    expect(formatMixed(parseExact('1')!, DMS, options({ denominator: 4 }))).toEqual({
      text: '57° 17′ 44 3/4″',
      exact: false,
    });
    expect(formatMixed(fromRatioString('1·π'), FT_IN, options())).toEqual({
      text: '10 ft 3.68475 in',
      exact: false,
    });
  });
  it('refuses unusable parts and denominators', () => {
    expect(formatMixed(parseExact('1')!, [], options())).toBeNull();
    expect(formatMixed(parseExact('1')!, [{ symbol: 'x', factor: 'garbage' }], options())).toBeNull();
    expect(formatMixed(parseExact('1')!, [FT_IN[1]!, FT_IN[0]!], options())).toBeNull();
    expect(formatMixed(parseExact('1')!, [FT_IN[0]!, FT_IN[0]!], options())).toBeNull();
    expect(formatMixed(parseExact('1')!, [{ symbol: 'z', factor: '0' }], options())).toBeNull();
    expect(formatMixed(parseExact('1')!, [FT_IN[0]!, DMS[2]!], options())).toBeNull();
    for (const denominator of [0, 1, 3, 12, 128, 2.5, Number.NaN])
      expect(mixed('1', FT_IN, { denominator })).toBeNull();
  });
});

describe('nearestFraction and fractionText', () => {
  const nearest = (value: string | Exact, max: number) =>
    nearestFraction(typeof value === 'string' ? parseExact(value)! : value, max);
  it('finds the nearest fraction within the denominator bound', () => {
    expect(fractionText(nearest('3.9370078740157', 16))).toBe('3 15/16');
    expect(nearest('-2.75', 4)).toEqual({ negative: true, whole: 2n, num: 3n, den: 4n, exact: true });
    expect(nearest(exact(1n, 3n), 64)).toEqual({ negative: false, whole: 0n, num: 1n, den: 3n, exact: true });
    expect(nearest('0.0001', 16)).toEqual({ negative: false, whole: 0n, num: 0n, den: 1n, exact: false });
    expect(fractionText(nearest(fromRatioString('1·π'), 113))).toBe('3 16/113');
    expect(fractionText(nearest(fromRatioString('1·π'), 7))).toBe('3 1/7');
    expect(nearest(fromRatioString('1·π'), 113).exact).toBe(false);
  });
  it('sends a tie away from zero', () => {
    expect(fractionText(nearest(exact(5n, 12n), 3))).toBe('1/2');
    expect(fractionText(nearest('0.5', 1))).toBe('1');
    expect(fractionText(nearest('-0.5', 1))).toBe('-1');
    expect(fractionText(nearest('-0.25', 1))).toBe('0');
  });
  it('writes whole, proper and mixed fractions', () => {
    expect(fractionText({ negative: false, whole: 5n, num: 0n, den: 1n, exact: true })).toBe('5');
    expect(fractionText({ negative: false, whole: 0n, num: 1n, den: 2n, exact: true })).toBe('1/2');
    expect(fractionText({ negative: true, whole: 2n, num: 3n, den: 4n, exact: true })).toBe('-2 3/4');
    expect(fractionText({ negative: true, whole: 0n, num: 0n, den: 1n, exact: false })).toBe('0');
  });
  it('no fraction within the bound is closer (checked against every denominator)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.integer({ min: 1, max: 64 }),
        (n, d, max) => {
          const x = exact(n, d);
          const f = nearestFraction(x, max);
          const shown = exact((f.negative ? -1n : 1n) * (f.whole * f.den + f.num), f.den);
          expect(f.den <= BigInt(max) && (f.num === 0n || f.num < f.den)).toBe(true);
          expect(f.exact).toBe(equals(shown, x));
          const distance = (y: Exact) => {
            const e = add(y, neg(x));
            return e.num < 0n ? neg(e) : e;
          };
          const best = distance(shown);
          for (let q = 1n; q <= BigInt(max); q++) {
            const p = (2n * n * q + (n < 0n ? -d : d)) / (2n * d); // near n/d·q, either side is checked below
            for (const candidate of [exact(p - 1n, q), exact(p, q), exact(p + 1n, q)]) {
              const other = distance(candidate);
              const closer = other.num * best.den < best.num * other.den;
              expect(closer).toBe(false);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

const COMPOSITIONS = [FT_IN, FT_IN_MARKS, YD_FT_IN, LB_OZ, H_MIN_S, DMS, M_FT];
const precisionArb: fc.Arbitrary<Precision> = fc.oneof(
  fc.constant(AUTO),
  fc.integer({ min: 1, max: 15 }).map((digits) => ({ kind: 'significant' as const, digits })),
  fc.integer({ min: 0, max: 12 }).map((decimals) => ({ kind: 'decimals' as const, decimals })),
);
const optionsArb: fc.Arbitrary<MixedOptions> = fc.record({
  precision: precisionArb,
  format: fc.constantFrom<NumberFormatId>('dot', 'comma', 'space'),
  grouping: fc.boolean(),
  denominator: fc.constantFrom(undefined, 2, 4, 8, 16, 32, 64),
});
/** An amount of the last unit: a decimal, sometimes over 3 or 7 so that no decimal is exact. */
const amountArb = fc
  .tuple(
    fc.bigInt({ min: -(10n ** 10n), max: 10n ** 10n }),
    fc.integer({ min: 0, max: 8 }),
    fc.constantFrom(1n, 3n, 7n),
  )
  .map(([digits, scale, over]) => exact(digits, 10n ** BigInt(scale) * over));

/** The text read back: the amount of each part in order (null for a left-out part) and the total in last units. */
function readMixed(
  text: string,
  parts: CompositionPart[],
  ratios: Exact[],
  o: MixedOptions,
): { amounts: (Exact | null)[]; total: Exact } {
  const f = NUMBER_FORMATS[o.format];
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const negative = text.startsWith('-');
  // A power of ten on screen (3 × 10⁻¹) read as e-notation (3e-1).
  const powers = text.replace(
    / × 10(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g,
    (_m, minus: string, d: string) =>
      `e${minus ? '-' : ''}${[...d].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).join('')}`,
  );
  let rest = negative ? powers.slice(1) : powers;
  const number = `(\\d[\\d${esc(f.group)}]*(?:${esc(f.decimal)}\\d+)?(?:e-?\\d+)?(?: \\d+/\\d+)?|\\d+/\\d+)`;
  const readNumber = (s: string) =>
    s
      .split(' ')
      .map((t) => parseExact(t.split(f.group).join('').replace(f.decimal, '.'))!)
      .reduce(add);
  let total = exact(0n);
  const amounts = parts.map((part, i) => {
    const attached = ["'", '"', '°', '′', '″'].includes(part.symbol);
    const m = new RegExp(`^${number}${attached ? '' : ' '}${esc(part.symbol)}(?: |$)`).exec(rest);
    if (!m) return null;
    rest = rest.slice(m[0].length);
    const amount = readNumber(m[1]!);
    total = add(total, mul(amount, ratios[i]!));
    return amount;
  });
  expect(rest).toBe('');
  return { amounts, total: negative ? neg(total) : total };
}

/** An upper bound of the one rounding of the last part, in last units. */
function roundingStep(o: MixedOptions, ratios: Exact[], amount: Exact): Exact {
  if (o.denominator) return exact(1n, 2n * BigInt(o.denominator));
  const half = (place: number) =>
    place >= 0 ? exact(5n * 10n ** BigInt(place), 10n) : exact(5n, 10n ** BigInt(1 - place));
  if (o.precision.kind === 'decimals') return half(-o.precision.decimals);
  const reach = ratios.length > 1 ? ratios[ratios.length - 2]! : amount.num < 0n ? neg(amount) : amount;
  const decades = reach.num === 0n ? 0 : (reach.num / reach.den).toString().length; // 10^decades > reach
  // Auto: 6 significant digits, every integer digit kept.
  const digits = o.precision.kind === 'auto' ? Math.max(6, decades) : o.precision.digits;
  return half(decades - digits);
}

describe('formatMixed: properties', () => {
  it('parts recombine to within the rounding step, exact exactly when equal, no part reaching the next unit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMPOSITIONS), amountArb, optionsArb, (parts, amount, o) => {
        const last = fromRatioString(parts[parts.length - 1]!.factor);
        const ratios = parts.map((p) => div(fromRatioString(p.factor), last));
        const got = formatMixed(mul(amount, last), parts, o)!;
        expect(got.text).not.toMatch(/NaN|Infinity|^-0(?![.,\d])|^-0[.,]0*\D/);
        const back = readMixed(got.text, parts, ratios, o);
        const error = add(back.total, neg(amount));
        const size = error.num < 0n ? neg(error) : error;
        const step = roundingStep(o, ratios, amount);
        expect(size.num * step.den <= step.num * size.den).toBe(true);
        expect(got.exact).toBe(error.num === 0n);
        back.amounts.forEach((a, i) => {
          if (a === null || i === 0) return;
          expect(
            a.num * ratios[i]!.num * ratios[i - 1]!.den < ratios[i - 1]!.num * a.den * ratios[i]!.den,
          ).toBe(true);
        });
        const shown = back.amounts.filter((a) => a !== null);
        if (shown.length > 1) expect(shown.every((a) => a.num !== 0n)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
