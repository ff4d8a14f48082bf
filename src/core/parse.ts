/**
 * Reads what people type into a number field: 1234.5, 1,234.5,
 * 1.5e3, -3, +3, −3 (unicode minus), .5, 1/2, 1 1/2, a decimal comma (2,5) unless it is a
 * thousands group (1,234), and Arabic-Indic digits. Anything else is not a number: null.
 * Never throws; never returns NaN, ±Infinity or -0.
 */
const DIGIT_MAP: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGIT_MAP[String.fromCharCode(0x0660 + i)] = String(i); // Arabic-Indic
  DIGIT_MAP[String.fromCharCode(0x06f0 + i)] = String(i); // Extended Arabic-Indic (Persian)
  DIGIT_MAP[String.fromCharCode(0xff10 + i)] = String(i); // full-width
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const THOUSANDS = /^([+-]?)(\d{1,3}(?:,\d{3})+)(\.\d+)?$/;
const DECIMAL_COMMA = /^([+-]?)(\d*),(\d+)$/;
const FRACTION = /^([+-]?)(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/;

function finite(x: number): number | null {
  if (!Number.isFinite(x)) return null;
  return x === 0 ? 0 : x;
}

export function parseQuantityInput(input: unknown): number | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  if (typeof input === 'number') return finite(input);
  if (input.length > 200) return null;
  const text = input
    .trim()
    .replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => DIGIT_MAP[d]!)
    .replace(/[\u2212\u2012\u2013\uff0d]/g, '-')
    .replace(/^\+/, '');
  if (text === '') return null;
  if (DECIMAL.test(text)) return finite(Number(text));
  const thousands = THOUSANDS.exec(text);
  if (thousands) return finite(Number(`${thousands[1]}${thousands[2]!.replace(/,/g, '')}${thousands[3] ?? ''}`));
  const comma = DECIMAL_COMMA.exec(text);
  if (comma) return finite(Number(`${comma[1]}${comma[2] || '0'}.${comma[3]}`));
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const [, sign, whole, num, den] = fraction;
    if (Number(den) === 0) return null;
    const value = Number(whole ?? 0) + Number(num) / Number(den);
    return finite(sign === '-' ? -value : value);
  }
  return null;
}
