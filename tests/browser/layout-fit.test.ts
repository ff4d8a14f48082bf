/**
 * The converter's layout in Chromium against the built site: every unit picker shows its unit's
 * whole name at a phone's and a desktop's width (wrapped, never cut or ended in '…'), the built
 * page and the live converter lay out alike (no layout shift), and on a phone with its keyboard
 * up (a 360×400 screen) the answer shows right under the box being typed in.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { reachForConverter, unitBox, waitReady, converterLive } from './converterPage';
import { homeTabs } from '../../src/build-time/islandData';
import { categories, getCategory } from '../../src/build-time/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Opens `path` in a fresh context of the given screen size and runs `test` once the converter is live. */
async function withScreen(width: number, height: number, path: string, test: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    // Every layout shift from the start, as the page's visitor would suffer it.
    await context.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    recordPageErrors(page, errors);
    await page.goto(BASE_URL + path);
    await test(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * What is wrong with how each unit picker of the converter shows its unit, in words: a name
 * that differs from the picked unit's, more than two lines, a symbol cut or missing, text
 * running under the chevron, two pickers side by side of different heights.
 */
function pickerFaults(page: Page, converter = '[data-converter-ready]'): Promise<string[]> {
  return page.evaluate((scope) => {
    const faults: string[] = [];
    const fields: DOMRect[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>(`${scope} input[role=combobox]`)) {
      const field = input.parentElement!;
      const face = field.querySelector<HTMLElement>('.combo-face');
      const chevron = field.querySelector('.combo-chevron')!.getBoundingClientRect();
      const box = input.getBoundingClientRect();
      fields.push(box);
      if (!face) {
        faults.push(`${input.id}: no face showing its unit`);
        continue;
      }
      const name = face.querySelector('.combo-name')?.textContent;
      if (name !== input.value) faults.push(`${input.id}: shows '${name}' for '${input.value}'`);
      if (getComputedStyle(face).visibility !== 'visible') faults.push(`${input.id}: its name is hidden`);
      if (getComputedStyle(input).color !== 'rgba(0, 0, 0, 0)')
        faults.push(`${input.id}: the input's own one-line text shows`);
      const lineHeight = parseFloat(getComputedStyle(face).lineHeight);
      if (face.clientHeight > 2 * lineHeight + 1)
        faults.push(`${input.id}: ${Math.round(face.clientHeight / lineHeight)} lines`);
      // What shows of the face (its clip) lies inside the field and before the chevron.
      const shown = face.getBoundingClientRect();
      const clip = {
        top: shown.top + face.clientTop,
        bottom: shown.top + face.clientTop + face.clientHeight,
      };
      const range = document.createRange();
      range.selectNodeContents(face);
      for (const line of range.getClientRects()) {
        if (line.top >= clip.bottom - 1) continue; // a line past the second, hidden
        if (
          line.left < box.left ||
          line.right > chevron.left + 1 ||
          line.top < box.top ||
          line.bottom > box.bottom
        ) {
          faults.push(
            `${input.id}: text at ${Math.round(line.left)}–${Math.round(line.right)} × ${Math.round(line.top)}–${Math.round(line.bottom)} outside ${Math.round(box.left)}–${Math.round(chevron.left)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`,
          );
        }
      }
      const symbol = face.querySelector('[data-testid=unit-symbol]');
      const symbolBox = symbol?.getBoundingClientRect();
      if (
        !symbol?.textContent ||
        !symbolBox ||
        symbolBox.bottom > clip.bottom + 1 ||
        symbolBox.right > chevron.left + 1
      )
        faults.push(`${input.id}: its symbol does not show`);
    }
    // Side by side (the same top), two pickers are as tall as each other.
    for (const a of fields)
      for (const b of fields) {
        if (a !== b && Math.abs(a.top - b.top) < 1 && Math.abs(a.height - b.height) > 1)
          faults.push(`pickers side by side ${Math.round(a.height)} and ${Math.round(b.height)} px tall`);
      }
    return faults;
  }, converter);
}

/** The category's unit with the longest name (the hardest to fit). */
const longestName = (id: string) =>
  getCategory(id)!.units.reduce((a, b) => (b.name.length > a.name.length ? b : a)).name;

describe('unit pickers show their unit in two lines at most, its symbol always', () => {
  for (const width of [360, 1280]) {
    it(`home's six tabs at ${width} px`, () =>
      withScreen(width, 900, '/', async (page) => {
        await waitReady(page);
        for (const tab of homeTabs().tabs) {
          await page.getByRole('tab', { name: tab.name, exact: true }).click();
          await expect
            .poll(() => page.getByRole('tab', { name: tab.name, exact: true }).getAttribute('aria-selected'))
            .toBe('true');
          expect([tab.name, ...(await pickerFaults(page))]).toEqual([tab.name]);
        }
      }));

    for (const category of ['temperature', 'power']) {
      it(`/converter/${category} at ${width} px, its default pair and its longest name`, () =>
        withScreen(width, 900, `/converter/${category}`, async (page) => {
          await waitReady(page);
          expect(await pickerFaults(page)).toEqual([]);
          const longest = longestName(category);
          const box = unitBox(page, 'To');
          if ((await box.inputValue()) !== longest) {
            await box.click();
            await box.fill(longest);
            const firstOption = page
              .locator(`#${await box.getAttribute('aria-controls')} [role=option]`)
              .first();
            await expect.poll(() => firstOption.textContent()).toContain(longest);
            await box.press('Enter');
            await box.press('Tab'); // on to the next control: the field shows its pick
          }
          await expect.poll(() => box.inputValue()).toBe(longest);
          expect(await pickerFaults(page)).toEqual([]);
        }));
    }
  }

  it('the default pair of every converter at 320 px, as built', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    const faults: string[] = [];
    for (const category of categories) {
      await page.goto(`${BASE_URL}/converter/${category.id}`, { waitUntil: 'domcontentloaded' });
      // As built: the page's own markup, before its converter is live, lays out as the live one.
      faults.push(...(await pickerFaults(page, '.conv-sides')).map((f) => `${category.id}: ${f}`));
    }
    await context.close();
    expect(faults).toEqual([]);
  });

  it('a pair page lays out its built converter as the live one: nothing shifts when it comes to life', () =>
    withScreen(360, 740, '/length/foot-to-centimeter', async (page) => {
      const heights = () =>
        page.locator('.combo-field').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      const built = await heights();
      await reachForConverter(page);
      await page.waitForSelector('html[data-widgets="ready"]');
      expect(await heights()).toEqual(built);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    }));
});

/** The answer's box and the box typed in, as the screen shows them. */
async function inView(page: Page, boxId: string) {
  return page.evaluate((id) => {
    const box = document.getElementById(id)!.getBoundingClientRect();
    const answer = document.querySelector('[data-testid="converter-answer"]')!.getBoundingClientRect();
    return {
      answerShows: answer.top >= 0 && answer.bottom <= innerHeight && answer.height > 0,
      boxShows: box.top >= 0 && box.bottom <= innerHeight,
      gap: Math.round(answer.top - box.bottom),
    };
  }, boxId);
}

const answerText = (page: Page) =>
  page
    .getByTestId('converter-answer')
    .evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

describe('on a phone with the keyboard up (360×400), the answer shows under the box being typed in', () => {
  for (const path of [
    '/',
    '/converter/length',
    '/length/foot-to-centimeter',
    '/quick-convert/length',
    '/kitchen',
  ]) {
    it(path, () =>
      withScreen(360, 400, path, async (page) => {
        // A tap on the From box, as a visitor's first act (a pair page's converter comes to life on it).
        await page.locator('#converter-value').click();
        await converterLive(page);
        await page.locator('#converter-value').fill('');
        await page.locator('#converter-value').pressSequentially('5 ft 3 in to cm');
        await expect.poll(() => answerText(page)).toBe('5 ft 3 in = 160.02 cm');
        await expect
          .poll(() => inView(page, 'converter-value'))
          .toMatchObject({ answerShows: true, boxShows: true });
        expect((await inView(page, 'converter-value')).gap).toBeLessThan(240);

        // Typing in the To box, from the top of the page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('#converter-to-value').click();
        await page.locator('#converter-to-value').fill('');
        await page.locator('#converter-to-value').pressSequentially('100');
        await expect.poll(() => answerText(page)).toMatch(/[=≈] 100 cm$/);
        await expect
          .poll(() => inView(page, 'converter-to-value'))
          .toMatchObject({ answerShows: true, boxShows: true });
        expect((await inView(page, 'converter-to-value')).gap).toBeLessThan(120);
      }),
    );
  }
});

describe("home's tab bar never moves the box while a visitor types", () => {
  it("a question of a seventh category takes the last tab's place, the box stays where it was", () =>
    withScreen(360, 740, '/', async (page) => {
      await page.locator('#converter-value').click();
      await converterLive(page);
      const top = () =>
        page
          .locator('#converter-value')
          .evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY));
      const tabs = () => page.getByRole('tab').allTextContents();
      const first = { top: await top(), tabs: await tabs() };
      const moved: string[] = [];
      for (const key of '2 cups of flour in grams') {
        await page.keyboard.type(key);
        if ((await top()) !== first.top)
          moved.push(`${await page.locator('#converter-value').inputValue()}: ${await top()}`);
      }
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent())
        .toBe('All-purpose flour');
      expect(moved).toEqual([]);
      expect(await top()).toBe(first.top);
      // Six tabs still, the flour in the last one's place; back on Length, the six of the page.
      expect(await tabs()).toEqual([...first.tabs.slice(0, -1), 'All-purpose flour']);
      await page.getByRole('tab', { name: 'Length' }).click();
      await expect.poll(tabs).toEqual(first.tabs);
    }));
});

/**
 * The longest answers the converter writes, on each page type: a large value to twelve decimal
 * places, every digit of an exact value, powers of ten, an ingredient's sentence.
 */
const LONG_ANSWERS: readonly { path: string; texts: readonly string[] }[] = [
  {
    path: '/',
    texts: ['123456789 km to mm', '1 TB to bits', '1 light year to km', '99999999999999999999 km to mm'],
  },
  { path: '/converter/length', texts: ['123456789 km to mm', '987654321.123456 mi to nm'] },
  { path: '/length/kilometer-to-millimeter', texts: ['123456789', '123456789.987654321'] },
  { path: '/quick-convert/length?from=kilometer&to=millimeter', texts: ['123456789'] },
  { path: '/kitchen', texts: ['123456789 cups of flour in grams'] },
];
/** The display options' stored form: twelve decimal places, the longest a number gets. */
const TWELVE_DECIMALS = JSON.stringify({ display: { p: 'd12' } });

/** What sticks out: the page wider than the screen, or the To box's text wider than the box. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const box = document.getElementById('converter-to-value') as HTMLInputElement;
    return {
      page: document.documentElement.scrollWidth - innerWidth,
      toBox: box.scrollWidth - box.clientWidth,
      toBoxFont: parseFloat(getComputedStyle(box).fontSize),
    };
  });

describe('numbers never widen the page: the longest answers at phone widths', () => {
  for (const width of [320, 360, 412]) {
    for (const stored of [null, TWELVE_DECIMALS]) {
      it(`${width} px, ${stored ? 'twelve decimal places' : 'as the page opens'}`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        if (stored) await context.addInitScript((v) => localStorage.setItem('unit-converter', v), stored);
        const page = await context.newPage();
        const errors: string[] = [];
        recordPageErrors(page, errors);
        const seen: string[] = [];
        try {
          for (const { path, texts } of LONG_ANSWERS) {
            await page.goto(BASE_URL + path);
            await page.locator('#converter-value').click();
            await converterLive(page);
            for (const text of texts) {
              await page.locator('#converter-value').fill(text);
              await page.locator('#converter-value').press('Enter');
              await expect.poll(() => answerText(page)).toMatch(/[=≈] \S/);
              const answer = await answerText(page);
              await page.locator('#converter-value').blur();
              const shown = await overflow(page);
              seen.push(answer);
              expect([shown.page, shown.toBox], `${path} '${text}': ${answer}`).toEqual([0, 0]);
              expect(shown.toBoxFont).toBeGreaterThanOrEqual(12);
              // Every digit of the exact value, where the answer offers it.
              const exact = page.getByRole('button', { name: 'Exact' });
              if (await exact.isVisible()) {
                await exact.click();
                expect(
                  (await overflow(page)).page,
                  `${path} '${text}', every digit: ${await answerText(page)}`,
                ).toBe(0);
                await exact.click();
              }
            }
          }
          // The test typed what it meant to: the long answers were there to be seen.
          expect(seen.some((a) => a.replace(/\D/g, '').length >= 15)).toBe(true);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});

/** Each page type, and converters with long unit names. */
const PHONE_PAGES: Record<string, string> = {
  home: '/',
  'angular-acceleration': '/converter/angular_acceleration',
  'heat-transfer-coefficient': '/converter/heat_transfer_coefficient',
  pair: '/length/foot-to-centimeter',
  'quick-convert': '/quick-convert/length',
  kitchen: '/kitchen',
};
const SCREENS = resolve('test-results/screens');

/**
 * What is wider than the From box on the converter's card (it should be the widest thing
 * there), and how much narrower the box is than the card's inside.
 */
const boxFaults = (page: Page) =>
  page.evaluate(() => {
    const box = document.getElementById('converter-value')!;
    const width = box.getBoundingClientRect().width;
    const card = box.closest('.card')!;
    const inside =
      card.clientWidth -
      parseFloat(getComputedStyle(card).paddingLeft) -
      parseFloat(getComputedStyle(card).paddingRight);
    const wider = [
      ...card.querySelectorAll<HTMLElement>('.conv-sides input, .conv-sides button, .conv-sides select'),
    ]
      .filter((el) => el.getBoundingClientRect().width > width + 1)
      .map((el) => el.id || el.getAttribute('aria-label') || el.tagName);
    return { wider, short: Math.max(0, Math.round(inside - width)) };
  });

describe('at phone widths the From box spans the card, the units side by side under it', () => {
  for (const width of [320, 360, 412]) {
    for (const theme of width === 360 ? ['light', 'dark'] : ['light']) {
      for (const [name, path] of Object.entries(PHONE_PAGES)) {
        it(`${name} at ${width} px, ${theme}`, async () => {
          const context = await browser.newContext({ viewport: { width, height: 740 } });
          await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
          const page = await context.newPage();
          const errors: string[] = [];
          recordPageErrors(page, errors);
          try {
            await page.goto(BASE_URL + path);
            await page.locator('#converter-value').click();
            await converterLive(page);
            await page.locator('#converter-value').fill('12');
            await expect.poll(() => answerText(page)).toMatch(/^12 .*[=≈] \S/);
            await page.locator('#converter-value').blur();
            expect(await boxFaults(page)).toEqual({ wider: [], short: 0 });
            expect(await pickerFaults(page)).toEqual([]);
            // The two pickers share a row, and the To box spans the card under them.
            const [from, to, toBox] = await Promise.all(
              ['#converter-from', '#converter-to', '#converter-to-value'].map((id) =>
                page.locator(id).boundingBox(),
              ),
            );
            expect(Math.abs(from!.y - to!.y)).toBeLessThan(1);
            expect(toBox!.y).toBeGreaterThan(from!.y + from!.height);
            expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
            if (width === 360) {
              mkdirSync(SCREENS, { recursive: true });
              await page.evaluate(() => window.scrollTo(0, 0));
              await page.screenshot({ path: `${SCREENS}/${name}-${width}-${theme}.png` });
            }
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
