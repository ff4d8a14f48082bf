/**
 * A conversion asked as a question, read by the quantity language: '10 feet in meters',
 * '72 f to c', 'kg to lb', 'how many ounces in a pound', 'convert 3 m 20 cm to feet',
 * '10 ft = ? m'. A question is a calculation whose amount is one unit and whose target is
 * one unit of the same category; the converter and the search show it as a pair.
 */
import { ONE, type Exact } from '../rational';
import type { DecimalMark } from '../quantityNumber';
import type { ParseUnit } from './spellings';
import { calculate, type Calculation } from './calculate';
import type { LanguageCategoryInput } from './spellings';

/** A category the question may be in: its id, name, units and dimension. */
export type QueryCategory = LanguageCategoryInput;

export interface ConversionQuery<C extends QueryCategory = QueryCategory> {
  category: C;
  from: ParseUnit;
  to: ParseUnit;
  /** The typed amount in the from-unit; null when none was typed ('kg to lb', 'ounces in a pound'). */
  value: Exact | null;
  /** The from side as typed: '5 ft 3 in' of '5 ft 3 in to cm'. */
  source: string;
}

/** The conversion the text asks for among these categories, or null when it asks for none. */
export function parseConversionQuery<C extends QueryCategory>(
  text: string,
  categories: readonly C[],
  decimal: DecimalMark = '.',
): ConversionQuery<C> | null {
  if (typeof text !== 'string') return null;
  return conversionQueryOf(calculate(text, categories, decimal), categories);
}

/** The conversion a calculation over these categories is, when it is one: one unit to one unit of its category. */
export function conversionQueryOf<C extends QueryCategory>(
  answer: Calculation,
  categories: readonly C[],
): ConversionQuery<C> | null {
  if (!answer.ok || !answer.targeted || answer.parts.length !== 1 || !answer.source) return null;
  const [to] = answer.parts;
  const from = answer.source.unit;
  if (to!.unit.category.id !== from.category.id) return null;
  const category = categories.find((c) => c.id === from.category.id);
  if (!category) return null;
  // 'kg to lb' names no amount; 'a pound to grams' and 'ounces in pound' ask about one.
  const value = answer.numbered ? answer.source.value : answer.amountFirst ? null : ONE;
  return { category, from: from.unit, to: to!.unit.unit, value, source: answer.amountText };
}
