/**
 * The sentence under a converter's field when its text cannot be read: shown once typing
 * pauses (the result itself is cleared at once), with an example that works, and, for a unit
 * of another category, a link to that category's converter carrying the typed value. A whole
 * question for another category ('how many ounces in a pound' on a length page) gets its answer
 * and a link to its pair page.
 */
import { exampleInput, quantityErrorMessage } from '../core/quantityMessages';
import type { ParseUnit, QuantityError } from '../core/quantity';
import { converterPath } from '../core/routes';
import { findUnitElsewhere, loadSearchIndex } from './categoryUnits';
import { conversionAnswer } from './conversionAnswer';

export interface InputMessage {
  text: string;
  link?: { href: string; label: string };
  /** An answer (a question for another converter, answered) rather than an error: shown calmly, the field not marked invalid. */
  answer?: boolean;
}

export interface MessageContext {
  categoryId: string;
  categoryName: string;
  units: readonly ParseUnit[];
}

/** The message for an error; a unit of another category is looked up in the search index. */
export async function inputMessage(error: QuantityError, typed: string, ctx: MessageContext): Promise<InputMessage> {
  const plain = { text: quantityErrorMessage(error, { categoryName: ctx.categoryName, example: exampleInput(ctx.units) }) };
  // The converter reads questions of its own category itself: one that reaches here is another's.
  const index = /\s/.test(typed.trim()) ? await loadSearchIndex() : null;
  const answer = index ? conversionAnswer(typed, index.filter((c) => c.id !== ctx.categoryId)) : null;
  if (answer) return { text: `${answer.sentence}: that is a question for another converter.`, link: { href: answer.href, label: answer.label }, answer: true };
  if (error.kind !== 'unknownUnit' || !error.term) return plain;
  const elsewhere = await findUnitElsewhere(error.term, ctx.categoryId);
  if (!elsewhere) return plain;
  const { category, unit } = elsewhere;
  return {
    text: `‘${error.term}’ is a unit of ${category.name.toLowerCase()} (${unit.name}), not of ${ctx.categoryName.toLowerCase()}.`,
    link: { href: converterPath(category.id, { value: typed, from: unit.id }), label: `Convert it in the ${category.name} converter` },
  };
}
