/**
 * Amounts asked in a unit expression ('3 kWh/km to MJ/mi'), held to GNU units: drawn units of
 * two categories, a quotient or a product of them as the amount, and other units of the same
 * two categories, written the same way, as the target.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import './propertySeed';
import { categories } from '../../src/build-time/catalog';
import { searchIndexJson } from '../../src/build-time/islandData';
import { decodeSearchIndex } from '../../src/browser/searchIndex';
import { calculate } from '../../src/core/language/calculate';
import { meaningsOf, spellingIndex, spellingReader } from '../../src/core/language/spellings';
import { tokenize } from '../../src/core/language/lexer';
import { toNumber } from '../../src/core/rational';
import { askGnuUnits } from '../../scripts/catalog/oracle';
import { compileCatalog } from '../../scripts/catalog/compile';

const index = decodeSearchIndex(JSON.parse(JSON.stringify(searchIndexJson(categories))));
const spellings = spellingIndex(index);
const reader = spellingReader(spellings);
const compiled = compileCatalog();
if (!compiled.ok) throw new Error('the catalogue does not compile');

/** A category's linear units GNU units knows whose symbol reads back as the unit itself, alone. */
function unitsOf(id: string): { symbol: string; gnu: string }[] {
  const category = compiled.ok ? compiled.catalog.categories.find((c) => c.id === id)! : null;
  return (category?.units ?? []).flatMap((u) => {
    const [first] = meaningsOf(spellings, u.symbol);
    const plain = typeof u.gnuUnits === 'string' && u.kind === 'linear' && !/[\s/·⋅*^()]/.test(u.symbol);
    return plain && first?.category.id === id && first.unit.id === u.id
      ? [{ symbol: u.symbol, gnu: `(${u.gnuUnits})` }]
      : [];
  });
}

/** Pairs of categories whose quotients and products people ask about. */
const PAIRS: [string, string, '/' | '*'][] = [
  ['length', 'time', '/'],
  ['energy', 'length', '/'],
  ['weight', 'volume', '/'],
  ['energy', 'weight', '/'],
  ['power', 'area', '/'],
  ['force', 'length', '*'],
  ['power', 'time', '*'],
  ['pressure', 'volume', '*'],
];

const question = fc
  .constantFrom(...PAIRS)
  .chain(([a, b, op]) => {
    const [as, bs] = [unitsOf(a), unitsOf(b)];
    return fc.record({
      op: fc.constant(op),
      amount: fc.integer({ min: 1, max: 5000 }).map((n) => n / 10),
      a: fc.constantFrom(...as),
      b: fc.constantFrom(...bs),
      c: fc.constantFrom(...as),
      d: fc.constantFrom(...bs),
    });
  })
  // Only texts read as the four units written: a longer spelling that starts at one ('cal/s', or 'PS/m' read in
  // another case as pS/m) is that unit by the longest-spelling rule, and 'as' between units is also a target word.
  .filter(({ op, a, b, c, d }) => {
    const names = tokenize(
      `1 ${a.symbol}${op}${b.symbol} to ${c.symbol}${op}${d.symbol}`,
      reader,
      '.',
    ).flatMap((t) => (t.kind === 'name' ? [t.text] : []));
    return names.join(' ') === [a.symbol, b.symbol, 'to', c.symbol, d.symbol].join(' ');
  })
  .filter(({ a, b, c, d }) => ![a, b, c, d].some((u) => ['as', 'in', 'to', 'into'].includes(u.symbol)))
  .map(({ op, amount, a, b, c, d }) => ({
    text: `${amount} ${a.symbol}${op}${b.symbol} to ${c.symbol}${op}${d.symbol}`,
    have: `${amount} ${a.gnu} ${op} ${b.gnu}`,
    want: `${c.gnu} ${op} ${d.gnu}`,
  }));

describe('unit expression targets against GNU units', () => {
  it('every category pair has units to draw', () => {
    for (const [a, b] of PAIRS) {
      expect(unitsOf(a).length, a).toBeGreaterThan(3);
      expect(unitsOf(b).length, b).toBeGreaterThan(3);
    }
  });

  it('an amount asked in a quotient or product of units agrees with GNU units (300 cases)', async () => {
    const cases = fc.sample(question, 300);
    const answers = await askGnuUnits(cases.map(({ have, want }) => ({ have, want })));
    const disagreements = cases.flatMap((c, i) => {
      const gnu = answers[i]!.value;
      if (gnu === null) return [`${c.text}: GNU units says ${answers[i]!.output}`];
      const ours = calculate(c.text, index);
      if (!ours.ok) return [`${c.text}: ${ours.diagnostic.message}`];
      const value = ours.coherent ? toNumber(ours.coherent.value) : toNumber(ours.parts[0]!.value);
      return Math.abs(value - gnu) <= 1e-9 * Math.abs(gnu)
        ? []
        : [`${c.text}: we say ${value}, GNU units says ${gnu}`];
    });
    expect(disagreements).toEqual([]);
  });
});
