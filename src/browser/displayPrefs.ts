/**
 * How the visitor likes numbers shown: precision, number format, mixed units and the
 * fraction of their last part. Kept in localStorage['unit-converter'] (field `display`,
 * beside the converter's state) and in permalinks (p, fmt, mix, den). Every source is
 * validated field by field: anything invalid falls back to the default and nothing throws.
 */
import {
  AUTO,
  defaultNumberFormat,
  isNumberFormatId,
  parsePrecisionCode,
  precisionCode,
  type NumberFormatId,
  type Precision,
} from '../core/numberFormat';
import { DECIMALS_DENOMINATOR, TAPE_DENOMINATORS } from '../core/precision';
import type { PermalinkQuery } from '../core/routes';
import { STORAGE_KEY } from './storageKey';

export interface DisplayPrefs {
  precision: Precision;
  format: NumberFormatId;
  /** The composition a result is shown in ('foot.inch'), '' for plain decimals. Applies only where the to-unit is one of its units. */
  mix: string;
  /** Denominator of the last part of a mixed result (2 … 64, a power of two), 1 for decimals, 0 for the composition's own (feet and inches to 1/16). */
  denominator: number;
}

/** The number format a permalink without 'fmt' is written in. */
export const URL_FORMAT: NumberFormatId = 'dot';
const DISPLAY_FIELD = 'display';
const MIX = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*){1,3}$/;

export function defaultPrefs(language?: string): DisplayPrefs {
  return { precision: AUTO, format: defaultNumberFormat(language), mix: '', denominator: 0 };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A valid denominator from text or number, else null. */
function readDenominator(x: unknown): number | null {
  const n = typeof x === 'string' && /^\d{1,2}$/.test(x) ? Number(x) : x;
  return n === 0 || n === DECIMALS_DENOMINATOR || (typeof n === 'number' && TAPE_DENOMINATORS.includes(n))
    ? (n as number)
    : null;
}

/** Applies whatever is valid in `source` (stored JSON fields or permalink values) over `base`. */
export function mergePrefs(
  base: DisplayPrefs,
  source: { p?: unknown; fmt?: unknown; mix?: unknown; den?: unknown },
): DisplayPrefs {
  const precision = parsePrecisionCode(source.p);
  const den = readDenominator(source.den);
  return {
    precision: precision ?? base.precision,
    format: isNumberFormatId(source.fmt) ? source.fmt : base.format,
    mix:
      source.mix === '' || (typeof source.mix === 'string' && MIX.test(source.mix)) ? source.mix : base.mix,
    denominator: den ?? base.denominator,
  };
}

/** The prefs stored under localStorage['unit-converter'].display, over the defaults. */
export function readStoredPrefs(raw: string | null | undefined, language?: string): DisplayPrefs {
  const base = defaultPrefs(language);
  if (typeof raw !== 'string') return base;
  try {
    const data: unknown = JSON.parse(raw);
    return isRecord(data) && isRecord(data[DISPLAY_FIELD]) ? mergePrefs(base, data[DISPLAY_FIELD]) : base;
  } catch {
    return base;
  }
}

/** The stored JSON with its display field replaced, everything else kept (corrupt JSON is replaced). */
export function withStoredPrefs(raw: string | null | undefined, prefs: DisplayPrefs): string {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : null;
    if (isRecord(parsed)) data = parsed;
  } catch {
    // unreadable: start afresh; nothing valid is lost
  }
  return JSON.stringify({ ...data, [DISPLAY_FIELD]: storedForm(prefs) });
}

export function storedForm(prefs: DisplayPrefs): {
  p: string;
  fmt: NumberFormatId;
  mix: string;
  den: number;
} {
  return { p: precisionCode(prefs.precision), fmt: prefs.format, mix: prefs.mix, den: prefs.denominator };
}

/** Whether these prefs show numbers as pages are built (the defaults, no language): then a page's built answer is this visitor's. */
export function showsAsBuilt(prefs: DisplayPrefs): boolean {
  return JSON.stringify(storedForm(prefs)) === JSON.stringify(storedForm(defaultPrefs()));
}

/**
 * The prefs' permalink keys; what a plain link means is left out so links stay short. A plain
 * link means Auto and '1,234.5' whatever the reader's language, so a value in the link always
 * reads the same way.
 */
export function prefsQuery(prefs: DisplayPrefs): PermalinkQuery {
  const p = precisionCode(prefs.precision);
  return {
    precision: p !== precisionCode(AUTO) ? p : undefined,
    format: prefs.format !== URL_FORMAT ? prefs.format : undefined,
    mix: prefs.mix || undefined,
    denominator: prefs.mix && prefs.denominator ? String(prefs.denominator) : undefined,
  };
}

/** localStorage, or null where touching it throws (blocked storage, private modes). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Loads the prefs from storage; never throws. */
export function loadPrefs(storage: Pick<Storage, 'getItem'> | null, language?: string): DisplayPrefs {
  try {
    return readStoredPrefs(storage?.getItem(STORAGE_KEY), language);
  } catch {
    return defaultPrefs(language);
  }
}

/** The browser's language, or undefined where there is none to read (build time, unusual environments). */
function browserLanguage(): string | undefined {
  try {
    return typeof navigator === 'undefined' ? undefined : navigator.language;
  } catch {
    return undefined;
  }
}

/** The visitor's stored prefs over the defaults of their browser's language; never throws. */
export function visitorPrefs(): DisplayPrefs {
  return loadPrefs(browserStorage(), browserLanguage());
}

/** Saves the prefs beside the converter's state; false when storage is unavailable or full. */
export function savePrefs(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  prefs: DisplayPrefs,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(STORAGE_KEY, withStoredPrefs(storage.getItem(STORAGE_KEY), prefs));
    return true;
  } catch {
    return false;
  }
}
