/**
 * The formula, factor lines and conversion table of a unit pair, from the exact pair
 * conversion. Pure: works on unit records, no catalogue import.
 */
import type { TextOf } from './unitNames';
import { isBelowAbsoluteZero } from './absoluteZero';
import { pairConversion } from './conversion';
import { tableRow } from './pairWidgets';
import { exactNumberText, significant, withDecimal, type NumberText } from './numberText';
import { div, exact, fromRatioString, isZero, mul, neg, ONE, type Exact } from './rational';
import { parseExact } from './quantityNumber';
import { log10Exact } from './levels';
import type { UnitPair, UnitRecord } from './types';
import { capitalize, unitWord } from './unitText';

/**
 * How a formula is said, for formulaSentence: a text's key and its values, among them the
 * number added or subtracted (['formula.subtract', '32']). A pair of arrays, not of named
 * fields: the 404 page's first code carries the formulas, within its first round trip.
 */
export type FormulaWords = readonly [
  key: string,
  values?: { n?: string; factor?: number; shift?: readonly [key: string, n: string] },
];

export interface PairFormula {
  /** What formulaSentence says: 'To convert centimeters to inches, divide the value by 2.54.' */
  sentence: FormulaWords;
  /** 'in = cm ÷ 2.54' */
  equation: string;
}

/** The sentence of a pair's formula in the texts' language. */
export function formulaSentence(
  text: TextOf,
  from: UnitRecord,
  to: UnitRecord,
  [key, { shift, ...values } = {}]: FormulaWords,
): string {
  const intro = text('formula.intro', { from: from.plural, to: to.plural });
  return text(key, { ...values, intro, ...(shift && { shift: text(shift[0], { n: shift[1] }) }) });
}

/** The words of adding or subtracting a number ('subtract 32'), by its sign. */
const shiftBy = (negative: boolean, t: NumberText) =>
  [negative ? 'formula.subtract' : 'formula.add', t.text.replace(/^-/, '')] as const;

const operand = (symbol: string) => (/[\s/·]/.test(symbol) ? `(${symbol})` : symbol);
const signed = (t: NumberText, negative: boolean) => `${negative ? '−' : '+'} ${t.text.replace(/^-/, '')}`;
const isNegative = (e: Exact) => e.num < 0n;
const abs = (e: Exact) => (isNegative(e) ? neg(e) : e);
const isOne = (e: Exact) => e.num === 1n && e.den === 1n && e.piPower === 0;

function linearFormula(from: UnitRecord, to: UnitRecord, scale: Exact): PairFormula {
  const forward = exactNumberText(scale);
  const reverse = exactNumberText(div(ONE, scale));
  const x = operand(from.symbol);
  if (isOne(scale))
    return {
      sentence: ['formula.same'],
      equation: `${to.symbol} = ${x}`,
    };
  if (!forward.tidy && reverse.tidy) {
    return {
      sentence: ['formula.divide', { n: reverse.text }],
      equation: `${to.symbol} = ${x} ÷ ${reverse.text}`,
    };
  }
  return {
    sentence: ['formula.multiply', { n: withDecimal(forward, scale) }],
    equation: `${to.symbol} = ${x} × ${forward.exact ? forward.text : significant(scale)}`,
  };
}

function affineFormula(from: UnitRecord, to: UnitRecord, scale: Exact, shift: Exact): PairFormula {
  const x = operand(from.symbol);
  const s = exactNumberText(scale);
  const r = exactNumberText(div(ONE, scale));
  const a = div(shift, scale); // y = (x + a)·scale
  const b = exactNumberText(abs(shift));
  const aText = exactNumberText(abs(a));
  // A scale with no short decimal but a small fraction reads as the fraction: °C = (°F − 32) × 5/9.
  const fraction =
    !s.tidy && scale.piPower === 0 && scale.den > 1n && scale.den <= 12n && abs(scale).num <= 12n
      ? `${scale.num}/${scale.den}`
      : null;
  const scaleText = s.tidy || !fraction ? s.text : fraction;
  const candidates: { tidy: number; formula: PairFormula }[] = [
    {
      tidy: (isOne(scale) || s.tidy ? 1 : 0) + (b.tidy ? 1 : 0),
      formula: isOne(scale)
        ? {
            sentence: ['formula.shift', { shift: shiftBy(isNegative(shift), b) }],
            equation: `${to.symbol} = ${x} ${signed(b, isNegative(shift))}`,
          }
        : {
            sentence: ['formula.multiplyThenShift', { n: s.text, shift: shiftBy(isNegative(shift), b) }],
            equation: `${to.symbol} = ${x} × ${s.text} ${signed(b, isNegative(shift))}`,
          },
    },
    {
      tidy: (aText.tidy ? 1 : 0) + (s.tidy || fraction ? 1 : 0),
      formula: {
        sentence: ['formula.shiftThenMultiply', { n: scaleText, shift: shiftBy(isNegative(a), aText) }],
        equation: `${to.symbol} = (${x} ${signed(aText, isNegative(a))}) × ${scaleText}`,
      },
    },
    {
      tidy: (aText.tidy ? 1 : 0) + (r.tidy ? 1 : 0),
      formula: {
        sentence: ['formula.shiftThenDivide', { n: r.text, shift: shiftBy(isNegative(a), aText) }],
        equation: `${to.symbol} = (${x} ${signed(aText, isNegative(a))}) ÷ ${r.text}`,
      },
    },
  ];
  return candidates.reduce((best, c) => (c.tidy > best.tidy ? c : best)).formula;
}

function reciprocalFormula(from: UnitRecord, to: UnitRecord, scale: Exact): PairFormula {
  const s = exactNumberText(scale);
  return {
    sentence: ['formula.reciprocal', { n: withDecimal(s, scale) }],
    equation: `${to.symbol} = ${s.exact && s.tidy ? s.text : significant(scale)} ÷ ${operand(from.symbol)}`,
  };
}

/** A power or pressure to its level, as textbooks write it: y = L·log₁₀(x ÷ reference), the reference as a shift when it is a power of ten (dBm = 10 × log₁₀(W) + 30). */
function toLevelFormula(from: UnitRecord, to: UnitRecord, scale: Exact, logFactor: number): PairFormula {
  const x = operand(from.symbol);
  const shift = log10Exact(scale);
  if (shift && !shift.inexact) {
    const s = mul(exact(BigInt(logFactor)), shift);
    const tail = isZero(s) ? '' : ` ${signed(exactNumberText(abs(s)), isNegative(s))}`;
    return {
      sentence: isZero(s)
        ? ['formula.toLevel', { factor: logFactor }]
        : [
            'formula.toLevelThenShift',
            { factor: logFactor, shift: shiftBy(isNegative(s), exactNumberText(abs(s))) },
          ],
      equation: `${to.symbol} = ${logFactor} × log₁₀(${x})${tail}`,
    };
  }
  const reference = exactNumberText(div(ONE, scale));
  const forward = exactNumberText(scale);
  const [key, n, math] =
    reference.tidy || !forward.tidy
      ? ['formula.divideThenLog', reference.text, ` ÷ ${reference.text}`]
      : ['formula.multiplyThenLog', forward.text, ` × ${forward.text}`];
  return {
    sentence: [key, { n, factor: logFactor }],
    equation: `${to.symbol} = ${logFactor} × log₁₀(${x}${math})`,
  };
}

/** A level to a power or pressure, as textbooks write it: y = reference × 10^(x ÷ L). */
function fromLevelFormula(from: UnitRecord, to: UnitRecord, scale: Exact, logFactor: number): PairFormula {
  const reference = exactNumberText(scale);
  const times = isOne(scale) ? '' : `${reference.text} × `;
  return {
    sentence: isOne(scale)
      ? ['formula.fromLevel', { factor: logFactor }]
      : ['formula.fromLevelThenMultiply', { factor: logFactor, n: reference.text }],
    equation: `${to.symbol} = ${times}10^(${operand(from.symbol)} ÷ ${logFactor})`,
  };
}

/** The formula of a pair: 'multiply by 2.54', an affine formula for temperatures and between levels, a reciprocal for fuel consumption, a logarithm for levels in decibels. */
export function pairFormula(from: UnitRecord, to: UnitRecord): PairFormula {
  const c = pairConversion(from, to);
  const scale = fromRatioString(c.exactScale);
  if (c.kind === 'toLevel') return toLevelFormula(from, to, scale, c.logFactor);
  if (c.kind === 'fromLevel') return fromLevelFormula(from, to, scale, c.logFactor);
  if (c.kind === 'reciprocal') return reciprocalFormula(from, to, scale);
  if (c.kind === 'affine') return affineFormula(from, to, scale, fromRatioString(c.exactShift));
  return linearFormula(from, to, scale);
}

/** '1 centimeter = 0.3937007874 inches' (linear pairs); null for affine and reciprocal pairs. */
export function factorLine(text: TextOf, from: UnitRecord, to: UnitRecord): string | null {
  const c = pairConversion(from, to);
  if (c.kind !== 'linear') return null;
  const scale = fromRatioString(c.exactScale);
  const t = exactNumberText(scale);
  const n = t.tidy ? t.text : significant(scale);
  const amount = `${n} ${unitWord(n, to.name, to.plural)}`;
  return text('pair.factor', { from: from.name, sign: t.tidy ? '=' : '≈', amount });
}

export interface PairFacts {
  formula: { sentence: string; equation: string };
  /** The reverse direction: its factor line (linear) or its formula. */
  reverse: string;
  /** The forward factor line for linear pairs. */
  factor: string | null;
}

export function pairFacts(text: TextOf, { from, to }: UnitPair): PairFacts {
  const formula = pairFormula(from, to);
  const equation = pairFormula(to, from).equation;
  return {
    formula: { sentence: formulaSentence(text, from, to, formula.sentence), equation: formula.equation },
    factor: factorLine(text, from, to),
    reverse:
      factorLine(text, to, from) ??
      text('pair.reverseFormula', { To: capitalize(to.plural), from: from.plural, equation }),
  };
}

// ---------------------------------------------------------------- conversion table

/** Amounts, from a hundredth to a thousand. */
export const TABLE_INPUTS = ['0.01', '0.1', '1', '2', '5', '10', '20', '50', '100', '1000'] as const;

/** Readings on a temperature scale that goes below zero: from −40 (where °C and °F meet) through freezing, room and body heat to 100. */
export const READING_TABLE_INPUTS = ['-40', '-20', '-10', '0', '10', '20', '30', '40', '50', '100'] as const;

/** Readings on a scale counted from absolute zero (kelvin, Rankine), where −40 is no temperature: 0 up to 500. */
export const ABSOLUTE_READING_TABLE_INPUTS = [
  '0',
  '50',
  '100',
  '150',
  '200',
  '250',
  '300',
  '350',
  '400',
  '500',
] as const;

/** Levels in decibels, below and above the reference (0 dB): −20 dBm is 10 µW, 30 dBm 1 W; 60 to 100 dB SPL spans speech to a rock concert. */
export const LEVEL_TABLE_INPUTS = ['-20', '-10', '0', '3', '10', '20', '30', '60', '80', '100'] as const;

/** The table's inputs in the unit converted from: readings for a temperature scale, levels for a level in decibels, amounts for everything else. */
export function tableInputs(from: UnitRecord): readonly string[] {
  if (from.kind === 'logarithmic') return LEVEL_TABLE_INPUTS;
  if (from.kind !== 'affine') return TABLE_INPUTS;
  return isBelowAbsoluteZero(parseExact(READING_TABLE_INPUTS[0])!, from)
    ? ABSOLUTE_READING_TABLE_INPUTS
    : READING_TABLE_INPUTS;
}

/**
 * Rows of the conversion table (Auto at 9 decimals, as on the pair page, from exact
 * arithmetic); '—' where there is no finite answer. `x` is the exact input, which the page's
 * script re-formats with the visitor's precision and number format.
 */
export function conversionTable(pair: UnitPair): { x: string; input: string; output: string }[] {
  return tableInputs(pair.from).map((x) => ({ x, ...tableRow(pair.from, pair.to, parseExact(x)!) }));
}
