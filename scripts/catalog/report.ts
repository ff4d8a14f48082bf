/**
 * What a catalogue change does, for its pull request: per category the units added, removed
 * and changed (old → new exact factor, and which other fields), GNU units' verdict on each new
 * or changed unit, the pages added and removed (a pair page only for the pairs hasPairPage
 * builds: a category's common units and popular pairs), what it does to the built site's weight,
 * and what one more unit, common unit and category cost the site.
 * `npm run catalog:report -- <base-ref>` (scripts/catalog-report.ts) prints it as Markdown.
 */
import { logFactorOf } from '../../src/core/types.ts';
import type { CompiledCatalog, CompiledCategory, CompiledUnit } from './compile.ts';
import type { OracleCheck } from './oracle.ts';
import { PAIR_PAGE_BYTES, pairPageCount } from './rules/pageBudget.ts';
import { count, growthCategories, mb, SITE_BUDGET, type Weight } from '../bench/siteWeight.ts';

/** The fields a unit's change is reported by, besides its factor and offset. */
const FIELDS = ['name', 'plural', 'symbol', 'aliases', 'kind', 'logFactor', 'definition', 'system', 'source', 'description', 'gnuUnits'] as const;

export interface UnitChange {
  before: CompiledUnit;
  after: CompiledUnit;
  /** Which fields differ ('factor', 'offset', then FIELDS in order). */
  fields: string[];
}

export interface CategoryDiff {
  id: string;
  name: string;
  /** Units before and after: 0 for a category added or removed. */
  unitsBefore: number;
  unitsAfter: number;
  /** Common units before and after. */
  commonBefore: number;
  commonAfter: number;
  /** Pages before and after (categoryPages). */
  pagesBefore: number;
  pagesAfter: number;
  added: CompiledUnit[];
  removed: CompiledUnit[];
  changed: UnitChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changedFields(before: CompiledUnit, after: CompiledUnit): string[] {
  const fields: string[] = [];
  if (before.factor !== after.factor) fields.push('factor');
  if (before.offset !== after.offset) fields.push('offset');
  for (const f of FIELDS) if (!same(before[f], after[f])) fields.push(f);
  return fields;
}

/** The category's common units that are units of it. */
const commonOf = (c: CompiledCategory | undefined) => (c ? new Set((c.common ?? []).filter((id) => c.units.some((u) => u.id === id))).size : 0);

/**
 * The categories that differ between two compiled catalogues (units added, removed or changed,
 * or pages added or removed by a change of the common units or popular pairs), in the head's
 * order, then the removed ones.
 */
export function diffCatalogs(base: CompiledCatalog, head: CompiledCatalog): CategoryDiff[] {
  const byId = (c: CompiledCatalog) => new Map(c.categories.map((x) => [x.id, x]));
  const before = byId(base);
  const after = byId(head);
  const ids = [...after.keys(), ...[...before.keys()].filter((id) => !after.has(id))];
  const diffs: CategoryDiff[] = [];
  for (const id of ids) {
    const b: CompiledCategory | undefined = before.get(id);
    const a: CompiledCategory | undefined = after.get(id);
    const oldUnits = new Map((b?.units ?? []).map((u) => [u.id, u]));
    const newUnits = new Map((a?.units ?? []).map((u) => [u.id, u]));
    const added = [...newUnits.values()].filter((u) => !oldUnits.has(u.id));
    const removed = [...oldUnits.values()].filter((u) => !newUnits.has(u.id));
    const changed = [...newUnits.values()]
      .filter((u) => oldUnits.has(u.id))
      .map((u) => ({ before: oldUnits.get(u.id)!, after: u, fields: changedFields(oldUnits.get(u.id)!, u) }))
      .filter((c) => c.fields.length > 0);
    const pagesBefore = categoryPages(b);
    const pagesAfter = categoryPages(a);
    const [commonBefore, commonAfter] = [commonOf(b), commonOf(a)];
    if (!added.length && !removed.length && !changed.length && pagesBefore === pagesAfter && commonBefore === commonAfter && a && b) continue;
    diffs.push({ id, name: (a ?? b)!.name, unitsBefore: oldUnits.size, unitsAfter: newUnits.size, commonBefore, commonAfter, pagesBefore, pagesAfter, added, removed, changed });
  }
  return diffs;
}

/** The pages of a category besides its pair pages: its converter, quick-convert and unit pages. */
export const CATEGORY_PAGES = 3;

/**
 * The pages a category has: its pair pages (every ordered pair of its common units, each popular
 * pair both ways) and its converter, quick-convert and unit pages; 0 for none (added or removed).
 */
export function categoryPages(category: Pick<CompiledCategory, 'units' | 'common' | 'popular'> | undefined): number {
  if (!category?.units.length) return 0;
  return pairPageCount(new Set(category.units.map((u) => u.id)), category.common, category.popular) + CATEGORY_PAGES;
}

/**
 * What the parts of the site weigh, measured on a full build of 83 categories and 1,206 units
 * (`npm run bench -- site` prints the figures again, to re-measure them): a category's own files
 * besides its pair pages (its converter, quick-convert and unit pages and three data files: 6
 * files, 120 KB on average, a tenth of it the pair page body that the 404 page draws pairs into), and one more unit that is not common (its line in the lists and
 * data files that name its category's units: 2.6 KB in volume, as the size gate measures it).
 * A pair page is PAIR_PAGE_BYTES.
 */
export const MEASURED = { categoryFiles: 6, categoryBytes: 121_000, unitBytes: 3_000 };

export interface GrowthEstimate {
  /** One more unit that is not common. */
  unit: Weight;
  /** One more common unit in the category with the most common units. */
  commonUnit: Weight & { category: string; common: number };
  /** One more category with as many common units as the catalogue's median category (and no popular pair beyond them). */
  category: Weight & { common: number };
}

/** What one more unit, common unit and category add to dist/ in a catalogue of this shape, computed from the measured figures. */
export function estimateGrowth(catalog: CompiledCatalog): GrowthEstimate {
  const { commonUnit: most } = growthCategories(catalog);
  const k = commonOf(most);
  const commons = catalog.categories.map(commonOf).sort((x, y) => x - y);
  const median = commons[Math.floor(commons.length / 2)] ?? 0;
  const pairs = median * (median - 1);
  return {
    unit: { files: 0, bytes: MEASURED.unitBytes },
    commonUnit: { category: most.id, common: k, files: 2 * k, bytes: 2 * k * PAIR_PAGE_BYTES + MEASURED.unitBytes },
    category: { common: median, files: MEASURED.categoryFiles + pairs, bytes: MEASURED.categoryBytes + pairs * PAIR_PAGE_BYTES },
  };
}

export interface SiteWeightChange {
  /** Bytes the change adds to dist/ (negative: removes), measured by building the touched categories before and after. */
  bytes: number;
  files: number;
  /** The built site's size after the change, when a build of it was at hand. */
  distAfter: number | null;
  budget: number;
}

export interface ReportInput {
  base: string;
  diffs: CategoryDiff[];
  /** GNU units' checks of the new and changed units (empty: not run). */
  oracle: OracleCheck[];
  weight: SiteWeightChange | null;
  /** What growth costs, for the paragraph after the summary (null: left out). */
  growth: GrowthEstimate | null;
}

const signed = (n: number, text = String(n)) => (n > 0 ? `+${text}` : n < 0 ? `−${text.replace(/^-/, '')}` : '0');
/** A level's factor is its reference (0 dB): say so, with its log factor. */
const level = (u: CompiledUnit) => (u.kind === 'logarithmic' ? ` (the reference, 0 dB; ${logFactorOf(u)}·log₁₀)` : '');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function verdict(checks: OracleCheck[]): string {
  if (!checks.length) return 'not checked (no `gnuUnits`)';
  const problems = checks.filter((c) => c.problem);
  return problems.length ? `✗ ${problems.map((c) => cell(c.problem!)).join('; ')}` : '✓ agrees';
}

const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
const size = (bytes: number) => (bytes < 1e6 ? kb(bytes) : mb(bytes));
const files = (n: number) => `${count(n)} file${n === 1 ? '' : 's'}`;

/** What one more unit, common unit and category add to the site, in files and bytes, against the size budgets. */
export function growthParagraph({ unit, commonUnit, category }: GrowthEstimate): string {
  return [
    `What growth costs (computed, at ${kb(PAIR_PAGE_BYTES)} per pair page): `,
    `one more unit adds no page unless it is common or in a popular pair, only its line in its category's lists and data files: ${files(unit.files)}, about ${size(unit.bytes)} (budget ${size(SITE_BUDGET.unitBytes)} and ${SITE_BUDGET.unitFiles} files); `,
    `one more common unit in ${code(commonUnit.category)} (${commonUnit.common} common units, the most) adds a pair page to and from each: ${files(commonUnit.files)}, about ${size(commonUnit.bytes)} (budget ${size(SITE_BUDGET.commonUnitBytes)}); `,
    `one more category adds its converter, quick-convert and unit pages and three data files, plus a pair page for each ordered pair of its common units and each popular pair both ways: with ${category.common} common units (the median), ${files(category.files)}, about ${size(category.bytes)}.`,
  ].join('');
}

/** The report as Markdown. */
export function renderReport({ base, diffs, oracle, weight, growth }: ReportInput): string {
  const out = [`## Catalogue changes against ${code(base)}`, ''];
  if (!diffs.length) return [...out, 'No unit was added, removed or changed.', ''].join('\n');
  const checksOf = (category: string, unit: string) => oracle.filter((c) => c.category === category && c.unit === unit);
  const pages = diffs.reduce((n, d) => n + d.pagesAfter - d.pagesBefore, 0);
  const count = (f: (d: CategoryDiff) => number) => diffs.reduce((n, d) => n + f(d), 0);
  const problems = oracle.filter((c) => c.problem);
  out.push(
    `${count((d) => d.added.length)} unit(s) added, ${count((d) => d.removed.length)} removed, ${count((d) => d.changed.length)} changed, in ${diffs.length} categor${diffs.length === 1 ? 'y' : 'ies'}; ` +
      `pages ${signed(pages)}; GNU units: ${oracle.length ? (problems.length ? `${problems.length} disagreement(s)` : `${oracle.length} check(s), all agree`) : 'not run'}.`,
    '',
  );
  if (weight) {
    const after = weight.distAfter === null ? '' : `: dist/ ${mb(weight.distAfter - weight.bytes)} → ${mb(weight.distAfter)} of the ${mb(weight.budget)} budget${weight.distAfter > weight.budget ? ' — **over budget**' : ''}`;
    out.push(`Site weight: ${signed(weight.bytes, mb(weight.bytes))} in ${signed(weight.files)} files${after}.`, '');
  }
  if (growth) out.push(growthParagraph(growth), '');
  for (const d of diffs) {
    const status = d.unitsBefore === 0 ? ' (new category)' : d.unitsAfter === 0 ? ' (category removed)' : '';
    out.push(`### ${d.name} (${code(d.id)})${status}`, '', `${d.unitsBefore} → ${d.unitsAfter} units, ${d.commonBefore} → ${d.commonAfter} common, pages ${signed(d.pagesAfter - d.pagesBefore)}.`, '');
    const rows: string[] = [];
    for (const u of d.added) rows.push(`| added | ${code(u.id)} ${cell(u.name)} (${cell(u.symbol)}) | ${code(u.factor)}${u.offset !== '0' ? ` offset ${code(u.offset)}` : ''}${level(u)} | ${verdict(checksOf(d.id, u.id))} |`);
    for (const c of d.changed) {
      const factor = c.fields.includes('factor') ? `${code(c.before.factor)} → ${code(c.after.factor)}` : code(c.after.factor);
      const offset = c.fields.includes('offset') ? ` offset ${code(c.before.offset)} → ${code(c.after.offset)}` : '';
      const others = c.fields.filter((f) => f !== 'factor' && f !== 'offset');
      rows.push(`| changed${others.length ? ` (${others.join(', ')})` : ''} | ${code(c.after.id)} ${cell(c.after.name)} (${cell(c.after.symbol)}) | ${factor}${offset} | ${verdict(checksOf(d.id, c.after.id))} |`);
    }
    for (const u of d.removed) rows.push(`| removed | ${code(u.id)} ${cell(u.name)} (${cell(u.symbol)}) | ${code(u.factor)} | — |`);
    // Only the common units or popular pairs changed: no unit to list.
    if (rows.length) out.push('| | unit | exact factor to the base unit | GNU units |', '|---|---|---|---|', ...rows, '');
  }
  return out.join('\n');
}

/** The head's categories that have new or changed units (GNU units checks them whole; the report keeps those units' checks). */
export function categoriesToCheck(head: CompiledCatalog, diffs: CategoryDiff[]): CompiledCategory[] {
  const touched = new Set(diffs.filter((d) => d.added.length || d.changed.length).map((d) => d.id));
  return head.categories.filter((c) => touched.has(c.id));
}
