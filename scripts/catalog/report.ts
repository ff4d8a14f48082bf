/**
 * What a catalogue change does, for its pull request: per category the units added, removed
 * and changed (old → new exact factor, and which other fields), GNU units' verdict on each new
 * or changed unit, the pages added and removed, and what it does to the built site's weight.
 * `npm run catalog:report -- <base-ref>` (scripts/catalog-report.ts) prints it as Markdown.
 */
import { logFactorOf } from '../../src/core/types.ts';
import type { CompiledCatalog, CompiledCategory, CompiledUnit } from './compile.ts';
import type { OracleCheck } from './oracle.ts';
import { pairPages } from './rules/pageBudget.ts';
import { mb } from '../bench/siteWeight.ts';

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

/** The categories that differ between two compiled catalogues, in the head's order, then the removed ones. */
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
    if (!added.length && !removed.length && !changed.length && a && b) continue;
    diffs.push({ id, name: (a ?? b)!.name, unitsBefore: oldUnits.size, unitsAfter: newUnits.size, added, removed, changed });
  }
  return diffs;
}

/** The pages a category of n units has: a page for each ordered pair, and its converter, quick-convert and unit pages. */
export function categoryPages(units: number): number {
  return units === 0 ? 0 : pairPages(units) + 3;
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

/** The report as Markdown. */
export function renderReport({ base, diffs, oracle, weight }: ReportInput): string {
  const out = [`## Catalogue changes against ${code(base)}`, ''];
  if (!diffs.length) return [...out, 'No unit was added, removed or changed.', ''].join('\n');
  const checksOf = (category: string, unit: string) => oracle.filter((c) => c.category === category && c.unit === unit);
  const pages = diffs.reduce((n, d) => n + categoryPages(d.unitsAfter) - categoryPages(d.unitsBefore), 0);
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
  for (const d of diffs) {
    const status = d.unitsBefore === 0 ? ' (new category)' : d.unitsAfter === 0 ? ' (category removed)' : '';
    out.push(`### ${d.name} (${code(d.id)})${status}`, '', `${d.unitsBefore} → ${d.unitsAfter} units, pages ${signed(categoryPages(d.unitsAfter) - categoryPages(d.unitsBefore))}.`, '');
    const rows: string[] = [];
    for (const u of d.added) rows.push(`| added | ${code(u.id)} ${cell(u.name)} (${cell(u.symbol)}) | ${code(u.factor)}${u.offset !== '0' ? ` offset ${code(u.offset)}` : ''}${level(u)} | ${verdict(checksOf(d.id, u.id))} |`);
    for (const c of d.changed) {
      const factor = c.fields.includes('factor') ? `${code(c.before.factor)} → ${code(c.after.factor)}` : code(c.after.factor);
      const offset = c.fields.includes('offset') ? ` offset ${code(c.before.offset)} → ${code(c.after.offset)}` : '';
      const others = c.fields.filter((f) => f !== 'factor' && f !== 'offset');
      rows.push(`| changed${others.length ? ` (${others.join(', ')})` : ''} | ${code(c.after.id)} ${cell(c.after.name)} (${cell(c.after.symbol)}) | ${factor}${offset} | ${verdict(checksOf(d.id, c.after.id))} |`);
    }
    for (const u of d.removed) rows.push(`| removed | ${code(u.id)} ${cell(u.name)} (${cell(u.symbol)}) | ${code(u.factor)} | — |`);
    out.push('| | unit | exact factor to the base unit | GNU units |', '|---|---|---|---|', ...rows, '');
  }
  return out.join('\n');
}

/** The head's categories that have new or changed units (GNU units checks them whole; the report keeps those units' checks). */
export function categoriesToCheck(head: CompiledCatalog, diffs: CategoryDiff[]): CompiledCategory[] {
  const touched = new Set(diffs.filter((d) => d.added.length || d.changed.length).map((d) => d.id));
  return head.categories.filter((c) => touched.has(c.id));
}
