/**
 * Compiles catalog/ (groups.yml, categories/*.yml, site.yml, prefixes.yml, ingredients.yml): load the YAML with positions, validate it
 * against schemas/, run the rules in rules/, and when nothing is wrong assemble the catalogue
 * with every definition resolved to an exact rational.
 * Every problem is reported as file:line:col, the field path and a plain sentence.
 */
import { join, basename } from 'node:path';
import type { Exact } from '../../src/core/rational.ts';
import type { CategoryRecord, GroupRecord, SiteRecord, UnitRecord } from '../../src/core/types.ts';
import type { Dimension } from '../../src/core/dimension.ts';
import type { IngredientCatalog } from '../../src/core/ingredients.ts';
import { Reporter, type CatalogError } from './errors.ts';
import { loadCatalog } from './load.ts';
import { createContext, type CatalogContext } from './context.ts';
import { rules } from './rules/index.ts';
import { assemble } from './assemble.ts';

export { formatError, formatErrors, type CatalogError } from './errors.ts';

/** A unit as the compiler sees it, with what only the tests and tools need. */
export interface CompiledUnit extends UnitRecord {
  exactFactor: Exact;
  exactOffset: Exact;
  dimension: Dimension;
  gnuUnits: string | null;
  gnuUnitsSkip: string | null;
}

export interface CompiledCategory extends Omit<CategoryRecord, 'units'> {
  units: CompiledUnit[];
}

export interface CompiledCatalog {
  groups: GroupRecord[];
  /** In catalogue order: by first appearance in the groups. */
  categories: CompiledCategory[];
  /** catalog/site.yml (empty lists when the catalogue has none). */
  site: SiteRecord;
  /** catalog/ingredients.yml (empty lists when the catalogue has none). */
  ingredients: IngredientCatalog;
}

export type CompileResult = { ok: true; catalog: CompiledCatalog } | { ok: false; errors: CatalogError[] };

/** One line per unreadable file that other files' definitions need, instead of one error per definition. */
function summariseDependents({ resolver, unreadable, categories, report }: CatalogContext): void {
  for (const [id, keys] of resolver.dependents) {
    const { file } = unreadable.get(id)!;
    const files = new Set([...keys].map((k) => categories.get(k.split('.')[0]!)!.f.file));
    const definitions = keys.size === 1 ? '1 definition' : `${keys.size} definitions`;
    const others = files.size === 1 ? '1 other file' : `${files.size} other files`;
    report.push({ file, line: 1, col: 1, path: '', message: `${definitions} in ${others} refer to units of '${id}', which could not be read; fix ${basename(file)} first` }, 'summary');
  }
}

export function compileCatalog(catalogDir = join(import.meta.dirname, '..', '..', 'catalog')): CompileResult {
  const report = new Reporter();
  const ctx = createContext(loadCatalog(catalogDir, report), report);
  for (const rule of rules) rule(ctx);
  summariseDependents(ctx);
  if (report.count) return { ok: false, errors: report.sorted() };
  return { ok: true, catalog: assemble(ctx) };
}
