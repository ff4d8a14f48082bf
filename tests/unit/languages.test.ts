import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { compileCatalog, formatError } from '../../scripts/catalog/compile';
import { baseText, cldrSize, cldrUnitNames } from '../../scripts/catalog/cldr';
import { toNamesModule } from '../../scripts/catalog/emit';
import { fixtures } from './rules/runRule';

function compiled(fixture: string) {
  const result = compileCatalog(fixture);
  if (!result.ok) throw new Error(result.errors.map(formatError).join('\n'));
  return result.catalog;
}

describe('names in every language', () => {
  it('takes a name from the language file, else from CLDR, else English marked as such', () => {
    const [en, de, ja] = compiled(join(fixtures, 'languages-good')).languages;
    expect([en!.id, de!.id, ja!.id]).toEqual(['en', 'de', 'ja']);
    expect(en!.units.length!.foot).toEqual({
      name: 'foot',
      forms: { one: '{0}\u00a0foot', other: '{0}\u00a0feet' },
    });
    expect(de!.name).toBe('Deutsch');
    expect(de!.categories).toEqual({ length: 'Länge' });
    // CLDR by the unit's id; CLDR by its cldr field; the file; English.
    expect(de!.units.length!.meter!.forms).toEqual({ one: '{0}\u00a0Meter', other: '{0}\u00a0Meter' });
    expect(de!.units.length!.inch_int!.name).toBe('Zoll');
    expect(de!.units.length!.hand).toEqual({
      name: 'Hand',
      forms: { one: '{0}\u00a0Hand', other: '{0}\u00a0Hand' },
    });
    expect(de!.units.length!.cubit).toEqual({
      name: 'cubit',
      forms: { one: '{0}\u00a0cubit', other: '{0}\u00a0cubits' },
      english: true,
    });
    expect(ja!.units.length!.foot).toEqual({ name: 'フィート', forms: { other: '{0}\u00a0フィート' } });
    expect(toNamesModule(de!)).toContain('"hand":{"name":"Hand"');
    // The interface's texts: English's file says which there are.
    expect(en!.strings).toEqual({
      'footer.about': 'About Us',
      'converter.unitCount': '{count} units in {category}',
    });
    expect(ja!.strings['converter.unitCount']).toBe('{category}の単位 {count} 個');
  });

  it('a catalogue without languages is in English only', () => {
    expect(compiled(join(fixtures, 'good')).languages.map((l) => l.id)).toEqual(['en']);
  });
});

describe("the site's languages", () => {
  const catalog = compiled(join(import.meta.dirname, '..', '..', 'catalog'));
  const byId = new Map(catalog.languages.map((l) => [l.id, l]));
  const unit = (lang: string, category: string, id: string) => byId.get(lang)!.units[category]![id]!;

  it('are English, then Spanish, German, French, Portuguese and Japanese, each naming every category and writing every text', () => {
    expect(catalog.languages.map((l) => l.id)).toEqual(['en', 'es', 'de', 'fr', 'pt', 'ja']);
    const keys = Object.keys(catalog.languages[0]!.strings);
    expect(keys).toContain('footer.about');
    for (const names of catalog.languages) {
      expect(Object.keys(names.categories)).toEqual(catalog.categories.map((c) => c.id));
      expect(Object.keys(names.strings).sort()).toEqual([...keys].sort());
    }
  });

  it('name every unit a category names first, in each language, not in English', () => {
    const english: string[] = [];
    for (const names of catalog.languages.slice(1))
      for (const c of catalog.categories)
        for (const id of new Set([
          ...(c.defaultPair ?? []),
          ...(c.common ?? []),
          ...(c.popular ?? []).flat(),
        ]))
          if (names.units[c.id]![id]!.english) english.push(`${names.id} ${c.id}.${id}`);
    expect(english).toEqual([]);
  });

  it('take a CLDR name only for a unit of the same size', () => {
    // CLDR's plain BTU is the thermochemical one; the catalogue's is the International Table BTU.
    expect(unit('de', 'energy', 'british_thermal_unit').name).toBe(
      cldrUnitNames('de').get('energy-british-thermal-unit-it')!.displayName,
    );
    // CLDR's dram is the fluid dram, a volume; the catalogue's is a mass, and has no German name.
    expect(unit('de', 'weight', 'dram').english).toBe(true);
    expect(unit('de', 'volume', 'gallon_uk').name).toBe(
      cldrUnitNames('de').get('volume-gallon-imperial')!.displayName,
    );
  });
});

describe('CLDR unit sizes', () => {
  it('reads a key as UTS #35 builds unit ids: prefixes, powers and per', () => {
    const size = (key: string) => {
      const s = cldrSize(key);
      return s && { factor: Number(s.factor.toPrecision(12)), base: baseText(s) };
    };
    expect(size('length-foot')).toEqual({ factor: 0.3048, base: 'meter^1' });
    expect(size('length-kilometer')).toEqual({ factor: 1000, base: 'meter^1' });
    expect(size('speed-kilometer-per-hour')).toEqual({ factor: 0.277777777778, base: 'meter^1 second^-1' });
    expect(size('volume-fluid-ounce-imperial')).toEqual({ factor: 0.0000284130625, base: 'meter^3' });
    expect(size('area-square-foot')).toEqual({ factor: 0.09290304, base: 'meter^2' });
    expect(size('angle-radian')).toEqual({ factor: 0.159154943092, base: 'revolution^1' });
    expect(size('duration-month')).toEqual({ factor: 0.0833333333333, base: 'year^1' });
    expect(size('length-nonsense')).toBeNull();
  });
});
