/**
 * The pictures beside a conversion, as plain geometry: two scale bars for a length pair (one of
 * each unit, to scale), a thermometer for a temperature pair (a value and where water freezes
 * and boils, on both scales). Pages draw them at build time and the browser moves the
 * thermometer to the typed value with the same functions; nothing here touches markup.
 */
import type { TextOf } from './unitNames';
import { convertExact, pairConversion } from './conversion';
import { formatExact, timesTenTo, type NumberFormatId } from './numberFormat';
import { toNumber, type Exact } from './rational';
import { parseExact } from './quantityNumber';
import type { UnitRecord, UnitScale } from './types';
import { THERMOMETER } from './thermometerGeometry';

/** The pictures' colours, as classes on currentColor, so both themes work: the value in the accent, the rest muted. */
export const PICTURE_ACCENT = 'text-[#1967d2] dark:text-accent-dark';
export const PICTURE_MUTED = 'text-gray-500 dark:text-gray-400';

/**
 * A number as the pictures label it: at most `decimals` decimals (no trailing zeros), grouped,
 * with a true minus sign; from a million up, 4 significant digits with a power of ten
 * (1.235 × 10⁹), so a label always fits beside the picture.
 */
export function pictureNumber(value: Exact, decimals: number, format: NumberFormatId = 'dot'): string {
  const point = format === 'dot' ? '.' : ',';
  const n = toNumber(value);
  // The formatter writes an exponent from 10^15 up (also beyond a double's range); below that a double's is exact enough.
  const big =
    Math.abs(n) >= 1e15
      ? formatExact(value, { precision: { kind: 'significant', digits: 4 }, format, grouping: false }).text
      : Math.abs(n) >= 1e6
        ? n.toExponential(3).replace('.', point)
        : null;
  const fixed = formatExact(value, {
    precision: { kind: 'decimals', decimals },
    format,
    grouping: true,
  }).text;
  const [mantissa = '', exponent] = big ? big.replace(/[.,]?0*e\+?/, 'e').split('e') : [];
  const text = big
    ? mantissa + timesTenTo(Number(exponent))
    : fixed.includes(point)
      ? fixed.replace(/[.,]?0+$/, '')
      : fixed;
  return text.replace(/^-/, '−');
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
export function scaleBars(text: TextOf, from: UnitRecord, to: UnitRecord): ScaleBars | null {
  const c = pairConversion(from, to);
  if (c.kind !== 'linear' || !(c.scale > 0) || !Number.isFinite(c.scale)) return null;
  const ratio = Math.max(c.scale, 1 / c.scale);
  if (ratio > MAX_SCALE_RATIO) return null;
  const fromFraction = c.scale >= 1 ? 1 : c.scale;
  const toFraction = c.scale >= 1 ? 1 / c.scale : 1;
  const [longer, shorter] = c.scale >= 1 ? [from, to] : [to, from];
  const symbols = { longer: longer.symbol, shorter: shorter.symbol };
  const times = pictureNumber(parseExact(String(ratio))!, ratio < 10 ? 3 : 1);
  return {
    bars: [
      { label: `1 ${from.symbol}`, fraction: fromFraction },
      { label: `1 ${to.symbol}`, fraction: toFraction },
    ],
    description:
      ratio === 1 ? text('picture.sameLength', symbols) : text('picture.longer', { ...symbols, times }),
  };
}

/** A bar's width as an SVG percentage, '30.48%'. */
export function barWidth(fraction: number): string {
  return `${Number((fraction * 100).toFixed(3))}%`;
}

// ---------------------------------------------------------------- thermometer (temperature)

export { THERMOMETER };

/** The temperature category's base unit, the kelvin: every temperature unit converts through it. */
const KELVIN: UnitScale = { kind: 'affine', factor: '1', offset: '0' };

/** Water at standard pressure, in kelvins, bottom to top. */
const REFERENCES = [
  { kelvin: '273.15', caption: 'water freezes' },
  { kelvin: '373.15', caption: 'water boils' },
] as const;

const pictureLabel = (x: Exact, unit: ThermometerUnit, format: NumberFormatId) =>
  `${pictureNumber(x, 2, format)} ${unit.symbol}`;

/** The references' labels on a pair's two scales: the same at every value, so worked out once a pair and format. */
const referenceCache = new WeakMap<
  ThermometerUnit,
  WeakMap<ThermometerUnit, Map<NumberFormatId, Labels[]>>
>();
type Labels = Pick<ThermometerMark, 'fromText' | 'toText'>;
function referenceLabels(from: ThermometerUnit, to: ThermometerUnit, format: NumberFormatId): Labels[] {
  let byTo = referenceCache.get(from);
  if (!byTo) referenceCache.set(from, (byTo = new WeakMap()));
  let byFormat = byTo.get(to);
  if (!byFormat) byTo.set(to, (byFormat = new Map()));
  let labels = byFormat.get(format);
  if (!labels) {
    const at = (kelvin: Exact, unit: ThermometerUnit) =>
      pictureLabel(convertExact(pairConversion(KELVIN, unit), kelvin)!, unit, format);
    labels = REFERENCES.map((r) => {
      const kelvin = parseExact(r.kelvin)!;
      return { fromText: at(kelvin, from), toText: at(kelvin, to) };
    });
    byFormat.set(format, labels);
  }
  return labels;
}

/** What a thermometer needs of a unit: how to convert it and its symbol. */
export type ThermometerUnit = UnitScale & Pick<UnitRecord, 'symbol'>;

export interface ThermometerMark {
  kind: 'value' | 'reference';
  /** Where the tick is (a value beyond the tube sits at its end). */
  y: number;
  /** The baseline of its labels, moved apart from the others' when two marks are close. */
  textY: number;
  /** '10 °F' and '−12.22 °C': the true value, also when the tick sits at the end. */
  fromText: string;
  toText: string;
  /** 'water freezes'; '' for the value. */
  caption: string;
}

export interface Thermometer {
  /** Always in this order: water freezes, water boils, the value (drawn last, on top). */
  marks: [ThermometerMark, ThermometerMark, ThermometerMark];
  /** The liquid's column: from the value's height down into the bulb. */
  levelY: number;
  levelHeight: number;
  description: string;
}

/** Heights to a hundredth of a unit: finer shows nowhere and only lengthens the markup. */
const hundredths = (n: number) => Math.round(100 * n) / 100;

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

/**
 * The thermometer of a temperature pair at `value` (in the from-unit), with water's freezing and
 * boiling points on both scales; null when the value has no temperature (a unit that is not one).
 */
export function thermometer(
  from: ThermometerUnit,
  to: ThermometerUnit,
  value: Exact,
  format: NumberFormatId = 'dot',
): Thermometer | null {
  const k = convertExact(pairConversion(from, KELVIN), value);
  const toValue = convertExact(pairConversion(from, to), value);
  if (!k || !toValue) return null;
  const { top, bottom, lowKelvin, highKelvin, labelGap } = THERMOMETER;
  const yOf = (kv: number) =>
    hundredths(
      bottom -
        ((Math.min(highKelvin, Math.max(lowKelvin, kv)) - lowKelvin) / (highKelvin - lowKelvin)) *
          (bottom - top),
    );
  const marks = [
    ...referenceLabels(from, to, format).map((labels, i) => ({
      kind: 'reference' as const,
      y: yOf(Number(REFERENCES[i]!.kelvin)),
      textY: 0,
      ...labels,
      caption: REFERENCES[i]!.caption,
    })),
    {
      kind: 'value' as const,
      y: yOf(toNumber(k)),
      textY: 0,
      fromText: pictureLabel(value, from, format),
      toText: pictureLabel(toValue, to, format),
      caption: '',
    },
  ] as Thermometer['marks'];
  const order = [0, 1, 2].sort((a, b) => marks[a]!.y - marks[b]!.y);
  const spread = spreadLabels(
    order.map((i) => marks[i]!.y),
    labelGap,
    top,
    bottom + 8,
  );
  order.forEach((i, n) => (marks[i]!.textY = hundredths(spread[n]! + 5)));
  const [freezes, boils, v] = marks;
  return {
    marks,
    levelY: v.y,
    levelHeight: hundredths(bottom + 12 - v.y),
    description: `Thermometer: ${v.fromText} is ${v.toText}; ${[freezes, boils].map((m) => `${m.caption} at ${m.fromText} (${m.toText})`).join(' and ')}.`,
  };
}
