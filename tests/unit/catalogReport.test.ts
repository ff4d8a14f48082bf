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
import {
  categoryPages,
  diffCatalogs,
  estimateGrowth,
  MEASURED,
  renderReport,
} from '../../scripts/catalog/report';
import { PAIR_PAGE_BYTES } from '../../scripts/catalog/rules/pageBudget';
import { hasPairPage } from '../../src/core/pairLinks';
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
    // One unit added, one removed, and neither common: no page added or removed.
    expect(report).toMatch(/### Length \(`length`\)\n\n(\d+) → \1 units, (\d+) → \2 common, pages 0\./);
    expect(report).toMatch(/\| added \| `\w+_extra` /);
    expect(report).toMatch(
      /\| changed \(definition\) \| `twip` twip \(twip\) \| `127\/7200000` → `127\/7560000` \|/,
    );
    expect(report).toMatch(/\| removed \| `cubit` cubit \(cubit\) \| `1143\/2500` \| — \|/);
  });

  it("gives GNU units' verdict on each new and changed unit: the copy agrees, the wrong twip does not", () => {
    const row = (start: RegExp) => report.split('\n').find((l) => start.test(l)) ?? '';
    expect(row(/^\| added /)).toContain('✓ agrees');
    expect(row(/^\| changed \(definition\) \| `twip`/)).toMatch(/✗ we say [\d.e-]+, GNU units says [\d.e-]+/);
    expect(report).toContain('GNU units: 1 disagreement(s).');
  });

  it('counts pages: a pair page per pair hasPairPage builds (common units, popular pairs), and three more per category', () => {
    const compiled = compileCatalog(join(ROOT, 'catalog'));
    if (!compiled.ok) throw new Error('the catalogue does not compile');
    expect(categoryPages(undefined)).toBe(0);
    for (const c of compiled.catalog.categories) {
      const pairs = c.units.flatMap((a) => c.units.filter((b) => hasPairPage(c, a.id, b.id))).length;
      expect(categoryPages(c), c.id).toBe(pairs + 3);
    }
  });

  it('counts the pages a change of the common units adds, with no unit added', () => {
    const compiled = compileCatalog(join(ROOT, 'catalog'));
    if (!compiled.ok) throw new Error('the catalogue does not compile');
    const catalog = compiled.catalog;
    const length = catalog.categories.find((c) => c.id === 'length')!;
    const k = length.common!.length;
    const extra = length.units.find(
      (u) => !length.common!.includes(u.id) && !(length.popular ?? []).some((p) => p.includes(u.id)),
    )!;
    const widened = {
      ...catalog,
      categories: catalog.categories.map((c) =>
        c === length ? { ...c, common: [...c.common!, extra.id] } : c,
      ),
    };
    const text = renderReport({
      base: 'x',
      diffs: diffCatalogs(catalog, widened),
      oracle: [],
      weight: null,
      growth: null,
    });
    expect(text).toContain(`0 unit(s) added, 0 removed, 0 changed, in 1 category; pages +${2 * k};`);
    expect(text).toContain(
      `### Length (\`length\`)\n\n${length.units.length} → ${length.units.length} units, ${k} → ${k + 1} common, pages +${2 * k}.`,
    );
    expect(text).not.toContain('| | unit |');
  });

  it("says what one more unit, common unit and category cost, from the catalogue's shape", () => {
    const compiled = compileCatalog(join(ROOT, 'catalog'));
    if (!compiled.ok) throw new Error('the catalogue does not compile');
    const catalog = compiled.catalog;
    const growth = estimateGrowth(catalog);
    const most = Math.max(...catalog.categories.map((c) => c.common!.length));
    expect(catalog.categories.find((c) => c.id === growth.commonUnit.category)!.common).toHaveLength(most);
    expect(growth.unit.files).toBe(0);
    expect(growth.commonUnit.files).toBe(2 * most);
    expect(growth.commonUnit.bytes).toBe(2 * most * PAIR_PAGE_BYTES + MEASURED.unitBytes);
    expect(growth.category.files).toBe(
      MEASURED.categoryFiles + growth.category.common * (growth.category.common - 1),
    );
    // One more common unit where there are most makes the next one cost two pair pages more.
    const top = catalog.categories.find((c) => c.id === growth.commonUnit.category)!;
    const spare = top.units.find((u) => !top.common!.includes(u.id))!;
    const grown = {
      ...catalog,
      categories: catalog.categories.map((c) => (c === top ? { ...c, common: [...c.common!, spare.id] } : c)),
    };
    expect(estimateGrowth(grown).commonUnit.files).toBe(2 * most + 2);
    expect(report).toContain(
      'What growth costs (computed, at 16 KB per pair page): one more unit adds no page unless it is common or in a popular pair',
    );
    expect(report).toContain(
      `one more common unit in \`${growth.commonUnit.category}\` (${most} common units, the most) adds a pair page to and from each: ${2 * most} files, about`,
    );
    expect(report).toMatch(
      /one more category adds its converter, quick-convert and unit pages and three data files, .*: with \d+ common units \(the median\), \d+ files, about [\d.]+ (KB|MB)\./,
    );
  });

  it('says so when nothing changed, and reports a new category and a removed one with their pages', () => {
    const compiled = compileCatalog(join(ROOT, 'catalog'));
    if (!compiled.ok) throw new Error('the catalogue does not compile');
    const catalog = compiled.catalog;
    expect(
      renderReport({
        base: 'x',
        diffs: diffCatalogs(catalog, catalog),
        oracle: [],
        weight: null,
        growth: null,
      }),
    ).toContain('No unit was added, removed or changed.');
    const angle = catalog.categories.find((c) => c.id === 'angle')!;
    const without = { ...catalog, categories: catalog.categories.filter((c) => c !== angle) };
    const common = angle.common!.length;
    const added = renderReport({
      base: 'x',
      diffs: diffCatalogs(without, catalog),
      oracle: [],
      weight: { bytes: 0.6e6, files: 40, distAfter: 68e6, budget: 150e6 },
      growth: null,
    });
    expect(added).toContain(
      `### Angle (\`angle\`) (new category)\n\n0 → ${angle.units.length} units, 0 → ${common} common, pages +${categoryPages(angle)}.`,
    );
    expect(added).toContain(
      'Site weight: +0.6 MB in +40 files: dist/ 67.4 MB → 68.0 MB of the 150.0 MB budget.',
    );
    const removed = renderReport({
      base: 'x',
      diffs: diffCatalogs(catalog, without),
      oracle: [],
      weight: null,
      growth: null,
    });
    expect(removed).toContain(
      `(category removed)\n\n${angle.units.length} → 0 units, ${common} → 0 common, pages −${categoryPages(angle)}.`,
    );
  });
});
