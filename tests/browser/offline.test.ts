/**
 * The offline service worker in Chromium against the built site: after one online visit the
 * worker is in control and has precached its list; offline, a never-visited converter still
 * converts, so does any pair's quick-convert page, a visited pair page reloads and converts, a
 * never-visited pair page opens as its category's converter showing that pair, and an address
 * the site does not have says it is offline (never 'not found'; proof the worker's own requests
 * are offline too); back online, an unknown address gets the real 404 page. After one visit to
 * home, one page of every kind the site links to opens offline and works. No console error, no
 * CSP violation, and no request leaves the origin. Each Playwright context has its own worker
 * and caches.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { resultBox, valueBox, waitReady, waitWidgets } from './converterPage';
import { quickFormView } from '../../src/core/pairWidgets';
import {
  calculatorPath,
  groupPath,
  ingredientPath,
  quickConvertHref,
  quickConvertPath,
  STATIC_PATHS,
  unitPagePath,
} from '../../src/core/routes';
import { parseQuantity } from '../../src/core/quantity';
import { unitPair } from '../unit/unitPair';

const ORIGIN = new URL(BASE_URL).origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  context.on('request', (r) => requests.push(r.url()));
  page = await context.newPage();
  recordPageErrors(page, errors);
});
afterAll(() => browser?.close());

/** Chromium logs a page answered with an error status as a console error: expected here, so taken off the record. */
async function statusLogged(status: number) {
  const logged = () => errors.findIndex((e) => e.includes(`status of ${status}`));
  await expect.poll(logged).toBeGreaterThanOrEqual(0);
  errors.splice(logged(), 1);
}

const cspViolations = () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** The precache list of the build under test, as its sw.js states it. */
async function precacheList(): Promise<string[]> {
  const source = await (await fetch(`${BASE_URL}/sw.js`)).text();
  return (JSON.parse(/^const BUILD = (.*);$/m.exec(source)![1]!) as { precache: string[] }).precache;
}

/** Waits until the page's worker is active and in control; the paths its precache holds. */
async function settled(on: Page): Promise<string[]> {
  // The install fetches the whole precache (about 600 files): seconds, more on a busy machine.
  await on.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' &&
      navigator.serviceWorker.controller !== null,
    null,
    { timeout: 60_000 },
  );
  return on.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('unitflip-precache-'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
}

describe('offline', () => {
  it('one online visit installs the worker, which takes control and precaches its whole list', async () => {
    await page.goto(`${BASE_URL}/converter/length`);
    await waitReady(page);
    const saved = await settled(page);
    const expected = await precacheList();
    expect(expected).toContain('/converter/temperature');
    expect(expected.some((u) => /^\/[^/]+\/[^/]+-to-[^/]+$/.test(u))).toBe(false);
    expect(saved.sort()).toEqual([...expected].sort());
    expect(await cspViolations()).toEqual([]);
  });

  it('a converter never visited opens offline (query string and all) and converts', async () => {
    await context.setOffline(true);
    const response = await page.goto(`${BASE_URL}/converter/temperature/?v=1&from=celsius&to=fahrenheit`);
    expect(response?.fromServiceWorker()).toBe(true);
    await waitReady(page);
    await valueBox(page).fill('100');
    await expect.poll(() => resultBox(page).textContent()).toBe('212');
    expect(await cspViolations()).toEqual([]);
  });

  it('home opens offline, and a tab whose units it did not bring shows them', async () => {
    await context.setOffline(true);
    await page.goto(`${BASE_URL}/`);
    await waitReady(page);
    await page.getByRole('tab', { name: 'Weight' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Weight' }).getAttribute('aria-selected'))
      .toBe('true');
    await valueBox(page).fill('2');
    await expect.poll(() => resultBox(page).textContent()).toBe('4.40925');
    expect(await cspViolations()).toEqual([]);
  });

  it("any pair's quick-convert page opens offline, by its link or its pair address, and converts", async () => {
    await context.setOffline(true);
    for (const path of [
      quickConvertHref('weight', 'kilogram', 'pound'),
      quickConvertPath('weight', 'gram', 'ounce'),
    ]) {
      await page.goto(BASE_URL + path);
      await page.waitForURL((url) => url.pathname === quickConvertHref('weight'));
      await waitWidgets(page);
      const [from, to] = path.includes('kilogram') ? ['kilogram', 'pound'] : ['gram', 'ounce'];
      const p = unitPair('weight', from!, to!);
      await page.getByLabel('From:', { exact: true }).fill('3');
      await expect
        .poll(() => page.getByTestId('converter-answer').textContent())
        .toBe(
          quickFormView({ from: p.from, to: p.to, units: p.category.units, read: parseQuantity }, '3').answer,
        );
    }
    expect(await cspViolations()).toEqual([]);
  });

  it('a pair page visited online reloads offline and converts', async () => {
    await context.setOffline(false);
    await page.goto(`${BASE_URL}/length/meter-to-foot`);
    await waitReady(page);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await waitReady(page);
    const p = unitPair('length', 'meter', 'foot');
    await valueBox(page).fill('37.5');
    const expected = quickFormView(
      { from: p.from, to: p.to, units: p.category.units, read: parseQuantity },
      '37.5',
    ).answer;
    expect(expected).toContain('123.031');
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe(expected);
    expect(await cspViolations()).toEqual([]);
  });

  it('a pair page never visited opens offline at its address, drawn by the precached 404 page from the precached data', async () => {
    await context.setOffline(true);
    for (const [path, answer] of [
      ['/length/foot-to-meter', '10 ft = 3.048 m'],
      ['/length/foot-to-parsec', '10 ft ≈ 9.8779 × 10⁻¹⁷ pc'],
      ['/ft-to-pc', '10 ft ≈ 9.8779 × 10⁻¹⁷ pc'],
    ] as const) {
      const response = await page.goto(`${BASE_URL}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect
        .poll(
          () =>
            page
              .locator('[data-testid="converter-answer"]')
              .textContent()
              .catch(() => null),
          { message: path },
        )
        .toBe(answer);
      expect(new URL(page.url()).pathname, path).toBe(path === '/ft-to-pc' ? '/length/foot-to-parsec' : path);
      expect(await page.locator('h1').textContent(), path).toMatch(/^Convert feet to /);
    }
    expect(await cspViolations()).toEqual([]);
  });

  it('an address the site does not have says it is offline (status 503), never that it does not exist', async () => {
    await context.setOffline(true);
    const response = await page.goto(`${BASE_URL}/old-page`);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(503);
    await statusLogged(503);
    expect(await page.locator('h1').textContent()).toBe('You are offline');
    expect(await page.locator('body').innerText()).not.toMatch(/404|not found|doesn't exist/i);
    // It offers what does work offline.
    expect(await page.locator('a[href="/"]').count()).toBe(1);
    expect(await page.locator('a[href="/converter/length"]').textContent()).toBe('Length Converter');
    expect(await cspViolations()).toEqual([]);
  });

  it('back online, an unknown address gets the real 404 page, with status 404', async () => {
    await context.setOffline(false);
    const response = await page.goto(`${BASE_URL}/no-such-page`);
    expect(response?.status()).toBe(404);
    await statusLogged(404);
    await expect.poll(() => page.title()).toMatch(/^Page not found/);
    expect(await page.locator('h1').textContent()).toBe('404');
    expect(await cspViolations()).toEqual([]);
  });

  it('no console error and no request off the origin (ads off) all along', () => {
    expect(errors).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith(`${ORIGIN}/`) && !/^(data|blob):/.test(u))).toEqual([]);
  });
});

describe('after one visit to home, offline, a page of every kind the site links to opens and works', () => {
  let visitor: BrowserContext;
  let tab: Page;
  const tabErrors: string[] = [];
  const tabRequests: string[] = [];

  beforeAll(async () => {
    visitor = await browser.newContext({ serviceWorkers: 'allow' });
    visitor.on('request', (r) => tabRequests.push(r.url()));
    tab = await visitor.newPage();
    recordPageErrors(tab, tabErrors);
    await tab.goto(`${BASE_URL}/`);
    await waitReady(tab);
    expect((await settled(tab)).sort()).toEqual((await precacheList()).sort());
    await visitor.setOffline(true);
  }, 120_000);
  afterAll(() => visitor?.close());
  // Each test answers for its own pages' errors.
  beforeEach(() => {
    tabErrors.length = 0;
  });

  /** Opens a page offline: the worker answers with the page itself, never its offline page, and the page logs no error. */
  async function openOffline(path: string, heading: string | RegExp): Promise<void> {
    const response = await tab.goto(BASE_URL + path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(response?.status(), path).toBe(200);
    await expect.poll(() => tab.locator('h1').first().innerText(), { message: path }).toMatch(heading);
    expect(await tab.locator('body').innerText(), path).not.toContain('You are offline');
  }

  it.each([
    ['/', 'Exact unit conversions for every quantity'],
    ['/about', 'About Us'],
    ['/sitemap', 'Sitemap'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    [unitPagePath('length'), 'Length Units'],
    [groupPath('common'), /^Common/],
  ])('%s shows its content', async (path, heading) => {
    await openOffline(path, heading);
    expect(tabErrors).toEqual([]);
  });

  it('a converter converts', async () => {
    await openOffline('/converter/temperature', 'Temperature Converter');
    await waitReady(tab);
    await valueBox(tab).fill('100');
    await expect.poll(() => resultBox(tab).textContent()).toBe('212');
    expect(tabErrors).toEqual([]);
  });

  it('a built pair page, a pair without one and a category-less pair address show their answer', async () => {
    for (const [path, at, heading, answer] of [
      ['/length/meter-to-foot', '/length/meter-to-foot', 'Convert meters to feet', /^10 m ≈ 32\.8084 ft$/],
      [
        '/length/foot-to-parsec',
        '/length/foot-to-parsec',
        /^Convert feet to /,
        /^10 ft ≈ 9\.8779 × 10⁻¹⁷ pc$/,
      ],
      ['/ft-to-pc', '/length/foot-to-parsec', /^Convert feet to /, /^10 ft ≈ 9\.8779 × 10⁻¹⁷ pc$/],
    ] as const) {
      await openOffline(path, heading);
      await expect
        .poll(
          () =>
            tab
              .getByTestId('converter-answer')
              .textContent()
              .catch(() => null),
          { message: path },
        )
        .toMatch(answer);
      expect(new URL(tab.url()).pathname, path).toBe(at);
    }
    expect(tabErrors).toEqual([]);
  });

  it('a quick-convert pair address converts', async () => {
    const response = await tab.goto(BASE_URL + quickConvertPath('weight', 'gram', 'ounce'));
    expect(response?.fromServiceWorker()).toBe(true);
    await tab.waitForURL((url) => url.pathname === quickConvertHref('weight'));
    await waitWidgets(tab);
    const p = unitPair('weight', 'gram', 'ounce');
    await tab.getByLabel('From:', { exact: true }).fill('3');
    await expect
      .poll(() => tab.getByTestId('converter-answer').textContent())
      .toBe(
        quickFormView({ from: p.from, to: p.to, units: p.category.units, read: parseQuantity }, '3').answer,
      );
    expect(tabErrors).toEqual([]);
  });

  it('the calculator calculates', async () => {
    await openOffline(calculatorPath(), 'Unit Calculator');
    await tab.waitForSelector('[data-calculator-ready="true"]', { timeout: 30_000 });
    await tab.getByRole('button', { name: 'Clear' }).click();
    await tab.getByLabel('1. line', { exact: true }).pressSequentially('3 ft * 4 ft to m²');
    await expect.poll(() => tab.getByTestId('tape-answer').first().textContent()).toContain('≈ 1.11484 m²');
    expect(tabErrors).toEqual([]);
  });

  it('the kitchen converts an ingredient, and an ingredient’s page shows its answer', async () => {
    await openOffline(STATIC_PATHS.kitchen, 'Kitchen Converter');
    await waitReady(tab);
    await valueBox(tab).fill('');
    await valueBox(tab).pressSequentially('1 cup of butter in grams');
    await expect
      .poll(() => tab.getByTestId('converter-answer').textContent())
      .toBe('1 cup (US) of butter ≈ 227 g');
    await openOffline(ingredientPath('all_purpose_flour'), 'All-purpose flour: cups to grams');
    expect(await tab.getByTestId('converter-answer').textContent()).toBe(
      '1 cup (US) of all-purpose flour ≈ 125 g',
    );
    expect(tabErrors).toEqual([]);
  });

  it('no request left the origin', () => {
    expect(tabRequests.filter((u) => !u.startsWith(`${ORIGIN}/`) && !/^(data|blob):/.test(u))).toEqual([]);
  });
});
