/**
 * Compiles catalog/ and writes src/generated/ (the typed tables and catalog.json), or writes
 * nothing and returns the errors: the one way `npm run catalog` and the dev server's live
 * catalogue (live.ts) turn YAML into tables.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileCatalog } from './compile.ts';
import { toCatalogJson, toGeneratedModule, toIngredientsModule, toNamesModule, toReadingModule, toStringKeysModule, toStringsModule } from './emit.ts';
import type { CatalogError } from './errors.ts';

export const GENERATED_DIR = join(import.meta.dirname, '..', '..', 'src', 'generated');

export type WriteResult =
  | { ok: true; categories: number; units: number; /** Whether a generated file changed. */ changed: boolean }
  | { ok: false; errors: CatalogError[] };

/** Compiles `catalogDir` and writes the generated files that differ from what is there. */
export function writeCatalog(catalogDir: string, out = GENERATED_DIR): WriteResult {
  const result = compileCatalog(catalogDir);
  if (!result.ok) return { ok: false, errors: result.errors };
  const files = [
    [join(out, 'catalog.ts'), toGeneratedModule(result.catalog)],
    [join(out, 'catalog.json'), toCatalogJson(result.catalog)],
    [join(out, 'ingredients.ts'), toIngredientsModule(result.catalog)],
    ...result.catalog.languages.flatMap((language) => [
      [join(out, `names.${language.id}.ts`), toNamesModule(language)] as const,
      [join(out, `strings.${language.id}.ts`), toStringsModule(language)] as const,
    ]),
    ...[...result.catalog.readings].map(([tag, reading]) => [join(out, `reader.${tag}.ts`), toReadingModule(reading)] as const),
    [join(out, 'stringKeys.ts'), toStringKeysModule(result.catalog)],
  ];
  mkdirSync(out, { recursive: true });
  let changed = false;
  for (const [path, text] of files) {
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    changed = true;
  }
  const units = result.catalog.categories.reduce((n, c) => n + c.units.length, 0);
  return { ok: true, categories: result.catalog.categories.length, units, changed };
}
