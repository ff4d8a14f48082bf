/**
 * The pictures a pair page draws at build time, as plain geometry: two scale bars for a length
 * pair (one of each unit, to scale), a thermometer for a temperature pair (the page's default
 * value and where water freezes and boils, on both scales). The components turn these numbers
 * into inline SVG; nothing here touches markup.
 */
import { convertExact, pairConversion } from '../core/conversion';
import { formatExact } from '../core/numberFormat';
import { parseExact, toNumber, type Exact } from '../core/rational';
import type { UnitRecord } from '../core/types';

/** A number as the pictures label it: at most `decimals` decimals (no trailing zeros), grouped, with a true minus sign. */
export function pictureNumber(value: Exact, decimals: number): string {
  const text = formatExact(value, { precision: { kind: 'decimals', decimals }, format: 'dot', grouping: true, autoDecimals: decimals }).text;
  return (text.includes('.') ? text.replace(/\.?0+$/, '') : text).replace(/^-/, '−');
}

// ---------------------------------------------------------------- scale bars (length)

/** Beyond this ratio the shorter bar would be a speck on a phone, so no picture is drawn. */
export const MAX_SCALE_RATIO = 250;

export interface ScaleBar {
  /** '1 ft' */
  label: string;
  /** Length as a share of the longer bar, in (0, 1]. */
  fraction: number;
}

export interface ScaleBars {
  /** The from-unit's bar, then the to-unit's. */
  bars: [ScaleBar, ScaleBar];
  /** What the picture shows, for its accessible name. */
  description: string;
}

/** One from-unit and one to-unit side by side, the longer one full width; null when they are not comparable by length or too far apart. */
export function scaleBars(from: UnitRecord, to: UnitRecord): ScaleBars | null {
  const c = pairConversion(from, to);
  if (c.kind !== 'linear' || !(c.scale > 0) || !Number.isFinite(c.scale)) return null;
  const ratio = Math.max(c.scale, 1 / c.scale);
  if (ratio > MAX_SCALE_RATIO) return null;
  const fromFraction = c.scale >= 1 ? 1 : c.scale;
  const toFraction = c.scale >= 1 ? 1 / c.scale : 1;
  const [longer, shorter] = c.scale >= 1 ? [from, to] : [to, from];
  const times = ratio === 1 ? 'the same length as' : `${pictureNumber(parseExact(String(ratio))!, ratio < 10 ? 3 : 1)} times as long as`;
  return {
    bars: [{ label: `1 ${from.symbol}`, fraction: fromFraction }, { label: `1 ${to.symbol}`, fraction: toFraction }],
    description: `Scale picture: 1 ${longer.symbol} is ${times} 1 ${shorter.symbol}.`,
  };
}

/** A bar's width as an SVG percentage, '30.48%'. */
export function barWidth(fraction: number): string {
  return `${Number((fraction * 100).toFixed(3))}%`;
}

// ---------------------------------------------------------------- thermometer (temperature)

export const THERMOMETER = {
  width: 340,
  height: 250,
  /** The tube's centre line and its top and bottom (the bulb hangs below the bottom). */
  x: 120,
  top: 20,
  bottom: 200,
  /** The least vertical distance between two labels. */
  labelGap: 18,
} as const;

/** Water at standard pressure, in kelvins. */
const REFERENCES = [
  { kelvin: '273.15', caption: 'water freezes' },
  { kelvin: '373.15', caption: 'water boils' },
] as const;

export interface ThermometerMark {
  kind: 'value' | 'reference';
  /** Where the tick is, and where its labels sit (moved apart when two marks are close). */
  y: number;
  labelY: number;
  /** '10 °F' and '−12.22 °C'. */
  fromText: string;
  toText: string;
  caption: string;
}

export interface Thermometer {
  marks: ThermometerMark[];
  /** The top of the liquid: the value's height. */
  levelY: number;
  description: string;
}

/**
 * Spreads label positions (sorted top to bottom) so that no two are closer than `gap`, keeping
 * them within [min, max]; each label stays as near its own tick as the others allow.
 */
export function spreadLabels(ys: readonly number[], gap: number, min: number, max: number): number[] {
  const out = [...ys];
  for (let i = 0; i < out.length; i++) out[i] = Math.max(out[i]!, i === 0 ? min : out[i - 1]! + gap);
  const overflow = out.length ? out[out.length - 1]! - max : 0;
  if (overflow > 0) {
    out[out.length - 1] = max;
    for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i]!, out[i + 1]! - gap);
  }
  return out;
}

/** The thermometer of a temperature pair at `value` (in the from-unit), with water's freezing and boiling points on both scales. */
export function thermometer(from: UnitRecord, to: UnitRecord, kelvin: UnitRecord, value: string): Thermometer | null {
  const x = parseExact(value);
  const k = x && convertExact(pairConversion(from, kelvin), x);
  if (!k) return null;
  const points = [
    { kind: 'value' as const, kelvin: k, caption: '' },
    ...REFERENCES.map((r) => ({ kind: 'reference' as const, kelvin: parseExact(r.kelvin)!, caption: r.caption })),
  ];
  const ks = points.map((p) => toNumber(p.kelvin));
  const lo = Math.min(...ks);
  const hi = Math.max(...ks);
  const pad = (hi - lo) * 0.12 || 10;
  const { top, bottom, labelGap } = THERMOMETER;
  const yOf = (kv: number) => bottom - ((kv - lo + pad) / (hi - lo + 2 * pad)) * (bottom - top);
  const text = (unit: UnitRecord, kv: Exact) => `${pictureNumber(convertExact(pairConversion(kelvin, unit), kv)!, 2)} ${unit.symbol}`;
  const marks = points
    .map((p) => ({ kind: p.kind, y: yOf(toNumber(p.kelvin)), labelY: 0, fromText: p.kind === 'value' ? `${pictureNumber(x, 2)} ${from.symbol}` : text(from, p.kelvin), toText: text(to, p.kelvin), caption: p.caption }))
    .sort((a, b) => a.y - b.y);
  const spread = spreadLabels(marks.map((m) => m.y), labelGap, top, bottom + 8);
  marks.forEach((m, i) => (m.labelY = spread[i]!));
  const valueMark = marks.find((m) => m.kind === 'value')!;
  const refs = marks.filter((m) => m.kind === 'reference').reverse();
  return {
    marks,
    levelY: valueMark.y,
    description: `Thermometer: ${valueMark.fromText} is ${valueMark.toText}; ${refs.map((m) => `${m.caption} at ${m.fromText} (${m.toText})`).join(' and ')}.`,
  };
}
