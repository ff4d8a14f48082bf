/**
 * The quantity language's one diagnostic: what went wrong, where in the typed text (start and
 * end, so the box can mark it) and one plain sentence with an example that works.
 */

export type DiagnosticKind =
  | 'empty'
  | 'tooLong'
  | 'unreadable'
  | 'unknownWord'
  | 'expected'
  | 'unclosed'
  | 'unopened'
  | 'tooDeep'
  | 'tooLarge'
  | 'divisionByZero'
  | 'exponent'
  | 'repeatedUnit'
  | 'cannotAdd'
  | 'cannotConvert'
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
    case 'unreadable':
      return `${quoted(detail)} cannot be read here. ${EXAMPLE}`;
    case 'unknownWord':
      return `${quoted(detail)} is not a unit we know. ${EXAMPLE}`;
    case 'expected':
      return detail
        ? `Something is missing after ${quoted(detail)}. ${EXAMPLE}`
        : `Something is missing here. ${EXAMPLE}`;
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

export function toDiagnostic(failure: LanguageFailure): Diagnostic {
  return { kind: failure.kind, start: failure.start, end: failure.end, message: diagnosticMessage(failure) };
}
