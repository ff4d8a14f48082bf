/**
 * Cloudflare's own local emulator (`wrangler pages dev`, the Pages router on the workerd
 * runtime) serving a few files of the built site (home, the 404 page, a quick-convert shell, one
 * category's pair pages) with dist/_headers and dist/_redirects: proves that the host applies
 * the headers and the quick-convert rewrite as public/_headers and public/_redirects intend, not
 * only that the files parse (tests/unit/hostConfig.test.ts), serves a built pair page as built,
 * and answers a pair address without a built page with the 404 page, which draws the pair.
 * Runs offline: no login, no metrics, no fetch of Cloudflare's request metadata.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DIST_DIR } from './dist-scan';
import { freePort, spawnGroup, type Group } from '../../scripts/processGroup';
import { allPairs, pagePairs } from '../../src/build-time/pairs';
import { pairPath } from '../../src/core/routes';

const root = join(import.meta.dirname, '..', '..');
const wrangler = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** Any date the bundled runtime supports; a fixed one keeps runs alike. */
const compatibilityDate = '2025-01-01';
const startTimeoutMs = 60_000;

let work = '';
let server: Group | undefined;
let origin = '';
let log = '';
let shell = '';
let asset = '';
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
const pairFile = (path: string) => `${path.slice(1)}/index.html`;

/** Copies dist/{file} into the fixture site. */
function copy(site: string, file: string): void {
  mkdirSync(dirname(join(site, file)), { recursive: true });
  copyFileSync(join(DIST_DIR, file), join(site, file));
}

beforeAll(async () => {
  for (const file of [
    'index.html',
    '404.html',
    '_headers',
    '_redirects',
    SHELL_FILE,
    ...builtPairPaths.map(pairFile),
  ]) {
    if (!existsSync(join(DIST_DIR, file)))
      throw new Error(
        `${DIST_DIR}/${file} is missing: build the site first (the build copies public/_headers and public/_redirects).`,
      );
  }
  work = mkdtempSync(join(tmpdir(), 'host-emulator-'));
  const site = join(work, 'site');
  for (const file of ['index.html', '404.html', '_headers', '_redirects']) copy(site, file);
  const script = readdirSync(join(DIST_DIR, '_astro')).find((f) => f.endsWith('.js'));
  if (!script) throw new Error(`${DIST_DIR}/_astro/ holds no script`);
  asset = `/_astro/${script}`;
  copy(site, asset.slice(1));
  copy(site, SHELL_FILE);
  shell = readFileSync(join(site, SHELL_FILE), 'utf8');
  // Every built page of the category, so that the pair without one has its neighbours on the host.
  for (const path of builtPairPaths) copy(site, pairFile(path));

  const [port, inspectorPort] = [await freePort(), await freePort()];
  origin = `http://127.0.0.1:${port}`;
  server = spawnGroup(
    process.execPath,
    [
      wrangler,
      'pages',
      'dev',
      site,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      compatibilityDate,
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
  await vi.waitFor(
    async () => {
      if (exited) throw new Error(`wrangler pages dev exited before serving:\n${log}`);
      if (
        !(await fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        throw new Error(`wrangler pages dev did not serve within ${startTimeoutMs / 1000} s:\n${log}`);
    },
    { timeout: startTimeoutMs, interval: 200 },
  );
}, startTimeoutMs + 30_000);

afterAll(async () => {
  const child = server?.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    server!.stop('SIGTERM');
    // workerd gets a moment to stop on its own, then the group is killed.
    const kill = setTimeout(() => server!.stop('SIGKILL'), 5_000);
    await exited;
    clearTimeout(kill);
  }
  if (work) rmSync(work, { recursive: true, force: true });
}, 15_000);

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('Cloudflare Pages emulator serving the built site', () => {
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
    const res = await get(asset);
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
      expect(await res.text()).toBe(shell);
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    },
  );

  it('leaves a category-less pair address without a page to the 404 page', async () => {
    const res = await get('/meter-to-foot');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(readFileSync(join(DIST_DIR, '404.html'), 'utf8'));
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
    expect(own).not.toContain('data-pair-page');
  });

  it.each([UNBUILT_PATH, `${UNBUILT_PATH}/`])(
    'answers %s, a pair without a built page, with the 404 page, which draws the pair',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toBe(readFileSync(join(DIST_DIR, '404.html'), 'utf8'));
      expect(/<template data-pair-page[ >]/.test(html), 'the 404 page carries the pair page it draws').toBe(
        true,
      );
    },
  );
});
