/**
 * A pair the browser draws is the pair's page as the build writes it: for built pairs (every
 * category's first, temperature, a level in decibels, cooking units without an ingredient), the
 * 404 page is served at the pair's own address (the request is answered with dist/404.html, as
 * the host does for a pair without a page), it draws the pair, and what it shows is compared
 * with the built page: the text and links of <main>, and the head's title, description,
 * canonical address, Open Graph tags and JSON-LD.
 *
 * What is meant to differ, and left out: the converter's markers of a drawn converter
 * (data-drawn, the props written with the rest), and the page's own scripts (the 404 page's).
 * On temperature the thermometer is drawn by the converter's code, which a drawn temperature
 * pair loads at once: it is compared once that code is live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { pagePairs } from '../../src/build-time/pairs';
import { pairPath } from '../../src/core/routes';
import type { UnitPair } from '../../src/core/types';

const built = pagePairs();
const firstOfEach = [...new Map(built.map((p) => [p.category.id, p])).values()];
const wanted = (category: string, from: string, to: string) =>
  built.find((p) => p.category.id === category && p.from.id === from && p.to.id === to);
const extras = [
  wanted('temperature', 'fahrenheit', 'celsius'),
  wanted('temperature', 'kelvin', 'celsius'),
  built.find((p) => p.from.kind === 'logarithmic'),
  built.find((p) => p.category.id === 'cooking' && p.from.id === 'cup' && p.to.id === 'tablespoon'),
  built.find((p) => p.category.id === 'cooking' && p.from.id !== 'cup'),
].filter((p): p is UnitPair => p !== undefined);
const PAIRS = [...new Set([...firstOfEach, ...extras])];

interface Shown {
  title: string;
  description: string | null;
  canonical: string | null;
  og: (string | null)[];
  jsonLd: unknown[];
  text: string;
  links: string[];
}

/** What the page shows, read the same way from a built and a drawn page. */
function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const main = document.querySelector('main')!;
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      og: ['title', 'description', 'url'].map((p) => attr(`meta[property="og:${p}"]`, 'content')),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ''),
      ),
      text: (main.textContent ?? '').replace(/\s+/g, ' ').trim(),
      links: [...main.querySelectorAll('a')].map((a) => `${a.getAttribute('href')} ${a.textContent}`),
    };
  });
}

let browser: Browser;
let context: BrowserContext;
let notFoundPage = '';

beforeAll(async () => {
  browser = await launchChromium();
  // No service worker: it would answer the navigations this test answers itself.
  context = await browser.newContext({ serviceWorkers: 'block' });
  const response = await fetch(`${BASE_URL}/404.html`);
  notFoundPage = await response.text();
});
afterAll(() => browser?.close());

describe('a drawn pair is its built page', () => {
  it(`covers ${PAIRS.length} built pairs`, () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(50);
    expect(PAIRS.some((p) => p.category.id === 'temperature')).toBe(true);
    expect(PAIRS.some((p) => p.from.kind === 'logarithmic' || p.to.kind === 'logarithmic')).toBe(true);
  });

  it.each(
    PAIRS.map((p) => ({ path: pairPath(p.category, p.from, p.to), live: p.category.id === 'temperature' })),
  )(
    '$path',
    async ({ path, live }) => {
      const page = await context.newPage();
      try {
        await page.goto(BASE_URL + path);
        const asBuilt = await shown(page);
        await page.route(BASE_URL + path, (route) =>
          route.fulfill({ status: 404, contentType: 'text/html', body: notFoundPage }),
        );
        await page.goto(BASE_URL + path);
        await page.waitForFunction(
          () =>
            !document.documentElement.classList.contains('nf-pair') &&
            document.querySelector('main [data-converter-island][data-drawn][data-props]'),
          undefined,
          { timeout: 15_000 },
        );
        // A drawn thermometer is the converter's own (lazily loaded), which comes at once there.
        if (live)
          await page.waitForFunction(
            () =>
              document.documentElement.dataset.widgets === 'ready' &&
              document.querySelector('main svg[role="img"] title')?.textContent?.startsWith('Thermometer'),
            undefined,
            { timeout: 15_000 },
          );
        const drawn = await shown(page);
        expect(drawn).toEqual(asBuilt);
      } finally {
        await page.close();
      }
    },
    30_000,
  );
});
