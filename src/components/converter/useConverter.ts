import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { CategoryRecord } from '../../core/types';
import { conversionError } from '../../core/conversion';
import type { NumberFormatId } from '../../core/numberFormat';
import { formatAmount } from '../../core/numberFormat';
import { compositionsFor, convertTyped, decimalMark, exactValueText, permalinkText, showResult, type MixedFormatter, type QuantityReader } from '../../core/quantityResult';
import { loadCalculator, loadMixedFormatter, loadQueryReader, loadQuantityReader } from '../../browser/categoryUnits';
import { boxUnits, readBack, readBox, type BoxReading, type Calculator, type QueryReader } from '../../core/smartBox';
import { exact } from '../../core/rational';
import { parseExact } from '../../core/quantityNumber';
import { converterPath, pairPath, permalinkQuery, readPermalinkQuery } from '../../core/routes';
import { browserStorage, defaultPrefs, mergePrefs, prefsQuery, savePrefs, URL_FORMAT, visitorPrefs, type DisplayPrefs } from '../../browser/displayPrefs';
import type { InputMessage } from '../../browser/inputMessage';
import { lazyInputMessage, MESSAGE_DELAY_MS } from '../../browser/messageBox';
import {
  amountValue, defaultState, defaultUnits, historyEntryFor, loadState, saveState, storedAmount, switchCategory, withKnownPair,
  type ConverterState, type HistoryEntry, type StoredAmount,
} from '../../browser/converterState';
import { useHistorySettling } from './useHistorySettling';
import { useSharedHistory } from './useSharedHistory';
import { cleanText } from '../../core/inputText';

export interface ConverterOptions {
  /** The categories this converter offers (the home tabs, or the one category of its page). */
  categories: readonly CategoryRecord[];
  /** Read and keep the permalink in the address (the /converter/{category} page and pair pages). */
  readQuery?: boolean;
  /**
   * A pair page's converter: its units and starting text win over the remembered state, and the
   * address it keeps is the pair page's own while those units are shown.
   */
  preset?: ConverterPreset;
}

/** How long the address waits for typing to pause before it is rewritten. */
const ADDRESS_DELAY_MS = 300;

/** What a pair page presets: its two units and the text in the box ('10'). */
export interface ConverterPreset {
  from: string;
  to: string;
  text: string;
  /** The pair's formula ('m = ft × 0.3048'), written in at build time: the answer shows it before the formula builder arrives. */
  formula?: string;
}

/** A stored amount as input text in the visitor's number format ('' for 0, which nothing typed means). */
const valueText = (x: StoredAmount, format: NumberFormatId) => (x === '0' ? '' : exactValueText(amountValue(x), decimalMark(format)));

/**
 * What the box's reading changes in the state: the category and units a question or a typed
 * unit names, and the value (0 for nothing typed; unreadable text changes nothing).
 */
export function typedChange(state: ConverterState, reading: BoxReading): ConverterState {
  const { typed, category } = reading;
  if (typed.kind === 'empty') return { ...state, fromValue: '0' };
  if (typed.kind !== 'value') return state;
  const base = category.id === state.category ? state : switchCategory(state, category);
  return { ...base, ...boxUnits(reading, base), fromValue: storedAmount(typed.value) };
}

/** The reading of a converter with no category to read in. */
const NOTHING_READ = (categories: readonly CategoryRecord[]): BoxReading => ({ typed: { kind: 'empty' }, category: categories[0]!, to: null, amount: null });

/** The state a page renders on the server: the preset pair and value, else the first category's defaults and value 0. */
export function initialState(categories: readonly CategoryRecord[], preset?: ConverterPreset): ConverterState {
  const first = categories.find((c) => c.id === 'length') ?? categories[0];
  if (!first) return defaultState();
  const units = preset ? { fromUnit: preset.from, toUnit: preset.to } : defaultUnits(first);
  const value = preset ? parseExact(preset.text) : null;
  return { ...defaultState(), category: first.id, ...units, fromValue: value ? storedAmount(value) : '0' };
}

/**
 * The main converter's state and actions: restored from localStorage (and the permalink)
 * after hydration, so the server HTML and the first client render agree; saved on every
 * change. A conversion enters the history when the visitor settles on it (useHistorySettling).
 * The typed text is read by the quantity parser: a unit typed with the number selects the
 * from-unit.
 */
export function useConverter({ categories, readQuery = false, preset }: ConverterOptions) {
  const [state, setState] = useState(() => initialState(categories, preset));
  const [text, setTextState] = useState(preset?.text ?? '');
  // Text typed in the To box, which then drives the From side; null while the From box does.
  const [toText, setToTextState] = useState<string | null>(null);
  const [prefs, setPrefs] = useState<DisplayPrefs>(() => defaultPrefs());
  const [restored, setRestored] = useState(false);
  // The full parser arrives after hydration (import()); plain numbers convert without it.
  const [read, setRead] = useState<QuantityReader | null>(null);
  // The question reader ('5 ft 3 in to cm') arrives with it.
  const [query, setQuery] = useState<QueryReader | null>(null);
  // The quantity language over the whole catalogue arrives once the box holds more than this converter reads.
  const [calculate, setCalculate] = useState<Calculator | null>(null);
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

  const restoreOnce = useEffectEvent(() => {
    const stored = loadState(browserStorage());
    // A pair page keeps its pair and value; only the history is taken from storage.
    let next = preset ? { ...state, history: stored.history } : stored;
    let nextPrefs = visitorPrefs();
    const target = categoryOf(next.category) ?? categoryOf(initialState(categories).category);
    if (target && !preset) next = withKnownPair(switchCategory(next, target), target);
    // Units named in the address (?from=ft) are looked up in the spelling index, which loads for them.
    let unitsNamed: Promise<unknown> = Promise.resolve();
    if (readQuery && target) {
      const query = readPermalinkQuery(window.location.search);
      if (!preset && (query.from || query.to)) {
        unitsNamed = import('../../core/language/spellings').then(({ resolveUnitQuery }) => {
          const f = resolveUnitQuery(target.units, query.from);
          const t = resolveUnitQuery(target.units, query.to);
          setState((s) => (s.category === target.id ? { ...s, ...(f && { fromUnit: f.id }), ...(t && { toUnit: t.id }) } : s));
        }, () => undefined);
      }
      nextPrefs = mergePrefs(nextPrefs, { p: query.precision, fmt: query.format, mix: query.mix, den: query.denominator });
      if (query.value !== null) pendingValue.current = { value: query.value, linkFormat: mergePrefs(nextPrefs, { fmt: query.format ?? URL_FORMAT }).format };
    }
    setState(next);
    setPrefs(nextPrefs);
    if (!preset) setTextState(valueText(next.fromValue, nextPrefs.format));
    setRestored(true);
    // The readers come after those units, so that a permalink's value is read in them.
    void unitsNamed.then(loadQuantityReader).then((reader) => setRead(() => reader), () => undefined);
    void unitsNamed.then(loadQueryReader).then((reader) => setQuery(() => reader), () => undefined);
  });
  useEffect(() => restoreOnce(), []); // once, after hydration

  // The permalink's value, read once the parser is here; an unreadable value is ignored.
  const readersArrived = useEffectEvent(() => {
    const pending = pendingValue.current;
    if (!read || !restored || !category || !from) return;
    // Text typed before the parser arrived takes effect now (a unit typed with the number, say).
    if (!pending) {
      settling.expect('typing');
      return readInto(text);
    }
    pendingValue.current = null;
    const start = permalinkText(pending.value, pending.linkFormat, prefs.format, from, units, read);
    setTextState(start);
    readInto(start);
  });
  useEffect(() => readersArrived(), [read, query, calculate, restored]);

  /** What text in the box means for this converter as it stands. */
  const readText = (t: string): BoxReading => (category && from ? readBox(t, { categories, category, from, format: prefs.format, read, query, calculate }) : NOTHING_READ(categories));
  const reading = useMemo(
    () => (category && from ? readBox(text, { categories, category, from, format: prefs.format, read, query, calculate }) : NOTHING_READ(categories)),
    [text, categories, category, from, prefs.format, read, query, calculate],
  );
  // Text this converter cannot read may be a calculation ('3 in * 7', '60 mph * 2 h'): the language loads then.
  const unread = reading.typed.kind === 'error';
  useEffect(() => {
    if (unread && !calculate) void loadCalculator().then((c) => setCalculate(() => c), () => undefined);
  }, [unread, calculate]);
  // A mixed answer asked for ('1.8 m to feet and inches') shows in that composition, as choosing it in the display options would.
  const askedMix = reading.composition;
  const showMix = useEffectEvent((mix: string) => {
    if (prefs.mix === mix) return;
    const next = { ...prefs, mix };
    setPrefs(next);
    savePrefs(browserStorage(), next);
  });
  useEffect(() => {
    if (askedMix) showMix(askedMix);
  }, [askedMix]);
  const typedBack = useMemo(() => (toText !== null && from && to ? readBack(toText, to, from, units, prefs.format, read) : null), [toText, from, to, units, prefs.format, read]);
  const typed = typedBack ?? reading.typed;
  /** The typed text without its unit, for when the visitor changes the from-unit by hand. */
  const plainText = () => (typed.kind === 'value' ? exactValueText(typed.value, decimalMark(prefs.format)) : text);
  /** A question's amount with its unit ('5 ft 3 in' of '5 ft 3 in to cm'), for when the visitor picks a unit by hand. */
  const amountText = () => reading.amount ?? `${plainText()} ${from?.symbol ?? ''}`.trim();
  /** What the permalink carries: a question's amount (its units are in the link), else the text as typed. */
  const valueInLink = () => (reading.to ? amountText() : text.trim());
  const error = conversionError(category, state.category, state.fromUnit, state.toUnit);
  // Nothing typed converts 0, as the converter always has (0 °C shows 32 °F).
  const amount = typed.kind === 'value' ? typed : typed.kind === 'empty' && from ? { value: exact(0n), unit: from } : null;
  const exactResult = amount && to && !error ? convertTyped(amount.value, amount.unit, to) : null;
  const compositions = useMemo(() => (category && to ? compositionsFor(category.compositions, units, to.id) : []), [category, units, to]);
  const composition = compositions.find((c) => c.key === prefs.mix) ?? null;
  const shown = exactResult !== null && to ? showResult(exactResult, to, { precision: prefs.precision, format: prefs.format, composition, formatMixed, denominator: prefs.denominator }) : null;
  useEffect(() => {
    if (composition && !formatMixed) void loadMixedFormatter().then((f) => setFormatMixed(() => f), () => undefined);
  }, [composition, formatMixed]);

  // A pair page does not change which units the main converter opens with (its history is shared).
  useEffect(() => {
    if (restored && !preset) saveState(browserStorage(), state);
  }, [state, restored, preset]);

  // The permalink: the address of the page always reproduces what it shows. A pair page keeps
  // its own address while it shows its pair (the preset text is the page's default, left out);
  // other units are the converter page's.
  const onPresetPair = preset !== undefined && state.fromUnit === preset.from && state.toUnit === preset.to;
  const linkValue = valueInLink();
  const permalinkPath = !category
    ? null
    : onPresetPair
      ? `${pairPath(category, state.fromUnit, state.toUnit)}${permalinkQuery({ value: linkValue && linkValue !== preset.text ? linkValue : undefined, ...prefsQuery({ ...prefs, mix: compositions.some((c) => c.key === prefs.mix) ? prefs.mix : '' }) })}`
      : converterPath(category, { value: linkValue || undefined, from: state.fromUnit, to: state.toUnit, ...prefsQuery(prefs) });
  // Rewritten once typing pauses (rewriting the address costs a millisecond or more, and
  // browsers throttle it), or at once when the visitor leaves before that.
  useEffect(() => {
    if (!restored || !readQuery || !permalinkPath) return;
    if (preset && !onPresetPair) return;
    const rewrite = () => {
      try {
        if (`${window.location.pathname}${window.location.search}` !== permalinkPath) history.replaceState(history.state, '', permalinkPath);
      } catch {
        // an address the browser refuses to rewrite keeps working unchanged
      }
    };
    const timer = setTimeout(rewrite, ADDRESS_DELAY_MS);
    window.addEventListener('pagehide', rewrite);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', rewrite);
    };
  }, [restored, readQuery, permalinkPath, preset, onPresetPair]);

  // Unreadable text: the result is gone at once; the sentence saying why waits for a pause in
  // typing, and belongs to the text it was written for (no state reset on every keystroke).
  const fromTyped = reading.typed;
  useEffect(() => {
    if (fromTyped.kind !== 'error' || !category) return;
    let live = true;
    const timer = setTimeout(() => {
      void lazyInputMessage(fromTyped.error, text, { categoryId: category.id, categoryName: category.name, units }).then((m) => live && setMessage({ text, message: m }));
    }, MESSAGE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fromTyped, text, category, units]);

  // The state as of the last change, for actions that follow a history entry in the same event.
  const latest = useRef(state);
  latest.current = state;
  const sharedHistory = useSharedHistory(latest, setState);
  const current = restored ? historyEntryFor(state, exactResult, error !== null, 0, category) : null;
  const settling = useHistorySettling(current, sharedHistory.addEntry);

  /** Shows a category's remembered (or given) conversion; the value becomes the typed text. */
  function show(next: ConverterState) {
    settling.expect('shown');
    setToTextState(null);
    latest.current = next;
    setState(next);
    setTextState(valueText(next.fromValue, prefs.format));
  }

  /**
   * What text in the box changes, applied to the state as it is when the change lands: a reader
   * that arrives while the visitor types (the language, mid-word) must not undo a later keystroke.
   */
  function readInto(raw: string) {
    setState((s) => {
      const next = typedChange(s, readText(raw));
      return next;
    });
  }

  function update(change: Partial<ConverterState>) {
    setState((s) => ({ ...s, ...change }));
  }


  return {
    /** True once the stored state has been restored (after hydration). */
    restored,
    state,
    category,
    typed,
    /** The result as an exact value (for the Exact view), or null. */
    exactResult,
    shown,
    error,
    text,
    /** What the To box shows: the text typed there, else the result. */
    toText: toText ?? (typed.kind === 'value' && shown ? shown.plain : ''),
    prefs,
    compositions,
    /** The amount as typed when it names its units ('5 ft 3 in'); null to show the number in the from-unit. */
    amount: reading.amount,
    /** The formula written in for the converter's units, if they are the preset pair's. */
    builtFormula: preset?.formula !== undefined && state.fromUnit === preset.from && state.toUnit === preset.to ? preset.formula : '',
    /** Why the typed text cannot be read, once typing has paused on it. */
    message: fromTyped.kind === 'error' && message?.text === text ? message.message : null,
    /** The typed text; a unit typed with the number selects the from-unit, and the value follows (in the same update, not an effect). */
    setText(typed: string) {
      const raw = cleanText(typed);
      settling.expect('typing');
      setToTextState(null);
      setTextState(raw);
      readInto(raw);
    },
    /** Text typed in the To box: the From side follows, converted back. */
    setToText(typed: string) {
      const raw = cleanText(typed);
      settling.expect('typing');
      setToTextState(raw);
      const back = from && to ? readBack(raw, to, from, units, prefs.format, read) : null;
      if (back?.kind === 'empty') {
        setTextState('');
        update({ fromValue: '0' });
      } else if (back?.kind === 'value') {
        setTextState(formatAmount(back.value, { format: prefs.format, grouping: false }));
        update({ fromUnit: back.unit.id, fromValue: storedAmount(back.value) });
      }
    },
    setPrefs(next: DisplayPrefs) {
      setPrefs(next);
      savePrefs(browserStorage(), next);
    },
    setFromUnit(fromUnit: string) {
      settling.expect('unit');
      setToTextState(null);
      if (typed.kind === 'value' && typed.typedUnit) setTextState(plainText());
      update({ fromUnit });
    },
    setToUnit(toUnit: string) {
      settling.expect('unit');
      setToTextState(null);
      if (reading.to) setTextState(amountText());
      update({ toUnit });
    },
    swap() {
      settling.expect('unit');
      setToTextState(null);
      if (typed.kind === 'value' && typed.typedUnit) setTextState(plainText());
      update({ fromUnit: state.toUnit, toUnit: state.fromUnit });
    },
    selectCategory(id: string) {
      const target = categoryOf(id);
      if (!target || id === latest.current.category) return;
      show(switchCategory(latest.current, target));
    },
    /** Brings back a history entry of one of this converter's categories: its category, units and value. */
    restore(entry: HistoryEntry) {
      const target = categoryOf(entry.category);
      if (!target) return;
      settling.settle();
      const switched = switchCategory(latest.current, target);
      show(withKnownPair({ ...switched, fromUnit: entry.from.unit, toUnit: entry.to.unit, fromValue: entry.from.value }, target));
    },
    /** The visitor settled on the conversion (Enter, leaving the value field). */
    settle: () => settling.settle(),
    /** The visitor copied the conversion: it enters the history. */
    used: () => settling.use(),
    /** The address that reproduces this conversion on the category's converter page. */
    permalink: (): string => (permalinkPath ? new URL(permalinkPath, window.location.origin).href : window.location.href),
    clearHistory: sharedHistory.clear,
  };
}
