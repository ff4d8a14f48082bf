/**
 * The data-rate and pace categories in Chromium, on their converter and pair pages: a question
 * typed into the smart box, the pair page's built answer and typing there, and pace's
 * reciprocal units (a speed read as a pace).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pairPath } from '../../src/core/routes';
import { BASE_URL, launchChromium } from './chromium';
import { openConverter, unitBox, valueBox } from './converterPage';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(() => browser?.close());

/** The answer sentence with its spacing made plain: '100 Mbit/s = 12.5 MB/s'. */
const sentence = async (page: Page) => (await page.getByTestId('converter-answer').textContent())?.replace(/\s+/g, ' ').trim();

async function type(page: Page, text: string): Promise<void> {
  await valueBox(page).fill('');
  await valueBox(page).pressSequentially(text);
}

describe('data transfer rate and pace', () => {
  it.each([
    ['/converter/data_rate', '100 Mbps to MB/s', '100 Mbit/s = 12.5 MB/s', 'megabit per second', 'megabyte per second'],
    ['/converter/data_rate', '1 GB/s in Gbit/s', '1 GB/s = 8 Gbit/s', 'gigabyte per second', 'gigabit per second'],
    ['/converter/pace', '5 min/km to min/mi', '5 min/km = 8.04672 min/mi', 'minute per kilometer', 'minute per mile'],
    ['/converter/pace', '12 km/h to min/km', '12 km/h = 5 min/km', 'kilometer per hour', 'minute per kilometer'],
  ])('%s: the smart box answers %j', async (path, text, expected, from, to) => {
    const { context, page, errors } = await openConverter(browser, path);
    try {
      await type(page, text);
      await expect.poll(() => sentence(page)).toBe(expected);
      expect(await unitBox(page, 'From').inputValue()).toBe(from);
      expect(await unitBox(page, 'To').inputValue()).toBe(to);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['data_rate', 'megabit_per_second', 'megabyte_per_second', '10 Mbit/s = 1.25 MB/s', '250', '250 Mbit/s = 31.25 MB/s'],
    ['pace', 'minute_per_kilometer', 'minute_per_mile', '10 min/km = 16.09344 min/mi', '4.5', '4.5 min/km = 7.242048 min/mi'],
    ['pace', 'kilometer_per_hour', 'minute_per_kilometer', '10 km/h = 6 min/km', '15', '15 km/h = 4 min/km'],
  ])('the %s pair page %s → %s answers from its HTML, then as typed', async (category, from, to, built, typed, expected) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const response = await page.goto(BASE_URL + pairPath(category, from, to));
      expect(response?.status()).toBe(200);
      expect(await sentence(page)).toBe(built);
      await page.waitForSelector('[data-converter-ready="true"]');
      await type(page, typed);
      await expect.poll(() => sentence(page)).toBe(expected);
    } finally {
      await context.close();
    }
  });
});
