import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuantity } from '../../src/core/language/readQuantity';

/** The test's own exact value: a BigInt fraction, or the division by zero the tree contains. */
type Value = { n: bigint; d: bigint } | 'divisionByZero';

type Tree =
  | { op: 'leaf'; text: string; n: bigint; d: bigint }
  | { op: '+' | '-' | '*' | '/'; left: Tree; right: Tree }
  | { op: 'neg'; operand: Tree }
  | { op: '^'; base: Tree; exponent: number };

function evaluate(t: Tree): Value {
  if (t.op === 'leaf') return { n: t.n, d: t.d };
  if (t.op === 'neg') {
    const v = evaluate(t.operand);
    return v === 'divisionByZero' ? v : { n: -v.n, d: v.d };
  }
  if (t.op === '^') {
    const b = evaluate(t.base);
    if (b === 'divisionByZero') return b;
    const k = BigInt(Math.abs(t.exponent));
    if (t.exponent >= 0) return { n: b.n ** k, d: b.d ** k };
    return b.n === 0n ? 'divisionByZero' : { n: b.d ** k, d: b.n ** k };
  }
  const a = evaluate(t.left);
  const b = evaluate(t.right);
  if (a === 'divisionByZero' || b === 'divisionByZero') return 'divisionByZero';
  if (t.op === '+') return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
  if (t.op === '-') return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
  if (t.op === '*') return { n: a.n * b.n, d: a.d * b.d };
  return b.n === 0n ? 'divisionByZero' : { n: a.n * b.d, d: a.d * b.n };
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2, neg: 3, '^': 4, leaf: 5 } as const;
const SPELLINGS = { '+': ['+'], '-': ['-', '−'], '*': ['*', '×', '·'], '/': ['/', '÷'] } as const;

/** Prints with only the brackets precedence needs, so the parser's precedence is what is tested. */
function print(t: Tree, pick: () => number): string {
  const wrap = (child: Tree, needs: boolean) => (needs ? `(${print(child, pick)})` : print(child, pick));
  const space = () => (pick() % 3 === 0 ? ' ' : '');
  switch (t.op) {
    case 'leaf':
      return t.text;
    case 'neg':
      return `-${wrap(t.operand, PRECEDENCE[t.operand.op] < PRECEDENCE.neg)}`;
    case '^':
      return `${wrap(t.base, PRECEDENCE[t.base.op] <= PRECEDENCE['^'])}^${t.exponent < 0 && pick() % 2 ? `(${t.exponent})` : t.exponent}`;
    default: {
      const p = PRECEDENCE[t.op];
      const spellings = SPELLINGS[t.op];
      const sign = spellings[pick() % spellings.length];
      return `${wrap(t.left, PRECEDENCE[t.left.op] < p)}${space()}${sign}${space()}${wrap(t.right, PRECEDENCE[t.right.op] <= p)}`;
    }
  }
}

const leaf: fc.Arbitrary<Tree> = fc.oneof(
  fc.integer({ min: 0, max: 30 }).map((i) => ({ op: 'leaf' as const, text: String(i), n: BigInt(i), d: 1n })),
  fc.integer({ min: 0, max: 999 }).map((i) => ({
    op: 'leaf' as const,
    text: `${Math.floor(i / 100)}.${String(i % 100).padStart(2, '0')}`,
    n: BigInt(i),
    d: 100n,
  })),
);

const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'medium', withCrossShrink: true },
    leaf,
    fc.record({
      op: fc.constantFrom('+', '-', '*', '/'),
      left: tie('tree'),
      right: tie('tree'),
    }) as fc.Arbitrary<Tree>,
    fc.record({ op: fc.constant('neg'), operand: tie('tree') }) as fc.Arbitrary<Tree>,
    fc.record({
      op: fc.constant('^'),
      base: leaf,
      exponent: fc.integer({ min: -3, max: 3 }),
    }) as fc.Arbitrary<Tree>,
  ),
}));

describe('arithmetic', () => {
  it('evaluates random expressions exactly, with the usual precedence', () => {
    fc.assert(
      fc.property(tree, fc.integer(), (t, seed) => {
        let state = seed >>> 0;
        const pick = () => (state = (state * 1103515245 + 12345) >>> 0) >>> 16;
        const text = print(t, pick);
        fc.pre(text.length <= 200);
        const expected = evaluate(t);
        const result = parseQuantity(text, []);
        if (expected === 'divisionByZero') return !result.ok && result.diagnostic.kind === 'divisionByZero';
        return (
          result.ok &&
          result.unit === null &&
          result.value.den > 0n &&
          result.value.num * expected.d === expected.n * result.value.den
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('binds ^ tighter than a leading minus and groups it to the right', () => {
    expect(parseQuantity('-2^2', [])).toMatchObject({ ok: true, value: { num: -4n, den: 1n } });
    expect(parseQuantity('2^3^2', [])).toMatchObject({ ok: true, value: { num: 512n, den: 1n } });
    expect(parseQuantity('2^-2^2', [])).toMatchObject({ ok: true, value: { num: 1n, den: 16n } });
  });
});
