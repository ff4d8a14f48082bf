import { describe, expect, it } from 'vitest';
import { baseUnitValid } from '../../../scripts/catalog/rules/baseUnitValid';
import { runRule } from './runRule';

describe('baseUnitValid', () => {
  it('reports missing-base with its position and a plain sentence', () => {
    expect(runRule(baseUnitValid, 'missing-base')).toEqual([
      "missing-base/categories/length.yml:3:7: base: the base unit 'metre_x' is not one of this category's units",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(baseUnitValid, 'good')).toEqual([]);
  });
});
