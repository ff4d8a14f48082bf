import { describe, expect, it } from 'vitest';
import { uniqueUnitTerms } from '../../../scripts/catalog/rules/uniqueUnitTerms';
import { runRule } from './runRule';

describe('uniqueUnitTerms', () => {
  it('reports duplicate-alias with its position and a plain sentence', () => {
    expect(runRule(uniqueUnitTerms, 'duplicate-alias')).toEqual([
      "duplicate-alias/categories/length.yml:18:15: units.foot.aliases.0: 'metre' already names the unit 'meter' in this category; a name, symbol or alias must point to one unit",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(uniqueUnitTerms, 'good')).toEqual([]);
  });
});
