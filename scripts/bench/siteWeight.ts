/**
 * The built site's weight and what one more unit costs it, measured rather than estimated:
 * the largest category is built twice in a scratch copy of the project, as it is and with one
 * more unit (a copy of its longest-named unit under a new id), and the two outputs are compared.
 * Shared by `npm run bench` (site) and the size gate `npm test` runs (scripts/check-site-weight.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type YAMLMap } from 'yaml';

const root = join(import.meta.dirname, '..', '..');

/** The budgets, in bytes (1 MB = 1,000,000 bytes). */
export const SITE_BUDGET = {
  /** The whole of dist/: GitHub Pages takes sites up to 1 GB; this leaves room for the catalogue to double. */
  distBytes: 400e6,
  /** One more unit in the largest category: a pair page to and from each of its units, plus every list that names it. */
  unitBytes: 2e6,
};

export interface Weight {
  bytes: number;
  files: number;
}

/** Bytes and files under a folder. */
export function folderWeight(dir: string): Weight {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The category with the most units, from the compiled catalogue. */
function largestCategory(): { id: string; units: number } {
  const catalog = JSON.parse(readFileSync(join(root, 'src/generated/catalog.json'), 'utf8')) as { categories: { id: string; units: unknown[] }[] };
  const largest = catalog.categories.reduce((a, b) => (b.units.length > a.units.length ? b : a));
  return { id: largest.id, units: largest.units.length };
}

/** Adds to a category file a copy of its longest-named unit under a new id, with names, symbol and aliases made unique. */
export function withOneMoreUnit(yamlText: string): string {
  const doc = parseDocument(yamlText);
  const units = doc.get('units') as YAMLMap<string, YAMLMap>;
  if (!isMap(units)) throw new Error('category file without a units map');
  const name = (u: YAMLMap) => String(u.get('name') ?? '') + String(u.get('plural') ?? '');
  const model = units.items.reduce((a, b) => (name(b.value as YAMLMap) > name(a.value as YAMLMap) ? b : a));
  const unit = (model.value as YAMLMap).clone() as YAMLMap;
  const mark = (text: unknown) => `${String(text)} extra`;
  unit.set('name', mark(unit.get('name')));
  unit.set('plural', mark(unit.get('plural')));
  unit.set('symbol', `${String(unit.get('symbol'))}x`);
  const aliases = unit.get('aliases');
  if (isSeq(aliases)) unit.set('aliases', aliases.items.map((a) => mark(isScalar(a) ? a.value : a)));
  unit.delete('shortSlug');
  units.set(`${String(model.key)}_extra`, unit);
  return doc.toString();
}

/**
 * dist/ of a build of the site with another catalogue folder, its pair pages narrowed to
 * `categories` (BUILD_CATEGORIES): in a scratch copy of the project, which compiles that catalogue.
 */
export function scratchBuildWeight(catalogDir: string, categories: readonly string[]): Weight {
  if (!categories.length) throw new Error('scratchBuildWeight: no category to build (an empty list would build them all)');
  const scratch = mkdtempSync(join(tmpdir(), 'site-weight-'));
  try {
    for (const part of ['schemas', 'scripts', 'src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
      // Not src/generated: the scratch copy compiles its own catalogue.
      cpSync(join(root, part), join(scratch, part), { recursive: true, filter: (src) => !src.includes(join('src', 'generated')) });
    }
    cpSync(catalogDir, join(scratch, 'catalog'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const outDir = join(scratch, 'out');
    const env = { ...process.env, BUILD_CATEGORIES: categories.join(','), OUT_DIR: outDir };
    execFileSync(join(scratch, 'node_modules/.bin/tsx'), ['scripts/build-catalog.ts'], { cwd: scratch, env, stdio: 'pipe' });
    execFileSync(join(scratch, 'node_modules/.bin/astro'), ['build', '--silent'], { cwd: scratch, env, stdio: 'pipe' });
    return folderWeight(outDir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** What one more unit in the largest category adds to dist/: two builds of that category, as it is and with the unit. */
export function oneMoreUnitCost(): Weight & { category: string; units: number; seconds: number } {
  const started = performance.now();
  const { id, units } = largestCategory();
  const catalog = mkdtempSync(join(tmpdir(), 'unit-cost-'));
  try {
    cpSync(join(root, 'catalog'), catalog, { recursive: true });
    const before = scratchBuildWeight(catalog, [id]);
    const file = join(catalog, 'categories', `${id}.yml`);
    writeFileSync(file, withOneMoreUnit(readFileSync(file, 'utf8')));
    const after = scratchBuildWeight(catalog, [id]);
    return { category: id, units, bytes: after.bytes - before.bytes, files: after.files - before.files, seconds: (performance.now() - started) / 1000 };
  } finally {
    rmSync(catalog, { recursive: true, force: true });
  }
}

/** What the size gate says when a budget is broken (nothing when both hold): each sentence names its budget. */
export function budgetFailures(site: Weight, unit: Weight & { category: string; units: number }): string[] {
  const failures: string[] = [];
  if (site.bytes > SITE_BUDGET.distBytes) {
    failures.push(
      `Site size budget exceeded: dist/ is ${mb(site.bytes)}, over the ${mb(SITE_BUDGET.distBytes)} budget. ` +
        'What grows is the pages per unit pair: keep each pair to its one canonical page, and that page small (docs/architecture.md, "Weight").',
    );
  }
  if (unit.bytes > SITE_BUDGET.unitBytes) {
    failures.push(
      `Per-unit budget exceeded: one more unit in ${unit.category} adds ${mb(unit.bytes)}, over the ${mb(SITE_BUDGET.unitBytes)} budget. ` +
        `Each unit there brings ${2 * unit.units} pair pages: trim what every pair page repeats.`,
    );
  }
  return failures;
}
