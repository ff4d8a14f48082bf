/**
 * Mixed-unit output (5 ft 3 1/4 in, 2 h 30 min 5 s, 12° 30′ 15.5″) and honest fractions.
 *
 * The value is split greedily, largest unit first, into whole numbers of each unit; the rest
 * goes to the last unit, which alone is rounded (with the precision, or to a multiple of a
 * tape-measure fraction). When that rounding reaches a whole next-larger unit the split is
 * redone with the carry, so 5 ft 11.9999 in at 1/16 reads 6 ft, never 5 ft 12 in. Zero units
 * are left out unless everything is zero; a negative value gets one leading '-'.
 */
import { TAPE_DENOMINATORS } from './precision';
import { withSymbol } from './unitText';
import { decimalExponent, doubleToFraction, pow10, roundScaled, roundedValue } from './decimalRounding';
import { formatMagnitude, formatWhole, type DisplayOptions, type FormattedNumber } from './numberFormat';
import { add, div, equals, exact, fromRatioString, mul, toNumber, type Exact } from './rational';

/** One unit of a composition, largest first: its symbol and its exact factor to the category's base unit (UnitRecord.factor, a ratio string). */
export interface CompositionPart {
  symbol: string;
  factor: string;
}

export interface MixedOptions extends DisplayOptions {
  /** Show the last part as a whole number plus a fraction with this power-of-two denominator (2..64), tape-measure style; absent: the last part uses `precision`. */
  denominator?: number;
}

/** Significant digits a double can carry without float noise. */
const DOUBLE_SIGNIFICANT = 15;

const abs = (x: Exact): Exact => (x.num < 0n ? { num: -x.num, den: x.den, piPower: x.piPower } : x);
const negate = (x: Exact): Exact => ({ num: -x.num, den: x.den, piPower: x.piPower });
const less = (a: Exact, b: Exact) => a.num * b.den < b.num * a.den;

/** The exact value of an irrational (π) multiple, rounded to 15 significant digits, and that finest place; null past a double's range. */
function approximate(value: Exact): { value: Exact; finestPlace: number } | null {
  const magnitude = abs(value);
  const e = decimalExponent(magnitude.num, magnitude.den);
  const scaled = toNumber({
    num: e < 0 ? magnitude.num * pow10(-e) : magnitude.num,
    den: e > 0 ? magnitude.den * pow10(e) : magnitude.den,
    piPower: value.piPower,
  });
  if (!Number.isFinite(scaled) || scaled === 0) return null;
  const f = doubleToFraction(scaled);
  const finestPlace = e + decimalExponent(f.num, f.den) - (DOUBLE_SIGNIFICANT - 1);
  const digits = roundScaled(
    e > 0 ? f.num * pow10(e) : f.num,
    e < 0 ? f.den * pow10(-e) : f.den,
    -finestPlace,
  ).digits;
  const rounded = finestPlace <= 0 ? exact(digits, pow10(-finestPlace)) : exact(digits * pow10(finestPlace));
  return { value: value.num < 0n ? negate(rounded) : rounded, finestPlace };
}

const parsedFactors = new Map<string, Exact>();
function factorOf(text: string): Exact {
  let v = parsedFactors.get(text);
  if (!v) parsedFactors.set(text, (v = fromRatioString(text)));
  return v;
}

/** Each part's size in last-part units (rational: the parts share their power of π); null when unusable. */
function parseParts(parts: readonly CompositionPart[]): Exact[] | null {
  if (parts.length === 0) return null;
  try {
    const factors = parts.map((p) => factorOf(p.factor));
    const last = factors[factors.length - 1]!;
    const ratios = factors.map((f) => div(f, last));
    const usable =
      factors.every((f) => f.num > 0n && f.piPower === last.piPower) &&
      ratios.every((r, i) => i === 0 || less(r, ratios[i - 1]!));
    return usable ? ratios : null;
  } catch {
    return null;
  }
}

/** Whole counts of every part but the last, largest first, and the rest in last-part units. */
function split(magnitude: Exact, ratios: readonly Exact[]): { counts: bigint[]; rest: Exact } {
  const counts: bigint[] = [];
  let rest = magnitude;
  for (const r of ratios.slice(0, -1)) {
    const count = (rest.num * r.den) / (rest.den * r.num);
    counts.push(count);
    rest = add(rest, mul(exact(-count), r));
  }
  return { counts, rest };
}

/** The last part rounded: its text (unsigned) and the exact value that text shows. */
function roundLast(
  rest: Exact,
  options: MixedOptions,
  finestPlace: number | undefined,
): { text: string; shown: Exact } {
  if (options.denominator !== undefined) {
    const den = BigInt(options.denominator);
    const shown = exact((2n * rest.num * den + rest.den) / (2n * rest.den), den); // nearest multiple of 1/den, halves up
    const whole = shown.num / shown.den;
    const num = shown.num - whole * shown.den;
    const fraction = `${num}/${shown.den}`;
    return {
      text:
        num === 0n
          ? formatWhole(whole, options)
          : whole === 0n
            ? fraction
            : `${formatWhole(whole, options)} ${fraction}`,
      shown,
    };
  }
  const { text, rounded } = formatMagnitude(rest.num, rest.den, options, finestPlace);
  const v = roundedValue(rounded);
  return { text, shown: exact(v.num, v.den) };
}

const isTapeDenominator = (d: number) => TAPE_DENOMINATORS.includes(d);

/** 5 ft 3 1/4 in, 1 lb 4 oz, 2 h 30 min 5 s, 12° 30′ 15.5″. `exact` false when rounding happened (the caller then writes ≈). null when the parts are unusable. */
export function formatMixed(
  valueInBase: Exact,
  parts: readonly CompositionPart[],
  options: MixedOptions,
): FormattedNumber | null {
  const ratios = parseParts(parts);
  if (!ratios || (options.denominator !== undefined && !isTapeDenominator(options.denominator))) return null;
  let inLast = div(valueInBase, factorOf(parts[parts.length - 1]!.factor));
  let finestPlace: number | undefined;
  const irrational = inLast.piPower !== 0 && inLast.num !== 0n;
  if (irrational) {
    const approximation = approximate(inLast);
    if (!approximation) return null;
    ({ value: inLast, finestPlace } = approximation);
  }
  const magnitude = abs({ num: inLast.num, den: inLast.den, piPower: 0 });
  let { counts, rest } = split(magnitude, ratios);
  let last = roundLast(rest, options, finestPlace);
  // A carry can reach further up (2 yd 2 ft 11.99 in → 3 yd); a few rounds settle any ratios.
  for (
    let round = 0;
    round < 4 && ratios.length > 1 && !less(last.shown, ratios[ratios.length - 2]!);
    round++
  ) {
    const carried = counts.reduce((sum, c, i) => add(sum, mul(exact(c), ratios[i]!)), last.shown);
    ({ counts, rest } = split(carried, ratios));
    last = roundLast(rest, options, finestPlace);
  }
  const recombined = counts.reduce((sum, c, i) => add(sum, mul(exact(c), ratios[i]!)), last.shown);
  const pieces: string[] = [];
  const piece = (text: string, symbol: string) => pieces.push(withSymbol(text, symbol));
  counts.forEach((c, i) => c !== 0n && piece(formatWhole(c, options), parts[i]!.symbol));
  const lastSymbol = parts[parts.length - 1]!.symbol;
  if (last.shown.num !== 0n || pieces.length === 0) piece(last.text, lastSymbol);
  const negative = inLast.num < 0n && recombined.num !== 0n;
  return {
    text: (negative ? '-' : '') + pieces.join(' '),
    exact: !irrational && equals(recombined, magnitude),
  };
}
