import { useEffect, useMemo, useState } from 'react';
import type { CategoryRecord } from '../../core/types';
import { conversionError } from '../../core/conversion';
import { parseQuantityInput } from '../../core/parse';
import { resolveUnitQuery } from '../../browser/unitSearch';
import { readPermalinkQuery } from '../../core/routes';
import {
  addHistory, defaultState, defaultUnits, historyEntryFor, loadState, resultFor, saveState, switchCategory, withResult,
  type ConverterState,
} from '../../browser/converterState';

export interface ConverterOptions {
  /** The categories this converter offers (the home tabs, or the one category of its page). */
  categories: readonly CategoryRecord[];
  /** Apply ?from=…&to=… from the address (the /converter/{category} page). */
  readQuery?: boolean;
}

/** localStorage, or null where reading the property itself throws (blocked storage). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const valueText = (x: number) => (x === 0 ? '' : String(x));

/** The state a page renders on the server: the first category's defaults, value 0. */
export function initialState(categories: readonly CategoryRecord[]): ConverterState {
  const first = categories.find((c) => c.id === 'length') ?? categories[0];
  if (!first) return defaultState();
  const units = defaultUnits(first.id, first.units.map((u) => u.id));
  return withResult({ ...defaultState(), category: first.id, ...units }, first);
}

/**
 * The main converter's state and actions: restored from localStorage after
 * hydration (so the server HTML and the first client render agree), saved on every change,
 * history added after a zero-delay timer.
 */
export function useConverter({ categories, readQuery = false }: ConverterOptions) {
  const [state, setState] = useState(() => initialState(categories));
  const [text, setText] = useState('');
  const [restored, setRestored] = useState(false);
  const categoryOf = (id: string) => categories.find((c) => c.id === id);
  const category = categoryOf(state.category);

  useEffect(() => {
    let next = loadState(browserStorage());
    const target = categoryOf(next.category) ?? categoryOf(initialState(categories).category);
    if (target) next = switchCategory(next, target.id, target.units.map((u) => u.id));
    if (readQuery && target) {
      const query = readPermalinkQuery(window.location.search);
      const from = resolveUnitQuery(target.units, query.from);
      const to = resolveUnitQuery(target.units, query.to);
      if (from) next = { ...next, fromUnit: from.id };
      if (to) next = { ...next, toUnit: to.id };
    }
    next = withResult(next, target);
    setState(next);
    setText(valueText(next.fromValue));
    setRestored(true);
  }, []); // once, after hydration

  useEffect(() => {
    if (restored) saveState(browserStorage(), state);
  }, [state, restored]);

  const result = useMemo(() => resultFor(category, state.fromUnit, state.toUnit, state.fromValue), [category, state.fromUnit, state.toUnit, state.fromValue]);
  const error = conversionError(category, state.category, state.fromUnit, state.toUnit);

  // History: each valid, non-zero conversion without error, after a zero-delay timer.
  useEffect(() => {
    if (!restored) return;
    const entry = historyEntryFor(state, result, error !== null, Date.now());
    if (!entry) return;
    setTimeout(() => setState((s) => ({ ...s, history: addHistory(s.history, entry) })), 0);
  }, [restored, state.category, state.fromUnit, state.toUnit, state.fromValue, result]);

  const update = (change: Partial<ConverterState>) => setState((s) => withResult({ ...s, ...change }, categoryOf(change.category ?? s.category)));

  return {
    /** True once the stored state has been restored (after hydration). */
    restored,
    state,
    category,
    result,
    error,
    text,
    setText(raw: string) {
      setText(raw);
      if (raw.trim() === '') return update({ fromValue: 0 });
      const value = parseQuantityInput(raw);
      if (value !== null) update({ fromValue: value });
      // Anything else is not a number and is not passed on.
    },
    setFromUnit: (fromUnit: string) => update({ fromUnit }),
    setToUnit: (toUnit: string) => update({ toUnit }),
    swap: () => update({ fromUnit: state.toUnit, toUnit: state.fromUnit }),
    selectCategory(id: string) {
      const target = categoryOf(id);
      if (!target || id === state.category) return;
      const next = withResult(switchCategory(state, id, target.units.map((u) => u.id)), target);
      setState(next);
      setText(valueText(next.fromValue));
    },
    clearHistory: () => setState((s) => ({ ...s, history: [] })),
  };
}
