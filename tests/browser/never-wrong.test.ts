/**
 * A new visitor's first keys, typed as a person types them (40–400 ms a key, on a fast machine
 * and with the CPU slowed 4×): the To box reads a unit typed there from the first key, an
 * unreadable To clears From, and a pause in a half-typed question shows nothing new, on every
 * page type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { reachForConverter, unitBox, valueBox, withConverter } from './converterPage';
import { BASE_URL, recordPageErrors } from './chromium';
import { categories } from '../../src/build-time/catalog';
import { firstIngredient, kitchenCategory } from '../../src/build-time/kitchen';
import { HISTORY_KEY } from '../../src/browser/storageKey';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(() => browser?.close());

const sentence = async (page: Page) => (await page.getByTestId('converter-answer').textContent())?.replace(/\s+/g, ' ').trim();
const toBox = (page: Page) => page.getByLabel('To', { exact: true });

/** A seeded stream of key delays between 40 and 400 ms, so a failure can be replayed. */
function delays(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 40 + (x % 361);
  };
}

/** Types into a box key by key at a person's speed. */
async function typeSlowly(page: Page, box: ReturnType<Page['getByLabel']>, text: string, seed: number): Promise<void> {
  const next = delays(seed);
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  for (const key of text) {
    await page.keyboard.type(key);
    await page.waitForTimeout(next());
  }
}

async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

describe('the To box reads a unit typed there, on a page just opened', () => {
  it.each([
    ['/', '180 cm', 'centimeter', '1.8 m = 180 cm', 1],
    ['/converter/weight', '16 oz', 'ounce', '0.45359237 kg = 16 oz', 4],
    ['/converter/temperature', '300 K', 'kelvin', '26.85 °C = 300 K', 1],
    ['/length/meter-to-foot', '12 in', 'inch', '0.3048 m = 12 in', 4],
  ])('%s: %j typed in To answers in its unit', (path, text, unit, expected, rate) => withConverter(browser, path, null, async ({ page, errors }) => {
    await slowCpu(page, rate);
    await typeSlowly(page, toBox(page), text, text.length * 7);
    await expect.poll(() => unitBox(page, 'To').inputValue()).toBe(unit);
    await expect.poll(() => sentence(page)).toBe(expected);
    // Nothing typed in To ends up where it was not typed, and the box keeps what was typed.
    expect(await toBox(page).inputValue()).toBe(text);
    expect(errors).toEqual([]);
  }));

  it('clears From when the To box cannot be read, and the address keeps no number', () => withConverter(browser, '/converter/length', null, async ({ page, errors }) => {
    await typeSlowly(page, toBox(page), '777', 3);
    await expect.poll(() => valueBox(page).inputValue()).toBe('236.8296');
    await typeSlowly(page, toBox(page), 'abc', 5);
    await expect.poll(() => sentence(page)).toBe('No result');
    expect(await valueBox(page).inputValue()).toBe('');
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).searchParams.get('v')).toBeNull();
    expect(errors).toEqual([]);
  }));
});

describe('a pause in a half-typed question shows nothing new', () => {
  it.each([
    ['100 km/h in', 'Kinematic'],
    ['100 km/h in mp', 'Force'],
  ])('home: %j and a pause leave the answer in speed, never %s, and record nothing', (text, wrong) => withConverter(browser, '/', null, async ({ page, errors }) => {
    await typeSlowly(page, valueBox(page), text, 11);
    await page.waitForTimeout(1200);
    expect(await sentence(page)).toBe('100 km/h ≈ 62.1371 mph');
    expect(await page.getByTestId('converter-answer').getAttribute('data-status')).toBe('waiting');
    expect(await page.getByRole('tab', { name: new RegExp(wrong) }).count()).toBe(0);
    // Leaving the page records nothing the converter did not take.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const history = await page.evaluate(() => localStorage.getItem('unit-converter-history') ?? '');
    expect(history).not.toMatch(/kinematic|force/i);
    expect(errors).toEqual([]);
  }));
});

/** Whether a category the test allows (the kitchen's first ingredient's among them) has both units the boxes name. */
const known = [...categories, kitchenCategory(firstIngredient)];
const inCategories = (ids: readonly string[], names: readonly string[]) =>
  ids.some((id) => names.every((name) => known.find((c) => c.id === id)?.units.some((u) => u.name === name)));

describe('a pause after each key of a question, on every page type', () => {
  // The page, its own categories, a question and the categories it names, each a complete
  // question on the way ('100 km' is one); the last is where it ends.
  it.each([
    ['/', ['length'], '72 f in c', ['temperature'], 1],
    ['/converter/weight', ['weight'], '100 km/h in mph', ['length', 'speed'], 4],
    ['/length/meter-to-foot', ['length'], '5 ft 3 in to cm', [], 1],
    ['/length/meter-to-parsec', ['length'], '1 GB to MB', ['data_storage'], 1],
    ['/quick-convert/length?from=mile&to=furlong', ['length'], '36 km per hour', ['speed'], 4],
    ['/kitchen', ['ingredient-all_purpose_flour', 'volume', 'weight'], '2 tbsp in ml', [], 1],
  ])('%s: %j shows and records only its own categories at every pause', async (path, own, question, named, rate) => {
    // Opened as a visitor opens it (a pair page's converter comes alive when reached for).
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    recordPageErrors(page, errors);
    await page.goto(BASE_URL + path);
    await reachForConverter(page);
    await page.waitForSelector('[data-converter-ready="true"]');
    await slowCpu(page, rate);
    const allowed = [...own, ...named];
    const box = page.locator('#converter-value');
    await box.click();
    await box.press('ControlOrMeta+a');
    for (let i = 1; i <= question.length; i++) {
      await page.keyboard.type(question[i - 1]!);
      // A pause longer than the converter waits for, after every key.
      await page.waitForTimeout(700);
      const names = await Promise.all([page.locator('#converter-from').inputValue(), page.locator('#converter-to').inputValue()]);
      expect(inCategories(allowed, names), `after ${JSON.stringify(question.slice(0, i))}: ${names.join(' -> ')}`).toBe(true);
    }
    const ends = named.length ? named : own;
    await expect.poll(async () => inCategories(ends, [await page.locator('#converter-from').inputValue(), await page.locator('#converter-to').inputValue()])).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const history = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}') as { entries: { category: string }[] }, HISTORY_KEY);
    for (const entry of history.entries) expect(allowed, `history records ${entry.category}`).toContain(entry.category);
    // The 404 page that draws a pair without a page of its own says so to the browser.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);
});
