import { describe, expect, it } from 'vitest';
import { dimensionsMatchBase } from '../../../scripts/catalog/rules/dimensionsMatchBase';
import { runRule } from './runRule';

describe('dimensionsMatchBase', () => {
  it('reports wrong-dimension with its position and a plain sentence', () => {
    expect(runRule(dimensionsMatchBase, 'wrong-dimension')).toEqual([
      "wrong-dimension/categories/length.yml:18:17: units.foot.definition: this is length², but the category's base unit 'meter' is length",
    ]);
  });
  it('reports the unit at the cause, not the units in other files that are wrong only because they use it', () => {
    expect(runRule(dimensionsMatchBase, 'definition-bare-number')).toEqual([
      "definition-bare-number/categories/length.yml:25:17: units.yard.definition: this is dimensionless, but the category's base unit 'meter' is length; a plain number makes a dimensionless unit: write the unit it counts, as in '3 meter'",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(dimensionsMatchBase, 'good')).toEqual([]);
  });
});
