/**
 * The shape of a pair conversion and how one is made from exact values: shared by the engine
 * (conversion.ts) and the level math (levels.ts), which the quick-convert page's first code
 * leaves out.
 */
import { fromRatioString, isRational, toNumber, toRatioString, type Exact } from './rational';

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

/** Ratio strings read once. */
const parsed = new Map<string, Exact>();

/** The exact value of a ratio string ("127/50", "1/180·π"), read once per string. */
export function ratio(text: string): Exact {
  let v = parsed.get(text);
  if (!v) parsed.set(text, (v = fromRatioString(text)));
  return v;
}

/** A pair conversion from its exact scale and shift (its doubles and ratio strings beside them). */
export function build(
  kind: PairConversion['kind'],
  scale: Exact,
  shift: Exact,
  logFactor = 0,
): PairConversion {
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
