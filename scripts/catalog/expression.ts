/**
 * The definition language of the catalogue is the quantity language (src/core/language, its
 * grammar in docs/quantity-language.md) with unit ids for names: numbers, unit ids ('foot',
 * 'length.inch'), '*', '/', juxtaposition (a product), '^' with a whole exponent, parentheses
 * and the constant 'pi'. Arithmetic on plain numbers before a unit applies to all of it, so
 * '101325/760 pascal' is (101325/760) Pa and 'pi/180 radian' is (π/180) rad, as in Pint's and
 * GNU units' definition files. One tokenizer and one parser read both. A definition that cannot
 * be used is a LanguageFailure, as in the rest of the language, whose detail is the catalogue's
 * own sentence: the compile prints it at the failure's start.
 */
import type { Exact } from '../../src/core/rational.ts';
import { tokenize, type NameReader } from '../../src/core/language/lexer.ts';
import { parseExpression, type Node } from '../../src/core/language/syntax.ts';
import { LanguageFailure } from '../../src/core/language/diagnostic.ts';

/** A definition as read, each part with where it is in the text: [start, end). */
export type Expr = { start: number; end: number } & (
  | { type: 'number'; value: Exact }
  | { type: 'ref'; category: string | null; unit: string }
  | { type: 'binary'; op: '*' | '/'; left: Expr; right: Expr }
  | { type: 'power'; base: Expr; exponent: number }
);

interface Ref {
  category: string | null;
  unit: string;
}

/** A unit id, or 'category.unit'; 'pi' is the constant, not a name. */
const ID = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?/y;

const readIds: NameReader<Ref> = (text, start) => {
  ID.lastIndex = start;
  const m = ID.exec(text);
  if (!m || m[0] === 'pi') return null;
  const dot = m[0].indexOf('.');
  return { end: start + m[0].length, meanings: [dot < 0 ? { category: null, unit: m[0] } : { category: m[0].slice(0, dot), unit: m[0].slice(dot + 1) }] };
};

/** The catalogue's sentence for what the reader could not read. */
function sentence(failure: LanguageFailure, text: string): string {
  const at = text.slice(failure.start, failure.end);
  switch (failure.kind) {
    case 'expected':
      return 'the definition ends where a number or unit was expected';
    case 'exponent':
      return "'^' must be followed by a whole-number exponent";
    case 'unclosed':
      return "a '(' is not closed";
    case 'empty':
      return 'the definition is empty';
    case 'tooLarge':
      return 'a number or exponent in the definition is too large';
    default:
      return `unexpected '${at}'`;
  }
}

function toExpr(node: Node<Ref>, text: string): Expr {
  const { start, end } = node;
  switch (node.type) {
    case 'number':
      return { type: 'number', value: node.value, start, end };
    case 'unit':
      return { type: 'ref', ...node.meanings[0]!, start, end };
    case 'power':
      return { type: 'power', base: toExpr(node.base, text), exponent: node.exponent, start, end };
    case 'binary':
      if (node.op === '+' || node.op === '-') throw new LanguageFailure('cannotAdd', node.right.start, node.right.end, `a definition is a product or quotient: '${node.op}' cannot be used`);
      return { type: 'binary', op: node.op, left: toExpr(node.left, text), right: toExpr(node.right, text), start, end };
    case 'negate':
      throw new LanguageFailure('unreadable', start, end, 'a definition cannot be negative');
    case 'compound': {
      // The language adds amounts written side by side ('1 foot 2 inch'); a definition is one amount.
      const term = node.terms[1]!;
      throw new LanguageFailure('cannotAdd', term.start, term.end, `'${text.slice(term.start, term.end)}' follows an amount with a unit: write the product with '*'`);
    }
  }
}

export function parseDefinition(text: string): Expr {
  let node: Node<Ref>;
  try {
    const tokens = tokenize(text, readIds, '.');
    if (tokens.length === 0) throw new LanguageFailure('empty', 0, 0);
    node = parseExpression(tokens);
  } catch (e) {
    if (e instanceof LanguageFailure) throw new LanguageFailure(e.kind, e.start, e.end, sentence(e, text));
    throw e;
  }
  return toExpr(node, text);
}
