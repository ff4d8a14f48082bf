import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuantity } from '../../src/core/language/readQuantity';
import type { DecimalMark } from '../../src/core/quantityNumber';

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
      fc.property(decimals, fc.constantFrom('', ','), (d, separator) => readsExactly(format(d, '.', separator), d, '.')),
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
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: -1000, max: 1000 }), fc.constantFrom('e', 'E'), (digits, power, e) => {
        const result = parseQuantity(`${digits}${e}${power}`, []);
        if (!result.ok) return false;
        const [num, den] = power >= 0 ? [digits * 10n ** BigInt(power), 1n] : [digits, 10n ** BigInt(-power)];
        return result.value.num * den === num * result.value.den;
      }),
      { numRuns: 500 },
    );
  });

  it('reads a group sign that is not a thousands group as the decimal mark', () => {
    expect(parseQuantity('1,2345', [])).toMatchObject({ ok: true, value: { num: 2469n, den: 2000n } });
    expect(parseQuantity('1.2345', [], ',')).toMatchObject({ ok: true, value: { num: 2469n, den: 2000n } });
    expect(parseQuantity('1,234,5', [])).toMatchObject({ ok: false, error: { kind: 'syntax', term: ',' } });
  });
});
