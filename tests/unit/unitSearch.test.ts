import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ambiguityIndex,
  ambiguousUnitIds,
  MAX_PAIR_RESULTS,
  MAX_UNIT_RESULTS,
  meaningsAcross,
  searchAllUnits,
  searchPairs,
  searchUnits,
  unitRanks,
  unitsNamedIn,
} from '../../src/browser/unitSearch';
import { decodeSearchIndex } from '../../src/browser/searchIndex';
import { resolveUnitQuery, unitListIndex } from '../../src/core/language/spellings';
import { categories, getCategory } from '../../src/build-time/catalog';
import { searchIndexJson } from '../../src/build-time/islandData';

const length = getCategory('length')!;
const index = decodeSearchIndex(JSON.parse(JSON.stringify(searchIndexJson(categories))));
const ambiguity = ambiguityIndex(index);
const u = (id: string, name: string, symbol: string, aliases: string[] = [], plural = name) => ({
  id,
  name,
  symbol,
  aliases,
  plural,
  kind: 'linear' as const,
  factor: '1',
  offset: '0',
});
/** A unit's rank for a term, searched in a list of its own. */
const matchRank = (unit: ReturnType<typeof u>, term: string) =>
  unitRanks(unitListIndex([unit]), term).get(unit) ?? null;

describe('the search index', () => {
  it('carries every unit of the catalogue with its exact factor, offset and kind', () => {
    expect(index.map((c) => c.id)).toEqual(categories.map((c) => c.id));
    for (const c of categories) {
      const decoded = index.find((d) => d.id === c.id)!;
      expect(decoded.units.map((x) => [x.id, x.plural, x.kind, x.factor, x.offset])).toEqual(
        c.units.map((x) => [x.id, x.plural, x.kind, x.factor, x.offset]),
      );
    }
  });
});

describe('matching', () => {
  it('matches name, symbol and aliases by case-insensitive substring', () => {
    expect(matchRank(u('foot', 'foot', 'ft', ['feet']), 'FEE')).toBe(3);
    expect(matchRank(u('foot', 'foot', 'ft', ['feet']), 'oo')).toBe(3);
    expect(matchRank(u('foot', 'foot', 'ft', [], 'feet'), 'Feet')).toBe(2);
    expect(matchRank(u('foot', 'foot', 'ft', ['feet']), 'xyz')).toBeNull();
    expect(matchRank(u('foot', 'foot', 'ft'), '   ')).toBeNull();
  });
  it('compares spellings as the quantity reader does: spaces, dashes and quotes typed any way', () => {
    expect(matchRank(u('nautical_mile', 'nautical mile', 'nmi'), ' Nautical \u00a0 Mile ')).toBe(0);
    expect(matchRank(u('light_year', 'light-year', 'ly'), 'light\u2010year')).toBe(0);
    expect(matchRank(u('foot', 'foot', "'"), '\u2019')).toBe(1);
  });
  it('orders exact name, then exact symbol, then name prefix, then the rest', () => {
    const units = [
      u('a', 'kilometer', 'km'),
      u('b', 'meter', 'm'),
      u('c', 'metre stick', 'm'),
      u('d', 'millimeter', 'mm'),
      u('e', 'mega', 'meter'),
    ];
    expect(searchUnits(units, 'meter').map((m) => m.unit.id)).toEqual(['b', 'e', 'a', 'd']);
    expect(
      searchUnits(units, 'm')
        .map((m) => m.unit.id)
        .slice(0, 2),
    ).toEqual(['b', 'c']);
    expect(searchUnits(units, 'me').map((m) => m.unit.id)).toEqual(['b', 'c', 'e', 'a', 'd']);
  });
  it('returns at most 8 units', () => {
    expect(searchUnits(length.units, 'e')).toHaveLength(MAX_UNIT_RESULTS);
    expect(searchAllUnits(index, 'meter', ambiguity)).toHaveLength(MAX_UNIT_RESULTS);
  });
  it("puts first, in every category, each unit whose name is its own, typed in full (a picker's Enter picks it)", () => {
    const missed = categories.flatMap((c) =>
      c.units
        .filter(
          (unit) =>
            c.units.filter((other) => other.name.toLowerCase() === unit.name.toLowerCase()).length === 1,
        )
        .filter((unit) => searchUnits(c.units, unit.name)[0]?.unit !== unit)
        .map((unit) => `${c.id}: '${unit.name}' gives ${searchUnits(c.units, unit.name)[0]?.unit.id}`),
    );
    expect(missed).toEqual([]);
  });

  it('finds real units first where a visitor expects them', () => {
    expect(searchUnits(length.units, 'ft')[0]!.unit.id).toBe('foot');
    expect(searchUnits(length.units, 'feet')[0]!.unit.id).toBe('foot');
    expect(searchUnits(length.units, 'Inch')[0]!.unit.id).toBe('inch');
    expect(searchUnits(length.units, 'mm')[0]!.unit.id).toBe('millimeter');
    expect(searchUnits(length.units, 'Mm')[0]!.unit.id).toBe('megameter');
  });
  it('puts a unit whose symbol or alias is the typed text before units that only start with it or contain it', () => {
    const first = (term: string) => searchAllUnits(index, term, ambiguity)[0]!.unit.id;
    expect(first('cm')).toBe('centimeter');
    expect(first('m')).toBe('meter');
    expect(first('ft')).toBe('foot');
    expect(searchUnits(index.find((c) => c.id === 'temperature')!.units, 'K')[0]!.unit.id).toBe('kelvin');
    expect(first('kilo')).toBe('kilogram');
    expect(first('sec')).toBe('second');
    expect(first('amp')).toBe('ampere');
    expect(first('y')).toBe('year');
    expect(searchUnits(length.units, 'kms')[0]!.unit.id).toBe('kilometer');
    const units = [u('km', 'kilometer', 'km'), u('kg', 'kilogram', 'kg', ['kilo'])];
    expect(matchRank(units[1]!, 'kilo')).toBe(1);
    expect(matchRank(units[1]!, 'KILO')).toBe(1.5);
    expect(searchUnits(units, 'kilo').map((m) => m.unit.id)).toEqual(['kg', 'km']);
  });
  it('puts a symbol or alias typed in its own case before one that is the same only in another case', () => {
    // The circular mil is also written 'CM'; the centimeter's symbol is 'cm'.
    const first = (term: string) => searchAllUnits(index, term, ambiguity)[0]!.unit.id;
    expect(first('cm')).toBe('centimeter');
    expect(first('CM')).toBe('circular_mil');
    const molar = index.find((c) => c.id === 'concentration_molar')!;
    expect(searchUnits(molar.units, 'M')[0]!.unit.id).toBe('mole_per_liter');
  });
  it('matches plurals and aliases, exact ones before names that merely contain the term', () => {
    const volume = index.find((c) => c.id === 'volume')!;
    expect(searchUnits(volume.units, 'liters')[0]!.unit.id).toBe('liter');
    expect(searchUnits(volume.units, 'litre')[0]!.unit.id).toBe('liter');
    expect(searchUnits(volume.units, 'fluid ounce')[0]!.unit.id).toBe('fluid_ounce_us');
    expect(
      searchUnits(volume.units, 'gallon')
        .map((m) => m.unit.id)
        .slice(0, 3),
    ).toEqual(['gallon_us', 'gallon_us_dry', 'gallon_uk']);
  });
  it('ranks a word of the name starting with the term before other substrings', () => {
    const units = [u('km', 'kilometer', 'km'), u('cm3', 'cubic meter', 'm³')];
    expect(matchRank(units[1]!, 'meter')).toBe(2.5);
    expect(searchUnits(units, 'meter').map((m) => m.unit.id)).toEqual(['cm3', 'km']);
  });
});

describe('ambiguity flag', () => {
  it('marks a unit whose name or symbol another unit contains', () => {
    const units = [
      u('meter', 'meter', 'm'),
      u('km', 'kilometer', 'km'),
      u('inch', 'inch', 'in'),
      u('rod', 'rod', 'rd'),
    ];
    expect([...ambiguousUnitIds(units)]).toEqual(['meter']);
    expect(searchUnits(units, 'meter', ambiguousUnitIds(units)).map((m) => m.ambiguous)).toEqual([
      true,
      false,
    ]);
  });
});

describe('pair search (Find the Units to Convert)', () => {
  it('finds pairs across categories, best first, at most 15', () => {
    const first = searchPairs(index, 'meter', 'foot', ambiguity)[0]!;
    expect([first.category.id, first.from.id, first.to.id]).toEqual(['length', 'meter', 'foot']);
    expect(searchPairs(index, 'e', 'e', ambiguity)).toHaveLength(MAX_PAIR_RESULTS);
    const celsius = searchPairs(index, 'celsius', 'fahrenheit', ambiguity)[0]!;
    expect([celsius.category.id, celsius.from.id, celsius.to.id]).toEqual([
      'temperature',
      'celsius',
      'fahrenheit',
    ]);
  });
  it('needs both terms and never pairs a unit with itself', () => {
    expect(searchPairs(index, 'meter', '', ambiguity)).toEqual([]);
    expect(searchPairs(index, '', 'foot', ambiguity)).toEqual([]);
    for (const p of searchPairs(index, 'meter', 'meter', ambiguity)) expect(p.from.id).not.toBe(p.to.id);
  });
  it('marks a pair ambiguous when one of its units is', () => {
    const p = searchPairs(index, 'meter', 'foot', ambiguity)[0]!;
    expect(p.ambiguous).toBe(ambiguity.get('length')!.has('meter') || ambiguity.get('length')!.has('foot'));
  });
  it('a picked unit stays exactly that unit, whatever else its name matches', () => {
    const picked = searchPairs(
      index,
      { categoryId: 'volume', unitId: 'fluid_ounce_us' },
      'milliliter',
      ambiguity,
    );
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((p) => p.category.id === 'volume' && p.from.id === 'fluid_ounce_us')).toBe(true);
    expect([picked[0]!.to.id]).toEqual(['milliliter']);
    const both = searchPairs(
      index,
      { categoryId: 'volume', unitId: 'fluid_ounce_us' },
      { categoryId: 'volume', unitId: 'milliliter' },
      ambiguity,
    );
    expect(both.map((p) => [p.category.id, p.from.id, p.to.id])).toEqual([
      ['volume', 'fluid_ounce_us', 'milliliter'],
    ]);
    expect(
      searchPairs(index, { categoryId: 'length', unitId: 'fluid_ounce_us' }, 'milliliter', ambiguity),
    ).toEqual([]);
  });
  it('finds what a word can mean in every category', () => {
    const ounce = meaningsAcross(index, 'ounce').map((m) => `${m.category.id}/${m.unit.id}`);
    expect(ounce).toEqual(
      expect.arrayContaining([
        'weight/ounce',
        'weight/troy_ounce',
        'volume/fluid_ounce_us',
        'volume/fluid_ounce_uk',
      ]),
    );
    expect(meaningsAcross(index, 'mile').map((m) => m.unit.name)).not.toContain('square mile');
    expect(meaningsAcross(index, 'kilogram')).toEqual([]);
  });
  it('lists every unit a word can mean before units that merely start with it', () => {
    const ounce = searchAllUnits(index, 'ounce', ambiguity).map((m) => m.unit.id);
    expect(ounce[0]).toBe('ounce');
    expect(new Set(ounce.slice(0, 4))).toEqual(
      new Set(['ounce', 'fluid_ounce_us', 'fluid_ounce_uk', 'troy_ounce']),
    );
    // The plain word is the US gallon's alias: that one is the word exactly, the other two what it can mean.
    expect(
      searchUnits(index.find((c) => c.id === 'volume')!.units, 'gallon')
        .slice(0, 3)
        .map((m) => m.rank),
    ).toEqual([1, 1.75, 1.75]);
  });
  it('finds the units of a category whose record carries no dimension (search data written before it did)', () => {
    const bare = index.map(({ id, name, units }) => ({ id, name, units }));
    expect(searchAllUnits(bare, 'feet')[0]!.unit.id).toBe('foot');
    expect(searchPairs(bare, 'ft', 'm')[0]!.to.id).toBe('meter');
  });
  it('never throws on any typed text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(searchPairs(index, a, b, ambiguity).length).toBeLessThanOrEqual(MAX_PAIR_RESULTS);
        expect(searchAllUnits(index, a, ambiguity).length).toBeLessThanOrEqual(MAX_UNIT_RESULTS);
      }),
      { numRuns: 200 },
    );
  });
});

describe('what a typed word can mean', () => {
  const names = (units: { name: string }[]) => units.map((x) => x.name);
  const volume = getCategory('volume')!;
  const weight = getCategory('weight')!;
  it('names the units whose name, plural, symbol or alias it is, or whose name ends in it', () => {
    expect(names(unitsNamedIn(volume.units, 'gallon'))).toEqual([
      'US gallon',
      'US dry gallon',
      'imperial gallon',
    ]);
    expect(names(unitsNamedIn(volume.units, ' Gallons '))).toEqual([
      'US gallon',
      'US dry gallon',
      'imperial gallon',
    ]);
    expect(names(unitsNamedIn(weight.units, 'ton'))).toEqual(
      expect.arrayContaining(['short ton', 'long ton', 'metric ton']),
    );
    expect(names(unitsNamedIn(weight.units, 'ounce'))).toEqual(
      expect.arrayContaining(['ounce', 'troy ounce']),
    );
    expect(names(unitsNamedIn(length.units, 'mile'))).toEqual(
      expect.arrayContaining(['mile', 'nautical mile']),
    );
  });
  it('is empty for a word that names one unit, a part of a word, or nothing', () => {
    expect(unitsNamedIn(length.units, 'kilometer')).toEqual([]);
    expect(unitsNamedIn(volume.units, 'gall')).toEqual([]);
    expect(unitsNamedIn(volume.units, '')).toEqual([]);
    expect(unitsNamedIn(volume.units, 'zzz')).toEqual([]);
  });
  it('never counts a square or cubic unit as a reading of the word', () => {
    expect(
      unitsNamedIn(
        [u('mi', 'mile', 'mi'), u('mi2', 'square mile', 'mi²'), u('mi3', 'cubic mile', 'mi³')],
        'mile',
      ),
    ).toEqual([]);
    expect(
      unitsNamedIn(
        [u('mi', 'mile', 'mi'), u('nmi', 'nautical mile', 'nmi'), u('mi2', 'square mile', 'mi²')],
        'mile',
      ).map((x) => x.id),
    ).toEqual(['mi', 'nmi']);
  });
  it('never counts a compound unit (a unit name or per before the word) as a reading of it', () => {
    const units = [
      u('h', 'hour', 'h'),
      u('kwh', 'kilowatt hour', 'kWh'),
      u('w', 'watt', 'W'),
      u('mwh', 'megawatt hour', 'MWh'),
      u('mpg', 'mile per hour', 'mph'),
      u('sh', 'sidereal hour', 'h*'),
    ];
    expect(unitsNamedIn(units, 'hour').map((x) => x.id)).toEqual(['h', 'sh']);
  });
});

describe('helpers', () => {
  it('resolves ?from= and ?to= by id, hyphenated id or alias; nothing else', () => {
    expect(resolveUnitQuery(length.units, 'nautical_mile')?.id).toBe('nautical_mile');
    expect(resolveUnitQuery(length.units, 'nautical-mile')?.id).toBe('nautical_mile');
    expect(resolveUnitQuery(length.units, 'ft')?.id).toBe('foot');
    expect(resolveUnitQuery(length.units, 'Feet')?.id).toBe('foot');
    expect(resolveUnitQuery(length.units, 'metres')?.id).toBe('meter');
    for (const bad of [null, undefined, '', ' ', 'gallon', '<script>', 'x'.repeat(500)])
      expect(resolveUnitQuery(length.units, bad)).toBeUndefined();
  });
  it('decodes only well-formed search data', () => {
    expect(decodeSearchIndex('x')).toEqual([]);
    expect(
      decodeSearchIndex([
        [1],
        [
          'a',
          'A',
          [
            ['u', 'U', 'u', ['x', 3], 'linear', '127/50', '0', 'Us'],
            'bad',
            ['v', 'V', 'v', [], 'odd', '1', '0', 'Vs'],
            ['w', 'W', 'w', [], 'linear', '0', '0', 'Ws'],
            ['y', 'Y', 'y', [], 'linear', '1', '0'],
          ],
        ],
      ]),
    ).toEqual([
      {
        id: 'a',
        name: 'A',
        units: [
          {
            id: 'u',
            name: 'U',
            symbol: 'u',
            plural: 'Us',
            aliases: ['x'],
            kind: 'linear',
            factor: '127/50',
            offset: '0',
          },
        ],
      },
    ]);
    expect(
      decodeSearchIndex([
        [
          'a',
          'A',
          [
            ['u', 'U', 'u', [], 'linear', '1', '0', 'Us', 'us'],
            ['v', 'V', 'v', [], 'linear', '1', '0', 'Vs', 'odd'],
          ],
        ],
      ])[0]!.units.map((x) => x.system),
    ).toEqual(['us', undefined]);
    expect(index).toHaveLength(categories.length);
    expect(index.find((c) => c.id === 'volume')!.units.find((x) => x.id === 'gallon_uk')!.system).toBe(
      'imperial',
    );
  });
});
