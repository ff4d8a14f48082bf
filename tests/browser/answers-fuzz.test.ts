/**
 * Seeded random questions typed into each box of every page type (home, a converter, a built
 * pair, a pair without a built page, quick convert, the kitchen, the calculator), in real
 * Chromium against the built site. Every answer shown is then put to GNU units, the independent
 * reference: a sentence with '=' must be the exact value (to GNU's 15 digits), one with '≈' must
 * agree to the six digits Auto shows, and the other box must say the same number. No page error,
 * and never a blank converter. FUZZ_SEED replays another sample.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { reachForConverter, converterLive } from './converterPage';
import { seeded } from './typedWhileLive';
import { compileCatalog, type CompiledCategory, type CompiledUnit } from '../../scripts/catalog/compile';
import { askGnuUnits, type UnitsQuestion } from '../../scripts/catalog/oracle';
import { allPairs, pagePairs } from '../../src/build-time/pairs';
import { categories } from '../../src/build-time/catalog';
import { firstIngredient, kitchenCategory } from '../../src/build-time/kitchen';
import { calculate } from '../../src/core/language/calculate';
import { converterPath, pairPath, quickConvertHref, STATIC_PATHS } from '../../src/core/routes';

const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
/** Questions per page type and box. */
const PER_BOX = 5;

const compiled = compileCatalog();
if (!compiled.ok) throw new Error('the catalogue does not compile');
const units = new Map<string, { unit: CompiledUnit; category: CompiledCategory }>();
for (const category of compiled.catalog.categories)
  for (const unit of category.units) units.set(`${category.id}.${unit.id}`, { unit, category });

const random = seeded(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10))
    .join('')
    .replace(/^0+(?=\d)/, '');

/** A number as people type them: small and large, whole and decimal, now and then zero or negative. */
function typedNumber(): string {
  const shapes = [
    () => String(1 + Math.floor(random() * 100)),
    () => `${digits(2)}.${digits(1 + Math.floor(random() * 4))}`,
    () => digits(7 + Math.floor(random() * 4)),
    () => `0.${'0'.repeat(Math.floor(random() * 5))}${digits(3)}`,
    () => `-${1 + Math.floor(random() * 500)}`,
    () => '0',
  ];
  return pick([0, 0, 1, 1, 2, 3, 4, 5].map((i) => shapes[i]!))();
}

/** GNU units can check a unit of ours when it names its expression and is a plain or an offset scale. */
const checkable = (u: CompiledUnit | undefined): u is CompiledUnit =>
  !!u?.gnuUnits && (u.kind === 'linear' || u.kind === 'affine');
const gnuAmount = (value: number, u: CompiledUnit) =>
  u.kind === 'affine' ? `${u.gnuUnits}(${value})` : `(${value}) (${u.gnuUnits})`;
const gnuTarget = (u: CompiledUnit) => (u.kind === 'affine' ? u.gnuUnits! : `(${u.gnuUnits})`);

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** The number a shown text starts with ('1,234.5 m', '−12 °C', '9.46073 × 10¹⁵ km'), or null. */
function leadingNumber(text: string): number | null {
  // Superscript digits are not one range: ¹²³ sit in Latin-1, the rest from U+2070.
  const m = /^\s*([−-]?[\d,]*\.?\d+)(?:\s*×\s*10(⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?/.exec(text);
  if (!m) return null;
  const mantissa = Number(m[1]!.replace(/,/g, '').replace('−', '-'));
  const exponent = m[2]
    ? Number([...m[2]].map((c) => (c === '⁻' ? '-' : SUPERSCRIPT.indexOf(c))).join(''))
    : 0;
  return mantissa * 10 ** exponent;
}

/** What a page said: 'A from ≈ B to', with the units the boxes named. */
interface Claim {
  where: string;
  text: string;
  sign: '=' | '≈';
  amount: number;
  from: CompiledUnit;
  result: number;
  to: CompiledUnit;
}

/**
 * Whether `shown` is `expected` to 1e-9 (exact) or to the six significant digits Auto shows,
 * relative to the numbers themselves, however small. `slack`: what may be left of a zero by
 * GNU units' floating point (an offset scale's 32 °F in °C).
 */
function agrees(shown: number, expected: number, sign: '=' | '≈', slack = 0): boolean {
  const tolerance = sign === '=' ? 1e-9 : 1e-5;
  return Math.abs(shown - expected) <= tolerance * Math.max(Math.abs(expected), Math.abs(shown)) + slack;
}

const claims: Claim[] = [];
const problems: string[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A sentence's two sides, or null when the answer is no sentence ('No result', a hint). */
function sides(text: string): { sign: '=' | '≈'; amount: number | null; result: number | null } | null {
  const m = /^(.*?) (=|≈) (.*)$/.exec(text);
  return m ? { sign: m[2] as '=' | '≈', amount: leadingNumber(m[1]!), result: leadingNumber(m[3]!) } : null;
}

// By id: quick convert's labels say 'From:' and 'To:'.
const fromBox = (page: Page) => page.locator('#converter-value');
const toBox = (page: Page) => page.locator('#converter-to-value');
const answerText = async (page: Page) =>
  (await page.getByTestId('converter-answer').textContent())?.replace(/\s+/g, ' ').trim() ?? '';

/** Types into a box, all at once or key by key, as the sample says. */
async function typeInto(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.press('ControlOrMeta+a');
  if (random() < 0.5) await box.fill(text);
  else await box.pressSequentially(text, { delay: Math.floor(random() * 60) });
}

/** Units a converter's boxes name (their names), in the category that has both. */
function namedUnits(
  fromName: string,
  toName: string,
  categoryIds: readonly string[],
): { from: CompiledUnit; to: CompiledUnit } | null {
  for (const id of categoryIds) {
    const category = compiled.ok ? compiled.catalog.categories.find((c) => c.id === id) : undefined;
    const from = category?.units.find((u) => u.name === fromName);
    const to = category?.units.find((u) => u.name === toName);
    if (from && to) return { from, to };
  }
  return null;
}

interface Step {
  box: 'From' | 'To';
  text: string;
}

/**
 * Opens `path`, types each step's text into its box, waits for the answer to settle and records
 * what it claims. `categoryIds`: where the boxes' unit names are looked up; a pair found in none
 * of them is no problem when `anyPair` (the kitchen's volume to weight, through a density).
 */
async function askConverter(
  page: Page,
  where: string,
  path: string,
  steps: Step[],
  categoryIds: readonly string[],
  anyPair = false,
): Promise<void> {
  const label = `${where} (${path}, ${steps.map((s) => `${s.box} box: ${JSON.stringify(s.text)}`).join(', then ')})`;
  await page.goto(BASE_URL + path);
  await reachForConverter(page);
  const live = await converterLive(page, 30_000).then(
    () => true,
    () => false,
  );
  if (!live) return void problems.push(`${label}: the converter never came alive`);
  for (const { box, text } of steps) {
    await typeInto(box === 'From' ? fromBox(page) : toBox(page), text);
    // A reading shown quietly (tentative) is taken once typing pauses: that answer is the one to check.
    await expect
      .poll(
        async () => (await page.getByTestId('converter-answer').getAttribute('data-status')) ?? 'answer',
        { message: label, timeout: 15_000 },
      )
      .toMatch(/^(answer|error)$/);
    await page.waitForTimeout(400);
  }
  const typedIn = steps.at(-1)!.box;
  const [shown, fromName, toName, fromText, toText, calculated] = await Promise.all([
    answerText(page),
    page.locator('#converter-from').inputValue(),
    page.locator('#converter-to').inputValue(),
    fromBox(page).inputValue(),
    toBox(page).inputValue(),
    page.getByTestId('converter-answer').getAttribute('data-calculated'),
  ]);
  if (!shown) problems.push(`${label}: the answer is blank`);
  if (!fromName || !toName) problems.push(`${label}: a unit box is blank (${fromName} → ${toName})`);
  const said = sides(shown);
  if (!said) return;
  if (said.amount === null || said.result === null)
    return void problems.push(`${label}: "${shown}" has no number`);
  // The box not typed in says the number of its side of the sentence; an answer in units the converter
  // does not offer ('-329 °C in mK' on home) leaves the converter, and its To box, as they were.
  const [otherText, side] = typedIn === 'From' ? [toText, said.result] : [fromText, said.amount];
  // Its value is the language's, which the Node tests hold to GNU units; the pickers do not name its units.
  if (calculated !== null) {
    if (otherText !== '')
      problems.push(`${label}: the To box says ${otherText} beside the calculation "${shown}"`);
    return;
  }
  const other = leadingNumber(otherText);
  if (other === null || !agrees(other, side, '≈'))
    problems.push(`${label}: the box not typed in says ${otherText} beside "${shown}"`);
  const named = namedUnits(fromName, toName, categoryIds);
  if (!named)
    return anyPair
      ? undefined
      : void problems.push(`${label}: the boxes name ${fromName} → ${toName}, no pair of one category`);
  claims.push({
    where: label,
    text: shown,
    sign: said.sign,
    amount: said.amount,
    from: named.from,
    result: said.result,
    to: named.to,
  });
}

/** Pairs GNU units can check, of the given pairs. */
const checkablePairs = <P extends { category: { id: string }; from: { id: string }; to: { id: string } }>(
  pairs: P[],
) =>
  pairs.filter(
    (p) =>
      checkable(units.get(`${p.category.id}.${p.from.id}`)?.unit) &&
      checkable(units.get(`${p.category.id}.${p.to.id}`)?.unit),
  );

/**
 * Runs PER_BOX questions in each box in one tab, as one visitor asking one after another.
 * `notFound`: the page is the 404 page's, whose own status the browser reports as an error.
 */
async function onPages(
  run: (page: Page, box: 'From' | 'To') => Promise<void>,
  notFound = false,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  recordPageErrors(page, errors);
  try {
    for (const box of ['From', 'To'] as const) for (let i = 0; i < PER_BOX; i++) await run(page, box);
  } finally {
    await context.close();
  }
  expect(errors.filter((e) => !(notFound && /status of 404/.test(e)))).toEqual([]);
}

const linearPairs = checkablePairs(allPairs());
const builtPairs = checkablePairs(pagePairs());
const unbuiltPairs = linearPairs.filter((p) => !builtPairs.includes(p));
const kitchen = kitchenCategory(firstIngredient);
const kitchenUnits = kitchen.units.map((u) => u.id);

describe(`answers typed into both boxes agree with GNU units (seed ${SEED})`, () => {
  it('home: a question in From, then a number in To', () =>
    onPages(async (page, box) => {
      const p = pick(linearPairs);
      // Home starts from its own tab: the question names both units by their symbols.
      const question: Step = { box: 'From', text: `${typedNumber()} ${p.from.symbol} in ${p.to.symbol}` };
      const steps = box === 'From' ? [question] : [question, { box, text: typedNumber() }];
      await askConverter(
        page,
        'home',
        '/',
        steps,
        categories.map((c) => c.id),
      );
    }));

  it('a converter page, its pair by address', () =>
    onPages(async (page, box) => {
      const p = pick(linearPairs);
      await askConverter(
        page,
        'converter',
        converterPath(p.category, { from: p.from.id, to: p.to.id }),
        [{ box, text: typedNumber() }],
        [p.category.id],
      );
    }));

  it('a built pair page', () =>
    onPages(async (page, box) => {
      const p = pick(builtPairs);
      await askConverter(
        page,
        'built pair',
        pairPath(p.category, p.from, p.to),
        [{ box, text: typedNumber() }],
        [p.category.id],
      );
    }));

  it('a pair without a built page', () =>
    onPages(async (page, box) => {
      const p = pick(unbuiltPairs);
      await askConverter(
        page,
        'unbuilt pair',
        pairPath(p.category, p.from, p.to),
        [{ box, text: typedNumber() }],
        [p.category.id],
      );
    }, true));

  it('quick convert', () =>
    onPages(async (page, box) => {
      const p = pick(linearPairs);
      await askConverter(
        page,
        'quick convert',
        quickConvertHref(p.category, p.from, p.to),
        [{ box, text: typedNumber() }],
        [p.category.id],
      );
    }));

  it('the kitchen: measures of one kind exactly, of volume and weight through the density (not put to GNU units)', () =>
    onPages(async (page, box) => {
      const from = pick(kitchenUnits);
      const to = pick(kitchenUnits.filter((u) => u !== from));
      await askConverter(
        page,
        'kitchen',
        `${STATIC_PATHS.kitchen}?ingredient=${firstIngredient.id}&from=${from}&to=${to}`,
        [{ box, text: typedNumber() }],
        ['volume', 'weight'],
        true,
      );
    }));
});

describe(`calculator lines agree with GNU units (seed ${SEED})`, () => {
  it('a line converting an amount', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    recordPageErrors(page, errors);
    try {
      await page.goto(BASE_URL + '/calculator');
      const line = page.locator('#tape-line-1');
      for (let i = 0; i < 2 * PER_BOX; i++) {
        const p = pick(linearPairs);
        const amount = typedNumber();
        const text = `${amount} ${p.from.symbol} to ${p.to.symbol}`;
        // The site's own reading says which units the line names; GNU units checks the number.
        const reading = calculate(text, categories);
        await typeInto(line, text);
        const result = page.locator('[data-testid="tape-answer"]').first();
        await expect
          .poll(async () => (await result.textContent()) ?? '', { message: text })
          .not.toMatch(/^…|^$/);
        await page.waitForTimeout(300);
        const shown = (
          (await result
            .locator('[data-testid="tape-result"]')
            .textContent()
            .catch(() => null)) ?? ''
        ).trim();
        if (!reading.ok || !reading.source || reading.parts.length !== 1 || reading.coherent) continue;
        const m = /^(=|≈) (.*)$/.exec(shown);
        if (!m) {
          problems.push(`calculator (${text}): "${shown}" is no answer`);
          continue;
        }
        const from = units.get(`${reading.source.unit.category.id}.${reading.source.unit.unit.id}`)?.unit;
        const to = units.get(`${reading.parts[0]!.unit.category.id}.${reading.parts[0]!.unit.unit.id}`)?.unit;
        const value = leadingNumber(m[2]!);
        if (from && to && value !== null)
          claims.push({
            where: `calculator (${text})`,
            text: shown,
            sign: m[1] as '=' | '≈',
            amount: Number(amount),
            from,
            result: value,
            to,
          });
      }
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});

/** For each claim, why GNU units disagrees with it, or null when it agrees. */
async function disagreements(said: readonly Claim[]): Promise<(string | null)[]> {
  const questions: UnitsQuestion[] = said.flatMap((c) => [
    { have: gnuAmount(c.amount, c.from), want: gnuTarget(c.to) },
    { have: gnuAmount(c.result, c.to), want: gnuTarget(c.from) },
  ]);
  const answers = await askGnuUnits(questions);
  return said.map((c, i) => {
    const forward = answers[2 * i]!.value;
    const back = answers[2 * i + 1]!.value;
    if (forward === null || back === null)
      return `${c.where}: GNU units cannot answer ${questions[2 * i]!.have} → ${questions[2 * i]!.want}: ${answers[2 * i]!.output}`;
    const slack = c.from.kind === 'affine' || c.to.kind === 'affine' ? 1e-9 : 0;
    // A rounded answer may be rounded on either side: the side typed is exact, the other within its digits.
    const right =
      c.sign === '='
        ? agrees(c.result, forward, '=', slack) && agrees(c.amount, back, '=', slack)
        : agrees(c.result, forward, '≈', slack) || agrees(c.amount, back, '≈', slack);
    return right
      ? null
      : `${c.where}: "${c.text}", GNU units says ${c.amount} ${c.from.symbol} = ${forward} ${c.to.symbol}`;
  });
}

describe('GNU units', () => {
  it('agrees with every answer shown, and the pages showed neither an error nor a blank converter', async () => {
    expect(problems).toEqual([]);
    const checked = claims.filter((c) => checkable(c.from) && checkable(c.to));
    // Most of the answers are put to GNU units: the sample says something.
    expect(checked.length).toBeGreaterThan(PER_BOX * 2 * 5);
    expect((await disagreements(checked)).filter((d) => d !== null)).toEqual([]);
    // The check tells a wrong answer: each of the same answers, a ten-thousandth off, is caught
    // (on a plain scale: an offset one may turn the same slip into less on the other side).
    const off = checked
      .filter((c) => c.result !== 0 && c.from.kind === 'linear' && c.to.kind === 'linear')
      .map((c) => ({ ...c, result: c.result * (1 + 1e-4) }));
    const caught = await disagreements(off);
    expect(
      off
        .filter((_, i) => caught[i] === null)
        .map((c) => `${c.where}: ${c.amount} ${c.from.symbol} ${c.sign} ${c.result} ${c.to.symbol}`),
    ).toEqual([]);
  });
});
