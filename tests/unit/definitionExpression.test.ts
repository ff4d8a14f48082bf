import { describe, expect, it } from 'vitest';
import { ExpressionError, parseDefinition } from '../../scripts/catalog/expression';

describe('parseDefinition: what the language cannot read', () => {
  // The number reader fails as the rest of the language does, so the catalogue reports it with its position.
  it.each([
    ['1e2000 meter', 'a number or exponent in the definition is too large', 0],
    ['1 1/0 meter', "unexpected '1/0'", 2],
    ['(1 meter', "a '(' is not closed", 0],
    ['2^(1/2) meter', "'^' must be followed by a whole-number exponent", 2],
  ])('%j: %s', (text, message, at) => {
    let error: unknown;
    try {
      parseDefinition(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ExpressionError);
    expect([(error as ExpressionError).message, (error as ExpressionError).at]).toEqual([message, at]);
  });
});
