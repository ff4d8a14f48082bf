/**
 * Cloudflare's own local emulators serving a few files of the built site (home, the 404 page, a
 * quick-convert shell, one category's pair pages and its data file) with dist/_headers and
 * dist/_redirects, on the workerd runtime:
 * - `wrangler pages dev` (Cloudflare Pages): proves that the host applies the headers and the
 *   quick-convert rewrite as public/_headers and public/_redirects intend, not only that the
 *   files parse (tests/unit/hostConfig.test.ts), serves a built pair page as built, and answers a
 *   pair address without a built page with the 404 page (status 404), which draws the pair;
 * - `wrangler dev` with src/worker/wrangler.jsonc (a Worker with static files): the same
 *   files, headers and rewrite, and the Worker (src/worker/pairs.ts) answering a pair address
 *   without a built page with status 200 and the pair's head, any other missing address with
 *   the 404 page and status 404.
 * Runs offline: no login, no metrics, no fetch of Cloudflare's request metadata.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { DIST_DIR } from './dist-scan';
import { freePort, spawnGroup, type Group } from '../../scripts/processGroup';
import { allPairs, inferredElsewhere, pagePairs } from '../../src/build-time/pairs';
import { pairPageHead } from '../../src/core/pairPageView';
import { PAIR_PAGE_BODY_PATH, pairPageDataPath, pairPath } from '../../src/core/routes';
import { BRAND } from '../../src/core/site';
import type { UnitPair } from '../../src/core/types';
import { englishText } from '../../src/build-time/interfaceText';

const root = join(import.meta.dirname, '..', '..');
const wrangler = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** Any date the bundled runtime supports; a fixed one keeps runs alike. */
const compatibilityDate = '2025-01-01';
const startTimeoutMs = 60_000;
const workerConfigPath = join(root, 'src', 'worker', 'wrangler.jsonc');

/** The length category's quick-convert page, which the rewrite serves for every length pair address. */
const SHELL_FILE = 'quick-convert/length/index.html';
/** The length pairs built as pages (their files go into the fixture), and one without a page of its own. */
const builtPairPaths = pagePairs()
  .filter((p) => p.category.id === 'length')
  .map((p) => pairPath(p.category, p.from, p.to));
const unbuilt = allPairs().find(
  (p) => p.category.id === 'length' && !builtPairPaths.includes(pairPath(p.category, p.from, p.to)),
)!;
const UNBUILT_PATH = pairPath(unbuilt.category, unbuilt.from, unbuilt.to);
const BUILT_PATH = builtPairPaths[0]!;
const builtPaths = new Set(pagePairs().map((p) => pairPath(p.category, p.from, p.to)));
/** A pair without a page whose title names its category (its units name another category's pair too). */
const named = allPairs().find(
  (p) => inferredElsewhere(p) && !builtPaths.has(pairPath(p.category, p.from, p.to)),
)!;
const NAMED_PATH = pairPath(named.category, named.from, named.to);
const pairFile = (path: string) => `${path.slice(1)}/index.html`;
const notFoundPage = () => readFileSync(join(DIST_DIR, '404.html'), 'utf8');

/** Copies dist/{file} into the fixture site. */
function copy(site: string, file: string): void {
  mkdirSync(dirname(join(site, file)), { recursive: true });
  copyFileSync(join(DIST_DIR, file), join(site, file));
}

/** The fixture site in `work`/site: the files above, the pair data of length and of `named`'s category. */
function fixtureSite(work: string): { site: string; asset: string; shell: string } {
  const dataFiles = [unbuilt, named].map((p) => pairPageDataPath(p.category).slice(1));
  for (const file of [
    'index.html',
    '404.html',
    '_headers',
    '_redirects',
    SHELL_FILE,
    ...dataFiles,
    ...builtPairPaths.map(pairFile),
  ]) {
    if (!existsSync(join(DIST_DIR, file)))
      throw new Error(
        `${DIST_DIR}/${file} is missing: build the site first (the build copies public/_headers and public/_redirects).`,
      );
  }
  const site = join(work, 'site');
  for (const file of ['index.html', '404.html', '_headers', '_redirects', ...dataFiles]) copy(site, file);
  const script = readdirSync(join(DIST_DIR, '_astro')).find((f) => f.endsWith('.js'));
  if (!script) throw new Error(`${DIST_DIR}/_astro/ holds no script`);
  const asset = `/_astro/${script}`;
  copy(site, asset.slice(1));
  copy(site, SHELL_FILE);
  // Every built page of the category, so that the pair without one has its neighbours on the host.
  for (const path of builtPairPaths) copy(site, pairFile(path));
  return { site, asset, shell: readFileSync(join(site, SHELL_FILE), 'utf8') };
}

/** A wrangler server on a free port, started in `work` (its state, logs and settings stay there). */
interface Emulator {
  origin: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

async function startWrangler(work: string, args: string[]): Promise<Emulator> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const server: Group = spawnGroup(
    process.execPath,
    [
      wrangler,
      ...args,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: work, // wrangler keeps its state in ./.wrangler (its own process group: workerd ends with it)
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false', // no fetch of the request metadata from Cloudflare
        // Logs, the dev registry and settings go to the scratch folder, not the user's config.
        WRANGLER_LOG_PATH: join(work, 'logs'),
        WRANGLER_REGISTRY_PATH: join(work, 'registry'),
        XDG_CONFIG_HOME: join(work, 'config'),
        NO_COLOR: '1',
      },
    },
  );
  const { child } = server;
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    server.stop('SIGTERM');
    // workerd gets a moment to stop on its own, then the group is killed.
    const kill = setTimeout(() => server.stop('SIGKILL'), 5_000);
    await gone;
    clearTimeout(kill);
  };
  try {
    await vi.waitFor(
      async () => {
        if (exited) throw new Error(`wrangler ${args[0]} exited before serving:\n${log}`);
        if (
          !(await fetch(`${origin}/`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          throw new Error(`wrangler ${args[0]} did not serve within ${startTimeoutMs / 1000} s:\n${log}`);
      },
      { timeout: startTimeoutMs, interval: 200 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${origin}${path}`, { redirect: 'manual', ...init });
  return { origin, get, stop };
}

/** An emulator per describe block, with its scratch folder, ended after the block. */
function emulator(start: (work: string, site: string) => string[]) {
  const state = { server: undefined as Emulator | undefined, work: '', asset: '', shell: '' };
  beforeAll(async () => {
    state.work = mkdtempSync(join(tmpdir(), 'host-emulator-'));
    const { site, asset, shell } = fixtureSite(state.work);
    Object.assign(state, { asset, shell });
    state.server = await startWrangler(state.work, start(state.work, site));
  }, startTimeoutMs + 30_000);
  afterAll(async () => {
    await state.server?.stop();
    if (state.work) rmSync(state.work, { recursive: true, force: true });
  }, 15_000);
  return {
    get: (path: string, init?: RequestInit) => state.server!.get(path, init),
    origin: () => state.server!.origin,
    asset: () => state.asset,
    shell: () => state.shell,
  };
}

describe('Cloudflare Pages emulator serving the built site', () => {
  const {
    get,
    asset: assetPath,
    shell: shellPage,
  } = emulator((_work, site) => ['pages', 'dev', site, '--compatibility-date', compatibilityDate]);

  it('sends the security headers on a page', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await res.text()).toBe(readFileSync(join(DIST_DIR, 'index.html'), 'utf8'));
  });

  it('lets browsers keep a hashed /_astro/ file for a year, with the security headers too', async () => {
    const res = await get(assetPath());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it.each(['/quick-convert/length/meter/foot', '/quick-convert/length/meter/foot/'])(
    'serves the category shell at %s with status 200, without redirecting',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toBe(shellPage());
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    },
  );

  it('leaves a category-less pair address without a page to the 404 page', async () => {
    const res = await get('/meter-to-foot');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(notFoundPage());
  });

  it('serves a built pair page with status 200 and its own HTML', async () => {
    const own = readFileSync(join(DIST_DIR, pairFile(BUILT_PATH)), 'utf8');
    const res = await get(`${BUILT_PATH}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(own);
    // The address the site links to has no slash: the host sends it to the page's folder (308), once.
    const linked = await get(BUILT_PATH);
    expect(linked.status).toBe(308);
    expect(linked.headers.get('location')).toBe(`${BUILT_PATH}/`);
    expect(own, 'every part written, no place left empty').not.toContain('data-pair-part');
  });

  it.each([UNBUILT_PATH, `${UNBUILT_PATH}/`])(
    'answers %s, a pair without a built page, with the 404 page, which draws the pair',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toBe(notFoundPage());
      expect(html, 'the 404 page asks for the body it draws pairs into').toContain(PAIR_PAGE_BODY_PATH);
    },
  );
});

/** src/worker/wrangler.jsonc, with the Worker's path made absolute and the fixture site as its static files. */
function workerConfig(work: string, site: string): string {
  const { config, error } = ts.parseConfigFileTextToJson(
    workerConfigPath,
    readFileSync(workerConfigPath, 'utf8'),
  );
  if (error) throw new Error(`wrangler.jsonc: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const file = join(work, 'wrangler.json');
  writeFileSync(
    file,
    JSON.stringify({
      ...config,
      main: join(dirname(workerConfigPath), config.main),
      assets: { ...config.assets, directory: site },
    }),
  );
  return file;
}

/** The <title> and the head's description, canonical and Open Graph values of an HTML page, unescaped. */
function headOf(html: string) {
  const text = (s: string | undefined) =>
    (s ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const meta = (attr: string, name: string, value = 'content') =>
    text(new RegExp(`<(?:meta|link) ${attr}="${name}" ${value}="([^"]*)"`).exec(html)?.[1]);
  return {
    title: text(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: meta('name', 'description'),
    canonical: meta('rel', 'canonical', 'href'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogUrl: meta('property', 'og:url'),
  };
}

/** The page without the six head elements the Worker writes. */
const withoutHead = (html: string) =>
  html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<link rel="canonical"[^>]*>/, '')
    .replace(/<meta property="og:(title|description|url)"[^>]*>/g, '');

describe('Cloudflare Workers emulator: the Worker with static files (src/worker/wrangler.jsonc)', () => {
  const {
    get,
    origin,
    asset: assetPath,
    shell: shellPage,
  } = emulator((work, site) => ['dev', '--config', workerConfig(work, site)]);
  const expectedHead = (pair: UnitPair) =>
    pairPageHead(englishText, pair, {
      brand: BRAND,
      origin: origin(),
      inferredElsewhere: inferredElsewhere(pair),
    });

  it('sends the security headers of _headers on a page', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(await res.text()).toBe(readFileSync(join(DIST_DIR, 'index.html'), 'utf8'));
  });

  it('lets browsers keep a hashed /_astro/ file for a year', async () => {
    const res = await get(assetPath());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/quick-convert/length/meter/foot', '/quick-convert/length/meter/foot/'])(
    'serves the category shell at %s with status 200 (the rewrite of _redirects)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toBe(shellPage());
    },
  );

  it('serves a built pair page with status 200 and its own HTML (the Worker never runs for it)', async () => {
    const res = await get(`${BUILT_PATH}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(readFileSync(join(DIST_DIR, pairFile(BUILT_PATH)), 'utf8'));
    // The address the site links to has no slash: the host sends it to the page's folder, once.
    const linked = await get(BUILT_PATH);
    expect(linked.status).toBe(307);
    expect(linked.headers.get('location')).toBe(`${BUILT_PATH}/`);
  });

  it.each([UNBUILT_PATH, `${UNBUILT_PATH}/`, NAMED_PATH])(
    "answers %s, a pair without a built page, with status 200 and the 404 page carrying the pair's head",
    async (path) => {
      const pair = path.startsWith(NAMED_PATH) ? named : unbuilt;
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const head = expectedHead(pair);
      expect(headOf(html)).toEqual({
        title: head.title,
        description: head.description,
        canonical: head.canonical,
        ogTitle: head.title,
        ogDescription: head.description,
        ogUrl: head.canonical,
      });
      expect(head.title).not.toMatch(/Opening|not found/i);
      expect(head.canonical).toBe(`${origin()}${pairPath(pair.category, pair.from, pair.to)}`);
      // Otherwise the 404 page as built, which draws the pair in the browser.
      expect(withoutHead(html)).toBe(withoutHead(notFoundPage()));
      // What _headers gives the 404 page's file; no validator of the file, whose text differs.
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
      expect(res.headers.get('etag')).toBeNull();
    },
  );

  it('names the category in the title of a pair whose units name another category’s pair', () => {
    expect(expectedHead(named).title).toContain(named.category.name);
  });

  it('answers a HEAD request for such a pair with its status and no body, and refuses other methods', async () => {
    const head = await get(UNBUILT_PATH, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await get(UNBUILT_PATH, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each([
    '/length/nothing',
    '/length/meter-to-nothing',
    '/nothing/meter-to-foot',
    '/meter-to-foot',
    '/length/metre-to-foot',
    '/a/b/c',
  ])('answers %s, no pair by its canonical address, with the 404 page and status 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(notFoundPage());
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });
});
