/**
 * The number formats, and the one a browser language suggests. A module of its own, with no
 * imports, so that a page can ask which format a visitor gets without loading the formatter.
 */
export type NumberFormatId = 'dot' | 'comma' | 'space';

/** The format a browser language suggests: 'en-US' → dot, 'de-DE' → comma, 'fr-FR' → space, unknown or garbage → dot. */
export function defaultNumberFormat(language: string | undefined): NumberFormatId {
  if (typeof language !== 'string' || language.trim() === '') return 'dot';
  try {
    const tag = language.trim().replace(/_/g, '-');
    // Without this check an unknown language would silently format like the machine's own locale.
    if (Intl.NumberFormat.supportedLocalesOf([tag]).length === 0) return 'dot';
    const parts = new Intl.NumberFormat(tag, { useGrouping: true }).formatToParts(1234567.5);
    const decimal = parts.find((p) => p.type === 'decimal')?.value;
    const group = parts.find((p) => p.type === 'group')?.value ?? '';
    if (decimal !== ',') return 'dot';
    return /^\s$/u.test(group) ? 'space' : 'comma';
  } catch {
    return 'dot';
  }
}
