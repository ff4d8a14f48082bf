import { describe, expect, it } from 'vitest';
import { compileErrors as errorsOf } from './runRule';

describe('ingredientsValid', () => {
  it('names each fault of ingredients.yml with its position and a plain sentence', () => {
    expect(errorsOf('ingredients-bad')).toEqual([
      'ingredients-bad/ingredients.yml:3:35: groups.sugar.density: the lowest density comes first',
      "ingredients-bad/ingredients.yml:4:18: popular.1: there is no ingredient 'rye_flour'",
      "ingredients-bad/ingredients.yml:9:13: units.stick.volume: there is no unit 'foot' in the volume category",
      "ingredients-bad/ingredients.yml:10:11: units.stick.for.0: there is no ingredient 'butter'",
      "ingredients-bad/ingredients.yml:16:28: ingredients.flour.aliases.1: 'flour' is this one's own name; list only other spellings",
      "ingredients-bad/ingredients.yml:16:35: ingredients.flour.aliases.2: 'liter' already names a unit of volume; an ingredient or measure needs a word of its own",
      "ingredients-bad/ingredients.yml:23:15: ingredients.bread_flour.aliases.0: 'plain flour' already names 'flour'; a name or alias must point to one ingredient or measure",
      "ingredients-bad/ingredients.yml:24:12: ingredients.bread_flour.group: there is no group 'flours' (groups: flour, sugar)",
      "ingredients-bad/ingredients.yml:32:12: ingredients.sugar.grams: 1250 g in 1 cup_us is 5.28 g/mL, outside the flours group's 0.3–0.8 g/mL: check the weight and the measure",
      "ingredients-bad/ingredients.yml:37:14: ingredients.salt.measure: there is no unit 'teaspoon_us' in the volume category",
    ]);
  });
});
