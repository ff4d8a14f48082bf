import { lazy, memo, Suspense, useDeferredValue, useRef, type ComponentType } from 'react';
import type { useConverter } from './useConverter';
import ThermometerPictureOnServer, { type ThermometerPictureProps } from './ThermometerPicture';
import { convertTyped } from '../../core/quantityResult';
import { equals, exact, type Exact } from '../../core/rational';
import { THERMOMETER } from '../../core/thermometerGeometry';

type Converter = ReturnType<typeof useConverter>;

/**
 * The thermometer's code (its SVG and geometry) is only needed on temperature, so the browser
 * loads it on demand. The build renders it directly: a lazy component would suspend there, and
 * streaming suspended content needs inline scripts, which the pages' CSP forbids. Vite replaces
 * import.meta.env.SSR, so the browser's bundle keeps only the lazy import (the static one is
 * tree-shaken). A built page hydrates before the chunk arrives: React keeps the server's markup
 * of a Suspense boundary whose lazy child is still loading, and hydrates it when it comes.
 */
const ThermometerPicture: ComponentType<ThermometerPictureProps> = import.meta.env.SSR
  ? ThermometerPictureOnServer
  : lazy(() => import('./ThermometerPicture'));

/**
 * The boundary, re-rendered only when the picture changes. New props for a boundary that is
 * still waiting for its chunk would make React drop the server's markup and show the fallback
 * (nothing) until the chunk comes: a flash and a layout shift.
 */
/** The thermometer's box; until its code is here (drawn on the client, not hydrated), an empty picture of its size holds its place. */
const BOX = 'mx-auto mt-4 block w-full max-w-xs text-sm';
const PLACEHOLDER = (
  <svg
    aria-hidden="true"
    viewBox={`0 0 ${THERMOMETER.width} ${THERMOMETER.height}`}
    width="100%"
    className={BOX}
  />
);

const ThermometerBoundary = memo(function ThermometerBoundary(props: ThermometerPictureProps) {
  return (
    <Suspense fallback={PLACEHOLDER}>
      <ThermometerPicture {...props} />
    </Suspense>
  );
});

/**
 * Changes reach the boundary in a deferred render, which React may hold back: while the chunk
 * loads (say the visitor typed before it came) the built thermometer stays as it is, then moves.
 */
function DeferredThermometer({
  from,
  to,
  value,
  format,
  titleId,
}: Omit<ThermometerPictureProps, 'className'>) {
  const shown = {
    from: useDeferredValue(from),
    to: useDeferredValue(to),
    value: useDeferredValue(value),
    format: useDeferredValue(format),
  };
  return <ThermometerBoundary {...shown} titleId={titleId} className={BOX} />;
}

/**
 * The main converter's picture: on temperature, the thermometer at the current value (0 while
 * nothing is typed, as the converter converts; unreadable text keeps the last value shown).
 */
export default function ConverterPicture({
  converter,
  idPrefix,
}: {
  converter: Converter;
  idPrefix: string;
}) {
  const { category, typed, state, prefs } = converter;
  const last = useRef<Exact>(exact(0n));
  const from = category?.units.find((u) => u.id === state.fromUnit);
  const to = category?.units.find((u) => u.id === state.toUnit);
  if (category?.id !== 'temperature' || !from || !to) return null;
  const now =
    typed.kind === 'value'
      ? convertTyped(typed.value, typed.unit, from)
      : typed.kind === 'empty'
        ? exact(0n)
        : null;
  // The same value keeps the same object, so that the boundary is not re-rendered for nothing.
  if (now && !equals(now, last.current)) last.current = now;
  return (
    <DeferredThermometer
      from={from}
      to={to}
      value={last.current}
      format={prefs.format}
      titleId={`${idPrefix}-picture-title`}
    />
  );
}
