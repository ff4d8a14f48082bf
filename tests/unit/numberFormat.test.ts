import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALE_NUMBER_FORMATS } from '../../src/core/localeNumberFormats';
import { icuNumberFormat } from '../../scripts/locale-number-formats';
import {
  AUTO,
  NUMBER_FORMATS,
  defaultNumberFormat,
  formatExact,
  isNumberFormatId,
  numberLineParts,
  parsePrecisionCode,
  precisionCode,
  type DisplayOptions,
  type NumberFormatId,
  type Precision,
} from '../../src/core/numberFormat';
import { convertExact, pairConversion } from '../../src/core/conversion';
import { doubleFormatReference } from './doubleFormatReference';
import { doubleToFraction } from '../../src/core/decimalRounding';
import { add, exact, fromRatioString, mul, neg, type Exact } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';
import { referenceText } from './decimalReference';

const NNBSP = '\u202F';
const options = (o: Partial<DisplayOptions> = {}): DisplayOptions => ({
  precision: AUTO,
  format: 'dot',
  grouping: false,
  ...o,
});
const sig = (digits: number): Precision => ({ kind: 'significant', digits });
const dec = (decimals: number): Precision => ({ kind: 'decimals', decimals });
const text = (value: Exact | string, o: Partial<DisplayOptions> = {}) =>
  formatExact(typeof value === 'string' ? parseExact(value)! : value, options(o)).text;
const linear = (factor: string) => ({ kind: 'linear' as const, factor, offset: '0' });

/** The exact value of a double. */
const exactOfDouble = (x: number): Exact => {
  const f = doubleToFraction(x);
  return exact(f.num, f.den);
};

describe('formatExact: examples', () => {
  it('shows the exact digits, not float noise (123456789 cm → in)', () => {
    const y = convertExact(pairConversion(linear('1/100'), linear('127/5000')), parseExact('123456789')!)!;
    expect(formatExact(y, options())).toEqual({ text: '48605035', exact: false });
    expect(text(y, { grouping: true })).toBe('48,605,035');
    expect(text(y, { precision: dec(9), grouping: true })).toBe('48,605,035.039370079');
  });
  it('Auto: 6 significant digits, zeros trimmed, scientific rather than erasing a value', () => {
    const nmToMile = convertExact(
      pairConversion(linear('1/1000000000'), linear('201168/125')),
      parseExact('1')!,
    )!;
    expect(text(nmToMile)).toBe('6.21371e-13');
    expect(text(nmToMile, { format: 'comma' })).toBe('6,21371e-13');
    expect(text(nmToMile, { grouping: true })).toBe('6.21371 × 10⁻¹³');
    expect(formatExact(exact(500n, 127n), options())).toEqual({ text: '3.93701', exact: false });
    expect(formatExact(parseExact('1')!, options())).toEqual({ text: '1', exact: true });
    expect(formatExact(parseExact('0')!, options())).toEqual({ text: '0', exact: true });
    expect(formatExact(parseExact('2.50')!, options())).toEqual({ text: '2.5', exact: true });
    expect(text('1.5e21')).toBe('1.5e21');
    expect(formatExact(parseExact('9999999999.123')!, options())).toEqual({
      text: '9999999999',
      exact: false,
    });
    expect(formatExact(parseExact('9999999999.7')!, options())).toEqual({ text: '1e10', exact: false });
    expect(text('123456789012345')).toBe('1.23457e14');
    expect(text('1e15')).toBe('1e15');
    expect(text('0.00001')).toBe('0.00001');
    expect(text('0.0000099999')).toBe('0.0000099999');
    expect(text('0.000001')).toBe('0.000001');
    expect(text('0.00000099')).toBe('9.9e-7');
    expect(formatExact(parseExact('0.000012345678912')!, options())).toEqual({
      text: '0.0000123457',
      exact: false,
    });
    expect(text('0.12345649')).toBe('0.123456');
    expect(text('0.1234565')).toBe('0.123457'); // half away from zero
    expect(text('-0.1234565')).toBe('-0.123457');
  });
  it('significant figures keep their zeros and switch to scientific outside 1e-6 … 1e15', () => {
    expect(formatExact(parseExact('2.54')!, options({ precision: sig(4) }))).toEqual({
      text: '2.540',
      exact: true,
    });
    expect(text('123456', { precision: sig(3) })).toBe('123000');
    expect(text('123456', { precision: sig(3), grouping: true })).toBe('123,000');
    expect(text('0.000123456', { precision: sig(3) })).toBe('0.000123');
    expect(text('0.00000123456', { precision: sig(3) })).toBe('0.00000123');
    expect(text('0.000000123456', { precision: sig(3) })).toBe('1.23e-7');
    expect(text('9.996', { precision: sig(3) })).toBe('10.0');
    expect(text('0.0000009999', { precision: sig(2) })).toBe('0.0000010');
    expect(text('999999999999999.7', { precision: sig(3) })).toBe('1.00e15');
    expect(text('1e15', { precision: sig(1) })).toBe('1e15');
    expect(text('1e15', { precision: sig(4) })).toBe('1.000e15');
    expect(text('0', { precision: sig(4) })).toBe('0.000');
    expect(text('-1', { precision: sig(1) })).toBe('-1');
  });
  it('fixed decimals keep their zeros and never round a non-zero value to 0', () => {
    expect(formatExact(parseExact('2')!, options({ precision: dec(2) }))).toEqual({
      text: '2.00',
      exact: true,
    });
    expect(text('0.5', { precision: dec(0) })).toBe('1');
    expect(text('-2.5', { precision: dec(0) })).toBe('-3');
    expect(text('1234.5678', { precision: dec(3), grouping: true })).toBe('1,234.568');
    expect(formatExact(exact(1n, 3n), options({ precision: dec(0) }))).toEqual({
      text: '3.33333e-1',
      exact: false,
    });
    expect(text('0.0000001', { precision: dec(2) })).toBe('1e-7');
    expect(text('-0.000000123456789', { precision: dec(4) })).toBe('-1.23457e-7');
    expect(text('2.5e15', { precision: dec(2) })).toBe('2.5e15');
    expect(text('0', { precision: dec(3) })).toBe('0.000');
  });
  it('writes each number format, with grouping only where asked', () => {
    const v = parseExact('12345.6789')!;
    expect(text(v, { grouping: true })).toBe('12,345.7');
    expect(text(v, { grouping: true, format: 'comma' })).toBe('12.345,7');
    expect(text(v, { grouping: true, format: 'space' })).toBe(`12${NNBSP}345,7`);
    expect(text(v, { grouping: false, format: 'space' })).toBe('12345,7');
    expect(text('1234', { grouping: true })).toBe('1,234');
    expect(text('123', { grouping: true })).toBe('123');
    expect(text('-1234567', { grouping: true, format: 'comma' })).toBe('-1.234.567');
    expect(text('1.5e21', { grouping: true, format: 'comma' })).toBe('1,5 × 10²¹');
    expect(text('1.5e21', { grouping: false, format: 'comma' })).toBe('1,5e21');
    expect(Object.values(NUMBER_FORMATS).map((f) => f.label)).toEqual([
      '1,234.5',
      '1.234,5',
      `1${NNBSP}234,5`,
    ]);
  });
  it('never writes -0', () => {
    expect(text(neg(parseExact('0')!))).toBe('0');
    expect(text(exact(0n, 1n, 1), { precision: dec(2) })).toBe('0.00');
    expect(text('-0.00000000001')).toBe('-1e-11');
    expect(text('-0.4', { precision: dec(0) })).toBe('-4e-1');
  });
  it('stays exact at any magnitude, without doubles', () => {
    expect(formatExact(parseExact('1e400')!, options())).toEqual({ text: '1e400', exact: true });
    expect(text(exact(-(10n ** 400n) - 1n, 3n), { precision: sig(4) })).toBe('-3.333e399');
    expect(text(exact(1n, 3n * 10n ** 400n))).toBe('3.33333e-401');
    expect(text(exact(2n, 3n * 10n ** 400n), { precision: dec(12) })).toBe('6.66667e-401');
    expect(formatExact(parseExact('1e-400')!, options({ precision: sig(2) }))).toEqual({
      text: '1.0e-400',
      exact: true,
    });
    expect(text(add(parseExact('1e400')!, parseExact('5e389')!))).toBe('1e400');
    expect(text(add(parseExact('1e400')!, parseExact('5e394')!))).toBe('1.00001e400');
  });
  it('goes through a double for π values, with at most 15 significant digits', () => {
    const radToDeg = fromRatioString('180·π^-1');
    expect(formatExact(radToDeg, options())).toEqual({ text: '57.2958', exact: false });
    expect(text(fromRatioString('1/180·π'))).toBe('0.0174533');
    expect(text(radToDeg, { precision: sig(15) })).toBe('57.2957795130823');
    expect(text(radToDeg, { precision: dec(12) })).toBe('57.295779513082');
    expect(text(mul(parseExact('1000000')!, radToDeg), { precision: dec(12) })).toBe('57295779.5130823');
    expect(text(mul(parseExact('1e400')!, fromRatioString('1·π')))).toBe('3.14159e400');
    expect(text(mul(parseExact('1e9')!, fromRatioString('1·π')))).toBe('3141592654');
    expect(text(mul(parseExact('1e12')!, fromRatioString('1·π')))).toBe('3.14159e12');
    expect(text(mul(parseExact('-1e-400')!, fromRatioString('1·π')), { precision: sig(3) })).toBe(
      '-3.14e-400',
    );
    expect(formatExact(exact(0n, 1n, 1), options())).toEqual({ text: '0', exact: true });
  });
  it('clamps an out-of-range precision instead of failing', () => {
    expect(text('3.14159265358979323846', { precision: sig(40) })).toBe('3.14159265358979');
    expect(text('3.14159', { precision: dec(-3) })).toBe('3');
    expect(text('3.14159', { precision: { kind: 'bogus' } as unknown as Precision })).toBe('3.14159');
  });
});

describe('language defaults and codes', () => {
  it('suggests a number format from the browser language', () => {
    expect(defaultNumberFormat('en-US')).toBe('dot');
    expect(defaultNumberFormat('de-DE')).toBe('comma');
    expect(defaultNumberFormat('fr-FR')).toBe('space');
    expect(defaultNumberFormat('de-CH')).toBe('dot');
    expect(defaultNumberFormat('de_DE')).toBe('comma');
    expect(defaultNumberFormat('de-AT')).toBe('space');
    for (const garbage of ['garbage', 'xx', '', '!!', '123', undefined])
      expect(defaultNumberFormat(garbage)).toBe('dot');
  });
  it("reads a language's format from its table as ICU writes its numbers", () => {
    // Each tag the table names, and the languages browsers report most, against Node's own ICU.
    const listed = Object.values(LOCALE_NUMBER_FORMATS).flatMap((tags) => tags.split(' '));
    const common = [
      'en',
      'en-US',
      'en-GB',
      'en-IN',
      'en-ZA',
      'en-CA',
      'en-AU',
      'es',
      'es-ES',
      'es-MX',
      'es-AR',
      'es-419',
      'de',
      'de-DE',
      'de-CH',
      'de-AT',
      'de-LI',
      'fr',
      'fr-FR',
      'fr-CA',
      'fr-CH',
      'fr-BE',
      'pt',
      'pt-BR',
      'pt-PT',
      'it',
      'it-CH',
      'nl',
      'nl-BE',
      'ja',
      'ja-JP',
      'zh',
      'zh-CN',
      'zh-TW',
      'zh-Hant-HK',
      'ko',
      'ru',
      'uk',
      'pl',
      'cs',
      'sv',
      'nb',
      'da',
      'fi',
      'tr',
      'ar',
      'ar-MA',
      'he',
      'hi',
      'id',
      'vi',
      'th',
      'sr-Latn',
      'sr-Cyrl-RS',
      'ca-ES',
      'el',
      'hu',
      'ro',
      'bg',
    ];
    expect(listed.length).toBeGreaterThan(100);
    for (const tag of [...listed, ...common])
      expect([tag, defaultNumberFormat(tag)]).toEqual([tag, icuNumberFormat(tag)]);
  });
  it('codes a precision compactly and reads only valid codes back', () => {
    const all: Precision[] = [AUTO, ...[1, 4, 15].map(sig), ...[0, 2, 12].map(dec)];
    expect(all.map(precisionCode)).toEqual(['auto', 's1', 's4', 's15', 'd0', 'd2', 'd12']);
    for (const p of all) expect(parsePrecisionCode(precisionCode(p))).toEqual(p);
    expect(precisionCode(sig(99))).toBe('s15');
    for (const bad of ['s0', 's16', 'd13', 'd-1', 's04', 's', 'x2', 'AUTO', ' auto', 5, null, undefined, {}])
      expect(parsePrecisionCode(bad)).toBeNull();
  });
  it('recognises the number format ids', () => {
    expect(['dot', 'comma', 'space'].every(isNumberFormatId)).toBe(true);
    for (const bad of ['Dot', 'toString', '', 1, null]) expect(isNumberFormatId(bad)).toBe(false);
  });
});

const precisionArb: fc.Arbitrary<Precision> = fc.oneof(
  fc.constant(AUTO),
  fc.integer({ min: 1, max: 15 }).map(sig),
  fc.integer({ min: 0, max: 12 }).map(dec),
);
const decimal = (digits: bigint, scale: number) =>
  scale >= 0 ? exact(digits * 10n ** BigInt(scale)) : exact(digits, 10n ** BigInt(-scale));
/** Random decimals (digits·10^scale) times random rational factors: values that conversions produce. */
const convertedArb = fc
  .tuple(
    fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }),
    fc.integer({ min: -40, max: 40 }),
    fc.bigInt({ min: 1n, max: 10n ** 7n }),
    fc.bigInt({ min: 1n, max: 10n ** 7n }),
  )
  .map(([digits, scale, n, d]) => mul(decimal(digits, scale), exact(n, d)));
/** Short decimals and halves of them: exact ties (…5 at the rounding place) are common here. */
const shortDecimalArb = fc
  .tuple(
    fc.bigInt({ min: -(10n ** 7n), max: 10n ** 7n }),
    fc.integer({ min: -16, max: 17 }),
    fc.constantFrom(exact(1n), exact(1n, 2n), exact(5n, 8n)),
  )
  .map(([digits, scale, factor]) => mul(decimal(digits, scale), factor));
const valueArb: fc.Arbitrary<Exact> = fc.oneof(convertedArb, shortDecimalArb);
const optionsArb = fc.record({
  precision: precisionArb,
  format: fc.constantFrom<NumberFormatId>('dot', 'comma', 'space'),
  grouping: fc.boolean(),
});

/** '9.46073 × 10¹⁸' → '9.46073e18': the screen's power of ten read back as e-notation. */
const fromSuperscript = (shown: string) =>
  shown.replace(
    / × 10(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/,
    (_m, minus: string, digits: string) =>
      `e${minus ? '-' : ''}${[...digits].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(d)).join('')}`,
  );

/** The text read back as an exact value, and the unit of its last rounded place. */
function readBack(shown: string, o: DisplayOptions): { value: Exact; unit: Exact } {
  const f = NUMBER_FORMATS[o.format];
  const plain = fromSuperscript(shown).split(f.group).join('').replace(f.decimal, '.');
  const m = /^-?(\d+)(?:\.(\d+))?(?:e(-?\d+))?$/.exec(plain)!;
  const [integer, fraction = '', exponent = '0'] = [m[1]!, m[2], m[3]];
  let place = Number(exponent) - fraction.length;
  // Auto keeps every integer digit of a fixed number: its last place is the units.
  const digits =
    o.precision.kind === 'significant'
      ? o.precision.digits
      : o.precision.kind === 'auto'
        ? Math.max(6, integer.replace(/^0+/, '').length)
        : null;
  if (digits !== null && !fraction && !m[3]) place = Math.max(0, integer.replace(/^0+/, '').length - digits);
  return {
    value: parseExact(plain)!,
    unit: place >= 0 ? exact(10n ** BigInt(place)) : exact(1n, 10n ** BigInt(-place)),
  };
}
const absolute = (x: Exact) => (x.num < 0n ? neg(x) : x);
const atMost = (a: Exact, b: Exact) => a.num * b.den <= b.num * a.den;

describe('formatExact: properties', () => {
  it('shows the digits an independent long-division rounding computes, in every precision', () => {
    fc.assert(
      fc.property(valueArb, precisionArb, (value, precision) => {
        const got = formatExact(value, options({ precision }));
        expect(got).toEqual(referenceText(value.num, value.den, precision));
      }),
      { numRuns: 3000 },
    );
  });
  it('reads back within half a unit of the last shown place, exact exactly when equal', () => {
    fc.assert(
      fc.property(valueArb, optionsArb, (value, o) => {
        const got = formatExact(value, o);
        const back = readBack(got.text, o);
        const error = absolute(add(back.value, neg(value)));
        expect(atMost(mul(error, exact(2n)), back.unit)).toBe(true);
        expect(got.exact).toBe(error.num === 0n);
      }),
      { numRuns: 2000 },
    );
  });
  it('never writes NaN, Infinity or -0, and groups only the integer part in threes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          valueArb,
          valueArb.map((v) => ({ ...v, piPower: 1 })),
        ),
        optionsArb,
        (value, o) => {
          const got = formatExact(value, o);
          const f = NUMBER_FORMATS[o.format];
          const esc = (s: string) => s.replace(/[.]/g, '\\.');
          // A power of ten: ' × 10⁻⁸' on screen (grouping), 'e-8' in plain text.
          const power = o.grouping ? ' × 10⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+' : 'e-?\\d+';
          const shape = new RegExp(
            `^-?\\d{1,3}(${esc(f.group)}\\d{3})*(${esc(f.decimal)}\\d+)?(${power})?$|^-?\\d+(${esc(f.decimal)}\\d+)?(${power})?$`,
          );
          expect(got.text).toMatch(shape);
          expect(got.text).not.toMatch(/NaN|Infinity/);
          if (got.text.startsWith('-')) expect(got.text).toMatch(/[1-9]/);
          if (!o.grouping) expect(got.text.includes(f.group)).toBe(false);
          return true;
        },
      ),
      { numRuns: 3000 },
    );
  });
  it("writes every double as the language's own 6-significant-digit rounding does (Auto)", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(formatExact(exactOfDouble(x), options()).text).toBe(doubleFormatReference(x));
      }),
      { numRuns: 3000 },
    );
  });
  it('shows at most 15 significant digits of a multiple of π (worked out with a double), in every precision', () => {
    fc.assert(
      fc.property(valueArb, precisionArb, (x, precision) => {
        const shown = formatExact({ ...x, piPower: 1 }, options({ precision })).text;
        const mantissa = shown.replace(/^-/, '').replace(/e.*$/, '').replace('.', '').replace(/^0+/, '');
        expect(mantissa.length).toBeLessThanOrEqual(15);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('formatAmount', () => {
  it('echoes an amount whole up to ten digits, else as Auto shows every number, and says whether the echo is the amount itself', async () => {
    const { formatAmount, sentenceSign } = await import('../../src/core/numberFormat');
    const plain = { format: 'dot', grouping: false } as const;
    const echo = (value: Exact, o: { format: 'dot' | 'comma' | 'space'; grouping: boolean } = plain) =>
      formatAmount(value, o).text;
    expect(formatAmount(parseExact('9.290304')!, plain)).toEqual({ text: '9.290304', exact: true });
    expect(echo(parseExact('9.290304')!, { format: 'comma', grouping: true })).toBe('9,290304');
    expect(echo(parseExact('1234567.5')!, { format: 'space', grouping: true })).toBe(
      `1${NNBSP}234${NNBSP}567,5`,
    );
    expect(formatAmount(parseExact('590.551181102362')!, plain)).toEqual({ text: '590.551', exact: false });
    expect(formatAmount(exact(1n, 3n), plain)).toEqual({ text: '0.333333', exact: false });
    expect(echo(exact(-200n, 3n))).toBe('-66.6667');
    expect(formatAmount(parseExact('30')!, plain)).toEqual({ text: '30', exact: true });
    expect(echo(parseExact('0')!)).toBe('0');
    expect(echo(parseExact('1e-300')!)).toBe('1e-300');
    expect(echo(parseExact('2.5e21')!, { format: 'comma', grouping: false })).toBe('2,5e21');
    expect(echo(parseExact('2.5e21')!, { format: 'dot', grouping: true })).toBe('2.5 × 10²¹');
    // A sentence is '=' only when both its sides are shown exactly.
    expect(sentenceSign({ exact: true }, { exact: true })).toBe('=');
    expect(sentenceSign({ exact: false }, { exact: true })).toBe('≈');
    expect(sentenceSign({ exact: true }, { exact: false })).toBe('≈');
  });
});

describe('exactDigits', () => {
  it('shows every digit of a terminating decimal and the exact fraction of a repeating one', async () => {
    const { exactDigits } = await import('../../src/core/numberFormat');
    const { exact: x } = await import('../../src/core/rational');
    // 2 km² in square feet: 2·10¹⁴ / 9,290,304.
    expect(exactDigits(x(200_000_000_000_000n, 9_290_304n), { format: 'dot', grouping: true })).toBe(
      '21,527,820 120980/145161',
    );
    expect(exactDigits(x(200n, 9n), { format: 'dot', grouping: true })).toBe('22 2/9');
    expect(exactDigits(x(-1n, 3n), { format: 'dot', grouping: true })).toBe('-1/3');
    expect(exactDigits(x(3048n, 1000n), { format: 'comma', grouping: true })).toBe('3,048');
    expect(exactDigits(x(123456789n, 1000n), { format: 'dot', grouping: true })).toBe('123,456.789');
    expect(exactDigits(x(1n, 1024n), { format: 'dot', grouping: false })).toBe('0.0009765625');
    expect(exactDigits(x(7n), { format: 'space', grouping: true })).toBe('7');
  });
});

describe('numberLineParts: where a shown number may break across lines', () => {
  it('after each digit group and before a power of ten, in every number format', () => {
    expect(numberLineParts('123,456,789,000,000.000000000000')).toEqual([
      '123,',
      '456,',
      '789,',
      '000,',
      '000.000000000000',
    ]);
    expect(numberLineParts('123.456.789,5')).toEqual(['123.', '456.', '789,5']);
    expect(numberLineParts('1\u202f234\u202f567,25')).toEqual(['1\u202f', '234\u202f', '567,25']);
    expect(numberLineParts('1.23457 × 10¹⁴')).toEqual(['1.23457', ' × 10¹⁴']);
    expect(numberLineParts('-0.00000764287')).toEqual(['-0.00000764287']);
  });

  it('joined, the parts are the number again', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.constantFrom<NumberFormatId>('dot', 'comma', 'space'),
        (n, format) => {
          const { text } = formatExact(exact(n), { precision: AUTO, format, grouping: true });
          expect(numberLineParts(text).join('')).toBe(text);
        },
      ),
    );
  });
});
