/**
 * The quantity language's tokenizer: typed text → tokens, each with its place in the text
 * (start and end, in UTF-16 units of the text as typed), so that every error can point.
 * Numbers are read by the one number reader (scanNumber); unit spellings by the longest
 * spelling of the spelling index that starts there, so 'km/h', 'fl oz' and 'meters per
 * second' are one token each.
 */
import { add, exact, type Exact } from '../rational';
import { scanNumber, VULGAR_FRACTIONS, type DecimalMark } from '../quantityNumber';
import { foldAccents, isCjk, isDigit, isLetter, normalizeQuantityText } from '../quantityText';
import { LanguageFailure } from './diagnostic';
import type { Meaning } from './spellings';
import { phraseAt, type ReaderWords } from './words';

/** The longest text read: what, with the bounds on numbers, keeps every reading quick. */
export const MAX_INPUT_LENGTH = 200;

export type Operator = '+' | '-' | '*' | '/' | '^' | '(' | ')' | ',' | ':' | 'to';

/**
 * Reads the name of a unit at a place in the text: the end of the longest name that starts
 * there and what it can mean, or null. The quantity language reads the catalogue's spellings
 * (spellingReader); the catalogue's definitions read unit ids ('foot', 'length.inch').
 */
export type NameReader<M> = (text: string, start: number) => { end: number; meanings: M[] } | null;

/** Reads an ingredient's name at a place in the text ('brown sugar'): its end and id, or null. */
export type IngredientReader = (text: string, start: number) => { end: number; id: string } | null;

export type Token<M = Meaning> =
  /** `word`: written as a word ('half'), which after an amount's unit is a part of that unit ('a mile and a half'). */
  | { kind: 'number'; value: Exact; start: number; end: number; word?: true }
  /**
   * A word or unit name: its meanings as a unit (none for a plain word such as 'per' or 'pi');
   * `words`, a language's phrase: the grammar's words it stands for ('cuántos': how many).
   */
  | {
      kind: 'name';
      text: string;
      meanings: M[];
      start: number;
      end: number;
      words?: readonly string[];
    }
  | { kind: 'op'; op: Operator; start: number; end: number }
  /** A cooking ingredient's name ('flour'), whose density turns a volume into a weight. */
  | { kind: 'ingredient'; text: string; id: string; start: number; end: number }
  /** A superscript exponent: '²', '⁻¹'. */
  | { kind: 'power'; exponent: number; start: number; end: number };

const OPERATORS: Record<string, Operator> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '⋅': '*',
  '/': '/',
  '÷': '/',
  '^': '^',
  '(': '(',
  ')': ')',
  ',': ',',
  ':': ':',
  '=': 'to',
  '→': 'to',
};
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Fractions people write as words, with the article before and the 'of a' after that go with them. */
const FRACTION_WORDS: Record<string, Exact> = { half: exact(1n, 2n), quarter: exact(1n, 4n) };
const FRACTION_WORD = /^(?:(?:a|an|one)\s+)?(half|quarter)(?:\s+(?:of\s+)?(?:a|an)(?=\s))?(?![\p{L}\d])\s*/iu;

/** The text with one spelling per character (ASCII digits, '-' for every dash, straight quotes), the same length, so positions carry over. */
export function sameLengthNormal(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = ch.charCodeAt(0);
    if (code > 32 && code < 127) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else {
      const n = normalizeQuantityText(ch);
      out += n.length === 1 ? n : ch;
    }
  }
  return out;
}

function superscriptAt(text: string, start: number): { exponent: number; end: number } | null {
  let i = start;
  const negative = text[i] === '⁻';
  if (negative) i++;
  let digits = '';
  while (i < text.length && SUPERSCRIPT_DIGITS.includes(text[i]!))
    digits += SUPERSCRIPT_DIGITS.indexOf(text[i++]!);
  if (digits === '' || digits.length > 2) return null;
  return { exponent: negative ? -Number(digits) : Number(digits), end: i };
}

/** '3/4' written without spaces is one number (so '1/2 in' is half an inch); '3 / 4' is a division. */
function fractionAt(
  text: string,
  literalStart: number,
  literalEnd: number,
): { value: Exact; end: number } | null {
  if (
    !/^\d+$/.test(text.slice(literalStart, literalEnd)) ||
    text[literalEnd] !== '/' ||
    !isDigit(text[literalEnd + 1])
  )
    return null;
  let end = literalEnd + 1;
  while (isDigit(text[end])) end++;
  if (text[end] === '.' || (text[end] === ',' && isDigit(text[end + 1]))) return null;
  // '1/2^2' is 1 ÷ 2²: a power binds to the denominator alone.
  if (/^ ?(?:\^|\*\*|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻])/.test(text.slice(end, end + 3))) return null;
  const den = BigInt(text.slice(literalEnd + 1, end));
  if (den === 0n) return null;
  return { value: exact(BigInt(text.slice(literalStart, literalEnd)), den), end };
}

/** Marks that are no part of a question: '?' ('how many feet in a mile?', '10 ft = ? m'), '¿', '¡', '。'. */
const QUESTION_MARKS = new Set(['?', '¿', '¡', '。']);

/** What closes a question after its last word: spaces and marks. */
const CLOSING = /^[\s?!.。]*$/;

/**
 * The tokens of `text` (at most MAX_INPUT_LENGTH characters, checked by the caller), with a
 * language's words where it has them (English's are the grammar's own).
 */
export function tokenize<M>(
  raw: string,
  names: NameReader<M>,
  decimal: DecimalMark,
  ingredients?: IngredientReader,
  words?: ReaderWords,
): Token<M>[] {
  const text = sameLengthNormal(raw);
  const folded = words ? foldAccents(text) : '';
  const tokens: Token<M>[] = [];
  let pos = 0;
  while (pos < text.length) {
    const ch = text[pos]!;
    if (ch === ' ' || QUESTION_MARKS.has(ch)) {
      pos++;
      continue;
    }
    const start = pos;
    const phrase = words && isLetter(ch) ? phraseAt(words, folded, pos) : null;
    // 'umrechnen', 'ですか': a phrase that closes the question ends it.
    if (phrase?.phrase.words.includes('end') && CLOSING.test(text.slice(phrase.end))) break;
    // An ingredient's name longer than any unit's spelling or phrase there is the ingredient, even
    // where it starts as a number does ('cream of tartar', 'eggs', '2% milk', 'half and half').
    const ingredient = ingredients && (isLetter(ch) || isDigit(ch)) ? ingredients(text, pos) : null;
    if (ingredient && ingredient.end > Math.max(names(text, pos)?.end ?? pos, phrase?.end ?? pos)) {
      const { id, end } = ingredient;
      tokens.push({ kind: 'ingredient', text: text.slice(pos, end), id, start, end });
      pos = end;
      continue;
    }
    // '1 ¼ section': a fraction character that begins a unit's name is the name.
    const vulgar = VULGAR_FRACTIONS.includes(ch) && names(text, pos) === null;
    if (
      isDigit(ch) ||
      (ch === '.' && isDigit(text[pos + 1])) ||
      (ch === decimal && isDigit(text[pos + 1])) ||
      vulgar
    ) {
      const literal = scanNumber(text, pos, decimal);
      if (literal) {
        // An exponent is never a fraction: 2^1/2 is 2¹ ÷ 2.
        const opAt = (back: number) => {
          const t = tokens[tokens.length - back];
          return t?.kind === 'op' ? t.op : null;
        };
        const afterPower = opAt(1) === '^' || ((opAt(1) === '-' || opAt(1) === '+') && opAt(2) === '^');
        const fraction = literal.end > pos && !afterPower ? fractionAt(text, pos, literal.end) : null;
        let value = fraction?.value ?? literal.value;
        pos = fraction?.end ?? literal.end;
        // '1 ¼': whole digits, a space and a fraction character are one mixed number, as '1 1/4' is.
        const part =
          text[pos] === ' ' &&
          VULGAR_FRACTIONS.includes(text[pos + 1] ?? '-') &&
          names(text, pos + 1) === null &&
          /^\d+$/.test(text.slice(start, pos))
            ? scanNumber(text, pos + 1, decimal)
            : null;
        if (part) {
          value = add(value, part.value);
          pos = part.end;
        }
        tokens.push({ kind: 'number', value, start, end: pos });
        continue;
      }
    }
    // 'half a mile', 'a quarter cup', 'one half of a cup': an amount written as a word.
    // After a number the word is a unit ('1 quarter' of 28 lb).
    const fraction =
      isLetter(ch) && tokens[tokens.length - 1]?.kind !== 'number'
        ? FRACTION_WORD.exec(text.slice(pos))
        : null;
    if (fraction) {
      const value = FRACTION_WORDS[fraction[1]!.toLowerCase()]!;
      tokens.push({ kind: 'number', value, start, end: (pos += fraction[0].trimEnd().length), word: true });
      continue;
    }
    // 'medio', 'eineinhalb': a language's number word; an article before it goes with it ('eine halbe').
    const last = tokens[tokens.length - 1];
    if (phrase?.phrase.value && last?.kind !== 'number') {
      const article = last?.kind === 'name' && last.words?.includes('a') ? tokens.pop()! : null;
      const { value } = phrase.phrase;
      tokens.push({
        kind: 'number',
        value,
        start: article?.start ?? start,
        end: (pos = phrase.end),
        word: true,
      });
      // 'demi-tasse', 'meia-hora': a hyphen right after the word joins it to its unit.
      if (text[pos] === '-' && isLetter(text[pos + 1])) pos++;
      continue;
    }
    if (ch === '*' && text[pos + 1] === '*') {
      tokens.push({ kind: 'op', op: '^', start, end: (pos += 2) });
      continue;
    }
    if ((ch === '-' || ch === '=') && text[pos + 1] === '>') {
      tokens.push({ kind: 'op', op: 'to', start, end: (pos += 2) });
      continue;
    }
    // 'km per hour': after an amount or a unit, 'per' divides (it is not the start of 'per hour', a unit of frequency).
    // Where only the whole is a name ('10 per kelvin' among thermal expansions), the whole is read.
    const per = phrase?.phrase.words.includes('per')
      ? /^\s*/.exec(text.slice(phrase.end))![0].length + phrase.end - pos
      : /^per\b\s*/i.exec(text.slice(pos))?.[0].length;
    const after = pos + (per ?? 0);
    const divides =
      per !== undefined &&
      tokens.length > 0 &&
      tokens[tokens.length - 1]!.kind !== 'op' &&
      (after >= text.length || names(text, after) !== null || names(text, pos) === null);
    const spelling = divides ? null : names(text, pos);
    // A language's phrase no longer unit spelling covers: the grammar's words, and the unit's
    // meanings when it is spelled so too (German 'in', the inch).
    if (phrase && !phrase.phrase.value && !(spelling && spelling.end > phrase.end)) {
      const written = text.slice(pos, phrase.end);
      tokens.push({
        kind: 'name',
        text: written,
        meanings: spelling?.end === phrase.end ? spelling.meanings : [],
        start,
        end: phrase.end,
        words: [...phrase.phrase.words, written.toLowerCase()],
      });
      pos = phrase.end;
      continue;
    }
    if (spelling && !(ch === '(' || ch === ')')) {
      tokens.push({
        kind: 'name',
        text: text.slice(pos, spelling.end),
        meanings: spelling.meanings,
        start,
        end: spelling.end,
      });
      pos = spelling.end;
      // An abbreviation's full stop ('5 ft. 3 in.') is not a decimal point.
      if (text[pos] === '.' && !isDigit(text[pos + 1])) pos++;
      continue;
    }
    const superscript = superscriptAt(text, pos);
    if (superscript) {
      tokens.push({ kind: 'power', exponent: superscript.exponent, start, end: superscript.end });
      pos = superscript.end;
      continue;
    }
    const op = OPERATORS[ch];
    if (op) {
      tokens.push({ kind: 'op', op, start, end: ++pos });
      continue;
    }
    if (isLetter(ch) || ch === 'π' || ch === '_') {
      let end = pos + 1;
      // A word of a script written without spaces ends where the script does ('は何' of 'は何ポンド').
      const cjk = isCjk(ch);
      while (end < text.length && (isLetter(text[end]) || text[end] === '_') && isCjk(text[end]) === cjk)
        end++;
      tokens.push({ kind: 'name', text: text.slice(pos, end), meanings: [], start, end });
      pos = end;
      continue;
    }
    throw new LanguageFailure('unreadable', start, start + 1, text[start]!);
  }
  return tokens;
}

/**
 * '大さじ1', 'カップ2': where a language writes a unit right before its number, with no space
 * between, the two read as the number and its unit, both spanning what was written. The same
 * unit written right after the number closes it ('摂氏20度'). A number just before the unit keeps
 * it ('5フィート3インチ': the 3 starts the next amount).
 */
export function unitsBeforeNumbers(tokens: readonly Token<Meaning>[]): Token<Meaning>[] {
  const out: Token<Meaning>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [unit, number, after] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    if (
      unit.kind !== 'name' ||
      unit.meanings.length === 0 ||
      unit.words ||
      number?.kind !== 'number' ||
      number.start !== unit.end ||
      out.at(-1)?.kind === 'number'
    ) {
      out.push(unit);
      continue;
    }
    const closes =
      after?.kind === 'name' &&
      after.start === number.end &&
      after.meanings.some((m) => unit.meanings.some((u) => u.unit === m.unit));
    const span = { start: unit.start, end: closes ? after.end : number.end };
    out.push({ ...number, ...span }, { ...unit, ...span });
    i += closes ? 2 : 1;
  }
  return out;
}
