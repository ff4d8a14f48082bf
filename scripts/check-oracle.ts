/** npx tsx scripts/check-oracle.ts [category ...]: compares catalogue units with GNU units (CATALOG_DIR: another catalogue folder). */
import { compileCatalog, formatError } from './catalog/compile.ts';
import { checkAgainstGnuUnits } from './catalog/oracle.ts';

const result = compileCatalog(process.env.CATALOG_DIR || undefined);
if (!result.ok) {
  for (const e of result.errors) console.error(formatError(e));
  process.exit(1);
}
const wanted = process.argv.slice(2);
const categories = result.catalog.categories.filter((c) => wanted.length === 0 || wanted.includes(c.id));
const checks = await checkAgainstGnuUnits(categories);
let bad = 0;
for (const c of checks) {
  if (c.problem) {
    bad++;
    console.log(`FAIL ${c.category}.${c.unit}: ${c.problem}  (${c.query})`);
  }
}
const skipped = categories.flatMap((c) =>
  c.units
    .filter((u) => !u.gnuUnits)
    .map((u) => `${c.id}.${u.id}: ${u.gnuUnitsSkip ?? 'NO gnuUnits AND NO gnuUnitsSkip'}`),
);
for (const s of skipped) console.log(`SKIP ${s}`);
console.log(`${checks.length - bad} passed, ${bad} failed, ${skipped.length} skipped`);
process.exit(bad ? 1 : 0);
