/**
 * Ads in Chromium.
 * Off (the site under test, built without PUBLIC_ADS_*): no slot markup, no ad globals, and no
 * request to any other origin. On: this file builds the site a second time with the ads pointing
 * at the local stand-in script (never a real provider), serves it, and checks the two globals
 * at start, one push per slot, the 250 px reservation, and the scripts inserted once, 1 s after load
 * (on the page's clock, stopped and moved on by the test).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { logRequests, pageIdle } from './settle';
import { quickConvertHref } from '../../src/core/routes';
import { AD_SCRIPT_DELAY_MS } from '../../src/browser/ads';
import { freePort, spawnGroup, type Group } from '../../scripts/processGroup';

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
      for (const s of document.querySelectorAll<HTMLScriptElement>('script[data-ad-script]'))
        w.__scriptAt![s.dataset.adScript!] ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__atReady = {
        loaded: w.__adScriptLoaded,
        queue: w.adQueue ? [...w.adQueue] : undefined,
        slots: document.querySelectorAll('ins[data-ad-position]').length,
        scripts: document.querySelectorAll('script[data-ad-script]').length,
      };
    });
    addEventListener('load', () => (w.__loadAt = performance.now()));
  });
}

/**
 * Stops the page's clock before it loads: its timers (the ads' among them) run only when the
 * test moves the clock on, so what happens before and at the ads' delay can be told apart.
 */
async function stopClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 10_000);
}

/** Runs a command to its end without blocking this process (the test runner talks to it meanwhile). */
function run(
  command: string,
  args: string[],
  options: SpawnOptions,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => {
      stdout += d;
    });
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('ads off (default build)', () => {
  it.each([
    ['/'],
    ['/converter/length'],
    ['/length/centimeter-to-inch'],
    [quickConvertHref('length', 'centimeter', 'inch')],
    ['/about'],
    ['/unit-page/length'],
    ['/no-such-page'],
  ])('%s: no slots, no ad globals, no request to another origin', async (path) => {
    const page = await browser.newPage();
    const origin = new URL(BASE_URL).origin;
    // The page's timers run on a clock the test can move on (time passes as usual meanwhile).
    await page.clock.install();
    const requests = logRequests(page);
    await page.goto(BASE_URL + path, { waitUntil: 'load' });
    // Past the moment ad scripts would be inserted, and all the page does on its own done.
    await page.clock.runFor(AD_SCRIPT_DELAY_MS);
    await pageIdle(page, requests);
    const foreign = requests.urls.filter((u) => {
      const url = new URL(u);
      return !['data:', 'blob:'].includes(url.protocol) && url.origin !== origin;
    });
    expect(foreign).toEqual([]);
    expect(
      await page.locator('[data-ad-container], ins[data-ad-position], script[data-ad-script]').count(),
    ).toBe(0);
    expect(
      await page.evaluate(() => ['adQueue', '__adScriptLoaded', 'adsbygoogle'].filter((k) => k in window)),
    ).toEqual([]);
    await page.close();
  });
});

describe('ads on (stand-in build)', () => {
  let server: Group | undefined;
  let origin = '';
  const outDir = join(ROOT, 'node_modules', `.dist-ads-test-${process.pid}`);

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    mkdirSync(outDir, { recursive: true });
    const env = {
      ...process.env,
      OUT_DIR: outDir,
      BUILD_CATEGORIES: 'temperature', // a small category: the build takes seconds, not a minute
      PUBLIC_ADS_CLIENT: 'ca-pub-test',
      PUBLIC_ADS_SCRIPT_URL: `${origin}/test-ads/js/stand-in.js`,
      PUBLIC_ADS_NETWORK_SCRIPT_URL: `${origin}/test-ads/js/network.js`,
      PUBLIC_ADS_SLOT_TOP: '1111111111',
      PUBLIC_ADS_SLOT_SIDE: '2222222222',
      PUBLIC_ADS_SLOT_BOTTOM: '3333333333',
    };
    const build = await run('npx', ['astro', 'build'], { cwd: ROOT, env });
    if (build.status !== 0)
      throw new Error(`ads build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
    server = spawnGroup(
      join(ROOT, 'node_modules', '.bin', 'astro'),
      ['preview', '--port', String(port), '--host', '127.0.0.1'],
      { cwd: ROOT, env, stdio: 'ignore' },
    );
    await vi.waitFor(
      async () => {
        const status = await fetch(`${origin}/test-ads/slots`).then(
          (r) => r.status,
          () => 'no answer',
        );
        expect(status, 'the ads preview answering /test-ads/slots').toBe(200);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 600_000);

  afterAll(() => {
    server?.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}-cache`, { recursive: true, force: true });
  });

  it('initialises the two globals at start, pushes each slot, inserts the scripts once, 1 s after load', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => new URL(r.url()).origin !== origin && foreign.push(r.url()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await probe(page);
    await stopClock(page);
    await page.goto(`${origin}/test-ads/slots`, { waitUntil: 'load' });
    const w = () =>
      page.evaluate(() => {
        const x = window as unknown as AdProbe;
        return {
          atReady: x.__atReady,
          loadAt: x.__loadAt,
          scriptAt: x.__scriptAt,
          loaded: x.__adScriptLoaded,
          queue: x.adQueue?.length,
          display: x.__standInDisplayRuns,
          network: x.__standInNetworkRuns,
        };
      });
    const early = await w();
    expect(early.atReady).toEqual({ loaded: false, queue: [{}, {}, {}], slots: 3, scripts: 0 });
    // Not before one second after the load event…
    await page.clock.runFor(999);
    expect(await page.locator('script[data-ad-script]').count()).toBe(0);
    // …and both at one second.
    await page.clock.runFor(1);
    expect(await page.locator('script[data-ad-script]').count()).toBe(2);
    const after = await w();
    expect(after.scriptAt!.display! - after.loadAt!).toBe(1000);
    expect(after.scriptAt!.network! - after.loadAt!).toBe(1000);
    await expect.poll(async () => (await w()).display, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await w()).loaded).toBe(true);
    await expect.poll(async () => (await w()).network).toBe(1);
    // The stand-in saw one queued push per slot and filled them.
    expect(await page.locator('ins[data-ad-status="filled"]').count()).toBe(3);
    const slotIds = await page
      .locator('ins[data-ad-position]')
      .evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute('data-ad-position'),
          e.getAttribute('data-ad-slot'),
          e.getAttribute('data-ad-client'),
        ]),
      );
    expect(slotIds.sort()).toEqual([
      ['bottom', '3333333333', 'ca-pub-test'],
      ['side', '2222222222', 'ca-pub-test'],
      ['top', '1111111111', 'ca-pub-test'],
    ]);
    for (const minHeight of await page
      .locator('[data-ad-container]')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).minHeight)))
      expect(minHeight).toBe('250px');
    expect(await page.locator('script[data-ad-script="display"]').getAttribute('src')).toBe(
      `${origin}/test-ads/js/stand-in.js?client=ca-pub-test`,
    );
    // Once per page: still one of each a while later.
    await page.clock.runFor(2 * AD_SCRIPT_DELAY_MS);
    expect(await page.locator('script[data-ad-script]').count()).toBe(2);
    expect((await w()).display).toBe(1);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['/'],
    ['/converter/temperature'],
    [quickConvertHref('temperature', 'celsius', 'fahrenheit')],
    ['/temperature/celsius-to-fahrenheit'],
  ])('%s has reserved ad slots and loads the script once', async (path) => {
    const page = await browser.newPage();
    await probe(page);
    await stopClock(page);
    await page.goto(origin + path, { waitUntil: 'load' });
    const slots = await page.locator('ins[data-ad-position]').count();
    expect(slots, 'ad slots on a page that has them').toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as AdProbe).__atReady?.queue)).toHaveLength(slots);
    await page.clock.runFor(AD_SCRIPT_DELAY_MS);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as AdProbe).__standInDisplayRuns), { timeout: 5000 })
      .toBe(1);
    // A while later, still the one script.
    await page.clock.runFor(2 * AD_SCRIPT_DELAY_MS);
    expect(await page.locator('script[data-ad-script="display"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as AdProbe).__standInDisplayRuns)).toBe(1);
    await page.close();
  });
});
