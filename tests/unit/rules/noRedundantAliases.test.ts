import { describe, expect, it } from 'vitest';
import { noRedundantAliases } from '../../../scripts/catalog/rules/noRedundantAliases';
import { runRule } from './runRule';

describe('noRedundantAliases', () => {
  it('reports redundant-alias with its position and a plain sentence', () => {
    expect(runRule(noRedundantAliases, 'redundant-alias')).toEqual([
      "redundant-alias/categories/length.yml:9:30: units.meter.aliases.2: 'meters' is already the plural; remove it from aliases — name, plural and symbol are search terms automatically",
      "redundant-alias/categories/length.yml:9:38: units.meter.aliases.3: 'm' is already the symbol; remove it from aliases — name, plural and symbol are search terms automatically",
    ]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(noRedundantAliases, 'good')).toEqual([]);
  });
});
