/**
 * The conversion engine: exact pair conversions between two units of one category.
 * Works on unit records alone (no catalogue import), so islands can use it with just the
 * units they were given.
 */
import { add, approximate, div, exact, fromRatioString, isRational, isZero, log10Exact, mul, neg, pow10Exact, toNumber, toRatioString, type Exact } from './rational';
import { logFactorOf, type CategoryRecord, type UnitScale } from './types';
import { roundResult } from './format';

/**
 * y = scale·x (linear), y = scale·x + shift (affine), y = scale / x (reciprocal),
 * y = logFactor·log₁₀(scale·x) (toLevel: a power or pressure to a level in decibels) or
 * y = scale·10^(x / logFactor) (fromLevel). Between two levels the map is affine.
 */
export interface PairConversion {
  kind: 'linear' | 'affine' | 'reciprocal' | 'toLevel' | 'fromLevel';
  scale: number;
  shift: number;
  /** The scale as an exact ratio string ("127/50"). */
  exactScale: string;
  /** The shift as an exact ratio string ("0" when linear). */
  exactShift: string;
  /** False when π makes the factor irrational (degrees ↔ radians), or a logarithm the shift (dBm ↔ dB(µW) is exact, a level against another reference may not be). */
  exact: boolean;
  /** The level's log factor (10 or 20) for toLevel and fromLevel; 0 otherwise. */
  logFactor: number;
}

const parsed = new Map<string, Exact>();
function ratio(text: string): Exact {
  let v = parsed.get(text);
  if (!v) parsed.set(text, (v = fromRatioString(text)));
  return v;
}

function build(kind: PairConversion['kind'], scale: Exact, shift: Exact, logFactor = 0): PairConversion {
  return {
    kind,
    scale: toNumber(scale),
    shift: toNumber(shift),
    exactScale: toRatioString(scale),
    exactShift: toRatioString(shift),
    exact: isRational(scale) && isRational(shift) && !shift.inexact,
    logFactor,
  };
}

/** Per from-unit, per to-unit: the exact work is done once per pair, later calls are two lookups. */
const cache = new WeakMap<UnitScale, WeakMap<UnitScale, PairConversion>>();

/** Between two levels: base = f₁·10^(x/L₁), y = L₂·log₁₀(base/f₂) = (L₂/L₁)·x + L₂·log₁₀(f₁/f₂). */
function levelToLevel(from: UnitScale, to: UnitScale): PairConversion {
  const [l1, l2] = [exact(BigInt(logFactorOf(from))), exact(BigInt(logFactorOf(to)))];
  const shift = mul(l2, log10Exact(div(ratio(from.factor), ratio(to.factor)))!);
  const scale = div(l2, l1);
  return build(isZero(shift) ? 'linear' : 'affine', scale, shift);
}

/** The exact conversion from one unit to another of the same category, rounded to doubles once. */
export function pairConversion(from: UnitScale, to: UnitScale): PairConversion {
  let byTarget = cache.get(from);
  const hit = byTarget?.get(to);
  if (hit) return hit;
  const f1 = ratio(from.factor);
  const f2 = ratio(to.factor);
  const fromReciprocal = from.kind === 'reciprocal';
  const toReciprocal = to.kind === 'reciprocal';
  const fromLevel = from.kind === 'logarithmic';
  const toLevel = to.kind === 'logarithmic';
  let result: PairConversion;
  if (fromLevel && toLevel) result = levelToLevel(from, to);
  else if (fromLevel) result = build('fromLevel', div(f1, f2), ratio('0'), logFactorOf(from));
  else if (toLevel) result = build('toLevel', div(f1, f2), ratio('0'), logFactorOf(to));
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

/** Applies a pair conversion; null when there is no finite answer (0 in a reciprocal unit, a level of 0 or less). */
export function applyConversion(c: PairConversion, value: number): number | null {
  if (!Number.isFinite(value)) return null;
  let y: number;
  if (c.kind === 'reciprocal') {
    if (value === 0) return null;
    y = c.scale / value;
  } else if (c.kind === 'toLevel') {
    const amount = c.scale * value;
    if (!(amount > 0)) return null;
    y = c.logFactor * Math.log10(amount);
  } else if (c.kind === 'fromLevel') y = c.scale * 10 ** (value / c.logFactor);
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
  const logFactor = exact(BigInt(c.logFactor || 1));
  if (c.kind === 'toLevel') {
    const log = log10Exact(mul(scale, x));
    return log && mul(logFactor, log);
  }
  if (c.kind === 'fromLevel') {
    const power = pow10Exact(div(x, logFactor));
    return power && mul(scale, power);
  }
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
  noMethod: (from: string, to: string, category: string) => `No conversion method available from '${from}' to '${to}' in category '${category}'`,
};

export interface ConversionError {
  /** Which field the message belongs under. */
  field: 'category' | 'from' | 'to';
  message: string;
}

/** The converter's error message for a category/unit pair; null when the pair converts. */
export function conversionError(category: CategoryRecord | undefined, categoryId: string, from: string, to: string): ConversionError | null {
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

/**
 * A value converted between two units of a category by id, rounded to `decimals` places
 * without erasing a small value: the value itself for the same unit; null when a unit is
 * unknown, the pair cannot be converted, or there is no finite answer (1e308 m in feet,
 * 0 in a reciprocal unit). Never NaN, ±Infinity or -0.
 */
export function convertWithin(category: CategoryRecord | undefined, fromId: string, toId: string, value: number, decimals: number): number | null {
  if (!category || !Number.isFinite(value)) return null;
  const from = category.units.find((u) => u.id === fromId);
  const to = category.units.find((u) => u.id === toId);
  if (!from || !to) return null;
  if (from === to) return value === 0 ? 0 : value;
  try {
    const y = applyConversion(pairConversion(from, to), value);
    return y === null ? null : roundResult(y, decimals);
  } catch {
    return null;
  }
}
