/**
 * The quantity language reading one category's units: what a converter's box, a pair page and
 * a permalink read before anything looks at the rest of the catalogue. The same tokenizer,
 * parser and evaluator as every other box; the units of the list share a dimension of their
 * own, so whatever is typed must come out as an amount of that one quantity ('5 ft 3 in',
 * '(5 m + 3 in) * 7', '3*12+4 in') or as a plain number ('2+3*4'). The answer is in the first
 * unit typed: '5 ft 3 in' is 21/4 ft.
 */
import { dimEquals, DIMENSIONLESS } from '../dimension';
import type { Exact } from '../rational';
import { QuantityFailure, type QuantityError, type QuantityErrorKind } from '../quantityError';
import type { DecimalMark } from '../quantityNumber';
import { LanguageFailure, type DiagnosticKind } from './diagnostic';
import { Evaluator, inUnit, unitSize } from './evaluate';
import { MAX_INPUT_LENGTH, tokenize } from './lexer';
import { soleMeaning, spellingReader, unitListIndex, type Meaning, type ParseUnit } from './spellings';
import { loneAmount, parseExpression, unitNodes, type Node } from './syntax';

export type QuantityParse =
  | {
      ok: true;
      value: Exact;
      /** the unit typed with the number (the from-unit), null for a bare number */ unit: ParseUnit | null;
    }
  | { ok: false; error: QuantityError };

/** What the box's messages call each of the language's failures, in one category. */
const KINDS: Record<DiagnosticKind, QuantityErrorKind> = {
  empty: 'empty',
  tooLong: 'tooLong',
  unreadable: 'syntax',
  unknownWord: 'unknownUnit',
  expected: 'missingUnit',
  unclosed: 'incomplete',
  unopened: 'syntax',
  tooDeep: 'tooDeep',
  tooLarge: 'tooLarge',
  divisionByZero: 'divisionByZero',
  exponent: 'syntax',
  repeatedUnit: 'repeatedUnit',
  cannotAdd: 'cannotAdd',
  cannotConvert: 'otherQuantity',
  offsetScale: 'cannotAdd',
  level: 'levelSum',
  noLevel: 'levelSum',
  temperatureReadings: 'cannotAdd',
  needsIngredient: 'otherQuantity',
  unknownIngredient: 'unknownUnit',
};

function errorOf(failure: LanguageFailure, text: string): QuantityError {
  const term = text.slice(failure.start, failure.end).trim();
  // Nothing after an operator or at the end: the text is still being typed ('5 ft +', '2^').
  if (
    failure.kind === 'expected' &&
    text.slice(failure.end).trim() === '' &&
    !/[\d\p{L}'"]$/u.test(text.trimEnd())
  )
    return { kind: 'incomplete' };
  // '1e', '1e-': an exponent on its way.
  if (
    failure.kind === 'unknownWord' &&
    /^[eE][+\-−]?\s*$/.test(text.slice(failure.start)) &&
    /\d$/.test(text.slice(0, failure.start))
  )
    return { kind: 'incomplete' };
  // '5 ft + 3': a plain number where an amount of this quantity belongs lacks its unit.
  if (failure.kind === 'cannotAdd' && /^[\d\s.,/]+$/.test(term)) return { kind: 'missingUnit', term };
  // '72°F' or '5 m/s' where lengths are read: the whole word is the unit that is not one here.
  if (failure.kind === 'unknownWord' || (failure.kind === 'unreadable' && !/^[-+*/^()=,.:]/.test(term)))
    return { kind: 'unknownUnit', term: wordAround(text, failure.start) };
  const kind = KINDS[failure.kind];
  if (kind === 'incomplete' || kind === 'tooDeep' || kind === 'divisionByZero' || kind === 'tooLarge')
    return { kind };
  return term === '' ? { kind } : { kind, term };
}

/** The word a failure at `at` lies in, without the amount written before it ('°F' of '72°F', 'm/s' of '5 m/s', 'ftt' of 'ftt3in'). */
function wordAround(text: string, at: number): string {
  const before = /[^\s()]*$/.exec(text.slice(0, at))![0].replace(/^[\d.,]+/, '');
  const after = /^[^\s()]*/.exec(text.slice(at))![0];
  return (before + after).replace(/(?<=\p{L})\d.*$/u, '').slice(0, 40);
}

/** A spelling in one list names one unit, or none ('MM' is neither mm nor Mm). */
function chooseIn(node: Extract<Node, { type: 'unit' }>): Meaning {
  const meaning = soleMeaning(node.meanings);
  if (!meaning) throw new LanguageFailure('unknownWord', node.start, node.end, node.text);
  return meaning;
}

/** Reads typed text in one category's units: the amount in the first unit typed, or a plain number. */
export function parseQuantity(
  text: string,
  units: readonly ParseUnit[],
  decimal: DecimalMark = '.',
): QuantityParse {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, error: { kind: 'empty' } };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, error: { kind: 'tooLong' } };
  const index = unitListIndex(units);
  try {
    const tree = parseExpression(tokenize(text, spellingReader(index), decimal));
    const lone = loneAmount(tree);
    if (lone) return { ok: true, value: lone.amount, unit: chooseIn(lone.unit).unit };
    const value = new Evaluator(index, text, chooseIn).top(tree);
    const [first] = unitNodes(tree);
    const meaning = first ? chooseIn(first) : null;
    const dimension = meaning ? unitSize(meaning).dimension : DIMENSIONLESS;
    if (!dimEquals(value.dimension, dimension))
      throw new LanguageFailure('cannotConvert', tree.start, tree.end);
    // '20 °C - 10 °C' is a difference: no reading on the scale it is written in.
    if (meaning?.unit.kind === 'affine' && !value.point)
      throw new LanguageFailure('offsetScale', tree.start, tree.end);
    return { ok: true, value: meaning ? inUnit(value, meaning) : value.x, unit: meaning?.unit ?? null };
  } catch (e) {
    if (e instanceof LanguageFailure) return { ok: false, error: errorOf(e, text) };
    if (e instanceof QuantityFailure) return { ok: false, error: e.error };
    // A bug must not break typing: report the input as unreadable instead of throwing.
    return { ok: false, error: { kind: 'syntax' } };
  }
}
