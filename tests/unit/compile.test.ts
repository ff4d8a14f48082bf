import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { compileCatalog, formatErrors } from '../../scripts/catalog/compile';
import { compileErrors as errorsOf, fixtures } from './rules/runRule';

describe('catalogue compiler', () => {
  it('compiles a valid catalogue to exact factors', () => {
    const result = compileCatalog(join(fixtures, 'good'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const foot = result.catalog.categories[0]!.units.find((u) => u.id === 'foot')!;
    expect(foot.factor).toBe('381/1250');
    expect(foot.kind).toBe('linear');
  });

  // Each broken catalogue: its exact message and position (file:line:col, field path).
  const cases: [string, string[]][] = [
    [
      'bad-yaml-syntax',
      [
        'bad-yaml-syntax/categories/length.yml:18:5: the file is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      ],
    ],
    [
      'missing-field',
      ["missing-field/categories/length.yml:15:5: units.foot: the required field 'plural' is missing"],
    ],
    ['wrong-type', ['wrong-type/categories/length.yml:9:14: units.meter.aliases: must be a list']],
    [
      'unknown-field',
      ["unknown-field/categories/length.yml:18:5: units.foot.symbl: 'symbl' is not a known field here"],
    ],
    [
      'unknown-unit',
      [
        "unknown-unit/categories/length.yml:18:24: units.foot.definition: there is no unit 'metre' in this category or any other ('metre' names the unit 'meter'; definitions use unit ids)",
      ],
    ],
    [
      'cycle',
      [
        'cycle/categories/length.yml:10:17: units.meter.definition: the definitions go round in a circle: meter → foot → meter',
      ],
    ],
    [
      'duplicate-id',
      [
        'duplicate-id/categories/length.yml:22:3: this key is written twice in the same mapping (a unit or field id must be unique)',
      ],
    ],
    [
      'duplicate-alias',
      [
        "duplicate-alias/categories/length.yml:18:15: units.foot.aliases.0: 'metre' already names the unit 'meter' in this category; a name, symbol or alias must point to one unit",
      ],
    ],
    [
      'unknown-group-member',
      [
        "unknown-group-member/groups.yml:4:24: 0.categories.1: there is no category 'lenght' (expected catalog/categories/lenght.yml)",
      ],
    ],
    [
      'zero-factor',
      [
        'zero-factor/categories/length.yml:18:17: units.foot.definition: the definition is zero; a unit must be a non-zero amount',
      ],
    ],
    [
      'wrong-dimension',
      [
        "wrong-dimension/categories/length.yml:18:17: units.foot.definition: this is length², but the category's base unit 'meter' is length",
      ],
    ],
    [
      'bad-expression',
      ["bad-expression/categories/length.yml:18:26: units.foot.definition: a '(' is not closed"],
    ],
    [
      'missing-base',
      [
        "missing-base/categories/length.yml:3:7: base: the base unit 'metre_x' is not one of this category's units",
      ],
    ],
    [
      'category-in-no-group',
      [
        "category-in-no-group/categories/time.yml:1:1: the category 'time' is in no group of catalog/groups.yml, so no page would link to it",
      ],
    ],
    [
      'offset-on-linear',
      [
        "offset-on-linear/categories/length.yml:19:5: units.foot.offset: only an affine unit (kind: affine) may have an 'offset'",
      ],
    ],
    [
      'definition-and-primitive',
      [
        "definition-and-primitive/categories/length.yml:6:5: units.meter: needs exactly one of 'definition' (in terms of other units) or 'primitive' (a base dimension)",
      ],
    ],
    [
      'duplicate-category-alias',
      [
        "duplicate-category-alias/categories/length.yml:4:11: aliases.0: 'length' is already the id of a category (catalog/categories/length.yml)",
      ],
    ],
    [
      'group-icon-emoji',
      [
        'group-icon-emoji/groups.yml:3:9: 0.icon: must be one of: ruler, gear, flame, droplet, bulb, bolt, magnet, radiation',
      ],
    ],
    [
      'bad-unit-id',
      [
        'bad-unit-id/categories/length.yml:14:3: units.Foot-US: a unit id must be lowercase snake_case (a lowercase letter, then lowercase letters, digits or underscores), with capitals only for a whole word between underscores that a standard name writes in capitals (calorie_IT_per_gram)',
      ],
    ],
    [
      'affine-outside-temperature',
      [
        "affine-outside-temperature/categories/length.yml:18:11: units.cubit.kind: only a temperature scale may have an offset (kind: affine), and this category's base unit 'meter' is length, not a temperature; remove 'kind' and 'offset' from 'cubit'",
      ],
    ],
    [
      'yaml-bomb',
      [
        'yaml-bomb/categories/length.yml:6:10: the YAML aliases (*a) expand to more than 100 copies of their data; catalogue files need no anchors (&) or aliases (*): write each value out',
      ],
    ],
    // The edited file's own mistake comes first; the definitions in area.yml that need it are one line.
    [
      'unit-id-capital',
      [
        "unit-id-capital/categories/length.yml:21:3: units.Yard: a unit id must be lowercase snake_case (a lowercase letter, then lowercase letters, digits or underscores), with capitals only for a whole word between underscores that a standard name writes in capitals (calorie_IT_per_gram); write 'yard'",
        "unit-id-capital/categories/length.yml:1:1: 3 definitions in 1 other file refer to units of 'length', which could not be read; fix length.yml first",
      ],
    ],
    // yard: 3 is dimensionless; square_yard (yard^2) in area.yml is wrong only because of it, so it is not reported.
    [
      'definition-bare-number',
      [
        "definition-bare-number/categories/length.yml:25:17: units.yard.definition: this is dimensionless, but the category's base unit 'meter' is length; a plain number makes a dimensionless unit: write the unit it counts, as in '3 meter'",
      ],
    ],
  ];
  it.each(cases)('%s fails with its position and a plain sentence', (name, expected) => {
    expect(errorsOf(name)).toEqual(expected);
  });

  it('prints at most 20 errors, then how many more there are', () => {
    const errors = Array.from({ length: 23 }, (_, i) => ({
      file: 'x.yml',
      line: i + 1,
      col: 1,
      path: '',
      message: 'wrong',
    }));
    const lines = formatErrors(errors);
    expect(lines).toHaveLength(21);
    expect(lines[19]).toBe('x.yml:20:1: wrong');
    expect(lines[20]).toBe('… and 3 more');
    expect(formatErrors(errors.slice(0, 20))).toHaveLength(20);
  });
});
