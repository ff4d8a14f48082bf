/**
 * Site budgets: build time, how soon an oversize catalogue is refused, page count, HTML bytes per
 * page type (raw and gzip), dist size and file count, what one more unit and one more common unit
 * cost, the size of a build of a catalogue twice today's, and JavaScript per page type (gzip:
 * React's runtime vs our own code).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  categoryDataPath,
  converterPath,
  pairPageDataPath,
  parseRoute,
  quickConvertHref,
  unitDescriptionsPath,
  unitPagePath,
  type Route,
} from '../../src/core/routes';
import {
  count,
  folderWeight,
  mb,
  oneMoreUnitCost,
  pairPagesWeight,
  scratchBuildWeight,
  SITE_BUDGET,
  type Weight,
} from './siteWeight';
import { writeDoubledCatalog, writeLargeCatalog } from '../catalog/largeCatalog';
import { PAIR_PAGE_BYTES, OTHER_BYTES_PER_UNIT } from '../catalog/rules/pageBudget';
import { MEASURED } from '../catalog/report';

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
/** Decimal kilobytes (1 KB = 1,000 bytes), as the budgets count. */
const kB = (n: number) => `${(n / 1000).toFixed(1)} KB`;

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
 * what a page's own script imports when its converter is first used (the pair and quick-convert
 * pages': React and the converter, once the visitor reaches for it; counted beyond what is
 * already loaded).
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
  const moduleScripts = (text: string) =>
    [...text.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  // The quick-convert page's converter, put in the page once the visitor reaches for it.
  const whenReached = /<template data-after="quick-reached">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const pageScripts = moduleScripts(html.replace(whenReached, ''));
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
  for (const src of moduleScripts(whenReached)) closure(src, later);
  for (const src of pageScripts) {
    // import('./x.js'), or the address of a chunk handed to a script that imports it (the pair page's loader).
    for (const d of readFileSync(join(dist, src), 'utf8').matchAll(
      /import\("\.\/([^"]+\.js)"\)|new URL\("(?:\.\/)?([^"/]+\.js)",\s*import\.meta\.url\)/g,
    ))
      closure(`/_astro/${d[1] ?? d[2]}`, later);
  }
  for (const f of upFront) later.delete(f);
  return { upFront: weigh(upFront, inline), onFirstUse: weigh(later) };
}

/** The built HTML pages of dist/, by page type. */
function pagesByType(dist: string, files: readonly string[]): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const f of files.filter((name) => name.endsWith('.html'))) {
    const url =
      '/' +
      relative(dist, f)
        .split(sep)
        .join('/')
        .replace(/(^|\/)index\.html$/, '')
        .replace(/\.html$/, '');
    const type = pageType(url).startsWith('other') ? 'other' : pageType(url);
    byType.set(type, [...(byType.get(type) ?? []), f]);
  }
  return new Map([...byType].sort((a, b) => b[1].length - a[1].length));
}

/**
 * The pair pages' JavaScript up front (gzip): only ours, no React; the converter's code (React
 * with it) comes when the visitor reaches for it.
 */
export const PAIR_JS_BUDGET_BYTES = Math.floor(3.2 * 1024);

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
  const within = pairOurs <= PAIR_JS_BUDGET_BYTES && !pair?.upFront.react;
  const verdict = within ? 'within budget' : 'OVER BUDGET';
  if (!within) process.exitCode = 1;
  const used = pair ? pair.upFront.ours + pair.onFirstUse.ours : 0;
  return [
    "JavaScript per page type (gzip; React runtime = renderer + its imports). Up front: what every visit loads. When first used: what a page's own script imports once its converter is used (a pair or quick-convert page's, once the visitor reaches for it). What a part of a converter loads when it is used (a picker's search, the quantity language) is not counted:",
    table(['page type', 'React', 'ours', 'up front', 'when first used', 'sample'], jsRows),
    `Budget: pair page up front, no React and at most ${kb(PAIR_JS_BUDGET_BYTES)} (${PAIR_JS_BUDGET_BYTES} B) of ours: ${pair?.upFront.react ? `React ${kb(pair.upFront.react)} + ` : ''}${pairOurs} B, ${verdict}. Once its converter is used: React + ${kb(used)} of ours.`,
  ].join('\n');
}

/** How long npm run catalog may take to refuse a catalogue far over the page budget: at once, not after building. */
const REFUSAL_BUDGET_SECONDS = 20;
/** The full build (astro build), in seconds. */
const BUILD_BUDGET_SECONDS = 180;
/** A catalogue twice today's units (writeDoubledCatalog): twice the site's budgets. */
const DOUBLED_BUDGET = { bytes: 2 * SITE_BUDGET.distBytes, files: 2 * SITE_BUDGET.distFiles };

/** Seconds npm run catalog takes to refuse a category of 3,000 units, all of them common (8,997,000 pair pages). */
function oversizeRefusalSeconds(): number {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  try {
    writeLargeCatalog(dir, [{ units: 3000, common: 3000 }]);
    const start = performance.now();
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'tsx'),
      [join(root, 'scripts', 'build-catalog.ts'), dir],
      { stdio: 'ignore' },
    );
    if (run.status !== 1)
      throw new Error(
        `npm run catalog did not refuse 3,000 common units in one category (exit ${run.status})`,
      );
    return (performance.now() - start) / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface CatalogJson {
  categories: { id: string; units: unknown[] }[];
}

/** dist/ of a full build of the catalogue grown to twice its units (writeDoubledCatalog), in a scratch copy. */
function doubledCatalogWeight(): Weight & { categories: number; units: number; seconds: number } {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-doubled-'));
  try {
    const catalog = join(dir, 'catalog');
    const { categories } = writeDoubledCatalog(join(root, 'catalog'), catalog);
    const units =
      2 *
      (
        JSON.parse(readFileSync(join(root, 'src/generated/catalog.json'), 'utf8')) as CatalogJson
      ).categories.reduce((n, c) => n + c.units.length, 0);
    const start = performance.now();
    const weight = scratchBuildWeight(catalog, null);
    return { ...weight, categories, units, seconds: (performance.now() - start) / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A category's own files besides its pair pages (converter, quick-convert and unit pages, its three data files), on average over a build. */
function categoryFilesWeight(dist: string, ids: readonly string[]): Weight {
  let bytes = 0;
  let files = 0;
  for (const id of ids) {
    const pages = [converterPath(id), quickConvertHref(id), unitPagePath(id)].map((p) =>
      join(p, 'index.html'),
    );
    for (const path of [...pages, categoryDataPath(id), pairPageDataPath(id), unitDescriptionsPath(id)]) {
      const file = join(dist, path);
      if (!existsSync(file)) continue;
      bytes += statSync(file).size;
      files++;
    }
  }
  return { bytes: bytes / ids.length, files: files / ids.length };
}

const verdict = (within: boolean) => {
  if (!within) process.exitCode = 1;
  return within ? 'within budget' : 'OVER BUDGET';
};

export function siteBench(options: { build: boolean; outDir?: string }): string {
  const dist = options.outDir ?? join(root, 'dist');
  let buildSeconds: number | null = null;
  if (options.build) {
    const start = performance.now();
    execFileSync('npx', ['astro', 'build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, OUT_DIR: dist },
    });
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
    rows.push([
      type,
      String(list.length),
      kb(sizes.reduce((a, b) => a + b, 0) / list.length),
      kb(Math.max(...sizes)),
      kb(gz.reduce((a, b) => a + b, 0) / gz.length),
    ]);
  }
  const site = folderWeight(dist);
  const pairs = pairPagesWeight(dist);
  const catalog = JSON.parse(readFileSync(join(root, 'src/generated/catalog.json'), 'utf8')) as CatalogJson;
  const units = catalog.categories.reduce((n, c) => n + c.units.length, 0);
  const perCategory = categoryFilesWeight(
    dist,
    catalog.categories.map((c) => c.id),
  );
  const growth = oneMoreUnitCost();
  const { unit, commonUnit } = growth;
  const doubled = doubledCatalogWeight();
  const refusal = oversizeRefusalSeconds();
  const share = (n: number, of: number) => `${((n / of) * 100).toFixed(0)}%`;
  const budgets: string[][] = [
    [
      "dist/ bytes (today's catalogue)",
      `≤ ${mb(SITE_BUDGET.distBytes)}`,
      `${mb(site.bytes)} (${share(site.bytes, SITE_BUDGET.distBytes)})`,
      verdict(site.bytes <= SITE_BUDGET.distBytes),
    ],
    [
      'dist/ files',
      `≤ ${count(SITE_BUDGET.distFiles)}`,
      `${count(site.files)} (${share(site.files, SITE_BUDGET.distFiles)})`,
      verdict(site.files <= SITE_BUDGET.distFiles),
    ],
    [
      `one more unit, not common (${unit.category}, ${unit.units} units)`,
      `≤ ${mb(SITE_BUDGET.unitBytes)}, ≤ ${SITE_BUDGET.unitFiles} files`,
      `+${mb(unit.bytes, 3)}, +${unit.files} files`,
      verdict(unit.bytes <= SITE_BUDGET.unitBytes && unit.files <= SITE_BUDGET.unitFiles),
    ],
    [
      `one more common unit (${commonUnit.category}, ${commonUnit.common} common)`,
      `≤ ${mb(SITE_BUDGET.commonUnitBytes)}`,
      `+${mb(commonUnit.bytes, 2)}, +${commonUnit.files} files`,
      verdict(commonUnit.bytes <= SITE_BUDGET.commonUnitBytes),
    ],
    [
      `twice today's units (${count(doubled.categories)} categories, ${count(doubled.units)} units)`,
      `≤ ${mb(DOUBLED_BUDGET.bytes)}, ≤ ${count(DOUBLED_BUDGET.files)} files`,
      `${mb(doubled.bytes)}, ${count(doubled.files)} files`,
      verdict(doubled.bytes <= DOUBLED_BUDGET.bytes && doubled.files <= DOUBLED_BUDGET.files),
    ],
    [
      'full build (astro build)',
      `≤ ${BUILD_BUDGET_SECONDS / 60} min`,
      buildSeconds === null ? 'not built (--no-build)' : `${buildSeconds.toFixed(0)} s`,
      buildSeconds === null ? '—' : verdict(buildSeconds <= BUILD_BUDGET_SECONDS),
    ],
    [
      '3,000 common units in one category refused by npm run catalog',
      `≤ ${REFUSAL_BUDGET_SECONDS} s`,
      `${refusal.toFixed(1)} s`,
      verdict(refusal <= REFUSAL_BUDGET_SECONDS),
    ],
  ];
  const rest = site.bytes - pairs.bytes;
  return [
    `Site: ${count(pages.length)} pages, dist ${mb(totalBytes)} (${(totalBytes / 1024 ** 2).toFixed(0)} MiB; on disk more, by file-system blocks) in ${count(files.length)} files, ${count(catalog.categories.length)} categories and ${count(units)} units`,
    table(['budget', 'goal', 'measured', 'verdict'], budgets),
    `Measured: the one more unit and common unit with three scratch builds narrowed to their categories, ${growth.seconds.toFixed(0)} s; the doubled catalogue (each category again as a copy) with a full scratch build, ${doubled.seconds.toFixed(0)} s.`,
    `The figures the compiler's page budget and the catalogue report count with, against this build: a pair page ${kB(pairs.files ? pairs.bytes / pairs.files : 0)} on average over ${count(pairs.files)} (PAIR_PAGE_BYTES ${kB(PAIR_PAGE_BYTES)}); the rest of dist/ ${kB(rest / units)} per unit (OTHER_BYTES_PER_UNIT ${kB(OTHER_BYTES_PER_UNIT)}); a category's own files besides its pair pages ${perCategory.files.toFixed(1)} files, ${kB(perCategory.bytes)} (counted: ${MEASURED.categoryFiles} files, ${kB(MEASURED.categoryBytes)}); one more unit that is not common ${kB(unit.bytes)} (counted: ${kB(MEASURED.unitBytes)}).`,
    table(['page type', 'pages', 'HTML avg', 'HTML max', 'gzip avg'], rows),
    '',
    jsBench({ outDir: dist }),
    `Budgets: dist ≤ ${mb(SITE_BUDGET.distBytes)} and ≤ ${count(SITE_BUDGET.distFiles)} files, one more unit ≤ ${mb(SITE_BUDGET.unitBytes)} and ≤ ${SITE_BUDGET.unitFiles} files, one more common unit ≤ ${mb(SITE_BUDGET.commonUnitBytes)} (all enforced by npm test); twice today's units ≤ ${mb(DOUBLED_BUDGET.bytes)} and ≤ ${count(DOUBLED_BUDGET.files)} files, build ≤ ${BUILD_BUDGET_SECONDS / 60} min, an oversize catalogue refused ≤ ${REFUSAL_BUDGET_SECONDS} s.`,
  ].join('\n');
}
