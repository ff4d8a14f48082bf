/** The service worker (src/integrations/serviceWorker/worker.js) as built, run in a fake worker global. */
import { describe, expect, it } from 'vitest';
import { basic, FakeCacheStorage, loadWorker, offline, ORIGIN, type Fetch } from './serviceWorkerFakes';

const BUILD = { version: 'v2', precache: ['/', '/converter/length', '/404.html', '/data/length.txt', '/_astro/app.1.js'] };
/** The site as the network serves it: every path answers with its own name. */
const site: Fetch = async (input) => basic(`page ${new URL(typeof input === 'string' ? input : input.url).pathname}`);
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
    const keys = ['/converter/length', '/converter/length/', '/converter/length/index.html', '/converter/length/?v=2&from=meter#x'].map((p) => global.pageKey!(ORIGIN + p));
    expect(new Set(keys)).toEqual(new Set([`${ORIGIN}/converter/length`]));
    expect(global.pageKey!(`${ORIGIN}/?v=1`)).toBe(`${ORIGIN}/`);
  });
});

describe('install and activate', () => {
  it('saves every precache URL under its key, revalidating, then takes over', async () => {
    const seen: (RequestCache | undefined)[] = [];
    const worker = loadWorker(BUILD, async (input, init) => { seen.push(init?.cache); return site(input); });
    await worker.lifecycle('install');
    expect(worker.caches.listing()).toEqual(BUILD.precache.map((p) => `unitflip-precache-v2 ${ORIGIN}${p}`));
    expect(new Set(seen)).toEqual(new Set(['no-cache']));
    expect(worker.skippedWaiting()).toBe(true);
    expect(await text(await (await worker.caches.open('unitflip-precache-v2')).match(`${ORIGIN}/converter/length`))).toBe('page /converter/length');
  });

  it('fails the install when a precache URL fails, so a half-filled cache never takes over', async () => {
    const worker = loadWorker(BUILD, async (input) => (String(typeof input === 'string' ? input : input.url).endsWith('.txt') ? basic('gone', { status: 404 }) : site(input)));
    await expect(worker.lifecycle('install')).rejects.toThrow(/precache \/data\/length\.txt: HTTP 404/);
    expect(worker.skippedWaiting()).toBe(false);
  });

  it('deletes the caches of every other build, keeps foreign caches, and claims the pages', async () => {
    const caches = new FakeCacheStorage();
    for (const name of ['unitflip-precache-v1', 'unitflip-pages-v1', 'unitflip-assets-v1', 'someone-else']) await caches.open(name);
    const worker = await installed(caches);
    expect(await caches.keys()).toEqual(['someone-else', 'unitflip-precache-v2']);
    expect(worker.claimed()).toBe(true);
  });
});

describe('pages', () => {
  it('come from the network when online, and every visited one is saved for this build', async () => {
    const worker = await installed();
    expect(await text(await worker.request('/length/meter-to-foot/?v=3', { mode: 'navigate' }))).toBe('page /length/meter-to-foot/');
    worker.setNetwork(offline);
    expect(await text(await worker.request('/length/meter-to-foot', { mode: 'navigate' }))).toBe('page /length/meter-to-foot/');
    expect(worker.caches.listing()).toContain(`unitflip-pages-v2 ${ORIGIN}/length/meter-to-foot`);
  });

  it('offline: a precached page by any spelling, else the 404 page, else a plain notice', async () => {
    const worker = await installed();
    worker.setNetwork(offline);
    expect(await text(await worker.request('/converter/length/?v=1&from=meter', { mode: 'navigate' }))).toBe('page /converter/length');
    expect(await text(await worker.request('/weight/kilogram-to-pound', { mode: 'navigate' }))).toBe('page /404.html');
    await worker.caches.delete('unitflip-precache-v2');
    const notice = await worker.request('/weight/kilogram-to-pound', { mode: 'navigate' });
    expect(notice?.status).toBe(503);
    expect(await text(notice)).toMatch(/offline/);
  });

  it('never saves a failed or non-HTML answer as a page', async () => {
    const worker = await installed();
    worker.setNetwork(async (input) => (String((input as { url: string }).url).includes('missing') ? basic('nope', { status: 404 }) : basic('{}', { headers: { 'Content-Type': 'application/json' } })));
    await worker.request('/missing', { mode: 'navigate' });
    await worker.request('/feed', { mode: 'navigate' });
    expect(worker.caches.listing().filter((k) => k.startsWith('unitflip-pages'))).toEqual([]);
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
