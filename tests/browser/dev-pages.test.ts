/**
 * Under `npm run dev`, the pages that render their converter from their own scripts (a pair page,
 * a quick-convert page) come to life and convert, as the built site does: catalogue editors check
 * a new unit's pages there. A quick-convert page's form written for another pair than the built
 * one is hydrated, so it must be what the converter renders for that pair: React's development
 * build reports any difference.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordPageErrors } from './chromium';
import { startDevServer, type DevServer } from './devServer';

let dev: DevServer | undefined;
let browser: Browser;

beforeAll(async () => {
  dev = await startDevServer();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  dev?.stop();
});

/**
 * React's development build compares attributes on hydration and reports the unit fields'
 * padding, which the pair page's script fits before the converter is live (pickerFit.ts); the
 * production build does not compare them. Any other difference counts.
 */
function onlyFittedPadding(error: string): boolean {
  const differences = error.split('\n').filter((line) => /^[+-] {2,}/.test(line));
  return (
    error.includes('hydration-mismatch') &&
    differences.length > 0 &&
    differences.every((line) => line.includes('style={{padding-right:'))
  );
}

/** Opens a page of the dev server, reaches for the converter's box (which loads its converter) and waits until it is live. */
async function openLive(path: string, errors: string[]): Promise<Page> {
  const page = await browser.newPage();
  recordPageErrors(page, errors);
  await page.goto(dev!.base + path);
  // An error while it starts fails at once, with its message.
  const failed = page.waitForEvent('pageerror', { timeout: 0 }).then((error) => Promise.reject(error));
  failed.catch(() => undefined); // also rejects when the page closes, after the race
  // The box is focused again until the page is live: Vite reloads a page once when its first
  // requests find modules it has not prepared yet, and the reloaded page has lost the focus.
  const live = expect
    .poll(
      async () => {
        // The focus reaches for a pair page's converter; the pointer for quick convert's too,
        // whose box has the focus from the start.
        await page.locator('#converter-value').focus();
        await page.locator('#converter-value').hover();
        return page.evaluate(() => document.documentElement.dataset.widgets);
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBe('ready');
  live.catch(() => undefined); // also rejects when an error has won the race
  await Promise.race([live, failed]);
  return page;
}

describe('npm run dev', () => {
  it.each([
    ['a pair page', '/length/foot-to-meter', '2', '0.6096'],
    ['the quick-convert page', '/quick-convert/length/', '0.3048', '1'],
    [
      'a quick-convert page for another pair',
      '/quick-convert/length/?from=kilometer&to=foot',
      '0.3048',
      '1000',
    ],
    [
      'a quick-convert page for another pair, with its thermometer',
      '/quick-convert/temperature/?from=fahrenheit&to=kelvin',
      '32',
      '273.15',
    ],
  ])('%s converts what is typed', async (_page, path, typed, answer) => {
    const errors: string[] = [];
    const page = await openLive(path, errors);
    try {
      await page.locator('#converter-value').fill(typed);
      await expect.poll(() => page.locator('#converter-to-value').inputValue()).toBe(answer);
      expect(errors.filter((e) => !onlyFittedPadding(e))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
