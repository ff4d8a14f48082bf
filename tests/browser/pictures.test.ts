/**
 * The thermometer follows the typed value, on a temperature pair page and on the main
 * converter (the same converter's picture): the value's tick, both its labels, the liquid and
 * the accessible name.
 * Expected geometry comes from src/core/pictures, computed here in Node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { openConverter, valueBox, waitReady } from './converterPage';
import { thermometer, THERMOMETER } from '../../src/core/pictures';
import { parseExact } from '../../src/core/quantityNumber';
import { unitPair } from '../unit/unitPair';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const fC = unitPair('temperature', 'fahrenheit', 'celsius');
const expected = (value: string) => thermometer(fC.from, fC.to, parseExact(value)!)!;

const picture = (page: Page) => page.locator('svg[data-thermometer]');
/** The value mark's two labels, from-unit first. */
const valueLabels = (page: Page) => picture(page).locator('[data-mark="value"] text').allTextContents();
const attribute = (page: Page, selector: string, name: string) =>
  picture(page).locator(selector).first().getAttribute(name);

/** The picture as drawn: the value's tick, its labels, the liquid and the accessible name, all at `value`. */
async function expectAt(page: Page, value: string): Promise<void> {
  const t = expected(value);
  await expect.poll(() => valueLabels(page)).toEqual([t.marks[2].fromText, t.marks[2].toText]);
  expect(await page.getByRole('img', { name: t.description }).count()).toBe(1);
  expect(Number(await attribute(page, '[data-mark="value"] line', 'y1'))).toBeCloseTo(t.marks[2].y, 6);
  expect(Number(await attribute(page, '[data-level]', 'y'))).toBeCloseTo(t.levelY, 6);
  expect(Number(await attribute(page, '[data-level]', 'height'))).toBeCloseTo(t.levelHeight, 6);
  const textYs = await picture(page)
    .locator('[data-mark] text')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('y'))));
  expect(textYs).toEqual(t.marks.flatMap((m) => [m.textY, m.textY]));
}

describe('pair page', () => {
  it('the thermometer moves to the typed value: 98.6 °F is 37 °C', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    recordPageErrors(page, errors);
    await page.goto(`${BASE_URL}/temperature/fahrenheit-to-celsius`);
    await waitReady(page);
    await expectAt(page, '10');
    await valueBox(page).fill('98.6');
    await expectAt(page, '98.6');
    expect(await valueLabels(page)).toEqual(['98.6 °F', '37 °C']);
    // Beyond the tube: the tick at its end, the labels true.
    await valueBox(page).fill('1000');
    await expectAt(page, '1000');
    expect(expected('1000').marks[2].y).toBe(THERMOMETER.top);
    // Unreadable text leaves the picture where it was.
    await valueBox(page).fill('98.6');
    await expectAt(page, '98.6');
    await valueBox(page).fill('98.6 %%');
    await expectAt(page, '98.6');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('main converter', () => {
  it('temperature shows the thermometer at the typed value in the chosen units', async () => {
    const { context, page, errors } = await openConverter(
      browser,
      '/converter/temperature?from=fahrenheit&to=celsius',
    );
    await expectAt(page, '0');
    await valueBox(page).fill('98.6');
    await expectAt(page, '98.6');
    expect(await valueLabels(page)).toEqual(['98.6 °F', '37 °C']);
    await valueBox(page).fill('-40');
    await expectAt(page, '-40');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('other categories show no thermometer', async () => {
    const { context, page, errors } = await openConverter(browser, '/converter/length');
    expect(await picture(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
