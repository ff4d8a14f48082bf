import { describe, expect, it } from 'vitest';
import { offsetsOnlyOnTemperatureScales } from '../../../scripts/catalog/rules/offsetsOnlyOnTemperatureScales';
import { runRule } from './runRule';

describe('offsetsOnlyOnTemperatureScales', () => {
  it('reports an offset scale in a length category, and accepts the one in the temperature category', () => {
    expect(runRule(offsetsOnlyOnTemperatureScales, 'affine-outside-temperature')).toEqual([
      "affine-outside-temperature/categories/length.yml:18:11: units.cubit.kind: only a temperature scale may have an offset (kind: affine), and this category's base unit 'meter' is length, not a temperature; remove 'kind' and 'offset' from 'cubit'",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(offsetsOnlyOnTemperatureScales, 'good')).toEqual([]);
  });
});
