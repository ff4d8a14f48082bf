/** The 404 page and its resolver in Chromium against the built site. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { holdBack } from './settle';

let browser: Browser;
let page: Page;
let problems: string[];
let warnings: string[];
let requests: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
  problems = [];
  warnings = [];
  requests = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'log') warnings.push(m.text());
    // The browser reports the document's own 404 status as a console error; nothing else may.
    if (m.type() === 'error' && !/status of 404/.test(m.text())) problems.push(m.text());
  });
});

async function openMissing(path: string) {
  const response = await page.goto(BASE_URL + path, { waitUntil: 'networkidle' });
  return response;
}

const h1s = () => page.locator('h1').allTextContents();

describe('not-found page', () => {
  it('shows 404, the message and Return Home, and logs the path (not as an error)', async () => {
    const response = await openMissing('/no/such/page-here');
    expect(response?.status()).toBe(404);
    expect(await h1s()).toEqual(['404']);
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain("The page you're looking for doesn't exist.");
    const home = page.getByRole('link', { name: 'Return Home' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(warnings.some((w) => w.includes('/no/such/page-here'))).toBe(true);
    expect(requests.some((u) => u.includes('slug-index'))).toBe(false); // lazy: not a pair route
    expect(problems).toEqual([]);
  });

  it.each([
    ['/metres-to-ft', '/length/meter-to-foot'],
    ['/centimeter-to-inch', '/length/centimeter-to-inch'],
    [
      '/ampere-per-centimeter-to-ampere-per-inch',
      '/magnetic_field_strength/ampere-per-centimeter-to-ampere-turn-per-inch',
    ],
    ['/length/kilometres-to-mi', '/length/kilometer-to-mile'],
    ['/yd-to-metres', '/length/yard-to-meter'],
    ['/%C2%B0C-to-%C2%B0F', '/temperature/celsius-to-fahrenheit'],
    // A pair's quick-convert address: its category's page, which reads the units (and their aliases).
    ['/quick-convert/length/metres/ft', '/quick-convert/length?from=metres&to=ft'],
    ['/converter/Length?from=meter&to=foot', '/converter/length?from=meter&to=foot'],
    ['/converter/electric-potential', '/converter/voltage'],
    ['/unit-page/electric_potential', '/unit-page/voltage'],
    ['/category/Engineering', '/category/engineering'],
  ])('redirects %s to %s', async (from, to) => {
    const first = await page.goto(BASE_URL + from);
    expect(first?.status(), 'the typed address has no page of its own').toBe(404);
    await page.waitForURL(BASE_URL + to, { timeout: 10_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
  });

  it('shows a plain 404 at once without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(BASE_URL + '/kg-to-lbs');
      expect(await plain.locator('[data-nf-card]').isVisible()).toBe(true);
      expect(await plain.locator('main').innerText()).toContain("The page you're looking for doesn't exist.");
    } finally {
      await context.close();
    }
  });

  it('fetches the slug index for pair-like paths and stays a 404 for a pair that does not exist', async () => {
    await openMissing('/foo-to-bar');
    expect(requests.some((u) => u.endsWith('/slug-index.json'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/foo-to-bar');
    expect(await h1s()).toEqual(['404']);
    expect(problems).toEqual([]);
  });

  it('unknown converter: says it is not found, naming it from the id, with no suggestion when nothing is near', async () => {
    await openMissing('/converter/foo_bar');
    await expect.poll(h1s).toEqual(['Converter not found']);
    expect(await page.title()).toMatch(/^Converter not found \|/);
    expect(await page.locator('main').innerText()).toContain("We don't have a Foo Bar Converter.");
    expect(await page.locator('[data-nf-suggest]').isVisible()).toBe(false);
  });

  it.each([
    ['/converter/lenght', 'Converter not found', 'Length Converter', '/converter/length'],
    [
      '/quick-convert/lenght/meter/foot',
      'Category not found',
      'Length Quick Convert',
      '/quick-convert/length?from=meter&to=foot',
    ],
    ['/unit-page/temprature', '404', 'Temperature Units', '/unit-page/temperature'],
    ['/length/foot-to-meterr', '404', 'foot to meter', '/length/foot-to-meter'],
  ])('%s: not found, and did you mean the near page', async (path, heading, label, href) => {
    await openMissing(path);
    await expect.poll(h1s).toEqual([heading]);
    expect(await page.title()).not.toMatch(/Lenght/);
    const suggestion = page.locator('[data-nf-suggest]');
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    expect(await suggestion.innerText()).toBe(`Did you mean ${label}?`);
    const link = suggestion.getByRole('link', { name: label });
    expect(await link.getAttribute('href')).toBe(href);
    expect(new URL(page.url()).pathname, 'a guess is offered, never followed').toBe(path.split('?')[0]);
    await link.click();
    await page.waitForURL(BASE_URL + href);
    expect(problems).toEqual([]);
  });

  it("offers the home page's unit search, which finds pairs", async () => {
    await openMissing('/no/such/page-here');
    const search = page.locator('[data-nf-search]');
    expect(await search.getByRole('heading', { name: 'Find the Units to Convert' }).isVisible()).toBe(true);
    const from = search.getByRole('combobox', { name: 'Unit to convert from' });
    await from.click();
    await from.fill('foot');
    await search.getByRole('combobox', { name: 'Unit to convert to' }).fill('meter');
    const results = search.getByTestId('pair-results');
    await expect
      .poll(() => results.getByRole('link', { name: 'foot to meter' }).first().getAttribute('href'), {
        timeout: 10_000,
      })
      .toBe('/length/foot-to-meter');
    expect(problems).toEqual([]);
  });

  it('unknown quick-convert category: Category not found', async () => {
    await openMissing('/quick-convert/not_a_category/meter/foot');
    await expect.poll(h1s).toEqual(['Category not found']);
    expect(problems).toEqual([]);
  });

  it('unknown category group: its title, message and Return to home', async () => {
    await openMissing('/category/not-a-group');
    await expect.poll(h1s).toEqual(['Category group not found']);
    expect(await page.locator('main').textContent()).toContain(
      'The requested category group does not exist.',
    );
    expect(await page.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
    expect(problems).toEqual([]);
  });

  it('renders URL text as text, never as HTML', async () => {
    await openMissing('/converter/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect.poll(h1s).toEqual(['Converter not found']);
    expect(await page.locator('main').innerText()).toContain(
      "We don't have a <img Src=x Onerror=alert(1)> Converter.",
    );
    expect(await page.locator('main img').count()).toBe(0);
    await openMissing('/category/%3Cb%3Ebold');
    expect(await page.locator('main b').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('alias addresses never flash the 404 card', () => {
  /**
   * Records what the page shows (body innerText) on every frame and on every change once the
   * styles are in, for every document of the page, the redirected-to one included.
   */
  async function watchText(): Promise<string[]> {
    const seen: string[] = [];
    await page.exposeFunction('__seenText', (text: string) => {
      seen.push(text);
    });
    await page.addInitScript(() => {
      const send = (window as unknown as { __seenText(t: string): void }).__seenText;
      let last = '';
      const stylesIn = () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet);
      const record = () => {
        if (!document.body || !stylesIn()) return;
        const text = document.body.innerText;
        if (text !== last) send((last = text));
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      const frame = () => {
        record();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    return seen;
  }
  const NOT_FOUND_TEXT = /doesn't exist|\b404\b|not found/i;

  it.each([
    ['/kg-to-lbs', '/weight/kilogram-to-pound'],
    ['/c-to-f', '/temperature/celsius-to-fahrenheit'],
    ['/quick-convert/weight/kg/lbs', '/quick-convert/weight?from=kg&to=lbs'],
    ['/converter/electric-potential', '/converter/voltage'],
  ])('%s lands on %s without showing 404 text', async (from, to) => {
    const seen = await watchText();
    await page.goto(BASE_URL + from);
    await page.waitForURL(BASE_URL + to, { timeout: 10_000 });
    await page.waitForLoadState('load');
    await expect.poll(() => seen.some((t) => t.includes('UnitFlip'))).toBe(true);
    expect(seen.filter((t) => NOT_FOUND_TEXT.test(t))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('says which pair it is opening while the lookup runs, then lands', async () => {
    const seen = await watchText();
    // The lookup's answer is held until the test has seen the page while it runs.
    const release = await holdBack(page, '**/slug-index.json');
    try {
      await page.goto(BASE_URL + '/kg-to-lbs');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Opening kg to lbs…');
      expect(await page.locator('[data-nf-card]').isVisible()).toBe(true);
      expect(await page.title()).toMatch(/^Opening kg to lbs… \|/);
    } finally {
      release();
    }
    await page.waitForURL(BASE_URL + '/weight/kilogram-to-pound', { timeout: 10_000 });
    expect(seen.filter((t) => NOT_FOUND_TEXT.test(t))).toEqual([]);
    expect(seen.some((t) => t.includes('Opening kg to lbs…'))).toBe(true);
  });

  it('an unknown address still ends on the 404 text, and a pair that does not resolve too', async () => {
    const seen = await watchText();
    for (const path of ['/no-such-page-at-all', '/foo-to-bar']) {
      await openMissing(path);
      expect(await h1s()).toEqual(['404']);
      expect(await page.locator('[data-nf-card]').isVisible()).toBe(true);
      expect(await page.locator('main').innerText()).toContain("The page you're looking for doesn't exist.");
    }
    expect(seen.some((t) => t.includes('Opening foo to bar…'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
