/**
 * The quantity language's evaluator: a syntax tree → an exact value in coherent SI units with
 * its dimension. Sums need equal dimensions; products, quotients and whole powers combine
 * them. A spelling with several meanings takes the one `choose` gives, so the caller can try
 * the next meaning when the dimensions do not agree.
 *
 * Temperatures on a scale with an offset (°C, °F) are points: one stands alone as an amount
 * ('72 °F') and converts with its offset, but takes no part in arithmetic; sums, products and
 * powers of temperatures are done in kelvin, rankine or a temperature difference. Levels in
 * decibels (dBm) likewise convert on their own but take no part in calculations.
 */
import { DIMENSIONLESS, dimEquals, dimMul, dimPow, type Dimension } from '../dimension';
import { withArticle } from '../unitText';
import {
  add,
  approximate,
  div,
  exact,
  fromRatioString,
  isZero,
  mul,
  neg,
  ONE,
  pow,
  toNumber,
  type Exact,
} from '../rational';
import { LanguageFailure } from './diagnostic';
import { steps } from './steps';
import { categoryOf, meaningsOf, type Meaning, type SpellingIndex } from './spellings';
import { loneAmount, type Node } from './syntax';

/** Numerators and denominators stay below this many bits; 10^1000 needs about 3,322. */
export const MAX_BITS = 4000;

/** The unit a bare number after a unit is in, where people leave it out: its symbol and id. */
const NEXT_UNIT: Record<string, [symbol: string, id: string]> = {
  hour: ['min', 'minute'],
  stone: ['lb', 'pound'],
  pound: ['oz', 'ounce'],
  meter: ['cm', 'centimeter'],
};

/** The units a value was written with and their powers, to answer in units like them (ft·ft → ft²). */
export type Shape = ReadonlyMap<Meaning, number>;

export interface Value {
  /** The amount in the coherent SI unit of `dimension`. */
  x: Exact;
  dimension: Dimension;
  shape: Shape;
  /** The value is one amount on a scale with an offset ('72 °F'): a temperature point. */
  point?: Meaning;
}

export type Choose = (node: Extract<Node, { type: 'unit' }>) => Meaning;

function bitLength(n: bigint): number {
  return (n < 0n ? -n : n).toString(16).length * 4;
}

function bounded(x: Exact, node: Node): Exact {
  if (bitLength(x.num) > MAX_BITS || bitLength(x.den) > MAX_BITS)
    throw new LanguageFailure('tooLarge', node.start, node.end);
  return x;
}

function mergeShapes(a: Shape, b: Shape, sign: number): Shape {
  const out = new Map(a);
  for (const [meaning, power] of b) {
    const p = (out.get(meaning) ?? 0) + sign * power;
    if (p === 0) out.delete(meaning);
    else out.set(meaning, p);
  }
  return out;
}

const sizes = new WeakMap<Meaning, { x: Exact; dimension: Dimension }>();

/** One unit's size in coherent SI units, and its dimension (a reciprocal unit has the inverse one); worked out once per meaning. */
export function unitSize(meaning: Meaning): { x: Exact; dimension: Dimension } {
  let size = sizes.get(meaning);
  if (size) return size;
  const { unit, category } = meaning;
  const factor = mul(fromRatioString(unit.factor), category.coherent);
  size =
    unit.kind === 'reciprocal'
      ? { x: div(exact(1n), factor), dimension: dimPow(category.dimension, -1) }
      : { x: factor, dimension: category.dimension };
  sizes.set(meaning, size);
  return size;
}

/** A unit's offset from zero on its scale (273.15 for °C; 0 for K and most units). */
function offsetOf(meaning: Meaning): number {
  return meaning.unit.kind === 'affine' ? toNumber(fromRatioString(meaning.unit.offset)) : 0;
}

/**
 * Two categories of one dimension that count one thing differently, as angular velocity
 * (radians: a turn is 2π) and frequency (cycles: a turn is 1), share a unit id (the rpm of
 * each): the ratio of its two sizes is how an amount of one is read in the other. 1 otherwise,
 * and null when the categories share no unit.
 */
export function bridgeFactor(from: Meaning['category'], to: Meaning['category']): Exact | null {
  if (from === to) return ONE;
  const shared = from.units.find((u) => u.kind === 'linear' && to.units.some((v) => v.id === u.id));
  const there = shared && to.units.find((v) => v.id === shared.id && v.kind === 'linear');
  if (!shared || !there) return null;
  const size = (c: Meaning['category'], factor: string) => mul(fromRatioString(factor), c.coherent);
  return div(size(to, there.factor), size(from, shared.factor));
}

/** The value in a unit; a temperature point converts with the unit's offset. */
export function inUnit(value: Value, unit: Meaning): Exact {
  const size = unitSize(unit).x;
  if (unit.unit.kind === 'affine') return add(div(value.x, size), neg(fromRatioString(unit.unit.offset)));
  return div(value.x, size);
}

/** What a dimension is called in a sentence: 'a length', 'an energy', else its base dimensions. */
export function dimensionWords(index: SpellingIndex, dimension: Dimension): string {
  if (Object.keys(dimension).length === 0) return 'a plain number';
  const category = categoryOf(index, dimension);
  if (!category)
    return `a quantity of ${Object.entries(dimension)
      .map(([k, v]) => (v === 1 ? k : `${k}^${v}`))
      .join('·')
      .replace(/_/g, ' ')}`;
  return withArticle(category.name.toLowerCase());
}

/** The sum of two exact values, or its nearest decimal when they carry different powers of π (1 + π). */
function sum(a: Exact, b: Exact): Exact {
  try {
    return add(a, b);
  } catch {
    return approximate(toNumber(a) + toNumber(b)) ?? exact(0n);
  }
}

export class Evaluator {
  /** Temperature units read as differences of their degrees (the second term of '0 °C + 10 K'). */
  private differences = false;

  constructor(
    private readonly index: SpellingIndex,
    private readonly text: string,
    private readonly choose: Choose,
  ) {}

  private written(node: Node): string {
    return this.text.slice(node.start, node.end).trim();
  }

  /** The value of a whole expression: a lone temperature on an offset scale is a point, and so is a sum with one. */
  top(node: Node): Value {
    return this.temperaturePoint(node) ?? this.temperatureSum(node) ?? this.value(node);
  }

  /**
   * Sums and differences with a temperature reading, as people write them: a reading plus or
   * minus a difference is a reading on its scale ('0 °C + 10 K' is 10 °C), and whatever scale
   * the second term names it is a difference there ('1 °C + 1 °F' is 1.5556 °C); a reading
   * minus a reading on an offset scale is a difference ('20 °C - 10 °C' is 10 degrees). Null when no
   * term is a reading.
   */
  private temperatureSum(node: Node): Value | null {
    if (node.type !== 'binary' || (node.op !== '+' && node.op !== '-')) return null;
    const left = this.temperaturePoint(node.left) ?? this.temperatureSum(node.left);
    const right = this.temperaturePoint(node.right);
    if (!left?.point && !right) return null;
    if (left?.point) {
      if (right && offsetOf(right.point!) !== 0) {
        if (node.op === '-') return this.difference(left, right, node.right);
        if (right.point!.unit === left.point.unit) throw this.twoReadings(node, left.point);
      }
      return this.shifted(node.left, left, node.op, node.right);
    }
    // '10 mK + 0 °C': a difference added to a reading is a reading; a reading taken from a difference means nothing.
    if (node.op === '-')
      throw new LanguageFailure(
        'temperatureReadings',
        node.right.start,
        node.right.end,
        `‘${this.written(node.right)}’ is a temperature reading: a reading can be taken from a reading (20 °C - 10 °C) or a difference from a reading (20 °C - 10 K), not a reading from a difference.`,
      );
    return this.shifted(node.right, right!, '+', node.left);
  }

  /** A reading moved by a difference written in any temperature unit ('+ 10 K', '+ 1 °F'). */
  private shifted(pointNode: Node, point: Value, op: '+' | '-', by: Node): Value {
    const step = this.asDifference(by);
    this.sameDimension(pointNode, point, by, step);
    return { ...point, x: bounded(sum(point.x, op === '-' ? neg(step.x) : step.x), by) };
  }

  /** Two readings taken one from the other: how far apart they are, in the first one's degrees. */
  private difference(left: Value, right: Value, node: Node): Value {
    const degree = meaningsOf(this.index, left.point!.unit.symbol).find(
      (m) => m.unit.kind === 'linear' && dimEquals(m.category.dimension, left.dimension),
    );
    return {
      x: bounded(sum(left.x, neg(right.x)), node),
      dimension: left.dimension,
      shape: degree ? new Map([[degree, 1]]) : new Map(),
    };
  }

  /** A term's value with every temperature unit in it read as a difference of its degrees. */
  private asDifference(node: Node): Value {
    const before = this.differences;
    this.differences = true;
    try {
      return this.value(node);
    } finally {
      this.differences = before;
    }
  }

  /** '20 °C + 30 °C': two readings on one scale, which add to nothing; the sentence says how to write a rise. */
  private twoReadings(node: Extract<Node, { type: 'binary' }>, scale: Meaning): LanguageFailure {
    const written = this.written(node.left);
    const lone = loneAmount(node.right);
    const amount = lone ? toNumber(lone.amount) : 1;
    // The scale's own degree counted from zero (°C → K, °F → °R), else kelvins.
    const zeroBased = scale.category.units.find(
      (u) => u.kind === 'affine' && isZero(fromRatioString(u.offset)) && u.factor === scale.unit.factor,
    );
    const kelvins = Number((toNumber(unitSize(scale).x) * amount).toPrecision(12));
    const rise = zeroBased ? `${amount} ${zeroBased.symbol}` : `${kelvins} K`;
    return new LanguageFailure(
      'temperatureReadings',
      node.right.start,
      node.right.end,
      `‘${written}’ and ‘${this.written(node.right)}’ are both temperature readings, and two readings do not add. To raise ${written} by ${amount} degrees, write ${written} + ${rise}.`,
    );
  }

  /** '72 °F', '°C', '-40 F', '(50 + 50) °C': one amount on a scale with an offset, as kelvin. */
  private temperaturePoint(node: Node): Value | null {
    let amount: Exact = exact(1n);
    let negative = false;
    let inner = node;
    if (inner.type === 'negate') {
      negative = true;
      inner = inner.operand;
    }
    let unitNode: Node = inner;
    if (
      inner.type === 'binary' &&
      inner.op === '*' &&
      (inner.left.type === 'number' || inner.implicit) &&
      inner.right.type === 'unit'
    ) {
      unitNode = inner.right;
    }
    if (unitNode.type !== 'unit') return null;
    const meaning = this.choose(unitNode);
    if (meaning.unit.kind !== 'affine') return null;
    // An amount worked out of numbers before the scale ('(50 + 50) °C') is one reading, as a number is.
    if (unitNode !== inner) {
      const left = this.value((inner as Extract<Node, { type: 'binary' }>).left);
      if (Object.keys(left.dimension).length > 0) return null;
      amount = left.x;
    }
    const size = unitSize(meaning).x;
    const value = negative ? neg(amount) : amount;
    return {
      x: mul(sum(value, fromRatioString(meaning.unit.offset)), size),
      dimension: meaning.category.dimension,
      shape: new Map([[meaning, 1]]),
      point: meaning,
    };
  }

  value(node: Node): Value {
    steps.count++;
    switch (node.type) {
      case 'number':
        return { x: bounded(node.value, node), dimension: DIMENSIONLESS, shape: new Map() };
      case 'unit': {
        const meaning = this.choose(node);
        if (meaning.unit.kind === 'affine' && this.differences) {
          const size = unitSize(meaning);
          return { x: size.x, dimension: size.dimension, shape: new Map() };
        }
        if (meaning.unit.kind === 'affine') {
          throw new LanguageFailure(
            'offsetScale',
            node.start,
            node.end,
            `${meaning.unit.symbol} is a temperature on a scale that starts elsewhere than zero, so it only converts as a single reading (72 °F to °C). Calculate with kelvin or a temperature difference instead.`,
          );
        }
        if (meaning.unit.kind === 'logarithmic') {
          throw new LanguageFailure(
            'level',
            node.start,
            node.end,
            `${meaning.unit.symbol} is a level in decibels: it converts on the ${meaning.category.name} converter but takes no part in calculations.`,
          );
        }
        const size = unitSize(meaning);
        return { x: size.x, dimension: size.dimension, shape: new Map([[meaning, 1]]) };
      }
      case 'negate': {
        const v = this.value(node.operand);
        return { ...v, x: neg(v.x) };
      }
      case 'power': {
        const base = this.value(node.base);
        if (node.exponent < 0 && isZero(base.x))
          throw new LanguageFailure('divisionByZero', node.start, node.end);
        const bits = Math.max(bitLength(base.x.num), bitLength(base.x.den)) * Math.abs(node.exponent);
        if (bits > MAX_BITS + 64) throw new LanguageFailure('tooLarge', node.start, node.end);
        const shape = new Map(
          [...base.shape].map(([m, p]) => [m, p * node.exponent] as const).filter(([, p]) => p !== 0),
        );
        return {
          x: bounded(pow(base.x, node.exponent), node),
          dimension: dimPow(base.dimension, node.exponent),
          shape,
        };
      }
      case 'compound':
        return this.compound(node.terms);
      case 'binary': {
        const left = this.value(node.left);
        const right = this.value(node.right);
        if (node.op === '*')
          return {
            x: bounded(mul(left.x, right.x), node),
            dimension: dimMul(left.dimension, right.dimension),
            shape: mergeShapes(left.shape, right.shape, 1),
          };
        if (node.op === '/') {
          if (isZero(right.x)) throw new LanguageFailure('divisionByZero', node.right.start, node.right.end);
          return {
            x: bounded(div(left.x, right.x), node),
            dimension: dimMul(left.dimension, right.dimension, -1),
            shape: mergeShapes(left.shape, right.shape, -1),
          };
        }
        this.sameDimension(node.left, left, node.right, right);
        const x = sum(left.x, node.op === '-' ? neg(right.x) : right.x);
        return {
          x: bounded(x, node),
          dimension: left.dimension,
          shape: left.shape.size ? left.shape : right.shape,
        };
      }
    }
  }

  /** 5 ft 3 in: the terms add; a bare number after feet is inches (5'3, 5 ft 3). One unit twice (5'3', 5 ft 3 ft) is a slip, not a sum. */
  private compound(terms: Node[]): Value {
    let total = null as Value | null;
    let previous = null as Node | null;
    /** Each unit written so far, and where. */
    const seen = new Map<string, Node>();
    const once = (meaning: Meaning, node: Node, at: Node) => {
      const key = `${meaning.category.id}.${meaning.unit.id}`;
      const first = seen.get(key);
      if (first) throw new LanguageFailure('repeatedUnit', at.start, at.end, this.written(at));
      seen.set(key, node);
    };
    for (const term of terms) {
      const unit = term.type === 'binary' && term.right.type === 'unit' ? term.right : null;
      const before = previous ? this.unitBefore(previous) : null;
      // '2h30m': after hours an 'm' is minutes, the next unit's symbol cut short, where a metre makes no sense.
      const cutShort =
        unit && before && term.type === 'binary' && term.left.type === 'number' && term.op === '*'
          ? this.nextCutShort(before, unit)
          : undefined;
      if (unit) once(cutShort ?? this.choose(unit), unit, unit);
      let v: Value;
      if (term.type === 'number' && previous) {
        // After feet (or arcminutes), however written, the double mark's unit goes without saying: 5'3 and 5 ft 3 are
        // 5 ft 3 in, 30°15'20 is 30°15'20". So do minutes after hours (2h30), pounds after stones
        // (11 st 4), ounces after pounds (5 lb 3) and centimetres after metres (1 m 80).
        const mark =
          before && meaningsOf(this.index, "'").some((m) => m.unit === before.unit) ? before : null;
        const inch = mark
          ? meaningsOf(this.index, '"').find((m) => m.category === mark.category)
          : before
            ? this.nextUnit(before)
            : undefined;
        if (!inch) throw new LanguageFailure('expected', term.start, term.end, this.written(term));
        // '3 in 5'4': the inches were given already, where the first 'in' is.
        once(inch, term, seen.get(`${inch.category.id}.${inch.unit.id}`) ?? term);
        v = this.amountIn(term.value, inch);
      } else if (cutShort && term.type === 'binary' && term.left.type === 'number') {
        v = this.amountIn(term.left.value, cutShort);
      } else {
        v = this.value(term);
      }
      if (total && previous) {
        this.sameDimension(previous, total, term, v);
        total = { ...total, x: bounded(sum(total.x, v.x), term) };
      } else {
        total = v;
      }
      previous = term;
    }
    return total!;
  }

  /** The unit a term of a compound amount ends with ('ft' of '5 ft'); null for a bare number. */
  private unitBefore(term: Node): Meaning | null {
    return term.type === 'binary' && term.right.type === 'unit' ? this.choose(term.right) : null;
  }

  /** The unit a bare number after `before` is in (minutes after hours), if people leave one out there. */
  private nextUnit(before: Meaning): Meaning | undefined {
    const next = NEXT_UNIT[before.unit.id];
    return next
      ? meaningsOf(this.index, next[0]).find((m) => m.category === before.category && m.unit.id === next[1])
      : undefined;
  }

  /** The next unit after `before`, when `unit` is its symbol cut short ('m' of 'min') and means nothing of its kind. */
  private nextCutShort(before: Meaning, unit: Extract<Node, { type: 'unit' }>): Meaning | undefined {
    const next = this.nextUnit(before);
    if (!next || this.choose(unit).category === before.category) return undefined;
    const symbol = next.unit.symbol;
    return unit.text.length < symbol.length && symbol.startsWith(unit.text) ? next : undefined;
  }

  /** An amount of one unit: `value` of `meaning`. */
  private amountIn(value: Exact, meaning: Meaning): Value {
    const size = unitSize(meaning);
    return { x: mul(value, size.x), dimension: size.dimension, shape: new Map([[meaning, 1]]) };
  }

  private sameDimension(leftNode: Node, left: Value, rightNode: Node, right: Value): void {
    if (dimEquals(left.dimension, right.dimension)) return;
    // 0 adds to anything: '5 m + 0'.
    if (isZero(right.x) && right.shape.size === 0) return;
    const message = `‘${this.written(leftNode)}’ is ${dimensionWords(this.index, left.dimension)} and ‘${this.written(rightNode)}’ is ${dimensionWords(this.index, right.dimension)}: they cannot be added.`;
    throw new LanguageFailure('cannotAdd', rightNode.start, rightNode.end, message);
  }
}
