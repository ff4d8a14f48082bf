/** Helpers for the main-converter browser tests (home quick converter, /converter/{category}). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, recordPageErrors } from './chromium';

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors seen so far. */
  errors: string[];
}

/**
 * Opens a page in a fresh context (its own localStorage), optionally with a raw
 * localStorage['unit-converter'] value, and waits until the converter has restored its state.
 */
export async function openConverter(
  browser: Browser,
  path: string,
  stored?: string | null,
  init?: () => void,
): Promise<Opened> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  if (stored !== undefined && stored !== null) {
    await context.addInitScript((raw) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('unit-converter', raw);
        sessionStorage.setItem('seeded', '1');
      }
    }, stored);
  }
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  recordPageErrors(page, errors);
  await page.goto(BASE_URL + path);
  await waitReady(page);
  return { context, page, errors };
}

/** Opens a converter page as openConverter does, runs `run` on it, and closes its context whatever happens. */
export async function withConverter(
  browser: Browser,
  path: string,
  stored: string | null,
  run: (o: Opened) => Promise<void>,
  init?: () => void,
): Promise<void> {
  const opened = await openConverter(browser, path, stored, init);
  try {
    await run(opened);
  } finally {
    await opened.context.close();
  }
}

/** Waits until the converter and the page's frame (theme toggle, …: its code starts after the first paint) are live. */
export async function waitReady(page: Page): Promise<void> {
  await converterLive(page);
  await page.waitForSelector('html[data-frame="ready"]', { timeout: 30_000 });
}

/** A converter built as a first visit shows it, not live yet: it comes to life when reached for. */
const UNREACHED =
  'astro-island[client="reached"][ssr] #converter-value, html:not([data-widgets]) [data-converter-island] #converter-value';

/**
 * The converter of a page as a first visit shows it (home, /converter, a pair page) comes to
 * life when the visitor reaches for it: the pointer goes over its value box, as a mouse does
 * before a click. Elsewhere, and where the visitor has something of their own to see, it is
 * live on its own.
 */
export async function reachForConverter(page: Page): Promise<void> {
  // A pair the 404 page draws has its converter once drawn, which may be after the page's load.
  await page.waitForFunction(() => !document.documentElement.classList.contains('nf-pair'), undefined, {
    timeout: 15_000,
  });
  // The island's directive decides after the first paint whether it waits to be reached for.
  await page.waitForFunction(() => document.readyState === 'complete');
  if (await page.locator(UNREACHED).count()) await page.locator('#converter-value').hover();
}

/** Reaches for the page's converter and waits until it is live (restored, hydrated). */
export async function converterLive(page: Page, timeout = 30_000): Promise<void> {
  await reachForConverter(page);
  await page.waitForSelector('[data-converter-ready="true"]', { timeout });
}

/** Reaches for a pair page's converter and waits until it is live. */
export async function waitWidgets(page: Page): Promise<void> {
  await reachForConverter(page);
  await page.waitForSelector('html[data-widgets="ready"]', { timeout: 30_000 });
}

export const valueBox = (page: Page) => page.getByLabel('From', { exact: true });
export const resultBox = (page: Page) => page.getByTestId('converter-result');
export const unitBox = (page: Page, side: 'From' | 'To') =>
  page.getByRole('combobox', { name: `${side} unit`, exact: true });

/** Picks a unit in a picker by typing its name and pressing Enter (the best match is active). */
export async function pickUnit(page: Page, side: 'From' | 'To', name: string): Promise<void> {
  const box = unitBox(page, side);
  await box.click();
  await box.fill(name);
  await box.press('Enter');
}

export async function stored(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('unit-converter');
    return raw ? JSON.parse(raw) : null;
  });
}

/** The history's entries as this page's storage holds them (localStorage['unit-converter-history']), newest first. */
export async function storedHistory(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('unit-converter-history');
    return raw ? JSON.parse(raw).entries : [];
  });
}

/** Visible text of the page, for NaN/Infinity checks. */
export const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
