/**
 * Every category's converter page, in Chromium: it comes back to a pair other than its first
 * two (the visitor's stored choice) and converts what is typed, to the digit the engine gives.
 * Picking units with the pickers is tested on a few pages (pickers.test.ts); that a picker finds
 * every unit by its name is tested over the whole catalogue in Node (unitSearch.test.ts).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { resultBox, unitBox, valueBox, waitReady } from './converterPage';
import { categories } from '../../src/build-time/catalog';
import { convertTyped } from '../../src/core/quantityResult';
import { AUTO, formatExact } from '../../src/core/numberFormat';
import { parseExact } from '../../src/core/quantityNumber';

let browser: Browser;
// One context for the file, one page after another: the site's code is fetched and compiled
// once, as for a visitor going from page to page, and each page sets the stored choice it opens with.
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
});
afterAll(() => browser?.close());

describe('the converter page of every category converts in Chromium', () => {
  it.for(categories.map((c) => [c.id, c] as const))('%s', async ([, category], { expect }) => {
    const { units } = category;
    const from = units[units.length - 1]!;
    const to = units[Math.floor(units.length / 2)]!;
    const stored = JSON.stringify({
      category: category.id,
      fromUnit: from.id,
      toUnit: to.id,
      fromValue: '1',
      history: [],
      categoryStates: {},
    });
    const page = await context.newPage();
    try {
      const errors: string[] = [];
      recordPageErrors(page, errors);
      await page.addInitScript((raw) => localStorage.setItem('unit-converter', raw), stored);
      await page.goto(`${BASE_URL}/converter/${category.id}`);
      await waitReady(page);
      expect(await unitBox(page, 'From').inputValue()).toBe(from.name);
      expect(await unitBox(page, 'To').inputValue()).toBe(to.name);
      await valueBox(page).fill('12.5');
      const y = convertTyped(parseExact('12.5')!, from, to);
      const expected =
        y === null ? '' : formatExact(y, { precision: AUTO, format: 'dot', grouping: true }).text;
      expect(expected).not.toBe('');
      await expect.poll(() => resultBox(page).textContent()).toBe(expected);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
