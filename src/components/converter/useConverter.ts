import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { CategoryRecord } from '../../core/types';
import { readPermalinkQuery } from '../../core/routes';
import { loadBoxReaders, loadCategoryUnits, loadMixedFormatter } from '../../browser/categoryUnits';
import {
  browserStorage,
  defaultPrefs,
  savePrefs,
  visitorPrefs,
  type DisplayPrefs,
} from '../../browser/displayPrefs';
import type { InputMessage } from '../../browser/inputMessage';
import { lazyInputMessage, MESSAGE_DELAY_MS } from '../../browser/messageBox';
import { loadState, saveState, type ConverterState, type HistoryEntry } from '../../browser/converterState';
import {
  recordOf,
  startModel,
  step,
  typedText,
  view,
  type ConverterPreset,
  type Event,
  type FormulaOf,
  type Model,
} from '../../browser/converterModel';
import { categoryToLoad, restoredEvent, type RestoreSources } from '../../browser/converterRestore';
import { namesUnits } from '../../browser/converterPermalink';
import { cleanText } from '../../core/inputText';
import { usePermalink } from './usePermalink';
import { useSharedHistory } from './useSharedHistory';

export interface ConverterOptions {
  /** The categories this converter offers (the home tabs, or the one category of its page). */
  categories: readonly CategoryRecord[];
  /** The categories offered when more than those given: home's tabs, whose units load when needed. */
  offered?: readonly string[];
  /** Read and keep the permalink in the address (the /converter/{category} page and pair pages). */
  readQuery?: boolean;
  /**
   * A pair page's converter: its units and starting text win over the remembered state, and the
   * address it keeps is the pair page's own while those units are shown.
   */
  preset?: ConverterPreset;
  /** The kitchen converter: it opens on the ingredient its address names, else the last one shown. */
  kitchen?: boolean;
  /** The formula builder, for a page built with its pair's formula (else it loads once live). */
  formulaOf?: FormulaOf;
}

export type { ConverterPreset };

/** How long typing pauses before a reading that waited for it is taken (a tab or unit change). */
export const PAUSE_MS = 450;
/** How long typing pauses before what the converter shows is stored. */
const SAVE_DELAY_MS = 300;

/**
 * The converter: its model (converterModel, where every rule lives) and what the model asks of
 * the page: the stored state and the permalink restored after hydration (so the server HTML
 * and the first client render agree), readers and categories loaded when the text needs them,
 * the state saved, the history shared with other tabs, the address kept.
 */
export function useConverter({
  categories,
  offered,
  readQuery = false,
  preset,
  kitchen = false,
  formulaOf,
}: ConverterOptions) {
  const [model, setModel] = useState(() =>
    startModel({ categories, prefs: defaultPrefs(), preset, offered, kitchen, formulaOf }),
  );
  const [restored, setRestored] = useState(false);
  const v = useMemo(() => view(model), [model]);
  // The model as of the last event: events in one task (Enter, then leaving the page) each see the one before.
  const latest = useRef(model);
  const shared = useRef<ReturnType<typeof useSharedHistory> | null>(null);
  /** Steps the model; an entry settled on is written to the shared history at once (leaving the page does not wait for a render). */
  const dispatch = useCallback((e: Event) => {
    const before = latest.current;
    const next = step(before, e);
    if (next === before) return;
    latest.current = next;
    setModel(next);
    if (next.settled && next.settled !== before.settled)
      shared.current?.add({ ...next.settled.entry, timestamp: Date.now() });
  }, []);
  const history = useSharedHistory(model.conv.history, (h) => dispatch({ type: 'history', history: h }));
  shared.current = history;

  // A pair page's full category arrives after hydration and replaces its two units.
  useEffect(() => {
    for (const c of categories) dispatch({ type: 'record', category: c });
  }, [categories, dispatch]);

  // The display choices as stored: an address's choices apply to this page only, and are not stored.
  const savedPrefs = useRef(model.prefs);
  // What the converter shows once live: the model's rules (converterRestore) over what storage
  // and the address hold, once what they ask for has loaded.
  const restoreOnce = useEffectEvent(async () => {
    const sources: RestoreSources = {
      model: latest.current,
      categories,
      stored: loadState(browserStorage()),
      prefs: visitorPrefs(),
      query: readQuery ? readPermalinkQuery(window.location.search) : null,
    };
    const wanted = categoryToLoad(sources);
    const loaded = wanted ? await loadCategoryUnits(wanted) : null;
    if (loaded) dispatch({ type: 'record', category: loaded });
    // Units named in the address (?from=ft) are looked up in the spelling index, which loads for them.
    const resolveUnit = namesUnits(sources.query, latest.current.preset !== null)
      ? await import('../../core/language/spellings').then(
          (m) => m.resolveUnitQuery,
          () => null,
        )
      : null;
    const restored = restoredEvent({ ...sources, model: latest.current }, { loaded, resolveUnit });
    savedPrefs.current = restored.prefs;
    dispatch(restored);
    setRestored(true);
  });
  useEffect(() => void restoreOnce(), []); // once, after hydration

  // The formula builder is not needed to show a page without a formula (a pair page gives it at the start).
  useEffect(() => {
    void import('../../core/pairFormula').then(
      (m) => dispatch({ type: 'formulaOf', formulaOf: m.pairFormula }),
      () => undefined,
    );
  }, [dispatch]);

  // What the text needs before it can be read: the reader, or a category's units.
  const needsReaders = v.needs?.readers === true;
  const needsCategory = v.needs?.category ?? null;
  useEffect(() => {
    if (needsReaders)
      void loadBoxReaders().then(
        (readers) => dispatch({ type: 'readers', readers }),
        () => undefined,
      );
  }, [needsReaders, dispatch]);
  useEffect(() => {
    if (needsCategory)
      void loadCategoryUnits(needsCategory).then((c) =>
        dispatch(c ? { type: 'record', category: c } : { type: 'recordFailed', id: needsCategory }),
      );
  }, [needsCategory, dispatch]);
  const composing = v.composition !== null;
  useEffect(() => {
    if (composing && !model.formatMixed)
      void loadMixedFormatter().then(
        (f) => dispatch({ type: 'formatMixed', formatMixed: f }),
        () => undefined,
      );
  }, [composing, model.formatMixed, dispatch]);

  // A reading of other units in this category, or of another category's in the To box, is taken once typing pauses.
  const pauseTakes = v.pauseTakes;
  useEffect(() => {
    if (!pauseTakes) return;
    const timer = setTimeout(() => dispatch({ type: 'pause' }), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [pauseTakes, model.text, model.toText, model.readers, model.records, dispatch]);

  // A pair page does not change which units the main converter opens with (its history is shared).
  // The text is stored as typed ('5\'11"'), so that it reopens as the visitor wrote it; once
  // typing pauses (a write on every key costs a millisecond of each), or at once when the page
  // is hidden or left.
  const typed = typedText(model);
  const unsaved = useRef<ConverterState | null>(null);
  const saveNow = useCallback(() => {
    if (unsaved.current) saveState(browserStorage(), unsaved.current);
    unsaved.current = null;
  }, []);
  useEffect(() => {
    if (!restored || preset) return;
    unsaved.current = { ...model.conv, typed };
    const timer = setTimeout(saveNow, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [model.conv, typed, restored, preset, saveNow]);
  useEffect(() => {
    if (!restored || savedPrefs.current === model.prefs) return;
    savedPrefs.current = model.prefs;
    savePrefs(browserStorage(), model.prefs);
  }, [model.prefs, restored]);

  // Leaving the page settles what was typed, and stores what the converter shows.
  useEffect(() => {
    const onHide = () => {
      dispatch({ type: 'leave' });
      saveNow();
    };
    const onVisibility = () => document.visibilityState === 'hidden' && onHide();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [dispatch, saveNow]);

  // What the visitor does: the same functions on every render, so that the parts that only
  // act (the pickers, the tabs, the history) are not drawn again for each key.
  const actions = useMemo(() => {
    /** Loads the units of every offered category not at hand (home's tabs). */
    const loadOffered = () => {
      for (const id of latest.current.offered) {
        if (!recordOf(latest.current, id))
          void loadCategoryUnits(id).then((c) => c && dispatch({ type: 'record', category: c }));
      }
    };
    return {
      setText: (t: string) => dispatch({ type: 'text', text: cleanText(t) }),
      setToText: (t: string) => dispatch({ type: 'toText', text: cleanText(t) }),
      setPrefs: (prefs: DisplayPrefs) => dispatch({ type: 'prefs', prefs }),
      setFromUnit: (id: string) => dispatch({ type: 'fromUnit', id }),
      setToUnit: (id: string) => dispatch({ type: 'toUnit', id }),
      swap: () => dispatch({ type: 'swap' }),
      selectCategory: (id: string) => dispatch({ type: 'category', id }),
      /** Brings back a history entry: its category, units and value (as typed). */
      restore: (entry: HistoryEntry) => dispatch({ type: 'restore', entry }),
      /** The visitor's preset pair again (a pair page's own). */
      backToPreset: () => {
        const own = latest.current.preset;
        if (own) dispatch({ type: 'pair', category: own.category, from: own.from, to: own.to });
      },
      /** The visitor asked for the conversion (Enter, Convert). */
      settle: () => dispatch({ type: 'settle' }),
      /** The visitor left a value box: what it holds is recorded if the converter shows it. */
      leave: () => dispatch({ type: 'leave' }),
      /** The visitor copied the conversion: it enters the history. */
      used: () => dispatch({ type: 'use' }),
      /** The visitor reaches for the box (a key, a tap): loading the reader and the offered categories now spares a wait on the first letter. */
      typing: () => {
        void loadBoxReaders().then(
          (readers) => dispatch({ type: 'readers', readers }),
          () => undefined,
        );
        loadOffered();
      },
      /** The visitor reaches for the tabs: their categories' units load. */
      reachTabs: loadOffered,
    };
  }, [dispatch]);

  const link = usePermalink(model, v, { restored, readQuery });
  const message = useTextMessage(model, v);

  return {
    /** True once the stored state has been restored (after hydration). */
    restored,
    model,
    view: v,
    state: model.conv,
    category: v.category,
    prefs: model.prefs,
    text: model.text,
    toText: v.toText,
    compositions: v.compositions,
    /** The box holds a value the visitor did not type: focusing it selects it. */
    prefilled: model.prefilled,
    /** The To box holds the answer, not text the visitor typed there: focusing it selects it. */
    toShowsAnswer: model.toText === null,
    /** The typed amount for the picture: none while a reading waits to be taken. */
    typed: v.status === 'tentative' ? ({ kind: 'needsParser' } as const) : v.answer.typed,
    error: v.error,
    /** Why the typed text cannot be read, once typing has paused on it. */
    message,
    /** The preset pair, when the converter has moved away from it (a pair page offers the way back). */
    awayFrom: link.awayFrom,
    ...actions,
    /** The address that reproduces this conversion. */
    permalink: link.href,
    clearHistory: history.clear,
    recordOf: (id: string) => recordOf(model, id),
  };
}

/** Why the text cannot be read: the sentence waits for a pause in typing and belongs to the text it was written for. */
function useTextMessage(model: Model, v: ReturnType<typeof view>): InputMessage | null {
  const [message, setMessage] = useState<{ text: string; message: InputMessage } | null>(null);
  const { text } = model;
  const error = v.textError;
  const category = v.category;
  useEffect(() => {
    if (!error || !category) return;
    let live = true;
    const timer = setTimeout(() => {
      void lazyInputMessage(error, text, {
        categoryId: category.id,
        categoryName: category.name,
        units: category.units,
      }).then((m) => live && setMessage({ text, message: m }));
    }, MESSAGE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [error, text, category]);
  return error && message?.text === text ? message.message : null;
}
