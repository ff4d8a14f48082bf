import { describe, expect, it } from 'vitest';
import { everyCategoryInAGroup } from '../../../scripts/catalog/rules/everyCategoryInAGroup';
import { runRule } from './runRule';

describe('everyCategoryInAGroup', () => {
  it('reports category-in-no-group with its position and a plain sentence', () => {
    expect(runRule(everyCategoryInAGroup, 'category-in-no-group')).toEqual([
      "category-in-no-group/categories/time.yml:1:1: the category 'time' is in no group of catalog/groups.yml, so no page would link to it",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(everyCategoryInAGroup, 'good')).toEqual([]);
  });
});
