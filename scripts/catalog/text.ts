/**
 * What the site publishes from the catalogue is plain text: a file must be UTF-8 without
 * control characters, and each value is checked by the kind of field it is. Names, plurals,
 * symbols, labels and aliases are words someone types or reads in a sentence; descriptions
 * and sources are prose shown on pages. How long each may be is in the schemas (maxLength).
 */
import { isUtf8 } from 'node:buffer';
import { isPair, isScalar, isSeq, visit, type Document } from 'yaml';
import type { Reporter } from './errors.ts';
import type { LoadedFile } from './load.ts';

/** Fields whose value (or each item of it) is a word: what people type or read as a name. */
const WORD_FIELDS = new Set(['name', 'plural', 'symbol', 'label', 'aliases', 'symbolAliases']);
/** Fields whose value is prose: a sentence or more shown on a page. */
const PROSE_FIELDS = new Set(['description', 'source', 'gnuUnitsSkip']);

/**
 * Control characters YAML reads in a file as they are; tab, line feed and carriage return lay
 * out its structure. C1 controls (U+0080–U+009F) are usually Windows-1252 text read as Latin-1.
 */
const RAW_CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** Inside a value no control character has a place, not even a tab or a line break. */
const VALUE_CONTROL = /\p{Cc}/u;
/** Characters of markup languages (HTML, templates, Markdown) that a word never holds. */
const MARKUP = /[<>{}[\]\\`]/;
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i;
const HTML_TAG = /<\/?[a-z!][^>]*>?/i;
/** Invisible formatting characters (zero-width space, bidirectional overrides): a word that looks like another. */
const INVISIBLE = /\p{Cf}/u;
/** A number as the converter's box reads one: digits with decimal marks, signs, fractions, exponents. */
const BARE_NUMBER = /^[-+−]?[\p{N}.,_ /]*\p{N}[\p{N}.,_ /]*(?:e[-+]?\d+)?$/iu;

/** 'U+0000 (NUL)': how a sentence names a control character. */
function nameOf(char: string): string {
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  const names: Record<string, string> = { '\0': 'NUL', '\t': 'a tab', '\n': 'a line break', '\r': 'a carriage return', '\u001B': 'ESC', '\u007F': 'DEL' };
  return names[char] ? `${code}, ${names[char]}` : code;
}

/** Byte offset of the first byte that does not start a valid UTF-8 sequence; -1 when there is none. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const [length, min, max] = b < 0x80 ? [1, 0, 0] : b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf] : b === 0xe0 ? [3, 0xa0, 0xbf] : b === 0xed ? [3, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf] : b === 0xf0 ? [4, 0x90, 0xbf] : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf] : b === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
    if (length === 0) return i;
    // The second byte has the narrower range that rules out overlong forms, surrogates and code points past U+10FFFF.
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      // The sequence's first byte is the one to name: 'é' saved in Latin-1 is 0xE9 before plain ASCII.
      if (c === undefined || c < (k === 1 ? min : 0x80) || c > (k === 1 ? max : 0xbf)) return i;
    }
    i += length;
  }
  return -1;
}

/** Line and column (from 1, the column in characters) of a byte offset whose line before it is valid UTF-8. */
export function bytePosition(bytes: Uint8Array, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: Buffer.from(bytes.subarray(lineStart, offset)).toString('utf8').length + 1 };
}

/** Why the bytes at `offset` cannot be read as UTF-8. */
export function invalidUtf8Message(bytes: Uint8Array, offset: number): string {
  const hex = (b: number | undefined) => (b === undefined ? 'the end of the file' : `0x${b.toString(16).toUpperCase().padStart(2, '0')}`);
  return `the file is not valid UTF-8: the byte ${hex(bytes[offset])} here cannot be read as text; save the file as UTF-8 (a file in Windows-1252 or Latin-1 writes 'é' and '°' as such bytes)`;
}

/** Offset of the first control character YAML would read into the file's data or lay out wrong; -1 when there is none. */
export function firstControlCharacter(text: string): number {
  return text.search(RAW_CONTROL);
}

export function controlCharacterMessage(char: string): string {
  return `the file holds a control character (${nameOf(char)}), which no catalogue text may hold; delete it (an editor may show it as a box, or not at all)`;
}

/** The field path of the value (or key) at `offset` in a parsed document; [] outside every value. */
export function pathAt(doc: Document, offset: number): (string | number)[] {
  let found: (string | number)[] = [];
  visit(doc, {
    Scalar: (_key, node, ancestors) => {
      if (!node.range || offset < node.range[0] || offset >= node.range[1]) return undefined;
      const chain = [...ancestors, node];
      const path: (string | number)[] = [];
      for (let i = 0; i < chain.length - 1; i++) {
        const [here, next] = [chain[i], chain[i + 1]];
        if (isPair(here)) path.push(isScalar(here.key) ? String(here.key.value) : '?');
        else if (isSeq(here)) path.push(here.items.indexOf(next as never));
        // A key's own path is its pair's: the key is what is wrong.
        if (isPair(here) && next === here.key) break;
      }
      found = path;
      return visit.BREAK;
    },
  });
  return found;
}

/** Why `text`, a word field's value, is not one; null when it is. */
function wordProblem(text: string): string | null {
  if (BARE_NUMBER.test(text)) return `'${text}' is a number, not a word: a number in a question is read as an amount, so a name, symbol or alias must hold something else`;
  const markup = MARKUP.exec(text)?.[0];
  if (markup) return `'${text}' holds '${markup}', a character of markup (HTML, templates); names, symbols and aliases are plain text without < > { } [ ] \\ or \``;
  const entity = ENTITY.exec(text)?.[0];
  if (entity) return `'${text}' holds the HTML entity '${entity}'; write the character itself`;
  const invisible = INVISIBLE.exec(text)?.[0];
  if (invisible) return `'${text}' holds an invisible formatting character (${nameOf(invisible)}), which makes it look like another word; delete it`;
  if (text.trim() !== text) return `'${text}' starts or ends with a space; write the word without it`;
  return null;
}

/** Why `text`, a prose field's value, is not plain text; null when it is. */
function proseProblem(text: string): string | null {
  const tag = HTML_TAG.exec(text)?.[0];
  if (tag) return `'${tag}' is HTML; descriptions and sources are plain text, shown as written`;
  const entity = ENTITY.exec(text)?.[0];
  if (entity) return `'${entity}' is an HTML entity; write the character itself`;
  return null;
}

/** The field a value belongs to: the last name in its path ('aliases' for units.foot.aliases.0). */
const fieldOf = (path: readonly (string | number)[]) => path.findLast((p): p is string => typeof p === 'string');

/**
 * Checks every string of a file's data (keys are ids, which the schemas' patterns check):
 * no control character, words that are words, prose without markup. Reported at the value.
 */
export function checkText(f: LoadedFile, data: unknown, report: Reporter): void {
  // One path, grown and shrunk on the way down and up: a catalogue file has thousands of values.
  const path: (string | number)[] = [];
  const walk = (value: unknown): void => {
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        path.push(Array.isArray(value) ? Number(key) : key);
        walk(item);
        path.pop();
      }
      return;
    }
    if (typeof value !== 'string') return;
    const control = VALUE_CONTROL.exec(value)?.[0];
    const field = fieldOf(path) ?? '';
    const problem = control
      ? `the text holds a control character (${nameOf(control)}); a value is plain text on one line (a YAML escape such as "\\t" or "\\0" writes one)`
      : WORD_FIELDS.has(field)
        ? wordProblem(value)
        : PROSE_FIELDS.has(field)
          ? proseProblem(value)
          : null;
    if (problem) report.add(f, [...path], problem);
  };
  walk(data);
}
