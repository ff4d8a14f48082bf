/**
 * The layout's starter (src/components/startup/starter.ts) as one minified classic script, which
 * BaseLayout.astro writes into every page: bundled from its module when the site is built, so
 * that it is read, typed and tested as code, not kept hand-minified.
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';

const STARTER = join(process.cwd(), 'src', 'components', 'startup', 'starter.ts');

export function starterScript(): string {
  const built = buildSync({
    entryPoints: [STARTER],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  return built.outputFiles[0]!.text.trim();
}

/** Built once per build: every page carries the same text (and so the same CSP hash). */
export const STARTER_SCRIPT = starterScript();
