/**
 * Whether a visitor sees numbers the way pages are built: Auto precision, the dot format, no
 * mixed units, no fraction. Then a page's built answer is what this visitor would see, and its
 * converter's code can wait until it is used. It reads the stored choices without the
 * formatter's code (displayPrefs.ts is the full reading) and errs towards "no": a field it
 * cannot vouch for counts as a choice, and the converter then loads and reads it properly.
 */
import { defaultNumberFormat } from '../core/localeNumberFormat';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `raw`: localStorage['unit-converter'] (null when absent); `language`: the browser's. */
export function showsAsBuilt(raw: string | null | undefined, language: string | undefined): boolean {
  let display: Record<string, unknown> = {};
  try {
    const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : null;
    if (isRecord(data) && isRecord(data.display)) display = data.display;
  } catch {
    // unreadable storage reads as no choices at all
  }
  const format = display.fmt === undefined ? defaultNumberFormat(language) : display.fmt;
  return (
    format === 'dot' &&
    (display.p === undefined || display.p === 'auto') &&
    (display.mix === undefined || display.mix === '') &&
    (display.den === undefined || display.den === 0)
  );
}
