/**
 * A new visitor's first keys, typed as a person types them (40–400 ms a key, on a fast machine
 * and with the CPU slowed 4×): the To box reads a unit typed there from the first key, an
 * unreadable To clears From, and a pause in a half-typed question shows nothing new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { unitBox, valueBox, withConverter } from './converterPage';

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
