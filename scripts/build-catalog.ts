/**
 * npm run catalog: compiles catalog/ into src/generated/ (typed tables + catalog.json).
 * On any error it prints file:line:col, the field path and a sentence (at most 20 errors, the
 * causes first), writes nothing, exits 1.
 */
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { compileCatalog, formatErrors } from './catalog/compile.ts';
import { toCatalogJson, toGeneratedModule } from './catalog/emit.ts';

const root = join(import.meta.dirname, '..');
const result = compileCatalog(process.argv[2] ?? join(root, 'catalog'));
if (!result.ok) {
  for (const line of formatErrors(result.errors)) console.error(line);
  console.error(`\nThe catalogue has ${result.errors.length} error(s); nothing was written.`);
  process.exit(1);
}

const out = join(root, 'src', 'generated');
mkdirSync(out, { recursive: true });
const writeIfChanged = (path: string, text: string) => {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
};
writeIfChanged(join(out, 'catalog.ts'), toGeneratedModule(result.catalog));
writeIfChanged(join(out, 'catalog.json'), toCatalogJson(result.catalog));
const units = result.catalog.categories.reduce((n, c) => n + c.units.length, 0);
console.log(`catalog: ${result.catalog.categories.length} categories, ${units} units → src/generated/`);
