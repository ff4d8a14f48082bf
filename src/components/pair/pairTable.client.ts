import { tableRow } from '../../core/pairWidgets';
import { parseExact } from '../../core/quantityNumber';
import type { ParseUnit } from '../../core/quantity';
import type { DisplayPrefs } from '../../browser/displayPrefs';
import { setText } from './widgetText';

/** The pair page's conversion table in the visitor's precision and number format, by the rows it was built with. */
export function renderPairTable(
  from: ParseUnit,
  to: ParseUnit,
  { precision, format }: Pick<DisplayPrefs, 'precision' | 'format'>,
): void {
  for (const cell of document.querySelectorAll<HTMLElement>('[data-pair-table] [data-x]')) {
    const x = parseExact(cell.dataset.x ?? '');
    const out = cell.nextElementSibling;
    if (!x || !out) continue;
    const row = tableRow(from, to, x, precision, format);
    setText(cell, row.input);
    setText(out, row.output);
  }
}
