// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRoute } from './src/core/routes.ts';
import serviceWorker from './src/integrations/serviceWorker/index.ts';

// The public origin used for canonical links, Open Graph and the sitemap.
const site = process.env.SITE_URL ?? 'https://units.example.org';

/**
 * Content-Security-Policy (a <meta> tag on every page, written by Astro's experimental CSP).
 * Astro hashes the scripts and styles it bundles itself; it does not hash `<script is:inline>`
 * (the theme-before-paint script), so we hash those here from the source. The built-site tests
 * check that every executable inline script of every page has its hash in that page's policy.
 */
function inlineScriptHashes(dir = 'src') {
  /** @type {Set<`sha256-${string}`>} */
  const hashes = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.astro')) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = m[1] ?? '';
      if (!/\bis:inline\b/.test(attrs) || /\btype=["']application\/(ld\+)?json["']/.test(attrs) || /set:html|define:vars/.test(attrs)) continue;
      hashes.add(/** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(m[2] ?? '').digest('base64')}`));
    }
  }
  return [...hashes];
}

/**
 * Ad scripts are the only third-party code, and only when configured at build time: their
 * origins, plus PUBLIC_ADS_CSP_SOURCES (space-separated) for the further origins a network loads.
 */
const adOrigins = [process.env.PUBLIC_ADS_SCRIPT_URL, process.env.PUBLIC_ADS_NETWORK_SCRIPT_URL]
  .filter(Boolean)
  .map((u) => new URL(/** @type {string} */ (u)).origin)
  .concat((process.env.PUBLIC_ADS_CSP_SOURCES ?? '').split(/\s+/).filter(Boolean));

/** @type {Exclude<import('astro').AstroUserConfig['experimental'], undefined>['csp']} */
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
  scriptDirective: { resources: ["'self'", ...adOrigins], hashes: inlineScriptHashes() },
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
  if (route.kind === 'quick-convert-page' || (route.kind === 'static' && route.page === 'notFound')) return false;
  return !(route.kind === 'converter' && aliasIds.has(route.category));
}

export default defineConfig({
  site,
  // OUT_DIR lets parallel local builds use separate folders; CI uses dist/.
  outDir: process.env.OUT_DIR ?? './dist',
  cacheDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}-cache` : './node_modules/.astro',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [
    react(),
    sitemap({ filter: isCanonicalPage }),
    // dist/sw.js, the offline service worker (docs/architecture.md, 'Offline').
    serviceWorker(),
  ],
  // Hoisted scripts become shared, cached files instead of being inlined into ~70,000 pages; only
  // the quick-convert page's loader is inlined (it imports nothing, and inlined it leaves the
  // page's first code one request away: QuickConvertLoader.astro). Workers (and that one-file
  // bundle of the quick-convert page's first code) as ES modules.
  vite: { plugins: [tailwindcss()], build: { assetsInlineLimit: (/** @type {string} */ file) => /QuickConvertLoader\.astro_astro_type_script/.test(file) }, worker: { format: 'es' } },
  experimental: { csp },
});
