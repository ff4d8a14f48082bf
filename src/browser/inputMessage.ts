/**
 * The sentence under a converter's field when its text cannot be read: shown once typing
 * pauses (the result itself is cleared at once), with an example that works, and, for a unit
 * of another category, a link to that category's converter carrying the typed value. A whole
 * question for another category ('how many ounces in a pound' on a length page) gets its answer
 * and a link to its pair page.
 */
import { categoryMessage, exampleInput } from '../core/quantityMessages';
import type { Diagnostic, DiagnosticKind, ParseUnit } from '../core/quantity';
import { converterPath, STATIC_PATHS } from '../core/routes';
import { findUnitElsewhere, loadBoxReaders, loadCalculator, loadSearchIndex } from './categoryUnits';
import { conversionAnswer } from './conversionAnswer';
import { calculationSentence, converterStart } from '../core/language/answerText';
import type { Calculation } from '../core/language/calculate';
import { exactValueText } from '../core/quantityResult';

export interface InputMessage {
  text: string;
  link?: { href: string; label: string };
  /** An answer (a question for another converter, answered) rather than an error: shown calmly, the field not marked invalid. */
  answer?: boolean;
  /** The part of the typed text the sentence is about, [start, end): marked under the field. */
  mark?: { start: number; end: number };
}

export interface MessageContext {
  categoryId: string;
  categoryName: string;
  units: readonly ParseUnit[];
}

/**
 * The message for an error; a unit of another category is looked up in the search index. A
 * question about an ingredient that cannot be answered (none named, '1 cup in grams', or an
 * unknown one) says what it needs.
 */
export async function inputMessage(
  error: Diagnostic,
  typed: string,
  ctx: MessageContext,
): Promise<InputMessage> {
  // The language reads the text once, with the ingredients where they have loaded.
  const readers = await loadBoxReaders().catch(() => null);
  const calculate = readers?.calculate ?? (await loadCalculator().catch(() => null));
  const calculation = calculate?.(typed) ?? null;
  const cooking = readers && calculation ? readers.ingredient(calculation) : null;
  if (cooking && !cooking.ok) {
    const { message, start, end } = cooking.diagnostic;
    const link = { href: STATIC_PATHS.kitchen, label: 'Choose one in the Kitchen Converter' };
    return { text: message, link, ...(end > start && { mark: { start, end } }) };
  }
  const message = await sentenceFor(error, typed, ctx, calculation);
  // The language's diagnostic says where the text stops making sense: that part is marked.
  const diagnostic = calculation && !calculation.ok ? calculation.diagnostic : null;
  return diagnostic && !message.answer && diagnostic.end > diagnostic.start
    ? { ...message, mark: { start: diagnostic.start, end: diagnostic.end } }
    : message;
}

async function sentenceFor(
  error: Diagnostic,
  typed: string,
  ctx: MessageContext,
  calculation: Calculation | null,
): Promise<InputMessage> {
  const plain = {
    text: categoryMessage(error, { categoryName: ctx.categoryName, example: exampleInput(ctx.units) }),
  };
  // The converter reads questions of its own category itself: one that reaches here is another's.
  // Read over every category, this one's units included, so that a unit of this one typed as it
  // is spelled ('5 cm to in²') is never another's in another case (circular mils, 'CM').
  const index = /\s/.test(typed.trim()) ? await loadSearchIndex() : null;
  const answer = index ? conversionAnswer(typed, index) : null;
  if (answer && answer.category !== ctx.categoryId)
    return {
      text: `${answer.sentence}: that is a question for another converter.`,
      link: { href: answer.href, label: answer.label },
      answer: true,
    };
  const calculated = calculation && calculationMessage(calculation, error);
  if (calculated) return calculated;
  if (error.kind !== 'unknownWord' || !error.term) return plain;
  const elsewhere = await findUnitElsewhere(error.term, ctx.categoryId);
  if (!elsewhere) return plain;
  const { category, unit } = elsewhere;
  return {
    text: `‘${error.term}’ is a unit of ${category.name.toLowerCase()} (${unit.name}), not of ${ctx.categoryName.toLowerCase()}.`,
    link: {
      href: converterPath(category.id, { value: typed, from: unit.id }),
      label: `Convert it in the ${category.name} converter`,
    },
  };
}

/** Diagnostics of the quantity language that say more than the converter's own sentence: dimensions that do not agree (the converter speaks of levels in decibels itself). */
const DIMENSION_KINDS: ReadonlySet<DiagnosticKind> = new Set([
  'cannotAdd',
  'cannotConvert',
  'offsetScale',
  'temperatureReadings',
]);

/**
 * A calculation the converter cannot show (its answer belongs to another category, or has no
 * category): its answer, with a link to that category's converter; or, when its dimensions do
 * not agree or it reads the text further than the converter does ('5 ft to xyz': ‘xyz’ is not
 * a unit, where the converter stops at 'to'), the language's sentence, about the part it marks.
 */
function calculationMessage(c: Calculation, error: Diagnostic): InputMessage | null {
  if (!c.ok)
    return DIMENSION_KINDS.has(c.diagnostic.kind) || c.diagnostic.start > error.start
      ? { text: c.diagnostic.message }
      : null;
  // One amount in a unit of another category ('12 kg' on the length converter) is said to be that category's instead.
  if (!c.targeted && c.source && error.kind === 'unknownWord') return null;
  const text = `${calculationSentence(c)}.`;
  const start = converterStart(c);
  if (!start) return { text, answer: true };
  const { category, unit } = start.unit;
  const to =
    c.targeted && c.parts.length === 1 && c.parts[0]!.unit.category === category
      ? c.parts[0]!.unit.unit.id
      : undefined;
  const href = converterPath(category.id, {
    value: `${exactValueText(start.value)} ${unit.symbol}`,
    from: unit.id,
    to,
  });
  return { text, link: { href, label: `Open it in the ${category.name} converter` }, answer: true };
}
