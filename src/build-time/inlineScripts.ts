/**
 * The pages' inline scripts, each one minified classic script bundled from a module when the site
 * is built, so that they are read, typed and tested as code, not kept hand-minified:
 * - the layout's starter (src/components/startup/starter.ts), in every page;
 * - the built value's focus rule (src/components/startup/builtValueFocus.ts), in the head of
 *   every page whose converter is built with a value (BuiltValueFocus.astro).
 */
import { buildSync, type StdinOptions } from 'esbuild';
import { join } from 'node:path';

const STARTUP = join(process.cwd(), 'src', 'components', 'startup');

/** One classic script, minified, from `entry` (a module run for its effects, or a module's source text). */
function inlineScript(entry: { file: string } | { source: string }): string {
  const stdin: StdinOptions | undefined =
    'source' in entry ? { contents: entry.source, resolveDir: STARTUP, loader: 'ts' } : undefined;
  const built = buildSync({
    ...(stdin ? { stdin } : { entryPoints: ['file' in entry ? entry.file : ''] }),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  return built.outputFiles[0]!.text.trim();
}

export const starterScript = () => inlineScript({ file: join(STARTUP, 'starter.ts') });

export const builtValueFocusScript = () =>
  inlineScript({
    source:
      "import { selectBuiltValueOnFocus } from './builtValueFocus';\nselectBuiltValueOnFocus(document);",
  });

/** Built once per build: every page carries the same text (and so the same CSP hash). */
export const STARTER_SCRIPT = starterScript();
export const BUILT_VALUE_FOCUS_SCRIPT = builtValueFocusScript();
