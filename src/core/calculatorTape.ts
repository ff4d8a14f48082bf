/**
 * The calculator's tape: lines of the quantity language, each with its answer. Pure: the page
 * renders its example tape at build time with it and the calculator island recomputes it as
 * the visitor types, so both show the same thing. Kept in the browser as a list of lines,
 * read back field by field (a damaged store gives the examples, never a broken page).
 */
import type { Calculation } from './language/calculate';
import { calculationText, converterStart } from './language/answerText';
import { converterPath } from './routes';
import { exactValueText } from './quantityResult';
import { cleanText } from './inputText';
import type { NumberFormatId } from './numberFormat';

export const MAX_LINES = 50;
export const MAX_LINE_LENGTH = 200;

/** The lines a new tape starts with: what the calculator can do, in three lines. */
export const EXAMPLE_LINES = ['60 mph * 2 h', '100 W * 8 h to kWh', "5'11 to cm"];

export interface LineAnswer {
  /** '= 120 mi', '≈ 5 ft 10.87 in', or '' for an empty line. */
  text: string;
  /** The converter of the answer's category, with the amount: the one place to go on from here. */
  link: { href: string; label: string } | null;
  /** Why the line cannot be read, and where: [start, end) of its text. */
  error: { message: string; start: number; end: number } | null;
  /** Other meanings of a spelling in the line: what it says, and the line rewritten to mean it. */
  choices: { label: string; line: string }[];
}

const EMPTY: LineAnswer = { text: '', link: null, error: null, choices: [] };

/** The line with the spelling at [start, end) replaced by the unit's own name, which means it alone. */
function rewritten(line: string, start: number, end: number, unit: { name: string; plural: string }): string {
  const one = /(?:^|[^\d.,])1\s*$|\b(?:a|an|one)\s*$/i.test(line.slice(0, start));
  return `${line.slice(0, start)}${one ? unit.name : unit.plural || unit.name}${line.slice(end)}`;
}

/** A line's answer, from its calculation (null for a line with nothing typed), and the line as typed (for its other meanings). */
export function lineAnswer(c: Calculation | null, format: NumberFormatId = 'dot', line = ''): LineAnswer {
  if (!c) return EMPTY;
  if (!c.ok)
    return {
      ...EMPTY,
      error: { message: c.diagnostic.message, start: c.diagnostic.start, end: c.diagnostic.end },
    };
  const shown = calculationText(c, format);
  const start = converterStart(c);
  const link = start
    ? {
        href: converterPath(start.unit.category.id, {
          value: `${exactValueText(start.value)} ${start.unit.unit.symbol}`,
          from: start.unit.unit.id,
        }),
        label: `${start.unit.category.name} converter`,
      }
    : null;
  const choices = c.alternatives.map((a) => {
    const other = calculationText(a.answer, format);
    return {
      label: `${a.meaning.unit.name} (${a.meaning.category.name.toLowerCase()}): ${other.exact ? '=' : '≈'} ${other.text}`,
      line: rewritten(line, a.start, a.end, a.meaning.unit),
    };
  });
  return { text: `${shown.exact ? '=' : '≈'} ${shown.text}`, link, error: null, choices };
}

/** The tape kept in the browser: its lines, or null when the stored text is not one. */
export function readStoredTape(raw: string | null | undefined): string[] | null {
  if (typeof raw !== 'string') return null;
  try {
    const data: unknown = JSON.parse(raw);
    const lines = (data as { lines?: unknown } | null)?.lines;
    if (!Array.isArray(lines)) return null;
    const kept = lines
      .filter((l): l is string => typeof l === 'string')
      .slice(0, MAX_LINES)
      .map((l) => cleanText(l).slice(0, MAX_LINE_LENGTH));
    return kept.length ? kept : null;
  } catch {
    return null;
  }
}

/** The stored form of a tape. */
export function storedTape(lines: readonly string[]): string {
  return JSON.stringify({ lines: lines.slice(0, MAX_LINES) });
}

/** Lines from an address, cleaned and bounded (an address is outside text). */
export function linkedLines(lines: readonly string[]): string[] {
  return lines.slice(0, MAX_LINES).map((l) => cleanText(l).slice(0, MAX_LINE_LENGTH));
}
