/**
 * The number format a browser language suggests, in a module of its own: the pages' first inline
 * code asks it without the rest of the number formatting.
 */
import { LOCALE_NUMBER_FORMATS } from './localeNumberFormats';
import type { NumberFormatId } from './numberFormat';

let localeFormats: Map<string, NumberFormatId> | undefined;

/**
 * The format a browser language suggests: 'en-US' → dot, 'de-DE' → comma, 'fr-FR' → space,
 * unknown or garbage → dot. Looked up in a table read from ICU once (the tag, then the tag one
 * subtag shorter, …), not asked of the browser's Intl, whose first use would cost a page's start
 * tens of milliseconds.
 */
export function defaultNumberFormat(language: string | undefined): NumberFormatId {
  if (typeof language !== 'string') return 'dot';
  localeFormats ??= new Map(
    Object.entries(LOCALE_NUMBER_FORMATS).flatMap(([format, tags]) =>
      tags.split(' ').map((tag) => [tag, format as NumberFormatId] as const),
    ),
  );
  const subtags = language.trim().replace(/_/g, '-').toLowerCase().split('-');
  for (let n = subtags.length; n > 0; n--) {
    const found = localeFormats.get(subtags.slice(0, n).join('-'));
    if (found) return found;
  }
  return 'dot';
}
