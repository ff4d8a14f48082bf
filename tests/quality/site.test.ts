/**
 * Built-site gates over every page in dist/ (DIST_DIR): links, orphans, sitemap, head tags,
 * canonical URLs, JSON-LD, route families, and the Content-Security-Policy as written into the
 * HTML. One scan, many checks; each failure names the pages so their authors can fix them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, groups } from '../../src/build-time/catalog';
import { allPairs, pagePairs } from '../../src/build-time/pairs';
import {
  converterPath,
  groupPath,
  pairPath,
  parseRoute,
  quickConvertHref,
  unitPagePath,
} from '../../src/core/routes';
import {
  canonicalPath,
  DIST_DIR,
  reachableFromHome,
  sitemapUrls,
  type Page,
  type Problem,
  type Scan,
  scanDist,
} from './dist-scan';

/** What a page that must show its answer at once may weigh, gzip, to come in the first round trip. */
const FIRST_ROUND_TRIP_GZIP = 14_200;

/** Pages meant to be reached some other way than by a link, and why. */
const NOT_LINKED: Record<string, string> = {
  '/404.html': 'the host serves it for any unknown path; nothing links to it',
  ...Object.fromEntries(
    categories.flatMap((c) =>
      c.aliases.map((alias) => [
        converterPath(alias),
        `the earlier catalogue's id for ${c.id}: kept for old links, canonical to ${converterPath(c)}`,
      ]),
    ),
  ),
};
/** Canonical pages deliberately left out of the sitemap, and why. */
const NOT_IN_SITEMAP: Record<string, string> = {
  '/404.html': 'not a page to index (noindex)',
};

let scan: Scan;
let canonicalPages: Page[];

beforeAll(async () => {
  scan = await scanDist();
  console.log(
    `scanned ${scan.pages.length} pages and ${scan.linkCount} internal links in ${scan.seconds.toFixed(1)} s`,
  );
  canonicalPages = scan.pages.filter((p, i) => canonicalIndex(p) === i);
}, 600_000);

/** The page a page's canonical link points to (undefined: none, several, or not built). */
function canonicalIndex(page: Page): number | undefined {
  if (page.canonicals.length !== 1) return undefined;
  const path = canonicalPath(scan, page.canonicals[0]!);
  return path === null ? undefined : scan.byPath.get(path);
}

/** Lists problems grouped by page type, a few examples each, with the total. */
function summary(problems: Problem[], total = problems.length): string {
  if (!total) return '';
  const byType = new Map<string, Problem[]>();
  for (const p of problems) {
    const type = scan.pages[scan.byPath.get(p.page) ?? -1]?.type ?? 'other';
    const list = byType.get(type);
    if (list) list.push(p);
    else byType.set(type, [p]);
  }
  const lines = [...byType].map(
    ([type, list]) =>
      `  ${type} (${list.length}): ${list
        .slice(0, 4)
        .map((p) => `${p.page} → ${p.detail}`)
        .join('; ')}`,
  );
  return `${total} problem(s):\n${lines.join('\n')}`;
}

function pagesWhere(test: (p: Page) => string | null): Problem[] {
  const out: Problem[] = [];
  for (const page of scan.pages) {
    const detail = test(page);
    if (detail) out.push({ page: page.path, detail });
  }
  return out;
}

describe('links', () => {
  it('every internal href/src resolves to a built file', () => {
    expect(scan.linkCount).toBeGreaterThan(0);
    expect(summary(scan.brokenLinks, scan.brokenLinkCount)).toBe('');
  });

  it('every in-page #fragment link has its target id', () => {
    expect(summary(scan.badFragments)).toBe('');
  });

  it('no javascript: URL anywhere', () => {
    expect(summary(pagesWhere((p) => (p.javascriptUrls.length ? p.javascriptUrls.join(' ') : null)))).toBe(
      '',
    );
  });

  it('every built page is reachable from / by following links (no orphans)', () => {
    const reached = reachableFromHome(scan);
    const orphans = scan.pages.filter((p, i) => !reached.has(i) && !NOT_LINKED[p.path]);
    expect(summary(orphans.map((p) => ({ page: p.path, detail: 'not reachable from /' })))).toBe('');
  });
});

describe('sitemap', () => {
  it('every sitemap URL is a built canonical page, and every canonical indexable page is listed', () => {
    const { urls, problems } = sitemapUrls();
    expect(problems).toEqual([]);
    expect(urls.length).toBeGreaterThan(0);
    const listed = new Set<string>();
    const bad: Problem[] = [];
    for (const url of urls) {
      const path = canonicalPath(scan, url);
      const index = path === null ? undefined : scan.byPath.get(path);
      if (path === null || index === undefined) {
        bad.push({ page: url, detail: 'listed in the sitemap but not built' });
        continue;
      }
      const page = scan.pages[index]!;
      listed.add(page.path);
      if (page.noindex) bad.push({ page: page.path, detail: 'listed in the sitemap but noindex' });
      if (canonicalIndex(page) !== index)
        bad.push({
          page: page.path,
          detail: `listed in the sitemap but its canonical is ${page.canonicals[0] ?? 'missing'}`,
        });
    }
    for (const page of canonicalPages) {
      if (!page.noindex && !listed.has(page.path) && !NOT_IN_SITEMAP[page.path])
        bad.push({ page: page.path, detail: 'canonical page missing from the sitemap' });
    }
    expect(summary(bad)).toBe('');
  });
});

describe('head of every page', () => {
  it('exactly one <h1>', () => {
    expect(summary(pagesWhere((p) => (p.h1 === 1 ? null : `${p.h1} <h1> elements`)))).toBe('');
  });
  it('exactly one non-empty <title>', () => {
    expect(
      summary(
        pagesWhere((p) =>
          p.titles.length === 1 && p.titles[0] ? null : `titles: ${JSON.stringify(p.titles)}`,
        ),
      ),
    ).toBe('');
  });
  it('exactly one non-empty meta description', () => {
    const problems = pagesWhere((p) =>
      p.descriptions.length === 1 && p.descriptions[0]
        ? null
        : `descriptions: ${JSON.stringify(p.descriptions)}`,
    );
    expect(summary(problems)).toBe('');
  });
  it('exactly one canonical link, absolute, on the site origin, to a built page that is its own canonical', () => {
    const problems = pagesWhere((p) => {
      if (p.canonicals.length !== 1) return `${p.canonicals.length} canonical links`;
      const target = canonicalPath(scan, p.canonicals[0]!);
      if (target === null) return `canonical ${p.canonicals[0]} is not on ${scan.origin}`;
      const index = canonicalIndex(p);
      if (index === undefined) return `canonical target ${target} is not built`;
      if (canonicalIndex(scan.pages[index]!) !== index)
        return `canonical target ${target} is itself not canonical (chain)`;
      return null;
    });
    expect(summary(problems)).toBe('');
  });
  it('titles and canonicals are unique among canonical pages (alias pages exempt)', () => {
    expect(canonicalPages.length).toBeGreaterThan(0);
    const problems: Problem[] = [];
    for (const key of ['titles', 'canonicals'] as const) {
      const first = new Map<string, string>();
      for (const page of canonicalPages) {
        const value = page[key][0]!;
        const seen = first.get(value);
        if (seen)
          problems.push({ page: page.path, detail: `same ${key.slice(0, -1)} as ${seen}: "${value}"` });
        else first.set(value, page.path);
      }
    }
    expect(summary(problems)).toBe('');
  });
  it('JSON-LD parses, with @context and @type', () => {
    expect(summary(pagesWhere((p) => (p.jsonLdErrors.length ? p.jsonLdErrors.join('; ') : null)))).toBe('');
  });
  it('pair pages carry WebApplication JSON-LD (UtilityApplication)', () => {
    const problems = pagesWhere((p) =>
      p.type === 'pair' && !p.jsonLdTypes.includes('WebApplication/UtilityApplication')
        ? `JSON-LD types: ${JSON.stringify(p.jsonLdTypes)}`
        : null,
    );
    expect(summary(problems)).toBe('');
  });
});

describe('route families', () => {
  const families: [string, () => string[]][] = [
    ['static pages', () => ['/', '/sitemap', '/about', '/terms', '/privacy', '/404.html']],
    ['/converter/{category}', () => categories.map((c) => converterPath(c))],
    ['/unit-page/{category}', () => categories.map((c) => unitPagePath(c))],
    ['/category/{group}', () => groups.map((g) => groupPath(g))],
    [
      '/{category}/{from}-to-{to} (each pair with a page)',
      () => pagePairs().map((p) => pairPath(p.category, p.from, p.to)),
    ],
    ['/quick-convert/{category}', () => categories.map((c) => quickConvertHref(c))],
  ];
  it.each(families)('every page of %s is built', (_name, expected) => {
    const paths = expected();
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((p) => !scan.byPath.has(p));
    expect(
      missing.length
        ? `${missing.length} of ${paths.length} missing, e.g. ${missing.slice(0, 8).join(', ')}`
        : '',
    ).toBe('');
  });
  it('no other pair is built: the 404 page draws it', () => {
    const pages = new Set(pagePairs().map((p) => pairPath(p.category, p.from, p.to)));
    const extra = allPairs()
      .map((p) => pairPath(p.category, p.from, p.to))
      .filter((path) => !pages.has(path) && scan.byPath.has(path));
    expect(extra.slice(0, 8)).toEqual([]);
  });
  it('the 404 page, which draws every other pair, comes in the first round trip of a slow connection', () => {
    // About 14.6 KB reach a browser in the first round trip of a new connection (ten TCP
    // segments); with the response's headers, the page must stay near 14.2 KB gzip. Over it,
    // a pair without a built page shows its answer one round trip later.
    const bytes = gzipSync(readFileSync(join(DIST_DIR, '404.html'))).length;
    expect(bytes, '404.html, gzip').toBeLessThanOrEqual(FIRST_ROUND_TRIP_GZIP);
  });
  it('a pair has one page: its quick-convert and category-less addresses are served by other pages, not copies', () => {
    const copies = [...scan.byPath.keys()].filter((path) =>
      ['quick-convert', 'category-less-pair'].includes(parseRoute(path).kind),
    );
    expect(copies.slice(0, 8)).toEqual([]);
  });
});

describe('Content-Security-Policy in the HTML', () => {
  const scriptSrc = (csp: string) => / ?script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  const styleSrc = (csp: string) => / ?style-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];

  it('every page has one CSP meta tag whose script-src allows no inline script and no eval', () => {
    const problems = pagesWhere((p) => {
      if (p.csp.length !== 1) return `${p.csp.length} CSP meta tags`;
      const sources = scriptSrc(p.csp[0]!);
      if (!sources.length) return 'no script-src';
      const unsafe = sources.filter((s) => /unsafe-inline|unsafe-eval|^\*$|^https?:$|^data:$/.test(s));
      if (unsafe.length) return `script-src allows ${unsafe.join(' ')}`;
      if (!/object-src 'none'/.test(p.csp[0]!)) return "no object-src 'none'";
      return null;
    });
    expect(summary(problems)).toBe('');
  });
  it('the CSP meta comes before every <script>: a policy covers only what the parser meets after it', () => {
    expect(
      summary(
        pagesWhere((p) =>
          p.csp.length && p.scriptsBeforeCsp ? `${p.scriptsBeforeCsp} <script> before the CSP meta` : null,
        ),
      ),
    ).toBe('');
  });
  it("every inline script and <style> is hashed into the page's policy", () => {
    const problems = pagesWhere((p) => {
      if (!p.csp[0]) return null; // reported above
      const scripts = new Set(scriptSrc(p.csp[0]).map((s) => s.replace(/'/g, '')));
      const styles = new Set(styleSrc(p.csp[0]).map((s) => s.replace(/'/g, '')));
      const missing = [
        ...p.inlineScriptHashes.filter((h) => !scripts.has(h)).map((h) => `script ${h}`),
        ...p.inlineStyleHashes.filter((h) => !styles.has(h)).map((h) => `style ${h}`),
      ];
      return missing.length ? `not in the CSP: ${missing.join(', ')}` : null;
    });
    expect(summary(problems)).toBe('');
  });
  it("a page's script-src and style-src list no hash but its own inline scripts' and styles' (no site-wide list)", () => {
    const problems = pagesWhere((p) => {
      if (!p.csp[0]) return null;
      const extra = (sources: string[], own: string[]) =>
        sources.map((s) => s.replace(/'/g, '')).filter((s) => s.startsWith('sha') && !own.includes(s));
      const scripts = extra(scriptSrc(p.csp[0]), p.inlineScriptHashes);
      const styles = extra(styleSrc(p.csp[0]), p.inlineStyleHashes);
      const out = [];
      if (scripts.length)
        out.push(`${scripts.length} hash(es) of scripts not in the page: ${scripts.join(' ')}`);
      if (styles.length) out.push(`${styles.length} hash(es) of styles not in the page: ${styles.join(' ')}`);
      return out.length ? out.join('; ') : null;
    });
    expect(summary(problems)).toBe('');
  });
  it('no style="…" or on*="…" attributes (the policy blocks them)', () => {
    const problems = pagesWhere((p) => {
      const out = [];
      if (p.styleAttributes) out.push(`${p.styleAttributes} style attribute(s)`);
      if (p.eventHandlers.length) out.push(`event handlers ${[...new Set(p.eventHandlers)].join(' ')}`);
      return out.length ? out.join('; ') : null;
    });
    expect(summary(problems)).toBe('');
  });
  it('no third-party script, style, image or frame in the HTML (ads off)', () => {
    expect(
      summary(pagesWhere((p) => (p.externalResources.length ? p.externalResources.join(' ') : null))),
    ).toBe('');
  });
  it('no eval or new Function in the built JavaScript', () => {
    const problems: Problem[] = [];
    for (const file of scan.files) {
      if (!/\.m?js$/.test(file)) continue;
      const code = readFileSync(join(DIST_DIR, file), 'utf8');
      const hit = /(?<![\w$.])eval\s*\(|\bnew\s+Function\s*\(|(?<![\w$])Function\s*\(\s*["'`]/.exec(code);
      if (hit) problems.push({ page: file, detail: code.slice(Math.max(0, hit.index - 40), hit.index + 40) });
    }
    expect(problems).toEqual([]);
  });
});
