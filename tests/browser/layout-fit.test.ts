/**
 * The converter's layout in Chromium against the built site: every unit picker shows its unit's
 * whole name at a phone's and a desktop's width (wrapped, never cut or ended in '…'), the built
 * page and the live converter lay out alike (no layout shift), and on a phone with its keyboard
 * up (a 360×400 screen) the answer shows right under the box being typed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { reachForConverter, unitBox, waitReady } from './converterPage';
import { homeTabs } from '../../src/build-time/islandData';
import { getCategory } from '../../src/build-time/catalog';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
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
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifted += e.value;
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
 * that differs from the picked unit's, text cut or running under the chevron, an ellipsis.
 */
function pickerFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('[data-converter-ready] input[role=combobox]')) {
      const field = input.parentElement!;
      const face = field.querySelector<HTMLElement>('.combo-face');
      const chevron = field.querySelector('.combo-chevron')!.getBoundingClientRect();
      const box = input.getBoundingClientRect();
      if (!face) { faults.push(`${input.id}: no face showing its unit`); continue; }
      const name = face.firstChild?.nodeType === Node.TEXT_NODE ? face.firstChild.textContent : null;
      if (name !== input.value) faults.push(`${input.id}: shows '${name}' for '${input.value}'`);
      if (getComputedStyle(face).visibility !== 'visible') faults.push(`${input.id}: its name is hidden`);
      if (getComputedStyle(input).color !== 'rgba(0, 0, 0, 0)') faults.push(`${input.id}: the input's own one-line text shows`);
      if (getComputedStyle(input).textOverflow === 'ellipsis' || getComputedStyle(face).textOverflow === 'ellipsis') faults.push(`${input.id}: ends in an ellipsis`);
      if (face.scrollWidth > face.clientWidth + 1 || face.scrollHeight > face.clientHeight + 1) faults.push(`${input.id}: its text overflows`);
      // Every line of the name and the symbol lies inside the field and before the chevron.
      const range = document.createRange();
      range.selectNodeContents(face);
      for (const line of range.getClientRects()) {
        if (line.left < box.left || line.right > chevron.left + 1 || line.top < box.top || line.bottom > box.bottom) {
          faults.push(`${input.id}: text at ${Math.round(line.left)}–${Math.round(line.right)} × ${Math.round(line.top)}–${Math.round(line.bottom)} outside ${Math.round(box.left)}–${Math.round(chevron.left)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`);
        }
      }
    }
    return faults;
  });
}

/** The category's unit with the longest name (the hardest to fit). */
const longestName = (id: string) => getCategory(id)!.units.reduce((a, b) => (b.name.length > a.name.length ? b : a)).name;

describe('unit pickers show whole names', () => {
  for (const width of [360, 1280]) {
    it(`home's six tabs at ${width} px`, () => withScreen(width, 900, '/', async (page) => {
      await waitReady(page);
      for (const tab of homeTabs().tabs) {
        await page.getByRole('tab', { name: tab.name, exact: true }).click();
        await expect.poll(() => page.getByRole('tab', { name: tab.name, exact: true }).getAttribute('aria-selected')).toBe('true');
        expect([tab.name, ...(await pickerFaults(page))]).toEqual([tab.name]);
      }
    }));

    for (const category of ['temperature', 'power']) {
      it(`/converter/${category} at ${width} px, its default pair and its longest name`, () => withScreen(width, 900, `/converter/${category}`, async (page) => {
        await waitReady(page);
        expect(await pickerFaults(page)).toEqual([]);
        const longest = longestName(category);
        const box = unitBox(page, 'To');
        if ((await box.inputValue()) !== longest) {
          await box.click();
          await box.fill(longest);
          const firstOption = page.locator(`#${await box.getAttribute('aria-controls')} [role=option]`).first();
          await expect.poll(() => firstOption.textContent()).toContain(longest);
          await box.press('Enter');
          await box.press('Tab'); // on to the next control: the field shows its pick
        }
        await expect.poll(() => box.inputValue()).toBe(longest);
        expect(await pickerFaults(page)).toEqual([]);
      }));
    }
  }

  it('a pair page lays out its built converter as the live one: nothing shifts when it comes to life', () => withScreen(360, 740, '/length/foot-to-centimeter', async (page) => {
    const heights = () => page.locator('.combo-field').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
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

const answerText = (page: Page) => page.getByTestId('converter-answer').evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

describe('on a phone with the keyboard up (360×400), the answer shows under the box being typed in', () => {
  for (const path of ['/', '/converter/length', '/length/foot-to-centimeter', '/quick-convert/length']) {
    it(path, () => withScreen(360, 400, path, async (page) => {
      // A tap on the From box, as a visitor's first act (a pair page's converter comes to life on it).
      await page.locator('#converter-value').click();
      await page.waitForSelector('[data-converter-ready="true"]');
      await page.locator('#converter-value').fill('');
      await page.locator('#converter-value').pressSequentially('5 ft 3 in to cm');
      await expect.poll(() => answerText(page)).toBe('5 ft 3 in = 160.02 cm');
      await expect.poll(() => inView(page, 'converter-value')).toMatchObject({ answerShows: true, boxShows: true });
      expect((await inView(page, 'converter-value')).gap).toBeLessThan(240);

      // Typing in the To box, from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('#converter-to-value').click();
      await page.locator('#converter-to-value').fill('');
      await page.locator('#converter-to-value').pressSequentially('100');
      await expect.poll(() => answerText(page)).toMatch(/[=≈] 100 cm$/);
      await expect.poll(() => inView(page, 'converter-to-value')).toMatchObject({ answerShows: true, boxShows: true });
      expect((await inView(page, 'converter-to-value')).gap).toBeLessThan(120);
    }));
  }
});
