/**
 * Random text for fuzzing the quantity readers: digits, operators, unit spellings, quotes,
 * other scripts and arbitrary characters, in any order. Shared by the parser and query tests.
 */
import fc from 'fast-check';

const FRAGMENTS = [
  ...'0123456789', '12', '1,234', '1.234', '0.5', '.', ',', '1e', 'e9', 'E-', '1e999', '1e-999', '9'.repeat(30),
  '+', '-', '−', '–', '*', '×', '·', '⋅', '/', '÷', '^', '^-', '^999', '(', ')', '((', '))', '=', '?', '->', '→',
  ' ', ' ', ' ', '  ', '\u00a0', '\u202f', '\t', '\n',
  'ft', 'in', 'm', 'cm', 'mm', 'Mm', 'km', 'KM', 'feet', 'inches', 'mi', 'nautical miles', 'yd', "'", '"', '′', '″', '°',
  '°F', '°C', 'F', 'C', 'K', 'degrees', 'Fahrenheit', 'celsius', 'lb', 'oz', 'st', 'h', 'min', 's', 'kg',
  'm/s', 'km/h', 'mph', 'L/100 km', 'mpg', 'm²', 'm^2', 'fl oz', 'ft (US survey)', 'gal (US)',
  ' in ', ' to ', ' into ', ' as ', 'how many ', 'convert ', ' are in ', 'a ', 'one ',
  '١٢', '۳', '１', '½', 'é', 'ß', 'İ', 'µ', 'μ', '😀', '\u0301', '\ud800', '\u200b', '\ufeff', '\u0000',
];

const fragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 2 }) },
);

const NUMBERS = ['5', '3', '0', '12.5', '1 1/2', '1,234', '2,5', '1.234,5', '1 000', '3*12+4', '(2+3)/4', '-2^2', '1e3', '.5', '2^-1', '١٢'];
const UNITS = ['ft', 'in', "'", '"', 'm', 'cm', 'feet', 'nautical miles', '°F', '°C', 'F', 'c', 'K', 'degrees Fahrenheit', 'lb', 'oz', 'h', 'min', 'kg', 'mph', 'm/s', 'L/100 km', 'mpg', 'm²', 'ftt', ''];
const SEPARATORS = [' ', '', ' + ', ' - ', '-', '+'];
const QUERY = [' in ', ' to ', ' into ', ' as ', ' = ? ', '->', '→', ' are in ', ' in a ', ' in one '];

/** Numbers and unit spellings in a plausible order, to reach deep into the grammar. */
const plausible = fc
  .array(fc.tuple(fc.constantFrom(...SEPARATORS), fc.constantFrom(...NUMBERS), fc.constantFrom('', ' '), fc.constantFrom(...UNITS)), { minLength: 1, maxLength: 4 })
  .map((terms) => terms.map((t) => t.join('')).join('').trim());

const query = fc
  .tuple(fc.constantFrom('', 'convert ', 'how many '), plausible, fc.constantFrom(...QUERY), fc.constantFrom(...UNITS), fc.constantFrom('', '?'))
  .map((parts) => parts.join(''));

/** Mostly short inputs, some near and over the 200-character limit. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 3, arbitrary: plausible },
  { weight: 2, arbitrary: query },
  { weight: 1, arbitrary: fc.array(fragment, { minLength: 20, maxLength: 90 }).map((parts) => parts.join('')) },
);

/** Every number anywhere in a result is finite, and every rational has a positive denominator. */
export function isSane(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object' || seen.has(value)) return true;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.num === 'bigint' && !(typeof record.den === 'bigint' && record.den > 0n)) return false;
  return Object.values(record).every((v) => isSane(v, seen));
}

/** Runs `read` on each input; an input slower than `limitMs` is retried, so only a slow input (not a busy machine) fails. */
export function slowestMs(read: () => unknown, limitMs: number): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 3 && best >= limitMs; attempt++) {
    const start = performance.now();
    read();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
