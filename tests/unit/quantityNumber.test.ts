import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuantity } from '../../src/core/language/readQuantity';
import { parseExact, type DecimalMark } from '../../src/core/quantityNumber';
import { toRatioString } from '../../src/core/rational';

/** A decimal as the test's own BigInt fraction: sign · digits / 10^scale. */
interface Decimal {
  negative: boolean;
  whole: bigint;
  fraction: string;
}

/** Groups of three from the right: 1234567 → ['1', '234', '567']. */
function groups(digits: string): string[] {
  const out: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) out.unshift(digits.slice(Math.max(0, end - 3), end));
  return out;
}

/** Writes the decimal as plain text with the given decimal mark and thousands separator ('' for none). */
function format(d: Decimal, mark: DecimalMark, separator: string): string {
  const whole = separator ? groups(d.whole.toString()).join(separator) : d.whole.toString();
  return `${d.negative ? '-' : ''}${whole}${d.fraction ? `${mark}${d.fraction}` : ''}`;
}

/** True when the parse of `text` is exactly the decimal (cross-multiplied, no rational helpers). */
function readsExactly(text: string, d: Decimal, mark: DecimalMark): boolean {
  const result = parseQuantity(text, [], mark);
  if (!result.ok || result.unit !== null || result.value.piPower !== 0) return false;
  const scale = 10n ** BigInt(d.fraction.length);
  const magnitude = d.whole * scale + BigInt(d.fraction || '0');
  const num = d.negative ? -magnitude : magnitude;
  return result.value.num * scale === num * result.value.den && result.value.den > 0n;
}

const decimals = fc.record({
  negative: fc.boolean(),
  whole: fc.oneof(fc.bigInt({ min: 0n, max: 999n }), fc.bigInt({ min: 0n, max: 10n ** 40n })),
  fraction: fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 25 }),
});

describe('number literals read back exactly', () => {
  it('with the decimal point, plain or grouped with commas', () => {
    fc.assert(
      fc.property(decimals, fc.constantFrom('', ','), (d, separator) =>
        readsExactly(format(d, '.', separator), d, '.'),
      ),
      { numRuns: 3000 },
    );
  });

  it('with the decimal comma, plain or grouped with points or spaces', () => {
    fc.assert(
      fc.property(decimals, fc.constantFrom('', '.', ' ', '\u00a0', '\u202f'), (d, separator) =>
        readsExactly(format(d, ',', separator), d, ','),
      ),
      { numRuns: 3000 },
    );
  });

  it('with a power of ten', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.constantFrom('e', 'E'),
        (digits, power, e) => {
          const result = parseQuantity(`${digits}${e}${power}`, []);
          if (!result.ok) return false;
          const [num, den] =
            power >= 0 ? [digits * 10n ** BigInt(power), 1n] : [digits, 10n ** BigInt(-power)];
          return result.value.num * den === num * result.value.den;
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a group sign that is not a thousands group as the decimal mark', () => {
    expect(parseQuantity('1,2345', [])).toMatchObject({ ok: true, value: { num: 2469n, den: 2000n } });
    expect(parseQuantity('1.2345', [], ',')).toMatchObject({ ok: true, value: { num: 2469n, den: 2000n } });
    expect(parseQuantity('1,234,5', [])).toMatchObject({
      ok: false,
      diagnostic: { kind: 'unreadable', term: ',' },
    });
  });
});

describe('parseExact: a whole text that is one number', () => {
  const read = (text: string, decimal: DecimalMark = '.') => {
    const v = parseExact(text, decimal);
    return v && toRatioString(v);
  };
  it('reads what scanNumber reads, signed, and a ratio of two numbers', () => {
    expect([
      read('12'),
      read(' -0.5 '),
      read('+3'),
      read('1,234'),
      read('1 1/2'),
      read('-1 1/2'),
      read('½'),
      read('1e-3'),
    ]).toEqual(['12', '-1/2', '3', '1234', '3/2', '-3/2', '1/2', '1/1000']);
    expect([read('2,5', ','), read('1.234,5', ','), read('45967/180'), read('1/3'), read('0.0254')]).toEqual([
      '5/2',
      '2469/2',
      '45967/180',
      '1/3',
      '127/5000',
    ]);
  });
  it('reads nothing else: words, operators, a zero denominator, a number beyond 10^±1000', () => {
    for (const text of [
      '',
      ' ',
      '5 ft',
      '3*4',
      '1/0',
      '1/-2',
      '--1',
      '1e1001',
      '1,',
      '1..2',
      'NaN',
      'Infinity',
      '0x10',
    ])
      expect(read(text), text).toBeNull();
  });
  it('gives the value the language gives for the same text', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^-?\d{1,9}([.,]\d{1,6})?$/),
        fc.constantFrom<DecimalMark>('.', ','),
        (text, decimal) => {
          const alone = parseExact(text, decimal);
          const read = parseQuantity(text, [], decimal);
          return alone !== null && read.ok && alone.num === read.value.num && alone.den === read.value.den;
        },
      ),
      { numRuns: 2000 },
    );
  });
});
