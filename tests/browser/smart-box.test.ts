import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { openConverter, unitBox, valueBox } from './converterPage';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const answer = (page: Page) => page.getByTestId('converter-answer').textContent();
/** The answer sentence without its thin formatting differences: '5 ft 3 in = 160.02 cm'. */
const sentence = async (page: Page) => (await answer(page))?.replace(/\s+/g, ' ').trim();

/** Types text into the value box as a person would, key by key. */
async function type(page: Page, text: string): Promise<void> {
  const box = valueBox(page);
  await box.fill('');
  await box.pressSequentially(text);
}

describe('the smart box answers questions in Chromium', () => {
  it.each([
    ['/', '5 ft 3 in to cm', '5 ft 3 in = 160.02 cm', 'foot', 'centimeter'],
    ['/', '72 f in c', '72 °F ≈ 22.2222 °C', 'degree Fahrenheit', 'degree Celsius'],
    ['/', 'how many ounces in a pound', '1 lb = 16 oz', 'pound', 'ounce'],
    ['/', 'ounces in a pound', '1 lb = 16 oz', 'pound', 'ounce'],
    ['/', 'kg to lb', '1 kg ≈ 2.20462 lb', 'kilogram', 'pound'],
    ['/converter/length', '10 km', '10 km ≈ 6.21371 mi', 'kilometer', 'mile'],
    ['/converter/length', '5 ft 3 in to cm', '5 ft 3 in = 160.02 cm', 'foot', 'centimeter'],
  ])('%s: %j', async (path, text, expected, from, to) => {
    const { context, page, errors } = await openConverter(browser, path);
    try {
      if (path === '/converter/length') {
        // The length converter opens on meters → feet; 10 km keeps a target that is not km.
        await unitBox(page, 'To').click();
        await unitBox(page, 'To').fill('mile');
        await unitBox(page, 'To').press('Enter');
      }
      await type(page, text);
      await expect.poll(() => sentence(page)).toBe(expected);
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe(from);
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe(to);
      expect(await page.getByTestId('input-message').isHidden()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a typed unit never shows the same unit on both sides', async () => {
    const { context, page, errors } = await openConverter(browser, '/converter/temperature');
    try {
      await unitBox(page, 'To').click();
      await unitBox(page, 'To').fill('degree Fahrenheit');
      await unitBox(page, 'To').press('Enter');
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe('degree Fahrenheit');
      await type(page, '72 F');
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('degree Fahrenheit');
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe('degree Celsius');
      expect(await sentence(page)).toMatch(/^72 °F ≈ 22\.2222 °C$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the value box asks phones for a keyboard with letters, space and minus', async () => {
    const { context, page } = await openConverter(browser, '/');
    try {
      expect(await valueBox(page).getAttribute('inputmode')).toBe('text');
    } finally {
      await context.close();
    }
  });

  it('picking a unit by hand after a question keeps the amount and drops the question', async () => {
    const { context, page } = await openConverter(browser, '/converter/length');
    try {
      await type(page, '5 ft 3 in to cm');
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe('centimeter');
      await unitBox(page, 'To').click();
      await unitBox(page, 'To').fill('inch');
      await unitBox(page, 'To').press('Enter');
      await expect.poll(() => valueBox(page).inputValue()).toBe('5 ft 3 in');
      await expect.poll(() => sentence(page)).toBe('5 ft 3 in = 63 in');
    } finally {
      await context.close();
    }
  });
});

describe('both sides are editable', () => {
  it('typing in the To box converts back, and typing in From takes over again', async () => {
    const { context, page, errors } = await openConverter(browser, '/converter/length');
    try {
      const toBox = page.getByLabel('To', { exact: true });
      await toBox.fill('');
      await toBox.pressSequentially('30.48');
      // 30.48 ft back in meters (the length converter opens on meter → foot).
      await expect.poll(() => valueBox(page).inputValue()).toBe('9.290304');
      await expect.poll(() => sentence(page)).toBe('9.290304 m = 30.48 ft');
      expect(await toBox.inputValue()).toBe('30.48');
      await type(page, '2');
      await expect.poll(() => toBox.inputValue()).toBe('6.56168');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an empty box shows no 0 = 0 answer and Copy waits for a value', async () => {
    const { context, page } = await openConverter(browser, '/converter/length');
    try {
      expect(await page.getByTestId('converter-result').textContent()).toBe('');
      expect(await page.getByTestId('converter-answer').textContent()).toContain('Enter a value to convert');
      expect(await page.getByRole('button', { name: /^Copy/ }).first().isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('a pair page answers a question typed in its box', () => {
  it.each([
    ['/length/foot-to-meter', '5 ft 3 in to cm', '5 ft 3 in = 160.02 cm', 'centimeter'],
    ['/weight/kilogram-to-pound', 'how many ounces in a pound', '1 lb = 16 oz', 'ounce'],
    ['/length/foot-to-meter', '5 ft 3 in to m', '5 ft 3 in = 1.6002 m', 'meter'],
  ])('%s: %j', async (path, text, expected, toUnit) => {
    const { context, page } = await openConverter(browser, path);
    try {
      await type(page, text);
      await expect.poll(() => sentence(page)).toBe(expected);
      // The question sets the converter's units, as on every converter.
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe(toUnit);
      await expect.poll(() => page.getByTestId('converter-answer').getAttribute('data-status')).toBeNull();
      expect(await page.getByTestId('input-message').isHidden()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('a question that cannot be read', () => {
  it.each([
    ['5 ft to xyz', '‘xyz’ is not a unit we know.', 'xyz'],
    ['how many xyz in a mile', '‘xyz’ is not a unit we know.', 'xyz'],
    ['5 ft to', 'Something is missing after ‘to’.', 'to'],
  ])('%j: the sentence under the box is about the spot it marks', async (text, says, marked) => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      await type(page, text);
      const message = page.getByTestId('input-message');
      await expect.poll(() => message.textContent(), { timeout: 5_000 }).toContain(says);
      expect(await page.locator('[data-testid="input-message"] mark').textContent()).toBe(marked);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a question for another converter', () => {
  it('on a pair page: answered in place, with the way back and the new pair’s page', async () => {
    const { context, page } = await openConverter(browser, '/length/foot-to-meter');
    try {
      await type(page, 'how many ounces in a pound');
      await expect.poll(() => sentence(page)).toBe('1 lb = 16 oz');
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe('ounce');
      const note = page.getByTestId('away-note');
      expect(await note.getByRole('link').getAttribute('href')).toBe('/weight/pound-to-ounce');
      await note.getByRole('button', { name: 'Back to feet to meters' }).click();
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('foot');
      expect(await unitBox(page, 'To').inputValue()).toBe('meter');
      expect(await note.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('on a converter page: answered in place, with the way back to the page’s category', async () => {
    const { context, page } = await openConverter(browser, '/converter/length');
    try {
      await type(page, '1 bar to Pa');
      await expect.poll(() => sentence(page)).toBe('1 bar = 100,000 Pa');
      const note = page.getByTestId('away-note');
      await expect.poll(() => note.textContent()).toMatch(/^Showing pressure\./);
      expect(await note.getByRole('link').getAttribute('href')).toBe('/converter/pressure');
      await note.getByRole('button', { name: 'Back to length' }).click();
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('meter');
    } finally {
      await context.close();
    }
  });
});

describe('numbers people read', () => {
  it('a rounded answer says ≈, and one tap on Exact shows the exact fraction, which Copy copies', async () => {
    const { context, page, errors } = await openConverter(
      browser,
      '/converter/temperature?from=fahrenheit&to=celsius',
    );
    try {
      await type(page, '72');
      await expect.poll(() => sentence(page)).toBe('72 °F ≈ 22.2222 °C');
      const exactButton = page.getByRole('button', { name: 'Exact' });
      await exactButton.click();
      await expect.poll(() => sentence(page)).toBe('72 °F = 22 2/9 °C');
      expect(await exactButton.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Copy result' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('22 2/9 °C');
      // An exact answer has nothing more to show.
      await type(page, '32');
      await expect.poll(() => sentence(page)).toBe('32 °F = 0 °C');
      expect(await exactButton.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
