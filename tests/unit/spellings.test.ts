import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { resolveUnitTerm } from '../../src/core/language/spellings';
import { spellingAt, spellingIndex, type ParseUnit } from '../../src/core/language/spellings';

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
