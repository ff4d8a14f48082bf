import { describe, expect, it } from 'vitest';
import { categories } from '../../src/build-time/catalog';
import { idWords, packUnits, unitWord, unpackUnits } from '../../src/core/unitText';

describe('unit texts', () => {
  it('shows ids with spaces', () => {
    expect(idWords('nautical_mile')).toBe('nautical mile');
  });
  it('packs units compactly and unpacks them in order', () => {
    for (const c of categories) {
      const packed = packUnits(c.units);
      const back = unpackUnits(packed, c.units.map((u) => u.id));
      expect(back.map((u) => [u.id, u.factor, u.offset, u.kind, u.name, u.plural])).toEqual(c.units.map((u) => [u.id, u.factor, u.offset, u.kind, u.name, u.plural]));
    }
  });
  it('writes a unit’s plural only when it is not the name plus s', () => {
    const unit = (name: string, plural: string) => ({ factor: '1', offset: '0', kind: 'linear' as const, name, plural });
    expect(packUnits([unit('meter', 'meters'), unit('foot', 'feet')])).toBe('1|0|l|meter;1|0|l|foot|feet');
  });
  it('unit words: singular for 1', () => {
    expect(unitWord('1', 'inch', 'inches')).toBe('inch');
    expect(unitWord('1.5', 'inch', 'inches')).toBe('inches');
  });
});
