// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

// The public origin used for canonical links, Open Graph and the sitemap.
const site = process.env.SITE_URL ?? 'https://units.example.org';

export default defineConfig({
  site,
  // OUT_DIR lets parallel local builds use separate folders; CI uses dist/.
  outDir: process.env.OUT_DIR ?? './dist',
  cacheDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}-cache` : './node_modules/.astro',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [
    react(),
    sitemap({
      // Only canonical pages: alias pair pages point elsewhere with rel=canonical.
      filter: (page) => !page.includes('/quick-convert/') && !/\/404\/?$/.test(page),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
