import { describe, expect, it } from 'vitest';
import { offsetsAreNumbers } from '../../../scripts/catalog/rules/offsetsAreNumbers';
import { runRule } from './runRule';

describe('offsetsAreNumbers', () => {
  it('reports offset-not-number with its position and a plain sentence', () => {
    expect(runRule(offsetsAreNumbers, 'offset-not-number')).toEqual([
      "offset-not-number/categories/length.yml:19:13: units.foot.offset: 'twelve' is not a number",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(offsetsAreNumbers, 'good')).toEqual([]);
  });
});
