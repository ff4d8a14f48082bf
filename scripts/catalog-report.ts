/**
 * npm run catalog:report -- <base-ref> [--no-build]: what the working tree's catalogue changes
 * against <base-ref>, as Markdown on stdout (the test workflow adds it to a pull request's job
 * summary): units added, removed and changed per category, GNU units' verdict on each new or
 * changed unit, pages added and removed (pair pages only for a category's common units and
 * popular pairs), what one more unit, common unit and category cost in files and bytes, and the
 * site's weight (two builds of the touched categories; --no-build skips them).
 */
import { join } from 'node:path';
import { catalogReport } from './catalog/reportRun.ts';

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--'));
if (!base) {
  console.error('Usage: npm run catalog:report -- <base-ref> [--no-build]   (e.g. origin/main)');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
try {
  console.log(
    await catalogReport({ repo: root, base, build: !args.includes('--no-build'), dist: join(root, 'dist') }),
  );
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
