import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { compileCatalog, formatError } from '../../../scripts/catalog/compile';
import { toGeneratedModule } from '../../../scripts/catalog/emit';
import { checkCompositions, compositionsValid } from '../../../scripts/catalog/rules/compositionsValid';
import type { CategoryData, RawUnit } from '../../../scripts/catalog/raw';
import type { Resolved } from '../../../scripts/catalog/resolve';
import { exact } from '../../../src/core/rational';
import { categories } from '../../../src/build-time/catalog';
import { compileErrors, fixtures, runRule } from './runRule';

describe('compositionsValid', () => {
  it("compiles a category's compositions into its record, in order", () => {
    const result = compileCatalog(join(fixtures, 'compositions-good'));
    if (!result.ok) throw new Error(result.errors.map(formatError).join('\n'));
    const expected = [
      ['yard', 'foot', 'inch'],
      ['foot', 'inch'],
      ['mile', 'yard', 'foot', 'inch'],
    ];
    expect(result.catalog.categories[0]!.compositions).toEqual(expected);
    expect(toGeneratedModule(result.catalog)).toContain(`"compositions":${JSON.stringify(expected)}`);
  });

  it('a category without compositions gets an empty list', () => {
    const result = compileCatalog(join(fixtures, 'good'));
    if (!result.ok) throw new Error('the good fixture must compile');
    expect(result.catalog.categories[0]!.compositions).toEqual([]);
  });

  it('finds nothing wrong in good catalogues', () => {
    expect(runRule(compositionsValid, 'compositions-good')).toEqual([]);
    expect(runRule(compositionsValid, 'good')).toEqual([]);
  });

  // Each broken catalogue through the whole compiler: every problem with its position and a plain sentence.
  const cases: [string, string[]][] = [
    [
      'compositions-bad-units',
      [
        "compositions-bad-units/categories/length.yml:5:12: compositions.0.1: there is no unit 'inches' in this category ('inches' names the unit 'inch'; compositions use unit ids)",
        "compositions-bad-units/categories/length.yml:6:18: compositions.1.2: 'inch' is already in this composition; list each unit once",
        "compositions-bad-units/categories/length.yml:7:12: compositions.2.1: 'offset_meter' is a scale with an offset (kind: affine), which does not split into whole parts; a composition needs linear units",
        "compositions-bad-units/categories/length.yml:8:12: compositions.3.1: 'per_foot' is a reciprocal unit (kind: reciprocal), whose values do not add up; a composition needs linear units",
        "compositions-bad-units/categories/length.yml:36:11: units.offset_meter.kind: only a temperature scale may have an offset (kind: affine), and this category's base unit 'meter' is length, not a temperature; remove 'kind' and 'offset' from 'offset_meter'",
      ],
    ],
    [
      'compositions-bad-sizes',
      [
        "compositions-bad-sizes/categories/length.yml:5:12: compositions.0.1: 'foot' is not smaller than 'inch' before it (1 inch = 1/12 foot); list the units largest first",
        "compositions-bad-sizes/categories/length.yml:6:12: compositions.1.1: 'foot_again' is not smaller than 'foot' before it (1 foot = 1 foot_again); list the units largest first",
        "compositions-bad-sizes/categories/length.yml:7:13: compositions.2.1: 'meter' is not a whole number of 'foot' (1 meter = 1250/381 foot); each unit must be exactly a whole number of the next, like 1 foot = 12 inch",
      ],
    ],
    [
      'compositions-duplicate',
      [
        'compositions-duplicate/categories/length.yml:7:5: compositions.2: the composition [foot, inch] is already listed as compositions.0; list each composition once',
      ],
    ],
    [
      'compositions-bad-shape',
      [
        'compositions-bad-shape/categories/length.yml:5:5: compositions.0: must list at least 2 item(s)',
        'compositions-bad-shape/categories/length.yml:6:5: compositions.1: must list at most 4 item(s)',
        'compositions-bad-shape/categories/length.yml:7:12: compositions.2.1: must be a unit id: lowercase snake_case (a lowercase letter, then lowercase letters, digits or underscores), with capitals only for a whole word between underscores that a standard name writes in capitals (calorie_IT_per_gram)',
      ],
    ],
  ];
  it.each(cases)('%s fails with its positions and plain sentences', (name, expected) => {
    expect(compileErrors(name)).toEqual(expected);
  });

  describe('sizes with π', () => {
    const unit: RawUnit = { name: 'u', plural: 'us', symbol: 'u', source: 'test', description: 'test' };
    const angle = (compositions: string[][]): CategoryData => ({
      name: 'Angle',
      description: 'Plane angle.',
      base: 'radian',
      compositions,
      units: { radian: unit, degree: unit, arcminute: unit },
    });
    const sizes: Record<string, Resolved> = {
      radian: { factor: exact(1n), dimension: {} },
      degree: { factor: exact(1n, 180n, 1), dimension: {} },
      arcminute: { factor: exact(1n, 10800n, 1), dimension: {} },
    };
    const problems = (compositions: string[][]) => {
      const out: string[] = [];
      checkCompositions(
        angle(compositions),
        (id) => sizes[id] ?? null,
        (path, message) => out.push(`${path.join('.')}: ${message}`),
      );
      return out;
    };

    it('π cancels between degree and arcminute, so 1 degree is exactly 60 arcminutes', () => {
      expect(problems([['degree', 'arcminute']])).toEqual([]);
    });
    it('a radian is not a whole number of degrees', () => {
      expect(problems([['radian', 'degree']])).toEqual([
        "compositions.0.1: 'radian' is not a whole number of 'degree' (1 radian = 180·π^-1 degree); each unit must be exactly a whole number of the next, like 1 foot = 12 inch",
      ]);
    });
  });
});

describe('the real catalogue', () => {
  it('offers the mixed units people use', () => {
    const offered = Object.fromEntries(
      categories.filter((c) => c.compositions?.length).map((c) => [c.id, c.compositions]),
    );
    expect(offered).toEqual({
      length: [['foot', 'inch']],
      weight: [
        ['pound', 'ounce'],
        ['stone', 'pound'],
      ],
      time: [['hour', 'minute', 'second']],
      angle: [['degree', 'arcminute', 'arcsecond']],
      // Typesetters' 12p6 (12 picas 6 points) and 2 ciceros 4 Didot points.
      typography: [
        ['pica', 'point'],
        ['cicero', 'point_didot'],
      ],
    });
  });
});
