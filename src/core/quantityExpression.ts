/**
 * Exact arithmetic on typed numbers by recursive descent: + - × * · ⋅ / ÷ ( ) and ^ with an
 * integer exponent, with the usual precedence (^ binds tighter than a leading minus and groups
 * to the right). Sizes are bounded so that no input can take long or use much memory.
 */
import { add, div, exact, isZero, mul, neg, type Exact } from './rational';
import { fail } from './quantityError';
import { scanNumber, MAX_EXPONENT, type DecimalMark } from './quantityNumber';
import { isDigit, isLetter } from './quantityText';

export const MAX_DEPTH = 20;
/** Numerators and denominators stay below this many bits; 10^1000 needs about 3,322. */
export const MAX_BITS = 4000;

const TIMES = new Set(['*', '×', '·', '⋅']);
const DIVIDE = new Set(['/', '÷']);

export function bitLength(n: bigint): number {
  return (n < 0n ? -n : n).toString(16).length * 4;
}

function bounded(value: Exact, term?: string): Exact {
  if (bitLength(value.num) > MAX_BITS || bitLength(value.den) > MAX_BITS) fail('tooLarge', term);
  return value;
}

export interface ExpressionValue {
  value: Exact;
  /** The expression is one product that starts with a minus sign ('-5', '-(2+3)'). */
  negated: boolean;
}

/**
 * Reads expressions from normalised text. `stopAt` tells, at a position where an operator
 * could follow, whether a unit begins there instead ('/min', '5 m/s'): a unit ends the expression.
 */
export class ExpressionReader {
  pos = 0;
  private depth = 0;

  constructor(
    readonly text: string,
    private readonly decimal: DecimalMark,
    private readonly stopAt: (pos: number) => boolean,
  ) {}

  skipSpace(): void {
    if (this.text[this.pos] === ' ') this.pos++;
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  /** The word at pos, for an error message: up to the next space or bracket, or a digit after a letter ('ftt3in'). */
  wordAt(pos: number): string {
    let end = pos;
    const text = this.text;
    while (end < text.length && !' ()'.includes(text[end]!) && !(isDigit(text[end]) && end > pos && isLetter(text[end - 1]))) end++;
    return text.slice(pos, Math.max(end, pos + 1)).slice(0, 40);
  }

  expression(topLevel: boolean): ExpressionValue {
    const first = this.product(topLevel);
    let value = first.value;
    let operands = 1;
    for (;;) {
      this.skipSpace();
      const op = this.text[this.pos];
      if (op !== '+' && op !== '-') break;
      if (topLevel && this.stopAt(this.pos)) break;
      this.pos++;
      const right = this.product(topLevel).value;
      value = bounded(add(value, op === '-' ? neg(right) : right));
      operands++;
    }
    return { value, negated: operands === 1 && first.negated };
  }

  /** One product, no sum at its top level: the amount of a later compound term ('3*2' in '5 ft 3*2 in'). */
  product(topLevel: boolean): ExpressionValue {
    const first = this.unary();
    let value = first.value;
    for (;;) {
      this.skipSpace();
      const op = this.text[this.pos]!;
      if (!TIMES.has(op) && !DIVIDE.has(op)) break;
      if (topLevel && this.stopAt(this.pos)) break;
      this.pos++;
      const right = this.unary().value;
      if (DIVIDE.has(op) && isZero(right)) fail('divisionByZero');
      value = bounded(DIVIDE.has(op) ? div(value, right) : mul(value, right));
    }
    return { value, negated: first.negated };
  }

  private unary(): ExpressionValue {
    let negative = false;
    let signed = false;
    for (;;) {
      this.skipSpace();
      const sign = this.text[this.pos];
      if (sign !== '+' && sign !== '-') break;
      negative = sign === '-' ? !negative : negative;
      signed ||= sign === '-';
      this.pos++;
    }
    const value = this.power();
    return { value: negative ? neg(value) : value, negated: signed && negative };
  }

  private power(): Exact {
    const base = this.primary();
    this.skipSpace();
    if (this.text[this.pos] !== '^') return base;
    this.pos++;
    const start = this.pos;
    const exponent = this.unary().value;
    const written = this.text.slice(start, this.pos).trim();
    if (exponent.den !== 1n || exponent.piPower !== 0) fail('syntax', written);
    if (exponent.num > BigInt(MAX_EXPONENT) || exponent.num < -BigInt(MAX_EXPONENT)) fail('tooLarge', written);
    const n = Number(exponent.num);
    if (n < 0 && isZero(base)) fail('divisionByZero');
    const trivial = base.den === 1n && (base.num === 0n || base.num === 1n || base.num === -1n);
    if (!trivial && Math.max(bitLength(base.num), bitLength(base.den)) * Math.abs(n) > MAX_BITS + 64) fail('tooLarge', written);
    const k = BigInt(Math.abs(n));
    const raised = exact(base.num ** k, base.den ** k);
    return n < 0 ? exact(raised.den, raised.num) : raised;
  }

  private primary(): Exact {
    this.skipSpace();
    if (this.atEnd()) fail('incomplete');
    if (this.text[this.pos] === '(') {
      if (++this.depth > MAX_DEPTH) fail('tooDeep');
      this.pos++;
      const inner = this.expression(false).value;
      this.skipSpace();
      if (this.atEnd()) fail('incomplete');
      if (this.text[this.pos] !== ')') fail('syntax', this.wordAt(this.pos));
      this.pos++;
      this.depth--;
      return inner;
    }
    const literal = scanNumber(this.text, this.pos, this.decimal);
    if (!literal) fail('syntax', this.wordAt(this.pos));
    this.pos = literal.end;
    return bounded(literal.value);
  }
}
