/**
 * The unit pickers and the home page's 'Find the Units to Convert' in Chromium against the
 * built site: the field (name, symbol, chevron), the grouped list, what a word can mean, the
 * keyboard across groups, and a picked unit staying that unit in the home search.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { openConverter, unitBox, valueBox, type Opened, converterLive } from './converterPage';
import { getCategory } from '../../src/build-time/catalog';
import { groupUnits } from '../../src/core/unitGroups';
import { pairPath } from '../../src/core/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function withPage(path: string, run: (o: Opened) => Promise<void>) {
  const opened = await openConverter(browser, path);
  try {
    await run(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

const listOf = async (page: Page, box: Locator) =>
  page.locator(`#${await box.getAttribute('aria-controls')}`);
const activeText = async (page: Page, box: Locator) =>
  page.locator(`#${await box.getAttribute('aria-activedescendant')}`).textContent();

/** Each group of an open listbox: its heading (through aria-labelledby) and its option names. */
async function groupsOf(list: Locator): Promise<[string, string[]][]> {
  return list.evaluate((el) =>
    [...el.querySelectorAll('[role=group]')].map((g) => {
      const heading = document.getElementById(g.getAttribute('aria-labelledby') ?? '');
      if (heading?.getAttribute('role') !== 'presentation')
        throw new Error('a group without its presentation heading');
      // The option's first span is its name; the muted one after it holds the symbol.
      return [
        heading.textContent ?? '',
        [...g.querySelectorAll('[role=option]')].map((o) => o.firstElementChild?.textContent ?? ''),
      ];
    }),
  );
}

describe('the unit picker field', () => {
  it("shows the picked unit's name as its value, the symbol beside it and a chevron; a click on the chevron opens it", () =>
    withPage('/converter/length', async ({ page }) => {
      const box = unitBox(page, 'From');
      expect(await box.inputValue()).toBe('meter');
      const field = box.locator('..');
      expect(await field.getByTestId('unit-symbol').textContent()).toBe('m');
      const chevron = field.locator('.combo-chevron');
      expect(await chevron.count()).toBe(1);
      const [input, symbol, icon] = await Promise.all([
        box.boundingBox(),
        field.getByTestId('unit-symbol').boundingBox(),
        chevron.boundingBox(),
      ]);
      // Inside the field, at its end, the symbol before the chevron; the name shown ends before the symbol.
      expect(symbol!.x).toBeGreaterThan(input!.x + input!.width / 2);
      expect(icon!.x).toBeGreaterThanOrEqual(symbol!.x + symbol!.width);
      expect(icon!.x + icon!.width).toBeLessThanOrEqual(input!.x + input!.width);
      const face = field.locator('.combo-face');
      const nameEnd = await face.evaluate((el) => {
        const name = el.querySelector('.combo-name')!;
        const range = document.createRange();
        range.selectNodeContents(name);
        return { text: name.textContent, right: range.getBoundingClientRect().right };
      });
      expect(nameEnd.text).toBe('meter');
      expect(nameEnd.right).toBeLessThanOrEqual(symbol!.x);
      // Typed in, the input's own text shows, and stops before the chevron.
      const textEnd = await box.evaluate(
        (el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight),
      );
      expect(textEnd).toBeLessThanOrEqual(icon!.x);
      expect(await unitBox(page, 'To').locator('..').getByTestId('unit-symbol').textContent()).toBe('ft');
      // The chevron lets the click through to the field under it, as a visitor's click would.
      await page.mouse.click(icon!.x + icon!.width / 2, icon!.y + icon!.height / 2);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await (await listOf(page, box)).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(await box.getAttribute('id'));
    }));
});

describe('the opened list', () => {
  for (const id of ['length', 'volume', 'weight']) {
    it(`${id}: the common units first in catalogue order, then the rest by system`, () =>
      withPage(`/converter/${id}`, async ({ page }) => {
        const category = getCategory(id)!;
        const box = unitBox(page, 'To');
        await box.click();
        const groups = await groupsOf(await listOf(page, box));
        const expected = groupUnits(category.units, category.common);
        expect(groups[0]![0]).toBe('Common');
        expect(groups[0]![1]).toEqual(
          category.common!.map((c) => category.units.find((u) => u.id === c)!.name),
        );
        expect(groups).toEqual(expected.map((g) => [g.label, g.units.map((u) => u.name)]));
        expect(groups.slice(1).map((g) => g[0])).toEqual(
          expect.arrayContaining(['SI and metric', 'US customary']),
        );
      }));
  }

  it('ArrowDown crosses a group boundary and Enter picks the unit there', () =>
    withPage('/converter/length', async ({ page }) => {
      const length = getCategory('length')!;
      const [common, next] = groupUnits(length.units, length.common);
      const box = unitBox(page, 'From');
      await box.focus();
      for (let i = 0; i < common!.units.length; i++) await box.press('ArrowDown');
      expect(await activeText(page, box)).toBe(
        `${common!.units.at(-1)!.name} (${common!.units.at(-1)!.symbol})`,
      );
      await box.press('ArrowDown');
      expect(await activeText(page, box)).toBe(`${next!.units[0]!.name} (${next!.units[0]!.symbol})`);
      await box.press('ArrowUp');
      await box.press('ArrowDown');
      await box.press('Enter');
      expect(await box.inputValue()).toBe(next!.units[0]!.name);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.locator('..').getByTestId('unit-symbol').textContent()).toBe(next!.units[0]!.symbol);
    }));

  it("typing 'gallon' says which gallons it can mean, each with its symbol and system", () =>
    withPage('/converter/volume', async ({ page }) => {
      const box = unitBox(page, 'To');
      await box.click();
      await box.fill('gallon');
      // The search loads when the field is first used; the note comes with its matches.
      await expect.poll(() => box.getAttribute('aria-describedby')).toMatch(/-note\b/);
      const noteId = (await box.getAttribute('aria-describedby'))
        ?.split(' ')
        .find((x) => x.endsWith('-note'));
      expect(noteId).toBeTruthy();
      const note = page.locator(`#${noteId}`);
      expect(await note.isVisible()).toBe(true);
      expect(await note.textContent()).toMatch(/^“gallon” can mean: .*US gallon.*imperial gallon/);
      const list = await listOf(page, box);
      expect(
        await list
          .getByRole('option')
          .filter({ hasText: /^US gallon · / })
          .textContent(),
      ).toBe('US gallon · gal (US) · US customary');
      expect(
        await list
          .getByRole('option')
          .filter({ hasText: /^imperial gallon · / })
          .textContent(),
      ).toBe('imperial gallon · gal (UK) · Imperial');
      expect(await list.getByRole('group').count()).toBe(0); // filtering: one ranked list
      await box.fill('liter');
      expect(await box.getAttribute('aria-describedby')).toBeNull();
      expect(await note.textContent()).toBe('');
    }));

  describe('Escape leaves the unit name selected, so typing replaces it', () => {
    /** Tabs into the From picker from its value box, as a keyboard user reaches it. */
    async function tabIntoFrom(page: Page): Promise<Locator> {
      const box = unitBox(page, 'From');
      await valueBox(page).focus();
      await page.keyboard.press('Tab');
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      return box;
    }
    const selection = (box: Locator) =>
      box.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0));
    async function typeKel(page: Page, box: Locator) {
      await page.keyboard.type('kel');
      expect(await box.inputValue()).toBe('kel');
      await expect
        .poll(async () => (await listOf(page, box)).getByRole('option').first().textContent())
        .toBe('kelvin (K)');
    }

    it('right after tabbing in', () =>
      withPage('/converter/temperature', async ({ page }) => {
        const box = await tabIntoFrom(page);
        await page.keyboard.press('Escape');
        expect(await box.getAttribute('aria-expanded')).toBe('false');
        expect(await selection(box)).toBe('degree Celsius');
        await typeKel(page, box);
      }));

    it('after some other text was typed and given up', () =>
      withPage('/converter/temperature', async ({ page }) => {
        const box = await tabIntoFrom(page);
        await page.keyboard.type('fa');
        await expect
          .poll(async () => (await listOf(page, box)).getByRole('option').first().textContent())
          .toMatch(/^degree Fahrenheit/);
        await page.keyboard.press('Escape');
        expect(await box.getAttribute('aria-expanded')).toBe('false');
        expect(await box.inputValue()).toBe('degree Celsius');
        expect(await selection(box)).toBe('degree Celsius');
        await typeKel(page, box);
      }));
  });

  it('fits a 360 px screen and lies above the content after it', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/converter/volume`);
      await converterLive(page);
      const box = unitBox(page, 'From');
      await box.click();
      const list = await listOf(page, box);
      const popup = list.locator('..');
      const rect = (await popup.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(360);
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role=listbox]')?.id ?? null,
        [rect.x + rect.width / 2, rect.y + rect.height - 8],
      );
      expect(hit).toBe(await list.getAttribute('id'));
    } finally {
      await context.close();
    }
  });
});

describe('axe on the opened lists', () => {
  const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const axe = async (page: Page) => {
    await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(() =>
      // @ts-expect-error axe is injected above
      window.axe
        .run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          resultTypes: ['violations'],
        })
        .then((r: { violations: unknown }) => r.violations),
    )) as { id: string; nodes: { target: string[] }[] }[];
    return violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  };
  for (const theme of ['light', 'dark']) {
    it(`${theme}: grouped, filtered with a note, and the home search: no violations`, async () => {
      const context = await browser.newContext({ colorScheme: theme as 'light' | 'dark' });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      try {
        const page = await context.newPage();
        await page.goto(`${BASE_URL}/converter/volume`);
        await converterLive(page);
        const box = unitBox(page, 'From');
        await box.click();
        await box.press('ArrowDown');
        expect(await axe(page)).toEqual([]);
        await box.fill('gallon');
        await expect.poll(() => box.getAttribute('aria-describedby')).toMatch(/-note\b/);
        expect(await axe(page)).toEqual([]);
        await page.goto(`${BASE_URL}/`);
        await converterLive(page);
        const from = page.getByRole('combobox', { name: 'Unit to convert from' });
        await from.click();
        await from.fill('ounce');
        await expect.poll(() => page.locator('#pair-search-from-note').textContent()).toContain('can mean');
        expect(await axe(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe("no '??' anywhere", () => {
  it('in the pickers of the home converter and in the home search', () =>
    withPage('/', async ({ page }) => {
      for (const tab of ['Length', 'Weight', 'Volume']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect
          .poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'))
          .toBe('true');
        for (const side of ['From', 'To'] as const) {
          const box = unitBox(page, side);
          await box.click();
          expect(await (await listOf(page, box)).textContent(), `${tab} ${side}`).not.toContain('??');
          for (const term of ['ounce', 'gallon', 'ton']) {
            await box.fill(term);
            expect(await (await listOf(page, box)).textContent(), `${tab} ${term}`).not.toContain('??');
          }
          await box.press('Escape');
        }
      }
      const from = page.getByRole('combobox', { name: 'Unit to convert from' });
      const to = page.getByRole('combobox', { name: 'Unit to convert to' });
      for (const term of ['ounce', 'gallon', 'ton']) {
        await from.fill(term);
        const list = await listOf(page, from);
        await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(1);
        expect(await list.textContent()).not.toContain('??');
        expect(await page.locator('#pair-search-from-note').textContent()).toContain(`“${term}” can mean:`);
        await to.fill('e');
        await expect.poll(() => page.getByTestId('pair-results').locator('a').count()).toBeGreaterThan(0);
        expect(await page.getByTestId('pair-results').textContent()).not.toContain('??');
      }
    }));
});

describe("'Find the Units to Convert': a picked unit stays that unit", () => {
  const href = pairPath('volume', 'fluid_ounce_us', 'milliliter');

  async function expectPair(page: Page) {
    const first = page.getByTestId('pair-results').locator('a').first();
    await expect.poll(() => first.getAttribute('href')).toBe(href);
    expect(await first.textContent()).toBe('US fluid ounce to milliliter');
    expect(await page.getByText('No conversions match').count()).toBe(0);
  }

  it('by mouse', () =>
    withPage('/', async ({ page }) => {
      const from = page.getByRole('combobox', { name: 'Unit to convert from' });
      const to = page.getByRole('combobox', { name: 'Unit to convert to' });
      await from.click();
      await from.fill('ounce');
      await (
        await listOf(page, from)
      )
        .getByRole('option')
        .filter({ hasText: /^US fluid ounce \(/ })
        .click();
      expect(await from.inputValue()).toBe('US fluid ounce');
      await to.click();
      await to.fill('millil');
      await (
        await listOf(page, to)
      )
        .getByRole('option')
        .filter({ hasText: /^milliliter \(mL\)/ })
        .click();
      expect(await to.inputValue()).toBe('milliliter');
      await expectPair(page);
      await page.getByTestId('pair-results').locator('a').first().click();
      await page.waitForURL(`**${href}`);
    }));

  it('by keyboard', () =>
    withPage('/', async ({ page }) => {
      const from = page.getByRole('combobox', { name: 'Unit to convert from' });
      const to = page.getByRole('combobox', { name: 'Unit to convert to' });
      async function choose(box: Locator, typed: string, wanted: RegExp) {
        await box.focus();
        await page.keyboard.type(typed);
        const list = await listOf(page, box);
        await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(0);
        for (let i = 0; i < 8 && !wanted.test((await activeText(page, box)) ?? ''); i++)
          await box.press('ArrowDown');
        expect(await activeText(page, box)).toMatch(wanted);
        await box.press('Enter');
      }
      await choose(from, 'fluid ounce', /^US fluid ounce \(/);
      expect(await from.inputValue()).toBe('US fluid ounce');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pair-search-to');
      await choose(to, 'milliliter', /^milliliter \(/);
      expect(await to.inputValue()).toBe('milliliter');
      await expectPair(page);
    }));
});
