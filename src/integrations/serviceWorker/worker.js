/*
 * UnitFlip's service worker. The build (src/integrations/serviceWorker/) writes dist/sw.js as
 * `const BUILD = { version, precache };` followed by this file, unchanged.
 *
 * - install: caches every URL of BUILD.precache, then takes over at once (skipWaiting).
 * - activate: deletes every cache of another build and claims the open pages.
 * - pages (navigations): network first; offline, the saved copy of the page (query string and
 *   trailing slash ignored), else the saved 404 page, else a plain offline notice.
 * - /_astro/ (content-hashed, never changes under one name): cache first, saved on first fetch.
 * - other same-origin GETs (unit data, indexes, icons): network first, the saved copy offline.
 * - everything else (other origins, non-GET, the ad stand-ins under /test-ads/, this file):
 *   not touched, never saved.
 */
/* global BUILD */

const PREFIX = 'unitflip-';
const PRECACHE = `${PREFIX}precache-${BUILD.version}`;
const PAGES = `${PREFIX}pages-${BUILD.version}`;
const ASSETS = `${PREFIX}assets-${BUILD.version}`;
const OWN_CACHES = [PRECACHE, PAGES, ASSETS];
const NOT_FOUND_PAGE = '/404.html';

/** How a request is handled: 'pass' (not at all), 'page', 'immutable' or 'asset'. */
function routeOf(url, method, mode, origin) {
  if (method !== 'GET') return 'pass';
  const { pathname, origin: requestOrigin } = new URL(url);
  if (requestOrigin !== origin) return 'pass';
  if (pathname.startsWith('/test-ads/') || pathname === '/sw.js') return 'pass';
  if (mode === 'navigate') return 'page';
  if (pathname.startsWith('/_astro/')) return 'immutable';
  return 'asset';
}

/** The one cache key of a page: no query, no fragment, no trailing slash or index.html. */
function pageKey(url) {
  const u = new URL(url);
  const path = u.pathname.replace(/\/index\.html$/, '/');
  return u.origin + (path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** A response a navigation may be answered with (a followed redirect may not be). */
async function plain(response) {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

async function matchOwn(key) {
  for (const name of OWN_CACHES) {
    const hit = await (await caches.open(name)).match(key);
    if (hit) return hit;
  }
  return undefined;
}

/** Saves a copy of a good same-origin response (not an opaque or error one). */
function save(event, cacheName, key, response) {
  if (!response.ok || response.type !== 'basic') return;
  const copy = response.clone();
  event.waitUntil(caches.open(cacheName).then((cache) => cache.put(key, copy)));
}

const offline = () =>
  new Response('You are offline, and this page has not been saved on this device yet.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

async function page(event) {
  const key = pageKey(event.request.url);
  try {
    const response = await fetch(event.request);
    if ((response.headers.get('Content-Type') ?? '').startsWith('text/html')) save(event, PAGES, key, response);
    return response;
  } catch {
    return (await matchOwn(key)) ?? (await matchOwn(pageKey(new URL(NOT_FOUND_PAGE, key).href))) ?? offline();
  }
}

async function immutable(event) {
  const hit = await matchOwn(event.request.url);
  if (hit) return hit;
  const response = await fetch(event.request);
  save(event, ASSETS, event.request.url, response);
  return response;
}

async function asset(event) {
  try {
    const response = await fetch(event.request);
    save(event, ASSETS, event.request.url, response);
    return response;
  } catch (error) {
    const hit = await matchOwn(event.request.url);
    if (hit) return hit;
    throw error;
  }
}

const HANDLERS = { page, immutable, asset };

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(PRECACHE);
    await Promise.all(BUILD.precache.map(async (path) => {
      const url = new URL(path, self.location.origin).href;
      // Revalidate: an unhashed file in the HTTP cache may be the previous build's.
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
      // Pages are listed in their key form ('/converter/length'), so one key serves every spelling.
      await cache.put(pageKey(url), await plain(response));
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !OWN_CACHES.includes(n)).map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request.url, request.method, request.mode, self.location.origin);
  if (route === 'pass') return;
  event.respondWith(HANDLERS[route](event));
});
