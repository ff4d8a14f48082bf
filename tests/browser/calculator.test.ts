/**
 * The calculator page in Chromium, as a visitor uses it: the built tape answers before any
 * script runs, lines are answered as they are typed, Enter starts a line, the tape survives a
 * reload, Copy link gives an address that opens the same tape, and what cannot be read is
 * marked with its sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const line = (page: Page, n: number) => page.getByLabel(`${n}. line`, { exact: true });
const result = (page: Page, n: number) => page.getByTestId('tape-answer').nth(n - 1);

async function open(
  path = '/calculator',
  context?: BrowserContext,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  context ??= await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const page = await context.newPage();
  const errors: string[] = [];
  recordPageErrors(page, errors);
  await page.goto(BASE_URL + path);
  await page.waitForSelector('[data-calculator-ready="true"]', { timeout: 30_000 });
  return { context, page, errors };
}

/** Opens a calculator, starts from an empty tape, runs `use`, checks that the page had no errors and closes it. */
async function onEmptyTape(use: (page: Page) => Promise<void>): Promise<void> {
  const { context, page, errors } = await open();
  try {
    await page.getByRole('button', { name: 'Clear' }).click();
    await use(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('the calculator (Chromium)', () => {
  it('arrives with its example tape answered in the page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/calculator`);
      expect(await page.getByTestId('tape-result').allTextContents()).toEqual([
        '= 120 mi',
        '= 0.8 kWh',
        '= 180.34 cm',
      ]);
    } finally {
      await context.close();
    }
  });

  it('answers lines as they are typed; Enter starts the next line; the tape survives a reload', () =>
    onEmptyTape(async (page) => {
      await line(page, 1).pressSequentially('3 ft * 4 ft to m²');
      await expect.poll(() => result(page, 1).textContent()).toContain('≈ 1.11484 m²');
      await line(page, 1).press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tape-line-2');
      await line(page, 2).pressSequentially('9.81 m/s^2 * 75 kg to lbf');
      await expect.poll(() => result(page, 2).textContent()).toContain('≈ 165.403 lbf');
      expect(await result(page, 2).getByRole('link').getAttribute('href')).toMatch(/^\/converter\/force\?/);
      await page.reload();
      await page.waitForSelector('[data-calculator-ready="true"]');
      await expect.poll(() => line(page, 2).inputValue()).toBe('9.81 m/s^2 * 75 kg to lbf');
      await expect.poll(() => result(page, 1).textContent()).toContain('≈ 1.11484 m²');
    }));

  it('Copy link gives an address that opens the same tape elsewhere', () =>
    onEmptyTape(async (page) => {
      await line(page, 1).fill('1 kWh / 100 km to Wh/mi');
      await line(page, 1).press('Enter');
      await line(page, 2).fill('5000 s to h:m:s');
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect.poll(() => page.getByTestId('calculator-notice').textContent()).toBe('Link copied.');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(
        `${BASE_URL}/calculator?l=1%20kWh%20%2F%20100%20km%20to%20Wh%2Fmi&l=5000%20s%20to%20h%3Am%3As`,
      );
      const other = await open(link.slice(BASE_URL.length), await browser.newContext());
      try {
        await expect.poll(() => result(other.page, 1).textContent()).toContain('≈ 16.0934 Wh/mi');
        await expect.poll(() => result(other.page, 2).textContent()).toContain('= 1 h 23 min 20 s');
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
    }));

  it('marks what it cannot read and names both dimensions that do not agree', () =>
    onEmptyTape(async (page) => {
      await line(page, 1).fill('5 fooz + 3 m');
      await expect.poll(() => result(page, 1).textContent()).toContain('‘fooz’ is not a unit we know.');
      expect(await result(page, 1).locator('mark').textContent()).toBe('fooz');
      expect(await line(page, 1).getAttribute('aria-invalid')).toBe('true');
      await line(page, 1).fill('100 W * 8 h to km');
      await expect
        .poll(() => result(page, 1).textContent())
        .toContain('‘100 W * 8 h’ is an energy and ‘km’ is a length: one does not convert to the other.');
      expect(await result(page, 1).locator('mark').textContent()).toBe('km');
    }));

  it('a spelling with several meanings is answered with a choice, which rewrites the line', () =>
    onEmptyTape(async (page) => {
      await line(page, 1).fill('5 Gb');
      await expect.poll(() => result(page, 1).textContent()).toContain('= 5 Gb');
      await result(page, 1)
        .getByRole('button', { name: /^gigabit \(data storage\)/ })
        .click();
      await expect.poll(() => line(page, 1).inputValue()).toBe('5 gigabits');
      await expect.poll(() => result(page, 1).textContent()).toContain('= 5 Gbit');
    }));

  it('a damaged stored tape gives the examples, not a broken page', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('unit-calculator', '{"lines": [1, null'));
    const { page, errors } = await open('/calculator', context);
    try {
      await expect.poll(() => line(page, 1).inputValue()).toBe('60 mph * 2 h');
      await expect.poll(() => result(page, 1).textContent()).toContain('= 120 mi');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
