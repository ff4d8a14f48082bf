import { describe, expect, it } from 'vitest';
import { groupUnits, meaningDetail, meaningsNote, meaningsOf, systemLabel, termNames } from '../../src/core/unitGroups';
import { getCategory } from '../../src/build-time/catalog';
import type { UnitSystem } from '../../src/core/types';

const length = getCategory('length')!;
const volume = getCategory('volume')!;
const weight = getCategory('weight')!;
const u = (id: string, system?: UnitSystem, name = id) => ({ id, name, symbol: id.slice(0, 2), aliases: [], system });

describe('picker groups', () => {
  it("lists the common units first in the given order, then SI and metric, US customary, Imperial, Other", () => {
    const units = [u('m', 'si'), u('ft', 'us'), u('yd', 'imperial'), u('cup', 'metric'), u('x', 'other'), u('y'), u('in', 'us')];
    const groups = groupUnits(units, ['in', 'm', 'gone']);
    expect(groups.map((g) => [g.label, g.units.map((x) => x.id)])).toEqual([
      ['Common', ['in', 'm']], ['SI and metric', ['cup']], ['US customary', ['ft']], ['Imperial', ['yd']], ['Other', ['x', 'y']],
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
    expect(groupUnits(volume.units, volume.common).map((g) => g.label)).toEqual(['Common', 'SI and metric', 'US customary', 'Imperial', 'Other']);
  });
  it('names each system', () => {
    expect([systemLabel('si'), systemLabel('metric'), systemLabel('us'), systemLabel('imperial'), systemLabel('other'), systemLabel(undefined)])
      .toEqual(['SI and metric', 'SI and metric', 'US customary', 'Imperial', 'Other', 'Other']);
  });
});

describe('what a typed word can mean', () => {
  const names = (units: { name: string }[]) => units.map((x) => x.name);
  it('names the units whose name, plural, symbol or alias it is, or whose name ends in it', () => {
    expect(names(meaningsOf(volume.units, 'gallon'))).toEqual(['US gallon', 'US dry gallon', 'imperial gallon']);
    expect(names(meaningsOf(volume.units, ' Gallons '))).toEqual(['US gallon', 'US dry gallon', 'imperial gallon']);
    expect(names(meaningsOf(weight.units, 'ton'))).toEqual(expect.arrayContaining(['short ton', 'long ton', 'metric ton']));
    expect(names(meaningsOf(weight.units, 'ounce'))).toEqual(expect.arrayContaining(['ounce', 'troy ounce']));
    expect(names(meaningsOf(length.units, 'mile'))).toEqual(expect.arrayContaining(['mile', 'nautical mile']));
  });
  it('is empty for a word that names one unit, a part of a word, or nothing', () => {
    expect(meaningsOf(length.units, 'kilometer')).toEqual([]);
    expect(meaningsOf(volume.units, 'gall')).toEqual([]);
    expect(meaningsOf(volume.units, '')).toEqual([]);
    expect(meaningsOf(volume.units, 'zzz')).toEqual([]);
  });
  it('never counts a square or cubic unit as a reading of the word', () => {
    const units = [{ id: 'mi', name: 'mile', symbol: 'mi', aliases: [] }, { id: 'mi2', name: 'square mile', symbol: 'mi²', aliases: [] }, { id: 'mi3', name: 'cubic mile', symbol: 'mi³', aliases: [] }];
    expect(termNames(units[1]!, 'mile')).toBe(false);
    expect(termNames(units[2]!, 'mile')).toBe(false);
    expect(meaningsOf(units, 'mile')).toEqual([]);
  });
  it('never counts a compound unit (a unit name or per before the word) as a reading of it', () => {
    const units = [
      { id: 'h', name: 'hour', symbol: 'h', aliases: [] }, { id: 'kwh', name: 'kilowatt hour', symbol: 'kWh', aliases: [] }, { id: 'w', name: 'watt', symbol: 'W', aliases: [] },
      { id: 'mwh', name: 'megawatt hour', symbol: 'MWh', aliases: [] }, { id: 'mpg', name: 'mile per hour', symbol: 'mph', aliases: [] }, { id: 'sh', name: 'sidereal hour', symbol: 'h*', aliases: [] },
    ];
    expect(meaningsOf(units, 'hour').map((x) => x.id)).toEqual(['h', 'sh']);
  });
  it('says it in words, and tells the units apart by symbol and system', () => {
    expect(meaningsNote(' gallon ', ['US gallon', 'imperial gallon'])).toBe('“gallon” can mean: US gallon, imperial gallon');
    expect(meaningDetail(volume.units.find((x) => x.id === 'gallon_uk')!)).toBe('gal (UK) · Imperial');
    expect(meaningDetail({ id: 'x', name: 'x', symbol: '', aliases: [] })).toBe('Other');
  });
});
