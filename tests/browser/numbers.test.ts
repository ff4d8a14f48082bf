/**
 * Numbers for people, in Chromium against the built site: powers of ten on screen and
 * e-notation in Copy, feet and inches to 1/16 in, a chosen precision that leaves the pair's
 * facts alone and is named on the folded options, and an exact answer's own fraction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { openConverter, resultBox, valueBox } from './converterPage';
import { pairPath } from '../../src/core/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('numbers people read', () => {
  it('a power of ten reads 9.46073 × 10¹⁸ on screen, and Copy gives what a spreadsheet reads', async () => {
    const { context, page, errors } = await openConverter(
      browser,
      '/converter/length?from=light_year&to=millimeter',
    );
    await valueBox(page).fill('1');
    await expect
      .poll(() => page.getByTestId('converter-answer').textContent())
      .toBe('1 ly ≈ 9.46073 × 10¹⁸ mm');
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('9.46073e18 mm');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('feet and inches to the nearest 1/16 in; a chosen precision rounds the answer only, and the folded options say so', async () => {
    const { context, page, errors } = await openConverter(
      browser,
      '/converter/length?from=centimeter&to=foot',
    );
    const summary = page.getByTestId('display-summary');
    expect(await summary.textContent()).toBe('Precision and number format');
    await valueBox(page).fill('175');
    await expect.poll(() => resultBox(page).textContent()).toBe('5.74147');
    const unitLine = await page.getByTestId('unit-line').textContent();
    const formula = await page.getByTestId('unit-formula').textContent();
    expect(unitLine).toBe('1 centimeter ≈ 0.0328084 feet');
    await summary.click();
    await page.getByLabel('Show as').selectOption('foot.inch');
    await expect.poll(() => page.getByTestId('mixed-result').textContent()).toBe('≈ 5 ft 8 7/8 in');
    await page.getByLabel('Precision').selectOption('s3');
    await expect.poll(() => resultBox(page).textContent()).toBe('5.74');
    // The one-unit line and the formula keep Auto.
    expect(await page.getByTestId('unit-line').textContent()).toBe(unitLine);
    expect(await page.getByTestId('unit-formula').textContent()).toBe(formula);
    await summary.click();
    await expect
      .poll(() => summary.locator('xpath=..').evaluate((d) => (d as HTMLDetailsElement).open))
      .toBe(false);
    expect(await summary.textContent()).toBe('Display · 3 significant figures · ft + in');
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('5 ft 8 7/8 in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an answer that is exactly a simple fraction shows it under the answer', async () => {
    const { context, page, errors } = await openConverter(
      browser,
      `${pairPath('length', 'centimeter', 'inch')}?v=6.35`,
    );
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('6.35 cm = 2.5 in');
    expect(await page.getByTestId('fraction-result').textContent()).toBe('= 2 1/2 in');
    expect(await page.getByTestId('fraction-result').isVisible()).toBe(true);
    await valueBox(page).fill('10');
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('10 cm ≈ 3.93701 in');
    expect(await page.getByTestId('fraction-result').textContent()).toBe('≈ 3 15/16 in');
    await valueBox(page).fill('1');
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('1 cm ≈ 0.393701 in');
    expect(await page.getByTestId('fraction-result').isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
