/**
 * The one reader of typed quantities: a number, arithmetic, a unit, or several unit terms
 * summed ('5 ft 3 in', '5\'3"', '5\'-3"', '2 h 30 min'), read exactly into the first term's unit.
 */
import { add, div, exact, mul, neg, type Exact } from './rational';
import { fail, QuantityFailure, type QuantityError } from './quantityError';
import { ExpressionReader, bitLength, MAX_BITS } from './quantityExpression';
import type { DecimalMark } from './quantityNumber';
import { isDigit, normalizeQuantityText } from './quantityText';
import { lookupTerm, matchUnitAt, unitFactor, unitLookup, type ParseUnit, type UnitLookup } from './unitTerms';

export type QuantityParse =
  | { ok: true; value: Exact; /** the unit typed with the number (the from-unit), null for a bare number */ unit: ParseUnit | null }
  | { ok: false; error: QuantityError };

export const MAX_INPUT_LENGTH = 200;

interface Term {
  value: Exact;
  unit: ParseUnit | null;
  /** How the unit was written, for messages. */
  unitText: string;
  /** The sign written between this term and the one before (0 when none: '5 ft 3 in'). */
  sign: -1 | 0 | 1;
  negated: boolean;
}

/** A foot mark (curly quotes are straight by now); what follows it may be inches in marks. */
const FOOT_MARKS = new Set(["'", '′']);

function readTerms(text: string, lookup: UnitLookup, decimal: DecimalMark): Term[] {
  const reader = new ExpressionReader(text, decimal, (pos) => matchUnitAt(lookup, text, pos) !== null);
  const inchMark = lookupTerm(lookup, '"');
  const terms: Term[] = [];
  /** Units of the current run of terms written side by side ('5 ft 3 in'). */
  const compound = new Set<string>();
  let unitStart = 0;
  for (;;) {
    let sign: Term['sign'] = 0;
    let architect = false;
    const previous = terms.at(-1);
    if (previous) {
      const attached = reader.pos === text.length || text[reader.pos] !== ' ';
      reader.skipSpace();
      if (reader.atEnd()) break;
      const next = text[reader.pos]!;
      if (next === '+' || next === '-') {
        // 5'-3": architects join feet and inches with a hyphen right after the foot mark.
        architect = next === '-' && attached && FOOT_MARKS.has(previous.unitText) && isDigit(text[reader.pos + 1]);
        sign = next === '-' ? -1 : 1;
        reader.pos++;
        reader.skipSpace();
        if (reader.atEnd()) fail('incomplete');
      } else if (next === ')') {
        fail('syntax', next);
      } else if (attached && !isDigit(next)) {
        // 'm/s' or 'ft²' where only 'm' or 'ft' is a unit of this list.
        fail('unknownUnit', text.slice(unitStart).split(' ')[0]);
      }
    }
    const exprStart = reader.pos;
    // After the first term an amount is one product: in 5'1 + 5 m the sum joins terms.
    const { value, negated } = previous ? reader.product(true) : reader.expression(true);
    const exprText = text.slice(exprStart, reader.pos).trim();
    reader.skipSpace();
    unitStart = reader.pos;
    let match = reader.atEnd() ? null : matchUnitAt(lookup, text, reader.pos);
    const ends = reader.atEnd() || text[reader.pos] === '+' || text[reader.pos] === '-';
    if (!match && ends && inchMark && sign === 0 && previous && FOOT_MARKS.has(previous.unitText)) {
      match = { unit: inchMark, end: reader.pos }; // 5'3: inches go without saying
    }
    if (!match && !reader.atEnd()) {
      const next = text[reader.pos]!;
      if (isDigit(next) || next === '(' || (previous && ends)) fail('missingUnit', exprText);
      if (/^[eE][+-]?$/.test(text.slice(reader.pos))) fail('incomplete');
      if (next === ')' || next === '^' || next === ',' || next === '.' || next === '=') fail('syntax', next);
      fail('unknownUnit', reader.wordAt(reader.pos));
    }
    if (match) {
      reader.pos = match.end;
      // An abbreviation's full stop ('5 ft. 3 in.') is not a decimal point.
      if (text[reader.pos] === '.' && !isDigit(text[reader.pos + 1])) reader.pos++;
      if (architect && match.unit === inchMark) sign = 0;
      if (sign !== 0) compound.clear();
      // 5'3' or 5 ft 3 ft is a slip, not a sum (a unit that cannot add at all gets cannotAdd below).
      if (compound.has(match.unit.id) && match.unit.kind === 'linear') fail('repeatedUnit', text.slice(unitStart, match.end) || match.unit.symbol);
      compound.add(match.unit.id);
    }
    const unitText = match ? text.slice(unitStart, match.end) : '';
    terms.push({ value, unit: match?.unit ?? null, unitText, sign, negated });
    if (!match) {
      if (terms.length > 1) fail('missingUnit', exprText);
      break;
    }
  }
  return terms;
}

/** Σ valueᵢ · factorᵢ / factor₁: the compound in its first term's unit, exactly. */
function sumTerms(terms: Term[], lookup: UnitLookup): Exact {
  const [first] = terms;
  if (terms.length === 1 || !first?.unit) return first?.value ?? exact(0n);
  const level = terms.find((t) => t.unit!.kind === 'logarithmic');
  if (level) fail('levelSum', level.unitText);
  const odd = terms.find((t) => t.unit!.kind !== 'linear');
  if (odd) fail('cannotAdd', odd.unitText);
  const base = unitFactor(lookup, first.unit);
  let total = first.value;
  for (const term of terms.slice(1)) {
    const signed = term.sign === -1 || (term.sign === 0 && first.negated) ? neg(term.value) : term.value;
    const part = mul(signed, div(unitFactor(lookup, term.unit!), base));
    if (part.piPower !== total.piPower && part.num !== 0n && total.num !== 0n) fail('cannotAdd', term.unitText);
    total = add(total, part);
    if (bitLength(total.num) > MAX_BITS || bitLength(total.den) > MAX_BITS) fail('tooLarge');
  }
  return total;
}

export function parseQuantity(text: string, units: readonly ParseUnit[], decimal: DecimalMark = '.'): QuantityParse {
  if (typeof text !== 'string') return { ok: false, error: { kind: 'empty' } };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, error: { kind: 'tooLong' } };
  const normal = normalizeQuantityText(text);
  if (normal === '') return { ok: false, error: { kind: 'empty' } };
  try {
    const lookup = unitLookup(units);
    const terms = readTerms(normal, lookup, decimal);
    return { ok: true, value: sumTerms(terms, lookup), unit: terms[0]?.unit ?? null };
  } catch (e) {
    if (e instanceof QuantityFailure) return { ok: false, error: e.error };
    // A bug must not break typing: report the input as unreadable instead of throwing.
    return { ok: false, error: { kind: 'syntax' } };
  }
}
