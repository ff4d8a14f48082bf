/**
 * axe-core (WCAG 2.2 AA rules) on every page type, light and dark theme, 1280 px and 360 px
 * wide, in Chromium against the built site. Zero violations allowed; each failure lists the
 * rule, its impact and the first elements it found.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { animationsDone, islandsHydrated, until } from './settle';
import { expectedStatus, REPRESENTATIVE_PAGES } from '../quality/page-types';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const VARIANTS = [
  { theme: 'light', width: 1280, height: 900 },
  { theme: 'dark', width: 1280, height: 900 },
  { theme: 'light', width: 360, height: 780 },
  { theme: 'dark', width: 360, height: 780 },
] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Loads a page the way a visitor sees it: islands hydrated, transitions settled. */
async function settle(page: Page, path: string) {
  const response = await page.goto(BASE_URL + path, { waitUntil: 'load' });
  await islandsHydrated(page);
  // A quick-convert page shows the pair its address names once its script has written it in.
  await until(page, 'the quick-convert page to show its pair', () => !document.documentElement.classList.contains('quick-pending'), 10_000);
  await animationsDone(page);
  return response?.status() ?? 0;
}

describe.each(VARIANTS)('axe, $theme theme, $width px', ({ theme, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript((t) => {
      try {
        localStorage.setItem('theme', t);
      } catch {
        /* storage unavailable */
      }
    }, theme);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(REPRESENTATIVE_PAGES)('$type ($path)', async (representative) => {
    expect(await settle(page, representative.path)).toBe(expectedStatus(representative));
    expect(await page.locator('h1').count(), 'the page has its <h1>').toBe(1);
    expect(await page.locator('link[rel=canonical]').count(), 'the page is one of ours (site layout)').toBe(1);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    // Injected through the DevTools protocol, so the page's CSP does not block it.
    await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(
      (tags) =>
        // @ts-expect-error axe is injected above
        window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) => r.violations),
      TAGS,
    )) as Violation[];
    const report = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 4)
          .map((n) => `    ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`)
          .join('\n'),
    );
    expect(report.join('\n')).toBe('');
  });
});
