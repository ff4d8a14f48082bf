import { memo, useState } from 'react';
import { amountValue, historyLabels, type HistoryEntry } from '../../browser/converterState';
import type { CategoryRecord } from '../../core/types';
import {
  AUTO,
  formatAmount,
  formatExact,
  sentenceSign,
  type FormattedNumber,
  type NumberFormatId,
} from '../../core/numberFormat';
import { convertTyped } from '../../core/quantityResult';
import { ingredientOfCategory } from '../../core/ingredients';
import { converterPath } from '../../core/routes';
import { capitalize } from '../../core/unitText';

interface Props {
  history: readonly HistoryEntry[];
  /** The converter's categories: their entries restore in place; others link to their converter page. */
  categories: readonly CategoryRecord[];
  /** The categories the converter offers (home's tabs), whose units may still be on their way: their entries restore in place too. */
  offered: readonly string[];
  /** The category on screen: entries of other categories name theirs. */
  active: string;
  /** The tabs' own names ('Weight' for Weight and Mass): an entry names its category as its tab does. */
  tabs?: readonly { id: string; name: string }[];
  format: NumberFormatId;
  onRestore(entry: HistoryEntry): void;
  onClear(): void;
}

/** Chips shown before 'Show all'. */
export const RECENT_SHOWN = 4;

const chip =
  'inline-flex min-h-11 max-w-full flex-wrap content-center items-baseline gap-x-2 rounded-full border border-gray-300 px-3 py-1 text-left tabular-nums hover:bg-gray-100 dark:border-line-dark dark:hover:bg-[#3a3a3a]';

/**
 * Recent conversions, newest first (at most 20), kept in this browser: the newest few as
 * chips, the rest behind 'Show all'. Each restores its conversion, or opens its converter.
 */
function HistoryList({ history, categories, offered, active, tabs, format, onRestore, onClear }: Props) {
  const [expanded, setExpanded] = useState(false);
  const options = { precision: AUTO, format, grouping: true };
  const number = (x: string) => formatAmount(amountValue(x), options);
  /** The entry's result as the converter shows it: converted again where this converter has the units (a level's digits may have changed), else the stored result. */
  const result = (h: HistoryEntry): FormattedNumber => {
    const units = categories.find((c) => c.id === h.category)?.units;
    const from = units?.find((u) => u.id === h.from.unit);
    const to = units?.find((u) => u.id === h.to.unit);
    const exactResult = from && to ? convertTyped(amountValue(h.from.value), from, to) : null;
    if (exactResult) return formatExact(exactResult, options);
    // Stored, an ingredient's result has lost its measured mark: it rests on a density, never '='.
    const stored = formatExact(amountValue(h.to.value), options);
    return ingredientOfCategory(h.category) ? { ...stored, exact: false } : stored;
  };
  const more = history.length > RECENT_SHOWN;
  // Keeps focus where it was: leaving the value field would record it and move the chips under the pointer.
  const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();
  // Keys follow the entries (not their places), so adding one does not re-create the others.
  const seen = new Map<string, number>();
  const keyOf = (h: HistoryEntry) => {
    const base = `${h.timestamp} ${h.category} ${h.from.value} ${h.from.unit} ${h.to.unit}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `${base} ${n}`;
  };

  return (
    <section
      aria-labelledby="history-heading"
      className="mt-4 border-t border-gray-200 pt-3 dark:border-line-dark"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-heading" className="text-sm font-semibold">
          Recent conversions
        </h2>
        <div className="flex gap-2 text-sm">
          {more && (
            <button
              type="button"
              className="btn-secondary px-2 py-0.5"
              aria-expanded={expanded}
              aria-controls="history-list"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Show fewer' : `Show all (${history.length})`}
            </button>
          )}
          <button
            type="button"
            className="btn-secondary px-2 py-0.5"
            onClick={onClear}
            disabled={history.length === 0}
          >
            Clear history
          </button>
        </div>
      </div>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          No conversions yet. They stay in this browser only.
        </p>
      ) : (
        <ol
          id="history-list"
          data-testid="history"
          className={`mt-2 flex flex-wrap gap-2 text-sm ${expanded ? 'max-h-64 overflow-y-auto p-0.5' : ''}`}
        >
          {history.map((h, i) => {
            const labels = historyLabels(h, categories);
            const side = (value: string, symbol: string) => (symbol ? `${value} ${symbol}` : value);
            const shown = result(h);
            const amount = number(h.from.value);
            const other =
              h.category !== active
                ? (tabs?.find((t) => t.id === h.category)?.name ??
                  (labels.categoryName && capitalize(labels.categoryName)) ??
                  'Other converter')
                : null;
            const content = (
              <>
                <span>
                  {h.typed ?? side(amount.text, labels.fromSymbol)}{' '}
                  {sentenceSign(h.typed ? shown : amount, shown)} {side(shown.text, labels.toSymbol)}
                </span>
                {other && <span className="text-xs text-gray-600 dark:text-gray-400">{other}</span>}
              </>
            );
            const here = offered.includes(h.category) || categories.some((c) => c.id === h.category);
            return (
              <li key={keyOf(h)} hidden={!expanded && i >= RECENT_SHOWN} className="max-w-full">
                {here ? (
                  <button type="button" className={chip} onMouseDown={keepFocus} onClick={() => onRestore(h)}>
                    {content}
                  </button>
                ) : (
                  <a
                    className={chip}
                    onMouseDown={keepFocus}
                    href={converterPath(h.category, {
                      value: String(h.from.value),
                      from: h.from.unit,
                      to: h.to.unit,
                    })}
                  >
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Drawn again only when what it shows changes, not on every key typed in the box. */
export default memo(HistoryList);
