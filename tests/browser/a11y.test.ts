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
import { converterLive } from './converterPage';

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
  await until(
    page,
    'the quick-convert page to show its pair',
    () => !document.documentElement.classList.contains('quick-pending'),
    10_000,
  );
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
    expect(await page.locator('link[rel=canonical]').count(), 'the page is one of ours (site layout)').toBe(
      1,
    );
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    // Injected through the DevTools protocol, so the page's CSP does not block it.
    await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(
      (tags) =>
        // @ts-expect-error axe is injected above
        window.axe
          .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
          .then((r: { violations: unknown }) => r.violations),
      TAGS,
    )) as Violation[];
    const report = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 4)
          .map(
            (n) =>
              `    ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
          )
          .join('\n'),
    );
    expect(report.join('\n')).toBe('');
  });
});

/** The pages whose top bar and converter card a phone visitor uses most. */
const PHONE_PAGES = ['/', '/converter/length', '/length/meter-to-foot', '/quick-convert/length', '/kitchen'];

/** Opens `path` at 360 px in the theme, settled as a visitor sees it, and runs `run` on it. */
async function onPhone(theme: 'light' | 'dark', path: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  try {
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    await settle(page, path);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    await run(page);
  } finally {
    await context.close();
  }
}

describe('placeholders at 360 px', () => {
  // axe does not measure a placeholder's text: each is measured here against what lies behind
  // its field, the colours composited on a canvas as the browser paints them.
  it.each(
    ['light', 'dark'].flatMap((theme) =>
      PHONE_PAGES.map((path) => [theme as 'light' | 'dark', path] as const),
    ),
  )('%s theme, %s: every placeholder has a contrast of at least 4.5:1', (theme, path) =>
    onPhone(theme, path, async (page) => {
      const ratios = await page.evaluate(() => {
        const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        /** Paints the colour over what the canvas holds; the pixel it leaves. */
        const paint = (color: string) => {
          ctx.fillStyle = color;
          ctx.fillRect(0, 0, 1, 1);
          return [...ctx.getImageData(0, 0, 1, 1).data];
        };
        const opaque = (color: string) => {
          ctx.clearRect(0, 0, 1, 1);
          return paint(color)[3] === 255;
        };
        const linear = (channel: number) =>
          channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4;
        const luminance = ([r, g, b]: number[]) =>
          0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
        return [...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => {
            // The backgrounds from the nearest opaque one inwards, over the canvas's white.
            const behind: string[] = [];
            for (let e: Element | null = el; e; e = e.parentElement) {
              const color = getComputedStyle(e).backgroundColor;
              behind.unshift(color);
              if (opaque(color)) break;
            }
            ctx.clearRect(0, 0, 1, 1);
            let background = paint('#fff');
            for (const color of behind) background = paint(color);
            const text = paint(getComputedStyle(el, '::placeholder').color);
            const [a, b] = [luminance(text), luminance(background)].sort((x, y) => y - x);
            return { field: el.id || el.name, ratio: (a! + 0.05) / (b! + 0.05) };
          });
      });
      expect(ratios.length, 'the page has a placeholder').toBeGreaterThan(0);
      expect(ratios.filter((r) => r.ratio < 4.5).map((r) => `${r.field}: ${r.ratio.toFixed(2)}:1`)).toEqual(
        [],
      );
    }),
  );
});

describe('touch targets at 360 px', () => {
  /** The visible buttons and link-buttons of the top bar and the converter card, with their sizes. */
  async function targets(page: Page) {
    return page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '#top-bar :is(a, button), main section.card :is(button, summary, [role=button], a.btn-primary, a.btn-secondary, [data-testid=history] a)',
        ),
      ]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const { width, height } = el.getBoundingClientRect();
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
            .trim()
            .replace(/\s+/g, ' ')
            .slice(0, 40);
          return { name, tab: el.getAttribute('role') === 'tab', width, height };
        }),
    );
  }
  const sizes = (found: { name: string; width: number; height: number }[]) =>
    found.map((t) => `${t.name}: ${t.width.toFixed(1)} × ${t.height.toFixed(1)}`);

  it.each(PHONE_PAGES)(
    '%s: every button and link-button in the top bar and the converter card is at least 44 × 44 px',
    (path) =>
      onPhone('light', path, async (page) => {
        const value = page.locator('main section.card #converter-value');
        await value.hover(); // a pair page's converter comes to life when reached for
        await converterLive(page);
        // A conversion settled on enters the history, whose chips are measured too.
        if (await page.locator('#history-heading').count()) {
          await value.fill('12');
          await value.press('Enter');
          await expect.poll(() => page.getByTestId('history').locator('li').count()).toBeGreaterThan(0);
        }
        await animationsDone(page);
        const found = await targets(page);
        expect(found.filter((t) => !t.tab).length).toBeGreaterThan(3);
        expect(sizes(found.filter((t) => !t.tab && (t.width < 44 || t.height < 44)))).toEqual([]);
        // The home page's category tabs, a bar of three a row whose height is set with the tabs'
        // layout, are held to WCAG's minimum target of 24 px (2.5.8) only.
        expect(sizes(found.filter((t) => t.tab && (t.width < 24 || t.height < 24)))).toEqual([]);
      }),
  );

  it('the theme switch is a 44 px target in a top bar no taller than 3.5 rem', () =>
    onPhone('dark', '/', async (page) => {
      const toggle = await page.locator('#theme-toggle').boundingBox();
      expect(toggle!.width).toBeGreaterThanOrEqual(44);
      expect(toggle!.height).toBeGreaterThanOrEqual(44);
      expect((await page.locator('#top-bar').boundingBox())!.height).toBeLessThanOrEqual(56 + 1); // its hairline
    }));
});
