import { describe, expect, it } from 'vitest';
import { idWords, unitWord } from '../../src/core/unitText';

describe('unit texts', () => {
  it('shows ids with spaces', () => {
    expect(idWords('nautical_mile')).toBe('nautical mile');
  });
  it('unit words: singular for 1', () => {
    expect(unitWord('1', 'inch', 'inches')).toBe('inch');
    expect(unitWord('1.5', 'inch', 'inches')).toBe('inches');
  });
});
