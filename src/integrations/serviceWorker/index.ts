/**
 * Astro integration: once the build is done, writes dist/sw.js (see worker.js) with this
 * build's precache list, offline answers and version, and logs how much a first visit will
 * precache.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { buildVersion, precacheEntries, precacheUrl } from './precache';
import { converterPath, HOME_PATH, SEARCH_INDEX_PATH } from '../../core/routes';
import { BRAND } from '../../core/site';
import type { SearchIndexJson } from '../../browser/searchIndex';
import { offlinePage, offlineRedirects } from './offline';
import { renderServiceWorker, workerSource } from './render';
import { pageElements } from '../pageElements';

/**
 * dist files that may be precached. Pages are looked for one and two folders deep ('about/',
 * 'unit-page/length/'); a folder's name is checked against the precache rule before its file
 * is, so the thousands of pair-page folders cost a name each, never a file check.
 */
function candidateFiles(dist: string): string[] {
  const files = (dir: string, recursive = false) =>
    existsSync(join(dist, dir))
      ? readdirSync(join(dist, dir), { withFileTypes: true, recursive })
          .filter((e) => e.isFile())
          .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
      : [];
  const pages = readdirSync(dist, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap(({ name }) => [
      `${name}/index.html`,
      ...readdirSync(join(dist, name)).map((child) => `${name}/${child}/index.html`),
    ])
    .filter((file) => precacheUrl(file) !== null && existsSync(join(dist, file)));
  return [...files('.'), ...files('data'), ...files('_astro', true), ...files('icons'), ...pages];
}

/** The precached hrefs of a page's <link rel={rel}> elements. */
function linkHrefs(html: string, rel: string, precached: ReadonlySet<string>): string[] {
  return pageElements(html, ['link'])
    .filter((link) => (link.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes(rel))
    .map((link) => link.attrs.get('href') ?? '')
    .filter((href) => precached.has(href));
}

/** The offline page of this build: the home page's stylesheets and icon, the converters by name (from the search index). */
function offlinePageOf(dist: string, precached: ReadonlySet<string>): string {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const index = JSON.parse(readFileSync(join(dist, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexJson;
  const converters = index
    .map(([id, name]) => ({ href: converterPath(id), name: `${name} Converter` }))
    .filter((c) => precached.has(c.href));
  if (!precached.has(HOME_PATH) || !converters.length)
    throw new Error('sw.js: the precache has no home page or no converter to offer offline');
  return offlinePage({
    brand: BRAND,
    stylesheets: linkHrefs(home, 'stylesheet', precached),
    icon: linkHrefs(home, 'icon', precached)[0],
    converters,
  });
}

export default function serviceWorker(): AstroIntegration {
  return {
    name: 'unitflip-service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const entries = precacheEntries(candidateFiles(dist));
        const precache = entries.map((e) => e.url);
        const offline = {
          redirects: offlineRedirects(),
          offlinePage: offlinePageOf(dist, new Set(precache)),
        };
        const source = workerSource();
        const contents = new Map(entries.map((e) => [e.file, readFileSync(join(dist, e.file))]));
        // The version covers all sw.js says besides itself: the code, the offline answers, the precached files.
        const version = buildVersion(
          entries,
          (file) => contents.get(file)!,
          source + JSON.stringify(offline),
        );
        writeFileSync(join(dist, 'sw.js'), renderServiceWorker({ version, precache, ...offline }, source));
        // Hosts send these files compressed: the gzip size is what a first visit downloads in the background.
        const kb = (bytes: number) => Math.round(bytes / 1024);
        const raw = [...contents.values()].reduce((sum, f) => sum + f.length, 0);
        const gzipped = [...contents.values()].reduce((sum, f) => sum + gzipSync(f).length, 0);
        logger.info(
          `sw.js: version ${version}, ${entries.length} files precached, ${kb(raw)} KB (${kb(gzipped)} KB gzip)`,
        );
      },
    },
  };
}
