/**
 * The site-size gate `npm test` runs after its full build:
 *   npx tsx scripts/check-site-weight.ts [dist]
 * Fails, naming the budget, when dist/ is over SITE_BUDGET.distBytes or when one more unit in
 * the largest category would add more than SITE_BUDGET.unitBytes (measured with two scratch
 * builds of that category, about a minute).
 */
import { existsSync } from 'node:fs';
import { budgetFailures, folderWeight, mb, oneMoreUnitCost, SITE_BUDGET } from './bench/siteWeight.ts';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(dist)) {
  console.error(`No build at ${dist}: run npm run build first.`);
  process.exit(1);
}
const site = folderWeight(dist);
console.log(`dist/: ${mb(site.bytes)} in ${site.files.toLocaleString('en-US')} files (budget ${mb(SITE_BUDGET.distBytes)})`);
const unit = oneMoreUnitCost();
console.log(`one more unit in ${unit.category} (${unit.units} units): +${mb(unit.bytes)}, +${unit.files} files (budget ${mb(SITE_BUDGET.unitBytes)}; measured in ${unit.seconds.toFixed(0)} s)`);
const failures = budgetFailures(site, unit);
for (const f of failures) console.error(f);
process.exit(failures.length ? 1 : 0);
