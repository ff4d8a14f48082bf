/**
 * Temperatures below absolute zero: a reading such as -500 K converts without error, so the
 * converters say in words that no temperature can be that low. Only temperature points are
 * concerned (affine scales, whose kelvin value is (value + offset) × factor); a temperature
 * difference is linear and may be negative.
 */
import { formatExact, AUTO, type NumberFormatId } from './numberFormat';
import { add, fromRatioString, isRational, mul, neg, type Exact } from './rational';
import type { UnitRecord } from './types';

/** What the note needs of a unit. UnitRecord and the parser's ParseUnit satisfy it. */
export type TemperatureScale = Pick<UnitRecord, 'kind' | 'factor' | 'offset' | 'symbol'>;

export interface AbsoluteZeroOptions {
  /** The unit converted to: absolute zero is then given in it too ('0 K = -273.15 °C'). */
  to?: TemperatureScale | null;
  /** The visitor's number format; '1,234.5' by default. */
  format?: NumberFormatId;
}

/** True when `value` in `unit` is a temperature reading below 0 K; false for any other unit. */
export function isBelowAbsoluteZero(value: Exact, unit: TemperatureScale): boolean {
  if (unit.kind !== 'affine' || !isRational(value)) return false;
  const kelvin = mul(add(value, fromRatioString(unit.offset)), fromRatioString(unit.factor));
  return kelvin.num < 0n;
}

/** Absolute zero on an affine scale: (value + offset) × factor = 0 where value = -offset. */
function zeroText(unit: TemperatureScale, format: NumberFormatId): string {
  return amountText(neg(fromRatioString(unit.offset)), unit, format);
}

function amountText(value: Exact, unit: TemperatureScale, format: NumberFormatId): string {
  const number = formatExact(value, { precision: AUTO, format, grouping: true }).text;
  return `${number} ${unit.symbol}`;
}

/**
 * One sentence for a reading below absolute zero, or null when there is nothing to say:
 * '-500 K is below absolute zero (0 K = -273.15 °C), so no temperature can be this low.'
 */
export function absoluteZeroNote(
  value: Exact,
  unit: TemperatureScale,
  options: AbsoluteZeroOptions = {},
): string | null {
  if (!isBelowAbsoluteZero(value, unit)) return null;
  const format = options.format ?? 'dot';
  const to = options.to;
  const here = zeroText(unit, format);
  const zero =
    to && to.kind === 'affine' && to.symbol !== unit.symbol ? `${here} = ${zeroText(to, format)}` : here;
  return `${amountText(value, unit, format)} is below absolute zero (${zero}), so no temperature can be this low.`;
}
