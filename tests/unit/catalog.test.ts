import { describe, expect, it } from 'vitest';
import { unitSlug } from '../../src/build-time/catalog';
import { unitPair as pair } from './unitPair';

const cmIn = pair('length', 'centimeter', 'inch');

describe('unit slugs', () => {
  it('canonical slugs are unit ids with hyphens', () => {
    expect(unitSlug(cmIn.from)).toBe('centimeter');
  });
});
