import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { normalizeQuantityText } from '../../src/core/quantityText';
import { resolveUnitTerm } from '../../src/core/language/spellings';
import {
  meaningsOf,
  spellingAt,
  spellingIndex,
  spellingIndexInSlices,
  continuesSpelling,
  unitElsewhere,
  type ParseUnit,
} from '../../src/core/language/spellings';
import { searchTerms } from '../../src/core/searchTerms';

const unitsOf = (id: string) => categories.find((c) => c.id === id)!.units;
const idOf = (term: string, category = 'length') => resolveUnitTerm(term, unitsOf(category))?.id ?? null;

describe('resolveUnitTerm', () => {
  it.each([
    ['foot', 'foot'],
    ['feet', 'foot'],
    ['ft', 'foot'],
    ["'", 'foot'],
    ['′', 'foot'],
    ['"', 'inch'],
    ['″', 'inch'],
    ['Feet', 'foot'],
    ['KM', 'kilometer'],
    ['mm', 'millimeter'],
    ['Mm', 'megameter'],
    ['MM', null],
    ['mM', null],
    ['  nautical \u00a0 miles ', 'nautical_mile'],
    ['µm', 'micrometer'],
    ['μm', 'micrometer'],
    ['ftt', null],
    ['', null],
    ['US survey feet', 'foot_us_survey'],
    ['light‐year', 'light_year'],
  ])('reads %j in length as %s', (term, id) => {
    expect(idOf(term)).toBe(id);
  });

  it.each([
    ['temperature', 'f', 'fahrenheit'],
    ['temperature', 'F', 'fahrenheit'],
    ['temperature', 'c', 'celsius'],
    ['temperature', '°R', 'rankine'],
    ['temperature', '°r', 'reaumur'],
    ['temperature', 'DEGREES FAHRENHEIT', 'fahrenheit'],
    ['current', 'mA', 'milliampere'],
    ['current', 'MA', 'megaampere'],
    ['current', 'ma', null],
    ['volume', 'mL', 'milliliter'],
    ['volume', 'ML', 'megaliter'],
    ['volume', 'ml', 'milliliter'],
    ['speed', 'm/s', 'meter_per_second'],
    ['fuel_consumption', 'L/100 km', 'liter_per_100_kilometer'],
  ])('reads in %s %j as %s', (category, term, id) => {
    expect(idOf(term, category)).toBe(id);
  });
});

describe('spellingAt', () => {
  const indexOf = (id: string) =>
    spellingIndex([{ id, name: id, units: unitsOf(id), dimension: { [id]: 1 } }]);
  const length = indexOf('length');
  const speed = indexOf('speed');
  const match = (index: typeof length, text: string, start: number) => {
    const m = spellingAt(index, text, start);
    return m ? [m.meanings[0]!.unit.id, m.end] : null;
  };

  it('takes the longest spelling that ends at a word boundary', () => {
    expect(match(length, '5 nautical miles', 2)).toEqual(['nautical_mile', 16]);
    expect(match(length, '5ft3in', 1)).toEqual(['foot', 3]);
    expect(match(length, '5 ftt', 2)).toBeNull();
    expect(match(length, '5 m/s', 2)).toEqual(['meter', 3]);
    expect(match(speed, '5 m/s', 2)).toEqual(['meter_per_second', 5]);
    expect(match(speed, '5 miles per hour', 2)).toEqual(['mile_per_hour', 16]);
  });

  it('builds each list of categories once', () => {
    const list = [{ id: 'length', name: 'Length', units: unitsOf('length'), dimension: 'length' }];
    expect(spellingIndex(list)).toBe(spellingIndex(list));
    expect(spellingIndex([...list])).not.toBe(spellingIndex(list));
  });
});

describe('resolveUnitTerm in a list of one category', () => {
  it('lets the exact case decide between units that differ only in case', () => {
    const units: ParseUnit[] = [
      {
        id: 'a',
        name: 'alpha',
        plural: 'alphas',
        symbol: 'Xy',
        aliases: [],
        kind: 'linear',
        factor: '1',
        offset: '0',
      },
      {
        id: 'b',
        name: 'beta',
        plural: 'betas',
        symbol: 'xY',
        aliases: [],
        kind: 'linear',
        factor: '2',
        offset: '0',
      },
    ];
    expect(resolveUnitTerm('Xy', units)?.id).toBe('a');
    expect(resolveUnitTerm('xY', units)?.id).toBe('b');
    expect(resolveUnitTerm('xy', units)).toBeNull();
    expect(resolveUnitTerm('ALPHA', units)?.id).toBe('a');
  });
});

describe('a spelling typed in lower case and one written with capitals', () => {
  // The whole catalogue, with each category's common units, as the language reads it.
  const catalogue = spellingIndex(categories);
  const read = (text: string) =>
    meaningsOf(catalogue, normalizeQuantityText(text))
      .map((m) => `${m.category.id}.${m.unit.id}`)
      .join(' ');

  it.each([
    // Still folds: the capitals of common units, with a prefix or another common unit beside them.
    ['gb', 'data_storage.gigabyte magnetomotive_force.gilbert data_storage.gigabit'],
    // The millibar's 'mb' is written so; the megabyte's MB is folded.
    ['mb', 'pressure.millibar data_storage.megabyte data_storage.megabit'],
    ['kwh', 'energy.kilowatt_hour'],
    ['j', 'energy.joule'],
    ['f', 'capacitance.farad temperature.fahrenheit'],
    // A common unit's symbol as typed: no other unit's alias in capitals (circular mil, 'CM').
    ['cm', 'length.centimeter typography.centimeter'],
    ['gj', 'energy.gigajoule'],
    ['tev', 'energy.teraelectronvolt'],
    ['mah', 'charge.milliampere_hour'],
    ['g/kwh', 'fuel_efficiency_mass.gram_per_kilowatt_hour'],
    // An abbreviation, a capitalised word, a name.
    ['pb', 'data_storage.petabyte data_storage.petabit'],
    ['réaumur', 'temperature.reaumur'],
    ['us survey feet', 'length.foot_us_survey'],
    // Capitals typed fold freely.
    ['KM', 'length.kilometer'],
    ['Feet', 'length.foot'],
    ['ABC', 'charge.abcoulomb'],
    // No longer: the capitals of units that are not common must be typed.
    ['abc', ''],
    ['Abc', ''],
    ['abs', ''],
    ['stats', ''],
    ['statc', ''],
    ['ci', ''],
    ['da', ''],
    ['ba', ''],
  ])('%j means %j', (text, meanings) => {
    expect(read(text)).toBe(meanings);
  });

  it('leaves a word no unit takes in lower case unread, so the box says so', () => {
    expect(spellingAt(catalogue, '5 abc', 2)).toBeNull();
    expect(spellingAt(catalogue, '5 abC', 2)?.meanings[0]?.unit.id).toBe('abcoulomb');
  });

  it('counts every unit of a list read alone as common: on the charge converter all are in view', () => {
    expect(idOf('abc', 'charge')).toBe('abcoulomb');
  });

  it('says a word is a unit of another category only where the language reads it as one', () => {
    const elsewhere = (term: string, except = 'length') => {
      const found = unitElsewhere(catalogue, term, except);
      return found && `${found.category.id}.${found.unit.id}`;
    };
    // On the length converter 'abc' is no unit: no sentence under the box calls it the abcoulomb.
    expect(['abc', 'Abc', 'stats', 'ci', 'da'].map((t) => elsewhere(t))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(['abC', 'ABC', 'kg', 'KG', 'gj'].map((t) => elsewhere(t))).toEqual([
      'charge.abcoulomb',
      'charge.abcoulomb',
      'weight.kilogram',
      'weight.kilogram',
      'energy.gigajoule',
    ]);
    // Whatever it offers, in any case typed, is a meaning the language gives the word.
    const typed = categories.flatMap((c) =>
      c.units.flatMap((u) => searchTerms(u).flatMap((t) => [t, t.toLowerCase(), t.toUpperCase()])),
    );
    const disagreements = typed.flatMap((t) => {
      const found = unitElsewhere(catalogue, t, 'length');
      const read = meaningsOf(catalogue, normalizeQuantityText(t));
      return found && !read.some((m) => m.unit === found.unit) ? [`${t}: ${found.unit.id}`] : [];
    });
    expect(disagreements).toEqual([]);
  });
});

describe('spellingIndexInSlices', () => {
  /** What an index says of every spelling: each meaning's category, unit, rank and kind. */
  const readings = (index: ReturnType<typeof spellingIndex>) =>
    [index.exact, index.folded].map((map) =>
      [...map].map(([key, meanings]) => [key, meanings.map((m) => [m.category.id, m.unit.id, m.rank, m.as])]),
    );

  it('builds the index spellingIndex builds, pausing between slices', async () => {
    let pauses = 0;
    const pause = async () => void pauses++;
    const sliced = await spellingIndexInSlices([...categories], pause, 0);
    const whole = spellingIndex([...categories]);
    expect(readings(sliced)).toEqual(readings(whole));
    expect([sliced.maxLength, [...sliced.starts].sort()]).toEqual([
      whole.maxLength,
      [...whole.starts].sort(),
    ]);
    // A slice of no time is one category: a pause after each, and one before the sorted keys.
    expect(pauses).toBe(categories.length + 1);
    expect(continuesSpelling(sliced, '5 fl')).toBe(true);
  });

  it('gives the index built meanwhile by a caller who could not wait, and keeps it', async () => {
    const list = [...categories];
    let meanwhile: ReturnType<typeof spellingIndex> | undefined;
    const sliced = await spellingIndexInSlices(list, async () => void (meanwhile ??= spellingIndex(list)), 0);
    expect(sliced).toBe(meanwhile);
    expect(spellingIndex(list)).toBe(meanwhile);
  });
});
