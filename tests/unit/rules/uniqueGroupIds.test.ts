import { describe, expect, it } from 'vitest';
import { uniqueGroupIds } from '../../../scripts/catalog/rules/uniqueGroupIds';
import { runRule } from './runRule';

describe('uniqueGroupIds', () => {
  it('reports duplicate-group-id with its position and a plain sentence', () => {
    expect(runRule(uniqueGroupIds, 'duplicate-group-id')).toEqual([
      "duplicate-group-id/groups.yml:5:7: 1.id: the group id 'common' is used twice",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(uniqueGroupIds, 'good')).toEqual([]);
  });
});
