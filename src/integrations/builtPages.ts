/**
 * Astro integration: one pass over the built pages once the build is done.
 * - Each page's Content-Security-Policy lists the hashes of that page's own inline scripts and
 *   <style>s (its <template>s' included), not every inline script and style of the site: Astro
 *   writes the same lists into every page, ~700 bytes that most of ~23,000 pages do not use
 *   (and that do not compress: on the quick-convert page they cost its first round trip).
 * - The quick-convert pages and the 404 page carry their first code (quickConvert.entry.ts,
 *   notFound.entry.ts, each one self-contained bundle) written in, in place of the loader that
 *   would fetch it. A quick-convert page whose address names another pair stays hidden until
 *   that code has run, and the 404 page draws a pair without a built page with it; written in,
 *   it runs without a request (on a slow phone, a script and its imports were most of the wait).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SECTIONS } from '../core/routes';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** Inline <script> elements (no src) and their text; the JSON ones are data, not code. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The hashes (sha256-…) of a page's executable inline scripts, in page order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (EXECUTABLE_TYPE.test(type)) hashes.add(sha256(body));
  }
  return [...hashes];
}

/** Inline <style> elements and their text. */
const INLINE_STYLE = /<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style\s*>/gi;

/** The hashes (sha256-…) of a page's inline <style>s, in page order, each once. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body = '']) => sha256(body)))];
}

/** The page with its policy's script-src and style-src hashes replaced by those of its own inline scripts and styles. */
export function withOwnHashes(html: string): string {
  const policy = /(<meta http-equiv="content-security-policy" content=")([^"]*)"/i.exec(html);
  if (!policy) return html;
  const own = (hashes: string[], directive: string, content: string) =>
    content.replace(
      new RegExp(`(^|;)(\\s*${directive})([^;]*)`, 'i'),
      (_, start: string, name: string, sources: string) => {
        const kept = sources
          .trim()
          .split(/\s+/)
          .filter((s) => s && !/^'sha(256|384|512)-/.test(s));
        return `${start}${name} ${[...kept, ...hashes.map((h) => `'${h}'`)].join(' ')}`;
      },
    );
  const content = own(
    inlineStyleHashes(html),
    'style-src',
    own(inlineScriptHashes(html), 'script-src', policy[2]!),
  );
  return html.replace(policy[0], () => `${policy[1]}${content}"`);
}

/**
 * A loader as built: an inline module script that puts `<script src="/_astro/{entry}.entry-….js">`
 * in the page, for the one-file bundle of `{entry}.entry.ts`.
 */
const loaderOf = (entry: string) =>
  new RegExp(
    `<script type="module">(?:(?!</script>)[\\s\\S])*?"(/_astro/${entry}\\.entry-[\\w-]+\\.js)"(?:(?!</script>)[\\s\\S])*?</script>`,
  );

/** The page with the one-file bundle of `{entry}.entry.ts` written in place of the loader that fetches it. */
export function withFirstCodeInline(
  html: string,
  entry: string,
  readBundle: (url: string) => string,
): string {
  const loader = loaderOf(entry).exec(html);
  if (!loader) throw new Error(`no loader of ${entry}.entry in the page`);
  const url = loader[1]!;
  const bundle = readBundle(url).trimEnd();
  // Inside <script> only "</script" ends the text; a bundle containing it cannot be written in.
  if (/<\/script/i.test(bundle))
    throw new Error(`${url} contains "</script" and cannot be written into a page`);
  // A classic script, so that it runs where it stands, before the first paint when the layout's
  // starter puts it in the page: a quick-convert page waiting for another pair first paints
  // with that pair. Its own function scope keeps the bundle's top-level names out of the page's.
  return html.replace(loader[0], () => `<script>(()=>{"use strict";\n${bundle}\n})();</script>`);
}

export default function builtPages(): AstroIntegration {
  return {
    name: 'unitflip-built-pages',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const bundles = new Map<string, string>();
        const readBundle = (url: string) => {
          if (!bundles.has(url)) bundles.set(url, readFileSync(join(dist, url), 'utf8'));
          return bundles.get(url)!;
        };
        let pages = 0;
        let saved = 0;
        for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const file = join(entry.parentPath, entry.name);
          const path = relative(dist, file).split(sep);
          let html = readFileSync(file, 'utf8');
          const before = html.length;
          try {
            if (path[0] === SECTIONS.quickConvert && path.length === 3)
              html = withFirstCodeInline(html, 'quickConvert', readBundle);
            if (path.join('/') === '404.html') {
              html = withFirstCodeInline(html, 'notFound', readBundle);
            }
            html = withOwnHashes(html);
          } catch (e) {
            throw new Error(`${path.join('/')}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
          }
          saved += before - html.length;
          pages++;
          writeFileSync(file, html);
        }
        logger.info(
          `${pages} pages: each policy lists its own inline scripts; quick-convert and 404 first code written in (${(saved / 1e6).toFixed(1)} MB net saved)`,
        );
      },
    },
  };
}
