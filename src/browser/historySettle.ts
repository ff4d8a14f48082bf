/**
 * When a conversion enters the history: once the visitor settles on it, not on every
 * keystroke. Typing waits for a pause (SETTLE_MS); Enter, leaving the field or the page
 * settle at once; a unit change records at once; Copy records what is shown. Pure: the
 * timers are given, so tests drive the clock.
 */

/** A pause in typing this long settles the typed conversion. */
export const SETTLE_MS = 1000;

/**
 * What changed the conversion: typing (recorded after a pause or when settled), a unit change
 * (recorded at once) or anything the visitor did not settle on (a restored or switched-to
 * conversion, shown but not recorded).
 */
export type ChangeCause = 'typing' | 'unit' | 'shown';

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface HistorySettler<T> {
  /** The conversion on screen changed to `entry` (null: nothing worth recording). */
  changed(entry: T | null, cause: ChangeCause): void;
  /** The visitor settled (Enter, leaving the field, leaving the page): record typing not yet recorded. */
  settle(): void;
  /** The visitor used the conversion (Copy): record it, typed or not. */
  use(): void;
  /** Stops the pending timer (the island unmounts). */
  dispose(): void;
}

/** A settler that calls `record` with each conversion the visitor settles on. */
export function historySettler<T>(record: (entry: T) => void, timers: Timers = browserTimers, delay = SETTLE_MS): HistorySettler<T> {
  let current: T | null = null;
  let unrecorded = false;
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };
  const commit = () => {
    stopTimer();
    unrecorded = false;
    if (current !== null) record(current);
  };

  return {
    changed(entry, cause) {
      stopTimer();
      current = entry;
      unrecorded = entry !== null && cause === 'typing';
      if (entry === null) return;
      if (cause === 'unit') commit();
      else if (cause === 'typing') timer = timers.set(commit, delay);
    },
    settle() {
      if (unrecorded) commit();
    },
    use: commit,
    dispose: stopTimer,
  };
}
