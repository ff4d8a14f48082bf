/** What went wrong reading a typed quantity, shared by the lexer, the parser and the messages. */

export type QuantityErrorKind =
  | 'empty'
  | 'incomplete'
  | 'syntax'
  | 'unknownUnit'
  /** A number stands where a unit was expected: '5 ft 3' or '5 3 in'. */
  | 'missingUnit'
  | 'cannotAdd'
  /** An amount of another quantity: '(3 m)^2' where lengths are read. */
  | 'otherQuantity'
  /** Two levels in decibels typed as a sum: '3 dB + 3 dB' (levels do not add as numbers). */
  | 'levelSum'
  /** One unit twice in a compound: '5 ft 3 ft', 5'3'. */
  | 'repeatedUnit'
  | 'tooLong'
  | 'tooDeep'
  | 'divisionByZero'
  | 'tooLarge';

export interface QuantityError {
  kind: QuantityErrorKind;
  /** The piece of text that could not be read ('ftt', ')'), when there is one. */
  term?: string;
}

/** Thrown inside the parser only; parseQuantity turns it into a result and never lets it out. */
export class QuantityFailure extends Error {
  constructor(readonly error: QuantityError) {
    super(error.kind);
  }
}

export function fail(kind: QuantityErrorKind, term?: string): never {
  throw new QuantityFailure(term === undefined ? { kind } : { kind, term });
}
