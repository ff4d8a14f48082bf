/**
 * Security gates in Chromium against the built site:
 * - the Content-Security-Policy is in force on every page type and nothing the site does
 *   violates it (the theme-before-paint script included);
 * - no request leaves the site's origin when ads are off (every request recorded);
 * - URL-derived strings (slugs, query values, the 404 resolver's input) are rendered as text:
 *   hostile URLs fire no dialog, inject no element, and redirect nowhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { logRequests, pageIdle, type RequestLog, until } from './settle';
import { expectedStatus, REPRESENTATIVE_PAGES } from '../quality/page-types';
import { AD_SCRIPT_DELAY_MS } from '../../src/browser/ads';

const ORIGIN = new URL(BASE_URL).origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let requests: RequestLog;
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  // The pages' timers run on a clock the tests can move on (time passes as usual meanwhile).
  await context.clock.install();
  // Runs before any page script (through the DevTools protocol, outside the page's CSP).
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __darkAtBody: boolean | null };
    w.__csp = [];
    w.__darkAtBody = null;
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
    new MutationObserver((_m, observer) => {
      if (!document.body) return;
      w.__darkAtBody = document.documentElement.classList.contains('dark');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  page = await context.newPage();
  requests = logRequests(page);
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
});
afterAll(() => browser?.close());

/**
 * Loads a page and waits until it has landed (the 404 page sends an alias address on), scrolls
 * through it (client:visible islands), runs its clock past the ads' delay, and waits until all
 * it does on its own is done.
 */
async function visit(path: string): Promise<number> {
  requests.urls.length = 0;
  dialogs.length = 0;
  const response = await page.goto(BASE_URL + path, { waitUntil: 'load' });
  // A page of the site (with its canonical link; the preview server's own error page has none) has its frame live.
  await until(
    page,
    'the page to have landed (parsed, its frame live, no address still being looked up)',
    () => {
      const root = document.documentElement;
      const framed = !document.querySelector('link[rel=canonical]') || root.dataset.frame === 'ready';
      return (
        document.readyState !== 'loading' &&
        framed &&
        !root.classList.contains('nf-pending') &&
        !document.title.startsWith('Opening')
      );
    },
  );
  const scroll = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await scroll();
  await page.clock.runFor(AD_SCRIPT_DELAY_MS);
  await pageIdle(page, requests);
  // What came in may have made the page longer.
  await scroll();
  await pageIdle(page, requests);
  return response?.status() ?? 0;
}

const cspViolations = () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

describe('Content-Security-Policy', () => {
  it.each(REPRESENTATIVE_PAGES)(
    '$type ($path): a CSP meta tag is in force and nothing violates it',
    async (representative) => {
      expect(await visit(representative.path)).toBe(expectedStatus(representative));
      const policy = await page.evaluate(() =>
        document.querySelector('meta[http-equiv="content-security-policy" i]')?.getAttribute('content'),
      );
      expect(policy).toMatch(/script-src /);
      expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(await cspViolations()).toEqual([]);
    },
  );

  it('the policy blocks an injected inline script and an injected event-handler attribute', async () => {
    await visit('/');
    const result = await page.evaluate(() => {
      const w = window as unknown as { __injected?: boolean; __handler?: boolean };
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
      const b = document.createElement('button');
      b.setAttribute('onclick', 'window.__handler = true');
      document.body.append(b);
      b.click();
      b.remove();
      return { injected: Boolean(w.__injected), handler: Boolean(w.__handler) };
    });
    expect(result).toEqual({ injected: false, handler: false });
    expect((await cspViolations()).length).toBe(2);
  });

  it('the theme-before-paint script runs under the policy: dark is set before <body> exists', async () => {
    await context.addInitScript(() => {
      if (location.search.includes('dark-check')) localStorage.setItem('theme', 'dark');
    });
    await visit('/?dark-check');
    expect(
      await page.evaluate(() => (window as unknown as { __darkAtBody: boolean | null }).__darkAtBody),
    ).toBe(true);
    expect(await cspViolations()).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('theme'));
  });
});

describe('no third-party request with ads off', () => {
  it.each(REPRESENTATIVE_PAGES)('$type ($path): every request stays on the site', async (representative) => {
    expect(await visit(representative.path)).toBe(expectedStatus(representative));
    expect(requests.urls.length).toBeGreaterThan(0);
    const foreign = requests.urls.filter((u) => !u.startsWith(ORIGIN + '/') && !/^(data|blob):/.test(u));
    expect(foreign).toEqual([]);
  });
});

/** Hostile URLs: script tags, quotes breaking out of attributes, javascript: URLs. */
const HOSTILE = [
  `/converter/length?from=<script>alert(1)</script>&to="><img src=x onerror=alert(2)>`,
  `/converter/length?from=javascript:alert(3)&to='"><svg onload=alert(4)>`,
  `/converter/${encodeURIComponent('<script>alert(5)</script>')}`,
  `/${encodeURIComponent('<script>alert(6)</script>')}-to-x`,
  `/${encodeURIComponent('"><img src=x onerror=alert(7)>')}-to-meter`,
  `/length/${encodeURIComponent('"><img src=x onerror=alert(8)>')}-to-foot`,
  `/length/meter-to-${encodeURIComponent("'><script>alert(9)</script>")}`,
  `/javascript:alert(10)-to-meter`,
  `/cm-to-${encodeURIComponent('javascript:alert(11)')}`,
  `/quick-convert/length/${encodeURIComponent('<script>alert(12)</script>')}/foot`,
  `/category/${encodeURIComponent('<img src=x onerror=alert(13)>')}`,
  `/unit-page/${encodeURIComponent('"><script>alert(14)</script>')}`,
  `/meters-to-feet?value="><script>alert(15)</script>&from=javascript:alert(16)`,
  `/?from=<script>alert(17)</script>&q="><img src=x onerror=alert(18)>`,
  `/length/cm-to-inches?x='"><script>alert(19)</script>#<img src=x onerror=alert(20)>`,
];

describe('URL-derived strings are rendered as text', () => {
  it.each(HOSTILE)('%s', async (path) => {
    await visit(path);
    const url = new URL(page.url());
    expect(url.origin).toBe(ORIGIN);
    expect(dialogs).toEqual([]);
    const injected = await page.evaluate(() => {
      const found: string[] = [];
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) {
          if (/^on/i.test(attr)) found.push(`<${el.localName} ${attr}>`);
          if (
            /^(href|src|action|formaction)$/i.test(attr) &&
            /^\s*javascript:/i.test(el.getAttribute(attr) ?? '')
          )
            found.push(`<${el.localName} ${attr}=javascript:>`);
        }
        if (el.localName === 'img' && el.getAttribute('src') === 'x') found.push('<img src=x>');
        if (el.localName === 'script' && /alert\(/.test(el.textContent ?? ''))
          found.push('<script>alert</script>');
      }
      return found;
    });
    expect(injected).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});
