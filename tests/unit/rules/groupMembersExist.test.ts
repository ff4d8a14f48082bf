import { describe, expect, it } from 'vitest';
import { groupMembersExist } from '../../../scripts/catalog/rules/groupMembersExist';
import { runRule } from './runRule';

describe('groupMembersExist', () => {
  it('reports unknown-group-member with its position and a plain sentence', () => {
    expect(runRule(groupMembersExist, 'unknown-group-member')).toEqual([
      "unknown-group-member/groups.yml:4:24: 0.categories.1: there is no category 'lenght' (expected catalog/categories/lenght.yml)",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(groupMembersExist, 'good')).toEqual([]);
  });
});
