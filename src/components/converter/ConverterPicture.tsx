import { useRef } from 'react';
import type { useConverter } from './useConverter';
import { THERMOMETER as T, thermometer, type Thermometer } from '../../core/pictures';
import { convertTyped } from '../../core/quantityResult';
import { exact, type Exact } from '../../core/rational';

type Converter = ReturnType<typeof useConverter>;

/** The pictures' colours, as classes on currentColor, so both themes work: the value in the accent, the rest muted. */
export const PICTURE_ACCENT = 'text-[#1967d2] dark:text-accent-dark';
export const PICTURE_MUTED = 'text-gray-500 dark:text-gray-400';

/**
 * The thermometer as inline SVG, the one markup of it: pair pages render it at build time (and
 * their script moves its value mark, labels and liquid in place), the converter renders it live.
 * Marks are drawn in the geometry's order, one group each, the value last.
 */
export function ThermometerSvg({ t, titleId, className }: { t: Thermometer; titleId: string; className: string }) {
  return (
    <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${T.width} ${T.height}`} width="100%" className={className} data-thermometer>
      <title id={titleId}>{t.description}</title>
      <rect x={T.x - 9} y={T.top - 10} width="18" height={T.bottom - T.top + 20} rx="9" fill="none" stroke="currentColor" strokeWidth="2" className={PICTURE_MUTED} />
      <g className={PICTURE_ACCENT} fill="currentColor">
        <rect x={T.x - 5} y={t.levelY} width="10" height={t.levelHeight} data-level />
        <circle cx={T.x} cy={T.bottom + 20} r="15" />
      </g>
      {t.marks.map((m) => {
        const text = m.kind === 'value' ? 'fill-current' : 'fill-ink dark:fill-ink-dark';
        return (
          <g key={m.caption} className={m.kind === 'value' ? `${PICTURE_ACCENT} font-semibold` : PICTURE_MUTED} data-mark={m.kind}>
            <line x1={T.x - 16} x2={T.x + 16} y1={m.y} y2={m.y} stroke="currentColor" strokeWidth="2" />
            <text x={T.x - 24} y={m.textY} textAnchor="end" className={text}>{m.fromText}</text>
            <text x={T.x + 24} y={m.textY} className={text}>{m.toText}{m.caption ? <tspan className="fill-gray-600 dark:fill-gray-400">{` · ${m.caption}`}</tspan> : null}</text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The main converter's picture: on temperature, the thermometer at the current value (0 while
 * nothing is typed, as the converter converts; unreadable text keeps the last value shown).
 */
export default function ConverterPicture({ converter, idPrefix }: { converter: Converter; idPrefix: string }) {
  const { category, typed, state, prefs } = converter;
  const last = useRef<Exact>(exact(0n));
  const from = category?.units.find((u) => u.id === state.fromUnit);
  const to = category?.units.find((u) => u.id === state.toUnit);
  if (category?.id !== 'temperature' || !from || !to) return null;
  const now = typed.kind === 'value' ? convertTyped(typed.value, typed.unit, from) : typed.kind === 'empty' ? exact(0n) : null;
  if (now) last.current = now;
  const t = thermometer(from, to, last.current, prefs.format);
  return t && <ThermometerSvg t={t} titleId={`${idPrefix}-picture-title`} className="mx-auto mt-4 block w-full max-w-xs text-sm" />;
}
