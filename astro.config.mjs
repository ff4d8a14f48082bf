// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRoute } from './src/core/routes.ts';
import builtPages from './src/integrations/builtPages.ts';
import serviceWorker from './src/integrations/serviceWorker/index.ts';
import afterPaint from './src/integrations/afterPaint/index.ts';
import { chunkUrl } from './src/integrations/chunkUrl.ts';
import { reactPreambleInDev } from './src/integrations/reactPreamble.ts';
import { catalogLive } from './scripts/catalog/live.ts';

// The public origin used for canonical links, Open Graph and the sitemap.
const site = process.env.SITE_URL ?? 'https://units.example.org';

/**
 * Ad scripts are the only third-party code, and only when configured at build time: their
 * origins, plus PUBLIC_ADS_CSP_SOURCES (space-separated) for the further origins a network loads.
 */
const adOrigins = [process.env.PUBLIC_ADS_SCRIPT_URL, process.env.PUBLIC_ADS_NETWORK_SCRIPT_URL]
  .filter(Boolean)
  .map((u) => new URL(/** @type {string} */ (u)).origin)
  .concat((process.env.PUBLIC_ADS_CSP_SOURCES ?? '').split(/\s+/).filter(Boolean));

/**
 * Content-Security-Policy (a <meta> tag on every page, written by Astro's experimental CSP).
 * Its script hashes are set per page once the build is done (src/integrations/builtPages.ts):
 * each page lists the hashes of its own inline scripts, `is:inline` ones included, which Astro
 * does not hash. The built-site tests check each page's list against the page.
 *
 * @type {Exclude<import('astro').AstroUserConfig['experimental'], undefined>['csp']}
 */
const csp = {
  algorithm: 'SHA-256',
  directives: [
    "default-src 'self'",
    `img-src 'self' data:${adOrigins.length ? ' https:' : ''}`,
    `connect-src 'self'${adOrigins.length ? ' https:' : ''}`,
    `frame-src ${adOrigins.length ? 'https:' : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ],
  scriptDirective: { resources: ["'self'", ...adOrigins] },
};

/** Category alias ids (electric_potential → voltage): their /converter pages point their canonical elsewhere. */
function categoryAliasIds() {
  try {
    const catalog = JSON.parse(readFileSync('src/generated/catalog.json', 'utf8'));
    return new Set(catalog.categories.flatMap((/** @type {{aliases: string[]}} */ c) => c.aliases));
  } catch {
    return new Set();
  }
}
const aliasIds = categoryAliasIds();

/** The sitemap lists canonical pages only. */
function isCanonicalPage(/** @type {string} */ page) {
  const route = parseRoute(new URL(page).pathname);
  // The body the browser draws pairs into (a fragment, not a page).
  if (route.kind === 'unknown') return false;
  if (route.kind === 'quick-convert-page' || (route.kind === 'static' && route.page === 'notFound'))
    return false;
  return !(route.kind === 'converter' && aliasIds.has(route.category));
}

/**
 * The React Compiler memoizes what each component draws, so that a key typed in a value box
 * re-renders and commits the parts of the converter that depend on the text (the answer), not
 * every element of the card. Only the components' own files go through it; other modules (the
 * engine, the generated catalogue) are left to Vite as they are.
 *
 * @param {string} id
 */
function reactCompiler(id) {
  const components = /[\\/]src[\\/]components[\\/].*\.tsx?$/.test(id.split('?')[0] ?? '');
  return { plugins: components ? [['babel-plugin-react-compiler', { target: '19' }]] : [] };
}

/** React's own packages in one chunk of their own (`react.[hash].js`), loaded by every page with a converter. */
function reactChunk(/** @type {string} */ id) {
  return /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined;
}

/**
 * The quick-convert page's first code, a one-file bundle (a worker build) written into every
 * quick-convert page, is built without the level math (src/core/levels.none.ts for levels.ts),
 * which only the two decibel categories use, so that the page fits the first round trip. There
 * a level pair is drawn by the converter that follows (quickConvert.entry.ts). The other
 * one-file bundles keep it: the 404 page's code draws level pairs too.
 */
/** @returns {import('vite').Plugin} */
function levelsLeftOut() {
  let quickConvert = false;
  return {
    name: 'unitflip-levels-left-out',
    enforce: 'pre',
    buildStart(options) {
      const input = Array.isArray(options.input) ? options.input : Object.values(options.input);
      quickConvert = input.some((file) =>
        file.replace(/\?.*/, '').endsWith(join('pair', 'quickConvert.entry.ts')),
      );
    },
    resolveId(/** @type {string} */ source, /** @type {string | undefined} */ importer) {
      if (!quickConvert || source !== './levels' || !importer?.endsWith(join('src', 'core', 'conversion.ts')))
        return null;
      return join(import.meta.dirname, 'src', 'core', 'levels.none.ts');
    },
  };
}

export default defineConfig({
  site,
  // OUT_DIR lets parallel local builds use separate folders; CI uses dist/.
  outDir: process.env.OUT_DIR ?? './dist',
  cacheDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}-cache` : './node_modules/.astro',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [
    react({ babel: reactCompiler }),
    // client:painted, for the converters' islands: no request before the first paint.
    afterPaint(),
    sitemap({ filter: isCanonicalPage }),
    // Per-page script hashes, and the quick-convert and 404 pages' first code written in (before sw.js hashes the pages).
    builtPages(),
    // dist/sw.js, the offline service worker (docs/architecture.md, 'Offline').
    serviceWorker(),
  ],
  // Hoisted scripts become shared, cached files instead of being inlined into every page; only
  // the loaders of the quick-convert and 404 pages' first code are inlined (they import nothing,
  // and once the build is done each is replaced by the one-file bundle it would fetch:
  // src/integrations/builtPages.ts). Workers (and those one-file bundles) as ES modules.
  vite: {
    // The compiled components' runtime, bundled before the first page in `npm run dev` (found
    // later, it would make Vite reload the open page).
    optimizeDeps: { include: ['react/compiler-runtime'] },
    // In `npm run dev`, saving a catalogue file recompiles it (CATALOG_DIR: another catalogue folder, for tests),
    // and the pages that render React from their own scripts get React's fast-refresh preamble.
    plugins: [
      tailwindcss(),
      catalogLive(process.env.CATALOG_DIR ?? join(import.meta.dirname, 'catalog')),
      chunkUrl(),
      reactPreambleInDev(),
    ],
    build: {
      rollupOptions: { output: { manualChunks: reactChunk } },
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: /@license/ } },
      assetsInlineLimit: (/** @type {string} */ file) =>
        /(QuickConvertLoader|404)\.astro_astro_type_script/.test(file),
    },
    worker: { format: 'es', plugins: () => [levelsLeftOut()] },
  },
  experimental: { csp },
});
