/**
 * The built site's weight and what growing the catalogue costs it, measured rather than
 * estimated. Only some unit pairs are pages (hasPairPage, src/core/pairLinks.ts: every pair of a
 * category's common units, and its popular pairs), so a unit that is not common adds no page,
 * only its line in the lists and data files that name the category's units, and one more common
 * unit in a category of k common units adds 2k pair pages. Both are measured with narrowed
 * scratch builds of the project: one build as it is, one with one more unit, one with one more
 * common unit, and the outputs compared.
 * Shared by `npm run bench` (site), the size gate `npm test` runs (scripts/check-site-weight.ts)
 * and the catalogue report (scripts/catalog/reportRun.ts).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { parseRoute } from '../../src/core/routes.ts';

const root = join(import.meta.dirname, '..', '..');

/** The budgets (1 MB = 1,000,000 bytes). */
export const SITE_BUDGET = {
  /** The whole of dist/: GitHub Pages takes sites up to 1 GB; this keeps the site small to deploy and leaves room to grow. */
  distBytes: 150e6,
  /** Files in dist/: each pair page is one, and every file is one more upload on every deploy. */
  distFiles: 10_000,
  /** One more unit that is not common: no page of its own, only its line in the lists and data files that name its category's units. */
  unitBytes: 0.1e6,
  unitFiles: 5,
  /** One more common unit in the category with the most: a pair page to and from each of its common units, plus every list that names it. */
  commonUnitBytes: 1e6,
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

/** The pair pages of a built site (`/{category}/{from}-to-{to}/index.html`): how many, and their bytes. */
export function pairPagesWeight(dir: string): Weight {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const url = '/' + relative(dir, entry.parentPath).split(sep).join('/');
    if (parseRoute(url).kind !== 'pair') continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

/** Bytes in MB (10⁶ bytes), with one decimal unless told otherwise. */
export const mb = (bytes: number, digits = 1) => `${(bytes / 1e6).toFixed(digits)} MB`;
export const count = (n: number) => n.toLocaleString('en-US');

interface CatalogCategory {
  id: string;
  units: unknown[];
  common?: string[];
}

/**
 * Where growth is measured: the category with the most units (one more unit there is listed
 * beside the most others) and the one with the most common units (one more common unit there
 * brings the most pair pages), from a compiled catalogue's JSON.
 */
export function growthCategories<C extends CatalogCategory>(catalog: {
  categories: C[];
}): { unit: C; commonUnit: C } {
  const common = (c: C) => c.common?.length ?? 0;
  const unit = catalog.categories.reduce((a, b) => (b.units.length > a.units.length ? b : a));
  const commonUnit = catalog.categories.reduce((a, b) =>
    common(b) > common(a) || (common(b) === common(a) && b.units.length > a.units.length) ? b : a,
  );
  return { unit, commonUnit };
}

/**
 * Adds to a category file a copy of its longest-named defined unit (neither primitive nor
 * prefixed) under a new id, with names, symbol and aliases made unique and without prefixes or
 * short slug. With `common`, the new unit is also listed among the category's common units.
 */
export function withOneMoreUnit(yamlText: string, { common = false }: { common?: boolean } = {}): string {
  const doc = parseDocument(yamlText);
  const units = doc.get('units') as YAMLMap<string, YAMLMap>;
  if (!isMap(units)) throw new Error('category file without a units map');
  const name = (u: unknown) => (isMap(u) ? String(u.get('name') ?? '') + String(u.get('plural') ?? '') : '');
  const models = units.items.filter(
    (i) => isMap(i.value) && i.value.has('name') && i.value.has('definition'),
  );
  if (!models.length) throw new Error('category file without a unit defined from another');
  const model = models.reduce((a, b) => (name(b.value).length > name(a.value).length ? b : a));
  const unit = (model.value as YAMLMap).clone() as YAMLMap;
  const mark = (text: unknown) => `${String(text)} extra`;
  unit.set('name', mark(unit.get('name')));
  unit.set('plural', mark(unit.get('plural')));
  unit.set('symbol', `${String(unit.get('symbol'))}x`);
  const aliases = unit.get('aliases');
  if (isSeq(aliases))
    unit.set(
      'aliases',
      aliases.items.map((a) => mark(isScalar(a) ? a.value : a)),
    );
  unit.delete('shortSlug');
  unit.delete('prefixes');
  const id = `${String(model.key)}_extra`;
  units.set(id, unit);
  if (common) {
    const list = doc.get('common');
    if (isSeq(list)) list.add(id);
    else doc.set('common', [id]);
  }
  return doc.toString();
}

/**
 * Adds one more unit to a category of the catalogue in `catalogDir` (withOneMoreUnit). A common
 * one is also named in every other language the catalogue has, as every common unit must be: a
 * made-up name in each of the language's plural forms, as long as a real one. Returns what
 * puts the files back.
 */
export function addOneMoreUnit(
  catalogDir: string,
  category: string,
  { common = false }: { common?: boolean } = {},
): () => void {
  const saved = new Map<string, string>();
  const write = (path: string, text: string) => {
    if (!saved.has(path)) saved.set(path, readFileSync(path, 'utf8'));
    writeFileSync(path, text);
  };
  const file = join(catalogDir, 'categories', `${category}.yml`);
  const after = withOneMoreUnit(readFileSync(file, 'utf8'), { common });
  write(file, after);
  if (common) {
    const units = parseDocument(after).get('units') as YAMLMap;
    const added = units.items.at(-1)!.key;
    const id = String(isScalar(added) ? added.value : added);
    const dir = join(catalogDir, 'languages');
    // English names a unit in its category file; en.yml holds only the interface's texts.
    for (const name of existsSync(dir)
      ? readdirSync(dir).filter((n) => n.endsWith('.yml') && n !== 'en.yml')
      : []) {
      const path = join(dir, name);
      const doc = parseDocument(readFileSync(path, 'utf8'));
      const forms = new Intl.PluralRules(name.replace(/\.yml$/, '')).resolvedOptions().pluralCategories;
      doc.setIn(
        ['units', category, id],
        Object.fromEntries(forms.map((form) => [form, `${id.replace(/_/g, ' ')} ${form}`])),
      );
      write(path, doc.toString());
    }
  }
  return () => {
    for (const [path, text] of saved) writeFileSync(path, text);
  };
}

/**
 * dist/ of a build of the site with another catalogue folder, in a scratch copy of the project
 * (which compiles that catalogue). `categories` narrows its pair and quick-convert pages to those
 * categories (BUILD_CATEGORIES); null builds them all.
 */
export function scratchBuildWeight(catalogDir: string, categories: readonly string[] | null): Weight {
  if (categories && !categories.length)
    throw new Error(
      'scratchBuildWeight: no category to build (an empty list would build them all; pass null for that)',
    );
  const scratch = mkdtempSync(join(tmpdir(), 'site-weight-'));
  try {
    for (const part of [
      'schemas',
      'scripts',
      'src',
      'public',
      'astro.config.mjs',
      'package.json',
      'tsconfig.json',
    ]) {
      // Not src/generated: the scratch copy compiles its own catalogue.
      cpSync(join(root, part), join(scratch, part), {
        recursive: true,
        filter: (src) => !src.includes(join('src', 'generated')),
      });
    }
    cpSync(catalogDir, join(scratch, 'catalog'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const outDir = join(scratch, 'out');
    const env: NodeJS.ProcessEnv = { ...process.env, OUT_DIR: outDir };
    if (categories) env.BUILD_CATEGORIES = categories.join(',');
    else delete env.BUILD_CATEGORIES;
    const run = (what: string, command: string, args: string[]) => {
      try {
        execFileSync(join(scratch, 'node_modules/.bin', command), args, { cwd: scratch, env, stdio: 'pipe' });
      } catch (e) {
        const output = e && typeof e === 'object' && 'stderr' in e ? String(e.stderr).trim() : String(e);
        throw new Error(
          `The scratch build could not ${what}:\n${output.split('\n').slice(0, 30).join('\n')}`,
          { cause: e },
        );
      }
    };
    run('compile its catalogue', 'tsx', ['scripts/build-catalog.ts']);
    run('build the site', 'astro', ['build', '--silent']);
    return folderWeight(outDir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** What one more unit adds to dist/, in the category it was measured in. */
export interface GrowthCost extends Weight {
  category: string;
  /** The category's units and common units before the unit was added. */
  units: number;
  common: number;
}

export interface GrowthCosts {
  /** One more unit that is not common, in the category with the most units. */
  unit: GrowthCost;
  /** One more common unit, in the category with the most common units. */
  commonUnit: GrowthCost;
  seconds: number;
}

/**
 * What one more unit and one more common unit add to dist/: three scratch builds narrowed to
 * the categories they go into (growthCategories), as they are (built once, for both), with one
 * more unit, and with one more common unit.
 */
export function oneMoreUnitCost(): GrowthCosts {
  const started = performance.now();
  const catalog = mkdtempSync(join(tmpdir(), 'unit-cost-'));
  try {
    cpSync(join(root, 'catalog'), catalog, { recursive: true });
    const compiled = JSON.parse(readFileSync(join(root, 'src/generated/catalog.json'), 'utf8')) as {
      categories: CatalogCategory[];
    };
    const picked = growthCategories(compiled);
    const ids = [...new Set([picked.unit.id, picked.commonUnit.id])];
    const before = scratchBuildWeight(catalog, ids);
    const grow = (category: CatalogCategory, common: boolean): GrowthCost => {
      const restore = addOneMoreUnit(catalog, category.id, { common });
      try {
        const after = scratchBuildWeight(catalog, ids);
        return {
          category: category.id,
          units: category.units.length,
          common: category.common?.length ?? 0,
          bytes: after.bytes - before.bytes,
          files: after.files - before.files,
        };
      } finally {
        restore();
      }
    };
    const unit = grow(picked.unit, false);
    const commonUnit = grow(picked.commonUnit, true);
    return { unit, commonUnit, seconds: (performance.now() - started) / 1000 };
  } finally {
    rmSync(catalog, { recursive: true, force: true });
  }
}

const WEIGHT_DOC = 'docs/architecture.md, "Weight"';

/** What the size gate says when a budget is broken (nothing when all hold): each sentence names its budget and what to do. */
export function budgetFailures(site: Weight, growth: Pick<GrowthCosts, 'unit' | 'commonUnit'>): string[] {
  const failures: string[] = [];
  const { unit, commonUnit } = growth;
  if (site.bytes > SITE_BUDGET.distBytes) {
    failures.push(
      `Site size budget exceeded: dist/ is ${mb(site.bytes)}, over the ${mb(SITE_BUDGET.distBytes)} budget. ` +
        "Most of it is pair pages, one for each pair of a category's common units and each popular pair: list fewer common units or popular pairs in the largest categories, or trim what every page repeats (" +
        WEIGHT_DOC +
        ').',
    );
  }
  if (site.files > SITE_BUDGET.distFiles) {
    failures.push(
      `Site file budget exceeded: dist/ has ${count(site.files)} files, over the ${count(SITE_BUDGET.distFiles)} budget. ` +
        'Each pair page is a file: list fewer common units or popular pairs, or check that no new kind of page is built for every unit or pair (' +
        WEIGHT_DOC +
        ').',
    );
  }
  if (unit.bytes > SITE_BUDGET.unitBytes || unit.files > SITE_BUDGET.unitFiles) {
    failures.push(
      `Per-unit budget exceeded: one more unit in ${unit.category} (not a common unit) adds ${mb(unit.bytes)} in ${count(unit.files)} files, over the budget of ${mb(SITE_BUDGET.unitBytes)} and ${SITE_BUDGET.unitFiles} files. ` +
        "Such a unit should have no page of its own, only its line in the lists and data files that name its category's units: check that no page is built for each unit or each of its pairs (hasPairPage in src/core/pairLinks.ts), and keep those lists short.",
    );
  }
  if (commonUnit.bytes > SITE_BUDGET.commonUnitBytes) {
    failures.push(
      `Common-unit budget exceeded: one more common unit in ${commonUnit.category} (${commonUnit.common} common units) adds ${mb(commonUnit.bytes)} in ${count(commonUnit.files)} files, over the ${mb(SITE_BUDGET.commonUnitBytes)} budget. ` +
        `It brings ${2 * commonUnit.common} pair pages, one to and one from each common unit: list fewer common units there, or trim what every pair page repeats (${WEIGHT_DOC}).`,
    );
  }
  return failures;
}
