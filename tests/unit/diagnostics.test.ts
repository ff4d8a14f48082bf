import { describe, expect, it } from 'vitest';
import { categories } from '../../src/build-time/catalog';
import { searchIndexJson } from '../../src/build-time/islandData';
import { decodeSearchIndex } from '../../src/browser/searchIndex';
import { ingredients as catalog } from '../../src/generated/ingredients';
import { calculate } from '../../src/core/language/calculate';
import { ingredientQuestion } from '../../src/core/language/ingredientQuestion';
import { parseQuantity } from '../../src/core/language/readQuantity';
import type { Diagnostic, DiagnosticKind } from '../../src/core/language/diagnostic';
import { categoryMessage, exampleInput } from '../../src/core/quantityMessages';

/** Every kind, as the compiler checks: a kind added to the type and not here fails to compile. */
const KINDS: Record<DiagnosticKind, true> = {
  empty: true,
  tooLong: true,
  incomplete: true,
  unreadable: true,
  unknownWord: true,
  expected: true,
  missingUnit: true,
  unclosed: true,
  unopened: true,
  tooDeep: true,
  tooLarge: true,
  divisionByZero: true,
  exponent: true,
  repeatedUnit: true,
  cannotAdd: true,
  cannotConvert: true,
  otherQuantity: true,
  offsetScale: true,
  level: true,
  noLevel: true,
  temperatureReadings: true,
  needsIngredient: true,
  unknownIngredient: true,
};

const index = decodeSearchIndex(JSON.parse(JSON.stringify(searchIndexJson(categories))));
const categoryOf = (id: string) => categories.find((c) => c.id === id)!;
const TRY = 'Try 5 ft 3 in to cm or 60 mph * 2 h.';

function failed(result: { ok: true } | { ok: false; diagnostic: Diagnostic } | null): Diagnostic {
  if (!result || result.ok) throw new Error('read without a diagnostic');
  return result.diagnostic;
}

const CALCULATOR: [string, DiagnosticKind, number, number, string][] = [
  ['', 'empty', 0, 0, `Type an amount or a calculation. ${TRY}`],
  ['1'.repeat(201), 'tooLong', 200, 201, 'This is too long: use at most 200 characters.'],
  ['1,', 'incomplete', 1, 2, `This is not finished yet. ${TRY}`],
  // An ingredient on its way: 'of' in lower case is the word, not °F without its capital.
  ['1 cup of', 'incomplete', 6, 8, `This is not finished yet. ${TRY}`],
  ['2 kg of ', 'incomplete', 5, 7, `This is not finished yet. ${TRY}`],
  ['1,2,3', 'unreadable', 3, 4, `‘,’ cannot be read here. ${TRY}`],
  ['5 ftt 3 in', 'unknownWord', 2, 5, `‘ftt’ is not a unit we know. ${TRY}`],
  ['5 ft +', 'expected', 6, 6, `Something is missing after ‘+’. ${TRY}`],
  ['(2+3', 'unclosed', 0, 1, 'This ‘(’ is never closed.'],
  ['5 ft)', 'unopened', 4, 5, 'This ‘)’ has no ‘(’ before it.'],
  [
    `${'('.repeat(21)}1${')'.repeat(21)}`,
    'tooDeep',
    20,
    21,
    'Too many brackets inside each other: use at most 20.',
  ],
  [
    '1e1001',
    'tooLarge',
    0,
    6,
    'This number is too large to work with: keep exponents between -1000 and 1000.',
  ],
  ['1/0', 'divisionByZero', 2, 3, 'Dividing by zero has no result.'],
  ['1 1/0', 'divisionByZero', 2, 5, 'Dividing by zero has no result.'],
  ['2^(1/2)', 'exponent', 2, 7, 'An exponent must be a whole number, such as ^2 or ^-1: ‘(1/2)’ is not.'],
  ['5 ft 3 ft', 'repeatedUnit', 7, 9, '‘ft’ comes twice: give each unit once, such as 5 ft 3 in.'],
  ['5 m + 3 s', 'cannotAdd', 6, 9, '‘5 m’ is a length and ‘3 s’ is a time: they cannot be added.'],
  [
    '100 W * 8 h to km',
    'cannotConvert',
    15,
    17,
    '‘100 W * 8 h’ is an energy and ‘km’ is a length: one does not convert to the other.',
  ],
  [
    '20 °C + 30 °C',
    'temperatureReadings',
    8,
    13,
    '‘20 °C’ and ‘30 °C’ are both temperature readings, and two readings do not add. To raise 20 °C by 30 degrees, write 20 °C + 30 K.',
  ],
  [
    '3 dB + 3 dB',
    'level',
    2,
    4,
    'dB SPL is a level in decibels: it converts on the Sound Pressure Level converter but takes no part in calculations.',
  ],
  ['-1 W to dBm', 'noLevel', 0, 4, 'Only a positive power has a level in decibels.'],
];

describe('the calculator: text → kind, span, sentence', () => {
  it.each(CALCULATOR)('%j', (text, kind, start, end, message) => {
    expect(failed(calculate(text, index))).toEqual({ kind, start, end, message });
  });
});

const BOX: [string, string, DiagnosticKind, number, number, string][] = [
  ['length', ' ', 'empty', 0, 0, 'Type an amount, such as 5 ft 3 in.'],
  ['length', '1'.repeat(201), 'tooLong', 200, 201, 'This is too long: use at most 200 characters.'],
  ['length', '5 ft +', 'incomplete', 6, 6, 'This is not finished yet. Try 5 ft 3 in or 3*12+4.'],
  ['length', '(2+3', 'incomplete', 0, 1, 'This is not finished yet. Try 5 ft 3 in or 3*12+4.'],
  ['length', '1e', 'incomplete', 1, 2, 'This is not finished yet. Try 5 ft 3 in or 3*12+4.'],
  ['volume', '1 cup of', 'incomplete', 6, 8, 'This is not finished yet. Try 10 m³ or 3*12+4.'],
  ['length', '1,2,3', 'unreadable', 3, 4, '‘,’ cannot be read here. Try 5 ft 3 in or 3*12+4.'],
  ['length', '5 ftt 3 in', 'unknownWord', 2, 5, '‘ftt’ is not a length unit. Try 5 ft 3 in or 3*12+4.'],
  ['length', '72°F', 'unknownWord', 2, 4, '‘°F’ is not a length unit. Try 5 ft 3 in or 3*12+4.'],
  ['length', '5 yd 3', 'missingUnit', 5, 6, 'A unit is missing after ‘3’. Try 5 ft 3 in or 3*12+4.'],
  ['length', '5 ft + 3', 'missingUnit', 7, 8, 'A unit is missing after ‘3’. Try 5 ft 3 in or 3*12+4.'],
  ['length', '5 ft)', 'unopened', 4, 5, '‘)’ cannot be read here. Try 5 ft 3 in or 3*12+4.'],
  ['length', '2^(1/2)', 'exponent', 2, 7, '‘(1/2)’ cannot be read here. Try 5 ft 3 in or 3*12+4.'],
  ['length', '1 1/0', 'divisionByZero', 2, 5, 'Dividing by zero has no result.'],
  [
    'length',
    '2^1001',
    'tooLarge',
    2,
    6,
    'This number is too large to work with: keep exponents between -1000 and 1000.',
  ],
  [
    'length',
    `${'('.repeat(21)}1${')'.repeat(21)}`,
    'tooDeep',
    20,
    21,
    'Too many brackets inside each other: use at most 20.',
  ],
  ['length', '5 ft 3 ft', 'repeatedUnit', 7, 9, '‘ft’ comes twice: give each unit once, such as 5 ft 3 in.'],
  [
    'length',
    '(3 m)^2',
    'otherQuantity',
    0,
    7,
    '‘(3 m)^2’ is not a length: type an amount such as 5 ft 3 in.',
  ],
  [
    'temperature',
    '20 °C - 10 °C',
    'offsetScale',
    0,
    13,
    '‘20 °C - 10 °C’ cannot be added to another amount: type a single value, such as 10 °C.',
  ],
  [
    'temperature',
    '20 °C + 30 °C',
    'temperatureReadings',
    8,
    13,
    '‘30 °C’ cannot be added to another amount: type a single value, such as 10 °C.',
  ],
  [
    'sound_pressure_level',
    '3 dB + 3 dB',
    'level',
    2,
    4,
    'Levels in decibels do not add up as numbers: 3 dB + 3 dB is not 6 dB. Convert each level to the power or pressure it stands for, combine those, and convert back.',
  ],
];

describe("a converter's box: text → kind, span, the category's sentence", () => {
  it.each(BOX)('in %s %j', (id, text, kind, start, end, sentence) => {
    const category = categoryOf(id);
    const diagnostic = failed(parseQuantity(text, category.units));
    expect([diagnostic.kind, diagnostic.start, diagnostic.end]).toEqual([kind, start, end]);
    const context = { categoryName: category.name, example: exampleInput(category.units) };
    expect(categoryMessage(diagnostic, context)).toBe(sentence);
    // The language's own sentence goes with it, for any reader without the category's words.
    expect(diagnostic.message).toMatch(/^\S.*\.$/);
  });

  it('quotes the marked words as its term, and only where its sentence quotes them', () => {
    const length = categoryOf('length').units;
    for (const text of ['5 ftt 3 in', '72°F', '5 yd 3', '5 ft)', '(3 m)^2', '5 ft 3 ft']) {
      const d = failed(parseQuantity(text, length));
      expect(d.term, text).toBe(text.slice(d.start, d.end).trim());
    }
    for (const text of ['5 ft +', '1 1/0', '2^1001'])
      expect(failed(parseQuantity(text, length)).term).toBeUndefined();
  });
});

// Their sentences list the catalogue's common ingredients: only how they begin is held here.
const INGREDIENT: [string, DiagnosticKind, number, number, RegExp][] = [
  ['1 cup in grams', 'needsIngredient', 0, 14, /depends on what is in it: name the ingredient/],
  // A weight asked of a volume says so the other way; the ounce of weight, often meant as the fluid ounce, says how to ask that.
  [
    '500 g in ml',
    'needsIngredient',
    0,
    11,
    /^What volume a gram fills depends on what it is: name the ingredient, as in ‘500 g of flour to mL’ \([^)]*\)\.$/,
  ],
  [
    '2 cups in oz',
    'needsIngredient',
    0,
    12,
    /^What a US cup weighs .* Or in fluid ounces, a volume: ‘2 cups to fl oz’\.$/,
  ],
  [
    '16 oz to cups',
    'needsIngredient',
    0,
    13,
    /^What volume an ounce fills .* Or in fluid ounces, a volume: ‘16 fl oz to cup \(US\)’\.$/,
  ],
  ['1 cup of flurb in grams', 'unknownIngredient', 9, 14, /^‘flurb’ is not a unit or an ingredient we know/],
];

describe('questions about an ingredient: text → kind, span, sentence', () => {
  it.each(INGREDIENT)('%j', (text, kind, start, end, sentence) => {
    const diagnostic = failed(ingredientQuestion(text, categories, catalog));
    expect([diagnostic.kind, diagnostic.start, diagnostic.end]).toEqual([kind, start, end]);
    expect(diagnostic.message).toMatch(sentence);
  });
});

describe('diagnostics', () => {
  it('has a case above for every kind', () => {
    const cased = new Set([
      ...CALCULATOR.map((c) => c[1]),
      ...BOX.map((c) => c[2]),
      ...INGREDIENT.map((c) => c[1]),
    ]);
    expect(Object.keys(KINDS).filter((k) => !cased.has(k as DiagnosticKind))).toEqual([]);
  });

  it('marks the offending text, in the calculator and in a box alike', () => {
    const marked = (d: Diagnostic, text: string) => text.slice(d.start, d.end);
    const length = categoryOf('length').units;
    for (const [text, words] of [
      ['5 ftt 3 in', 'ftt'],
      ['5 ft 3 ft', 'ft'],
      ['ftt3in', 'ftt'],
    ]) {
      expect(marked(failed(calculate(text!, index)), text!), text).toBe(words);
      expect(marked(failed(parseQuantity(text!, length)), text!), text).toBe(words);
    }
    // The calculator marks the amount that does not add; a length box, the unit that is not a length.
    expect(marked(failed(calculate('1 m + 2 kg', index)), '1 m + 2 kg')).toBe('2 kg');
    expect(marked(failed(parseQuantity('1 m + 2 kg', length)), '1 m + 2 kg')).toBe('kg');
    // The whole word that is not a unit here, not the character the reader stopped at.
    expect(marked(failed(parseQuantity('5 m/s', length)), '5 m/s')).toBe('m/s');
  });
});
