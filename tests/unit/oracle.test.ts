import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { compileCatalog, formatError } from '../../scripts/catalog/compile';
import { askGnuUnits, checkAgainstGnuUnits, ORACLE_TOLERANCE } from '../../scripts/catalog/oracle';
import { exact } from '../../src/core/rational';

// GNU units is the independent reference (installed by scripts/test.sh).
describe('catalogue against GNU units', () => {
  const result = compileCatalog();
  if (!result.ok)
    throw new Error(`the catalogue does not compile:\n${result.errors.map(formatError).join('\n')}`);
  const { categories } = result.catalog;

  it(`every unit GNU units knows agrees within ${ORACLE_TOLERANCE} relative`, async () => {
    const checks = await checkAgainstGnuUnits(categories);
    const failures = checks
      .filter((c) => c.problem)
      .map((c) => `${c.category}.${c.unit}: ${c.problem} (${c.query})`);
    expect(failures).toEqual([]);
    expect(checks.length).toBeGreaterThan(0);
  });

  it('every unit it cannot check says why', () => {
    const unexplained = categories.flatMap((c) =>
      c.units.filter((u) => !u.gnuUnits && !u.gnuUnitsSkip).map((u) => `${c.id}.${u.id}`),
    );
    expect(unexplained).toEqual([]);
  });

  it('gives each question its own answer, also after questions it cannot answer', async () => {
    const questions = [
      ['1 mile', 'km'],
      ['1 nosuchunit', 'km'],
      ['1 ft', 'm'],
      ['1 ft', 'nosuchunit'],
      ['2 ft', 'm'],
      ['1 kg', 'm'],
      ['1 +* m', 'ft'],
      ['3 ft', 'm'],
      ['tempF(32)', 'K'],
      ['1 m', ''],
      ['4 ft', 'm'],
    ].map(([have, want]) => ({ have: have!, want: want! }));
    const answers = await askGnuUnits(questions);
    expect(answers.map((a) => a.value)).toEqual([
      1.609344,
      null,
      0.3048,
      null,
      0.6096,
      null,
      null,
      0.9144,
      273.15,
      null,
      1.2192,
    ]);
    expect(answers[1]!.output).toBe("Unknown unit 'nosuchunit'");
    expect(answers[3]!.output).toBe("Unknown unit 'nosuchunit'");
    expect(answers[5]!.output).toMatch(/^conformability error/);
  });

  it('catches a wrong factor (the check can fail)', async () => {
    const good = compileCatalog(join(import.meta.dirname, '..', 'fixtures', 'catalogs', 'good'));
    if (!good.ok) throw new Error('fixture does not compile');
    const length = good.catalog.categories[0]!;
    const wrong = {
      ...length,
      units: length.units.map((u) => (u.id === 'foot' ? { ...u, exactFactor: exact(3047n, 10000n) } : u)),
    };
    const checks = await checkAgainstGnuUnits([wrong]);
    expect(checks.find((c) => c.unit === 'foot')?.problem).toMatch(/we say 0.3047, GNU units says 0.3048/);
  });
});
