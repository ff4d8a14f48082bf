import { describe, expect, it } from 'vitest';
import { LanguageFailure } from '../../src/core/language/diagnostic';
import { parseDefinition } from '../../scripts/catalog/expression';

/** The failure reading `text` throws, as [kind, start, end, sentence]. */
function failure(text: string) {
  try {
    parseDefinition(text);
  } catch (e) {
    expect(e).toBeInstanceOf(LanguageFailure);
    const { kind, start, end, detail } = e as LanguageFailure;
    return [kind, start, end, detail];
  }
  throw new Error(`${text} was read`);
}

describe('parseDefinition: what the language cannot read', () => {
  // The number reader fails as the rest of the language does, so the catalogue reports it with its position.
  it.each([
    ['1e2000 meter', 'tooLarge', 0, 6, 'a number or exponent in the definition is too large'],
    ['1 1/0 meter', 'divisionByZero', 2, 5, "unexpected '1/0'"],
    ['(1 meter', 'unclosed', 0, 1, "a '(' is not closed"],
    ['2^(1/2) meter', 'exponent', 2, 7, "'^' must be followed by a whole-number exponent"],
  ])('%j: %s', (text, kind, start, end, sentence) => {
    expect(failure(text)).toEqual([kind, start, end, sentence]);
  });
});

describe('parseDefinition: what a definition cannot be', () => {
  // One diagnostic, as the language's: a kind, the span it marks and the catalogue's sentence.
  it.each([
    ['1 meter + 2 cm', 'cannotAdd', 10, 14, "a definition is a product or quotient: '+' cannot be used"],
    ['-2 meter', 'unreadable', 0, 8, 'a definition cannot be negative'],
    [
      '1 foot 2 inch',
      'cannotAdd',
      7,
      13,
      "'2 inch' follows an amount with a unit: write the product with '*'",
    ],
  ])('%j: %s', (text, kind, start, end, sentence) => {
    expect(failure(text)).toEqual([kind, start, end, sentence]);
  });
});
