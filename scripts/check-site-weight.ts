/**
 * The site-size gate `npm test` runs after its full build:
 *   npx tsx scripts/check-site-weight.ts [dist]
 * Fails, naming the budget (SITE_BUDGET in scripts/bench/siteWeight.ts), when dist/ is over its
 * bytes or files, when one more unit that is not common would add more than its bytes or files,
 * or when one more common unit would add more than its bytes. The two units are measured with
 * three scratch builds narrowed to the categories they go into: one as it is, one with each unit.
 */
import { existsSync } from 'node:fs';
import {
  budgetFailures,
  count,
  folderWeight,
  mb,
  oneMoreUnitCost,
  pairPagesWeight,
  SITE_BUDGET,
} from './bench/siteWeight.ts';
import { PAIR_PAGE_BYTES } from './catalog/rules/pageBudget.ts';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(dist)) {
  console.error(`No build at ${dist}: run npm run build first.`);
  process.exit(1);
}
const site = folderWeight(dist);
const pairs = pairPagesWeight(dist);
console.log(
  `dist/: ${mb(site.bytes)} in ${count(site.files)} files (budget ${mb(SITE_BUDGET.distBytes)} and ${count(SITE_BUDGET.distFiles)} files)`,
);
if (pairs.files) {
  console.log(
    `pair pages: ${count(pairs.files)}, ${mb(pairs.bytes)}, ${(pairs.bytes / pairs.files / 1000).toFixed(1)} KB each on average (the compiler's page budget counts ${PAIR_PAGE_BYTES / 1000} KB)`,
  );
}
const growth = oneMoreUnitCost();
const { unit, commonUnit } = growth;
console.log(
  `one more unit in ${unit.category} (${unit.units} units, not common): +${mb(unit.bytes, 3)}, +${unit.files} files (budget ${mb(SITE_BUDGET.unitBytes)} and ${SITE_BUDGET.unitFiles} files)`,
);
console.log(
  `one more common unit in ${commonUnit.category} (${commonUnit.common} common units): +${mb(commonUnit.bytes, 2)}, +${commonUnit.files} files (budget ${mb(SITE_BUDGET.commonUnitBytes)}); three scratch builds, ${growth.seconds.toFixed(0)} s`,
);
const failures = budgetFailures(site, growth);
for (const f of failures) console.error(f);
process.exit(failures.length ? 1 : 0);
