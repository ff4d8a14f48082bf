/**
 * A language's words for the one grammar (syntax.ts): each phrase of the language stands for
 * words of the grammar, which is written with English's ('cuántos' is 'how many', 'en' is 'in',
 * 'hay' is 'there'), or for a number ('medio' is ½). English's words need no list: they are the
 * grammar's own, and are read on every language's pages. The tokenizer reads a phrase where
 * one starts, the longest that fits, in any case and with or without its accents.
 */
import { fromRatioString, type Exact } from '../rational';
import type { DecimalMark } from '../quantityNumber';
import { foldAccents, isDigit, sameWord } from '../quantityText';

/**
 * The grammar's words a phrase can stand for. `end` is a phrase that only closes a question and
 * is read as nothing ('ですか', 'umrechnen'); `convert` any lead before the amount ('what is').
 */
export const GRAMMAR_WORDS = [
  'to',
  'in',
  'how many',
  'is',
  'there',
  'a',
  'and',
  'of',
  'per',
  'convert',
  'end',
] as const;
export type GrammarWord = (typeof GRAMMAR_WORDS)[number];

/** A language's words as its compiled file gives them. */
export interface LanguageWordList {
  /** The decimal mark its writers use ('1,5' in German). */
  decimal: DecimalMark;
  /** Grammar word → the language's phrases for it. */
  words: Partial<Record<GrammarWord, readonly string[]>>;
  /** Numbers written as words, by phrase ('medio': '1/2'). */
  numbers: Readonly<Record<string, string>>;
  /** A unit written right before its number, with no space, is that number's ('大さじ1'). */
  unitFirst?: true;
}

/** What a phrase read in a text is. */
export interface Phrase {
  /** The grammar's words it stands for. */
  words: readonly GrammarWord[];
  /** The number it is, when it is one ('medio'). */
  value?: Exact;
}

/** A language's words ready for the tokenizer: phrases by their folded spelling. */
export interface ReaderWords {
  phrases: ReadonlyMap<string, Phrase>;
  /** The longest phrase, which bounds how far a match looks ahead. */
  maxLength: number;
  /** A unit written right before its number, with no space, is that number's ('大さじ1'). */
  unitFirst: boolean;
}

const compiled = new WeakMap<LanguageWordList, ReaderWords>();

/** A language's word list as the tokenizer reads it, made once per list. */
export function readerWords(list: LanguageWordList): ReaderWords {
  const known = compiled.get(list);
  if (known) return known;
  const phrases = new Map<string, Phrase>();
  const entry = (phrase: string) => {
    const key = foldAccents(phrase);
    let found = phrases.get(key);
    if (!found) phrases.set(key, (found = { words: [] }));
    return found;
  };
  for (const [word, written] of Object.entries(list.words) as [GrammarWord, readonly string[]][])
    for (const phrase of written) (entry(phrase).words as GrammarWord[]).push(word);
  for (const [phrase, value] of Object.entries(list.numbers)) entry(phrase).value = fromRatioString(value);
  const words: ReaderWords = {
    phrases,
    maxLength: Math.max(0, ...[...phrases.keys()].map((k) => k.length)),
    unitFirst: list.unitFirst === true,
  };
  compiled.set(list, words);
  return words;
}

/**
 * The longest phrase of the language that starts at `start` of `folded` (the text through
 * foldAccents) and stands as whole words: its end and what it is, or null. A phrase ending in
 * an apostrophe runs into the next word ("d'eau").
 */
export function phraseAt(
  words: ReaderWords,
  folded: string,
  start: number,
): { end: number; phrase: Phrase } | null {
  if (sameWord(folded[start - 1], folded[start])) return null;
  for (let end = Math.min(folded.length, start + words.maxLength); end > start; end--) {
    const phrase = words.phrases.get(folded.slice(start, end));
    if (!phrase) continue;
    const [last, next] = [folded[end - 1], folded[end]];
    if (last === "'" || !(sameWord(last, next) || (isDigit(last) && isDigit(next)))) return { end, phrase };
  }
  return null;
}
