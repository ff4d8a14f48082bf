/**
 * The data-rate, pace and decibel categories in Chromium, on their converter and pair pages: a
 * question typed into the smart box, the pair page's built answer and typing there, pace's
 * reciprocal units (a speed read as a pace), and levels in decibels (exact at powers of ten,
 * rounded elsewhere, no level for a negative power, no sum of two levels).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pairPath } from '../../src/core/routes';
import { BASE_URL, launchChromium } from './chromium';
import { bodyText, openConverter, unitBox, valueBox, waitReady } from './converterPage';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The answer sentence with its spacing made plain: '100 Mbit/s = 12.5 MB/s'. */
const sentence = async (page: Page) =>
  (await page.getByTestId('converter-answer').textContent())?.replace(/\s+/g, ' ').trim();

async function type(page: Page, text: string): Promise<void> {
  await valueBox(page).fill('');
  await valueBox(page).pressSequentially(text);
}

/** Opens a converter page in a fresh context, runs the check on it, and closes it; no page error on the way. */
async function onConverter(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { context, page, errors } = await openConverter(browser, path);
  try {
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** A question typed into a converter's smart box: the answer, and the units it set on both sides. */
async function answersQuestion(
  path: string,
  text: string,
  expected: string,
  from: string,
  to: string,
): Promise<void> {
  await onConverter(path, async (page) => {
    await type(page, text);
    await expect.poll(() => sentence(page)).toBe(expected);
    // The converter moves to the question's units once the question is whole (or typing pauses).
    await expect.poll(() => unitBox(page, 'From').inputValue()).toBe(from);
    await expect.poll(() => unitBox(page, 'To').inputValue()).toBe(to);
  });
}

describe('data transfer rate and pace', () => {
  it.each([
    [
      '/converter/data_rate',
      '100 Mbps to MB/s',
      '100 Mbit/s = 12.5 MB/s',
      'megabit per second',
      'megabyte per second',
    ],
    [
      '/converter/data_rate',
      '1 GB/s in Gbit/s',
      '1 GB/s = 8 Gbit/s',
      'gigabyte per second',
      'gigabit per second',
    ],
    [
      '/converter/pace',
      '5 min/km to min/mi',
      '5 min/km = 8.04672 min/mi',
      'minute per kilometer',
      'minute per mile',
    ],
    [
      '/converter/pace',
      '12 km/h to min/km',
      '12 km/h = 5 min/km',
      'kilometer per hour',
      'minute per kilometer',
    ],
  ])('%s: the smart box answers %j', answersQuestion);

  it.each([
    [
      'data_rate',
      'megabit_per_second',
      'megabyte_per_second',
      '10 Mbit/s = 1.25 MB/s',
      '250',
      '250 Mbit/s = 31.25 MB/s',
    ],
    [
      'pace',
      'minute_per_kilometer',
      'minute_per_mile',
      '10 min/km ≈ 16.0934 min/mi',
      '4.5',
      '4.5 min/km ≈ 7.24205 min/mi',
    ],
    ['pace', 'kilometer_per_hour', 'minute_per_kilometer', '10 km/h = 6 min/km', '15', '15 km/h = 4 min/km'],
  ])(
    'the %s pair page %s → %s answers from its HTML, then as typed',
    async (category, from, to, built, typed, expected) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        const response = await page.goto(BASE_URL + pairPath(category, from, to));
        expect(response?.status()).toBe(200);
        expect(await sentence(page)).toBe(built);
        await waitReady(page);
        await type(page, typed);
        await expect.poll(() => sentence(page)).toBe(expected);
      } finally {
        await context.close();
      }
    },
  );
});

describe('levels in decibels', () => {
  it.each([
    ['/converter/power_level', '0 dBm to mW', '0 dBm = 1 mW', 'decibel-milliwatt', 'milliwatt'],
    ['/converter/power_level', '1 W to dBm', '1 W = 30 dBm', 'watt', 'decibel-milliwatt'],
    ['/converter/sound_pressure_level', '94 dB to Pa', '94 dB SPL ≈ 1.00237 Pa', 'decibel SPL', 'pascal'],
  ])('%s: the smart box answers %j', answersQuestion);

  it('the dBm → mW pair page answers from its HTML, then rounds a level between powers of ten', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      expect(
        (await page.goto(BASE_URL + pairPath('power_level', 'decibel_milliwatt', 'milliwatt')))?.status(),
      ).toBe(200);
      expect(await sentence(page)).toBe('10 dBm = 10 mW');
      await waitReady(page);
      await type(page, '3');
      await expect.poll(() => sentence(page)).toBe('3 dBm ≈ 1.99526 mW');
      await type(page, '0');
      await expect.poll(() => sentence(page)).toBe('0 dBm = 1 mW');
    } finally {
      await context.close();
    }
  });

  it('a quick-convert page asked for a level pair shows it, drawn by the converter', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${BASE_URL}/quick-convert/power_level?from=watt&to=decibel_milliwatt`);
      await expect.poll(() => sentence(page)).toBe('10 W = 40 dBm');
      await expect.poll(() => page.locator('#main').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('quick-pending'))).toBe(
        false,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a negative power has no level, and the page says why', () =>
    onConverter(pairPath('power_level', 'milliwatt', 'decibel_milliwatt'), async (page) => {
      await type(page, '-2');
      await expect
        .poll(() => bodyText(page))
        .toContain('A negative amount has no level in decibel-milliwatts');
    }));

  it('3 dB + 3 dB is refused with a sentence saying that levels do not add', () =>
    onConverter(pairPath('sound_pressure_level', 'decibel_spl', 'pascal'), async (page) => {
      await type(page, '3 dB + 3 dB');
      await expect
        .poll(() => page.getByTestId('input-message').textContent())
        .toContain('Levels in decibels do not add up as numbers: 3 dB + 3 dB is not 6 dB.');
      expect(await sentence(page)).not.toContain('6 dB');
    }));
});
