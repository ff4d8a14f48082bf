import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { categoryMessage, exampleInput } from '../../src/core/quantityMessages';
import { parseQuantity } from '../../src/core/language/readQuantity';
import type { Diagnostic, DiagnosticKind } from '../../src/core/language/diagnostic';

const unitsOf = (id: string) => categories.find((c) => c.id === id)!.units;
/** A diagnostic as the box's reader gives it; the span and the language's sentence do not change the category's sentence. */
const diagnostic = (kind: DiagnosticKind, term?: string): Diagnostic => ({
  kind,
  start: 0,
  end: term?.length ?? 0,
  message: '',
  ...(term !== undefined && { term }),
});

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

describe('categoryMessage', () => {
  const context = { categoryName: 'Length', example: '5 ft 3 in' };

  it('names the unknown unit, the category and a working example', () => {
    expect(categoryMessage(diagnostic('unknownWord', 'ftt'), context)).toBe(
      '‘ftt’ is not a length unit. Try 5 ft 3 in or 3*12+4.',
    );
    expect(categoryMessage(diagnostic('unknownWord', 'x'), { categoryName: 'Angle', example: '10 °' })).toBe(
      '‘x’ is not an angle unit. Try 10 ° or 3*12+4.',
    );
  });

  it('says where a unit is missing', () => {
    expect(categoryMessage(diagnostic('missingUnit', '3'), context)).toBe(
      'A unit is missing after ‘3’. Try 5 ft 3 in or 3*12+4.',
    );
  });

  it('says which unit came twice', () => {
    expect(categoryMessage(diagnostic('repeatedUnit', "'"), context)).toBe(
      "‘'’ comes twice: give each unit once, such as 5 ft 3 in.",
    );
  });

  it('has one plain sentence or two for every kind', () => {
    const kinds: DiagnosticKind[] = [
      'empty',
      'incomplete',
      'unreadable',
      'unknownWord',
      'missingUnit',
      'cannotAdd',
      'otherQuantity',
      'level',
      'repeatedUnit',
      'tooLong',
      'tooDeep',
      'divisionByZero',
      'tooLarge',
    ];
    const messages = kinds.map((kind) => categoryMessage(diagnostic(kind, '°F'), context));
    for (const message of messages) expect(message).toMatch(/^[‘A-Z].*\.$/);
    expect(new Set(messages).size).toBe(kinds.length);
    expect(categoryMessage(diagnostic('unreadable'), context)).toBe(
      'This cannot be read as an amount. Try 5 ft 3 in or 3*12+4.',
    );
  });
});
