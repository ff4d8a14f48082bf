/**
 * The definition language of the catalogue: numbers, unit references, '*', '/', juxtaposition
 * (same as '*'), '^' with an integer exponent, parentheses and the constant 'pi'.
 * Left to right, so '550 foot pound_force / second' is 550·ft·lbf/s and '101325/760 pascal'
 * is (101325/760)·Pa, as in Pint's and GNU units' definition files.
 */
import { parseExact, type Exact } from '../../src/core/rational.ts';

export type Expr =
  | { type: 'number'; value: Exact; at: number }
  | { type: 'pi'; at: number }
  | { type: 'ref'; category: string | null; unit: string; at: number }
  | { type: 'binary'; op: '*' | '/'; left: Expr; right: Expr; at: number }
  | { type: 'power'; base: Expr; exponent: number; at: number };

export class ExpressionError extends Error {
  constructor(
    message: string,
    /** Character offset inside the expression text. */
    readonly at: number,
  ) {
    super(message);
  }
}

type Token =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'ident'; text: string; at: number }
  | { kind: 'op'; text: '*' | '/' | '^' | '(' | ')' | '-'; at: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)|([*/^()·-]))/y;
  let pos = 0;
  while (pos < text.length) {
    if (/^\s*$/.test(text.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) {
      const at = pos + (/^\s*/.exec(text.slice(pos))?.[0].length ?? 0);
      throw new ExpressionError(`unexpected character '${text[at]}' in the definition`, at);
    }
    const at = m.index + m[0].length - (m[1] ?? m[2] ?? m[3])!.length;
    if (m[1] !== undefined) tokens.push({ kind: 'number', text: m[1], at });
    else if (m[2] !== undefined) tokens.push({ kind: 'ident', text: m[2], at });
    else {
      const op = m[3] === '·' ? '*' : (m[3] as '*' | '/' | '^' | '(' | ')' | '-');
      tokens.push({ kind: 'op', text: op, at });
    }
    pos = re.lastIndex;
  }
  return tokens;
}

export function parseDefinition(text: string): Expr {
  const tokens = tokenize(text);
  let i = 0;
  const peek = () => tokens[i];
  const end = text.length;

  function expr(): Expr {
    let left = power();
    for (;;) {
      const t = peek();
      if (!t || (t.kind === 'op' && t.text === ')')) return left;
      if (t.kind === 'op' && (t.text === '*' || t.text === '/')) {
        i++;
        left = { type: 'binary', op: t.text, left, right: power(), at: t.at };
      } else {
        left = { type: 'binary', op: '*', left, right: power(), at: t.at };
      }
    }
  }

  function power(): Expr {
    const base = atom();
    const t = peek();
    if (t?.kind === 'op' && t.text === '^') {
      i++;
      let sign = 1;
      const s = peek();
      if (s?.kind === 'op' && s.text === '-') {
        sign = -1;
        i++;
      }
      const n = peek();
      if (!n || n.kind !== 'number' || !/^\d+$/.test(n.text)) {
        throw new ExpressionError("'^' must be followed by a whole-number exponent", n?.at ?? end);
      }
      i++;
      return { type: 'power', base, exponent: sign * Number(n.text), at: t.at };
    }
    return base;
  }

  function atom(): Expr {
    const t = peek();
    if (!t) throw new ExpressionError('the definition ends where a number or unit was expected', end);
    i++;
    if (t.kind === 'number') {
      const value = parseExact(t.text);
      if (!value) throw new ExpressionError(`'${t.text}' is not a number`, t.at);
      return { type: 'number', value, at: t.at };
    }
    if (t.kind === 'ident') {
      if (t.text === 'pi') return { type: 'pi', at: t.at };
      const dot = t.text.indexOf('.');
      return dot < 0
        ? { type: 'ref', category: null, unit: t.text, at: t.at }
        : { type: 'ref', category: t.text.slice(0, dot), unit: t.text.slice(dot + 1), at: t.at };
    }
    if (t.text === '(') {
      const inner = expr();
      const close = peek();
      if (!close || close.kind !== 'op' || close.text !== ')') {
        throw new ExpressionError("a '(' is not closed", close?.at ?? end);
      }
      i++;
      return inner;
    }
    throw new ExpressionError(`unexpected '${t.text}' where a number or unit was expected`, t.at);
  }

  if (tokens.length === 0) throw new ExpressionError('the definition is empty', 0);
  const result = expr();
  const rest = peek();
  if (rest) throw new ExpressionError(`unexpected '${rest.text}'`, rest.at);
  return result;
}
