import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { browserStorage } from '../../browser/displayPrefs';
import { addHistory, loadState, saveHistory, STORAGE_KEY, type ConverterState, type HistoryEntry } from '../../browser/converterState';

/**
 * The converter's history as every open tab shares it: an entry is written to storage at once
 * (leaving the page may not wait for a render) and added to the history as stored, since
 * another tab may have added entries this one has not seen; a change another tab makes shows
 * here too. `latest` is the converter's state as of its last change.
 */
export function useSharedHistory(latest: RefObject<ConverterState>, setState: Dispatch<SetStateAction<ConverterState>>) {
  function changeHistory(change: (history: HistoryEntry[]) => HistoryEntry[]) {
    const history = saveHistory(browserStorage(), change) ?? change(latest.current.history);
    latest.current = { ...latest.current, history };
    setState((s) => ({ ...s, history }));
  }

  // Only a change in the history is taken from another tab: tabs write their own units all the time.
  useEffect(() => {
    const follow = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY && e.key !== null) return;
      const history = loadState(browserStorage()).history;
      if (JSON.stringify(history) === JSON.stringify(latest.current.history)) return;
      latest.current = { ...latest.current, history };
      setState((s) => ({ ...s, history }));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [latest, setState]);

  return {
    addEntry(entry: HistoryEntry) {
      if (addHistory(latest.current.history, entry) === latest.current.history) return;
      changeHistory((stored) => addHistory(stored, entry));
    },
    clear: () => changeHistory(() => []),
  };
}
