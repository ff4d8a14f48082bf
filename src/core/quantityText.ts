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
