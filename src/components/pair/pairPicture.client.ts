/**
 * The pair page's picture follows the typed value. Only temperature pages draw one that moves
 * (the thermometer), so the code that moves it loads only there, when the page goes live.
 */
import type { NumberFormatId } from '../../core/numberFormat';
import type { Exact } from '../../core/rational';
import type { WidgetForm } from './widgetForm';

let mover: Promise<typeof import('./thermometerNodes.client')> | null = null;

/** Shows `value` (in the from-unit) on the page's thermometer; nothing without a value or a thermometer. */
export function showPicture({ from, to }: Pick<WidgetForm, 'from' | 'to'>, value: Exact | undefined, format: NumberFormatId | undefined): void {
  const svg = document.querySelector('svg[data-thermometer]');
  if (!svg || !value) return;
  mover ??= import('./thermometerNodes.client');
  void mover.then((m) => m.moveThermometer(svg, from, to, value, format), () => {
    mover = null; // not loaded (offline, say): the next value tries again
  });
}
