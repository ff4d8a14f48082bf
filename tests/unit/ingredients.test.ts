/**
 * Cooking by ingredient: the compiled ingredients (each density positive, sourced, within its
 * group's range) and the quantity language reading questions about them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import './propertySeed';
import { fuzzText, isSane, MAX_STEPS, withinSteps } from './quantityFuzz';
import { ingredients as catalog } from '../../src/generated/ingredients';
import { categories } from '../../src/build-time/catalog';
import { ingredientQuestion, type IngredientAnswer } from '../../src/core/language/ingredientQuestion';
import { calculate } from '../../src/core/language/calculate';
import { fromRatioString, toNumber } from '../../src/core/rational';
import { splitMeasure } from '../../src/core/ingredients';
import { AUTO, formatExact } from '../../src/core/numberFormat';

const byId = new Map(catalog.ingredients.map((i) => [i.id, i]));
const ingredient = (id: string) => byId.get(id)!;
/** g/mL of an ingredient, from its compiled density (kg/m³). */
const gPerMl = (id: string) => toNumber(fromRatioString(ingredient(id).density)) / 1000;
const ask = (text: string) => ingredientQuestion(text, categories, catalog);
const answered = (text: string): Extract<IngredientAnswer, { ok: true }> => {
  const a = ask(text);
  if (!a?.ok)
    throw new Error(`${text}: ${a ? a.diagnostic.message : 'not read as a question about an ingredient'}`);
  return a;
};

// Exact volumes of the measures, in mL (NIST Handbook 44: the US cup is 8 US fl oz, half a US pint).
const CUP = 236.5882365;
const TBSP = CUP / 16;
const OUNCE = 28.349523125;
/** The measures the data uses, in mL. */
const MEASURE_ML: Record<string, number> = {
  cup_us: CUP,
  tablespoon_us: TBSP,
  teaspoon_us: CUP / 48,
  fluid_ounce_us: CUP / 8,
};

describe('the ingredients', () => {
  it('are at least 150, in every group, with the popular ones among them', () => {
    expect(catalog.ingredients.length).toBeGreaterThanOrEqual(150);
    for (const g of catalog.groups)
      expect(catalog.ingredients.filter((i) => i.group === g.id).length, g.id).toBeGreaterThan(0);
    for (const id of catalog.popular) expect(byId.has(id), id).toBe(true);
  });

  it.each(catalog.ingredients.map((i) => [i.id, i] as const))(
    '%s: a positive density within its group, from a named measure and source',
    (_id, i) => {
      const group = catalog.groups.find((g) => g.id === i.group)!;
      const density = gPerMl(i.id);
      expect(Number.isFinite(density) && density > 0).toBe(true);
      expect(density).toBeGreaterThanOrEqual(group.density[0]);
      expect(density).toBeLessThanOrEqual(group.density[1]);
      // The source names the food by its number and says what the measure weighed, as the data has it.
      expect(i.source).toMatch(/^USDA SR26, NDB \d{5} \(.+\): .+ = [\d.]+ g$/);
      expect(Number(/= ([\d.]+) g$/.exec(i.source)![1])).toBe(i.grams);
      expect(splitMeasure(i.measure)).not.toBeNull();
    },
  );

  it.each(catalog.ingredients.map((i) => [i.id, i] as const))(
    '%s: a density that is its weight over its measure',
    (_id, i) => {
      const { amount, unit } = splitMeasure(i.measure)!;
      const [n, d = '1'] = amount.split('/');
      expect(gPerMl(i.id)).toBeCloseTo(i.grams / ((Number(n) / Number(d)) * MEASURE_ML[unit]!), 12);
    },
  );
});

describe('questions about an ingredient', () => {
  // [text, ingredient, the expected answer from the data, its unit's symbol]
  const cases: [string, string, number, string][] = [
    ['1 cup of flour in grams', 'all_purpose_flour', 125, 'g'],
    ['1 cup flour to g', 'all_purpose_flour', 125, 'g'],
    ['200 g sugar in cups', 'granulated_sugar', 200 / (gPerMl('granulated_sugar') * CUP), 'cup (US)'],
    ['2 sticks of butter in grams', 'butter', 2 * 8 * TBSP * gPerMl('butter'), 'g'],
    ['3/4 cup brown sugar to oz', 'brown_sugar', (0.75 * CUP * gPerMl('brown_sugar')) / OUNCE, 'oz'],
    ['1 tbsp honey in g', 'honey', TBSP * gPerMl('honey'), 'g'],
    ['how many cups is 500 g of rice', 'white_rice', 500 / (gPerMl('white_rice') * CUP), 'cup (US)'],
    ['how many grams in a cup of sugar', 'granulated_sugar', CUP * gPerMl('granulated_sugar'), 'g'],
    ['1 metric cup of flour in grams', 'all_purpose_flour', 250 * gPerMl('all_purpose_flour'), 'g'],
  ];
  it.each(cases)('%s', (text, id, expected, symbol) => {
    const a = answered(text);
    expect(a.ingredient.id).toBe(id);
    expect(a.answer.unit.unit.symbol).toBe(symbol);
    expect(toNumber(a.answer.value)).toBeCloseTo(expected, 9);
  });

  it('gives answers that rest on the density, rounded (≈) to four significant digits', () => {
    const a = answered('1 cup of flour in grams');
    expect(a.answer.value.measured).toBe(true);
    expect(formatExact(a.answer.value, { precision: AUTO, format: 'dot', grouping: true })).toEqual({
      text: '125',
      exact: false,
    });
    expect(
      formatExact(answered('3/4 cup brown sugar to oz').answer.value, {
        precision: AUTO,
        format: 'dot',
        grouping: true,
      }).text,
    ).toBe('5.82');
  });

  it('reads the amount as typed, in the unit typed', () => {
    const a = answered('3/4 cup brown sugar to oz');
    expect([toNumber(a.amount.value), a.amount.unit.unit.id]).toEqual([0.75, 'cup_us']);
  });

  it("reads every ingredient by its name and each of its aliases, 'of' or not", () => {
    const misread: string[] = [];
    for (const i of catalog.ingredients) {
      for (const spelling of [i.name, ...i.aliases]) {
        for (const text of [`1 cup of ${spelling} in grams`, `100 g ${spelling} to cups`]) {
          const a = ask(text);
          if (!a?.ok || a.ingredient.id !== i.id)
            misread.push(`${text}: ${a?.ok ? a.ingredient.id : (a?.diagnostic.message ?? 'not read')}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it('asks for the ingredient when a volume is asked as a weight, or back, offering the common ones', () => {
    for (const text of ['1 cup in grams', '200 g to cups', 'how many grams in a tablespoon']) {
      const a = ask(text);
      expect(a?.ok, text).toBe(false);
      if (a?.ok !== false) continue;
      expect(a.diagnostic.kind).toBe('needsIngredient');
      expect(a.diagnostic.message).toMatch(/name the ingredient/);
      expect(a.diagnostic.message).toContain('all-purpose flour, granulated sugar');
      expect(a.diagnostic.message).not.toMatch(/does not convert/);
    }
  });

  it('names a word after "of" that is neither a unit nor an ingredient, never reading it as a unit', () => {
    const a = ask('1 cup of flurb in grams');
    expect(a?.ok).toBe(false);
    if (a?.ok !== false) return;
    expect(a.diagnostic).toMatchObject({ kind: 'unknownIngredient', start: 9, end: 14 });
    expect(a.diagnostic.message).toMatch(/^‘flurb’ is not a unit or an ingredient we know/);
  });

  it('tells a count of eggs asked as a weight why it has no single answer, what a large egg weighs and what to ask', () => {
    const egg = ingredient('beaten_egg').counted!;
    // The catalogue's figure, with its source: USDA's large whole egg, raw, without its shell.
    expect(egg).toMatchObject({ name: 'egg', plural: 'eggs', grams: 50 });
    expect(egg.source).toMatch(
      /^USDA FoodData Central, SR Legacy NDB 01123 \(Egg, whole, raw, fresh\): 1 large = 50 g/,
    );
    const instead = 'Ask for a volume, such as';
    for (const [text, message] of [
      [
        '2 eggs in grams',
        `Eggs are counted, not measured: 2 eggs weigh about 100 g if each is a large egg without its shell (50 g), but sizes differ. ${instead} ‘1 cup of beaten egg in grams’.`,
      ],
      [
        'an egg in grams',
        `Eggs are counted, not measured: a large egg without its shell weighs about 50 g, but sizes differ. ${instead} ‘1 cup of beaten egg in grams’.`,
      ],
      [
        '3 eggs to oz',
        `Eggs are counted, not measured: 3 eggs weigh about 150 g if each is a large egg without its shell (50 g), but sizes differ. ${instead} ‘1 cup of beaten egg in oz’.`,
      ],
    ]) {
      const a = ingredientQuestion(text!, categories, catalog);
      expect(a?.ok, text).toBe(false);
      expect(a?.ok === false && a.diagnostic).toEqual({
        kind: 'cannotConvert',
        start: 0,
        end: text!.length,
        message,
      });
    }
    // The example works, and a measure of eggs is still a volume that weighs.
    expect(answered('1 cup of beaten egg in grams').answer.value).toEqual(
      answered('1 cup of eggs in grams').answer.value,
    );
    expect(toNumber(answered('1 cup of beaten egg in grams').answer.value)).toBeCloseTo(243, 6);
    expect(answered('1 cup of beaten egg in oz').answer.unit.unit.id).toBe('ounce');
  });

  it('never drops words after "of": without the ingredients, they are words the language does not know', () => {
    for (const text of ['1 cup of flurb', '1 cup of flour in g']) {
      const c = calculate(text, categories);
      expect(c.ok === false && [c.diagnostic.kind, text.slice(c.diagnostic.start, c.diagnostic.end)]).toEqual(
        ['unknownWord', text.split(' ')[3]],
      );
    }
  });

  it('keeps a measure made for some ingredients to those', () => {
    expect(answered('2 sticks in grams').ingredient.id).toBe('butter');
    const a = ask('1 stick of flour in g');
    expect(a?.ok).toBe(false);
    expect(a?.ok === false && a.diagnostic.message).toMatch(/^A stick measures butter/);
  });

  it('leaves every other question to the language', () => {
    for (const text of [
      '5 ft to cm',
      '1 inch of water',
      '72 f in c',
      '10 km',
      'how many ounces in a pound',
      '',
    ])
      expect(ask(text), text).toBeNull();
  });
});

describe('ingredient questions: fuzz', () => {
  const words = fc.constantFrom(
    'flour',
    'of',
    'sugar',
    'brown sugar',
    'sticks',
    'stick',
    'butter',
    'cup',
    'cups',
    'tbsp',
    'g',
    'oz',
    'in',
    'to',
    'how many',
    'is',
    'honey',
    'water',
    'flurb',
    'cream of tartar',
    '3/4',
    '½',
    '2',
    ' ',
  );
  const text = fc.oneof(
    fuzzText,
    fc.array(words, { maxLength: 10 }).map((w) => w.join(' ')),
  );
  it('never throws, never yields NaN or Infinity, and reads within three readings of the language (5,000 strings)', () => {
    fc.assert(
      fc.property(text, (t) => {
        const a = withinSteps(3 * MAX_STEPS.calculate, () => ask(t));
        if (!isSane(a)) return false;
        return (
          a === null ||
          a.ok ||
          (a.diagnostic.start >= 0 &&
            a.diagnostic.end <= Math.max(t.length, a.diagnostic.start) &&
            a.diagnostic.message.length > 0)
        );
      }),
      { numRuns: 5_000 },
    );
  });
});
