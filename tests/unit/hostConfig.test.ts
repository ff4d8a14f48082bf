import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { allPairs, resolvePairSlug } from '../../src/build-time/pairs';
import { unitSlugs } from '../../src/build-time/catalog';
import { categories } from '../../src/generated/catalog';
import { hasPairPage } from '../../src/core/pairLinks';
import { categoryLessPairPath, joinPairSlug, pairPath, unitPairSlug, unitSlug } from '../../src/core/routes';

/**
 * public/_headers and public/_redirects, read by Netlify's own parsers (Cloudflare Pages and
 * Workers read the same format), and netlify.toml's rules, which only Netlify reads.
 * tests/quality/hostEmulator.test.ts checks that Cloudflare's local emulators serve them.
 */
const publicDir = join(import.meta.dirname, '..', '..', 'public');
const netlifyConfigPath = join(import.meta.dirname, '..', '..', 'netlify.toml');

/** A parsed _redirects rule (the parser's fields that matter here; it types them as unknown). */
interface RedirectRule {
  path: string;
  to: string;
  status?: number;
  force: boolean;
  proxy: boolean;
}

const parsedHeaders = await parseAllHeaders({
  headersFiles: [join(publicDir, '_headers')],
  configHeaders: [],
  minimal: false, // keeps forRegExp, the host's own path matcher
});
const headerRules = parsedHeaders.headers as Header[];
const headerErrors = parsedHeaders.errors;
const parsedRedirects = await parseAllRedirects({
  redirectsFiles: [join(publicDir, '_redirects')],
  configRedirects: [],
  minimal: false,
});
const rules = parsedRedirects.redirects as RedirectRule[];
const redirectErrors = parsedRedirects.errors;
/** What Netlify reads: the rules of dist/_redirects, then netlify.toml's. */
const parsedNetlify = await parseAllRedirects({
  redirectsFiles: [join(publicDir, '_redirects')],
  netlifyConfigPath,
  configRedirects: [],
  minimal: false,
});
const netlifyRules = parsedNetlify.redirects as RedirectRule[];
const tomlRules = netlifyRules.slice(rules.length);

/** The rules whose path matches `path`, as the host matches them. */
const rulesFor = (path: string) => headerRules.filter((rule) => rule.forRegExp.test(path));

/** Every header sent for `path`, names in lower case. */
function headersFor(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rulesFor(path)) {
    for (const [name, value] of Object.entries(rule.values)) out[name.toLowerCase()] = value;
  }
  return out;
}

/** max-age of a Cache-Control value, or undefined when it has none. */
function maxAge(cacheControl: string | undefined): number | undefined {
  const m = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl ?? '');
  return m ? Number(m[1]) : undefined;
}

/** The page and file paths the site serves, one of each kind. */
const htmlPaths = ['/', '/length/', '/length/meter-to-foot/', '/quick-convert/length/', '/404.html'];
const dataPaths = ['/data/length.txt', '/catalog.json', '/search-index.json', '/slug-index.json'];
const samplePaths = [
  ...htmlPaths,
  ...dataPaths,
  '/_astro/client.C5RI7xnT.js',
  '/sw.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/favicon.ico',
];

describe('public/_headers', () => {
  it('parses without errors', () => {
    expect(headerErrors).toEqual([]);
    expect(headerRules.length).toBeGreaterThan(0);
    for (const rule of headerRules) expect(rule.forRegExp).toBeInstanceOf(RegExp);
  });

  it.each(samplePaths)('sends the security headers a <meta> policy cannot on %s', (path) => {
    const h = headersFor(path);
    expect(h['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('turns off powerful features the site never uses, and none an ad frame may need', () => {
    const policy = headersFor('/')['permissions-policy'] ?? '';
    const entries = policy.split(',').map((e) => e.trim());
    for (const entry of entries) expect(entry).toMatch(/^[a-z-]+=\(\)$/); // each one off everywhere
    const off = entries.map((e) => e.replace('=()', ''));
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'display-capture',
      'browsing-topics',
    ]) {
      expect(off).toContain(feature);
    }
    for (const feature of [
      'autoplay',
      'fullscreen',
      'encrypted-media',
      'picture-in-picture',
      'attribution-reporting',
      'run-ad-auction',
      'join-ad-interest-group',
    ]) {
      expect(off).not.toContain(feature);
    }
  });

  it('lets browsers keep hashed /_astro/ files for a year without asking', () => {
    const cache = headersFor('/_astro/client.C5RI7xnT.js')['cache-control'];
    expect(cache).toContain('immutable');
    expect(maxAge(cache)).toBe(31_536_000);
  });

  it('has browsers check the service worker on every visit and the manifest soon', () => {
    expect(headersFor('/sw.js')['cache-control']).toBe('no-cache');
    const manifest = maxAge(headersFor('/manifest.webmanifest')['cache-control']);
    expect(manifest).toBeGreaterThan(0);
    expect(manifest).toBeLessThanOrEqual(3600);
  });

  it.each([...htmlPaths, ...dataPaths])(
    'never lets %s be cached as immutable (its name outlives its contents)',
    (path) => {
      const cache = headersFor(path)['cache-control'];
      expect(cache ?? '').not.toContain('immutable');
      expect(maxAge(cache) ?? 0).toBe(0);
    },
  );

  it.each(dataPaths)('has browsers revalidate %s before each use', (path) => {
    expect(headersFor(path)['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it.each(samplePaths)(
    'sets no header in two rules that both match %s (Cloudflare Pages would join the values)',
    (path) => {
      const names = rulesFor(path).flatMap((rule) => Object.keys(rule.values).map((n) => n.toLowerCase()));
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    },
  );
});

/** Where the first matching rule sends `path`: placeholders match one path segment, as both hosts document. */
function rewrite(
  path: string,
  ruleList: RedirectRule[] = rules,
): { to: string; status?: number; force: boolean } | undefined {
  for (const rule of ruleList) {
    const names: string[] = [];
    const pattern = rule.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (!m) continue;
    let to = rule.to;
    names.forEach((name, i) => (to = to.replaceAll(`:${name}`, m[i + 1]!)));
    return { to, status: rule.status, force: rule.force };
  }
  return undefined;
}

describe('public/_redirects', () => {
  it('parses without errors', () => {
    expect(redirectErrors).toEqual([]);
  });

  it.each([
    '/quick-convert/length/meter/foot',
    '/quick-convert/length/meter/foot/',
    '/quick-convert/data_storage/kibibyte/byte',
  ])('rewrites %s to its category shell, keeping the address (200, not forced)', (path) => {
    const category = path.split('/')[2];
    expect(rewrite(path)).toEqual({ to: `/quick-convert/${category}/`, status: 200, force: false });
  });

  it('only rewrites to the quick-convert shells, and never as a redirect or a proxy', () => {
    for (const rule of rules) {
      expect(rule.status).toBe(200);
      expect(rule.proxy).toBe(false);
      expect(rule.to).toBe('/quick-convert/:category/');
    }
  });

  it.each([
    '/',
    '/quick-convert/length/',
    '/quick-convert/length/meter',
    '/length/meter-to-foot',
    '/meter-to-foot',
    '/404.html',
  ])('leaves %s alone (the shell itself, other pages and the 404 page)', (path) => {
    expect(rewrite(path)).toBeUndefined();
  });
});

/**
 * Whether a rule's source matches `path` as both hosts match it: a :placeholder stands for one
 * path segment, a * splat for the rest of the path, anything else for itself; a trailing slash
 * makes no difference.
 */
function ruleMatches(source: string, path: string): boolean {
  const pattern = source
    .replace(/\/+$/, '')
    .split(/(\*|:\w+)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}/?$`).test(path);
}

/** Pair addresses without a built page: one per category in each form the site accepts (canonical, category-less, an alias spelling), percent-encoded as a browser sends them. */
function unbuiltPairAddresses(): string[] {
  const out = new Set<string>();
  const seen = new Set<string>();
  for (const pair of allPairs()) {
    const { category, from, to } = pair;
    if (seen.has(category.id) || hasPairPage(category, from.id, to.id)) continue;
    seen.add(category.id);
    out.add(pairPath(category, from, to));
    const slug = unitPairSlug(from, to);
    const inferred = resolvePairSlug(slug);
    if (inferred?.category === category && inferred.from === from && inferred.to === to)
      out.add(categoryLessPairPath(slug));
    const alias = [...unitSlugs(category)].find(
      ([s, u]) => u === from && s !== unitSlug(from) && !s.includes('/'),
    )?.[0];
    if (alias) {
      const aliased = joinPairSlug(alias, unitSlug(to));
      if (resolvePairSlug(aliased, category.id)?.from === from)
        out.add(`/${category.id}/${encodeURIComponent(aliased)}`);
    }
  }
  return [...out];
}

describe('pair addresses without a built page', () => {
  const addresses = unbuiltPairAddresses();

  it('are many, of every category', () => {
    expect(addresses.length).toBeGreaterThan(100);
    expect(addresses).toContain('/length/meter-to-micrometer');
  });

  it('are matched by no rule of _redirects, so Cloudflare and GitHub Pages leave each to what answers a missing file', () => {
    const matched = addresses.flatMap((path) =>
      rules
        .filter((rule) => ruleMatches(rule.path, path))
        .map((rule) => `${path} ← ${rule.path} ${rule.to} ${rule.status ?? ''}`),
    );
    expect(matched).toEqual([]);
  });

  it('the matcher does see what a rule matches (placeholders, splats, trailing slashes)', () => {
    expect(ruleMatches('/quick-convert/:category/:from/:to', '/quick-convert/length/meter/foot')).toBe(true);
    expect(ruleMatches('/quick-convert/:category/:from/:to', '/quick-convert/length/meter')).toBe(false);
    expect(ruleMatches('/:category/:pair', '/length/meter-to-micrometer/')).toBe(true);
    expect(ruleMatches('/*', '/meter-to-micrometer')).toBe(true);
    expect(ruleMatches('/length/*', '/length/meter-to-micrometer')).toBe(true);
    expect(ruleMatches('/length/*', '/weight/kilogram-to-grain')).toBe(false);
  });
});

describe('netlify.toml (Netlify only)', () => {
  const ruleFor = (id: string) =>
    `  { from = "/${id}/:pair", to = "/404.html", status = 200, force = false },`;

  it('parses without errors, after the rules of _redirects', () => {
    expect(parsedNetlify.errors).toEqual([]);
    expect(netlifyRules.slice(0, rules.length)).toEqual(rules);
  });

  it("rewrites each category's two-segment addresses to the 404 page, with status 200 and not forced (a file wins)", () => {
    const lines = tomlRules.map((rule) => {
      expect(rule).toMatchObject({ to: '/404.html', status: 200, force: false, proxy: false });
      return rule.path;
    });
    const missing = categories.filter((c) => !lines.includes(`/${c.id}/:pair`));
    expect(
      missing.map((c) => ruleFor(c.id)),
      'add these lines to netlify.toml',
    ).toEqual([]);
    expect(lines).toEqual(categories.map((c) => `/${c.id}/:pair`));
  });

  it.each(unbuiltPairAddresses().filter((path) => path.split('/').length === 3))(
    'serves %s, a pair address without a built page, the 404 page with status 200',
    (path) => {
      expect(rewrite(path, netlifyRules)).toEqual({ to: '/404.html', status: 200, force: false });
    },
  );

  it.each(['/meter-to-micrometer', '/data/nothing.json', '/_astro/gone.js', '/converter/nothing', '/a/b/c'])(
    'leaves %s to the 404 page with status 404',
    (path) => {
      expect(rewrite(path, netlifyRules)).toBeUndefined();
    },
  );

  it('still sends a quick-convert pair address to its shell', () => {
    expect(rewrite('/quick-convert/length/meter/foot', netlifyRules)).toEqual({
      to: '/quick-convert/length/',
      status: 200,
      force: false,
    });
  });
});
