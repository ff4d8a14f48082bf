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
import { attribute, pageElements, spliced, type PageElement } from './pageElements';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** Script types a browser runs; the others (JSON-LD, …) are data. */
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

const executable = (script: PageElement) =>
  !script.attrs.has('src') && EXECUTABLE_TYPE.test(script.attrs.get('type')?.trim() ?? '');
const hashesOf = (elements: PageElement[]) => [...new Set(elements.map((e) => sha256(e.text)))];

/** The hashes (sha256-…) of a page's executable inline scripts, in page order, each once. */
export const inlineScriptHashes = (html: string): string[] =>
  hashesOf(pageElements(html, ['script']).filter(executable));

/** The hashes (sha256-…) of a page's inline <style>s, in page order, each once. */
export const inlineStyleHashes = (html: string): string[] => hashesOf(pageElements(html, ['style']));

/** A policy with a directive's hashes replaced by `hashes`, its other sources kept. */
function withHashes(policy: string, directive: string, hashes: string[]): string {
  return policy
    .split(';')
    .map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (name?.toLowerCase() !== directive) return part;
      const kept = sources.filter((s) => !/^'sha(256|384|512)-/.test(s));
      return `${part.match(/^\s*/)![0]}${[name, ...kept, ...hashes.map((h) => `'${h}'`)].join(' ')}`;
    })
    .join(';');
}

/** The page with its policy's script-src and style-src hashes replaced by those of its own inline scripts and styles. */
export function withOwnHashes(html: string): string {
  const elements = pageElements(html, ['meta', 'script', 'style']);
  const meta = elements.find(
    (e) => e.tag === 'meta' && e.attrs.get('http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  const content = meta?.attrSpans.get('content');
  if (!meta || !content) return html;
  const scripts = hashesOf(elements.filter((e) => e.tag === 'script' && executable(e)));
  const styles = hashesOf(elements.filter((e) => e.tag === 'style'));
  const policy = withHashes(
    withHashes(meta.attrs.get('content') ?? '', 'script-src', scripts),
    'style-src',
    styles,
  );
  return spliced(html, [{ ...content, text: attribute('content', policy) }]);
}

/** The page with the one-file bundle of `{entry}.entry.ts` written in place of the loader that fetches it. */
export function withFirstCodeInline(
  html: string,
  entry: string,
  readBundle: (url: string) => string,
): string {
  // The loader as built: an inline module script naming the bundle's address, "/_astro/{entry}.entry-….js".
  const address = new RegExp(`"(/_astro/${entry}\\.entry-[\\w-]+\\.js)"`);
  const loader = pageElements(html, ['script']).find(
    (s) => s.attrs.get('type') === 'module' && !s.attrs.has('src') && address.test(s.text),
  );
  if (!loader) throw new Error(`no loader of ${entry}.entry in the page`);
  const url = address.exec(loader.text)![1]!;
  const bundle = readBundle(url).trimEnd();
  // Inside <script> only "</script" ends the text; a bundle containing it cannot be written in.
  if (/<\/script/i.test(bundle))
    throw new Error(`${url} contains "</script" and cannot be written into a page`);
  // A classic script, so that it runs where it stands, before the first paint when the layout's
  // starter puts it in the page: a quick-convert page waiting for another pair first paints
  // with that pair. Its own function scope keeps the bundle's top-level names out of the page's.
  const script = `<script>(()=>{"use strict";\n${bundle}\n})();</script>`;
  return spliced(html, [{ ...loader, text: script }]);
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
