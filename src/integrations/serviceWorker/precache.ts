/**
 * What the service worker saves at install, and the build version in its cache names. Pure: it
 * works on a listing of dist/ (paths relative to it, '/'-separated), so it is unit-tested on a
 * fake one.
 */
import { createHash } from 'node:crypto';
import {
  categoryDataPath,
  INGREDIENTS_PATH,
  pairPageDataPath,
  PAIR_PAGE_BODY_PATH,
  parseRoute,
  type Route,
  SEARCH_INDEX_PATH,
  SITE_IDS_PATH,
  SLUG_INDEX_PATH,
  unitDescriptionsPath,
} from '../../core/routes';
import { NOT_FOUND_FILE } from './offline';

/**
 * Single files precached when the build has them. The 404 page draws a pair address offline as
 * online (offline.ts); for any other unsaved address the worker answers with its own offline
 * page, since offline an address is not known to be missing.
 */
const SINGLE_URLS = new Set([
  SEARCH_INDEX_PATH,
  SLUG_INDEX_PATH,
  SITE_IDS_PATH,
  INGREDIENTS_PATH,
  NOT_FOUND_FILE,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/favicon.ico',
]);
/**
 * The kinds of page precached: every kind the site links to but the pair pages, thousands,
 * which the 404 page draws offline from the precached data. So every link on a cached page
 * opens offline, and its page works: all the bundles and data it reads are precached too.
 */
const PAGE_KINDS = new Set<Route['kind']>([
  'static',
  'converter',
  'quick-convert-page',
  'unit-page',
  'group',
  'ingredient',
]);

/** The URL path a dist file is served at: 'converter/length/index.html' → '/converter/length'. */
const servedPath = (file: string): string => '/' + file.replace(/(^|\/)index\.html$/, '');

/**
 * The URL a dist file is precached under, or null when it is not precached: every page but the
 * pair pages (home, the calculator, the kitchen and its ingredients, about, privacy, terms,
 * sitemap, each converter, quick-convert category shell, unit reference and category group, as
 * '/converter/length', the form the worker's page keys take), the 404 page, each category's
 * unit and pair-page data and descriptions, the body pairs are drawn into, the bundled CSS and JS, the indexes and the
 * ingredients, the manifest and icons. Per-pair pages are never listed: there are thousands,
 * and each is saved when visited instead.
 */
export function precacheUrl(file: string): string | null {
  const url = servedPath(file);
  const [first = '', second = ''] = file.split('/');
  const depth = file.split('/').length;
  if (SINGLE_URLS.has(url)) return url;
  // Not a page but a fragment the 404 page fetches (by its folder's address) to draw pairs into;
  // listed in its key form, as pages are ('/data/pair-page').
  if (`${url}/` === PAIR_PAGE_BODY_PATH) return url;
  if (/(^|\/)index\.html$/.test(file) && PAGE_KINDS.has(parseRoute(url).kind)) return url;
  if (depth === 2 && second.endsWith('.txt') && url === categoryDataPath(second.slice(0, -'.txt'.length)))
    return url;
  if (depth === 2 && second.endsWith('.json') && url === pairPageDataPath(second.slice(0, -'.json'.length)))
    return url;
  if (
    depth === 2 &&
    second.endsWith('.descriptions.json') &&
    url === unitDescriptionsPath(second.slice(0, -'.descriptions.json'.length))
  )
    return url;
  if (first === '_astro' && /\.(js|css)$/.test(file)) return url;
  if (depth === 2 && first === 'icons' && second.endsWith('.png')) return url;
  return null;
}

export interface PrecacheEntry {
  /** URL path the worker fetches and saves. */
  url: string;
  /** dist-relative file it is built from. */
  file: string;
}

/** The precache list of a dist listing, sorted by URL. */
export function precacheEntries(files: readonly string[]): PrecacheEntry[] {
  return files
    .flatMap((file) => {
      const url = precacheUrl(file);
      return url ? [{ url, file }] : [];
    })
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * The build version: a hash of the worker's own code and of every precached URL with its
 * file's contents, so any change to what is precached (or to the worker) makes a new version,
 * and an identical build keeps the old one (no needless re-download for returning visitors).
 */
export function buildVersion(
  entries: readonly PrecacheEntry[],
  read: (file: string) => Buffer | string,
  workerSource: string,
): string {
  const hash = createHash('sha256').update(workerSource);
  for (const { url, file } of entries) {
    hash.update(`\0${url}\0`);
    hash.update(createHash('sha256').update(read(file)).digest('hex'));
  }
  return hash.digest('hex').slice(0, 16);
}
