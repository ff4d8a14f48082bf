/**
 * Faults a visitor can meet on the main converter and the pair page, each answered without a
 * crash or a silent wrong state: an island that fails while rendering, history written by two
 * tabs at once, a stored unit its category does not have, bidirectional controls in stored
 * labels, and a permalink value that cannot be read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { openConverter, resultBox, storedHistory, unitBox, valueBox, waitReady } from './converterPage';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const entry = (
  value: number,
  from: string,
  to: string,
  category: string,
  timestamp: number,
  labels: Record<string, string> = {},
) => ({
  from: { value, unit: from },
  to: { value: value * 2, unit: to },
  timestamp,
  category,
  ...labels,
});

describe('an island that fails while rendering', () => {
  it('leaves a notice saying so and a way to start it again, not a hole in the page', async () => {
    // A fault planted in the page: encoding 'boom' for the address throws while rendering.
    const { context, page } = await openConverter(browser, '/converter/length', null, () => {
      const encode = window.encodeURIComponent;
      window.encodeURIComponent = (s: string | number | boolean) => {
        if (String(s).includes('boom')) throw new URIError('URI malformed');
        return encode(s);
      };
    });
    await valueBox(page).fill('boom');
    const notice = page.getByTestId('island-failed');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('The converter stopped');
    // The rest of the page is still there.
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('button', { name: 'Start it again' }).click();
    await waitReady(page);
    await valueBox(page).fill('2');
    await expect.poll(() => resultBox(page).innerText()).toBe('6.56168');
    await context.close();
  });
});

describe('history across tabs', () => {
  it('an entry made in one tab is kept when another tab saves, and shows in both', async () => {
    const context = await browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const p of [a, b]) {
      await p.goto(`${BASE_URL}/converter/length`);
      await waitReady(p);
    }
    await valueBox(a).fill('3');
    await valueBox(a).press('Enter');
    // Chromium hands one tab's storage writes to another a moment later (each renderer keeps its
    // own copy): a person switching to tab B finds A's entry there before typing.
    await b.bringToFront();
    await expect.poll(() => b.getByTestId('history').innerText()).toContain('3 m');
    await valueBox(b).fill('7');
    await valueBox(b).press('Enter');
    // And tab A has B's entry by the time the person switches back to it.
    await a.bringToFront();
    await expect.poll(() => a.getByTestId('history').innerText()).toContain('7 m');
    // Tab A writes its state again after B's entry.
    await valueBox(a).fill('4');
    await valueBox(a).press('Enter');
    const values = async () =>
      ((await storedHistory(a)) as { from: { value: string } }[]).map((h) => Number(h.from.value));
    await expect.poll(values).toEqual([4, 7, 3]);
    await b.bringToFront();
    await expect.poll(() => b.getByTestId('history').innerText()).toContain('4 m');
    expect(await b.getByTestId('history').innerText()).toContain('3 m');
    // Clearing in one tab clears the other.
    await b.getByRole('button', { name: 'Clear history' }).click();
    await a.bringToFront();
    await expect.poll(() => a.getByTestId('history').count()).toBe(0);
    await context.close();
  });
});

describe('a stored unit its category does not have', () => {
  for (const path of ['/', '/converter/length']) {
    it(`${path} opens at the category's default pair, with no error`, async () => {
      const state = {
        category: 'length',
        fromUnit: 'cubit_renamed',
        toUnit: 'foot',
        fromValue: 3,
        toValue: 0,
        history: [],
        categoryStates: {},
      };
      const { context, page, errors } = await openConverter(browser, path, JSON.stringify(state));
      expect(await unitBox(page, 'From').inputValue()).toBe('meter');
      expect(await unitBox(page, 'To').inputValue()).toBe('foot');
      await expect.poll(() => resultBox(page).innerText()).toBe('9.84252');
      expect(await page.getByText('Conversion Error').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('bidirectional controls in stored history labels', () => {
  it('are not shown: the label reads in the order it is written', async () => {
    const labels = { fromSymbol: '\u202em', toSymbol: 'ft\u2066', categoryName: 'Length' };
    const state = {
      category: 'length',
      fromUnit: 'meter',
      toUnit: 'foot',
      fromValue: 0,
      toValue: 0,
      history: [entry(5, 'meter', 'foot', 'length', 1, labels)],
      categoryStates: {},
    };
    const { context, page } = await openConverter(browser, '/converter/length', JSON.stringify(state));
    const text = await page.getByTestId('history').innerText();
    // The result is converted again from the units (5 m in feet), whatever number was stored.
    expect(text).toContain('5 m ≈ 16.4042 ft');
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    await context.close();
  });
});

describe('a permalink value that cannot be read', () => {
  it("the converter page shows it with the reader's message, not 0 ft = 0 m", async () => {
    const { context, page } = await openConverter(browser, '/converter/length?v=xyz&from=foot&to=meter');
    await expect.poll(() => valueBox(page).inputValue()).toBe('xyz');
    await expect.poll(() => page.getByTestId('input-message').isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await page.getByTestId('converter-answer').innerText()).not.toContain('0 ft = 0 m');
    await context.close();
  });
  it('the pair page the same', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    recordPageErrors(page, errors);
    await page.goto(`${BASE_URL}/length/foot-to-meter?v=xyz`);
    await expect.poll(() => valueBox(page).inputValue(), { timeout: 10_000 }).toBe('xyz');
    await expect.poll(() => page.getByTestId('input-message').isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await page.getByTestId('converter-answer').innerText()).not.toMatch(/\d/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a temperature below absolute zero', () => {
  it('the converter answers with a note, not only a number', async () => {
    const { context, page } = await openConverter(browser, '/converter/temperature?from=kelvin&to=celsius');
    await valueBox(page).fill('-500');
    await expect.poll(() => resultBox(page).innerText()).toBe('-773.15');
    expect(await page.getByTestId('absolute-zero-note').innerText()).toBe(
      '-500 K is below absolute zero (0 K = -273.15 °C), so no temperature can be this low.',
    );
    // A typed °C while converting to °C moves the target to °F (never °C = °C); the note follows it.
    await valueBox(page).fill('-500 °C');
    await expect.poll(() => unitBox(page, 'To').inputValue()).toBe('degree Fahrenheit');
    await expect
      .poll(() => page.getByTestId('absolute-zero-note').innerText())
      .toBe('-500 °C is below absolute zero (-273.15 °C = -459.67 °F), so no temperature can be this low.');
    await valueBox(page).fill('5');
    await expect.poll(() => page.getByTestId('absolute-zero-note').count()).toBe(0);
    await context.close();
  });
  it('the pair page the same', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/temperature/kelvin-to-celsius`);
    await waitReady(page);
    await valueBox(page).fill('-500');
    await expect
      .poll(() => page.getByTestId('absolute-zero-note').innerText(), { timeout: 10_000 })
      .toContain('is below absolute zero');
    await context.close();
  });
});

describe('feet and inches as people write them', () => {
  it("5'-3\" (architects) and 5’3” (curly quotes) are 5 ft 3 in; 5'3' is refused", async () => {
    const { context, page } = await openConverter(browser, '/converter/length?from=foot&to=centimeter');
    for (const text of [`5'-3"`, '5’3”']) {
      await valueBox(page).fill(text);
      await expect.poll(() => resultBox(page).innerText(), { message: text }).toBe('160.02');
    }
    await valueBox(page).fill(`5'3'`);
    await expect.poll(() => page.getByTestId('input-message').isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await resultBox(page).innerText()).not.toContain('243.84');
    await context.close();
  });
});
