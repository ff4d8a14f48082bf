/**
 * The texts a page's scripts write sentences with, in the page's language: the page carries them
 * in an element's `data-texts` (the build's textsAttribute), only those its scripts need, so
 * that no script carries every language's texts, or even one language's all.
 */
import { textOf, type TextOf } from '../core/unitNames';

export const TEXTS_ATTRIBUTE = 'data-texts';

/**
 * The texts `element` carries; none when it carries none (each key is then written as itself).
 * What the build wrote always parses: a script that cannot read it stops, as for any page data
 * it cannot read (the 404 page then sends the address to its resolver).
 */
export function textsOf(element: Element | null | undefined): TextOf {
  const carried = JSON.parse(element?.getAttribute(TEXTS_ATTRIBUTE) ?? '{}') as {
    language?: string;
    strings?: Record<string, string>;
  };
  return textOf(carried.strings ?? {}, carried.language ?? 'en');
}
