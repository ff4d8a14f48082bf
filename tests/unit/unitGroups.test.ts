import { describe, expect, it } from 'vitest';
import { groupUnits, meaningDetail, meaningsNote, systemLabel } from '../../src/core/unitGroups';
import { getCategory } from '../../src/build-time/catalog';
import type { UnitSystem } from '../../src/core/types';

const length = getCategory('length')!;
const volume = getCategory('volume')!;
const weight = getCategory('weight')!;
const u = (id: string, system?: UnitSystem, name = id) => ({
  id,
  name,
  symbol: id.slice(0, 2),
  aliases: [],
  system,
});

describe('picker groups', () => {
  it('lists the common units first in the given order, then SI and metric, US customary, Imperial, Other', () => {
    const units = [
      u('m', 'si'),
      u('ft', 'us'),
      u('yd', 'imperial'),
      u('cup', 'metric'),
      u('x', 'other'),
      u('y'),
      u('in', 'us'),
    ];
    const groups = groupUnits(units, ['in', 'm', 'gone']);
    expect(groups.map((g) => [g.label, g.units.map((x) => x.id)])).toEqual([
      ['Common', ['in', 'm']],
      ['SI and metric', ['cup']],
      ['US customary', ['ft']],
      ['Imperial', ['yd']],
      ['Other', ['x', 'y']],
    ]);
  });
  it('leaves out empty groups, and the Common group without common units', () => {
    expect(groupUnits([u('a', 'si'), u('b', 'si')]).map((g) => g.id)).toEqual(['metric']);
    expect(groupUnits([])).toEqual([]);
  });
  it('lists every unit of a real category exactly once, the catalogue common units first', () => {
    for (const c of [length, volume, weight]) {
      const groups = groupUnits(c.units, c.common);
      expect(groups[0]!.label).toBe('Common');
      expect(groups[0]!.units.map((x) => x.id)).toEqual(c.common);
      expect(groups.flatMap((g) => g.units.map((x) => x.id)).sort()).toEqual(c.units.map((x) => x.id).sort());
    }
    expect(groupUnits(volume.units, volume.common).map((g) => g.label)).toEqual([
      'Common',
      'SI and metric',
      'US customary',
      'Imperial',
      'Other',
    ]);
  });
  it('names each system', () => {
    expect([
      systemLabel('si'),
      systemLabel('metric'),
      systemLabel('us'),
      systemLabel('imperial'),
      systemLabel('other'),
      systemLabel(undefined),
    ]).toEqual(['SI and metric', 'SI and metric', 'US customary', 'Imperial', 'Other', 'Other']);
  });
});

describe('what a typed word can mean, in words', () => {
  it('says it in words, and tells the units apart by symbol and system', () => {
    expect(meaningsNote(' gallon ', ['US gallon', 'imperial gallon'])).toBe(
      '“gallon” can mean: US gallon, imperial gallon',
    );
    expect(meaningDetail(volume.units.find((x) => x.id === 'gallon_uk')!)).toBe('gal (UK) · Imperial');
    expect(meaningDetail({ id: 'x', name: 'x', symbol: '', aliases: [] })).toBe('Other');
  });
});
