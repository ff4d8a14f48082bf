/**
 * The quantity language's one diagnostic: what went wrong, where in the typed text (start and
 * end, so the box can mark it) and one plain sentence with an example that works. Every reader
 * gives it: the calculator, the one-category reader of a converter's box (whose messages word
 * it again with the category's name and example, from its kind and term) and the number reader.
 */

export type DiagnosticKind =
  | 'empty'
  | 'tooLong'
  /** Text still being typed: '5 ft +', '(2+3', '1e', '1,'. */
  | 'incomplete'
  | 'unreadable'
  | 'unknownWord'
  | 'expected'
  /** A number stands where a unit was expected: '5 ft 3' or '5 ft + 3' where lengths are read. */
  | 'missingUnit'
  | 'unclosed'
  | 'unopened'
  | 'tooDeep'
  | 'tooLarge'
  | 'divisionByZero'
  | 'exponent'
  | 'repeatedUnit'
  | 'cannotAdd'
  | 'cannotConvert'
  /** An amount of another quantity than the one a box reads: '(3 m)^2' where lengths are read. */
  | 'otherQuantity'
  | 'offsetScale'
  | 'level'
  | 'noLevel'
  /** Two temperature readings that add to nothing ('20 °C + 30 °C'). */
  | 'temperatureReadings'
  /** A volume asked as a weight (or back) without an ingredient, whose density decides it. */
  | 'needsIngredient'
  /** A word after 'of' that is neither a unit nor an ingredient ('1 cup of flurb'). */
  | 'unknownIngredient';

export interface Diagnostic {
  kind: DiagnosticKind;
  /** Where the problem is in the text as typed: [start, end) in UTF-16 units. */
  start: number;
  end: number;
  /** The sentence for the visitor. */
  message: string;
  /**
   * The typed words the span covers, trimmed, when a sentence quotes them ('ftt' of '5 ftt 3 in'):
   * given by the one-category reader, whose converter messages quote them.
   */
  term?: string;
}

/**
 * Thrown inside the reader only; the entry point turns it into a result and never lets it out.
 * Not an Error: a reading that fails is routine (the reader tries the next), and an Error would
 * record a stack trace each time.
 */
export class LanguageFailure {
  constructor(
    readonly kind: DiagnosticKind,
    readonly start: number,
    readonly end: number,
    /** The text the sentence is about (a word, an operator), or the whole sentence for dimension errors. */
    readonly detail = '',
  ) {}
}

/**
 * The failure as the text is being typed: a word not read that is the 'of' ending a text after
 * a unit ('1 cup of', '2 kg of ') is an ingredient on its way, so the text is not finished.
 */
export function ingredientOnItsWay(failure: LanguageFailure, text: string): LanguageFailure {
  const { kind, start, end } = failure;
  return kind === 'unknownWord' &&
    /^of\s*$/.test(text.slice(start)) &&
    /\p{L}\s+$/u.test(text.slice(0, start))
    ? new LanguageFailure('incomplete', start, end)
    : failure;
}

const EXAMPLE = 'Try 5 ft 3 in to cm or 60 mph * 2 h.';
const quoted = (text: string) => `‘${text}’`;

/** The sentence for a failure. */
export function diagnosticMessage(failure: LanguageFailure): string {
  const { kind, detail } = failure;
  switch (kind) {
    case 'empty':
      return `Type an amount or a calculation. ${EXAMPLE}`;
    case 'tooLong':
      return `This is too long: use at most ${detail} characters.`;
    case 'incomplete':
      return `This is not finished yet. ${EXAMPLE}`;
    case 'unreadable':
      return `${quoted(detail)} cannot be read here. ${EXAMPLE}`;
    case 'unknownWord':
      return `${quoted(detail)} is not a unit we know. ${EXAMPLE}`;
    case 'expected':
      return detail
        ? `Something is missing after ${quoted(detail)}. ${EXAMPLE}`
        : `Something is missing here. ${EXAMPLE}`;
    case 'missingUnit':
      return `A unit is missing after ${quoted(detail)}. ${EXAMPLE}`;
    case 'otherQuantity':
      return `${quoted(detail)} is not an amount of the quantity read here.`;
    case 'unclosed':
      return `This ${quoted('(')} is never closed.`;
    case 'unopened':
      return `This ${quoted(')')} has no ${quoted('(')} before it.`;
    case 'tooDeep':
      return 'Too many brackets inside each other: use at most 20.';
    case 'tooLarge':
      return 'This number is too large to work with: keep exponents between -1000 and 1000.';
    case 'divisionByZero':
      return 'Dividing by zero has no result.';
    case 'repeatedUnit':
      return `${quoted(detail)} comes twice: give each unit once, such as 5 ft 3 in.`;
    case 'exponent':
      return `An exponent must be a whole number, such as ^2 or ^-1: ${quoted(detail)} is not.`;
    case 'cannotAdd':
    case 'cannotConvert':
    case 'offsetScale':
    case 'level':
    case 'noLevel':
    case 'temperatureReadings':
    case 'needsIngredient':
    case 'unknownIngredient':
      return detail;
  }
}

export function toDiagnostic(failure: LanguageFailure, term?: string): Diagnostic {
  const { kind, start, end } = failure;
  return { kind, start, end, message: diagnosticMessage(failure), ...(term !== undefined && { term }) };
}
