/**
 * Number literals as people type them: 1234.5, 1,234.5, 1.5e3, .5, 2,5, 1 1/2, and with the
 * decimal mark ',' also 1.234,5 and 1 234,5. Read exactly, as BigInt rationals.
 */
import { div, exact, isZero, neg, type Exact } from './rational';
import { LanguageFailure } from './language/diagnostic';
import { isDigit } from './quantityText';

/** The decimal mark the visitor chose: '.' ('1,234.5') or ',' ('1.234,5' and '1 234,5'). */
export type DecimalMark = '.' | ',';

/** Arabic-script decimal and thousands separators, read in either mode. */
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';

/** Fraction characters, read alone ('½') or after a whole number ('1½'). */
const VULGAR: Record<string, [bigint, bigint]> = {
  '½': [1n, 2n],
  '⅓': [1n, 3n],
  '⅔': [2n, 3n],
  '¼': [1n, 4n],
  '¾': [3n, 4n],
  '⅕': [1n, 5n],
  '⅖': [2n, 5n],
  '⅗': [3n, 5n],
  '⅘': [4n, 5n],
  '⅙': [1n, 6n],
  '⅚': [5n, 6n],
  '⅛': [1n, 8n],
  '⅜': [3n, 8n],
  '⅝': [5n, 8n],
  '⅞': [7n, 8n],
};

/** The fraction characters the number reader reads, as one string. */
export const VULGAR_FRACTIONS = Object.keys(VULGAR).join('');

/** The largest power of ten a literal may carry ('1e1000'); keeps every value small. */
export const MAX_EXPONENT = 1000;

export interface NumberToken {
  value: Exact;
  /** Index just past the literal. */
  end: number;
}

function digitsEnd(text: string, i: number): number {
  while (isDigit(text[i])) i++;
  return i;
}

/** Exactly three digits at i, not followed by a fourth: one thousands group. */
function isGroup(text: string, i: number): boolean {
  return isDigit(text[i]) && isDigit(text[i + 1]) && isDigit(text[i + 2]) && !isDigit(text[i + 3]);
}

/** '1 1/2': a whole number, a space, then a fraction of whole numbers. */
function scanMixed(text: string, whole: string, i: number): NumberToken | null {
  if (text[i] !== ' ' || !isDigit(text[i + 1])) return null;
  const numEnd = digitsEnd(text, i + 1);
  let j = numEnd;
  if (text[j] === ' ') j++;
  if (text[j] !== '/') return null;
  j++;
  if (text[j] === ' ') j++;
  const denEnd = digitsEnd(text, j);
  if (denEnd === j || text[denEnd] === '.' || text[denEnd] === ',') return null;
  const den = BigInt(text.slice(j, denEnd));
  if (den === 0n) throw new LanguageFailure('divisionByZero', i + 1, denEnd);
  const fraction = div(exact(BigInt(text.slice(i + 1, numEnd))), exact(den));
  const value = exact(BigInt(whole) * fraction.den + fraction.num, fraction.den);
  return { value, end: denEnd };
}

/**
 * Reads the literal starting at `start`, or null when none starts there. A literal that has no
 * value ('1 1/0', '1e1001', '1,' at the end) throws a LanguageFailure marking it.
 */
export function scanNumber(text: string, start: number, decimal: DecimalMark): NumberToken | null {
  const group = decimal === '.' ? ',' : '.';
  let i = digitsEnd(text, start);
  let whole = text.slice(start, i);
  let grouped = false;
  const vulgar = VULGAR[text[i] ?? ''];
  if (vulgar) return { value: exact(BigInt(whole || '0') * vulgar[1] + vulgar[0], vulgar[1]), end: i + 1 };
  if (whole !== '') {
    const mixed = scanMixed(text, whole, i);
    if (mixed) return mixed;
    const separator = text[i];
    const separates = separator === group || separator === ' ' || separator === ARABIC_GROUP;
    if (whole.length <= 3 && separates && isGroup(text, i + 1)) {
      grouped = true;
      while (text[i] === separator && isGroup(text, i + 1)) {
        whole += text.slice(i + 1, i + 4);
        i += 4;
      }
    }
  }
  let fraction = '';
  const mark = text[i];
  // The group sign followed by digits that are not a group is a decimal mark too ('2,5', '2.5').
  if (mark === decimal || mark === ARABIC_DECIMAL || (mark === group && !grouped && isDigit(text[i + 1]))) {
    if (whole === '' && !isDigit(text[i + 1])) return null;
    const end = digitsEnd(text, i + 1);
    fraction = text.slice(i + 1, end);
    i = end;
  } else if (mark === group && whole !== '' && i + 1 === text.length) {
    throw new LanguageFailure('incomplete', i, i + 1); // '1,' on its way to '1,234'
  }
  if (whole === '' && fraction === '') return null;
  let exponent = 0;
  if (text[i] === 'e' || text[i] === 'E') {
    const signed = text[i + 1] === '+' || text[i + 1] === '-';
    const from = i + 1 + (signed ? 1 : 0);
    const end = digitsEnd(text, from);
    if (end > from) {
      const digits = text.slice(from, end).replace(/^0+(?=\d)/, '');
      if (digits.length > 4 || Number(digits) > MAX_EXPONENT)
        throw new LanguageFailure('tooLarge', start, end);
      exponent = text[i + 1] === '-' ? -Number(digits) : Number(digits);
      i = end;
    }
  }
  const scale = exponent - fraction.length;
  const digits = BigInt(whole + fraction);
  const value = scale >= 0 ? exact(digits * 10n ** BigInt(scale)) : exact(digits, 10n ** BigInt(-scale));
  return { value, end: i };
}

/**
 * A whole text that is one number, read by scanNumber: what a box holds when only a number was
 * typed ('12', '-0.5', '2,5' with the decimal comma, '1 1/2'), and numbers as data and links
 * write them ('0.0254', '1e-3', '45967/180'). Null for anything else, or too large.
 */
export function parseExact(text: string, decimal: DecimalMark = '.'): Exact | null {
  const slash = text.indexOf('/');
  if (slash > 0 && !/\d\s+\d+\s*\/\s*\d+\s*$/.test(text)) {
    const n = parseExact(text.slice(0, slash), decimal);
    const d = /^\s*[\d.]/.test(text.slice(slash + 1)) ? parseExact(text.slice(slash + 1), decimal) : null;
    return n && d && !isZero(d) ? div(n, d) : null;
  }
  const t = text.trim();
  const sign = t[0] === '-' || t[0] === '+' ? t[0] : '';
  const body = t.slice(sign.length);
  try {
    const n = body === '' ? null : scanNumber(body, 0, decimal);
    if (!n || n.end !== body.length) return null;
    return sign === '-' ? neg(n.value) : n.value;
  } catch (e) {
    if (e instanceof LanguageFailure) return null;
    throw e;
  }
}
