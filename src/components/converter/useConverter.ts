import { useEffect, useMemo, useRef, useState } from 'react';
import type { CategoryRecord, UnitRecord } from '../../core/types';
import { conversionError } from '../../core/conversion';
import type { NumberFormatId } from '../../core/numberFormat';
import { compositionsFor, convertTyped, decimalMark, exactValueText, permalinkText, readTyped, showResult, type MixedFormatter, type QuantityReader, type TypedValue } from '../../core/quantityResult';
import { loadMixedFormatter, loadQuantityReader } from '../../browser/categoryUnits';
import { exact, toNumber } from '../../core/rational';
import { resolveUnitQuery } from '../../browser/unitSearch';
import { converterPath, readPermalinkQuery } from '../../core/routes';
import { browserStorage, defaultPrefs, mergePrefs, prefsQuery, savePrefs, URL_FORMAT, visitorPrefs, type DisplayPrefs } from '../../browser/displayPrefs';
import type { InputMessage } from '../../browser/inputMessage';
import { lazyInputMessage, MESSAGE_DELAY_MS } from '../../browser/messageBox';
import {
  addHistory, CONVERTER_DECIMALS, defaultState, defaultUnits, historyEntryFor, loadState, saveHistory, saveState, STORAGE_KEY, switchCategory, withKnownPair, withResult,
  type ConverterState, type HistoryEntry,
} from '../../browser/converterState';
import { useHistorySettling } from './useHistorySettling';
import { cleanText } from '../../core/inputText';

export interface ConverterOptions {
  /** The categories this converter offers (the home tabs, or the one category of its page). */
  categories: readonly CategoryRecord[];
  /** Read and keep the permalink in the address (the /converter/{category} page). */
  readQuery?: boolean;
}

/** A stored value as input text in the visitor's number format ('' for 0, which nothing typed means). */
const valueText = (x: number, format: NumberFormatId) => (x === 0 ? '' : String(x).replace('.', decimalMark(format)));

/** What typed text changes in the state: the from-unit typed with the number, and the value (0 for nothing typed; unreadable text changes nothing). */
export function typedChange(state: ConverterState, text: string, units: readonly UnitRecord[], format: DisplayPrefs['format'], read: QuantityReader | null): Partial<ConverterState> {
  const from = units.find((u) => u.id === state.fromUnit);
  if (!from) return {};
  const typed = readTyped(text, from, units, format, read);
  if (typed.kind === 'empty') return { fromValue: 0 };
  if (typed.kind !== 'value') return {};
  const fromValue = toNumber(typed.value);
  return { fromUnit: typed.unit.id, fromValue: Number.isFinite(fromValue) ? fromValue : 0 };
}

/** The state a page renders on the server: the first category's defaults, value 0. */
export function initialState(categories: readonly CategoryRecord[]): ConverterState {
  const first = categories.find((c) => c.id === 'length') ?? categories[0];
  if (!first) return defaultState();
  const units = defaultUnits(first);
  return withResult({ ...defaultState(), category: first.id, ...units }, first);
}

/**
 * The main converter's state and actions: restored from localStorage (and the permalink)
 * after hydration, so the server HTML and the first client render agree; saved on every
 * change. A conversion enters the history when the visitor settles on it (useHistorySettling).
 * The typed text is read by the quantity parser: a unit typed with the number selects the
 * from-unit.
 */
export function useConverter({ categories, readQuery = false }: ConverterOptions) {
  const [state, setState] = useState(() => initialState(categories));
  const [text, setTextState] = useState('');
  const [prefs, setPrefs] = useState<DisplayPrefs>(() => defaultPrefs());
  const [restored, setRestored] = useState(false);
  // The full parser arrives after hydration (import()); plain numbers convert without it.
  const [read, setRead] = useState<QuantityReader | null>(null);
  // The mixed-unit formatter arrives once a composition is chosen.
  const [formatMixed, setFormatMixed] = useState<MixedFormatter | null>(null);
  const [message, setMessage] = useState<{ text: string; message: InputMessage } | null>(null);
  const categoryOf = (id: string) => categories.find((c) => c.id === id);
  const category = categoryOf(state.category);
  const units = useMemo(() => category?.units ?? [], [category]);
  const from = units.find((u) => u.id === state.fromUnit);
  const to = units.find((u) => u.id === state.toUnit);

  // A permalink value that needs the parser waits for it; everything else restores at once.
  const pendingValue = useRef<{ value: string; linkFormat: NumberFormatId } | null>(null);

  useEffect(() => {
    let next = loadState(browserStorage());
    let nextPrefs = visitorPrefs();
    const target = categoryOf(next.category) ?? categoryOf(initialState(categories).category);
    if (target) next = withKnownPair(switchCategory(next, target), target);
    if (readQuery && target) {
      const query = readPermalinkQuery(window.location.search);
      const f = resolveUnitQuery(target.units, query.from);
      const t = resolveUnitQuery(target.units, query.to);
      if (f) next = { ...next, fromUnit: f.id };
      if (t) next = { ...next, toUnit: t.id };
      nextPrefs = mergePrefs(nextPrefs, { p: query.precision, fmt: query.format, mix: query.mix, den: query.denominator });
      if (query.value !== null) pendingValue.current = { value: query.value, linkFormat: mergePrefs(nextPrefs, { fmt: query.format ?? URL_FORMAT }).format };
    }
    next = withResult(next, target);
    setState(next);
    setPrefs(nextPrefs);
    setTextState(valueText(next.fromValue, nextPrefs.format));
    setRestored(true);
    void loadQuantityReader().then((reader) => setRead(() => reader), () => undefined);
  }, []); // once, after hydration

  // The permalink's value, read once the parser is here; an unreadable value is ignored.
  useEffect(() => {
    const pending = pendingValue.current;
    if (!read || !restored || !category || !from) return;
    // Text typed before the parser arrived takes effect now (a unit typed with the number, say).
    if (!pending) {
      settling.expect('typing');
      return update(typedChange(state, text, units, prefs.format, read));
    }
    pendingValue.current = null;
    const start = permalinkText(pending.value, pending.linkFormat, prefs.format, from, units, read);
    setTextState(start);
    update(typedChange(state, start, units, prefs.format, read));
  }, [read, restored]);

  const typed: TypedValue = useMemo(() => (from ? readTyped(text, from, units, prefs.format, read) : { kind: 'empty' }), [text, from, units, prefs.format, read]);
  const error = conversionError(category, state.category, state.fromUnit, state.toUnit);
  // Nothing typed converts 0, as the converter always has (0 °C shows 32 °F).
  const amount = typed.kind === 'value' ? typed : typed.kind === 'empty' && from ? { value: exact(0n), unit: from } : null;
  const exactResult = amount && to && !error ? convertTyped(amount.value, amount.unit, to) : null;
  const result = exactResult === null ? null : toNumber(exactResult);
  const compositions = useMemo(() => (category && to ? compositionsFor(category.compositions, units, to.id) : []), [category, units, to]);
  const composition = compositions.find((c) => c.key === prefs.mix) ?? null;
  const shown = exactResult !== null && to ? showResult(exactResult, to, { precision: prefs.precision, format: prefs.format, autoDecimals: CONVERTER_DECIMALS, composition, formatMixed, denominator: prefs.denominator }) : null;
  useEffect(() => {
    if (composition && !formatMixed) void loadMixedFormatter().then((f) => setFormatMixed(() => f), () => undefined);
  }, [composition, formatMixed]);

  useEffect(() => {
    if (restored) saveState(browserStorage(), state);
  }, [state, restored]);

  // The permalink: the address of the converter page always reproduces what it shows.
  const permalinkPath = category ? converterPath(category, { value: text.trim() || undefined, from: state.fromUnit, to: state.toUnit, ...prefsQuery(prefs) }) : null;
  useEffect(() => {
    if (!restored || !readQuery || !permalinkPath) return;
    try {
      if (`${window.location.pathname}${window.location.search}` !== permalinkPath) history.replaceState(history.state, '', permalinkPath);
    } catch {
      // an address the browser refuses to rewrite keeps working unchanged
    }
  }, [restored, readQuery, permalinkPath]);

  // Unreadable text: the result is gone at once; the sentence saying why waits for a pause in
  // typing, and belongs to the text it was written for (no state reset on every keystroke).
  useEffect(() => {
    if (typed.kind !== 'error' || !category) return;
    let live = true;
    const timer = setTimeout(() => {
      void lazyInputMessage(typed.error, text, { categoryId: category.id, categoryName: category.name, units }).then((m) => live && setMessage({ text, message: m }));
    }, MESSAGE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, category]);

  // The state as of the last change, for actions that follow a history entry in the same event.
  const latest = useRef(state);
  latest.current = state;
  // Written to storage at once (leaving the page may not wait for a render), added to the
  // history as stored: another tab may have added entries this one has not seen yet.
  function addEntry(entry: HistoryEntry) {
    if (addHistory(latest.current.history, entry) === latest.current.history) return;
    changeHistory((stored) => addHistory(stored, entry));
  }
  function changeHistory(change: (history: HistoryEntry[]) => HistoryEntry[]) {
    const history = saveHistory(browserStorage(), change) ?? change(latest.current.history);
    latest.current = { ...latest.current, history };
    setState((s) => ({ ...s, history }));
  }
  // Another tab changed the stored history: this one shows it too. Only a change in the
  // history is taken (and then saved back): other tabs write their own units all the time.
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
  }, []);
  const current = restored ? historyEntryFor(state, result, error !== null, 0, category) : null;
  const settling = useHistorySettling(current, addEntry);

  /** Shows a category's remembered (or given) conversion; the value becomes the typed text. */
  function show(next: ConverterState) {
    settling.expect('shown');
    latest.current = next;
    setState(next);
    setTextState(valueText(next.fromValue, prefs.format));
  }

  function update(change: Partial<ConverterState>) {
    setState((s) => withResult({ ...s, ...change }, categoryOf(change.category ?? s.category)));
  }

  /** The typed text without its unit, for when the visitor changes the from-unit by hand. */
  const plainText = () => (typed.kind === 'value' ? exactValueText(typed.value, decimalMark(prefs.format)) : text);

  return {
    /** True once the stored state has been restored (after hydration). */
    restored,
    state,
    category,
    typed,
    result,
    shown,
    error,
    text,
    prefs,
    compositions,
    /** Why the typed text cannot be read, once typing has paused on it. */
    message: typed.kind === 'error' && message?.text === text ? message.message : null,
    /** The typed text; a unit typed with the number selects the from-unit, and the value follows (in the same update, not an effect). */
    setText(typed: string) {
      const raw = cleanText(typed);
      settling.expect('typing');
      setTextState(raw);
      update(typedChange(state, raw, units, prefs.format, read));
    },
    setPrefs(next: DisplayPrefs) {
      setPrefs(next);
      savePrefs(browserStorage(), next);
    },
    setFromUnit(fromUnit: string) {
      settling.expect('unit');
      if (typed.kind === 'value' && typed.typedUnit) setTextState(plainText());
      update({ fromUnit });
    },
    setToUnit(toUnit: string) {
      settling.expect('unit');
      update({ toUnit });
    },
    swap() {
      settling.expect('unit');
      if (typed.kind === 'value' && typed.typedUnit) setTextState(plainText());
      update({ fromUnit: state.toUnit, toUnit: state.fromUnit });
    },
    selectCategory(id: string) {
      const target = categoryOf(id);
      if (!target || id === latest.current.category) return;
      show(withResult(switchCategory(latest.current, target), target));
    },
    /** Brings back a history entry of one of this converter's categories: its category, units and value. */
    restore(entry: HistoryEntry) {
      const target = categoryOf(entry.category);
      if (!target) return;
      settling.settle();
      const switched = switchCategory(latest.current, target);
      show(withResult(withKnownPair({ ...switched, fromUnit: entry.from.unit, toUnit: entry.to.unit, fromValue: entry.from.value }, target), target));
    },
    /** The visitor settled on the conversion (Enter, leaving the value field). */
    settle: () => settling.settle(),
    /** The visitor copied the conversion: it enters the history. */
    used: () => settling.use(),
    /** The address that reproduces this conversion on the category's converter page. */
    permalink: (): string => (permalinkPath ? new URL(permalinkPath, window.location.origin).href : window.location.href),
    clearHistory: () => changeHistory(() => []),
  };
}
