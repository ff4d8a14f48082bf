/**
 * Prefixes declared once and combined with the units that list them: what a made unit gets,
 * where it is listed, how an entry adjusts or replaces it, and where errors about it point.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/catalog/compile';
import { compileErrors, fixtures } from './rules/runRule';

function compiledUnits(fixture: string) {
  const result = compileCatalog(join(fixtures, fixture));
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.catalog.categories[0]!.units;
}

describe('units made from prefixes', () => {
  const units = compiledUnits('prefixes-good');
  const unit = (id: string) => units.find((u) => u.id === id)!;

  it('are listed after their unit, or where an entry of their id stands', () => {
    expect(units.map((u) => u.id)).toEqual(['meter', 'kilometer', 'foot', 'centimeter', 'micrometer']);
  });

  it('get id, names, symbol, exact factor, system, source, description and GNU units expression from the prefix and the unit', () => {
    expect(unit('kilometer')).toMatchObject({
      name: 'kilometer',
      plural: 'kilometers',
      symbol: 'km',
      aliases: [],
      definition: '1000 meter',
      factor: '1000',
      system: 'si',
      source: 'SI Brochure (prefix kilo)',
      description: 'One thousand meters.',
      gnuUnits: 'kilo meter',
    });
  });

  it('an entry without a definition adjusts the made unit: its fields replace the made ones, its aliases add to them', () => {
    expect(unit('centimeter')).toMatchObject({
      name: 'centimeter',
      symbol: 'cm',
      aliases: ['centimetre'],
      factor: '1/100',
      description: 'One hundredth of a meter, the width of a fingernail.',
      source: 'SI Brochure (prefix centi)',
    });
  });

  it('a unit written out in full with the same id wins whole', () => {
    expect(unit('micrometer')).toMatchObject({
      name: 'micron',
      symbol: 'µ',
      aliases: [],
      source: 'an old name',
      gnuUnits: 'micron',
    });
  });
});

describe('prefix errors point at what to fix', () => {
  it('a prefix that is not declared', () => {
    expect(compileErrors('prefix-unknown')).toEqual([
      "prefix-unknown/categories/length.yml:11:22: units.meter.prefixes.1: there is no prefix 'kilp' in catalog/prefixes.yml",
    ]);
  });
  it('an entry with no definition that no prefix makes', () => {
    expect(compileErrors('prefix-orphan-entry')).toEqual([
      "prefix-orphan-entry/categories/length.yml:24:3: units.furlong: 'furlong' has neither a 'definition' nor a 'primitive', and no unit of this category lists a prefix that makes it; write its definition, or add the prefix to its unit's 'prefixes'",
    ]);
  });
  it('a problem with a made unit that no entry places is reported at the prefix that makes it', () => {
    expect(compileErrors('prefix-made-collides')).toEqual([
      "prefix-made-collides/categories/length.yml:20:16: units.kilometer.symbol: 'km' already names the unit 'foot' in this category; a name, symbol or alias must point to one unit",
    ]);
  });
});
