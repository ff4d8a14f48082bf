/**
 * Questions about an ingredient: '1 cup of flour in grams', '200 g sugar in cups', '2 sticks of
 * butter in grams', 'how many cups is 500 g of rice'. The grammar reads the ingredient as part
 * of the question (see kitchen.ts and calculate.ts), and its density turns a volume into a
 * weight and back. A density is a measured average, so every such answer is rounded (≈). Here
 * the language's one reading of the text becomes the kitchen's answer, or the kitchen's
 * sentence when the question cannot be answered as asked.
 */
import { dimEquals } from '../dimension';
import type { DecimalMark } from '../quantityNumber';
import type { IngredientCatalog, IngredientRecord } from '../ingredients';
import { calculate, type AnswerPart, type Calculation } from './calculate';
import type { Diagnostic } from './diagnostic';
import { MASS, VOLUME } from './kitchen';
import type { LanguageCategoryInput } from './spellings';

export type IngredientAnswer =
  | {
      ok: true;
      ingredient: IngredientRecord;
      /** The amount asked about, in the unit typed ('1 cup' as 1 US cup). */
      amount: AnswerPart;
      /** The answer, rounded: a density is a measured average. */
      answer: AnswerPart;
      /** The language's reading, for the rest of what it knows (the amount as typed, alternatives). */
      calculation: Calculation & { ok: true };
    }
  | { ok: false; diagnostic: Diagnostic };

const isVolumeOrMass = (part: AnswerPart | null | undefined): part is AnswerPart =>
  !!part &&
  (dimEquals(part.unit.category.dimension, VOLUME) || dimEquals(part.unit.category.dimension, MASS));

/**
 * The kitchen's answer to a reading of the language made with the ingredients: a volume or a
 * weight of an ingredient asked in one unit, or the sentence of a question about an ingredient
 * that cannot be answered as asked ('1 cup in grams', '2 eggs in grams'); null for anything else.
 */
export function ingredientAnswer(calculation: Calculation): IngredientAnswer | null {
  if (!calculation.ok) return calculation.cooking ? { ok: false, diagnostic: calculation.diagnostic } : null;
  const { ingredient, parts, source } = calculation;
  const [answer] = parts;
  if (!ingredient || parts.length !== 1 || !isVolumeOrMass(source) || !isVolumeOrMass(answer)) return null;
  return { ok: true, ingredient, amount: source, answer, calculation };
}

/** The kitchen's answer to a text, read once by the language with the ingredients. */
export function ingredientQuestion(
  text: string,
  categories: readonly LanguageCategoryInput[],
  catalog: IngredientCatalog,
  decimal: DecimalMark = '.',
): IngredientAnswer | null {
  if (typeof text !== 'string') return null;
  return ingredientAnswer(calculate(text, categories, decimal, catalog));
}
