/**
 * The home page and /converter/{category}: content before JavaScript, category tabs,
 * common conversions, the converter directory, 'Find the Units to Convert' with its lazily
 * loaded data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { openConverter, valueBox, resultBox, unitBox } from './converterPage';
import { holdBack, logRequests, pageIdle } from './settle';
import { categories, getCategory, groups, primaryGroup } from '../../src/build-time/catalog';
import { directoryGroups } from '../../src/core/directory';
import { commonConversions } from '../../src/build-time/homeConversions';
import { converterPath, groupPath, HOME_PATH } from '../../src/core/routes';

/**
 * The home page was 3,800 px tall at 360 px with two lists of every converter; it must stay well
 * under. It still grows with the catalogue (the first group of the directory is open on a phone,
 * two converters to a row): 2,451 px with 81 converters, 14 of them in the first group, and
 * about 2,530 px with the one line that leads to the Unit Calculator.
 */
const HOME_PHONE_HEIGHT_BUDGET = 2600;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A page with JavaScript off: what crawlers and visitors see before the islands hydrate. */
async function staticPage(path: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(BASE_URL + path);
  expect(response?.status()).toBe(200);
  return { page, close: () => context.close() };
}

describe('home without JavaScript', () => {
  it('shows the tabs, a converted default, the search boxes, the common conversions and every converter', async () => {
    const { page, close } = await staticPage('/');
    try {
      const tabs = page.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual([
        'Length',
        'Temperature',
        'Area',
        'Volume',
        'Weight',
        'Time',
      ]);
      expect(await page.getByRole('tab', { name: 'Length' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByTestId('unit-line').textContent()).toBe('1 meter ≈ 3.28084 feet');
      expect(await page.locator('#converter-from').inputValue()).toBe('meter');
      expect(await page.getByRole('heading', { name: 'Find the Units to Convert' }).count()).toBe(1);
      expect(await page.getByRole('combobox', { name: 'Unit to convert from' }).count()).toBe(1);
      expect(await page.getByRole('combobox', { name: 'Unit to convert to' }).count()).toBe(1);

      const box = page.locator('section[aria-labelledby="common-conversions"]');
      const expected = commonConversions();
      expect(expected).toHaveLength(30);
      expect(await box.locator('> ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
        expected.slice(0, 6).map((l) => l.href),
      );
      expect(
        await box.locator('details a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      ).toEqual(expected.slice(6).map((l) => l.href));

      // One directory of every converter, each listed once; every group page linked from it.
      const directory = page.locator('section[aria-labelledby="all-converters-by-theme"]');
      const hrefs = await directory
        .locator('li a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(
        directoryGroups(groups).flatMap((d) => d.categories.map((id) => `/converter/${id}`)),
      );
      for (const c of categories) expect(hrefs).toContain(`/converter/${c.id}`);
      for (const g of groups) expect(await directory.locator(`a[href="${groupPath(g)}"]`).count()).toBe(1);
      const converterLinks = await page
        .locator('a[href^="/converter/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(converterLinks.length, 'each converter linked once on the whole page').toBe(
        new Set(converterLinks).size,
      );
      expect(
        await page.locator('[data-sidebar]').count(),
        'no second list of converters beside the directory',
      ).toBe(0);
      expect(await page.locator('[data-theme-toggle]').count(), 'one theme toggle, in the top bar').toBe(1);
      expect(await page.locator('#top-bar [data-theme-toggle]').count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('every common-conversion link reaches a built page', async () => {
    const context = await browser.newContext();
    try {
      for (const l of commonConversions()) {
        const r = await context.request.get(BASE_URL + l.href);
        // Pair pages of categories left out of a narrowed dev build (BUILD_CATEGORIES) are skipped.
        if (
          process.env.BUILD_CATEGORIES &&
          !process.env.BUILD_CATEGORIES.split(',').includes(l.href.split('/')[1]!)
        )
          continue;
        expect(r.status(), l.href).toBe(200);
      }
    } finally {
      await context.close();
    }
  });
});

describe('home with JavaScript', () => {
  it('hydrates the islands once reached for or once visible, with no console error', async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      const modes = await page
        .locator('astro-island')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('component-url'), e.getAttribute('client')]));
      for (const [url, mode] of modes) expect(['reached', 'visible'], String(url)).toContain(mode);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("loads the converter's code on a first visit only when the visitor reaches for it; at once for a returning one", async () => {
    for (const path of ['/', '/converter/length']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // The converter's own chunk (on a wide screen the pair search beside it is in view, and
      // loads React for itself).
      const code: string[] = [];
      page.on('request', (r) => {
        if (/\/_astro\/MainConverter\.[\w-]+\.js$/.test(r.url())) code.push(r.url());
      });
      try {
        await page.goto(BASE_URL + path);
        await page.waitForSelector('astro-island[data-unreached]', { state: 'attached' });
        await page.waitForTimeout(500);
        expect(code, `${path}: its code before the visitor reached for it`).toEqual([]);
        // A tap in the To box, then typing at once: the converter comes, and takes the keys over.
        await page.getByLabel('To', { exact: true }).click();
        await page.keyboard.type('180 cm', { delay: 40 });
        await page.waitForSelector('[data-converter-ready="true"]');
        await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('1.8 m = 180 cm');
        expect(code.length, path).toBeGreaterThan(0);
        // Back with a conversion stored: live without being reached for.
        await page.getByLabel('From', { exact: true }).press('Enter');
        await page.mouse.move(0, 0);
        code.length = 0;
        await page.reload();
        await page.waitForSelector('[data-converter-ready="true"]');
        expect(await page.locator('astro-island[data-unreached]').count(), path).toBe(0);
        expect(code.length, path).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    }
  });

  it('a returning visitor who taps From before the stored conversion arrives types over it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(BASE_URL + '/');
      await page.getByLabel('From', { exact: true }).click();
      await page.keyboard.type('5 kg', { delay: 40 });
      await expect.poll(() => page.getByTestId('converter-answer').textContent()).toMatch(/^5 kg [=≈]/);
      await page.keyboard.press('Enter');
      // The stored conversion is a weight: its units come from the network, held back here
      // so that the tap surely comes between hydration and the restored value.
      const release = await holdBack(page, '**/data/weight.txt');
      await page.reload();
      await page.waitForSelector('astro-island[client="reached"]:not([ssr])', { state: 'attached' });
      const box = page.getByLabel('From', { exact: true });
      await box.click();
      release();
      await page.waitForSelector('[data-converter-ready="true"]');
      await expect.poll(() => box.inputValue()).toBe('5 kg');
      await page.keyboard.type('60 rpm to Hz', { delay: 40 });
      expect(await box.inputValue()).toBe('60 rpm to Hz');
      await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('60 rpm = 1 Hz');
    } finally {
      await context.close();
    }
  });

  it('an arrow pressed on the tabs before the converter is live moves along them once it is', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // The converter's code is held back until the keys are down.
      const release = await holdBack(page, /\/_astro\/MainConverter\.[\w-]+\.js$/);
      await page.goto(BASE_URL + '/');
      await page.waitForSelector('astro-island[data-unreached]', { state: 'attached' });
      await page.getByRole('tab', { name: 'Length' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      release();
      await page.waitForSelector('[data-converter-ready="true"]');
      const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
      await expect.poll(selected).toBe('Area');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Area');
    } finally {
      await context.close();
    }
  });

  it('the tabs follow the WAI-ARIA pattern: arrows, Home and End move and select', async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      const tab = (name: string) => page.getByRole('tab', { name });
      const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
      expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
      await tab('Length').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(selected).toBe('Temperature');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Temperature');
      // The picker shows the new unit once React has committed the tab's state.
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('degree Celsius');
      await page.keyboard.press('End');
      await expect.poll(selected).toBe('Time');
      await page.keyboard.press('ArrowRight');
      await expect.poll(selected).toBe('Length');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(selected).toBe('Time');
      await page.keyboard.press('Home');
      await expect.poll(selected).toBe('Length');
      expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
        await tab('Length').getAttribute('id'),
      );
      expect(await tab('Length').getAttribute('tabindex')).toBe('0');
      expect(await tab('Time').getAttribute('tabindex')).toBe('-1');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the quick converter converts live', async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      await page.getByRole('tab', { name: 'Weight' }).click();
      await valueBox(page).fill('1000');
      // Weight opens on kilograms to pounds, the catalogue's default pair.
      await expect.poll(() => resultBox(page).textContent()).toBe('2,204.62');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the top bar's theme toggle switches and saves the theme", async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      await page.locator('#theme-toggle').click();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.locator('#theme-toggle').click();
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('home on a 360 px phone', () => {
  it('shows every category tab inside the viewport, and the arrow keys still move between them', async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(6);
      const boxes = await tabs.evaluateAll((els) =>
        els.map((t) => {
          const r = t.getBoundingClientRect();
          return {
            name: t.textContent,
            left: r.left,
            right: r.right,
            width: r.width,
            scrollWidth: (t as HTMLElement).scrollWidth,
            clientWidth: (t as HTMLElement).clientWidth,
          };
        }),
      );
      for (const box of boxes) {
        expect(box.left, `${box.name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.name} ends inside the viewport`).toBeLessThanOrEqual(360);
        expect(box.scrollWidth, `${box.name}: its name is not cut off`).toBeLessThanOrEqual(box.clientWidth);
      }
      const list = page.getByRole('tablist', { name: 'Unit categories' });
      expect(
        await list.evaluate((el) => el.scrollWidth <= el.clientWidth),
        'nothing to scroll sideways',
      ).toBe(true);
      await page.getByRole('tab', { name: 'Length' }).focus();
      await page.keyboard.press('End');
      const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
      await expect.poll(selected).toBe('Time');
      await page.keyboard.press('ArrowRight');
      await expect.poll(selected).toBe('Length');
      await page.keyboard.press('ArrowLeft');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Time');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows All converters in the top bar, and the page is short', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto(BASE_URL + '/');
      const all = page.locator('#top-bar').getByRole('link', { name: 'All converters' });
      expect(await all.isVisible()).toBe(true);
      expect(await all.getAttribute('href')).toBe('/sitemap');
      expect(await page.locator('#top-bar [data-theme-toggle]').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
        HOME_PHONE_HEIGHT_BUDGET,
      );
    } finally {
      await context.close();
    }
  });
});

describe("'Find the Units to Convert'", () => {
  it('loads its data on first focus, then finds pairs across categories and links to their pages', async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      const requests = logRequests(page);
      const fetched = () => requests.urls.filter((u) => u.includes('search-index'));
      // Everything the page does on its own is done: the index would have been asked for by now.
      await pageIdle(page, requests);
      expect(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((u) => u.includes('search-index')),
        ),
      ).toEqual([]);
      expect(fetched()).toEqual([]);
      const from = page.getByRole('combobox', { name: 'Unit to convert from' });
      const to = page.getByRole('combobox', { name: 'Unit to convert to' });
      await from.focus();
      await expect.poll(() => fetched().length).toBe(1);
      await from.fill('kilom');
      const fromList = page.locator('#pair-search-from-list');
      await expect.poll(() => fromList.getByRole('option').count()).toBe(8);
      expect(await fromList.getByRole('option').first().textContent()).toContain('kilometer (km)');
      expect(await fromList.getByRole('option').first().textContent()).toContain('Length');
      await from.press('Enter');
      expect(await from.inputValue()).toBe('kilometer');
      expect(await from.getAttribute('aria-expanded')).toBe('false');
      await to.fill('mile');
      await to.press('Escape');
      const results = page.getByTestId('pair-results').locator('a');
      await expect.poll(() => results.count()).toBeGreaterThan(0);
      expect(await results.count()).toBeLessThanOrEqual(15);
      expect(await results.first().getAttribute('href')).toBe('/length/kilometer-to-mile');
      await to.fill('e');
      await from.fill('e');
      await expect.poll(() => results.count()).toBe(15);
      expect(await page.getByTestId('pair-results').textContent()).not.toContain('??');
      for (const item of await page.getByTestId('pair-results').locator('li').all())
        expect(await item.locator('span').last().textContent()).toMatch(/^[A-Z]/);
      await from.fill('meter');
      await to.fill('foot');
      await expect.poll(() => results.first().getAttribute('href')).toBe('/length/meter-to-foot');
      await page.locator('h1').click();
      await results.first().click();
      await page.waitForURL('**/length/meter-to-foot');
      expect(errors).toEqual([]);
      expect(fetched()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('says so when nothing matches, and when the data cannot be loaded', async () => {
    const { context, page, errors } = await openConverter(browser, '/');
    try {
      await page.route('**/search-index.json', (r) => r.abort());
      const from = page.getByRole('combobox', { name: 'Unit to convert from' });
      await from.focus();
      await expect.poll(() => page.getByText('The unit list could not be loaded').count()).toBe(1);
      await page.unroute('**/search-index.json');
      await page.locator('h1').click();
      await from.focus();
      await from.fill('zzzz');
      await page.getByRole('combobox', { name: 'Unit to convert to' }).fill('qqqq');
      await expect.poll(() => page.getByText('No conversions match these units.').count()).toBe(1);
      // The aborted request logs a network error; nothing else may.
      expect(errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('/converter/{category}', () => {
  it('has breadcrumbs, title, line, a converted default, related converters and a back link without JavaScript', async () => {
    for (const id of ['length', 'pressure', 'radiation_rate']) {
      const category = getCategory(id)!;
      const group = primaryGroup(id);
      const { page, close } = await staticPage(converterPath(id));
      try {
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        const labels = (await crumbs.locator('li').allInnerTexts()).map((t) => t.replace('›', '').trim());
        expect(labels).toEqual(['Home', group.name, category.name]);
        expect(await crumbs.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
          HOME_PATH,
          groupPath(group),
        ]);
        expect(await page.locator('h1').textContent()).toBe(`${category.name} Converter`);
        expect(
          await page
            .getByText(`Convert between different ${category.name.toLowerCase()} units`, { exact: true })
            .count(),
        ).toBe(1);
        expect(await page.getByTestId('unit-line').textContent()).toMatch(/^1 .+ [=≈] \d/);
        const related = await page
          .locator('section[aria-labelledby="related-converters"] a')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(related).toEqual(group.categories.filter((c) => c !== id).map((c) => converterPath(c)));
        expect(await page.getByRole('link', { name: `← Back to ${group.name}` }).count()).toBe(1);
      } finally {
        await close();
      }
    }
  });

  it("the earlier catalogue's alias ids reach their category", async () => {
    const { page, close } = await staticPage('/converter/electric_potential');
    try {
      expect(await page.locator('h1').textContent()).toBe('Voltage Converter');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        /\/converter\/voltage$/,
      );
    } finally {
      await close();
    }
  });
});
