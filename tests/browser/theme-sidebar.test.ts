/** Theme (the system's until one is picked, applied before first paint), top-bar shadow, footer year and the sidebar accordion, in Chromium. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { afterFrames } from './settle';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  // Records, for every document, whether <html> had the dark class when the DOM was ready.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __darkAtReady: boolean }).__darkAtReady =
        document.documentElement.classList.contains('dark');
    });
  });
  page = await context.newPage();
  problems = [];
  recordPageErrors(page, problems);
});

/** Opens a page (or reloads it) and waits until its frame is live: the toggles' code starts after the first paint. */
const open = async (path: string) => {
  await page.goto(BASE_URL + path);
  await page.waitForSelector('html[data-frame="ready"]');
};
const reload = async () => {
  await page.reload();
  await page.waitForSelector('html[data-frame="ready"]');
};
const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
const darkAtReady = () =>
  page.evaluate(() => (window as unknown as { __darkAtReady: boolean }).__darkAtReady);
const stored = () => page.evaluate(() => localStorage.getItem('theme'));
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('theme', () => {
  it('is light in a light system, toggles, is saved under "theme" and is applied before paint on reload', async () => {
    await open('/about');
    expect(await isDark()).toBe(false);
    expect(await darkAtReady()).toBe(false);
    expect(await stored()).toBeNull();
    const toggle = page.locator('#theme-toggle');
    expect(await toggle.textContent()).toContain('Dark mode');
    await toggle.click();
    expect(await isDark()).toBe(true);
    expect(await stored()).toBe('dark');
    expect(await toggle.innerText()).toBe('Light mode');
    // The dark theme's colours.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).color)).toBe(rgb('#e0e0e0'));
    expect(await page.locator('article.card').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      rgb('#2d2d2d'),
    );

    await reload();
    expect(await darkAtReady()).toBe(true); // no flash: dark before the DOM was even complete
    expect(await isDark()).toBe(true);
    await open('/sitemap');
    expect(await darkAtReady()).toBe(true);

    await page.locator('#theme-toggle').click();
    expect(await isDark()).toBe(false);
    expect(await stored()).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).color)).toBe(rgb('#333333'));
    await reload();
    expect(await darkAtReady()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('is operable from the keyboard', async () => {
    await open('/terms');
    await page.locator('#theme-toggle').focus();
    await page.keyboard.press('Enter');
    expect(await isDark()).toBe(true);
    await page.keyboard.press('Space');
    expect(await isDark()).toBe(false);
  });

  it('follows a dark system before first paint until a theme is picked, and its changes while the page is open', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open('/about');
    expect(await darkAtReady()).toBe(true);
    expect(await isDark()).toBe(true);
    expect(await stored()).toBeNull();
    expect(await page.locator('#theme-toggle').innerText()).toBe('Light mode');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(isDark).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);

    // A pick wins over the system, now and on later pages.
    await page.locator('#theme-toggle').click();
    expect(await isDark()).toBe(false);
    expect(await stored()).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    // The page has been told of the change (in its rendering steps) and kept the pick.
    await afterFrames(page);
    expect(await isDark()).toBe(false);
    await open('/terms');
    expect(await darkAtReady()).toBe(false);
    await page.locator('#theme-toggle').click();
    expect(await stored()).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await reload();
    expect(await darkAtReady()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('is light where the colour-scheme query is unsupported', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
    });
    await open('/about');
    expect(await darkAtReady()).toBe(false);
    expect(await isDark()).toBe(false);
    await page.locator('#theme-toggle').click();
    expect(await isDark()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('follows the system when storage throws or holds garbage, without errors', async () => {
    await context.addInitScript(() => {
      if (location.search.includes('broken')) {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new Error('denied');
          },
        });
      }
    });
    await open('/about?broken');
    expect(await isDark()).toBe(false);
    await page.locator('#theme-toggle').click(); // applies for the page even though it cannot be saved
    expect(await isDark()).toBe(true);
    await open('/about');
    await page.evaluate(() => localStorage.setItem('theme', '{"garbage'));
    await reload();
    expect(await isDark()).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('top bar and footer', () => {
  it('gets a shadow once scrolled more than 10 px', async () => {
    await open('/unit-page/length');
    const shadow = () => page.locator('#top-bar').evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await shadow()).toBe('none');
    expect(
      await page.evaluate(() => {
        window.scrollTo(0, 10);
        return window.scrollY;
      }),
    ).toBe(10);
    // The scroll event has been handled (in the rendering steps), and the bar has no shadow.
    await afterFrames(page);
    expect(await shadow()).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(shadow).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(shadow).toBe('none');
  });

  it("shows the visitor's current year, not the build's, and the four links", async () => {
    await page.clock.setFixedTime(new Date('2031-07-04T12:00:00Z'));
    await open('/privacy');
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain('© 2031');
    for (const [name, href] of [
      ['Sitemap', '/sitemap'],
      ['About Us', '/about'],
      ['Terms of Use', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
  });
});

describe("sidebar 'All Converters'", () => {
  const openGroups = () =>
    page
      .locator('[data-sidebar] details[open]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));

  it('has the eight groups, Common open at first, one open at a time', async () => {
    await open('/category/light');
    expect(await page.locator('[data-sidebar] details').count()).toBe(8);
    expect(await openGroups()).toEqual(['common']);
    await page.locator('[data-sidebar] details[data-group="heat"] > summary').click();
    expect(await openGroups()).toEqual(['heat']);
    expect(await page.locator('[data-sidebar] details[data-group="heat"] a').first().isVisible()).toBe(true);
    expect(await page.locator('[data-sidebar] details[data-group="common"] a').first().isVisible()).toBe(
      false,
    );
    // A click on the open section closes it.
    await page.locator('[data-sidebar] details[data-group="heat"] > summary').click();
    expect(await openGroups()).toEqual([]);
    // Keyboard: a summary is focusable and Enter toggles it.
    await page.locator('[data-sidebar] details[data-group="radiology"] > summary').focus();
    await page.keyboard.press('Enter');
    expect(await openGroups()).toEqual(['radiology']);
    const link = page.locator('[data-sidebar] details[data-group="radiology"] a').first();
    expect(await link.getAttribute('href')).toMatch(/^\/unit-page\/radiation/);
  });

  it.each([['/unit-page/pressure'], ['/converter/pressure']])(
    'highlights the current category and opens its group on %s',
    async (path) => {
      await open(path);
      expect(await openGroups()).toEqual(['engineering']);
      const current = page.locator('[data-sidebar] a[aria-current]');
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute('href')).toBe('/unit-page/pressure');
      const [bg, plain] = await Promise.all([
        current.evaluate((el) => getComputedStyle(el).backgroundColor),
        page
          .locator('[data-sidebar] details[data-group="engineering"] a:not([aria-current])')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      ]);
      expect(bg).not.toBe(plain);
    },
  );
});
