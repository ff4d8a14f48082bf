import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { categories } from '../../src/lib/catalog';
import { convertWithin } from '../../src/lib/conversion';
import { formatResult } from '../../src/lib/format';

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
});
afterAll(() => browser?.close());

async function hydrated(path: string) {
  await page.goto(BASE_URL + path);
  await page.waitForSelector('astro-island:not([ssr])');
}

describe('converter page of every category converts in Chromium', () => {
  it.each(categories.map((c) => [c.id, c] as const))('%s', async (_id, category) => {
    await hydrated(`/converter/${category.id}`);
    const units = category.units;
    // Pick a pair other than the first two so the test exercises the selects.
    const from = units[units.length - 1]!;
    const to = units[Math.floor(units.length / 2)]!;
    await page.getByLabel('From unit').selectOption(from.id);
    await page.getByLabel('To unit').selectOption(to.id);
    await page.getByLabel('From', { exact: true }).fill('12.5');
    const expected = formatResult(convertWithin(category, from.id, to.id, 12.5, 10), 10);
    await expect.poll(() => page.locator('output').first().textContent()).toBe(expected);
    expect(expected).not.toBe('');
    expect(errors).toEqual([]);
  });
});
