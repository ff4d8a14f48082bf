/**
 * The converter's model as a person meets it in Chromium against the built site: questions
 * typed key by key end in their own category with the answer in the answer line, and no
 * half-typed word moves a tab or a picker or enters the history on the way; a prefilled value
 * is replaced by typing; picking one side's unit for the other swaps them; text typed while
 * the converter's code is still on its way is there, with its answer, once it is live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { pickUnit, storedHistory, unitBox, valueBox, withConverter, converterLive } from './converterPage';
import { holdBack } from './settle';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const sentence = async (page: Page) =>
  (await page.getByTestId('converter-answer').textContent())?.replace(/\s+/g, ' ').trim();
/** What the answer line shows: its mark, or the answer itself when it has none. */
const status = async (page: Page) =>
  (await page.getByTestId('converter-answer').getAttribute('data-status')) ?? 'answer';

/** Starts recording every change of the selected tab and of the pickers' text, with the box's text at that moment. */
async function watchMoves(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { moves: string[] };
    w.moves = [];
    const box = document.querySelector<HTMLInputElement>('#converter-value')!;
    const pickers = () =>
      [...document.querySelectorAll<HTMLInputElement>('[role="combobox"]')].map((p) => p.value).join(' -> ');
    const tab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '';
    let last = `${tab()}: ${pickers()}`;
    // The text before the last key: a move made when a category's units arrived is drawn with
    // the next key's text when that key comes first.
    let before = box.value;
    box.addEventListener('beforeinput', () => (before = box.value), true);
    const check = () => {
      const now = `${tab()}: ${pickers()}`;
      if (now !== last) w.moves.push(`${before} | ${box.value} => ${now}`);
      last = now;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    document.addEventListener('input', check, true);
  });
}
const moves = (page: Page) => page.evaluate(() => (window as unknown as { moves: string[] }).moves);

describe('questions typed key by key', () => {
  it.each([
    ['/', '0 dBm to mW', '0 dBm = 1 mW', 'Power Level'],
    ['/', '1 GB to MB', '1 GB = 1,000 MB', 'Data Storage'],
    ['/', '1 bar to Pa', '1 bar = 100,000 Pa', 'Pressure'],
    ['/', '100 km/h in mph', /^100 km\/h ≈ 62\.1371\d* mph$/, 'Speed'],
    // An ingredient's tab is named as every tab is, capitalised; the answer says it as a sentence does.
    ['/', '2 tbsp butter in g', '2 tbsp (US) of butter ≈ 28.38 g', 'Butter'],
    ['/converter/speed', '60 mph * 2 h to km', '120 mi ≈ 193.121 km', null],
  ])('%s: %j ends on its answer, and nothing moves on a half-typed word', (path, text, expected, tab) =>
    withConverter(browser, path, null, async ({ page, errors }) => {
      await watchMoves(page);
      // The page's clock stands still while the text goes in: on a busy machine a keystroke may
      // come later than the pause after which a reading is taken, and that is not what is tested.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await valueBox(page).click();
      await valueBox(page).pressSequentially(text);
      await page.clock.resume();
      if (typeof expected === 'string') await expect.poll(() => sentence(page)).toBe(expected);
      else await expect.poll(() => sentence(page)).toMatch(expected);
      await expect.poll(() => status(page)).toBe('answer');
      if (tab) expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(tab);
      // Whatever moved, moved on a whole reading ('60 mph * 2' is one; '0 dBm', once its units
      // are here): never on a half-typed word ('0 d' on the way to '0 dBm').
      const whole = (typed: string) =>
        text.startsWith(typed) && (/[\d\s)]$/.test(typed) || /^[\s)]?$/.test(text.charAt(typed.length)));
      for (const move of await moves(page)) {
        const [texts, to] = move.split(' => ') as [string, string];
        const [before, typed] = texts.split(' | ') as [string, string];
        // A move to the question's own tab may show with the key after the whole word it was made on.
        expect(whole(typed) || (tab !== null && to.startsWith(`${tab}:`) && whole(before)), move).toBe(true);
      }
      expect(await storedHistory(page)).toEqual([]);
      expect(errors).toEqual([]);
    }),
  );
});

describe('the visitor’s text counts', () => {
  it('on a pair page, a tap and 72 replace the prefilled 10', () =>
    withConverter(browser, '/length/foot-to-meter', null, async ({ page }) => {
      expect(await valueBox(page).inputValue()).toBe('10');
      await valueBox(page).click();
      await page.keyboard.type('72');
      expect(await valueBox(page).inputValue()).toBe('72');
      await expect.poll(() => sentence(page)).toBe('72 ft = 21.9456 m');
    }));

  it('on a pair page not yet live, a tap and 72 replace the prefilled 10 too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${BASE_URL}/length/foot-to-meter`);
      await page.waitForSelector('html[data-frame="ready"]');
      expect(await page.evaluate(() => document.documentElement.dataset.widgets)).toBeUndefined();
      await valueBox(page).click();
      await page.keyboard.type('72');
      expect(await valueBox(page).inputValue()).toBe('72');
      await page.waitForSelector('html[data-widgets="ready"]');
      await expect.poll(() => sentence(page)).toBe('72 ft = 21.9456 m');
    } finally {
      await context.close();
    }
  });

  it('on a converter page reopened with a value, a click and a question replace it', () =>
    withConverter(
      browser,
      '/converter/length',
      JSON.stringify({
        category: 'length',
        fromUnit: 'foot',
        toUnit: 'meter',
        fromValue: '5251/1000',
        history: [],
        categoryStates: {},
      }),
      async ({ page }) => {
        expect(await valueBox(page).inputValue()).toBe('5.251');
        await valueBox(page).click();
        await page.keyboard.type('10 ft to cm');
        await expect.poll(() => sentence(page)).toBe('10 ft = 304.8 cm');
      },
    ));

  it('never shows X = X: picking the From unit as To swaps them', () =>
    withConverter(browser, '/converter/temperature?from=fahrenheit&to=celsius', null, async ({ page }) => {
      await valueBox(page).fill('72');
      await pickUnit(page, 'To', 'degree Fahrenheit');
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('degree Celsius');
      expect(await unitBox(page, 'To').inputValue()).toBe('degree Fahrenheit');
      await expect.poll(() => sentence(page)).toMatch(/^72 °C = 161\.6 °F$/);
    }));

  it('keeps a conversion in the history as it was typed, and a chip brings it back so', () =>
    withConverter(browser, '/converter/length', null, async ({ page }) => {
      await valueBox(page).fill('5 ft 3 in');
      await valueBox(page).press('Enter');
      const chip = page.getByTestId('history').locator('li').first();
      await expect.poll(() => chip.textContent()).toMatch(/^5 ft 3 in = 1\.6002 m/);
      await valueBox(page).fill('');
      await chip.getByRole('button').click();
      await expect.poll(() => valueBox(page).inputValue()).toBe('5 ft 3 in');
    }));
});

describe('text typed while the converter loads', () => {
  const reopened = JSON.stringify({
    category: 'length',
    fromUnit: 'foot',
    toUnit: 'meter',
    fromValue: '5',
    history: [],
    categoryStates: {},
  });
  // The text counts in the units the page showed while it was typed, not the stored ones.
  it.each(['/', '/converter/length'])(
    '%s on a slow phone: typed from the first moment, kept over the stored state, answered once live',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
      await context.addInitScript((raw) => localStorage.setItem('unit-converter', raw), reopened);
      const page = await context.newPage();
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // The converter's code is held until the text is in: it is typed before the converter is live.
        const typed = await holdBack(page, '**/_astro/MainConverter.*.js');
        await page.goto(BASE_URL + path, { waitUntil: 'commit' });
        await valueBox(page).tap(); // as soon as the box is there and can take it
        await page.keyboard.type('72');
        expect(await page.locator('[data-converter-ready]').count()).toBe(0);
        typed();
        await converterLive(page);
        await expect.poll(() => sentence(page)).toBe('72 m ≈ 236.22 ft');
        expect(await valueBox(page).inputValue()).toBe('72');
      } finally {
        await context.close();
      }
    },
  );

  it('a tab clicked before its units arrive opens with the number typed meanwhile', () =>
    withConverter(browser, '/', null, async ({ page }) => {
      const typed = await holdBack(page, /\/weight\.[^/]*$/);
      await page.getByRole('tab', { name: 'Weight' }).click();
      await valueBox(page).fill('1000');
      typed();
      await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Weight');
      // Weight opens on kilograms to pounds, the catalogue's default pair.
      await expect.poll(() => sentence(page)).toBe('1,000 kg ≈ 2,204.62 lb');
      expect(await valueBox(page).inputValue()).toBe('1000');
    }));
});
