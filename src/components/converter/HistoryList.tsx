import type { HistoryEntry } from '../../browser/converterState';
import type { CategoryRecord } from '../../core/types';
import { AUTO, formatDouble } from '../../core/numberFormat';
import { idWords } from '../../core/unitText';
import { CONVERTER_DECIMALS } from '../../browser/converterState';

interface Props {
  history: readonly HistoryEntry[];
  categories: readonly CategoryRecord[];
  onClear(): void;
}

/** Recent conversions, newest first (at most 20), kept in this browser; with a clear button. */
export default function HistoryList({ history, categories, onClear }: Props) {
  const shown = (x: number) => formatDouble(x, { precision: AUTO, autoDecimals: CONVERTER_DECIMALS, format: 'dot', grouping: true }).text;
  const symbolOf = (categoryId: string, unitId: string) =>
    categories.find((c) => c.id === categoryId)?.units.find((u) => u.id === unitId)?.symbol ?? idWords(unitId);
  return (
    <section aria-labelledby="history-heading" className="mt-6">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">Recent conversions</h2>
        <button type="button" className="btn-secondary py-1 text-sm" onClick={onClear} disabled={history.length === 0}>Clear history</button>
      </div>
      {history.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No conversions yet. They stay in this browser only.</p>
      ) : (
        <ol className="divide-y divide-gray-200 text-sm dark:divide-line-dark" data-testid="history">
          {history.map((h, i) => (
            <li key={`${h.timestamp}-${i}`} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span className="font-mono break-all">
                {shown(h.from.value)} {symbolOf(h.category, h.from.unit)} = {shown(h.to.value)} {symbolOf(h.category, h.to.unit)}
              </span>
              <span className="text-gray-600 dark:text-gray-400">{categories.find((c) => c.id === h.category)?.name ?? idWords(h.category)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
