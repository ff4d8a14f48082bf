import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { readers } from './boxReaders';
import {
  boxUnits,
  naturalPartner,
  readBox,
  unfinishedTarget,
  type BoxReaders,
  type BoxReading,
  type BoxResult,
} from '../../src/core/smartBox';
import type { Calculation } from '../../src/core/language/calculate';
import { meaningsOf, spellingIndex } from '../../src/core/language/spellings';
import { exact, toRatioString, type Exact } from '../../src/core/rational';
import type { CategoryRecord } from '../../src/core/types';
import { ingredients } from '../../src/generated/ingredients';
import { ingredientCategory } from '../../src/core/ingredientCategory';
import { ingredientOfCategory } from '../../src/core/ingredients';

const category = (id: string) => categories.find((c) => c.id === id)!;
const home = ['length', 'temperature', 'area', 'volume', 'weight', 'time'].map(category);
const recordOf = (id: string) => categories.find((c) => c.id === id);
const reading = (r: BoxResult): BoxReading => {
  if ('needs' in r) throw new Error(`needs ${r.needs}`);
  if ('calculated' in r) throw new Error(`calculated ${r.calculated.amountText}`);
  return r;
};

/** The box read on `at`'s converter, showing `from` → `to`: 'category: from -> to value [amount]'. */
function box(
  text: string,
  at: CategoryRecord,
  units: [string, string],
  offered: readonly CategoryRecord[] = home,
): string {
  const from = at.units.find((u) => u.id === units[0])!;
  const r = reading(
    readBox(text, { categories: offered, category: at, from, format: 'dot', readers, recordOf }),
  );
  if (r.typed.kind !== 'value') return r.typed.kind;
  const next = boxUnits(r, { fromUnit: units[0], toUnit: units[1] })!;
  return `${r.category.id}: ${next.fromUnit} -> ${next.toUnit} ${toRatioString(r.typed.value)}${r.amount ? ` [${r.amount}]` : ''}`;
}

describe('the smart box', () => {
  const length = category('length');
  it.each([
    ['12', 'length: foot -> meter 12'],
    ['10 km', 'length: kilometer -> meter 10'],
    ['5 ft 3 in to cm', 'length: foot -> centimeter 21/4 [5 ft 3 in]'],
    ['72 f in c', 'temperature: fahrenheit -> celsius 72'],
    ['how many ounces in a pound', 'weight: pound -> ounce 1'],
    ['ounces in a pound', 'weight: pound -> ounce 1'],
    ['kg to lb', 'weight: kilogram -> pound 1'],
  ])('reads %j on the length converter as %s', (text, expected) => {
    expect(box(text, length, ['foot', 'meter'])).toBe(expected);
  });

  it('reads a quantity or a question of any category, offered or not', () => {
    expect(box('20 °C', length, ['foot', 'meter'])).toMatch(/^temperature: celsius -> /);
    expect(box('20 °C', length, ['foot', 'meter'], [length])).toMatch(/^temperature: celsius -> /);
    expect(box('72 f in c', length, ['foot', 'meter'], [length])).toBe(
      'temperature: fahrenheit -> celsius 72',
    );
    expect(box('1 GB to MB', length, ['foot', 'meter'])).toMatch(/ -> megabyte 1$/);
    expect(box('0 dBm to mW', length, ['foot', 'meter'])).toMatch(/ -> milliwatt 0$/);
  });

  it('leaves text on its way to a number or a sum to the converter it is typed in', () => {
    for (const t of ['1e', '2.5E-', '5 ft +']) expect(box(t, length, ['foot', 'meter'])).toBe('error');
  });

  it('asks for the units of a category it does not have at hand', () => {
    const r = readBox('1 bar to Pa', {
      categories: home,
      category: length,
      from: length.units[0]!,
      format: 'dot',
      readers,
      recordOf: (id) => home.find((c) => c.id === id),
    });
    expect(r).toEqual({ needs: 'pressure' });
  });

  it('finds a question whose target is still being typed, and leaves the inch after a number alone', () => {
    for (const t of [
      '100 km/h in',
      '100 km/h in ',
      '100 km/h in mp',
      '5 ft to',
      '1 in to',
      '1 cup of flour in',
      '3 m ->',
      '10 kg = l',
    ])
      expect(unfinishedTarget(t), t).toBe(true);
    for (const t of ['5 ft 3 in', '10 in', '1 sq in', '2 cubic in', '12', 'in', '5 ft 3 in to 2'])
      expect(unfinishedTarget(t), t).toBe(false);
  });

  it('finds where a text ends part-way through a longer spelling', () => {
    for (const t of ['0 d', '1 G', '5 fl', '1 b', '100 k', '1 cu'])
      expect(readers.continues(t), t).toBe(true);
    // A unit typed whole, or a word ended by a space, is no longer on its way to another.
    for (const t of ['0 dBm', '1 U to nkat', '12', '100 km/h in mph', '100 k ', '1 cup in grams'])
      expect(readers.continues(t), t).toBe(false);
  });

  it('never leaves the same unit on both sides when a typed unit equals the target', () => {
    const temperature = category('temperature');
    expect(box('72 F', temperature, ['celsius', 'fahrenheit'])).toBe('temperature: fahrenheit -> celsius 72');
    expect(box('1 lb', category('weight'), ['kilogram', 'pound'])).toBe('weight: pound -> kilogram 1');
    expect(box('3 ft', length, ['meter', 'foot'])).toBe('length: foot -> meter 3');
    // A question that names the same unit twice is answered as asked.
    expect(box('3 ft to ft', length, ['meter', 'foot'])).toBe('length: foot -> foot 3');
  });

  it('pairs every unit of every category with a different unit of the same category', () => {
    for (const c of categories) {
      if (c.units.length < 2) continue;
      for (const u of c.units) {
        const partner = naturalPartner(c, u.id);
        expect(partner, `${c.id}/${u.id}`).not.toBe(u.id);
        expect(
          c.units.some((x) => x.id === partner),
          `${c.id}/${u.id}`,
        ).toBe(true);
      }
    }
  });

  it('partners the default pair with each other and other units across measuring systems', () => {
    expect(naturalPartner(category('temperature'), 'fahrenheit')).toBe('celsius');
    expect(naturalPartner(category('weight'), 'pound')).toBe('kilogram');
    expect(naturalPartner(category('length'), 'foot')).toBe('meter');
    expect(naturalPartner(category('length'), 'kilometer')).toBe('mile');
  });
});

describe('the smart box with the whole catalogue', () => {
  const read = (text: string, at: CategoryRecord, fromId: string) =>
    reading(
      readBox(text, {
        categories: home,
        category: at,
        from: at.units.find((u) => u.id === fromId)!,
        format: 'dot',
        readers,
        recordOf,
      }),
    );

  it('shows a mixed answer in the composition it names, converted to its largest unit', () => {
    const r = read('1.8 m to feet and inches', category('length'), 'meter');
    expect(r.typed.kind === 'value' && `${toRatioString(r.typed.value)} ${r.typed.unit.id}`).toBe(
      '9/5 meter',
    );
    expect([r.to?.id, r.composition]).toEqual(['foot', 'foot.inch']);
    expect(read('5000 s to h:m:s', category('time'), 'second').composition).toBe('hour.minute.second');
  });
  it('leaves a mixed answer in units no composition has, or in units no category has, as the language gives it', () => {
    expect(answered('1.8 m to yards and inches')).toBe('1.8 m');
    expect(answered('1 kWh / 100 km to Wh/mi')).toBe('1 kWh / 100 km');
    expect(answered('1 J to N * m')).toBe('1 J');
  });

  /** The box read on the length converter with these readers. */
  const readWith = (text: string, with_: Partial<BoxReaders> = {}, records = recordOf) =>
    readBox(text, {
      categories: home,
      category: category('length'),
      from: category('length').units[0]!,
      format: 'dot',
      readers: { ...readers, ...with_ },
      recordOf: records,
    });
  /** The box's answer to `text` when only the language gives one: the amount it answers. */
  const answered = (text: string, with_: Partial<BoxReaders> = {}) => {
    const r = readWith(text, with_);
    return 'calculated' in r ? r.calculated.amountText : null;
  };

  it('answers a plain number worked out of units that cancel, not one of units side by side', () => {
    expect(['3m/4m', 'hour/second', '5 cm / m', '1 kph / (km/hour)'].map((t) => answered(t))).toEqual([
      '3m/4m',
      'hour/second',
      '5 cm / m',
      '1 kph / (km/hour)',
    ]);
    // '98.6 %%' (a slip of the finger) and 'kilohertz millisecond' stay the converter's error.
    expect(answered('98.6 %%')).toBeNull();
    expect(answered('kilohertz millisecond')).toBeNull();
  });

  it('shows a number written with an exponent as a number, and only an amount in more than one unit as typed', () => {
    const amount = (text: string) => read(text, category('length'), 'foot').amount;
    expect(['1.5e3 m', '1e3 m to km', '2E-3 km', '1.5e3 m 2 cm'].map(amount)).toEqual([
      null,
      null,
      null,
      '1.5e3 m 2 cm',
    ]);
  });

  it('takes a division for working out wherever it asks, and a fraction’s bar for none', () => {
    const amount = (text: string) => read(text, category('length'), 'foot').amount;
    // Worked out: shown as its result, a division by a number as a multiplication is.
    expect(['3 ft * 2', '3 ft / 2', '6 m/2', '3 ft x 2', '2 X 3 ft'].map(amount)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    // A fraction's bar is part of the number: the amount is shown as typed.
    expect(amount('5 ft 3 1/2 in')).toBe('5 ft 3 1/2 in');
    // Units side by side that cancel stay the converter's error, after a fraction as after a decimal.
    expect(answered('1/2 %%')).toBeNull();
    expect(answered('3 m / 4 m')).toBe('3 m / 4 m');
  });

  describe('a question whose answer is in another category than its amount', () => {
    // Read as '1 J/kg' of fuel energy per mass, to 'Gy' of absorbed dose, which counts J/kg too:
    // the dose converter shows it, as long as it gives the same answer.
    const index = spellingIndex(readers.categories);
    const fuel = meaningsOf(index, 'J/kg').find((m) => m.category.id === 'fuel_efficiency_mass')!;
    const asFuel = (c: Calculation, value?: Exact): Calculation => {
      if (!c.ok || !c.source || !c.parts[0]) throw new Error('no answer');
      const [part] = c.parts;
      return { ...c, source: { ...c.source, unit: fuel }, parts: [{ ...part, value: value ?? part.value }] };
    };
    const across = (value?: Exact): Partial<BoxReaders> => ({
      query: () => null,
      calculate: (text) => asFuel(readers.calculate(text), value),
    });

    it('moves to the answer’s category, from its unit of that id, once its units are at hand', () => {
      const r = reading(readWith('2 J/kg to Gy', across()));
      expect(r.typed.kind === 'value' && `${r.category.id}: ${r.typed.unit.id} -> ${r.to?.id}`).toBe(
        'radiation_absorbed_dose: joule_per_kilogram -> gray',
      );
      const waiting = (id: string) => (id === 'radiation_absorbed_dose' ? undefined : recordOf(id));
      expect(readWith('2 J/kg to Gy', across(), waiting)).toEqual({ needs: 'radiation_absorbed_dose' });
    });
    it('shows the language’s answer when that category converts the amount to another value', () => {
      expect(answered('2 J/kg to Gy', across(exact(3n)))).toBe('2 J/kg');
    });
  });
});

describe('the smart box with the ingredients', () => {
  const volume = category('volume');
  const weight = category('weight');
  const catalog = JSON.parse(JSON.stringify(ingredients)) as typeof ingredients;
  /** Categories as the browser has them: an ingredient's is made once asked for. */
  const withIngredients = (id: string) => {
    const ingredient = catalog.ingredients.find((i) => i.id === ingredientOfCategory(id));
    return ingredient ? ingredientCategory(ingredient, catalog, volume, weight) : recordOf(id);
  };
  const length = category('length');
  const at = {
    categories: home,
    category: length,
    from: length.units.find((u) => u.id === 'foot')!,
    format: 'dot' as const,
    readers,
  };

  it.each([
    ['1 cup of flour in grams', 'ingredient-all_purpose_flour: cup_us -> gram 1'],
    ['1 cup flour to g', 'ingredient-all_purpose_flour: cup_us -> gram 1'],
    ['200 g sugar in cups', 'ingredient-granulated_sugar: gram -> cup_us 200'],
    ['2 sticks of butter in grams', 'ingredient-butter: stick -> gram 2'],
    ['3/4 cup brown sugar to oz', 'ingredient-brown_sugar: cup_us -> ounce 3/4'],
    ['1 tbsp honey in g', 'ingredient-honey: tablespoon_us -> gram 1'],
    ['how many cups is 500 g of rice', 'ingredient-white_rice: gram -> cup_us 500'],
    ['2 cups of milk', 'ingredient-whole_milk: cup_us -> gram 2'],
  ])('reads %j as a question in the ingredient’s category: %s', (text, expected) => {
    const r = reading(readBox(text, { ...at, recordOf: withIngredients }));
    const next = boxUnits(r, { fromUnit: 'foot', toUnit: 'meter' })!;
    expect(
      r.typed.kind === 'value' &&
        `${r.category.id}: ${next.fromUnit} -> ${next.toUnit} ${toRatioString(r.typed.value)}`,
    ).toBe(expected);
  });
  it('reads a question in an ingredient’s own units on a converter offering it (the kitchen’s): ounces there are a weight', () => {
    const butter = withIngredients('ingredient-butter')!;
    const on = {
      ...at,
      ingredientPicked: true,
      category: butter,
      from: butter.units.find((u) => u.id === 'cup_us')!,
      recordOf: withIngredients,
    };
    for (const [text, expected] of [
      ['1 cup in ounces', 'cup_us -> ounce'],
      ['1 cup in grams', 'cup_us -> gram'],
      ['3 tbsp to g', 'tablespoon_us -> gram'],
    ]) {
      const r = reading(readBox(text!, on));
      expect(`${r.category.id}: ${r.typed.kind === 'value' ? r.typed.unit.id : ''} -> ${r.to?.id}`).toBe(
        `ingredient-butter: ${expected}`,
      );
    }
    // Elsewhere an ingredient shown last lasts no longer than the question that named it.
    const after = { ...on, ingredientPicked: false };
    expect(reading(readBox('1 cup in grams', after)).typed.kind).toBe('error');
    expect(reading(readBox('1 pint in ml', after)).category.id).toBe('volume');
  });
  it('asks for an ingredient’s units before reading a question about it', () => {
    expect(readBox('1 cup of flour in grams', { ...at, recordOf })).toEqual({
      needs: 'ingredient-all_purpose_flour',
    });
  });
  it('leaves a volume asked as a weight without an ingredient, and every other question, as they were', () => {
    expect(reading(readBox('1 cup in grams', { ...at, recordOf: withIngredients })).typed.kind).toBe('error');
    expect(reading(readBox('1 inch of water to pa', { ...at, recordOf: withIngredients })).category.id).toBe(
      'pressure',
    );
    expect(reading(readBox('1 cup to ml', { ...at, recordOf: withIngredients })).category.id).toBe('volume');
  });
});
