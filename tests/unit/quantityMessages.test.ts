import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { exampleInput, quantityErrorMessage } from '../../src/core/quantityMessages';
import { parseQuantity } from '../../src/core/language/readQuantity';
import type { QuantityErrorKind } from '../../src/core/quantityError';

const unitsOf = (id: string) => categories.find((c) => c.id === id)!.units;

describe('exampleInput', () => {
  it.each([
    ['length', '5 ft 3 in'],
    ['weight', '1 lb 4 oz'],
    ['time', '2 h 30 min'],
    ['temperature', '10 °C'],
    ['speed', '10 m/s'],
    ['thermal_expansion', '10 per kelvin'],
  ])('suggests for %s %j', (category, example) => {
    expect(exampleInput(unitsOf(category))).toBe(example);
  });

  it('suggests an input that reads with a unit in every category', () => {
    for (const category of categories) {
      const example = exampleInput(category.units);
      const parsed = parseQuantity(example, category.units);
      expect(parsed.ok && parsed.unit !== null, `${category.id}: ${example}`).toBe(true);
    }
  });

  it('falls back to a bare number without units', () => {
    expect(exampleInput([])).toBe('2.5');
  });
});

describe('quantityErrorMessage', () => {
  const context = { categoryName: 'Length', example: '5 ft 3 in' };

  it('names the unknown unit, the category and a working example', () => {
    expect(quantityErrorMessage({ kind: 'unknownUnit', term: 'ftt' }, context)).toBe(
      '‘ftt’ is not a length unit. Try 5 ft 3 in or 3*12+4.',
    );
    expect(
      quantityErrorMessage({ kind: 'unknownUnit', term: 'x' }, { categoryName: 'Angle', example: '10 °' }),
    ).toBe('‘x’ is not an angle unit. Try 10 ° or 3*12+4.');
  });

  it('says where a unit is missing', () => {
    expect(quantityErrorMessage({ kind: 'missingUnit', term: '3' }, context)).toBe(
      'A unit is missing after ‘3’. Try 5 ft 3 in or 3*12+4.',
    );
  });

  it('says which unit came twice', () => {
    expect(quantityErrorMessage({ kind: 'repeatedUnit', term: "'" }, context)).toBe(
      "‘'’ comes twice: give each unit once, such as 5 ft 3 in.",
    );
  });

  it('has one plain sentence or two for every kind', () => {
    const kinds: QuantityErrorKind[] = [
      'empty',
      'incomplete',
      'syntax',
      'unknownUnit',
      'missingUnit',
      'cannotAdd',
      'repeatedUnit',
      'tooLong',
      'tooDeep',
      'divisionByZero',
      'tooLarge',
    ];
    const messages = kinds.map((kind) => quantityErrorMessage({ kind, term: '°F' }, context));
    for (const message of messages) expect(message).toMatch(/^[‘A-Z].*\.$/);
    expect(new Set(messages).size).toBe(kinds.length);
    expect(quantityErrorMessage({ kind: 'syntax' }, context)).toBe(
      'This cannot be read as an amount. Try 5 ft 3 in or 3*12+4.',
    );
  });
});
