/**
 * What the service worker saves at install, and the build version in its cache names. Pure: it
 * works on a listing of dist/ (paths relative to it, '/'-separated), so it is unit-tested on a
 * fake one.
 */
import { createHash } from 'node:crypto';

/** Single files precached when the build has them. */
const SINGLE_FILES = ['404.html', 'slug-index.json', 'search-index.json', 'manifest.webmanifest', 'favicon.svg'];

/**
 * The URL a dist file is precached under, or null when it is not precached: the home page,
 * every converter page and quick-convert category shell (as '/converter/length', the form the
 * worker's page keys take), each category's unit data, the bundled CSS and JS, the 404 page,
 * the two indexes, the manifest and icons. Per-pair pages are never listed: there are tens of
 * thousands, and each is saved when visited instead.
 */
export function precacheUrl(file: string): string | null {
  if (file === 'index.html') return '/';
  if (SINGLE_FILES.includes(file)) return `/${file}`;
  const page = /^(converter|quick-convert)\/([^/]+)\/index\.html$/.exec(file);
  if (page) return `/${page[1]}/${page[2]}`;
  if (/^data\/[^/]+\.txt$/.test(file)) return `/${file}`;
  if (/^_astro\/.+\.(js|css)$/.test(file)) return `/${file}`;
  if (/^icons\/[^/]+\.png$/.test(file)) return `/${file}`;
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
export function buildVersion(entries: readonly PrecacheEntry[], read: (file: string) => Buffer | string, workerSource: string): string {
  const hash = createHash('sha256').update(workerSource);
  for (const { url, file } of entries) {
    hash.update(`\0${url}\0`);
    hash.update(createHash('sha256').update(read(file)).digest('hex'));
  }
  return hash.digest('hex').slice(0, 16);
}
