import { useEffect, useRef } from 'react';
import { browserStorage } from '../../browser/displayPrefs';
import { addHistory, loadState, saveHistory, STORAGE_KEY, type HistoryEntry } from '../../browser/converterState';

/**
 * The converter's history as every open tab shares it: an entry is written to storage at once
 * (leaving the page may not wait for a render) and added to the history as stored, since
 * another tab may have added entries this one has not seen; a change another tab makes shows
 * here too. `history` is the converter's as of its last render; `changed` gives it a new one.
 */
export function useSharedHistory(history: readonly HistoryEntry[], changed: (history: HistoryEntry[]) => void) {
  const latest = useRef(history);
  latest.current = history;
  const onChange = useRef(changed);
  onChange.current = changed;

  function change(update: (history: HistoryEntry[]) => HistoryEntry[]) {
    const next = saveHistory(browserStorage(), update) ?? update([...latest.current]);
    latest.current = next;
    onChange.current(next);
  }

  // Only a change in the history is taken from another tab: tabs write their own units all the time.
  useEffect(() => {
    const follow = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY && e.key !== null) return;
      const stored = loadState(browserStorage()).history;
      if (JSON.stringify(stored) === JSON.stringify(latest.current)) return;
      latest.current = stored;
      onChange.current(stored);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  return {
    add: (entry: HistoryEntry) => change((stored) => addHistory(stored, entry)),
    clear: () => change(() => []),
  };
}
