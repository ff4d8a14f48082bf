/**
 * The sentences a visitor sees when what a converter's box holds cannot be read, and the example
 * they suggest: the language's diagnostic worded again with the box's category and an example
 * that works in it.
 */
import type { Diagnostic } from './language/diagnostic';
import { parseQuantity } from './language/readQuantity';
import { MAX_INPUT_LENGTH } from './language/lexer';
import { MAX_DEPTH } from './language/syntax';
import type { ParseUnit } from './language/spellings';
import { withArticle } from './unitText';

/** Pairs of units people write together, larger first: '5 ft 3 in'. */
const COMPOUNDS: [string, string, string][] = [
  ['foot', 'inch', '5 ft 3 in'],
  ['pound', 'ounce', '1 lb 4 oz'],
  ['hour', 'minute', '2 h 30 min'],
  ['degree', 'arcminute', '30° 15′'],
];

const examples = new WeakMap<readonly ParseUnit[], string>();

/** The example a category's error message suggests, built from its units and checked to parse. */
export function exampleInput(units: readonly ParseUnit[]): string {
  const known = examples.get(units);
  if (known !== undefined) return known;
  const ids = new Set(units.map((u) => u.id));
  const candidates = [
    ...COMPOUNDS.filter(([a, b]) => ids.has(a) && ids.has(b)).map(([, , text]) => text),
    // A symbol that starts like a number ('1/K') would read oddly after one: the plural then.
    ...units.slice(0, 3).flatMap((u) => [/^[\d/]/.test(u.symbol) ? '' : `10 ${u.symbol}`, `10 ${u.plural}`]),
  ];
  const example =
    candidates.find((text) => {
      if (text === '') return false;
      const parsed = parseQuantity(text, units);
      return parsed.ok && parsed.unit !== null;
    }) ?? '2.5';
  examples.set(units, example);
  return example;
}

function quoted(term: string | undefined): string {
  return `‘${term ?? ''}’`;
}

/** 'Length' → 'a length unit', 'Angle' → 'an angle unit'. */
function unitOf(categoryName: string): string {
  return `${withArticle(categoryName.toLowerCase())} unit`;
}

/** One plain sentence for the visitor, with an example that works in this category. */
export function categoryMessage(
  diagnostic: Diagnostic,
  context: { categoryName: string; example: string },
): string {
  const { term } = diagnostic;
  const tryThis = `Try ${context.example} or 3*12+4.`;
  // The box's reader never gives some kinds (unclosed, expected, cannotConvert, the ingredient's):
  // they share the sentence of the kind it gives in their place.
  switch (diagnostic.kind) {
    case 'empty':
      return `Type an amount, such as ${context.example}.`;
    case 'incomplete':
    case 'unclosed':
      return `This is not finished yet. ${tryThis}`;
    case 'unknownWord':
    case 'unknownIngredient':
      return `${quoted(term)} is not ${unitOf(context.categoryName)}. ${tryThis}`;
    case 'missingUnit':
    case 'expected':
      return `A unit is missing after ${quoted(term)}. ${tryThis}`;
    case 'cannotAdd':
    case 'offsetScale':
    case 'temperatureReadings':
      return `${term ? quoted(term) : 'This unit'} cannot be added to another amount: type a single value, such as ${context.example}.`;
    case 'otherQuantity':
    case 'cannotConvert':
    case 'needsIngredient':
      return `${quoted(term)} is not ${unitOf(context.categoryName).replace(/ unit$/, '')}: type an amount such as ${context.example}.`;
    case 'level':
    case 'noLevel':
      return 'Levels in decibels do not add up as numbers: 3 dB + 3 dB is not 6 dB. Convert each level to the power or pressure it stands for, combine those, and convert back.';
    case 'repeatedUnit':
      return `${quoted(term)} comes twice: give each unit once, such as ${context.example}.`;
    case 'tooLong':
      return `This is too long: use at most ${MAX_INPUT_LENGTH} characters.`;
    case 'tooDeep':
      return `Too many brackets inside each other: use at most ${MAX_DEPTH}.`;
    case 'divisionByZero':
      return 'Dividing by zero has no result.';
    case 'tooLarge':
      return 'This number is too large to work with: keep exponents between -1000 and 1000.';
    case 'unreadable':
    case 'unopened':
    case 'exponent':
      return term
        ? `${quoted(term)} cannot be read here. ${tryThis}`
        : `This cannot be read as an amount. ${tryThis}`;
  }
}
