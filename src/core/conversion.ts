/**
 * The conversion engine: exact pair conversions between two units of one category.
 * Works on unit records alone (no catalogue import), so islands can use it with just the
 * units they were given.
 */
import { add, approximate, div, isZero, mul, neg, toNumber, type Exact } from './rational';
import type { CategoryRecord, UnitScale } from './types';
import { build, ratio, type PairConversion } from './pairConversionShape';
import { levels } from './levels';

export type { PairConversion } from './pairConversionShape';

/** The level math, which the quick-convert page's first code is built without. */
function levelMath(): NonNullable<typeof levels> {
  if (!levels) throw new Error('levels in decibels are not in this bundle');
  return levels;
}

/** Per from-unit, per to-unit: the exact work is done once per pair, later calls are two lookups. */
const cache = new WeakMap<UnitScale, WeakMap<UnitScale, PairConversion>>();

/** The exact conversion from one unit to another of the same category, rounded to doubles once. */
export function pairConversion(from: UnitScale, to: UnitScale): PairConversion {
  let byTarget = cache.get(from);
  const hit = byTarget?.get(to);
  if (hit) return hit;
  const f1 = ratio(from.factor);
  const f2 = ratio(to.factor);
  const fromReciprocal = from.kind === 'reciprocal';
  const toReciprocal = to.kind === 'reciprocal';
  let result: PairConversion;
  if (from.kind === 'logarithmic' || to.kind === 'logarithmic') result = levelMath().pair(from, to);
  else if (fromReciprocal && toReciprocal) {
    result = build('linear', div(f2, f1), ratio('0'));
  } else if (fromReciprocal) {
    result = build('reciprocal', div(f1, f2), ratio('0'));
  } else if (toReciprocal) {
    result = build('reciprocal', div(f2, f1), ratio('0'));
  } else {
    const scale = div(f1, f2);
    // base = (x + o1)·f1; y = base/f2 − o2 = scale·x + (o1·scale − o2)
    const shift = add(mul(ratio(from.offset), scale), neg(ratio(to.offset)));
    result = build(isZero(shift) ? 'linear' : 'affine', scale, shift);
  }
  if (!byTarget) cache.set(from, (byTarget = new WeakMap()));
  byTarget.set(to, result);
  return result;
}

/**
 * Applies a pair conversion to a double; null when there is no finite answer (0 in a reciprocal
 * unit, a level of 0 or less). The engine's interface for callers that hold doubles, and what
 * the benchmark compares with other libraries (which work in doubles); nothing the site shows
 * goes through it: pages and widgets use convertExact.
 */
export function applyConversion(c: PairConversion, value: number): number | null {
  if (!Number.isFinite(value)) return null;
  let y: number;
  if (c.kind === 'reciprocal') {
    if (value === 0) return null;
    y = c.scale / value;
  } else if (c.kind === 'toLevel' || c.kind === 'fromLevel') y = levelMath().apply(c, value);
  else y = c.kind === 'affine' ? c.scale * value + c.shift : c.scale * value;
  if (!Number.isFinite(y)) return null;
  return y === 0 ? 0 : y; // never -0
}

/**
 * The exact result of a pair conversion for an exact input; null when there is no finite
 * answer (0 in a reciprocal pair, a level of zero or a negative amount). A level's logarithm
 * or power of ten is exact only at whole powers of ten (1 W = 30 dBm); elsewhere the result is
 * a double's digits, marked inexact.
 */
export function convertExact(c: PairConversion, x: Exact): Exact | null {
  const scale = ratio(c.exactScale);
  if (c.kind === 'reciprocal') return x.num === 0n ? null : div(scale, x);
  if (c.kind === 'toLevel' || c.kind === 'fromLevel') return levelMath().exact(c, x);
  const scaled = mul(scale, x);
  if (c.kind === 'linear') return scaled;
  const shift = ratio(c.exactShift);
  if (scaled.piPower === shift.piPower || isZero(scaled) || isZero(shift)) {
    const sum = add(scaled, shift);
    // A shift that is a logarithm's digits (two levels against unlike references) makes the sum inexact.
    return c.exact ? sum : { ...sum, inexact: true };
  }
  // A π term plus a rational shift has no exact form. Catalogue offsets are rational and
  // affine scales π-free, so only a hand-made conversion lands here: approximate once.
  return approximate(toNumber(scaled) + toNumber(shift));
}

export const conversionMessages = {
  categoryNotFound: (category: string) => `Category '${category}' not found`,
  unitNotFound: (unit: string, category: string) => `Unit '${unit}' not found in category '${category}'`,
  noMethod: (from: string, to: string, category: string) =>
    `No conversion method available from '${from}' to '${to}' in category '${category}'`,
};

export interface ConversionError {
  /** Which field the message belongs under. */
  field: 'category' | 'from' | 'to';
  message: string;
}

/** The converter's error message for a category/unit pair; null when the pair converts. */
export function conversionError(
  category: CategoryRecord | undefined,
  categoryId: string,
  from: string,
  to: string,
): ConversionError | null {
  if (!category) return { field: 'category', message: conversionMessages.categoryNotFound(categoryId) };
  const f = category.units.find((u) => u.id === from);
  if (!f) return { field: 'from', message: conversionMessages.unitNotFound(from, categoryId) };
  const t = category.units.find((u) => u.id === to);
  if (!t) return { field: 'to', message: conversionMessages.unitNotFound(to, categoryId) };
  try {
    pairConversion(f, t);
  } catch {
    return { field: 'to', message: conversionMessages.noMethod(from, to, categoryId) };
  }
  return null;
}
