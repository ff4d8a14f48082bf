/**
 * How many digits a result shows: Auto (at most 10 significant digits, trailing zeros trimmed), a
 * number of significant figures, or a fixed number of decimals; and the compact codes that
 * carry the choice in URLs and storage ('auto', 's4', 'd2').
 */
export type Precision =
  { kind: 'auto' } | { kind: 'significant'; digits: number } | { kind: 'decimals'; decimals: number };

export const AUTO: Precision = { kind: 'auto' };

export const SIGNIFICANT_DIGITS = { min: 1, max: 15 } as const;
export const FIXED_DECIMALS = { min: 0, max: 12 } as const;
/** Denominators a mixed result's last part may be rounded to, tape-measure style (5 ft 3 1/4 in). */
export const TAPE_DENOMINATORS: readonly number[] = [2, 4, 8, 16, 32, 64];

/** The last-part choice that asks for decimals; 0 leaves the choice to the composition. */
export const DECIMALS_DENOMINATOR = 1;

/** Compositions read off a tape measure: feet and inches to the nearest 1/16 inch unless the visitor chooses otherwise. */
const COMPOSITION_DENOMINATORS: Readonly<Record<string, number>> = { 'foot.inch': 16 };

/**
 * The denominator a mixed result's last part is rounded to: the visitor's choice (2 … 64),
 * else the composition's own (5 ft 8 7/8 in); undefined for decimals.
 */
export function lastPartDenominator(chosen: number | undefined, compositionKey: string): number | undefined {
  if (chosen === DECIMALS_DENOMINATOR) return undefined;
  return chosen || COMPOSITION_DENOMINATORS[compositionKey];
}

/** Significant digits a value resting on a measured average shows at most (a cup of flour in grams). */
export const MEASURED_DIGITS = 4;

/** The significant digits such a value shows: four, or fewer when the visitor asks for fewer. */
export function measuredDigits(p: Precision): number {
  return p.kind === 'significant' ? Math.max(1, Math.min(p.digits, MEASURED_DIGITS)) : MEASURED_DIGITS;
}

const clamp = (x: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, Math.round(x)));

/** The precision with its count clamped into range; Auto for anything that is not a precision. */
export function normalizePrecision(p: Precision): Precision {
  if (p?.kind === 'significant' && Number.isFinite(p.digits))
    return { kind: 'significant', digits: clamp(p.digits, SIGNIFICANT_DIGITS) };
  if (p?.kind === 'decimals' && Number.isFinite(p.decimals))
    return { kind: 'decimals', decimals: clamp(p.decimals, FIXED_DECIMALS) };
  return AUTO;
}

/** 'auto', 's4' (4 significant figures) or 'd2' (2 decimals); an out-of-range count is clamped first. */
export function precisionCode(p: Precision): string {
  const n = normalizePrecision(p);
  return n.kind === 'significant' ? `s${n.digits}` : n.kind === 'decimals' ? `d${n.decimals}` : 'auto';
}

/** Inverse of precisionCode; null for anything else (out of range, leading zeros, garbage). */
export function parsePrecisionCode(code: unknown): Precision | null {
  if (code === 'auto') return AUTO;
  const m = typeof code === 'string' ? /^([sd])(0|[1-9]\d?)$/.exec(code) : null;
  if (!m) return null;
  const count = Number(m[2]);
  const range = m[1] === 's' ? SIGNIFICANT_DIGITS : FIXED_DECIMALS;
  if (count < range.min || count > range.max) return null;
  return m[1] === 's' ? { kind: 'significant', digits: count } : { kind: 'decimals', decimals: count };
}
