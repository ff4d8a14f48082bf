/*
 * UnitFlip's service worker. The build (src/integrations/serviceWorker/) writes dist/sw.js as
 * `const BUILD = { version, precache, redirects, offlinePage };` followed by this file, unchanged.
 *
 * - install: caches every URL of BUILD.precache, a few at a time, then takes over at once (skipWaiting).
 * - activate: deletes every cache of another build and claims the open pages.
 * - pages (navigations): network first, the last MAX_SAVED_PAGES good answers saved. Offline:
 *   the saved copy of the page (query string and trailing slash ignored); else, for an address
 *   of BUILD.redirects (a pair address, a quick-convert pair address), the saved page that shows
 *   that pair (the 404 page in place, which draws it); else BUILD.offlinePage, status 503.
 * - /_astro/ (content-hashed, never changes under one name): cache first, saved on first fetch.
 * - other same-origin GETs (unit data, indexes, icons): network first, the saved copy offline.
 * - everything else (other origins, non-GET, the ad stand-ins under /test-ads/, this file):
 *   not touched, never saved.
 * Files are saved by path alone: the site is static, so a query string never changes a file.
 */
/* global BUILD */

const PREFIX = 'unitflip-';
const PRECACHE = `${PREFIX}precache-${BUILD.version}`;
const PAGES = `${PREFIX}pages-${BUILD.version}`;
const ASSETS = `${PREFIX}assets-${BUILD.version}`;
const OWN_CACHES = [PRECACHE, PAGES, ASSETS];
/** Visited pages kept per build (10–35 KB each): the recent ones, never an ever-growing cache. */
const MAX_SAVED_PAGES = 50;
/**
 * Precache downloads at a time. All 600 at once would queue the page's own requests (a category's
 * units, the search index) behind them, and take the CPU from a visitor typing meanwhile.
 */
const PRECACHE_AT_ONCE = 4;

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

/** The cache key of any other file: its path, without query or fragment. */
function fileKey(url) {
  const u = new URL(url);
  return u.origin + u.pathname;
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

/**
 * Saves a copy of a good same-origin response (not an opaque or error one). With `keep`, the
 * cache then holds only the `keep` most recently saved entries: a saved key is deleted before
 * it is put again, so the cache's order (insertion order) is the order of last saving.
 */
function save(event, cacheName, key, response, keep) {
  if (!response.ok || response.type !== 'basic') return;
  const copy = response.clone();
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      if (keep) await cache.delete(key);
      await cache.put(key, copy);
      if (keep) {
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - keep)).map((k) => cache.delete(k)));
      }
    })(),
  );
}

/** Decodes a path part ('%C2%B0C' → '°C'); a malformed escape stays as written. */
function decodePart(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Offline, an unsaved address that names a pair: the saved page that shows it, in place (the
 * 404 page, which draws a pair address) or by a redirect (a quick-convert pair address to its
 * category's page), the address's own query kept except what its path sets. Undefined when no
 * rule matches or the page it would answer with is not saved either.
 */
async function redirectOffline(url) {
  const address = new URL(url);
  const path = new URL(pageKey(url)).pathname;
  for (const { pattern, target, fixed, inPlace } of BUILD.redirects) {
    const parts = new RegExp(pattern).exec(path)?.groups;
    if (!parts) continue;
    if (inPlace) {
      const page = await matchOwn(pageKey(new URL(target, address.origin).href));
      if (page) return new Response(page.body, { status: 200, headers: page.headers });
      continue;
    }
    const to = new URL(
      target.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(decodePart(parts[name] ?? ''))),
      address.origin,
    );
    for (const [key, value] of address.searchParams)
      if (!fixed.includes(key)) to.searchParams.set(key, value);
    if (await matchOwn(pageKey(to.href))) return Response.redirect(to.href, 302);
  }
  return undefined;
}

/** Says so honestly (503, never a 404 page): the address may well exist, it is just not saved here. */
const offline = () =>
  new Response(BUILD.offlinePage, {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

async function page(event) {
  const key = pageKey(event.request.url);
  try {
    const response = await fetch(event.request);
    if ((response.headers.get('Content-Type') ?? '').startsWith('text/html'))
      save(event, PAGES, key, response, MAX_SAVED_PAGES);
    return response;
  } catch {
    return (await matchOwn(key)) ?? (await redirectOffline(event.request.url)) ?? offline();
  }
}

async function immutable(event) {
  const key = fileKey(event.request.url);
  const hit = await matchOwn(key);
  if (hit) return hit;
  const response = await fetch(event.request);
  save(event, ASSETS, key, response);
  return response;
}

async function asset(event) {
  const key = fileKey(event.request.url);
  try {
    const response = await fetch(event.request);
    save(event, ASSETS, key, response);
    return response;
  } catch (error) {
    // A folder's file fetched by a script (the body pairs are drawn into) is precached under its page key.
    const hit = (await matchOwn(key)) ?? (await matchOwn(pageKey(event.request.url)));
    if (hit) return hit;
    throw error;
  }
}

const HANDLERS = { page, immutable, asset };

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      const queue = [...BUILD.precache];
      const saveInTurn = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const url = new URL(path, self.location.origin).href;
          // Revalidate: an unhashed file in the HTTP cache may be the previous build's.
          const response = await fetch(url, { cache: 'no-cache' });
          if (!response.ok) {
            queue.length = 0;
            throw new Error(`precache ${path}: HTTP ${response.status}`);
          }
          // Pages are listed in their key form ('/converter/length'), so one key serves every spelling.
          await cache.put(pageKey(url), await plain(response));
        }
      };
      await Promise.all(Array.from({ length: PRECACHE_AT_ONCE }, saveInTurn));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && !OWN_CACHES.includes(n)).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request.url, request.method, request.mode, self.location.origin);
  if (route === 'pass') return;
  event.respondWith(HANDLERS[route](event));
});
