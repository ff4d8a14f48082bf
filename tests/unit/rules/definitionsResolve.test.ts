import { describe, expect, it } from 'vitest';
import { definitionsResolve } from '../../../scripts/catalog/rules/definitionsResolve';
import { runRule } from './runRule';

describe('definitionsResolve', () => {
  const cases: [string, string][] = [
    [
      'cycle',
      'cycle/categories/length.yml:10:17: units.meter.definition: the definitions go round in a circle: meter → foot → meter',
    ],
    [
      'unknown-unit',
      "unknown-unit/categories/length.yml:18:24: units.foot.definition: there is no unit 'metre' in this category or any other ('metre' names the unit 'meter'; definitions use unit ids)",
    ],
    [
      'zero-factor',
      'zero-factor/categories/length.yml:18:17: units.foot.definition: the definition is zero; a unit must be a non-zero amount',
    ],
    [
      'bad-expression',
      "bad-expression/categories/length.yml:18:26: units.foot.definition: a '(' is not closed",
    ],
  ];
  it.each(cases)('reports %s with its position and a plain sentence', (fixture, expected) => {
    expect(runRule(definitionsResolve, fixture)).toEqual([expected]);
  });
  it('finds nothing wrong in a good catalogue', () => {
    expect(runRule(definitionsResolve, 'good')).toEqual([]);
  });
});
