import { describe, expect, it } from 'vitest';
import { dimensionsMatchBase } from '../../../scripts/catalog/rules/dimensionsMatchBase';
import { runRule } from './runRule';

describe('dimensionsMatchBase', () => {
  it('reports wrong-dimension with its position and a plain sentence', () => {
    expect(runRule(dimensionsMatchBase, 'wrong-dimension')).toEqual([
      "wrong-dimension/categories/length.yml:18:17: units.foot.definition: this is length², but the category's base unit 'meter' is length",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(dimensionsMatchBase, 'good')).toEqual([]);
  });
});
