/**
 * The quantity language in the converters' box, as a visitor types it: computations with
 * units, answered on the converter, in whichever category their answer belongs to; dimensions
 * that do not agree get one sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { openConverter, unitBox, valueBox } from './converterPage';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const sentence = async (page: Page) =>
  (await page.getByTestId('converter-answer').textContent())?.replace(/\s+/g, ' ').trim();
const message = (page: Page) => page.getByTestId('input-message');

async function type(page: Page, text: string): Promise<void> {
  const box = valueBox(page);
  await box.fill('');
  await box.pressSequentially(text);
}

describe('calculations in the converter box (Chromium)', () => {
  it.each([
    ['/converter/length', '3 in * 7', /^21 in = 1\.75 ft$/, 'inch'],
    ['/converter/length', '(5 m + 3 in) * 7', /^35\.5334 m ≈ 116\.579 ft$/, 'meter'],
    ['/converter/length', '60 mph * 2 h to km', /^120 mi ≈ 193\.121 km$/, 'mile'],
    ['/converter/length', '6 foot 4 in cm', /^6 foot 4 in = 193\.04 cm$/, 'foot'],
    ['/converter/area', '3 ft * 4 ft to m²', /^12 ft² ≈ 1\.11484 m²$/, 'square foot'],
    ['/converter/speed', '36 km per hour', /^36 km\/h ≈ 22\.3694 mph$/, 'kilometer per hour'],
    ['/', '2.3*m', /^2\.3 m ≈ 7\.54593 ft$/, 'meter'],
    ['/', '1/2 in', /^0\.5 in ≈ 0\.0416667 ft$/, 'inch'],
  ])('%s: %j', async (path, text, expected, from) => {
    const { context, page, errors } = await openConverter(browser, path);
    try {
      await type(page, text);
      await expect.poll(() => sentence(page), { timeout: 10_000 }).toMatch(expected);
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe(from);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/converter/length', '100 W * 8 h to kWh', /= 0\.8 kWh$/, 'kilowatt hour', 'Showing energy.'],
    ['/', 'kg*m/s^2 to N', /= 1 N$/, 'newton', null],
  ])('%s: %j is answered in place, in its own category', async (path, text, answer, to, note) => {
    const { context, page, errors } = await openConverter(browser, path);
    try {
      await type(page, text);
      await expect.poll(() => sentence(page), { timeout: 10_000 }).toMatch(answer);
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe(to);
      if (note) expect(await page.getByTestId('away-note').textContent()).toContain(note);
      else expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Force');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/', '1.8 m to feet and inches', /^≈ 5 ft 10 7\/8 in$/, 'foot'],
    ['/converter/time', '5000 s to h:m:s', /^= 1 h 23 min 20 s$/, 'hour'],
  ])('%s: %j shows the mixed answer it asks for on the converter', async (path, text, mixed, to) => {
    const { context, page, errors } = await openConverter(browser, path);
    try {
      await type(page, text);
      await expect
        .poll(() => page.getByTestId('mixed-result').textContent(), { timeout: 10_000 })
        .toMatch(mixed);
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe(to);
      expect(await message(page).isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an answer in units no category has is shown on the answer line, the converter left as it is', async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      await type(page, '1 barn');
      await expect.poll(() => unitBox(page, 'From').inputValue(), { timeout: 10_000 }).toBe('barn');
      await page.keyboard.type(' to fm²');
      await expect.poll(() => sentence(page), { timeout: 10_000 }).toBe('1 barn = 100 fm²');
      expect(await unitBox(page, 'From').inputValue()).toBe('barn');
      // The To box stands beside the To unit, which the answer is not in.
      expect(await page.locator('#converter-to-value').inputValue()).toBe('');
      await page.getByRole('button', { name: 'Copy result' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('100 fm²');
      expect(await message(page).isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('dimensions that do not agree get one sentence naming both', async () => {
    const { context, page, errors } = await openConverter(browser, '/converter/length');
    try {
      await type(page, '100 W * 8 h to km');
      await expect
        .poll(() => message(page).textContent(), { timeout: 10_000 })
        .toContain('‘100 W * 8 h’ is an energy and ‘km’ is a length: one does not convert to the other.');
      expect(await message(page).locator('mark').textContent()).toBe('km');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a unit of this converter typed as it is spelled is never another unit in another case', async () => {
    // 'cm' is the centimetre, not the circular mil (alias 'CM'), even before an area.
    const { context, page, errors } = await openConverter(browser, '/converter/length');
    try {
      await type(page, '5 cm to in²');
      await expect
        .poll(() => message(page).textContent(), { timeout: 10_000 })
        .toContain('‘5 cm’ is a length and ‘in²’ is an area: one does not convert to the other.');
      expect(await message(page).textContent()).not.toMatch(/circular/);
      expect(await page.getByTestId('converter-answer').textContent()).not.toMatch(/cmil/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('errors that point (Chromium)', () => {
  it('the part of the box the language could not read is marked beside the sentence', async () => {
    const { context, page, errors } = await openConverter(browser, '/converter/length');
    try {
      await type(page, '5 ft + 3 fooz');
      await expect.poll(() => message(page).textContent(), { timeout: 10_000 }).toContain('‘fooz’');
      expect(await message(page).locator('mark').textContent()).toBe('fooz');
      expect(await valueBox(page).getAttribute('aria-invalid')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
