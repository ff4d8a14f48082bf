/**
 * Site budgets: build time, how soon an oversize catalogue is refused, page count, HTML bytes per
 * page type (raw and gzip), dist size and file count, what one more unit costs, and JavaScript per
 * page type (gzip: React's runtime vs our own code).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseRoute, type Route } from '../../src/core/routes';
import { mb, oneMoreUnitCost, SITE_BUDGET } from './siteWeight';
import { writeLargeCatalog } from '../../tests/unit/rules/largeCatalog';

const root = join(import.meta.dirname, '..', '..');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

const ROUTE_LABELS: Partial<Record<Route['kind'], string>> = {
  converter: 'converter',
  'quick-convert-page': 'quick-convert',
  'unit-page': 'unit-page',
  group: 'category group',
  pair: 'pair',
};

/** Page type of a built HTML file from its URL path. */
export function pageType(urlPath: string): string {
  const route = parseRoute(urlPath);
  if (route.kind === 'static' && route.page === 'home') return 'home';
  if (route.kind === 'static' && route.page === 'notFound') return '404';
  return ROUTE_LABELS[route.kind] ?? 'other (' + urlPath.split('/').filter(Boolean).join('/') + ')';
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function table(header: string[], rows: string[][]): string {
  const lines = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  return lines.map((l) => l.map((c, i) => (c ?? '').padEnd(widths[i]!)).join('  ')).join('\n');
}

/** Gzip bytes of React's runtime and of our own code in a set of bundles. */
interface JsWeight {
  react: number;
  ours: number;
}

/**
 * JS a page loads up front (module scripts and islands with their static imports, and the
 * bundles a page's loader fetches by address, such as the quick-convert page's first code), and
 * what a page's own script imports when its converter is first used (the pair page's: React
 * and the converter, once the visitor reaches for it; counted beyond what is already loaded).
 * What the widgets import later, when a part of them is used (a picker's search, the quantity
 * language), is not counted.
 */
function pageJs(dist: string, html: string): { upFront: JsWeight; onFirstUse: JsWeight } {
  const gz = (f: string) => gzipSync(readFileSync(join(dist, f))).length;
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || !existsSync(join(dist, file))) return;
    into.add(file);
    const text = readFileSync(join(dist, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(`/_astro/${m[1]}`, into);
    for (const m of text.matchAll(/"(\/_astro\/[^"]+\.js)"/g)) closure(m[1]!, into);
  };
  const renderer = new Set<string>();
  for (const m of html.matchAll(/renderer-url="([^"]+)"/g)) closure(m[1]!, renderer);
  // React's own packages are one chunk of their own (astro.config.mjs names it 'react'), whoever imports it.
  const weigh = (files: Set<string>, inline = 0): JsWeight => {
    let react = 0;
    let ours = inline;
    for (const f of files) {
      if (renderer.has(f) || /\/react\.[\w-]+\.js$/.test(f)) react += gz(f);
      else ours += gz(f);
    }
    return { react, ours };
  };
  const pageScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const upFront = new Set<string>(renderer);
  for (const m of html.matchAll(/component-url="([^"]+)"/g)) closure(m[1]!, upFront);
  for (const src of pageScripts) closure(src, upFront);
  let inline = 0;
  for (const m of html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (/application\/ld\+json/.test(m[0])) continue;
    inline += gzipSync(m[1]!).length;
    // A loader written into the page (the quick-convert page's) loads its bundle by address.
    for (const d of m[1]!.matchAll(/"(\/_astro\/[^"]+\.js)"/g)) closure(d[1]!, upFront);
  }
  const later = new Set<string>(upFront);
  for (const src of pageScripts) {
    // import('./x.js'), or the address of a chunk handed to a script that imports it (the pair page's loader).
    for (const d of readFileSync(join(dist, src), 'utf8').matchAll(/import\("\.\/([^"]+\.js)"\)|new URL\("(?:\.\/)?([^"/]+\.js)",\s*import\.meta\.url\)/g)) closure(`/_astro/${d[1] ?? d[2]}`, later);
  }
  for (const f of upFront) later.delete(f);
  return { upFront: weigh(upFront, inline), onFirstUse: weigh(later) };
}

/** The built HTML pages of dist/, by page type. */
function pagesByType(dist: string, files: readonly string[]): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const f of files.filter((name) => name.endsWith('.html'))) {
    const url = '/' + relative(dist, f).split(sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    const type = pageType(url).startsWith('other') ? 'other' : pageType(url);
    byType.set(type, [...(byType.get(type) ?? []), f]);
  }
  return new Map([...byType].sort((a, b) => b[1].length - a[1].length));
}

/** The pair pages' JavaScript budget: React's runtime plus at most this much of ours (gzip). */
export const PAIR_JS_BUDGET_BYTES = 20 * 1024;

/** JavaScript per page type: up front, and when the converter is first used where it loads then. */
export function jsBench(options: { outDir?: string } = {}): string {
  const dist = options.outDir ?? join(root, 'dist');
  if (!existsSync(dist)) return `JavaScript: no build at ${dist} (run npm run build first).`;
  const jsRows: string[][] = [];
  let pair: ReturnType<typeof pageJs> | null = null;
  for (const [type, list] of pagesByType(dist, walk(dist))) {
    const js = pageJs(dist, readFileSync(list[0]!, 'utf8'));
    if (type === 'pair') pair = js;
    const { upFront: u, onFirstUse: l } = js;
    const later = l.react + l.ours > 0 ? `+${kb(l.react)} React, +${kb(l.ours)} ours` : '';
    jsRows.push([type, kb(u.react), kb(u.ours), kb(u.react + u.ours), later, relative(dist, list[0]!)]);
  }
  const pairOurs = pair ? pair.upFront.ours : 0;
  const verdict = pairOurs <= PAIR_JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
  if (pairOurs > PAIR_JS_BUDGET_BYTES) process.exitCode = 1;
  const used = pair ? pair.upFront.ours + pair.onFirstUse.ours : 0;
  return [
    'JavaScript per page type (gzip; React runtime = renderer + its imports). Up front: what every visit loads. When first used: what a page\'s own script imports once its converter is used (a pair page\'s, once the visitor reaches for it). What a part of a converter loads when it is used (a picker\'s search, the quantity language) is not counted:',
    table(['page type', 'React', 'ours', 'up front', 'when first used', 'sample'], jsRows),
    `Budget: pair page React + at most ${kb(PAIR_JS_BUDGET_BYTES)} of ours up front: ${kb(pairOurs)}, ${verdict}. Once its converter is used: React + ${kb(used)} of ours.`,
  ].join('\n');
}

/** How long npm run catalog may take to refuse a catalogue far over the page budget: at once, not after building. */
const REFUSAL_BUDGET_SECONDS = 20;

/** Seconds npm run catalog takes to refuse a category of 3,000 units (8,997,000 pair pages). */
function oversizeRefusalSeconds(): number {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  try {
    writeLargeCatalog(dir, [3000]);
    const start = performance.now();
    const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'build-catalog.ts'), dir], { stdio: 'ignore' });
    if (run.status !== 1) throw new Error(`npm run catalog did not refuse 3,000 units in one category (exit ${run.status})`);
    return (performance.now() - start) / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function siteBench(options: { build: boolean; outDir?: string }): string {
  const dist = options.outDir ?? join(root, 'dist');
  let buildSeconds: number | null = null;
  if (options.build) {
    const start = performance.now();
    execFileSync('npx', ['astro', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, OUT_DIR: dist } });
    buildSeconds = (performance.now() - start) / 1000;
  }
  if (!existsSync(dist)) return `Site: no build at ${dist} (run npm run build first).`;
  const files = walk(dist);
  const totalBytes = files.reduce((n, f) => n + statSync(f).size, 0);
  const byType = pagesByType(dist, files);
  const pages = [...byType.values()].flat();
  const rows: string[][] = [];
  for (const [type, list] of byType) {
    const sizes = list.map((f) => statSync(f).size);
    const sample = list.filter((_, i) => i % Math.max(1, Math.floor(list.length / 200)) === 0);
    const gz = sample.map((f) => gzipSync(readFileSync(f)).length);
    rows.push([type, String(list.length), kb(sizes.reduce((a, b) => a + b, 0) / list.length), kb(Math.max(...sizes)), kb(gz.reduce((a, b) => a + b, 0) / gz.length)]);
  }
  const unit = oneMoreUnitCost();
  const refusal = oversizeRefusalSeconds();
  return [
    `Site: ${pages.length.toLocaleString('en-US')} pages, dist ${mb(totalBytes)} (${(totalBytes / 1024 ** 2).toFixed(0)} MiB, ${((totalBytes / SITE_BUDGET.distBytes) * 100).toFixed(0)}% of the ${mb(SITE_BUDGET.distBytes)} budget; on disk more, by file-system blocks) in ${files.length.toLocaleString('en-US')} files` +
      (buildSeconds === null ? '' : `, full build ${buildSeconds.toFixed(0)} s`),
    `One more unit in the largest category (${unit.category}, ${unit.units} units): +${mb(unit.bytes)} in +${unit.files} files (budget ${mb(SITE_BUDGET.unitBytes)}; two scratch builds, ${unit.seconds.toFixed(0)} s)`,
    `A category of 3,000 units refused by npm run catalog in ${refusal.toFixed(1)} s (budget ${REFUSAL_BUDGET_SECONDS} s): ${refusal <= REFUSAL_BUDGET_SECONDS ? 'within budget' : 'OVER BUDGET'}`,
    table(['page type', 'pages', 'HTML avg', 'HTML max', 'gzip avg'], rows),
    '',
    jsBench({ outDir: dist }),
    `Budgets: dist ≤ ${mb(SITE_BUDGET.distBytes)}, one more unit ≤ ${mb(SITE_BUDGET.unitBytes)} (both enforced by npm test), build ≤ 3 min, an oversize catalogue refused ≤ ${REFUSAL_BUDGET_SECONDS} s.`,
  ].join('\n');
}
