import {
  PICTURE_ACCENT,
  PICTURE_MUTED,
  THERMOMETER as T,
  thermometer,
  type Thermometer,
} from '../../core/pictures';
import type { NumberFormatId } from '../../core/numberFormat';
import type { Exact } from '../../core/rational';
import type { UnitRecord } from '../../core/types';

/**
 * The temperature picture, apart from ConverterPicture so that the browser loads it only on
 * temperature (ConverterPicture imports it lazily there; the build renders it directly).
 */

/**
 * The thermometer as inline SVG, the one markup of it: pair pages and converter pages render it
 * at build time, and the converter re-renders it live as the value changes.
 * Marks are drawn in the geometry's order, one group each, the value last.
 */
export function ThermometerSvg({
  t,
  titleId,
  className,
}: {
  t: Thermometer;
  titleId: string;
  className: string;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${T.width} ${T.height}`}
      width="100%"
      className={className}
      data-thermometer
    >
      <title id={titleId}>{t.description}</title>
      <rect
        x={T.x - 9}
        y={T.top - 10}
        width="18"
        height={T.bottom - T.top + 20}
        rx="9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className={PICTURE_MUTED}
      />
      <g className={PICTURE_ACCENT} fill="currentColor">
        <rect x={T.x - 5} y={t.levelY} width="10" height={t.levelHeight} data-level />
        <circle cx={T.x} cy={T.bottom + 20} r="15" />
      </g>
      {t.marks.map((m) => {
        const text = m.kind === 'value' ? 'fill-current' : 'fill-ink dark:fill-ink-dark';
        return (
          <g
            key={m.caption}
            className={m.kind === 'value' ? `${PICTURE_ACCENT} font-semibold` : PICTURE_MUTED}
            data-mark={m.kind}
          >
            <line x1={T.x - 16} x2={T.x + 16} y1={m.y} y2={m.y} stroke="currentColor" strokeWidth="2" />
            <text x={T.x - 24} y={m.textY} textAnchor="end" className={text}>
              {m.fromText}
            </text>
            <text x={T.x + 24} y={m.textY} className={text}>
              {m.toText}
              {m.caption ? (
                <tspan className="fill-gray-600 dark:fill-gray-400">{` · ${m.caption}`}</tspan>
              ) : null}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export interface ThermometerPictureProps {
  from: UnitRecord;
  to: UnitRecord;
  /** The value shown, in the from-unit. */
  value: Exact;
  format: NumberFormatId;
  titleId: string;
  /** The picture's box (its place in the converter). */
  className: string;
}

/** The converter's thermometer at a value (ConverterPicture decides when there is one and which value). */
export default function ThermometerPicture({
  from,
  to,
  value,
  format,
  titleId,
  className,
}: ThermometerPictureProps) {
  const t = thermometer(from, to, value, format);
  return t && <ThermometerSvg t={t} titleId={titleId} className={className} />;
}
