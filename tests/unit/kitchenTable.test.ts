/**
 * An ingredient page's tables and the answer's words for an ingredient: every value is what the
 * converter answers (rounded, since it rests on a measured density), and the answer names the
 * ingredient and which cup it means.
 */
import { describe, expect, it } from 'vitest';
import { getCategory } from '../../src/build-time/catalog';
import { ingredients } from '../../src/generated/ingredients';
import { ingredientCategory } from '../../src/core/ingredientCategory';
import { CUP_AMOUNTS, GRAM_AMOUNTS, kitchenTables } from '../../src/core/kitchenTable';
import { answerView, MEASURED_NOTE } from '../../src/core/answerView';
import { convertTyped, showResult } from '../../src/core/quantityResult';
import { AUTO } from '../../src/core/numberFormat';
import { fromRatioString, toNumber } from '../../src/core/rational';

const volume = getCategory('volume')!;
const weight = getCategory('weight')!;
const of = (id: string) =>
  ingredientCategory(
    ingredients.ingredients.find((i) => i.id === id)!,
    ingredients,
    volume,
    weight,
  );

describe('an ingredient page’s tables', () => {
  it('weighs the cups people bake with, spoons and its own measures, to four significant digits', () => {
    const { byVolume, byWeight } = kitchenTables(of('butter'), ['stick']);
    expect(byVolume.columns.map((u) => u.id)).toEqual(['gram', 'ounce']);
    expect(byVolume.rows.map((r) => `${r.amount} ${r.unit.id}`)).toEqual([
      ...CUP_AMOUNTS.map((a) => `${a} cup_us`),
      '1 cup_metric',
      '1 tablespoon_us',
      '1 teaspoon_us',
      '1 stick',
    ]);
    const row = (amount: string, unit: string) =>
      byVolume.rows.find((r) => r.amount === amount && r.unit.id === unit)!.values;
    // Butter: 1 cup = 227 g, a stick half a cup.
    expect(row('1', 'cup_us')).toEqual(['227', '8.007']);
    expect(row('1', 'stick')).toEqual(['113.5', '4.004']);
    expect(row('1/3', 'cup_us')[0]).toBe('75.67');
    expect(byWeight.rows.map((r) => r.amount)).toEqual([...GRAM_AMOUNTS]);
    expect(byWeight.columns.map((u) => u.id)).toEqual(['cup_us', 'cup_metric']);
  });
  it('agrees with the ingredient’s density for every popular ingredient, within rounding', () => {
    for (const id of ingredients.popular) {
      const ingredient = ingredients.ingredients.find((i) => i.id === id)!;
      const { byVolume } = kitchenTables(of(id));
      const cup = byVolume.rows.find((r) => r.amount === '1' && r.unit.id === 'cup_us')!;
      const grams = Number(cup.values[0]!.replace(/,/g, ''));
      const expected = (toNumber(fromRatioString(ingredient.density)) * 236.5882365) / 1000;
      expect(Math.abs(grams - expected) / expected, id).toBeLessThan(0.0005);
    }
  });
});

describe('the answer for an ingredient', () => {
  it('names the ingredient and the cup, with ≈, and a stick in its plural', () => {
    const butter = of('butter');
    const unit = (id: string) => butter.units.find((u) => u.id === id)!;
    const view = (value: string, from: string, to: string) => {
      const exactResult = convertTyped(fromRatioString(value), unit(from), unit(to));
      const shown = showResult(exactResult!, unit(to), {
        precision: AUTO,
        format: 'dot',
        composition: null,
        formatMixed: null,
      });
      return answerView({
        from: unit(from),
        to: unit(to),
        typed: { kind: 'value', value: fromRatioString(value), unit: unit(from), typedUnit: true },
        amount: null,
        exactResult,
        shown,
        error: false,
        fromValue: fromRatioString(value),
        prefs: { precision: AUTO, format: 'dot' },
        exactView: false,
        subject: butter.name,
      });
    };
    const cup = view('1', 'cup_us', 'gram');
    expect(`${cup.lead}${cup.result}${cup.unit}`).toBe('1 cup (US) of butter ≈ 227 g');
    expect(cup.unitLine && `${cup.unitLine.lead}${cup.unitLine.number}${cup.unitLine.word}`).toBe(
      '1 US cup of butter ≈ 227 grams',
    );
    // A measured pair has no formula: a note says why it is rounded; a weight to a weight is exact and has one.
    expect(cup.measuredNote).toBe(MEASURED_NOTE);
    expect(view('1', 'gram', 'ounce').measuredNote).toBeNull();
    const sticks = view('2', 'stick', 'gram');
    expect(`${sticks.lead}${sticks.result}${sticks.unit}`).toBe('2 sticks of butter ≈ 227 g');
    const back = view('227', 'gram', 'stick');
    expect(`${back.lead}${back.result}${back.unit}`).toBe('227 g of butter ≈ 2 sticks');
  });
});
