/**
 * npm run catalog: compiles catalog/ into src/generated/ (typed tables + catalog.json).
 * On any error it prints file:line:col, the field path and a sentence (at most 20 errors, the
 * causes first), writes nothing, exits 1. Anything the compiler did not foresee is one line
 * naming the file involved, never a stack trace: editors read this output, not developers.
 */
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const catalogDir = process.argv[2] ?? join(root, 'catalog');
const out = join(root, 'src', 'generated');

async function build(): Promise<void> {
  // Imported here so that a compiler module failing to load is caught below too.
  const { formatErrors } = await import('./catalog/compile.ts');
  const { writeCatalog } = await import('./catalog/write.ts');
  const result = writeCatalog(catalogDir, out);
  if (!result.ok) {
    for (const line of formatErrors(result.errors)) console.error(line);
    console.error(`\nThe catalogue has ${result.errors.length} error(s); nothing was written.`);
    process.exit(1);
  }
  console.log(`catalog: ${result.categories} categories, ${result.units} units → src/generated/`);
}

try {
  await build();
} catch (e) {
  // The file a system error names (a folder that is not one, a file that cannot be read), else the catalogue.
  const named = (e as { path?: unknown } | null)?.path;
  const path = typeof named === 'string' ? named : catalogDir;
  const why = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
  // Files are written only after a compile without errors; a failure while writing names src/generated/.
  const after =
    typeof named === 'string' && named.startsWith(out)
      ? 'src/generated/ may be incomplete; run npm run catalog again'
      : 'nothing was written';
  console.error(
    `${relative(process.cwd(), path) || path}: the catalogue compiler stopped unexpectedly (${why}); ${after}.`,
  );
  process.exit(1);
}
