/**
 * The interface's texts as pages write them: by key, from the language's file
 * (catalog/languages/{tag}.yml, compiled into src/generated/strings.{tag}.ts). Every page is in
 * English today; a page in another language will ask for its own language's texts.
 */
import { strings as english } from '../generated/strings.en';
import type { StringKey } from '../generated/stringKeys';
import { fillText, textOf, type TextOf } from '../core/unitNames';

/** The English text of `key`, its {placeholders} filled in from `values`. */
export function interfaceText(key: StringKey, values?: Readonly<Record<string, string | number>>): string {
  return fillText(english[key]!, values);
}

/** English's texts, as the functions that write sentences take them. */
export const englishText: TextOf = textOf(english, 'en');

/** Every key of these areas ('pair' for every 'pair.' key). */
export function keysOf(...areas: string[]): StringKey[] {
  return Object.keys(english).filter((key) => areas.includes(key.split('.')[0]!)) as StringKey[];
}

/**
 * What an element carries for the page's scripts (data-texts, read by textsOf in
 * src/browser/pageText.ts): the texts of these keys, no more, since a page's every byte counts.
 */
export function textsAttribute(keys: readonly StringKey[]): string {
  return JSON.stringify({
    language: 'en',
    strings: Object.fromEntries(keys.map((key) => [key, english[key]])),
  });
}
