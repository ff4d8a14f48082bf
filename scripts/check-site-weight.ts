/**
 * The site-size gate `npm test` runs after its full build:
 *   npx tsx scripts/check-site-weight.ts [dist]
 * Fails, naming the budget, when dist/ is over SITE_BUDGET.distBytes or when one more unit in
 * the largest category would add more than SITE_BUDGET.unitBytes (measured with two scratch
 * builds of that category, about a minute).
 */
import { existsSync } from 'node:fs';
import { folderWeight, mb, oneMoreUnitCost, SITE_BUDGET } from './bench/siteWeight.ts';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(dist)) {
  console.error(`No build at ${dist}: run npm run build first.`);
  process.exit(1);
}
const failures: string[] = [];

const site = folderWeight(dist);
console.log(`dist/: ${mb(site.bytes)} in ${site.files.toLocaleString('en-US')} files (budget ${mb(SITE_BUDGET.distBytes)})`);
if (site.bytes > SITE_BUDGET.distBytes) {
  failures.push(
    `Site size budget exceeded: dist/ is ${mb(site.bytes)}, over the ${mb(SITE_BUDGET.distBytes)} budget. ` +
      'Pages per unit pair are what grows: keep a pair to its one canonical page and that page small (docs/architecture.md, "Weight").',
  );
}

const unit = oneMoreUnitCost();
console.log(`one more unit in ${unit.category} (${unit.units} units): +${mb(unit.bytes)}, +${unit.files} files (budget ${mb(SITE_BUDGET.unitBytes)}; measured in ${unit.seconds.toFixed(0)} s)`);
if (unit.bytes > SITE_BUDGET.unitBytes) {
  failures.push(
    `Per-unit budget exceeded: one more unit in ${unit.category} adds ${mb(unit.bytes)}, over the ${mb(SITE_BUDGET.unitBytes)} budget. ` +
      `Each unit there brings ${2 * unit.units} pair pages; trim what every pair page repeats.`,
  );
}

for (const f of failures) console.error(f);
process.exit(failures.length ? 1 : 0);
