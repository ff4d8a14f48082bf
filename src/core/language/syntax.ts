/**
 * The quantity language's parser: tokens → the questions a text can be, by recursive descent.
 * The grammar (docs/quantity-language.md explains it with examples, and a test holds the two
 * to one text):
 *
 *   question   = [ lead ] amount [ target ]
 *              | "how many" unitlist [ cooking ] { "are" | "is" | "there" } "in" amount
 *              | "how many" unitlist [ cooking ] ( "is" | "are" ) amount   (without an 'in')
 *              | unitlist [ cooking ] "in" amount ;     (no number before 'in': ounces in a pound)
 *   lead       = "convert" | "calculate" | "what is" | "what's" | "whats" | "how much is" ;
 *   amount     = [ "a" | "an" | "one" ] expression [ cooking ]
 *              | ingredient expression   (the ingredient first, before its number: 小麦粉1カップ)
 *              | ( "a" | "an" | "one" ) ingredient ;        (a count: an egg; 2 eggs is an expression)
 *   cooking    = [ "of" ] ingredient ;                 (1 cup of flour, 200 g sugar)
 *   target     = ( "to" | "in" | "into" | "as" | "=" | "->" | "→" ) ( unitlist [ cooking ] | clock | expression )
 *              | unit ;                                 (at the end, after a unit: 6 foot 4 in cm)
 *   clock      = "h:m:s" | "hh:mm:ss" | "hms" | "h:m" | "hh:mm" | "dms" | "d:m:s" ;
 *   unitlist   = units { ( "," | "and" ) units } ;
 *   expression = term { ( "+" | "-" ) term } ;
 *   term       = factor { ( "*" | "×" | "x" | "·" | "/" | "÷" | "per" ) factor | units | "(" expression ")" } ;
 *   factor     = ( "-" | "+" ) factor | power ;
 *   power      = primary [ exponent ] ;
 *   exponent   = ( "^" | "**" ) signed | superscript ;
 *   signed     = { "-" | "+" } ( number | "(" expression ")" ) [ exponent ] ;   (a whole number, no units)
 *   primary    = compound | units [ "and" fraction ] | "(" expression ")" [ units ] ;
 *   compound   = quantity { [ "-" | "and" ] quantity | "and" fraction } ;   (5 ft 3 in, 5'-3", 2 h and 30 min, 2 h and a half)
 *   quantity   = ( number [ "pi" ] | "pi" ) [ units ] ;
 *   fraction   = [ "a" | "an" | "one" ] ( "half" | "quarter" ) [ [ "of" ] ( "a" | "an" ) ] ;   (a number, read as one)
 *   units      = unitpower { [ "*" | "·" ] unitpower | ( "/" | "per" ) unitpower } ;
 *   unitpower  = [ "sq" | "square" | "cu" | "cubic" ] unit [ exponent ] ;
 *
 * A number is whatever the one number reader reads (1,234.5, 1.5e3, 1 1/2, ½, 3/4 without
 * spaces, a fraction in words); a unit is any spelling of the spelling index, the longest that
 * fits; an ingredient is any name of a cooking ingredient the language is given, the longest
 * that fits and longer than any unit's spelling there; a "?" is no part of the question. Where
 * the grammar allows several questions ('in' is a target word and the inch), all are given,
 * likeliest first, and which one is meant, and which meaning each unit spelling has, is left to
 * the evaluator: it takes the first reading whose dimensions agree.
 */
import { add, div, isZero, mul, neg, ONE, pow, toRatioString, type Exact } from '../rational';
import { LanguageFailure } from './diagnostic';
import { steps } from './steps';
import { QUESTION_WORDS, type Meaning } from './spellings';
import type { Token } from './lexer';

export type Node<M = Meaning> =
  | { type: 'number'; value: Exact; start: number; end: number }
  | { type: 'unit'; text: string; meanings: M[]; start: number; end: number }
  | { type: 'negate'; operand: Node<M>; start: number; end: number }
  /** `implicit`: an amount and the units written after it ('3 ft', '(2+3) m'), which the numbers before it share. */
  | {
      type: 'binary';
      op: '+' | '-' | '*' | '/';
      left: Node<M>;
      right: Node<M>;
      start: number;
      end: number;
      implicit?: true;
    }
  | { type: 'power'; base: Node<M>; exponent: number; start: number; end: number }
  /** Quantities written side by side, which add: 5 ft 3 in. A term without a unit after a foot mark is inches (5'3). */
  | { type: 'compound'; terms: Node<M>[]; start: number; end: number };

export interface Question {
  expression: Node;
  /** The units asked for; several for a mixed answer ('feet and inches'); null when none is named. */
  target: Node[] | null;
}

/** The unit nodes of a tree, in order. */
export function unitNodes(
  node: Node,
  out: Extract<Node, { type: 'unit' }>[] = [],
): Extract<Node, { type: 'unit' }>[] {
  switch (node.type) {
    case 'unit':
      out.push(node);
      break;
    case 'negate':
      unitNodes(node.operand, out);
      break;
    case 'power':
      unitNodes(node.base, out);
      break;
    case 'binary':
      unitNodes(node.left, out);
      unitNodes(node.right, out);
      break;
    case 'compound':
      node.terms.forEach((t) => unitNodes(t, out));
      break;
    case 'number':
      break;
  }
  return out;
}

/** '72 °F', '-3 dBm': one amount in one unit, as written (levels and temperature scales convert only so); null for anything else. */
export function loneAmount(node: Node): { amount: Exact; unit: Extract<Node, { type: 'unit' }> } | null {
  const negative = node.type === 'negate';
  const inner = negative ? node.operand : node;
  if (
    inner.type !== 'binary' ||
    inner.op !== '*' ||
    inner.left.type !== 'number' ||
    inner.right.type !== 'unit'
  )
    return null;
  return { amount: negative ? neg(inner.left.value) : inner.left.value, unit: inner.right };
}

/** Whether `test` holds for the node or for a node inside it. */
function someNode<M>(node: Node<M>, test: (n: Node<M>) => boolean): boolean {
  if (test(node)) return true;
  switch (node.type) {
    case 'negate':
      return someNode(node.operand, test);
    case 'power':
      return someNode(node.base, test);
    case 'binary':
      return someNode(node.left, test) || someNode(node.right, test);
    case 'compound':
      return node.terms.some((term) => someNode(term, test));
    default:
      return false;
  }
}

/** The node has a number somewhere in it: digits, a fraction, a number word or π ('kg' and 'a pound' have none). */
export const hasNumber = <M>(node: Node<M>): boolean => someNode(node, (n) => n.type === 'number');

/** The node has a unit somewhere in it (quantities side by side have theirs). */
const hasUnits = <M>(node: Node<M>): boolean =>
  someNode(node, (n) => n.type === 'unit' || n.type === 'compound');

/**
 * `left op right`, where arithmetic on plain numbers before a unit applies to all of it:
 * '3*12+4 in' is 40 in, '1/pi candela' is (1/π) cd, '10 / (4 pi) ampere_turn' is (10/(4π)) At,
 * as people write amounts and as the catalogue writes definitions.
 */
function combine<M>(op: '+' | '-' | '*' | '/', left: Node<M>, right: Node<M>): Node<M> {
  if (right.type === 'binary' && right.implicit && !hasUnits(left) && !hasUnits(right.left)) {
    const amount: Node<M> = {
      type: 'binary',
      op,
      left,
      right: right.left,
      start: left.start,
      end: right.left.end,
    };
    return {
      type: 'binary',
      op: '*',
      left: amount,
      right: right.right,
      start: left.start,
      end: right.end,
      implicit: true,
    };
  }
  return { type: 'binary', op, left, right, start: left.start, end: right.end };
}

/** An amount in a unit with a fraction more of the unit: '2 hours' and a half is 2.5 hours. */
function withMore<M>(quantity: Extract<Node<M>, { type: 'binary' }>, more: Exact, end: number): Node<M> {
  const amount = quantity.left;
  if (amount.type !== 'number') return quantity;
  return { ...quantity, left: { ...amount, value: add(amount.value, more) }, end };
}

export const MAX_DEPTH = 20;
const PI_VALUE: Exact = { ...ONE, piPower: 1 };

type AnyToken = Token<unknown>;
/** Whether a token is one of the grammar's words: as written, or a language's phrase standing for it. */
const word = (t: AnyToken | undefined, ...words: string[]): boolean =>
  t?.kind === 'name' && (t.words ?? [t.text.toLowerCase()]).some((w) => words.includes(w));
const isOp = (t: AnyToken | undefined, ...ops: string[]): boolean => t?.kind === 'op' && ops.includes(t.op);
/** A name that can stand for a unit here (not a joining word). */
const isUnit = (t: AnyToken | undefined): boolean =>
  t?.kind === 'name' && t.meanings.length > 0 && !word(t, 'per', 'and');
const isPi = (t: AnyToken | undefined): boolean => word(t, 'pi', 'π');
/** 'x' written apart between amounts multiplies, as '×' does ('3 x 4 m', '10 ft x 12 ft'), where it names no unit ('0x10' is no product). */
const isTimes = (t: AnyToken | undefined, before: AnyToken | undefined): boolean =>
  t?.kind === 'name' &&
  t.meanings.length === 0 &&
  (t.text === 'x' || t.text === 'X') &&
  before !== undefined &&
  before.end < t.start;
/** 'sq ft', 'square kilometre', 'cu in', 'cubic yard': the power a word before a unit raises it to, where the two are not one spelling. */
const POWER_WORDS: Record<string, number> = { sq: 2, square: 2, cu: 3, cubic: 3 };
const powerWord = (t: AnyToken | undefined): number | undefined =>
  t?.kind === 'name' && t.meanings.length === 0
    ? POWER_WORDS[t.text.toLowerCase().replace(/\.$/, '')]
    : undefined;
const FOOT_MARKS = new Set(["'", '′']);
/** The marks of feet and inches, minutes and seconds, written one or two ('5'11"', '5′11′′'). */
const MARKS = /^(?:['"′″]|''|′′)$/;
/** After a foot mark and a hyphen, the number is inches when no unit or an inch follows it (5'-3, 5'-3"); 5'-1 m subtracts. */
const inchesOrNothing = (t: AnyToken | undefined): boolean =>
  !isUnit(t) || /^(?:"|″|in|inch|inches)$/i.test((t as { text: string }).text);

const span = (start: { start: number }, end: { end: number }) => ({ start: start.start, end: end.end });

/** The units a clock target stands for, by its spelling ('h:m:s'). */
const CLOCK_TARGETS: Record<string, string[]> = {
  'h:m:s': ['h', 'min', 's'],
  'hh:mm:ss': ['h', 'min', 's'],
  hms: ['h', 'min', 's'],
  'h:m': ['h', 'min'],
  'hh:mm': ['h', 'min'],
  dms: ['°', '′', '″'],
  'd:m:s': ['°', '′', '″'],
};

/** A question the text can be: the amount and target parsed, or why that reading fails. */
export type QuestionReading<M = Meaning> =
  | {
      ok: true;
      question: { expression: Node<M>; target: Node<M>[] | null };
      /** A clock target's unit spellings ('h:m:s' → h, min, s); its answer is mixed in them. */
      clock?: string[];
      /** The question starts with its amount, with no article ('kg to lb'; not 'a pound to g', 'oz in a lb'). */
      amountFirst: boolean;
      /** The ingredient the question is about ('flour' of '1 cup of flour in grams'). */
      ingredient?: IngredientMention;
      /** Words after 'of' that name nothing we know ('flurb' of '1 cup of flurb in grams'). */
      unknownIngredient?: { start: number; end: number };
    }
  | {
      ok: false;
      failure: LanguageFailure;
      /** The reading of the whole text as an amount: its failure is the text's, when no reading works. */
      whole: boolean;
    };

/** An ingredient named at the end of an amount or a target, and whether it stands alone after a count ('2 eggs'). */
export interface IngredientMention {
  id: string;
  text: string;
  start: number;
  end: number;
  /** Only a count stands before it: a number, 'a', 'an' or 'one' ('2 eggs', 'an egg'). */
  counted: boolean;
}

const isTargetWord = (t: AnyToken | undefined) =>
  (t?.kind === 'op' && t.op === 'to') || word(t, ...QUESTION_WORDS);

/** How many tokens a lead takes at the start ('convert', 'what is', "what's", 'how much is'), else 0. */
function leadLength(tokens: readonly AnyToken[]): number {
  const [a, b, c] = tokens;
  if (word(a, 'convert', 'calculate', 'whats')) return 1;
  if (word(a, 'what') && word(b, 'is')) return 2;
  // "what's": the apostrophe reads as a foot mark and the s as a second, all written together.
  if (word(a, 'what') && b?.kind === 'name' && FOOT_MARKS.has(b.text) && word(c, 's') && a!.end === b.start)
    return 3;
  if (word(a, 'how') && word(b, 'much') && word(c, 'is')) return 3;
  return 0;
}

/** A name token: a unit's spelling, or a plain word. */
export type NameToken<M> = Extract<Token<M>, { kind: 'name' }>;

/** Which of two readings of 'in' comes first, from the units' spellings (their meanings). */
export interface InReadings<M> {
  /** Which way a bare 'X in Y' asks: how many X make a Y ('oz in lb'), or one X in Y ('inch in cm'). */
  asksHowMany(unit: NameToken<M>, of: NameToken<M>): boolean;
  /**
   * 'in' between a number after this unit and the last unit is first the inch: '6 foot 4 in cm'
   * is 6 ft 4 in in centimetres; after metres it asks ('1 m 80 in ft': 1 m 80 cm in feet).
   */
  inchesAfter(unit: NameToken<M>): boolean;
}

/**
 * The questions tokens can be, likeliest first (the grammar's `question`): each split of the
 * tokens into an amount and a target the grammar allows, parsed, in the order `inReadings`
 * gives where 'in' can be read two ways.
 */
export function* parseQuestions<M>(
  tokens: readonly Token<M>[],
  inReadings: InReadings<M> = { asksHowMany: () => true, inchesAfter: () => true },
): Generator<QuestionReading<M>> {
  const lead = leadLength(tokens);
  const end = tokens.length;
  const read = function* (
    amount: [number, number],
    target: [number, number] | null,
    clock?: string[],
  ): Generator<QuestionReading<M>> {
    try {
      // '1 cup of flour', '200 g sugar', 'cups of flour': the ingredient ends the amount or the target.
      const before = ingredientBefore(tokens, amount);
      const named = before ?? ofIngredient(tokens, amount) ?? (target && ofIngredient(tokens, target));
      const unknown = !named && ofUnknown(tokens, amount);
      const peeled = named ?? unknown;
      if (before) amount = [before.end, amount[1]];
      else if (peeled && amount[1] === peeled.end) amount = [amount[0], peeled.from];
      if (peeled && target?.[1] === peeled.end) target = [target[0], peeled.from];
      const article = word(tokens[amount[0]], 'a', 'an', 'one');
      // 'a pound', 'one cup': the article is the amount 1.
      const from = article && tokens[amount[0] + 1]?.kind === 'name' ? amount[0] + 1 : amount[0];
      // '2 eggs', 'an egg': a count of the ingredient, no unit and no 'of' between.
      const counted = !!named && amount[1] - amount[0] === 1 && tokens[amount[1]] === named.token;
      const expression: Node<M> =
        counted && article
          ? { type: 'number', value: ONE, start: tokens[amount[0]]!.start, end: tokens[amount[0]]!.end }
          : parseExpression(tokens, from, amount[1]);
      yield {
        ok: true,
        question: { expression, target: target ? parseTarget(tokens, ...target) : null },
        clock,
        amountFirst: from === (before ? before.end : lead),
        ...(named && {
          ingredient: {
            id: named.token.id,
            text: named.token.text,
            start: named.token.start,
            end: named.token.end,
            counted,
          },
        }),
        ...(unknown && { unknownIngredient: unknown.words }),
      };
    } catch (e) {
      if (!(e instanceof LanguageFailure)) throw e;
      yield { ok: false, failure: e, whole: target === null && !clock };
    }
  };
  // 'how many ounces in a pound': the target comes first.
  const asks = word(tokens[lead], 'how many')
    ? 1
    : word(tokens[lead], 'how') && word(tokens[lead + 1], 'many')
      ? 2
      : 0;
  if (asks > 0) {
    const first = lead + asks;
    let asked = false;
    for (let i = first; i < end; i++) {
      if (!word(tokens[i], 'in')) continue;
      let targetEnd = i;
      while (targetEnd > first && word(tokens[targetEnd - 1], 'are', 'is', 'there')) targetEnd--;
      asked = true;
      yield* read([i + 1, end], [first, targetEnd]);
    }
    // 'how many cups is 500 g of rice': without an 'in', the first 'is' or 'are' splits.
    if (!asked) {
      const verb = tokens.findIndex((t, i) => i > first && word(t, 'is', 'are'));
      if (verb > 0) yield* read([verb + 1, end], [first, verb]);
    }
    return;
  }
  let depth = 0;
  for (let i = lead; i < end; i++) {
    const t = tokens[i];
    if (isOp(t, '(')) depth++;
    if (isOp(t, ')')) depth--;
    if (depth !== 0 || i === lead || i === end - 1 || !isTargetWord(t)) continue;
    const clock = CLOCK_TARGETS[clockSpelling(tokens, i + 1)];
    // 'ounces in a pound', 'miles in 3 km': no amount before 'in', so it asks how many of the
    // first make the second; a bare unit on each side ('inch in cm') may ask the first in the
    // second instead, as 'to' does: then that reading comes first.
    const howMany = word(t, 'in') && !tokens.slice(lead, i).some((x) => x.kind === 'number');
    const [unit, of] = [tokens[lead], tokens[i + 1]];
    const convertFirst =
      howMany &&
      i === lead + 1 &&
      i === end - 2 &&
      isUnit(unit) &&
      isUnit(of) &&
      !inReadings.asksHowMany(unit as NameToken<M>, of as NameToken<M>);
    if (howMany && !convertFirst) yield* read([i + 1, end], [lead, i]);
    // '6 foot 4 in cm', '5 ft 11 in in cm': 'in' right after a number, and before the last unit
    // or another target word, is first read as inches ('in cm' is no mix of inches and cm);
    // before the last unit, not after a unit inReadings says no inches follow ('1 m 80 in ft').
    if (word(t, 'in') && tokens[i - 1]?.kind === 'number') {
      const unitBefore = tokens[i - 2];
      const inches = unitBefore?.kind !== 'name' || inReadings.inchesAfter(unitBefore);
      if (i === end - 2 && inches) yield* read([lead, i + 1], [i + 1, end]);
      else if (i < end - 2 && isTargetWord(tokens[i + 1])) yield* read([lead, i + 1], [i + 2, end]);
    }
    yield* read([lead, i], clock ? null : [i + 1, end], clock);
    if (convertFirst) yield* read([i + 1, end], [lead, i]);
  }
  yield* read([lead, end], null);
  // '6 foot 4 in cm': a unit at the end, after a unit, is the target.
  const last = tokens[end - 1];
  const before = tokens[end - 2];
  if (end - lead > 2 && last?.kind === 'name' && last.meanings.length > 0 && before?.kind === 'name')
    yield* read([lead, end - 1], [end - 1, end]);
  // '5 ft to', '1 cup of flour in': the target is still to come ('in' at the end is the inch, but
  // not after an ingredient).
  if (end - lead > 1 && isTargetWord(last) && (!word(last, 'in') || before?.kind === 'ingredient'))
    yield {
      ok: false,
      failure: new LanguageFailure('expected', last!.start, last!.end, textOf(last!)),
      whole: false,
    };
}

/** Where an ingredient ends tokens[range] ('cup of flour', 'g sugar'): its token, and where it and its 'of' start. */
function ofIngredient<M>(
  tokens: readonly Token<M>[],
  [start, end]: [number, number],
): { token: Extract<Token<M>, { kind: 'ingredient' }>; from: number; end: number } | null {
  const token = tokens[end - 1];
  if (end - start < 2 || token?.kind !== 'ingredient') return null;
  const from = word(tokens[end - 2], 'of') && end - start > 2 ? end - 2 : end - 1;
  return { token, from, end };
}

/** An ingredient that starts tokens[range], before a number ('小麦粉1カップ', as Japanese writes it). */
function ingredientBefore<M>(
  tokens: readonly Token<M>[],
  [start, end]: [number, number],
): { token: Extract<Token<M>, { kind: 'ingredient' }>; from: number; end: number } | null {
  const token = tokens[start];
  if (end - start < 2 || token?.kind !== 'ingredient' || tokens[start + 1]?.kind !== 'number') return null;
  return { token, from: start, end: start + 1 };
}

/** Words after 'of' that end an amount and name nothing we know ('cup of flurb'): what an ingredient would be. */
function ofUnknown<M>(
  tokens: readonly Token<M>[],
  [start, end]: [number, number],
): { words: { start: number; end: number }; from: number; end: number } | null {
  let of = end - 1;
  while (
    of > start &&
    !word(tokens[of], 'of') &&
    tokens[of]!.kind === 'name' &&
    (tokens[of] as { meanings: M[] }).meanings.length === 0
  )
    of--;
  if (of === end - 1 || of <= start || !word(tokens[of], 'of')) return null;
  return { words: { start: tokens[of + 1]!.start, end: tokens[end - 1]!.end }, from: of, end };
}

/** The tokens from `from` to the end written together ('h:m:s'), to name a clock target. */
function clockSpelling(tokens: readonly AnyToken[], from: number): string {
  return tokens
    .slice(from)
    .map((t) => (t.kind === 'op' ? t.op : t.kind === 'name' ? t.text : '#'))
    .join('')
    .toLowerCase();
}

/** Parses tokens[from, to) as one expression, or throws a LanguageFailure pointing at the problem. */
export function parseExpression<M>(tokens: readonly Token<M>[], from = 0, to = tokens.length): Node<M> {
  const p = new Parser(tokens, from, to);
  const node = p.expression();
  p.finish();
  return node;
}

/**
 * Parses tokens[from, to) as a target: one or more unit expressions, or one expression with
 * numbers in it ('1 / s', 'kWh/100 km'), whose units the answer is counted in.
 */
export function parseTarget<M>(tokens: readonly Token<M>[], from = 0, to = tokens.length): Node<M>[] {
  if (tokens.slice(from, to).some((t) => t.kind === 'number')) {
    const expression = parseExpression(tokens, from, to);
    const last = tokens[to - 1]!;
    if (!hasUnits(expression))
      throw new LanguageFailure('expected', last.start, last.end, textOrNumber(last));
    return [expression];
  }
  const p = new Parser(tokens, from, to);
  const list = [p.units(true)];
  while (p.more() && (isOp(p.peek(), ',') || word(p.peek(), 'and'))) {
    p.next();
    list.push(p.units(true));
  }
  p.finish();
  return list;
}

class Parser<M> {
  private depth = 0;
  constructor(
    private readonly tokens: readonly Token<M>[],
    private i: number,
    private readonly to: number,
  ) {}

  more(): boolean {
    return this.i < this.to;
  }

  peek(offset = 0): Token<M> | undefined {
    return this.i + offset < this.to ? this.tokens[this.i + offset] : undefined;
  }

  next(): Token<M> {
    steps.count++;
    return this.tokens[this.i++]!;
  }

  /** The token `offset` ahead is a fraction written as a word ('a half') with no unit after it. */
  wordFraction(offset: number): boolean {
    const t = this.peek(offset);
    return t?.kind === 'number' && t.word === true && !this.unitAhead(offset + 1);
  }

  /** A unit starts at the token `offset` ahead: a unit's spelling, or a power word before one ('sq ft'). */
  unitAhead(offset = 0): boolean {
    return (
      isUnit(this.peek(offset)) ||
      (powerWord(this.peek(offset)) !== undefined && isUnit(this.peek(offset + 1)))
    );
  }

  private lastEnd(): number {
    return this.tokens[this.i - 1]?.end ?? 0;
  }

  /** Fails at the current token: an unknown word, a ')' with no '(', or something else out of place. */
  private unexpected(): never {
    const t = this.peek();
    if (!t)
      throw new LanguageFailure(
        'expected',
        this.lastEnd(),
        this.lastEnd(),
        this.tokens[this.i - 1] ? textOf(this.tokens[this.i - 1]!) : '',
      );
    // A target word where an amount or a unit belongs: what is missing is before it ('5 ft + to m', 'to m').
    if (isTargetWord(t)) {
      const before = this.tokens[this.i - 1];
      throw before
        ? new LanguageFailure('expected', before.start, before.end, textOf(before))
        : new LanguageFailure('expected', t.start, t.end, '');
    }
    if (t.kind === 'name' && t.meanings.length === 0)
      throw new LanguageFailure('unknownWord', t.start, t.end, t.text);
    // '5 3 in': a number right after an amount, so the amount lacks its unit.
    const before = this.tokens[this.i - 1];
    if (t.kind === 'number' && before?.kind === 'number' && t.start > before.end)
      throw new LanguageFailure('expected', before.start, before.end, '');
    if (isOp(t, ')')) throw new LanguageFailure('unopened', t.start, t.end);
    throw new LanguageFailure('unreadable', t.start, t.end, textOf(t));
  }

  finish(): void {
    if (this.more()) this.unexpected();
  }

  expression(): Node<M> {
    let left = this.term();
    while (isOp(this.peek(), '+', '-')) {
      const op = (this.next() as { op: '+' | '-' }).op;
      left = combine(op, left, this.term());
    }
    return left;
  }

  private term(): Node<M> {
    let left = this.factor();
    for (;;) {
      const t = this.peek();
      // Units after an amount worked out of numbers: '2^3 m', '(1/2)(3) ft'.
      if (this.unitAhead() && !hasUnits(left)) {
        const unit = this.units(false);
        left = { type: 'binary', op: '*', left, right: unit, ...span(left, unit), implicit: true };
        continue;
      }
      // A bracket right after an amount multiplies it: 'pound (9.80665 m/s^2) s^2 / ft'.
      if (isOp(t, '(')) {
        left = combine('*', left, this.factor());
        continue;
      }
      const times = isTimes(t, this.peek(-1)) && (this.peek(1)?.start ?? 0) > t!.end;
      const op = times ? '*' : isOp(t, '*', '/') ? (t as { op: '*' | '/' }).op : word(t, 'per') ? '/' : null;
      if (!op) return left;
      this.next();
      left = combine(op, left, this.factor());
    }
  }

  private factor(): Node<M> {
    const t = this.peek();
    if (isOp(t, '-', '+')) {
      this.next();
      const operand = this.factor();
      return (t as { op: string }).op === '-'
        ? { type: 'negate', operand, start: t!.start, end: operand.end }
        : operand;
    }
    return this.power();
  }

  private power(): Node<M> {
    const base = this.primary();
    const exponent = this.exponent();
    return exponent === null
      ? base
      : { type: 'power', base, exponent, start: base.start, end: this.lastEnd() };
  }

  /** '^2', '^-1', '**3', '²', '⁻¹', '^(2+1)', '^3^2' (powers group to the right), or null when none follows. */
  private exponent(): number | null {
    const t = this.peek();
    if (t?.kind === 'power') {
      this.next();
      return t.exponent;
    }
    if (!isOp(t, '^')) return null;
    this.next();
    const from = this.peek();
    const value = this.exponentValue();
    const end = this.lastEnd();
    if (value.den !== 1n || value.piPower !== 0)
      throw new LanguageFailure('exponent', from?.start ?? end, end, this.textBetween(from));
    if (value.num > MAX_EXPONENT || value.num < -MAX_EXPONENT)
      throw new LanguageFailure('tooLarge', from?.start ?? end, end);
    return Number(value.num);
  }

  /** An exponent's value: a signed number or bracketed arithmetic, itself raised to a power; no units. */
  private exponentValue(): Exact {
    const t = this.peek();
    if (isOp(t, '-', '+')) {
      this.next();
      const v = this.exponentValue();
      return (t as { op: string }).op === '-' ? neg(v) : v;
    }
    let base: Exact;
    if (t?.kind === 'number') {
      this.next();
      base = t.value;
    } else if (isOp(t, '(')) {
      base = constantOf(this.bracketed());
    } else {
      return this.unexpected();
    }
    const n = this.exponent();
    return n === null ? base : raise(base, n, t!.start, this.lastEnd());
  }

  /** The tokens from `from` to here, written out, for the exponent's message. */
  private textBetween(from: Token<M> | undefined): string {
    const first = from ? this.tokens.indexOf(from) : -1;
    return first < 0 ? '' : this.tokens.slice(first, this.i).map(textOrNumber).join('').slice(0, 40);
  }

  private primary(): Node<M> {
    const t = this.peek();
    if (!t) this.unexpected();
    if (t.kind === 'number' || isPi(t)) return this.compound();
    if (this.unitAhead()) {
      const unit = this.units(false);
      // 'a mile and a half': one of the unit and the fraction.
      if (!word(this.peek(), 'and') || !this.wordFraction(1)) return unit;
      this.next();
      const more = this.next() as { value: Exact };
      const amount: Node<M> = {
        type: 'number',
        value: add(ONE, more.value),
        start: unit.start,
        end: unit.end,
      };
      return {
        type: 'binary',
        op: '*',
        left: amount,
        right: unit,
        start: unit.start,
        end: this.lastEnd(),
        implicit: true,
      };
    }
    if (isOp(t, '(')) {
      const group = this.bracketed();
      // In brackets an amount is whole: '1 / (2 s)' is per 2 seconds.
      if (group.type === 'binary') delete group.implicit;
      if (!this.unitAhead()) return group;
      const unit = this.units(false);
      return { type: 'binary', op: '*', left: group, right: unit, ...span(group, unit), implicit: true };
    }
    return this.unexpected();
  }

  /** '(' expression ')', at the '('. */
  private bracketed(): Node<M> {
    const t = this.next();
    if (++this.depth > MAX_DEPTH) throw new LanguageFailure('tooDeep', t.start, t.end);
    const inner = this.expression();
    if (!isOp(this.peek(), ')')) {
      if (this.more()) this.unexpected();
      throw new LanguageFailure('unclosed', t.start, t.end);
    }
    this.next();
    this.depth--;
    return { ...inner, start: t.start, end: this.lastEnd() };
  }

  /** One or more quantities side by side: '5 ft 3 in', '2 h 30 min', 5'3", 5'-3". */
  private compound(): Node<M> {
    const terms = [this.quantity()];
    for (;;) {
      const t = this.peek();
      const last = terms[terms.length - 1]!;
      const unitText = last.type === 'binary' && last.right.type === 'unit' ? last.right.text : '';
      // 5'-3": architects join feet and inches with a hyphen written right after the foot mark.
      const architect =
        isOp(t, '-') &&
        FOOT_MARKS.has(unitText) &&
        t!.start === last.end &&
        this.peek(1)?.kind === 'number' &&
        inchesOrNothing(this.peek(2));
      // 'a mile and a half', '2 hours and a half': a fraction in words after an amount's unit is part of that unit.
      if (word(t, 'and') && unitText !== '' && this.wordFraction(1) && last.type === 'binary') {
        this.next();
        terms[terms.length - 1] = withMore(last, (this.next() as { value: Exact }).value, this.lastEnd());
        continue;
      }
      // '2 hours and 30 minutes', '5 feet and 3 inches': 'and' between amounts adds them too.
      const and = word(t, 'and') && unitText !== '' && this.peek(1)?.kind === 'number';
      if (architect || and) this.next();
      else if (t?.kind !== 'number' || unitText === '') break;
      terms.push(this.quantity());
    }
    return terms.length === 1
      ? terms[0]!
      : { type: 'compound', terms, ...span(terms[0]!, terms[terms.length - 1]!) };
  }

  private quantity(): Node<M> {
    const t = this.next();
    let amount: Node<M> =
      t.kind === 'number'
        ? { type: 'number', value: t.value, start: t.start, end: t.end }
        : { type: 'number', value: PI_VALUE, start: t.start, end: t.end };
    if (t.kind === 'number' && isPi(this.peek())) {
      const pi = this.next();
      amount = {
        type: 'binary',
        op: '*',
        left: amount,
        right: { type: 'number', value: PI_VALUE, start: pi.start, end: pi.end },
        start: t.start,
        end: pi.end,
      };
    }
    if (!this.unitAhead()) return amount;
    const unit = this.units(false);
    return { type: 'binary', op: '*', left: amount, right: unit, ...span(amount, unit), implicit: true };
  }

  /** Units multiplied and divided: 'km', 'm/s^2', 'kg m²', 'km per hour'. A '/' or '*' joins only when a unit follows it. */
  units(required: boolean): Node<M> {
    if (required && !this.unitAhead()) this.unexpected();
    let left = this.unitPower();
    // A mark is written against its number and multiplies nothing after it: '5″11″ in cm' is no
    // 11 arcsecond-inches.
    const mark = left.type === 'unit' && MARKS.test(left.text);
    for (;;) {
      const t = this.peek();
      if (this.unitAhead() && !mark) {
        const right = this.unitPower();
        left = { type: 'binary', op: '*', left, right, ...span(left, right) };
        continue;
      }
      const op = isOp(t, '*', '/') ? (t as { op: '*' | '/' }).op : word(t, 'per') ? '/' : null;
      if (!op || !this.unitAhead(1)) return left;
      this.next();
      const right = this.unitPower();
      left = { type: 'binary', op, left, right, ...span(left, right) };
    }
  }

  private unitPower(): Node<M> {
    const raised = powerWord(this.peek());
    const first = raised === undefined ? null : this.next();
    const t = this.next() as Extract<Token<M>, { kind: 'name' }>;
    const unit: Node<M> = { type: 'unit', text: t.text, meanings: t.meanings, start: t.start, end: t.end };
    const exponent = this.exponent() ?? raised ?? null;
    return exponent === null
      ? unit
      : { type: 'power', base: unit, exponent, start: (first ?? t).start, end: this.lastEnd() };
  }
}

function textOf(t: AnyToken): string {
  switch (t.kind) {
    case 'name':
    case 'ingredient':
      return t.text;
    case 'op':
      return t.op === 'to' ? '=' : t.op;
    case 'power':
      return String(t.exponent);
    case 'number':
      return '';
  }
}

function textOrNumber(t: AnyToken): string {
  return t.kind === 'number' ? toRatioString(t.value) : textOf(t);
}

/** Exponents stay within ±1000, and a power of a value stays within about 4,000 bits. */
const MAX_EXPONENT = 1000n;
const MAX_POWER_BITS = 4096;

function bits(n: bigint): number {
  return (n < 0n ? -n : n).toString(16).length * 4;
}

function raise(base: Exact, n: number, start: number, end: number): Exact {
  if (n < 0 && isZero(base)) throw new LanguageFailure('divisionByZero', start, end);
  const trivial = base.den === 1n && (base.num === 0n || base.num === 1n || base.num === -1n);
  if (!trivial && Math.max(bits(base.num), bits(base.den)) * Math.abs(n) > MAX_POWER_BITS)
    throw new LanguageFailure('tooLarge', start, end);
  return pow(base, n);
}

/** The value of plain arithmetic in an exponent ('(2+1)'); a unit there has no place. */
function constantOf<M>(node: Node<M>): Exact {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'negate':
      return neg(constantOf(node.operand));
    case 'power':
      return raise(constantOf(node.base), node.exponent, node.start, node.end);
    case 'binary': {
      const a = constantOf(node.left);
      const b = constantOf(node.right);
      if (node.op === '/' && isZero(b))
        throw new LanguageFailure('divisionByZero', node.right.start, node.right.end);
      const v =
        node.op === '+'
          ? add(a, b)
          : node.op === '-'
            ? add(a, neg(b))
            : node.op === '*'
              ? mul(a, b)
              : div(a, b);
      if (Math.max(bits(v.num), bits(v.den)) > MAX_POWER_BITS)
        throw new LanguageFailure('tooLarge', node.start, node.end);
      return v;
    }
    default:
      throw new LanguageFailure('exponent', node.start, node.end, 'a unit');
  }
}
