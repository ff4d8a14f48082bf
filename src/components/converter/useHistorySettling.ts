import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { HistoryEntry } from '../../browser/converterState';
import { historySettler, type ChangeCause } from '../../browser/historySettle';

/** A key that changes exactly when the conversion an entry describes changes. */
const entryKey = (e: HistoryEntry | null) => (e ? JSON.stringify([e.category, e.from, e.to]) : '');

/**
 * Feeds the converter's current conversion to the history settler: the caller names the cause
 * of its next change (typing, a unit change, or a conversion merely shown), and the settler
 * records what the visitor settles on. Leaving the page settles too.
 */
export function useHistorySettling(current: HistoryEntry | null, record: (entry: HistoryEntry) => void) {
  const cause = useRef<ChangeCause>('shown');
  const recordRef = useRef(record);
  recordRef.current = record;
  const settler = useMemo(() => historySettler<HistoryEntry>((entry) => recordRef.current({ ...entry, timestamp: Date.now() })), []);

  const key = entryKey(current);
  const changed = useEffectEvent(() => {
    settler.changed(current, cause.current);
    cause.current = 'shown';
  });
  useEffect(() => changed(), [key]);

  useEffect(() => {
    const onHide = () => settler.settle();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') settler.settle();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      settler.dispose();
    };
  }, [settler]);

  return {
    /** What causes the next change of the conversion. */
    expect: (next: ChangeCause) => { cause.current = next; },
    settle: settler.settle,
    use: settler.use,
  };
}
