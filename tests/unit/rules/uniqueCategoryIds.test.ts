import { describe, expect, it } from 'vitest';
import { uniqueCategoryIds } from '../../../scripts/catalog/rules/uniqueCategoryIds';
import { runRule } from './runRule';

describe('uniqueCategoryIds', () => {
  it('reports duplicate-category-alias with its position and a plain sentence', () => {
    expect(runRule(uniqueCategoryIds, 'duplicate-category-alias')).toEqual([
      "duplicate-category-alias/categories/length.yml:4:11: aliases.0: 'length' is already the id of a category (catalog/categories/length.yml)",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(uniqueCategoryIds, 'good')).toEqual([]);
  });
});
