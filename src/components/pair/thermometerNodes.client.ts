/**
 * Moves a pair page's thermometer to a value: the value's tick, both its labels and the liquid,
 * the reference labels (moved aside when the value comes near) and the picture's accessible
 * name. It rewrites the nodes the page was built with (ThermometerSvg: one group per mark, in
 * the geometry's order), so no renderer ships.
 */
import { thermometer, type ThermometerUnit } from '../../core/pictures';
import type { NumberFormatId } from '../../core/numberFormat';
import type { Exact } from '../../core/rational';
import { setText } from './widgetForm';

export function moveThermometer(svg: Element, from: ThermometerUnit, to: ThermometerUnit, value: Exact, format: NumberFormatId | undefined): void {
  const t = thermometer(from, to, value, format);
  if (!t) return;
  const set = (el: Element | undefined, name: string, n: number) => el!.setAttribute(name, String(n));
  setText(svg.querySelector('title')!, t.description);
  const level = svg.querySelector('[data-level]')!;
  set(level, 'y', t.levelY);
  set(level, 'height', t.levelHeight);
  svg.querySelectorAll('[data-mark]').forEach((g, i) => {
    const m = t.marks[i]!;
    const [line, fromText, toText] = g.children;
    set(line, 'y1', m.y);
    set(line, 'y2', m.y);
    set(fromText, 'y', m.textY);
    set(toText, 'y', m.textY);
    setText(fromText!, m.fromText);
    // The to-label's own text comes first; a reference's caption follows in its own <tspan>.
    const own = toText!.firstChild!;
    if (own.nodeValue !== m.toText) own.nodeValue = m.toText;
  });
}
