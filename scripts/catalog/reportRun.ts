/**
 * Gathers what the catalogue report says (report.ts renders it): the catalogue at a git ref
 * against the working tree's, GNU units on the new and changed units, what one more unit, common
 * unit and category cost in the changed catalogue, and, unless told not to, the site's weight
 * measured by building the touched categories both ways.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileCatalog, formatErrors, type CompiledCatalog } from './compile.ts';
import { checkAgainstGnuUnits, type OracleCheck } from './oracle.ts';
import { categoriesToCheck, diffCatalogs, estimateGrowth, renderReport, type SiteWeightChange } from './report.ts';
import { folderWeight, scratchBuildWeight, SITE_BUDGET } from '../bench/siteWeight.ts';

/** The repository's catalog/ folder at `ref`, written to a temporary folder (the caller removes it). */
export function catalogAtRef(repo: string, ref: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-base-'));
  const tar = execFileSync('git', ['-C', repo, 'archive', '--format=tar', ref, 'catalog'], { maxBuffer: 256e6 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return join(dir, 'catalog');
}

function compiled(dir: string, what: string): CompiledCatalog {
  const result = compileCatalog(dir);
  if (!result.ok) throw new Error(`${what} does not compile:\n${formatErrors(result.errors).join('\n')}`);
  return result.catalog;
}

function hasGnuUnits(): boolean {
  try {
    execFileSync('units', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface ReportOptions {
  /** The repository whose `base` ref is compared, and whose catalog/ is the change. */
  repo: string;
  base: string;
  /** Build the touched categories before and after to measure the site's weight (two builds). */
  build: boolean;
  /** A built site of the change, for its size against the budget (dist/ when it exists). */
  dist?: string;
}

export async function catalogReport({ repo, base, build, dist }: ReportOptions): Promise<string> {
  const baseDir = catalogAtRef(repo, base);
  try {
    const before = compiled(baseDir, `The catalogue at ${base}`);
    const after = compiled(join(repo, 'catalog'), 'The changed catalogue');
    const diffs = diffCatalogs(before, after);
    const check = categoriesToCheck(after, diffs);
    const oracle: OracleCheck[] = check.length && hasGnuUnits() ? await checkAgainstGnuUnits(check) : [];
    const touched = diffs.flatMap((d) => [...d.added, ...d.changed.map((c) => c.after)].map((u) => `${d.id}/${u.id}`));
    const relevant = oracle.filter((c) => touched.includes(`${c.category}/${c.unit}`));
    let weight: SiteWeightChange | null = null;
    if (build && diffs.length) {
      const ids = diffs.map((d) => d.id);
      const was = scratchBuildWeight(baseDir, ids);
      const now = scratchBuildWeight(join(repo, 'catalog'), ids);
      const distAfter = dist && existsSync(join(dist, 'index.html')) ? folderWeight(dist).bytes : null;
      weight = { bytes: now.bytes - was.bytes, files: now.files - was.files, distAfter, budget: SITE_BUDGET.distBytes };
    }
    return renderReport({ base, diffs, oracle: relevant, weight, growth: diffs.length ? estimateGrowth(after) : null });
  } finally {
    rmSync(join(baseDir, '..'), { recursive: true, force: true });
  }
}
