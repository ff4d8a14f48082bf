/**
 * Whether this visitor sees numbers as pages are built, told without the number formatting's
 * code: a page's first script asks it before any of that has loaded (pairConverterStart.ts, the
 * `client:reached` directive). Read from the display choices as stored
 * (localStorage['unit-converter'].display) and the browser's language. It errs one way only: a
 * stored form other than exactly the built one counts as a choice of the visitor's own (the
 * converter's code then loads at once, and shows what the choices mean), never the reverse.
 */
import { defaultNumberFormat } from '../core/languageNumberFormat';
import { STORAGE_KEY } from './storageKey';

/** The display choices pages are built with, in their stored form (displayPrefs' storedForm). */
export const BUILT_DISPLAY = '{"p":"auto","fmt":"dot","mix":"","den":0}';

/** Whether the stored state `raw` and the browser's `language` show numbers as pages are built. */
export function displayAsBuilt(raw: string | null | undefined, language: string | undefined): boolean {
  let display: unknown;
  try {
    const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : null;
    display = typeof data === 'object' && data !== null ? (data as { display?: unknown }).display : undefined;
  } catch {
    // Unreadable: the converter starts from the defaults.
  }
  // Pages are built in the plain format, '1,234.5'.
  if (display === undefined) return defaultNumberFormat(language) === 'dot';
  return JSON.stringify(display) === BUILT_DISPLAY;
}

/** displayAsBuilt for this browser's storage and language; never throws. */
export function visitorDisplayAsBuilt(): boolean {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the defaults of the language.
  }
  return displayAsBuilt(raw, navigator.language);
}
