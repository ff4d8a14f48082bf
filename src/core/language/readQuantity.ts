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
import type { DecimalMark } from '../quantityNumber';
import {
  ingredientOnItsWay,
  LanguageFailure,
  toDiagnostic,
  type Diagnostic,
  type DiagnosticKind,
} from './diagnostic';
import { Evaluator, inUnit, unitSize } from './evaluate';
import { MAX_INPUT_LENGTH, tokenize, unitsBeforeNumbers } from './lexer';
import { soleMeaning, spellingReader, unitListIndex, type Meaning, type ParseUnit } from './spellings';
import { loneAmount, parseExpression, unitNodes, type Node } from './syntax';
import type { ReaderWords } from './words';

export type QuantityParse =
  | {
      ok: true;
      value: Exact;
      /** the unit typed with the number (the from-unit), null for a bare number */ unit: ParseUnit | null;
    }
  | { ok: false; diagnostic: Diagnostic };

/** Kinds whose sentences quote no words of the text: their diagnostics carry no term. */
const UNQUOTED = new Set<DiagnosticKind>(['incomplete', 'tooDeep', 'divisionByZero', 'tooLarge']);

/**
 * A failure as a box reading one category's units tells it. The text as typed says more than the
 * failure alone, so three of its readings are made precise here, where the whole text is known:
 * text still being typed is `incomplete` (the box waits instead of scolding); a plain number
 * where an amount belongs lacks its unit; and a word that cannot be read is marked whole, so the
 * box can name it and look for it in other categories. Any other failure keeps its kind and span.
 */
function diagnosticOf(failure: LanguageFailure, text: string): Diagnostic {
  const [kind, start, end] = readingAsTyped(failure, text);
  const words = text.slice(start, end).trim();
  const term = UNQUOTED.has(kind) || words === '' ? undefined : words;
  const same = kind === failure.kind && start === failure.start && end === failure.end;
  return toDiagnostic(same ? failure : new LanguageFailure(kind, start, end, words), term);
}

function readingAsTyped(failure: LanguageFailure, text: string): [DiagnosticKind, number, number] {
  // '1 cup of': an ingredient on its way.
  const { kind, start, end } = ingredientOnItsWay(failure, text);
  const words = text.slice(start, end).trim();
  // An open bracket, or nothing after an operator at the end: still being typed ('(2+3', '5 ft +', '2^').
  if (kind === 'unclosed') return ['incomplete', start, end];
  if (kind === 'expected' && text.slice(end).trim() === '' && !/[\d\p{L}'"]$/u.test(text.trimEnd()))
    return ['incomplete', start, end];
  // '1e', '1e-': an exponent on its way.
  if (
    kind === 'unknownWord' &&
    /^[eE][+\-−]?\s*$/.test(text.slice(start)) &&
    /\d$/.test(text.slice(0, start))
  )
    return ['incomplete', start, end];
  // '5 m 3', '5 ft + 3': a plain number where an amount of this quantity belongs lacks its unit.
  if (kind === 'expected' || (kind === 'cannotAdd' && /^[\d\s.,/]+$/.test(words)))
    return ['missingUnit', start, end];
  // '72°F' or '5 m/s' where lengths are read: the whole word is the unit that is not one here.
  if (kind === 'unknownWord' || (kind === 'unreadable' && !/^[-+*/^()=,.:]/.test(words)))
    return ['unknownWord', ...wordAround(text, start)];
  return [kind, start, end];
}

/**
 * The word a failure at `at` lies in, without the amount written before it: '°F' of '72°F',
 * 'm/s' of '5 m/s', 'ftt' of 'ftt3in'. At most 40 characters.
 */
function wordAround(text: string, at: number): [number, number] {
  const before = /[^\s()]*$/.exec(text.slice(0, at))![0];
  const amount = /^[\d.,]*/.exec(before)![0].length;
  const start = at - before.length + amount;
  const word = text.slice(start, at) + /^[^\s()]*/.exec(text.slice(at))![0];
  const digitAfterLetter = word.search(/(?<=\p{L})\d/u);
  const length = Math.min(digitAfterLetter < 0 ? word.length : digitAfterLetter, 40);
  return [start, start + length];
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
  words?: ReaderWords,
): QuantityParse {
  if (typeof text !== 'string' || text.trim() === '')
    return { ok: false, diagnostic: toDiagnostic(new LanguageFailure('empty', 0, 0)) };
  if (text.length > MAX_INPUT_LENGTH) {
    const failure = new LanguageFailure('tooLong', MAX_INPUT_LENGTH, text.length, String(MAX_INPUT_LENGTH));
    return { ok: false, diagnostic: toDiagnostic(failure) };
  }
  const index = unitListIndex(units);
  try {
    const tokens = tokenize(text, spellingReader(index), decimal, undefined, words);
    const tree = parseExpression(words?.unitFirst ? unitsBeforeNumbers(tokens) : tokens);
    const lone = loneAmount(tree);
    if (lone) return { ok: true, value: lone.amount, unit: chooseIn(lone.unit).unit };
    const value = new Evaluator(index, text, chooseIn).top(tree);
    const [first] = unitNodes(tree);
    const meaning = first ? chooseIn(first) : null;
    const dimension = meaning ? unitSize(meaning).dimension : DIMENSIONLESS;
    const written = text.slice(tree.start, tree.end).trim();
    if (!dimEquals(value.dimension, dimension))
      throw new LanguageFailure('otherQuantity', tree.start, tree.end, written);
    // '20 °C - 10 °C' is a difference: no reading on the scale it is written in.
    if (meaning?.unit.kind === 'affine' && !value.point)
      throw new LanguageFailure(
        'offsetScale',
        tree.start,
        tree.end,
        `‘${written}’ is a difference of temperatures, not a reading on the ${meaning.unit.symbol} scale.`,
      );
    return { ok: true, value: meaning ? inUnit(value, meaning) : value.x, unit: meaning?.unit ?? null };
  } catch (e) {
    if (e instanceof LanguageFailure) return { ok: false, diagnostic: diagnosticOf(e, text) };
    // A bug must not break typing: report the input as unreadable instead of throwing. It alone
    // quotes nothing, so the box says the text cannot be read as an amount.
    const failure = new LanguageFailure('unreadable', 0, text.length, text.trim().slice(0, 40));
    return { ok: false, diagnostic: toDiagnostic(failure) };
  }
}
