/**
 * Ads in Chromium.
 * Off (the site under test, built without PUBLIC_ADS_*): no slot markup, no ad globals, and no
 * request to any other origin. On: this file builds the site a second time with the ads pointing
 * at the local stand-in script (never a real provider), serves it, and checks the two globals
 * at start, one push per slot, the 250 px reservation, and the scripts inserted once, ~1 s after load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { quickConvertHref } from '../../src/core/routes';

const ROOT = join(__dirname, '../..');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface AdProbe {
  __atReady?: { loaded: unknown; queue: unknown; slots: number; scripts: number };
  __loadAt?: number;
  __scriptAt?: Record<string, number>;
  __adScriptLoaded?: boolean;
  adQueue?: unknown[];
  __standInDisplayRuns?: number;
  __standInNetworkRuns?: number;
}

/** Records the globals at DOMContentLoaded, the load time and when each ad script is inserted. */
async function probe(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as AdProbe;
    w.__scriptAt = {};
    new MutationObserver(() => {
      for (const s of document.querySelectorAll<HTMLScriptElement>('script[data-ad-script]')) w.__scriptAt![s.dataset.adScript!] ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__atReady = { loaded: w.__adScriptLoaded, queue: w.adQueue ? [...w.adQueue] : undefined, slots: document.querySelectorAll('ins[data-ad-position]').length, scripts: document.querySelectorAll('script[data-ad-script]').length };
    });
    addEventListener('load', () => (w.__loadAt = performance.now()));
  });
}

describe('ads off (default build)', () => {
  it.each([['/'], ['/converter/length'], ['/length/centimeter-to-inch'], [quickConvertHref('length', 'centimeter', 'inch')], ['/about'], ['/unit-page/length'], ['/no-such-page']])('%s: no slots, no ad globals, no request to another origin', async (path) => {
    const page = await browser.newPage();
    const origin = new URL(BASE_URL).origin;
    const foreign: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(r.url());
    });
    await page.goto(BASE_URL + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500); // past the 1 s after which ad scripts would be inserted
    expect(foreign).toEqual([]);
    expect(await page.locator('[data-ad-container], ins[data-ad-position], script[data-ad-script]').count()).toBe(0);
    expect(await page.evaluate(() => ['adQueue', '__adScriptLoaded', 'adsbygoogle'].filter((k) => k in window))).toEqual([]);
    await page.close();
  });
});

describe('ads on (stand-in build)', () => {
  let server: ChildProcess | undefined;
  let origin = '';
  const outDir = join(ROOT, 'node_modules', `.dist-ads-test-${process.pid}`);

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    origin = `http://127.0.0.1:${port}`;
    mkdirSync(outDir, { recursive: true });
    const env = {
      ...process.env,
      OUT_DIR: outDir,
      BUILD_CATEGORIES: 'length',
      PUBLIC_ADS_CLIENT: 'ca-pub-test',
      PUBLIC_ADS_SCRIPT_URL: `${origin}/test-ads/js/stand-in.js`,
      PUBLIC_ADS_NETWORK_SCRIPT_URL: `${origin}/test-ads/js/network.js`,
      PUBLIC_ADS_SLOT_TOP: '1111111111',
      PUBLIC_ADS_SLOT_SIDE: '2222222222',
      PUBLIC_ADS_SLOT_BOTTOM: '3333333333',
    };
    const build = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, env, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`ads build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
    server = spawn('npx', ['astro', 'preview', '--port', String(port), '--host', '127.0.0.1'], { cwd: ROOT, env, stdio: 'ignore', detached: true });
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${origin}/test-ads/slots`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('ads preview did not start');
  }, 600_000);

  afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}-cache`, { recursive: true, force: true });
  });

  it('initialises the two globals at start, pushes each slot, inserts the scripts once ~1 s after load', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => new URL(r.url()).origin !== origin && foreign.push(r.url()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await probe(page);
    await page.goto(`${origin}/test-ads/slots`, { waitUntil: 'load' });
    const w = () => page.evaluate(() => {
      const x = window as unknown as AdProbe;
      return { atReady: x.__atReady, loadAt: x.__loadAt, scriptAt: x.__scriptAt, loaded: x.__adScriptLoaded, queue: x.adQueue?.length, display: x.__standInDisplayRuns, network: x.__standInNetworkRuns };
    });
    const early = await w();
    expect(early.atReady).toEqual({ loaded: false, queue: [{}, {}, {}], slots: 3, scripts: 0 });
    await expect.poll(async () => (await w()).display, { timeout: 5000 }).toBe(1);
    const after = await w();
    const delay = after.scriptAt!.display! - after.loadAt!;
    expect(delay).toBeGreaterThanOrEqual(990);
    expect(delay).toBeLessThan(2000);
    expect(after.scriptAt!.network! - after.loadAt!).toBeGreaterThanOrEqual(990);
    await expect.poll(async () => (await w()).loaded).toBe(true);
    expect(after.network).toBe(1);
    // The stand-in saw one queued push per slot and filled them.
    expect(await page.locator('ins[data-ad-status="filled"]').count()).toBe(3);
    const slotIds = await page.locator('ins[data-ad-position]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-ad-position'), e.getAttribute('data-ad-slot'), e.getAttribute('data-ad-client')]));
    expect(slotIds.sort()).toEqual([['bottom', '3333333333', 'ca-pub-test'], ['side', '2222222222', 'ca-pub-test'], ['top', '1111111111', 'ca-pub-test']]);
    for (const minHeight of await page.locator('[data-ad-container]').evaluateAll((els) => els.map((e) => getComputedStyle(e).minHeight))) expect(minHeight).toBe('250px');
    expect(await page.locator('script[data-ad-script="display"]').getAttribute('src')).toBe(`${origin}/test-ads/js/stand-in.js?client=ca-pub-test`);
    // Once per page: still one of each a while later.
    await page.waitForTimeout(1500);
    expect(await page.locator('script[data-ad-script]').count()).toBe(2);
    expect((await w()).display).toBe(1);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([['/'], ['/converter/length'], [quickConvertHref('length', 'centimeter', 'inch')], ['/length/centimeter-to-inch']])('%s has reserved ad slots and loads the script once', async (path) => {
    const page = await browser.newPage();
    await probe(page);
    await page.goto(origin + path, { waitUntil: 'load' });
    const slots = await page.locator('ins[data-ad-position]').count();
    expect(slots, 'ad slots on a page that has them').toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as AdProbe).__atReady?.queue)).toHaveLength(slots);
    await expect.poll(() => page.evaluate(() => (window as unknown as AdProbe).__standInDisplayRuns), { timeout: 5000 }).toBe(1);
    await page.waitForTimeout(1200);
    expect(await page.locator('script[data-ad-script="display"]').count()).toBe(1);
    await page.close();
  });
});
