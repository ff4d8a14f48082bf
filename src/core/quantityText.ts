/**
 * The first step of reading typed quantities: one spelling for characters people type in
 * several ways, so the lexer and the unit lookup compare like with like. Every mapping keeps
 * the text's meaning; only whitespace runs shrink, to one space.
 */

const DIGIT_ZEROS = [0x0660, 0x06f0, 0xff10]; // Arabic-Indic, Persian (extended Arabic-Indic), full-width
const DASHES = new Set([0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xfe63, 0xff0d]);
// Curly quotes, which phone keyboards put in place of ' and ", are foot and inch marks after a number.
const OTHER: Record<string, string> = {
  '\uff0b': '+',
  '\u2044': '/',
  '\u2215': '/',
  '\uff08': '(',
  '\uff09': ')',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\uff1f': '?',
};

/** Printable ASCII, which the mapping leaves as it is: most text, spared the walk through it. */
const ASCII = /^[ -~]*$/;

/** Text with ASCII digits, '-' for every dash and minus sign, straight quotes, single spaces, trimmed. */
export function normalizeQuantityText(text: string): string {
  return (ASCII.test(text) ? text : mapCharacters(text)).replace(/\s+/g, ' ').trim();
}

function mapCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    if (zero !== undefined) out += String(code - zero);
    else if (DASHES.has(code)) out += '-';
    else out += OTHER[ch] ?? ch;
  }
  return out;
}

/** What spellings are compared by wherever a typed term is matched to a unit (the reader's index in any case, the pickers, the search): the text normalised, lower-cased. */
export function spellingKey(text: string): string {
  return normalizeQuantityText(text).toLowerCase();
}

export function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

const LETTER = /^\p{L}$/u;

export function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && LETTER.test(ch);
}

/**
 * Chinese characters, kana and their marks: scripts written without spaces between words, so a
 * word of theirs ends wherever the next one can start ('5フィートは何センチ').
 */
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]$/u;

export function isCjk(ch: string | undefined): boolean {
  return ch !== undefined && CJK.test(ch);
}

/** Whether two characters side by side are one word: letters both, and neither of a script written without spaces. */
export function sameWord(before: string | undefined, after: string | undefined): boolean {
  return isLetter(before) && isLetter(after) && !isCjk(before) && !isCjk(after);
}

/**
 * Text in lower case with the accents of Latin letters left out, one character for one, so
 * that positions carry over: what a language's words are compared by ('cuantos' is 'cuántos').
 */
export function foldAccents(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const base = lower.normalize('NFD')[0]!;
    out += lower.length !== ch.length ? ch : base >= 'a' && base <= 'z' ? base : lower;
  }
  return out;
}
