/**
 * An ingredient as a category: its household measure weighs exactly what the data says, its
 * volumes and weights convert among themselves as their own categories convert them, and its
 * own measures (a stick) belong to it alone.
 */
import { describe, expect, it } from 'vitest';
import { ingredients as catalog } from '../../src/generated/ingredients';
import { categories } from '../../src/build-time/catalog';
import { ingredientCategory, KITCHEN_VOLUMES, KITCHEN_WEIGHTS } from '../../src/core/ingredientCategory';
import { ingredientCategoryId } from '../../src/core/ingredients';
import { splitMeasure } from '../../src/core/ingredients';
import { convertTyped, showResult } from '../../src/core/quantityResult';
import { AUTO, type Precision } from '../../src/core/precision';
import { equals, exact, fromRatioString, toNumber } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';

const volume = categories.find((c) => c.id === 'volume')!;
const weight = categories.find((c) => c.id === 'weight')!;
const categoryOf = (id: string) =>
  ingredientCategory(
    catalog.ingredients.find((i) => i.id === id)!,
    catalog,
    volume,
    weight,
  );
const unitOf = (c: ReturnType<typeof categoryOf>, id: string) => c.units.find((u) => u.id === id)!;

describe('an ingredient as a category', () => {
  it('has every kitchen volume and weight the catalogue has, each once, and no id of a catalogue category', () => {
    const ids = new Set(categories.map((c) => c.id));
    for (const ingredient of catalog.ingredients) {
      const c = ingredientCategory(ingredient, catalog, volume, weight);
      const unitIds = c.units.map((u) => u.id);
      expect(new Set(unitIds).size, ingredient.id).toBe(unitIds.length);
      expect(unitIds, ingredient.id).toEqual(
        expect.arrayContaining([...KITCHEN_VOLUMES, ...KITCHEN_WEIGHTS]),
      );
      expect(ids.has(c.id), c.id).toBe(false);
      expect(c.id).toBe(ingredientCategoryId(ingredient));
    }
  });

  it('weighs each ingredient’s household measure at exactly the grams its source gives', () => {
    const gram = weight.units.find((u) => u.id === 'gram')!;
    for (const ingredient of catalog.ingredients) {
      const c = ingredientCategory(ingredient, catalog, volume, weight);
      const { amount, unit } = splitMeasure(ingredient.measure)!;
      const grams = convertTyped(parseExact(amount)!, unitOf(c, unit), unitOf(c, 'gram'))!;
      expect(toNumber(grams), `${ingredient.id}: ${ingredient.measure}`).toBeCloseTo(ingredient.grams, 9);
      expect(unitOf(c, 'gram')).toEqual(gram);
    }
  });

  it('converts volume to volume and weight to weight exactly as the catalogue does, and marks only volumes as measured', () => {
    const flour = categoryOf('all_purpose_flour');
    const twelve = exact(12n);
    for (const [a, b] of [
      ['cup_us', 'tablespoon_us'],
      ['cup_metric', 'milliliter'],
      ['liter', 'fluid_ounce_uk'],
    ] as const) {
      const catalogue = convertTyped(
        twelve,
        volume.units.find((u) => u.id === a)!,
        volume.units.find((u) => u.id === b)!,
      )!;
      expect(
        equals(convertTyped(twelve, unitOf(flour, a), unitOf(flour, b))!, catalogue),
        `${a} → ${b}`,
      ).toBe(true);
    }
    const pounds = convertTyped(twelve, unitOf(flour, 'ounce'), unitOf(flour, 'pound'))!;
    expect(equals(pounds, fromRatioString('3/4'))).toBe(true);
    expect(flour.units.filter((u) => u.measured).map((u) => u.id)).toEqual([...KITCHEN_VOLUMES]);
  });

  it('gives a stick only to what a stick measures: 2 sticks of butter weigh what 1 cup does', () => {
    const butter = categoryOf('butter');
    const two = convertTyped(exact(2n), unitOf(butter, 'stick'), unitOf(butter, 'gram'))!;
    const cup = convertTyped(exact(1n), unitOf(butter, 'cup_us'), unitOf(butter, 'gram'))!;
    expect(equals(two, cup)).toBe(true);
    expect(categoryOf('all_purpose_flour').units.some((u) => u.id === 'stick')).toBe(false);
  });
});

describe('answers that rest on a density', () => {
  const flour = categoryOf('all_purpose_flour');
  const show = (n: string, a: string, b: string, precision: Precision = AUTO) => {
    const r = convertTyped(parseExact(n)!, unitOf(flour, a), unitOf(flour, b))!;
    return showResult(r, unitOf(flour, b), { precision, format: 'dot' });
  };

  it('are rounded (≈) to four significant digits, without zeros that claim more', () => {
    expect(show('1', 'cup_us', 'gram')).toMatchObject({ text: '125', exact: false });
    expect(show('3', 'cup_metric', 'ounce')).toMatchObject({ text: '13.98', exact: false });
    expect(show('200', 'gram', 'cup_us')).toMatchObject({ text: '1.6', exact: false });
    expect(show('0', 'cup_us', 'gram')).toMatchObject({ text: '0', exact: true });
  });

  it('show fewer digits when the visitor asks for fewer, never more', () => {
    expect(show('3', 'cup_metric', 'ounce', { kind: 'significant', digits: 2 }).text).toBe('14');
    expect(show('3', 'cup_metric', 'ounce', { kind: 'significant', digits: 9 }).text).toBe('13.98');
    expect(show('3', 'cup_metric', 'ounce', { kind: 'decimals', decimals: 6 }).text).toBe('13.98');
  });

  it('between two volumes or two weights stay exact', () => {
    expect(show('1', 'cup_us', 'tablespoon_us')).toMatchObject({ text: '16', exact: true });
    expect(show('1', 'pound', 'ounce')).toMatchObject({ text: '16', exact: true });
  });
});
