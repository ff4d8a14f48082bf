/**
 * Text from outside the site (typed, pasted, read from an address or from storage) as the
 * site reads, shows and writes it, made so once where it enters:
 * - well-formed Unicode: a lone UTF-16 surrogate (half an emoji, which some input methods and
 *   extensions insert) becomes U+FFFD, so encoding it for an address cannot throw;
 * - no bidirectional controls (U+202A–U+202E, U+2066–U+2069, the marks U+200E, U+200F and
 *   U+061C): in a number or a label they only make text read in another order than it is.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text with every lone surrogate replaced by U+FFFD (what `String.prototype.toWellFormed` does). */
export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Outside text as the site uses it: well-formed, without bidirectional controls. */
export function cleanText(text: string): string {
  return wellFormedText(text).replace(BIDI_CONTROL, '');
}
