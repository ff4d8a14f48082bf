/**
 * Quantity-language benchmark: what one keystroke costs (parse the typed text exactly, convert
 * exactly, format once) for typical and worst-case inputs, and what a free-text query over the
 * whole catalogue costs. Median and 95th percentile of many timed repetitions; and the slowest
 * of many texts, random and the costliest known, which the unit tests bound in steps instead.
 */
import fc from 'fast-check';
import { categories } from '../../src/build-time/catalog.ts';
import { parseConversionQuery, parseQuantity } from '../../src/core/quantity.ts';
import { convertTyped, readTyped, showResult, compositionsFor } from '../../src/core/quantityResult.ts';
import { AUTO } from '../../src/core/numberFormat.ts';
import { formatMixed } from '../../src/core/mixedUnits.ts';
import { calculate } from '../../src/core/language/calculate.ts';
import { calculationText } from '../../src/core/language/answerText.ts';
import { COSTLY_TEXTS, fuzzText } from '../../tests/unit/quantityFuzz.ts';

/** Median and p95, in milliseconds, of `runs` timings of `fn` over the inputs in turn (after a warm-up). */
function timeEach(
  inputs: readonly string[],
  fn: (text: string) => unknown,
  runs = 20_000,
): { median: number; p95: number } {
  for (let i = 0; i < 2_000; i++) fn(inputs[i % inputs.length]!);
  const times = new Float64Array(runs);
  let sink = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = fn(inputs[i % inputs.length]!);
    times[i] = performance.now() - t0;
    if (r) sink++;
  }
  times.sort();
  if (sink < 0) console.log(sink);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}

const ms = (x: number) => `${x.toFixed(4)} ms`;

/** The most any one text may take, however it is written: far above a keystroke's cost, below what a visitor notices. */
const ONE_TEXT_BUDGET_MS = 50;

/**
 * The slowest of `texts` through `read`, and its time in milliseconds. A text over the budget is
 * timed again, three times in all, so that a pause of the machine is not taken for a slow text.
 */
function slowest(texts: readonly string[], read: (text: string) => unknown): { ms: number; text: string } {
  let worst = { ms: 0, text: '' };
  for (const text of texts) {
    let best = Infinity;
    for (let attempt = 0; attempt < 3 && best > ONE_TEXT_BUDGET_MS; attempt++) {
      const start = performance.now();
      read(text);
      best = Math.min(best, performance.now() - start);
    }
    if (best > worst.ms) worst = { ms: best, text };
  }
  return worst;
}

export function quantityBench(): string {
  const length = categories.find((c) => c.id === 'length')!;
  const from = length.units.find((u) => u.id === 'foot')!;
  const to = length.units.find((u) => u.id === 'centimeter')!;
  const [feetInches] = compositionsFor(length.compositions, length.units, 'foot');
  const keystroke = (text: string) => {
    const typed = readTyped(text, from, length.units, 'dot', parseQuantity);
    if (typed.kind !== 'value') return typed.kind;
    const result = convertTyped(typed.value, typed.unit, to);
    return (
      result &&
      showResult(result, to, { precision: AUTO, format: 'dot', composition: feetInches, formatMixed })
    );
  };
  const typical = [
    '1',
    '12',
    '12.5',
    '123456789',
    '5\'3"',
    '5 ft 3 in',
    '3*12+4',
    '1 1/2',
    '72 inches',
    '1,234.5',
  ];
  const worst = [
    '((((((((((((((((((((1+2)*3)/4)^2)-5)*6)/7)+8)*9)/10)^3)-11)*12)/13)+14)*15)/16)^2)-17)*18)',
    '9'.repeat(190),
    '1e999 ft 1e-999 in',
    '1 nautical miles 2 yards 3 feet 4 inches 5 millimeters 6 micrometers',
    `${'1+'.repeat(99)}1`,
    '12345678901234567890.12345678901234567890 ft',
  ];
  const queries = [
    '10 feet in meters',
    '72 f to c',
    '5\'3" in cm',
    'kg to lb',
    'how many ounces in a pound',
    '100 km/h in mph',
    '3 cups to ml',
    '1 atm to psi',
    'xyz to abc',
  ];
  const query = (text: string) => parseConversionQuery(text, categories);
  const t = timeEach(typical, keystroke);
  const w = timeEach(worst, keystroke, 5_000);
  const q = timeEach(queries, query, 10_000);
  // A question word at every turn, each a place the text may split.
  const qw = timeEach([`${'1 in '.repeat(30)}to m`], query, 2_000);
  // The language over the whole catalogue: read, check dimensions, compute exactly, write the answer.
  const calculation = (text: string) => {
    const c = calculate(text, categories);
    return c.ok && calculationText(c).text;
  };
  const computations = [
    '60 mph * 2 h',
    '100 W * 8 h to kWh',
    '3 ft * 4 ft to m²',
    '9.81 m/s^2 * 75 kg to lbf',
    '1 kWh / 100 km to Wh/mi',
    '5 gb to mb',
    '6 foot 4 in cm',
    '(5 m + 3 in) * 7',
    '1.8 m to feet and inches',
    '72 f in c',
  ];
  const c = timeEach(computations, calculation, 10_000);
  // Spellings with several meanings, many times over: the most readings one text can ask for.
  const ambiguous = [
    'gb gb gb gb gb gb gb gb gb gb gb gb gb gb gb gb gb to s',
    'F C F C F C F C F C F C F C to K',
    `${'m '.repeat(40)}to s`,
  ];
  const cw = timeEach([...worst, ...ambiguous], calculation, 2_000);
  // Any one text: random ones (the fuzz tests' generator, a fixed seed), the costliest known in
  // steps, and a power whose numerator and denominator both grow (few steps, slow arithmetic).
  const texts = [...fc.sample(fuzzText, { seed: 1, numRuns: 20_000 }), ...COSTLY_TEXTS, '1.1^999'];
  const slow = {
    calculation: slowest(texts, calculation),
    query: slowest(texts, query),
    box: slowest(texts, (text) => parseQuantity(text, length.units)),
  };
  const slowestOfAll = Object.values(slow).reduce((a, b) => (b.ms > a.ms ? b : a));
  const over = [
    t.median > 0.05 && 'keystroke',
    Math.max(q.median, qw.median) > 1 && 'query',
    c.median > 1 && 'calculation',
    Math.max(w.median, cw.median) > 1 && 'worst-case input',
    slowestOfAll.ms > ONE_TEXT_BUDGET_MS && 'slowest text',
  ].filter(Boolean);
  return [
    `Quantity language (${categories.reduce((n, c) => n + c.units.length, 0)} units in ${categories.length} categories)`,
    `keystroke, typical inputs (parse + convert + format): median ${ms(t.median)}, p95 ${ms(t.p95)}`,
    `keystroke, worst-case inputs:                        median ${ms(w.median)}, p95 ${ms(w.p95)}`,
    `free-text query over the whole catalogue:            median ${ms(q.median)}, p95 ${ms(q.p95)}`,
    `free-text query, 30 question words ('1 in 1 in …'):  median ${ms(qw.median)}, p95 ${ms(qw.p95)}`,
    `calculation over the whole catalogue (60 mph * 2 h): median ${ms(c.median)}, p95 ${ms(c.p95)}`,
    `calculation, worst-case inputs:                      median ${ms(cw.median)}, p95 ${ms(cw.p95)}`,
    `slowest of ${texts.length.toLocaleString('en-US')} texts, random and costliest known: calculation ${ms(slow.calculation.ms)}, ` +
      `query ${ms(slow.query.ms)}, converter box ${ms(slow.box.ms)} (${JSON.stringify(slowestOfAll.text.slice(0, 40))})`,
    `Budgets: ≤ 0.05 ms median per keystroke; ≤ 1 ms median per query, per calculation and per worst-case input; ≤ ${ONE_TEXT_BUDGET_MS} ms for any one text: ${over.length ? `OVER BUDGET (${over.join(', ')})` : 'within budget'}.`,
  ].join('\n');
}
