/**
 * One streaming pass over every built HTML page in dist/: links, head tags, JSON-LD, inline
 * scripts and the Content-Security-Policy, recorded compactly so ~70,000 pages fit in memory.
 * Regex-based on purpose (Astro's output is regular, and a DOM parser is 20× slower); scripts,
 * styles and comments are cut out before attributes are read so their text is never a link.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageTypeOf, type PageType } from './page-types';

export const DIST_DIR = process.env.DIST_DIR ?? process.env.OUT_DIR ?? 'dist';

export interface Page {
  path: string; // served URL path: '/', '/converter/length', '/404.html'
  file: string; // relative to dist
  type: PageType;
  h1: number;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  noindex: boolean;
  /** Pages this page's <a href> links to (indices into pages). */
  anchors: number[];
  jsonLdErrors: string[];
  jsonLdCount: number;
  jsonLdTypes: string[]; // '@type' of each JSON-LD item
  csp: string[]; // content of each CSP meta tag
  scriptsBeforeCsp: number; // <script> elements before the first CSP meta (a policy covers only what follows it)
  inlineScriptHashes: string[]; // sha256-… of each executable inline script
  inlineStyleHashes: string[];
  styleAttributes: number; // style="…" attributes (blocked by the CSP)
  eventHandlers: string[]; // on*="…" attributes (blocked by the CSP)
  javascriptUrls: string[]; // href="javascript:…"
  externalResources: string[]; // src/href of scripts, styles, images, frames on another origin
}

export interface Problem {
  page: string;
  detail: string;
}

export interface Scan {
  pages: Page[];
  byPath: Map<string, number>;
  files: Set<string>; // every file in dist, as a URL path ('/_astro/x.js')
  origin: string; // the site origin (from the home page's canonical)
  brokenLinks: Problem[];
  brokenLinkCount: number;
  linkCount: number;
  badFragments: Problem[];
  seconds: number;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
export function parseAttributes(text: string): Map<string, string> {
  const attrs = new Map<string, string>();
  ATTR.lastIndex = 0;
  for (let m = ATTR.exec(text); m; m = ATTR.exec(text)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

/** '/a/b/index.html' → '/a/b'; 'index.html' → '/'; '404.html' → '/404.html'. */
export function urlPathOfFile(rel: string): string {
  const p = '/' + rel.split(sep).join('/');
  if (p === '/index.html') return '/';
  if (p.endsWith('/index.html')) return p.slice(0, -'/index.html'.length);
  return p;
}

function listFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

const SCRIPT_OR_STYLE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<([a-z][a-z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const URL_ATTRS = [
  'href',
  'src',
  'action',
  'poster',
  'component-url',
  'renderer-url',
  'before-hydration-url',
];
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * A copy of a piece of a page's text that does not hold on to the page: V8 keeps a substring as
 * a view into the whole string, so storing a title would keep all ~70,000 pages in memory (GBs,
 * and most of the scan's time spent in garbage collection).
 */
const kept = (text: string): string => structuredClone(text);

/** Resolves a URL path to a built file or page; query and fragment are ignored. */
function resolveTarget(
  pathname: string,
  byPath: Map<string, number>,
  files: Set<string>,
): { page?: number; file: boolean } {
  let p: string;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return { file: false };
  }
  const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p;
  const page = byPath.get(trimmed) ?? byPath.get(p);
  if (page !== undefined) return { page, file: true };
  return { file: files.has(p) };
}

/** Scans dist/; yields to the event loop now and then so a test runner's heartbeat keeps going. */
export async function scanDist(dir = DIST_DIR): Promise<Scan> {
  const started = performance.now();
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No built site in ${dir}: run the build first (DIST_DIR=${dir}).`);
  const all = listFiles(dir);
  const files = new Set(all.map((f) => '/' + f.split(sep).join('/')));
  // Not the fragments under data/ that the browser fetches to draw into a page: they are not pages.
  const htmlFiles = all.filter((f) => f.endsWith('.html') && !f.startsWith(`data${sep}`)).sort();
  const pages: Page[] = htmlFiles.map((file) => {
    const path = urlPathOfFile(file);
    return {
      path,
      file,
      type: pageTypeOf(path),
      h1: 0,
      titles: [],
      descriptions: [],
      canonicals: [],
      noindex: false,
      anchors: [],
      jsonLdErrors: [],
      jsonLdCount: 0,
      jsonLdTypes: [],
      csp: [],
      scriptsBeforeCsp: 0,
      inlineScriptHashes: [],
      inlineStyleHashes: [],
      styleAttributes: 0,
      eventHandlers: [],
      javascriptUrls: [],
      externalResources: [],
    };
  });
  const byPath = new Map<string, number>();
  pages.forEach((p, i) => {
    byPath.set(p.path, i);
    if (p.path.endsWith('.html'))
      byPath.set(p.path.slice(0, -5), i); // '/404.html' also as '/404'
    else byPath.set((p.path === '/' ? '' : p.path) + '/index.html', i);
  });

  const homeHtml = readFileSync(join(dir, 'index.html'), 'utf8');
  const homeCanonical = /<link\b[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(homeHtml)?.[1];
  const origin = new URL(homeCanonical ?? process.env.SITE_URL ?? 'https://units.example.org').origin;

  const brokenLinks: Problem[] = [];
  const badFragments: Problem[] = [];
  let brokenLinkCount = 0;
  let linkCount = 0;

  for (let index = 0; index < pages.length; index++) {
    if (index % 1000 === 999) await new Promise((r) => setImmediate(r));
    const page = pages[index]!;
    const html = readFileSync(join(dir, page.file), 'utf8');
    const headEnd = html.search(/<\/head\s*>/i);
    const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
    const base = new URL(page.path, origin);

    // Scripts and styles: keep their opening tags (for src), record their contents.
    const markup = html
      .replace(COMMENT, '')
      .replace(SCRIPT_OR_STYLE, (_m, tag: string, attrText: string, body: string) => {
        const attrs = parseAttributes(attrText);
        if (tag.toLowerCase() === 'style') page.inlineStyleHashes.push(sha256(body));
        else if (!attrs.has('src')) {
          const type = (attrs.get('type') ?? '').toLowerCase();
          if (type === 'application/ld+json') {
            page.jsonLdCount++;
            try {
              const data = JSON.parse(body) as unknown;
              const items = Array.isArray(data) ? data : [data];
              for (const item of items) {
                if (!item || typeof item !== 'object' || !('@context' in item) || !('@type' in item))
                  page.jsonLdErrors.push('JSON-LD without @context and @type');
                else {
                  const record = item as Record<string, unknown>;
                  const category = record.applicationCategory ? `/${String(record.applicationCategory)}` : '';
                  page.jsonLdTypes.push(`${String(record['@type'])}${category}`);
                }
              }
            } catch (e) {
              page.jsonLdErrors.push(`JSON-LD does not parse: ${(e as Error).message}`);
            }
          } else if (EXECUTABLE_TYPES.has(type)) page.inlineScriptHashes.push(sha256(body));
        }
        return `<${tag}${attrText}>`;
      });

    page.h1 = (outsideTemplates(markup).match(/<h1[\s>]/gi) ?? []).length;
    for (const m of head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi))
      page.titles.push(kept(decodeEntities(m[1]!).trim()));

    const ids = new Set<string>();
    const fragments: string[] = [];
    TAG.lastIndex = 0;
    for (let m = TAG.exec(markup); m; m = TAG.exec(markup)) {
      const tag = m[1]!.toLowerCase();
      const attrText = m[2]!;
      if (tag === 'script' && !page.csp.length) page.scriptsBeforeCsp++;
      if (!attrText.includes('=')) continue;
      const attrs = parseAttributes(attrText);
      const id = attrs.get('id');
      if (id) ids.add(id);
      if (attrs.has('style')) page.styleAttributes++;
      for (const name of attrs.keys())
        if (/^on[a-z]+$/.test(name)) page.eventHandlers.push(kept(`<${tag} ${name}>`));
      if (tag === 'meta') {
        const name = (attrs.get('name') ?? '').toLowerCase();
        const content = attrs.get('content') ?? '';
        if (name === 'description') page.descriptions.push(kept(content.trim()));
        if (name === 'robots' && /noindex/i.test(content)) page.noindex = true;
        if ((attrs.get('http-equiv') ?? '').toLowerCase() === 'content-security-policy')
          page.csp.push(kept(content));
        continue;
      }
      if (tag === 'link' && (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical')) {
        page.canonicals.push(kept(attrs.get('href') ?? ''));
      }
      for (const name of URL_ATTRS) {
        const value = attrs.get(name);
        if (value === undefined) continue;
        const raw = value.trim();
        if (/^javascript:/i.test(raw)) {
          page.javascriptUrls.push(kept(raw));
          continue;
        }
        if (raw === '' || /^(mailto|tel|data|blob):/i.test(raw)) continue;
        if (raw.startsWith('#')) {
          if (raw.length > 1) fragments.push(decodeURIComponent(raw.slice(1)));
          continue;
        }
        let url: URL;
        try {
          url = new URL(raw, base);
        } catch {
          brokenLinkCount++;
          if (brokenLinks.length < 500)
            brokenLinks.push({ page: page.path, detail: `unparseable ${name}="${raw}"` });
          continue;
        }
        if (url.origin !== origin) {
          const isLink =
            tag === 'a' || (tag === 'link' && /canonical|alternate/.test(attrs.get('rel') ?? ''));
          if (!isLink && /^https?:$/.test(url.protocol))
            page.externalResources.push(kept(`<${tag} ${name}="${raw}">`));
          continue;
        }
        linkCount++;
        const target = resolveTarget(url.pathname, byPath, files);
        if (!target.file) {
          brokenLinkCount++;
          if (brokenLinks.length < 500)
            brokenLinks.push({ page: page.path, detail: `<${tag} ${name}="${raw}">` });
          continue;
        }
        if (tag === 'a' && target.page !== undefined && target.page !== index) page.anchors.push(target.page);
      }
    }
    for (const f of fragments) {
      if (!ids.has(f) && f !== 'top' && badFragments.length < 500)
        badFragments.push({ page: page.path, detail: `#${f}` });
    }
    page.anchors = [...new Set(page.anchors)];
  }

  return {
    pages,
    byPath,
    files,
    origin,
    brokenLinks,
    brokenLinkCount,
    linkCount,
    badFragments,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Every page reachable from '/' by following <a href> links. */
export function reachableFromHome(scan: Scan): Set<number> {
  const start = scan.byPath.get('/');
  const seen = new Set<number>();
  if (start === undefined) return seen;
  const queue = [start];
  seen.add(start);
  while (queue.length) {
    const i = queue.pop()!;
    for (const j of scan.pages[i]!.anchors) {
      if (seen.has(j)) continue;
      seen.add(j);
      queue.push(j);
    }
  }
  return seen;
}

/** The URL path a canonical link points to, or null when it is not on the site's origin. */
export function canonicalPath(scan: Scan, href: string): string | null {
  try {
    const url = new URL(href);
    if (url.origin !== scan.origin) return null;
    const p = decodeURIComponent(url.pathname);
    return p.length > 1 ? p.replace(/\/+$/, '') : p;
  } catch {
    return null;
  }
}

/** Locations listed by sitemap-index.xml and the sitemaps it names. */
export function sitemapUrls(dir = DIST_DIR): { urls: string[]; problems: string[] } {
  const problems: string[] = [];
  const urls: string[] = [];
  const indexFile = join(dir, 'sitemap-index.xml');
  if (!existsSync(indexFile)) return { urls, problems: ['sitemap-index.xml is missing'] };
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => decodeEntities(m[1]!));
  for (const sitemap of locs(readFileSync(indexFile, 'utf8'))) {
    const file = join(dir, new URL(sitemap).pathname);
    if (!existsSync(file)) {
      problems.push(`sitemap-index.xml names ${sitemap}, which is not built`);
      continue;
    }
    urls.push(...locs(readFileSync(file, 'utf8')));
  }
  return { urls, problems };
}

/** Markup without the content of its <template> elements (nested ones too): inert until a script puts it in the page. */
export function outsideTemplates(markup: string): string {
  let out = '';
  let depth = 0;
  let at = 0;
  for (const m of markup.matchAll(/<(\/?)template\b[^>]*>/gi)) {
    if (depth === 0) out += markup.slice(at, m.index);
    depth = Math.max(0, depth + (m[1] ? -1 : 1));
    at = m.index + m[0].length;
  }
  return depth === 0 ? out + markup.slice(at) : out;
}
