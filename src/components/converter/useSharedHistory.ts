import { useEffect, useMemo, useRef } from 'react';
import { browserStorage } from '../../browser/displayPrefs';
import {
  clearHistory,
  followHistory,
  recordEntry,
  saveHistory,
  sameEntries,
  type HistoryEntry,
  type SharedHistory,
} from '../../browser/converterState';

/**
 * The converter's history as every open tab shares it (the rules: converterState's saveHistory
 * and followHistory): an entry is written to storage at once (leaving the page may not wait for
 * a render), merged with the history as stored, and a change another tab makes shows here too.
 * `history` is the converter's as of its last render; `changed` gives it a new one.
 */
export function useSharedHistory(
  history: readonly HistoryEntry[],
  changed: (history: HistoryEntry[]) => void,
) {
  // This tab's history, folded into every save: the converter's list and the latest clear seen.
  const known = useRef<SharedHistory>({ entries: [...history], clearedAt: 0 });
  const rendered = useRef(history);
  if (history !== rendered.current) {
    rendered.current = history;
    known.current = { ...known.current, entries: [...history] };
  }
  const onChange = useRef(changed);
  onChange.current = changed;

  // Only a change in the history is taken from another tab: tabs write their own units all the time.
  useEffect(() => {
    const follow = (e: StorageEvent) => {
      const next = followHistory(browserStorage(), known.current, e);
      if (!next) return;
      const shown = known.current.entries;
      known.current = next;
      if (sameEntries(next.entries, shown)) return;
      rendered.current = next.entries;
      onChange.current(next.entries);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  // The same functions on every render (they work through the refs), so what only calls them is not drawn again.
  return useMemo(() => {
    const change = (update: (history: SharedHistory) => SharedHistory) => {
      const next = saveHistory(browserStorage(), known.current, update);
      known.current = next;
      rendered.current = next.entries;
      onChange.current(next.entries);
    };
    return {
      add: (entry: HistoryEntry) => change((stored) => recordEntry(stored, entry)),
      clear: () => change((stored) => clearHistory(stored, Date.now())),
    };
  }, []);
}
