/**
 * The catalogue report on a scratch branch: a git repository holding a copy of catalog/, then a
 * change that adds a unit (a copy of a real one), changes one's factor and removes one.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/catalog/compile';
import { categoryPages, diffCatalogs, renderReport } from '../../scripts/catalog/report';
import { catalogReport } from '../../scripts/catalog/reportRun';
import { withOneMoreUnit } from '../../scripts/bench/siteWeight';

const ROOT = join(import.meta.dirname, '..', '..');
let repo: string;
let report: string;

const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { stdio: 'pipe' });

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'catalog-report-'));
  cpSync(join(ROOT, 'catalog'), join(repo, 'catalog'), { recursive: true });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', 'base');
  const length = join(repo, 'catalog/categories/length.yml');
  let text = withOneMoreUnit(readFileSync(length, 'utf8')); // adds a copy of a real unit, under a new id
  text = text.replace('    definition: 1/20 point\n', '    definition: 1/21 point\n'); // the twip, wrong on purpose
  text = text.replace(/\n {2}cubit:\n(?: {4}.*\n)+/, '\n'); // removes the cubit
  writeFileSync(length, text);
  report = await catalogReport({ repo, base: 'main', build: false });
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('npm run catalog:report', () => {
  it('names the units added, changed (old → new exact factor) and removed, per category', () => {
    expect(report).toContain('## Catalogue changes against `main`');
    expect(report).toContain('1 unit(s) added, 1 removed, 1 changed, in 1 category');
    expect(report).toMatch(/### Length \(`length`\)\n\n(\d+) → \1 units, pages 0\./);
    expect(report).toMatch(/\| added \| `\w+_extra` /);
    expect(report).toMatch(/\| changed \(definition\) \| `twip` twip \(twip\) \| `127\/7200000` → `127\/7560000` \|/);
    expect(report).toMatch(/\| removed \| `cubit` cubit \(cubit\) \| `1143\/2500` \| — \|/);
  });

  it("gives GNU units' verdict on each new and changed unit: the copy agrees, the wrong twip does not", () => {
    const row = (start: RegExp) => report.split('\n').find((l) => start.test(l)) ?? '';
    expect(row(/^\| added /)).toContain('✓ agrees');
    expect(row(/^\| changed \(definition\) \| `twip`/)).toMatch(/✗ we say [\d.e-]+, GNU units says [\d.e-]+/);
    expect(report).toContain('GNU units: 1 disagreement(s).');
  });

  it('counts pages: a pair page per ordered pair, and three more per category', () => {
    expect(categoryPages(0)).toBe(0);
    expect(categoryPages(2)).toBe(2 + 3);
    expect(categoryPages(52)).toBe(52 * 51 + 3);
  });

  it('says so when nothing changed, and reports a new category and a removed one with their pages', () => {
    const compiled = compileCatalog(join(ROOT, 'catalog'));
    if (!compiled.ok) throw new Error('the catalogue does not compile');
    const catalog = compiled.catalog;
    expect(renderReport({ base: 'x', diffs: diffCatalogs(catalog, catalog), oracle: [], weight: null })).toContain('No unit was added, removed or changed.');
    const angle = catalog.categories.find((c) => c.id === 'angle')!;
    const without = { ...catalog, categories: catalog.categories.filter((c) => c !== angle) };
    const added = renderReport({ base: 'x', diffs: diffCatalogs(without, catalog), oracle: [], weight: { bytes: 2.5e6, files: 120, distAfter: 380e6, budget: 400e6 } });
    expect(added).toContain(`### Angle (\`angle\`) (new category)\n\n0 → ${angle.units.length} units, pages +${categoryPages(angle.units.length)}.`);
    expect(added).toContain('Site weight: +2.5 MB in +120 files: dist/ 377.5 MB → 380.0 MB of the 400.0 MB budget.');
    const removed = renderReport({ base: 'x', diffs: diffCatalogs(catalog, without), oracle: [], weight: null });
    expect(removed).toContain(`(category removed)\n\n${angle.units.length} → 0 units, pages −${categoryPages(angle.units.length)}.`);
  });
});
