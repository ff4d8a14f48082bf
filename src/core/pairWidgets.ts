/**
 * The behaviour of the pair-page converter and the quick-convert widgets, as pure functions
 * of their text input. The pages render the default state with them at build time and the
 * small browser scripts in src/components/pair/*.client.ts call the same functions, so what
 * a visitor sees before and after JavaScript is the same. No catalogue import.
 */
import { applyConversion, pairConversion, type PairConversion } from './conversion';
import { formatResult, roundResult } from './format';
import { pairPageFraction, quickFormFraction, simpleConverterFraction } from './fraction';
import { parseQuantityInput } from './parse';
import { idWords, unitWord, type PackedUnit } from './unitText';

/** y = scale·x (+ shift), or scale / x: the numbers a page hands its converter. */
export type Conversion = Pick<PairConversion, 'kind' | 'scale' | 'shift'>;

// ------------------------------------------------------------------ unit-pair page

export const PAIR_DECIMALS = 9;
export const PAIR_DEFAULT_INPUT = '10';

export interface PairNamesForms {
  fromOne: string;
  fromMany: string;
  toOne: string;
  toMany: string;
}

/** What the pair page shows: the input it was computed from and the result (null: no finite answer). */
export interface PairShown {
  input: number;
  result: number | null;
}

/** The state after typing `text`; undefined when it is not a number (the page then keeps what it shows). */
export function pairPageCompute(conv: Conversion, text: string): PairShown | undefined {
  const value = parseQuantityInput(text);
  if (value === null) return undefined;
  const y = applyConversion(conv as PairConversion, value);
  return { input: value, result: y === null ? null : roundResult(y, PAIR_DECIMALS) };
}

/**
 * The To field, the fraction and the 'Result: …' line. `shown` null is the cleared state:
 * To '0', no fraction, no line.
 */
export function pairPageView(shown: PairShown | null, names: PairNamesForms): { to: string; fraction: string; line: string } {
  if (shown === null) return { to: '0', fraction: '', line: '' };
  if (shown.result === null) return { to: '', fraction: '', line: '' };
  const to = formatResult(shown.result, PAIR_DECIMALS);
  const input = formatResult(shown.input, PAIR_DECIMALS);
  const fraction = pairPageFraction(shown.result);
  const line = `Result: ${input} ${unitWord(input, names.fromOne, names.fromMany)} = ${to} ${unitWord(to, names.toOne, names.toMany)}`;
  return { to, fraction, line: fraction ? `${line} OR ${fraction} ${names.toMany}` : line };
}

// ------------------------------------------------------------------ quick-convert form

export const QUICK_FORM_DECIMALS = 9;
export const QUICK_FORM_DEFAULT_INPUT = '10';

/**
 * The quick-convert form: a result only for a non-empty, numeric input; otherwise
 * result and fraction are cleared, silently. Labels are the unit ids with spaces.
 */
export function quickFormView(conv: Conversion, text: string, fromLabel: string, toLabel: string): { to: string; fraction: string; line: string } {
  const empty = { to: '', fraction: '', line: '' };
  if (text.trim() === '') return empty;
  const value = parseQuantityInput(text);
  if (value === null) return empty;
  const y = applyConversion(conv as PairConversion, value);
  if (y === null) return empty;
  const result = roundResult(y, QUICK_FORM_DECIMALS);
  const to = formatResult(result, QUICK_FORM_DECIMALS);
  const fraction = quickFormFraction(result);
  const line = `Result: ${formatResult(value, QUICK_FORM_DECIMALS)} ${fromLabel} = ${to} ${toLabel}`;
  return { to, fraction, line: fraction ? `${line} OR ${fraction} ${toLabel}` : line };
}

// ------------------------------------------------------------------ quick-convert simple converter

export const SIMPLE_DECIMALS = 8;
export const SIMPLE_DEFAULT_INPUT = '1';

/**
 * The simple converter: non-numeric input gives 0 and no sentence; a target factor
 * of 0 gives 0; the sentence 'X unit = Y unit' (ids with spaces, as the page shows them) also
 * writes the result as a fraction.
 */
export function simpleView(units: PackedUnit[], fromId: string, toId: string, text: string): { result: string; sentence: string } {
  const from = units.find((u) => u.id === fromId);
  const to = units.find((u) => u.id === toId);
  const value = parseQuantityInput(text);
  if (!from || !to || value === null) return { result: '0', sentence: '' };
  let y: number | null = value;
  if (from !== to) {
    try {
      y = to.factor === '0' ? 0 : applyConversion(pairConversion(from, to), value);
    } catch {
      y = 0;
    }
  }
  if (y === null) return { result: '0', sentence: '' };
  const result = formatResult(roundResult(y, SIMPLE_DECIMALS), SIMPLE_DECIMALS);
  const fraction = simpleConverterFraction(roundResult(y, SIMPLE_DECIMALS));
  return { result, sentence: `${formatResult(value, SIMPLE_DECIMALS)} ${idWords(from.id)} = ${result}${fraction ? ` (${fraction})` : ''} ${idWords(to.id)}` };
}
