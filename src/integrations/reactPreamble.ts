/**
 * `npm run dev` only: React's fast-refresh preamble for the pages that render React from their
 * own scripts (pair and quick-convert pages) instead of through an Astro island. Astro loads the
 * preamble (its `before-hydration` script, which @astrojs/react fills in dev) only before an
 * island hydrates, and a component transformed for fast refresh throws without it ("can't detect
 * preamble"). So each module of ours that renders React itself (it imports react-dom/client)
 * imports that same script first: ES modules run their imports in order, so the preamble runs
 * before React and the components. The build is untouched.
 */
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

const BEFORE_HYDRATION = 'astro:scripts/before-hydration.js';
const RENDERS_REACT = /\bfrom\s+['"]react-dom\/client['"]/;

export function reactPreambleInDev(): Plugin {
  let src = '';
  return {
    name: 'unitflip-react-preamble-in-dev',
    apply: 'serve',
    configResolved(config) {
      src = join(config.root, 'src') + sep;
    },
    transform(code, id) {
      if (!id.startsWith(src) || !RENDERS_REACT.test(code)) return null;
      // On the first line, so that every other line keeps its number.
      return { code: `import '${BEFORE_HYDRATION}';${code}`, map: null };
    },
  };
}
