/**
 * The interface's texts as pages write them: by key, from the language's file
 * (catalog/languages/{tag}.yml, compiled into src/generated/names.{tag}.ts). Every page is in
 * English today; a page in another language will ask for its own language's texts.
 */
import { names as english } from '../generated/names.en';
import type { StringKey } from '../generated/stringKeys';
import { fillText } from '../core/unitNames';

/** The English text of `key`, its {placeholders} filled in from `values`. */
export function interfaceText(key: StringKey, values?: Readonly<Record<string, string | number>>): string {
  return fillText(english.strings[key]!, values);
}
