/**
 * Random text for fuzzing the quantity readers: digits, operators, unit spellings, quotes,
 * other scripts and arbitrary characters, in any order; the costliest texts known; and the
 * bound on the steps one text may take. Shared by the parser and query tests and the bench.
 */
import fc from 'fast-check';
import { steps } from '../../src/core/language/steps';

const FRAGMENTS = [
  ...'0123456789',
  '12',
  '1,234',
  '1.234',
  '0.5',
  '.',
  ',',
  '1e',
  'e9',
  'E-',
  '1e999',
  '1e-999',
  '9'.repeat(30),
  '+',
  '-',
  '−',
  '–',
  '*',
  '×',
  '·',
  '⋅',
  '/',
  '÷',
  '^',
  '^-',
  '^999',
  '(',
  ')',
  '((',
  '))',
  '=',
  '?',
  '->',
  '→',
  ' ',
  ' ',
  ' ',
  '  ',
  '\u00a0',
  '\u202f',
  '\t',
  '\n',
  'ft',
  'in',
  'm',
  'cm',
  'mm',
  'Mm',
  'km',
  'KM',
  'feet',
  'inches',
  'mi',
  'nautical miles',
  'yd',
  "'",
  '"',
  '′',
  '″',
  '°',
  '°F',
  '°C',
  'F',
  'C',
  'K',
  'degrees',
  'Fahrenheit',
  'celsius',
  'lb',
  'oz',
  'st',
  'h',
  'min',
  's',
  'kg',
  'm/s',
  'km/h',
  'mph',
  'L/100 km',
  'mpg',
  'm²',
  'm^2',
  'fl oz',
  'ft (US survey)',
  'gal (US)',
  ' in ',
  ' to ',
  ' into ',
  ' as ',
  'how many ',
  'convert ',
  ' are in ',
  'a ',
  'one ',
  '١٢',
  '۳',
  '１',
  '½',
  'é',
  'ß',
  'İ',
  'µ',
  'μ',
  '😀',
  '\u0301',
  '\ud800',
  '\u200b',
  '\ufeff',
  '\u0000',
];

const fragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 2 }) },
);

const NUMBERS = [
  '5',
  '3',
  '0',
  '12.5',
  '1 1/2',
  '1,234',
  '2,5',
  '1.234,5',
  '1 000',
  '3*12+4',
  '(2+3)/4',
  '-2^2',
  '1e3',
  '.5',
  '2^-1',
  '١٢',
];
const UNITS = [
  'ft',
  'in',
  "'",
  '"',
  'm',
  'cm',
  'feet',
  'nautical miles',
  '°F',
  '°C',
  'F',
  'c',
  'K',
  'degrees Fahrenheit',
  'lb',
  'oz',
  'h',
  'min',
  'kg',
  'mph',
  'm/s',
  'L/100 km',
  'mpg',
  'm²',
  'ftt',
  '',
];
const SEPARATORS = [' ', '', ' + ', ' - ', '-', '+'];
const QUERY = [' in ', ' to ', ' into ', ' as ', ' = ? ', '->', '→', ' are in ', ' in a ', ' in one '];

/** Numbers and unit spellings in a plausible order, to reach deep into the grammar. */
const plausible = fc
  .array(
    fc.tuple(
      fc.constantFrom(...SEPARATORS),
      fc.constantFrom(...NUMBERS),
      fc.constantFrom('', ' '),
      fc.constantFrom(...UNITS),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((terms) =>
    terms
      .map((t) => t.join(''))
      .join('')
      .trim(),
  );

const query = fc
  .tuple(
    fc.constantFrom('', 'convert ', 'how many '),
    plausible,
    fc.constantFrom(...QUERY),
    fc.constantFrom(...UNITS),
    fc.constantFrom('', '?'),
  )
  .map((parts) => parts.join(''));

/** Mostly short inputs, some near and over the 200-character limit. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 3, arbitrary: plausible },
  { weight: 2, arbitrary: query },
  {
    weight: 1,
    arbitrary: fc.array(fragment, { minLength: 20, maxLength: 90 }).map((parts) => parts.join('')),
  },
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

/**
 * The costliest texts known, near the 200-character limit, which the fuzz tests read besides
 * their random ones: a question word or a mark at every turn (each a place the text may split),
 * a word of many meanings over and over, and such words where no meaning fits the question, so
 * that every reading allowed is tried.
 */
export const COSTLY_TEXTS: readonly string[] = [
  `how many ${'in '.repeat(63).trim()}`,
  '1 in '.repeat(40).trim(),
  'per '.repeat(50).trim(),
  "5'".repeat(100),
  'a '.repeat(100).trim(),
  'm '.repeat(100).trim(),
  '1 ft '.repeat(40).trim(),
  `${'F C '.repeat(48)}to s`,
  `${'F*C*'.repeat(48)}F + s`,
  `${'gb '.repeat(17)}to s`,
];

/**
 * The most steps one text may take: about twice what the costliest text known takes. The
 * calculator may split a text at each question word and parses each split anew, so its work
 * grows at most with the square of the text; a converter's box reads a text once. Past these
 * bounds, some reading grows faster than that.
 */
export const MAX_STEPS = { calculate: 20_000, parseQuantity: 6_000 };

let calls = 0;

/**
 * Every 1,000th call, a turn of the event loop, for a property of many runs: Vitest's test
 * worker gives up on an answer from the main process after a minute, so a long run must let
 * the worker read its answers, however slow or busy the machine.
 */
export async function letWorkerAnswer(): Promise<void> {
  if (++calls % 1_000 === 0) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * What `read` returns, where it takes at most `most` of the quantity language's steps (spellings
 * looked up, tokens parsed, readings tried, nodes evaluated); else it throws, saying how many.
 */
export function withinSteps<T>(most: number, read: () => T): T {
  const before = steps.count;
  const result = read();
  const taken = steps.count - before;
  if (taken > most) throw new Error(`${taken} steps, over the bound of ${most}`);
  return result;
}
