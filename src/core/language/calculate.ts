/**
 * The quantity language's entry point: typed text → an exact answer with its unit, or one
 * diagnostic that points at the part that could not be read. Tokenize once; then try the
 * readings the text allows (where it splits into amount and target, which meaning each unit
 * spelling has) in order, and answer with the first whose dimensions agree.
 */
import { coherentSymbol, dimEquals, dimPow, superscript, type Dimension } from '../dimension';
import {
  add,
  div,
  equals,
  exact,
  fromRatioString,
  isZero,
  mul,
  neg,
  toNumber,
  type Exact,
} from '../rational';
import type { DecimalMark } from '../quantityNumber';
import { ingredientOnItsWay, LanguageFailure, toDiagnostic, type Diagnostic } from './diagnostic';
import { MAX_INPUT_LENGTH, tokenize, unitsBeforeNumbers } from './lexer';
import type { ReaderWords } from './words';
import {
  hasNumber,
  loneAmount,
  parseQuestions,
  unitNodes,
  type IngredientMention,
  type NameToken,
  type Node,
  type Question,
} from './syntax';
import type { IngredientCatalog, IngredientRecord } from '../ingredients';
import {
  countedMessage,
  densityOf,
  ingredientAt,
  kitchenOf,
  MASS,
  MEASURE_CATEGORY,
  misfitMessage,
  needsMessage,
  unknownMessage,
  VOLUME,
  type Kitchen,
} from './kitchen';
import { convertExact, pairConversion } from '../conversion';
import { bridgeFactor, Evaluator, dimensionWords, inUnit, unitSize, type Value } from './evaluate';
import { naturalUnit } from './answer';
import {
  meaningsOf,
  spellingIndex,
  spellingReader,
  type LanguageCategoryInput,
  type Meaning,
  type SpellingIndex,
} from './spellings';
import { steps } from './steps';

/** How many readings of one text are tried at most (unit meanings × splits): what bounds the time a text can take. */
const MAX_READINGS = 32;

export interface AnswerPart {
  /** The amount in `unit`, exactly. */
  value: Exact;
  unit: Meaning;
}

export type Calculation =
  | {
      ok: true;
      /** The answer: one part, or several for a mixed answer ('1 ft 9.8 in'), largest unit first. */
      parts: AnswerPart[];
      /** The answer has no catalogue unit: the amount in coherent SI units, written `symbol` ('' for a plain number). */
      coherent: { value: Exact; symbol: string } | null;
      dimension: Dimension;
      /** The question named the unit(s) of the answer. */
      targeted: boolean;
      /** The amount asked about, when it is one unit of one category ('5 ft 3 in' as 5.25 ft): what a converter can start from. */
      source: AnswerPart | null;
      /** The amount in the unit it is answered in without a target ('60 mph * 2 h' as 120 mi); null when no catalogue unit has its dimension. */
      computed: AnswerPart | null;
      /** The amount as typed, without the target ('5 ft 3 in' of '5 ft 3 in to cm'). */
      amountText: string;
      /** The amount is written with a number (digits, a fraction, a number word, π): 'kg' and 'a pound' have none. */
      numbered: boolean;
      /** The question starts with its amount, with no article ('kg to lb', not 'a pound to grams' or 'ounces in a pound'). */
      amountFirst: boolean;
      /** Other meanings of a spelling that also make sense here ('5 Gb': gilberts, or gigabits), each with its answer. */
      alternatives: Alternative[];
      /** The ingredient the question is about, named or known by its measure ('2 sticks'): its density weighs a volume. */
      ingredient?: IngredientRecord;
    }
  | {
      ok: false;
      diagnostic: Diagnostic;
      /** A question about an ingredient that cannot be answered as asked ('1 cup in grams', '2 eggs in grams'). */
      cooking?: true;
    };

/** Another meaning of the spelling at [start, end) of the text, and the answer it gives. */
export interface Alternative {
  start: number;
  end: number;
  meaning: Meaning;
  answer: Calculation & { ok: true };
}

/** At most this many other meanings are offered, out of at most this many tried. */
const MAX_ALTERNATIVES = 3;
const MAX_ALTERNATIVE_TRIES = 8;

/**
 * Choices of one meaning per unit node, the likeliest first: all first meanings, then each
 * node moved one meaning on, breadth first (so by increasing sum of ranks), each choice once.
 */
function* choices(counts: number[], limit = MAX_READINGS): Generator<number[]> {
  const seen = new Set<string>();
  const queue: number[][] = [counts.map(() => 0)];
  for (let head = 0; head < queue.length; head++) {
    const pick = queue[head]!;
    yield pick;
    // The last spellings (the target's) move on first: the amount keeps its likeliest meaning longest.
    for (let i = pick.length - 1; i >= 0; i--) {
      if (pick[i]! + 1 >= counts[i]!) continue;
      const next = pick.slice();
      next[i] = pick[i]! + 1;
      const key = next.join(',');
      if (!seen.has(key) && queue.length < limit) {
        seen.add(key);
        queue.push(next);
      }
    }
  }
}

/** A parse of the text: the question, and a clock target's units when it names one. */
interface Reading {
  question: Question;
  clock?: string[];
  amountFirst: boolean;
  ingredient?: IngredientMention;
  unknownIngredient?: { start: number; end: number };
}

/** A failure of a question about an ingredient: the kitchen is where it can be asked. */
class CookingFailure extends LanguageFailure {}

/**
 * An amount of an ingredient of `density` (kg/m³) as the weight of its volume or the volume of
 * its weight, when `want` asks for the other (or names nothing); else the amount as it is.
 */
function weighed(value: Value, want: Dimension | undefined, density: Exact | undefined): Value {
  if (!density || value.point) return value;
  const asks = (d: Dimension) => want === undefined || dimEquals(want, d);
  if (dimEquals(value.dimension, VOLUME) && asks(MASS))
    return { x: mul(value.x, density), dimension: MASS, shape: new Map() };
  if (dimEquals(value.dimension, MASS) && asks(VOLUME))
    return { x: div(value.x, density), dimension: VOLUME, shape: new Map() };
  return value;
}

function evaluateReading(
  index: SpellingIndex,
  text: string,
  reading: Reading,
  choice: ReadonlyMap<Node, Meaning>,
  kitchen?: Kitchen,
): Omit<Calculation & { ok: true }, 'alternatives'> {
  return { ...answerReading(index, text, reading, choice, kitchen), amountFirst: reading.amountFirst };
}

function answerReading(
  index: SpellingIndex,
  text: string,
  reading: Reading,
  choice: ReadonlyMap<Node, Meaning>,
  kitchen?: Kitchen,
): Omit<Calculation & { ok: true }, 'alternatives' | 'amountFirst'> {
  steps.count++;
  const chosen = (node: Extract<Node, { type: 'unit' }>) => choice.get(node) ?? node.meanings[0]!;
  const bare = bareDegrees(reading.question, chosen);
  const choose = (node: Extract<Node, { type: 'unit' }>) => (node === bare?.node ? bare.scale : chosen(node));
  const evaluator = new Evaluator(index, text, choose);
  const { expression, target } = reading.question;
  const level = levelReading(text, reading.question, choose);
  if (level) return level;
  const typed = evaluator.top(expression);
  const asked = target && mixedTarget(target, typed.dimension, choose);
  const targets = reading.clock
    ? clockUnits(index, reading.clock, typed.dimension)
    : asked?.map((t) => targetUnit(index, evaluator, t, choose));
  // Words after 'of' that name nothing: an ingredient we do not know, or words the text cannot mean.
  const unknown = reading.unknownIngredient;
  if (unknown) {
    const words = text.slice(unknown.start, unknown.end);
    if (kitchen && (weighs(typed.dimension, MASS) || weighs(typed.dimension, VOLUME)))
      throw new CookingFailure(
        'unknownIngredient',
        unknown.start,
        unknown.end,
        unknownMessage(kitchen, words),
      );
    throw new LanguageFailure('unknownWord', unknown.start, unknown.end, words);
  }
  const ingredient = kitchen && ingredientOf(kitchen, text, reading, targets, choose);
  const density = ingredient ? densityOf(ingredient) : undefined;
  const value = bridged(weighed(typed, targets?.[0]?.dimension, density), targets);
  const natural = value.point ?? naturalUnit(index, value.x, value.dimension, value.shape);
  const found = {
    source: sourceOf(expression, typed, choose),
    computed: natural && { value: inUnit(value, natural), unit: natural },
    amountText: text.slice(expression.start, expression.end).trim(),
    numbered: hasNumber(expression),
    ...(ingredient && { ingredient }),
  };
  if (!targets) {
    if (!found.computed) {
      const symbol = coherentSymbol(value.dimension);
      if (symbol === null)
        throw new LanguageFailure(
          'cannotConvert',
          expression.start,
          expression.end,
          `‘${found.amountText}’ has no unit to be shown in.`,
        );
      return {
        ok: true,
        parts: [],
        coherent: { value: value.x, symbol },
        dimension: value.dimension,
        targeted: false,
        ...found,
      };
    }
    return {
      ok: true,
      parts: [found.computed],
      coherent: null,
      dimension: value.dimension,
      targeted: false,
      ...found,
    };
  }
  const [only] = targets;
  // '20 km/L to L/100km': a unit of a category that converts reciprocally takes the inverse of the amount.
  if (
    targets.length === 1 &&
    only!.meaning &&
    dimEquals(dimPow(only!.dimension, -1), value.dimension) &&
    reciprocalPair(only!.meaning, value)
  ) {
    const part = { value: div(exact(1n), mul(value.x, only!.x)), unit: only!.meaning };
    return { ok: true, parts: [part], coherent: null, dimension: only!.dimension, targeted: true, ...found };
  }
  for (const [i, t] of targets.entries()) {
    if (dimEquals(t.dimension, value.dimension)) {
      // A difference of temperatures is no reading: the scale's degrees are meant ('20 °C - 10 °C to °F' is 18 °F).
      if (value.point || t.meaning?.unit.kind !== 'affine') continue;
      const node = target?.[i] ?? expression;
      throw new LanguageFailure(
        'offsetScale',
        node.start,
        node.end,
        'A temperature difference is not a reading.',
      );
    }
    const node = target?.[i] ?? expression;
    if (kitchen && !density && found.source && weighs(value.dimension, t.dimension)) {
      const message = needsMessage(kitchen, {
        from: { name: found.source.unit.unit.name, volume: dimEquals(value.dimension, VOLUME) },
        amount: found.amountText,
        to: t.text,
        ounce: found.source.unit.unit.id === 'ounce' || t.meaning?.unit.id === 'ounce',
      });
      throw new CookingFailure('needsIngredient', 0, text.trimEnd().length, message);
    }
    const message = `‘${text.slice(expression.start, expression.end).trim()}’ is ${dimensionWords(index, value.dimension)} and ‘${text.slice(node.start, node.end).trim()}’ is ${dimensionWords(index, t.dimension)}: one does not convert to the other.`;
    throw new LanguageFailure('cannotConvert', node.start, node.end, message);
  }
  if (targets.length === 1) {
    const [t] = targets;
    const parts = t!.meaning ? [{ value: inUnit(value, t!.meaning), unit: t!.meaning }] : [];
    return {
      ok: true,
      parts,
      coherent: t!.meaning ? null : { value: div(value.x, t!.x), symbol: t!.text },
      dimension: value.dimension,
      targeted: true,
      ...found,
    };
  }
  const meanings = targets.map((t) => t.meaning).filter((m): m is Meaning => m !== null);
  if (meanings.length !== targets.length)
    throw new LanguageFailure(
      'cannotConvert',
      target![0]!.start,
      target![target!.length - 1]!.end,
      'A mixed answer takes single units, such as feet and inches.',
    );
  return {
    ok: true,
    parts: mixedParts(value.x, meanings),
    coherent: null,
    dimension: value.dimension,
    targeted: true,
    ...found,
  };
}

/**
 * Which way a bare 'X in Y' asks, from the likeliest meaning of each spelling. A target in the
 * plural asks the first in the second ('km in miles'), as 'to' would, and so does a larger unit
 * first ('inch in cm', 'kg in lb'). A smaller one is counted in the larger where people ask it
 * so: in one system ('oz in lb' is 16 oz, 'feet in mile' 5,280 ft), or metric in another's
 * ('ml in cup', 'cm in inch'); 'pound in kg' and 'ft in m' ask for the first in the second. A
 * scale with an offset asks the first in the second ('c in f' as 'c to f').
 */
function asksHowMany(unit: NameToken<Meaning>, of: NameToken<Meaning>): boolean {
  const [a] = unit.meanings;
  const [b] = of.meanings;
  if (!a || !b) return true;
  if (a.unit.kind === 'affine' || b.unit.kind === 'affine' || b.as === 'plural') return false;
  if (toNumber(unitSize(a).x) >= toNumber(unitSize(b).x)) return false;
  const family = (m: Meaning) =>
    m.unit.system === 'si' || m.unit.system === 'metric'
      ? 'metric'
      : m.unit.system === 'us' || m.unit.system === 'imperial'
        ? 'customary'
        : 'other';
  return family(a) === family(b) || family(a) === 'metric';
}

/** A number after a metric unit is no inches: '1 m 80 in ft' asks for 1 m 80 cm in feet. */
function inchesAfter(unit: NameToken<Meaning>): boolean {
  const system = unit.meanings[0]?.unit.system;
  return system !== 'si' && system !== 'metric';
}

/** A volume and a weight, either way round: what an ingredient's density converts. */
function weighs(a: Dimension, b: Dimension): boolean {
  return (dimEquals(a, VOLUME) && dimEquals(b, MASS)) || (dimEquals(a, MASS) && dimEquals(b, VOLUME));
}

/**
 * The ingredient a question is about: the one it names, else the one its measure is for ('2
 * sticks' of butter). Throws where the question cannot be answered as asked: a measure made
 * for another ingredient ('1 stick of flour'), or a count of a counted ingredient asked as a
 * weight or volume ('2 eggs in grams').
 */
function ingredientOf(
  kitchen: Kitchen,
  text: string,
  reading: Reading,
  targets: TargetUnit[] | undefined,
  choose: (n: Extract<Node, { type: 'unit' }>) => Meaning,
): IngredientRecord | undefined {
  const { question, ingredient: mention } = reading;
  const nodes = [question.expression, ...(question.target ?? [])].flatMap((n) => unitNodes(n));
  const measures = nodes.flatMap((n) => {
    const { category, unit } = choose(n);
    return (category.id === MEASURE_CATEGORY && kitchen.measures.get(unit.id)) || [];
  });
  const ingredient =
    (mention && kitchen.byId.get(mention.id)) ?? (measures[0] && kitchen.byId.get(measures[0].for[0]!));
  if (!ingredient) return undefined;
  const misfit = measures.find((m) => !m.for.includes(ingredient.id));
  if (misfit)
    throw new CookingFailure('cannotConvert', 0, text.length, misfitMessage(kitchen, misfit, ingredient));
  const asked = targets?.length === 1 ? targets[0]!.dimension : undefined;
  const count = question.expression.type === 'number' ? toNumber(question.expression.value) : NaN;
  if (
    mention?.counted &&
    ingredient.counted &&
    asked &&
    (dimEquals(asked, MASS) || dimEquals(asked, VOLUME)) &&
    Number.isInteger(count) &&
    count > 0 &&
    count < 10_000
  ) {
    const target = question.target!;
    const unit = dimEquals(asked, MASS)
      ? text.slice(target[0]!.start, target[target.length - 1]!.end).trim()
      : 'grams';
    throw new CookingFailure(
      'cannotConvert',
      0,
      text.trimEnd().length,
      countedMessage(ingredient, count, unit),
    );
  }
  return ingredient;
}

/**
 * '-3 dBm', '0 dBm to mW', '1 W to dBm': a level in decibels converts only as one reading, to a
 * unit of its own category, by the category's level rule; null when the question is not that.
 */
function levelReading(
  text: string,
  question: Question,
  choose: (n: Extract<Node, { type: 'unit' }>) => Meaning,
): Omit<Calculation & { ok: true }, 'alternatives' | 'amountFirst'> | null {
  const lone = loneAmount(question.expression);
  if (!lone || (question.target && (question.target.length !== 1 || question.target[0]!.type !== 'unit')))
    return null;
  const from = choose(lone.unit);
  const to = question.target ? choose(question.target[0] as Extract<Node, { type: 'unit' }>) : null;
  if (
    (from.unit.kind !== 'logarithmic' && to?.unit.kind !== 'logarithmic') ||
    (to && to.category !== from.category)
  )
    return null;
  const source = { value: lone.amount, unit: from };
  const found = {
    source,
    computed: source,
    amountText: text.slice(question.expression.start, question.expression.end).trim(),
    numbered: hasNumber(question.expression),
    coherent: null,
    dimension: from.category.dimension,
  };
  if (!to) return { ok: true, parts: [source], targeted: false, ...found };
  const y = convertExact(pairConversion(from.unit, to.unit), lone.amount);
  if (!y)
    throw new LanguageFailure(
      'noLevel',
      question.expression.start,
      question.expression.end,
      `Only a positive ${from.category.name.toLowerCase().replace(/ level$/, '')} has a level in decibels.`,
    );
  return { ok: true, parts: [{ value: y, unit: to }], targeted: true, ...found };
}

/**
 * '60 rpm to Hz' is 1 Hz, '1 Hz to rad/s' 2π rad/s: an amount in one unit asked in a unit of
 * another category of its dimension that counts turns differently is read through the unit the
 * two share (see bridgeFactor); the same amount otherwise.
 */
function bridged(value: Value, targets: TargetUnit[] | undefined): Value {
  const to = targets?.length === 1 ? targets[0]!.meaning : null;
  const [[typed, power] = []] = [...value.shape];
  if (!to || value.point || value.shape.size !== 1 || power !== 1 || typed!.category === to.category)
    return value;
  if (!dimEquals(unitSize(typed!).dimension, unitSize(to).dimension)) return value;
  const factor = bridgeFactor(typed!.category, to.category);
  return factor ? { ...value, x: mul(value.x, factor), shape: new Map() } : value;
}

/** Degrees written without a scale ('98.6 degrees', '40 deg'). */
const BARE_DEGREES = /^(?:degrees?|deg|°)$/i;

/**
 * '98.6 degrees in celsius' is 37 °C: degrees named without a scale and asked in one of the
 * two first scales of a temperature category (Celsius and Fahrenheit) are the other one, as
 * people mean them. The amount's unit node and that scale, or null for any other question.
 */
function bareDegrees(
  question: Question,
  choose: (n: Extract<Node, { type: 'unit' }>) => Meaning,
): { node: Extract<Node, { type: 'unit' }>; scale: Meaning } | null {
  const lone = loneAmount(question.expression);
  const [target] = question.target ?? [];
  if (!lone || question.target?.length !== 1 || target!.type !== 'unit' || !BARE_DEGREES.test(lone.unit.text))
    return null;
  const to = choose(target!);
  const scales = to.category.common
    .map((id) => to.category.units.find((u) => u.id === id))
    .filter((u) => u?.kind === 'affine' && !isZero(fromRatioString(u.offset)))
    .slice(0, 2);
  const other =
    scales.length === 2 && scales.includes(to.unit) ? scales.find((u) => u !== to.unit) : undefined;
  return other
    ? { node: lone.unit, scale: { category: to.category, unit: other, rank: 0, as: 'name' } }
    : null;
}

/** The target and the amount's one unit belong to one category with a reciprocal unit (km/L and L/100 km, min/km and km/h). */
function reciprocalPair(target: Meaning, value: Value): boolean {
  const [[typed, power] = []] = [...value.shape];
  return (
    value.shape.size === 1 &&
    power === 1 &&
    typed!.category === target.category &&
    (typed!.unit.kind === 'reciprocal' || target.unit.kind === 'reciprocal')
  );
}

/** Largest unit first: whole amounts of each but the last, which takes the rest exactly. */
function mixedParts(x: Exact, units: Meaning[]): AnswerPart[] {
  const sorted = [...units].sort((a, b) => toNumber(unitSize(b).x) - toNumber(unitSize(a).x));
  const negative = x.num < 0n;
  let rest = negative ? neg(x) : x;
  const parts: AnswerPart[] = [];
  sorted.forEach((unit, i) => {
    const size = unitSize(unit).x;
    const amount = div(rest, size);
    if (i === sorted.length - 1) {
      parts.push({ value: amount, unit });
      return;
    }
    const whole = exact(amount.num / amount.den);
    const approx = toNumber(amount);
    // π-valued amounts (an angle in radians) have no exact whole part; their nearest is enough here.
    const wholePart = amount.piPower === 0 ? whole : exact(BigInt(Math.floor(approx)));
    parts.push({ value: wholePart, unit });
    rest = add(rest, neg(mul(wholePart, size)));
  });
  return negative ? parts.map((p, i) => (i === 0 ? { ...p, value: neg(p.value) } : p)) : parts;
}

interface TargetUnit {
  x: Exact;
  dimension: Dimension;
  /** The one catalogue unit the target is, else null (a product such as 'Wh/mi'). */
  meaning: Meaning | null;
  text: string;
}

function targetUnit(
  index: SpellingIndex,
  evaluator: Evaluator,
  node: Node,
  choose: (n: Extract<Node, { type: 'unit' }>) => Meaning,
): TargetUnit {
  if (node.type === 'unit') {
    const meaning = choose(node);
    if (meaning.unit.kind === 'logarithmic') evaluator.value(node);
    const size = unitSize(meaning);
    return { x: size.x, dimension: size.dimension, meaning, text: meaning.unit.symbol };
  }
  const v = evaluator.value(node);
  const text = symbolOf(node, choose);
  // 'km per hour' written out is the catalogue's km/h when a unit of that spelling has its size and dimension.
  const named = meaningsOf(index, text).find(
    (m) =>
      m.unit.kind === 'linear' && dimEquals(unitSize(m).dimension, v.dimension) && equals(unitSize(m).x, v.x),
  );
  return named
    ? { x: v.x, dimension: v.dimension, meaning: named, text: named.unit.symbol }
    : { x: v.x, dimension: v.dimension, meaning: null, text };
}

/** Units written side by side ('ft in'), or null for anything else. */
function sideBySide(node: Node): Extract<Node, { type: 'unit' }>[] | null {
  if (node.type === 'unit') return [node];
  if (node.type !== 'binary' || node.op !== '*' || node.implicit) return null;
  const [left, right] = [sideBySide(node.left), sideBySide(node.right)];
  return left && right ? [...left, ...right] : null;
}

/**
 * '1.75 m to ft in', 'to feet inches': units side by side that each measure the amount are a
 * mixed answer, as with 'and' between them, where their product would not measure it.
 */
function mixedTarget(
  target: Node[],
  dimension: Dimension,
  choose: (n: Extract<Node, { type: 'unit' }>) => Meaning,
): Node[] {
  const units = target.length === 1 ? sideBySide(target[0]!) : null;
  if (!units || units.length < 2) return target;
  return units.every((u) => dimEquals(unitSize(choose(u)).dimension, dimension)) ? units : target;
}

/** A target's units as the answer writes them: 'Wh/mi', 'kg·m²'. */
function symbolOf(node: Node, choose: (n: Extract<Node, { type: 'unit' }>) => Meaning): string {
  switch (node.type) {
    case 'unit':
      return choose(node).unit.symbol;
    case 'power':
      return `${symbolOf(node.base, choose)}${superscript(node.exponent)}`;
    case 'binary': {
      const join = node.op === '/' ? '/' : node.implicit ? ' ' : '·';
      return `${symbolOf(node.left, choose)}${join}${symbolOf(node.right, choose)}`;
    }
    case 'number':
      return String(toNumber(node.value));
    default:
      return '';
  }
}

function clockUnits(index: SpellingIndex, spellings: string[], dimension: Dimension): TargetUnit[] {
  return spellings.map((s) => {
    const meaning =
      meaningsOf(index, s).find((m) => dimEquals(m.category.dimension, dimension)) ??
      meaningsOf(index, s)[0]!;
    const size = unitSize(meaning);
    return { x: size.x, dimension: size.dimension, meaning, text: s };
  });
}

/** The amount asked about when it is one amount in one unit ('5 ft 3 in' in feet, '72 °F'): what a converter can be set to. */
function sourceOf(
  expression: Node,
  value: Value,
  choose: (n: Extract<Node, { type: 'unit' }>) => Meaning,
): AnswerPart | null {
  let first: Node | null = expression;
  if (first.type === 'compound') first = first.terms[0]!;
  if (first.type === 'negate') first = first.operand;
  if (first.type === 'binary' && first.op === '*' && first.right.type === 'unit') first = first.right;
  if (first.type !== 'unit') return null;
  const unit = choose(first);
  if (unit.unit.kind === 'logarithmic' || !dimEquals(unitSize(unit).dimension, value.dimension)) return null;
  return { value: inUnit(value, unit), unit };
}

/** The same unit under another category (the watt of power and of power level): no other answer. */
function sameUnit(a: Meaning, b: Meaning): boolean {
  const [x, y] = [unitSize(a), unitSize(b)];
  return a.unit.kind === b.unit.kind && dimEquals(x.dimension, y.dimension) && equals(x.x, y.x);
}

/**
 * The other meanings the answer's spellings could have where the dimensions do not decide
 * ('5 Gb' alone is gilberts or gigabits): each tried in place of the one taken, kept when it
 * gives an answer in a unit of the catalogue. A target that names a dimension ('5 gb to Mb')
 * leaves none. Only spellings as written count (the 'h' of '2 h' is not the henry's 'H'), and
 * not a unit that stands for the same speed or consumption read the other way round (pace's mph).
 */
function alternatives(
  index: SpellingIndex,
  text: string,
  reading: Reading,
  nodes: Extract<Node, { type: 'unit' }>[],
  options: Meaning[][],
  choice: ReadonlyMap<Node, Meaning>,
  kitchen?: Kitchen,
): Alternative[] {
  const out: Alternative[] = [];
  let tries = 0;
  nodes.forEach((node, i) => {
    for (const meaning of options[i]!) {
      if (
        out.length >= MAX_ALTERNATIVES ||
        meaning === choice.get(node) ||
        meaning.category === choice.get(node)!.category
      )
        continue;
      if (
        meaning.rank >= 2 ||
        meaning.unit.kind === 'reciprocal' ||
        sameUnit(meaning, choice.get(node)!) ||
        ++tries > MAX_ALTERNATIVE_TRIES
      )
        continue;
      try {
        const answer = evaluateReading(index, text, reading, new Map(choice).set(node, meaning), kitchen);
        if (answer.parts.length === 0) continue;
        out.push({ start: node.start, end: node.end, meaning, answer: { ...answer, alternatives: [] } });
      } catch {
        // this meaning does not fit here
      }
    }
  });
  return out;
}

const kitchenAt = (categories: readonly LanguageCategoryInput[], ingredients?: IngredientCatalog) =>
  ingredients?.ingredients.length ? kitchenOf(ingredients, categories) : undefined;

/** What calculate reads spellings over: the categories, and the kitchen's measures when it has ingredients. */
export function languageCategories(
  categories: readonly LanguageCategoryInput[],
  ingredients?: IngredientCatalog,
): readonly LanguageCategoryInput[] {
  return kitchenAt(categories, ingredients)?.categories ?? categories;
}

/**
 * Reads and computes typed text over the catalogue's categories (the search index's records).
 * With the cooking `ingredients`, an ingredient named in the question ('1 cup of flour in
 * grams') or known by its measure ('2 sticks') turns a volume into a weight and back.
 */
export function calculate(
  text: string,
  categories: readonly LanguageCategoryInput[],
  decimal: DecimalMark = '.',
  ingredients?: IngredientCatalog,
  words?: ReaderWords,
): Calculation {
  steps.texts++;
  if (typeof text !== 'string' || text.trim() === '')
    return { ok: false, diagnostic: toDiagnostic(new LanguageFailure('empty', 0, 0)) };
  if (text.length > MAX_INPUT_LENGTH)
    return {
      ok: false,
      diagnostic: toDiagnostic(
        new LanguageFailure('tooLong', MAX_INPUT_LENGTH, text.length, String(MAX_INPUT_LENGTH)),
      ),
    };
  const kitchen = kitchenAt(categories, ingredients);
  const index = spellingIndex(languageCategories(categories, ingredients));
  const readIngredient =
    kitchen &&
    ((t: string, at: number) => {
      const found = ingredientAt(kitchen, t, at);
      return found && { end: found.end, id: found.ingredient.id };
    });
  try {
    const read = tokenize(text, spellingReader(index), decimal, readIngredient, words);
    const tokens = words?.unitFirst ? unitsBeforeNumbers(read) : read;
    if (tokens.length === 0) throw new LanguageFailure('empty', 0, 0);
    let firstFailure: LanguageFailure | null = null;
    // Of the questions that do not parse, the one read furthest says best what is wrong ('‘xyz’' of '5 ft to xyz').
    let parseFailure: LanguageFailure | null = null;
    let readings = 0;
    for (const parsed of parseQuestions(tokens, { asksHowMany, inchesAfter })) {
      if (!parsed.ok) {
        if (!parseFailure || parsed.failure.start >= parseFailure.start) parseFailure = parsed.failure;
        continue;
      }
      const { question, clock, amountFirst, ingredient, unknownIngredient } = parsed;
      const nodes = [
        ...unitNodes(question.expression),
        ...(question.target ?? []).flatMap((t) => unitNodes(t)),
      ];
      // Only the dimensions decide between meanings: of several with one dimension, the first is tried (and the one of a category with levels, which convert only within it: '0 dBm to mW').
      const alike = (a: Meaning, b: Meaning) =>
        dimEquals(unitSize(a).dimension, unitSize(b).dimension) &&
        a.unit.kind === b.unit.kind &&
        a.category.levels === b.category.levels;
      // A target spelling with a meaning in a category the amount's units name takes it first: '1 Hz to rpm'
      // asks for the frequency's rpm. The amount keeps its own likeliest meanings.
      const amountCount = unitNodes(question.expression).length;
      const amountCategories = new Set(nodes.slice(0, amountCount).map((n) => n.meanings[0]?.category));
      const options = nodes.map((n, i) => {
        const ordered =
          i < amountCount
            ? n.meanings
            : [...n.meanings].sort(
                (a, b) => +!amountCategories.has(a.category) - +!amountCategories.has(b.category),
              );
        return ordered.filter((m, j) => ordered.findIndex((o) => alike(o, m)) === j);
      });
      // A long text has fewer readings tried (each costs more): what bounds its time.
      const budget = Math.max(4, Math.min(MAX_READINGS, Math.floor(256 / Math.max(1, nodes.length))));
      let tried = 0;
      for (const pick of choices(
        options.map((o) => o.length),
        budget,
      )) {
        if (++readings > MAX_READINGS || ++tried > budget) break;
        const choice = new Map<Node, Meaning>(nodes.map((n, i) => [n, options[i]![pick[i]!]!]));
        const reading = { question, clock, amountFirst, ingredient, unknownIngredient };
        try {
          const answer = evaluateReading(index, text, reading, choice, kitchen);
          // '1 tablespoon in grams' is a question whose units do not convert, not tablespoons times inches times grams:
          // an answer that belongs to no category does not stand against a question that failed on its dimensions.
          if (
            answer.parts.length === 0 &&
            answer.coherent?.symbol &&
            (firstFailure?.kind === 'cannotConvert' || firstFailure?.kind === 'needsIngredient') &&
            question.target === null
          )
            throw firstFailure;
          return {
            ...answer,
            alternatives: alternatives(index, text, reading, nodes, options, choice, kitchen),
          };
        } catch (e) {
          if (!(e instanceof LanguageFailure)) throw e;
          // That an amount has no level ('-1 W to dBm') says more than that a level takes no part in calculations.
          if (e.kind === 'noLevel' && firstFailure?.kind === 'level') firstFailure = e;
          firstFailure ??= e;
          // Only the dimensions can make another meaning right; other failures are the text's.
          const dimensional = ['cannotAdd', 'cannotConvert', 'offsetScale', 'level', 'needsIngredient'];
          if (!dimensional.includes(e.kind)) break;
        }
      }
    }
    throw ingredientOnItsWay(
      firstFailure ?? parseFailure ?? new LanguageFailure('unreadable', 0, text.length, text.trim()),
      text,
    );
  } catch (e) {
    if (e instanceof CookingFailure) return { ok: false, diagnostic: toDiagnostic(e), cooking: true };
    if (e instanceof LanguageFailure) return { ok: false, diagnostic: toDiagnostic(e) };
    // A bug must not break typing: say the text cannot be read instead of throwing.
    return {
      ok: false,
      diagnostic: toDiagnostic(new LanguageFailure('unreadable', 0, text.length, text.trim().slice(0, 40))),
    };
  }
}
