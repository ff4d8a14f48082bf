/** The service worker (src/integrations/serviceWorker/worker.js) as built, run in a fake worker global. */
import { describe, expect, it } from 'vitest';
import { offlinePage, offlineRedirects } from '../../src/integrations/serviceWorker/offline';
import { basic, FakeCacheStorage, loadWorker, offline, ORIGIN, type Fetch } from './serviceWorkerFakes';

const BUILD = {
  version: 'v2',
  precache: [
    '/',
    '/calculator',
    '/converter/length',
    '/kitchen/butter',
    '/quick-convert/length',
    '/data/length.txt',
    '/_astro/app.1.js',
    '/_astro/site.1.css',
  ],
  redirects: offlineRedirects(),
  offlinePage: offlinePage({
    brand: 'UnitFlip',
    stylesheets: ['/_astro/site.1.css'],
    converters: [{ href: '/converter/length', name: 'Length Converter' }],
  }),
};
/** The site as the network serves it: every path answers with its own name. */
const site: Fetch = async (input) =>
  basic(`page ${new URL(typeof input === 'string' ? input : input.url).pathname}`);
const text = async (r: Response | undefined) => (r ? r.text() : 'left alone');

async function installed(caches?: FakeCacheStorage) {
  const worker = loadWorker(BUILD, site, caches);
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
  worker.calls.length = 0;
  return worker;
}

describe('which requests the worker handles', () => {
  const { global } = loadWorker(BUILD, site);
  it.each([
    ['/converter/length?v=1', 'GET', 'navigate', 'page'],
    ['/_astro/app.1.js', 'GET', 'cors', 'immutable'],
    ['/data/length.txt', 'GET', 'cors', 'asset'],
    ['/manifest.webmanifest', 'GET', 'cors', 'asset'],
    ['/data/length.txt', 'POST', 'cors', 'pass'],
    ['/test-ads/js/stand-in.js', 'GET', 'no-cors', 'pass'],
    ['/test-ads/slots', 'GET', 'navigate', 'pass'],
    ['/sw.js', 'GET', 'same-origin', 'pass'],
    ['https://ads.example.com/ad.js', 'GET', 'no-cors', 'pass'],
    ['http://units.test/_astro/app.1.js', 'GET', 'cors', 'pass'],
  ])('%s %s (%s) → %s', (path, method, mode, route) => {
    expect(global.routeOf!(new URL(path, ORIGIN).href, method, mode, ORIGIN)).toBe(route);
  });

  it('keys a page the same with or without a trailing slash, index.html or a query', () => {
    const keys = [
      '/converter/length',
      '/converter/length/',
      '/converter/length/index.html',
      '/converter/length/?v=2&from=meter#x',
    ].map((p) => global.pageKey!(ORIGIN + p));
    expect(new Set(keys)).toEqual(new Set([`${ORIGIN}/converter/length`]));
    expect(global.pageKey!(`${ORIGIN}/?v=1`)).toBe(`${ORIGIN}/`);
  });
});

describe('install and activate', () => {
  it('saves every precache URL under its key, revalidating, then takes over', async () => {
    const seen: (RequestCache | undefined)[] = [];
    const worker = loadWorker(BUILD, async (input, init) => {
      seen.push(init?.cache);
      return site(input);
    });
    await worker.lifecycle('install');
    expect(worker.caches.listing()).toEqual(BUILD.precache.map((p) => `unitflip-precache-v2 ${ORIGIN}${p}`));
    expect(new Set(seen)).toEqual(new Set(['no-cache']));
    expect(worker.skippedWaiting()).toBe(true);
    expect(
      await text(
        await (await worker.caches.open('unitflip-precache-v2')).match(`${ORIGIN}/converter/length`),
      ),
    ).toBe('page /converter/length');
  });

  it('downloads the precache a few files at a time, not all at once', async () => {
    let inFlight = 0;
    let most = 0;
    const worker = loadWorker(
      { ...BUILD, precache: [...BUILD.precache, '/a', '/b', '/c'] },
      async (input) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        return site(input);
      },
    );
    await worker.lifecycle('install');
    expect(most).toBe(4);
    expect(worker.caches.listing()).toHaveLength(BUILD.precache.length + 3);
  });

  it('fails the install when a precache URL fails, so a half-filled cache never takes over', async () => {
    const worker = loadWorker(BUILD, async (input) =>
      String(typeof input === 'string' ? input : input.url).endsWith('.txt')
        ? basic('gone', { status: 404 })
        : site(input),
    );
    await expect(worker.lifecycle('install')).rejects.toThrow(/precache \/data\/length\.txt: HTTP 404/);
    expect(worker.skippedWaiting()).toBe(false);
  });

  it('deletes the caches of every other build, keeps foreign caches, and claims the pages', async () => {
    const caches = new FakeCacheStorage();
    for (const name of ['unitflip-precache-v1', 'unitflip-pages-v1', 'unitflip-assets-v1', 'someone-else'])
      await caches.open(name);
    const worker = await installed(caches);
    expect(await caches.keys()).toEqual(['someone-else', 'unitflip-precache-v2']);
    expect(worker.claimed()).toBe(true);
  });
});

describe('pages', () => {
  it('come from the network when online, and every visited one is saved for this build', async () => {
    const worker = await installed();
    expect(await text(await worker.request('/length/meter-to-foot/?v=3', { mode: 'navigate' }))).toBe(
      'page /length/meter-to-foot/',
    );
    worker.setNetwork(offline);
    expect(await text(await worker.request('/length/meter-to-foot', { mode: 'navigate' }))).toBe(
      'page /length/meter-to-foot/',
    );
    expect(worker.caches.listing()).toContain(`unitflip-pages-v2 ${ORIGIN}/length/meter-to-foot`);
  });

  it('offline: a precached page by any spelling', async () => {
    const worker = await installed();
    worker.setNetwork(offline);
    expect(await text(await worker.request('/converter/length/?v=1&from=meter', { mode: 'navigate' }))).toBe(
      'page /converter/length',
    );
    expect(await text(await worker.request('/calculator?l=2%20m%20to%20ft', { mode: 'navigate' }))).toBe(
      'page /calculator',
    );
    expect(await text(await worker.request('/kitchen/butter/', { mode: 'navigate' }))).toBe(
      'page /kitchen/butter',
    );
  });

  it("online: an unknown address gets the network's own 404 page, with its status, and is not saved", async () => {
    const worker = await installed();
    worker.setNetwork(async () => basic('page /404.html', { status: 404 }));
    const response = await worker.request('/no-such-page', { mode: 'navigate' });
    expect(response?.status).toBe(404);
    expect(await text(response)).toBe('page /404.html');
    expect(worker.caches.listing().filter((k) => k.startsWith('unitflip-pages'))).toEqual([]);
  });

  it('keeps one saved copy per page whatever its query string, and only the 50 most recently saved, oldest dropped first', async () => {
    const worker = await installed();
    const saved = () =>
      worker.caches
        .listing()
        .filter((k) => k.startsWith('unitflip-pages'))
        .map((k) => k.slice(`unitflip-pages-v2 ${ORIGIN}`.length));
    for (const v of [1, 2, 3]) await worker.request(`/length/meter-to-foot?v=${v}`, { mode: 'navigate' });
    expect(saved()).toEqual(['/length/meter-to-foot']);
    for (let i = 0; i < 55; i++) await worker.request(`/length/unit${i}-to-foot`, { mode: 'navigate' });
    expect(saved()).toHaveLength(50);
    expect(saved()[0]).toBe('/length/unit5-to-foot');
    // Saving a page again makes it the newest: the next page drops the one after it instead.
    await worker.request('/length/unit5-to-foot?v=2', { mode: 'navigate' });
    await worker.request('/length/yard-to-foot', { mode: 'navigate' });
    expect(saved()).toHaveLength(50);
    expect(saved()).toContain('/length/unit5-to-foot');
    expect(saved()).not.toContain('/length/unit6-to-foot');
    expect(saved().slice(-2)).toEqual(['/length/unit5-to-foot', '/length/yard-to-foot']);
  });
  it('never saves a failed or non-HTML answer as a page', async () => {
    const worker = await installed();
    worker.setNetwork(async (input) =>
      String((input as { url: string }).url).includes('missing')
        ? basic('nope', { status: 404 })
        : basic('{}', { headers: { 'Content-Type': 'application/json' } }),
    );
    await worker.request('/missing', { mode: 'navigate' });
    await worker.request('/feed', { mode: 'navigate' });
    expect(worker.caches.listing().filter((k) => k.startsWith('unitflip-pages'))).toEqual([]);
  });
});

describe('offline, a page never saved', () => {
  async function offlineWorker() {
    const worker = await installed();
    worker.setNetwork(offline);
    return worker;
  }
  const location = (r: Response | undefined) => r?.headers.get('Location');

  it('a pair address, with its category or without: the precached 404 page in place (it draws the pair), the address and its query kept', async () => {
    const worker = loadWorker({ ...BUILD, precache: [...BUILD.precache, '/404.html'] }, site);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    worker.setNetwork(offline);
    for (const path of ['/length/foot-to-parsec', '/length/foot-to-meter/?v=2.5', '/kg-to-lbs']) {
      const response = await worker.request(path, { mode: 'navigate' });
      expect(response?.status, path).toBe(200);
      expect(location(response), path).toBeFalsy();
      expect(await text(response), path).toBe('page /404.html');
    }
    // Not a pair's address: the offline page.
    expect((await worker.request('/no-such-page', { mode: 'navigate' }))?.status).toBe(503);
  });

  it("a quick-convert pair address: a redirect to its category's quick-convert page", async () => {
    const worker = await offlineWorker();
    expect(location(await worker.request('/quick-convert/length/meter/foot?v=3', { mode: 'navigate' }))).toBe(
      `${ORIGIN}/quick-convert/length?from=meter&to=foot&v=3`,
    );
  });

  it('a pair page saved on a visit is served itself, not redirected', async () => {
    const worker = await installed();
    await worker.request('/length/foot-to-meter', { mode: 'navigate' });
    worker.setNetwork(offline);
    const response = await worker.request('/length/foot-to-meter', { mode: 'navigate' });
    expect(response?.status).toBe(200);
    expect(await text(response)).toBe('page /length/foot-to-meter');
  });

  it('anything else (a page not saved, a pair address while the 404 page is not saved): the offline page, status 503, never a 404 page', async () => {
    const worker = await offlineWorker();
    for (const path of [
      '/no-such-page',
      '/weight/kilogram-to-pound',
      '/length',
      '/quick-convert/weight/gram/ounce',
      '/kg-to-lbs',
    ]) {
      const response = await worker.request(path, { mode: 'navigate' });
      expect(response?.status, path).toBe(503);
      expect(response?.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await text(response);
      expect(html).toContain('You are offline');
      expect(html).not.toMatch(/404|not found|doesn't exist/i);
    }
  });

  it('the offline page links to what works offline, and its policy comes first and allows no script', () => {
    const html = BUILD.offlinePage;
    expect(html).toContain('<a class="link" href="/">The home page</a>');
    expect(html).toContain('<a class="link" href="/converter/length">Length Converter</a>');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/site.1.css">');
    expect(html).toMatch(
      /^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="content-security-policy" content="[^"]*script-src 'none'/,
    );
    expect(html).not.toContain('<script');
  });
});

describe('assets', () => {
  it('hashed /_astro/ files are served from the cache without a request, others fetched once then cached', async () => {
    const worker = await installed();
    expect(await text(await worker.request('/_astro/app.1.js'))).toBe('page /_astro/app.1.js');
    expect(await text(await worker.request('/_astro/late.2.js'))).toBe('page /_astro/late.2.js');
    expect(await text(await worker.request('/_astro/late.2.js'))).toBe('page /_astro/late.2.js');
    expect(worker.calls).toEqual([`${ORIGIN}/_astro/late.2.js`]);
  });

  it('are saved by path alone: a query string makes no second copy, and any query finds the saved one', async () => {
    const worker = await installed();
    await worker.request('/data/length.txt?v=1');
    await worker.request('/data/length.txt?v=2');
    await worker.request('/_astro/late.2.js?x=1');
    expect(await text(await worker.request('/_astro/late.2.js'))).toBe('page /_astro/late.2.js');
    expect(worker.calls).toEqual([
      `${ORIGIN}/data/length.txt?v=1`,
      `${ORIGIN}/data/length.txt?v=2`,
      `${ORIGIN}/_astro/late.2.js?x=1`,
    ]);
    expect(worker.caches.listing().filter((k) => k.startsWith('unitflip-assets'))).toEqual([
      `unitflip-assets-v2 ${ORIGIN}/data/length.txt`,
      `unitflip-assets-v2 ${ORIGIN}/_astro/late.2.js`,
    ]);
    worker.setNetwork(offline);
    expect(await text(await worker.request('/data/length.txt?v=3'))).toBe('page /data/length.txt');
  });

  it('other files: the network first, the saved copy offline', async () => {
    const worker = await installed();
    worker.setNetwork(async () => basic('fresh data'));
    expect(await text(await worker.request('/data/length.txt'))).toBe('fresh data');
    worker.setNetwork(offline);
    expect(await text(await worker.request('/data/length.txt'))).toMatch(/data/);
    await expect(worker.request('/data/never-seen.txt')).rejects.toThrow(/Failed to fetch/);
  });

  it('leaves other origins, non-GET requests and the ad stand-ins alone, and saves nothing for them', async () => {
    const worker = await installed();
    const before = worker.caches.listing();
    expect(await worker.request('https://ads.example.com/ad.js')).toBeUndefined();
    expect(await worker.request('/test-ads/js/stand-in.js')).toBeUndefined();
    expect(await worker.request('/data/length.txt', { method: 'POST' })).toBeUndefined();
    expect(worker.calls).toEqual([]);
    expect(worker.caches.listing()).toEqual(before);
  });
});
