/**
 * Compiles catalog/ (groups.yml, categories/*.yml, site.yml, prefixes.yml, ingredients.yml, languages/*.yml): load the YAML with positions, validate it
 * against schemas/, run the rules in rules/, and when nothing is wrong assemble the catalogue
 * with every definition resolved to an exact rational.
 * Every problem is reported as file:line:col, the field path and a plain sentence.
 */
import type { LanguageReading } from '../../src/core/language/languageSpellings.ts';
import { join, basename } from 'node:path';
import type { Exact } from '../../src/core/rational.ts';
import type { CategoryRecord, GroupRecord, SiteRecord, UnitRecord } from '../../src/core/types.ts';
import type { Dimension } from '../../src/core/dimension.ts';
import type { IngredientCatalog } from '../../src/core/ingredients.ts';
import type { LanguageNames } from '../../src/core/unitNames.ts';
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
  /** The category and unit names in each language: English first, then catalog/site.yml's languages. */
  languages: CompiledLanguage[];
  /** What the quantity language reads in each language but English, by tag. */
  readings: Map<string, LanguageReading>;
}

/** One language's names and its interface texts by key ('footer.about'), with {placeholders} for what the page fills in. */
export interface CompiledLanguage extends LanguageNames {
  strings: Record<string, string>;
}

export type CompileResult = { ok: true; catalog: CompiledCatalog } | { ok: false; errors: CatalogError[] };

/** One line per unreadable file that other files' definitions need, instead of one error per definition. */
function summariseDependents({ resolver, unreadable, categories, report }: CatalogContext): void {
  for (const [id, keys] of resolver.dependents) {
    const { file, because } = unreadable.get(id)!;
    const files = new Set([...keys].map((k) => categories.get(k.split('.')[0]!)!.f.file));
    const definitions = keys.size === 1 ? '1 definition' : `${keys.size} definitions`;
    const others = files.size === 1 ? '1 other file' : `${files.size} other files`;
    const why = because ? `which could not be made without ${basename(because)}; fix ${basename(because)} first` : `which could not be read; fix ${basename(file)} first`;
    report.push({ file, line: 1, col: 1, path: '', message: `${definitions} in ${others} refer to units of '${id}', ${why}` }, 'summary');
  }
}

/**
 * Where each file's errors stand among the causes (lower first). prefixes.yml makes units of
 * every category; a category file ranks by how many categories its definitions build on,
 * directly or through others, so that a unit's own error in length.yml comes before what it
 * breaks in area.yml; groups.yml, site.yml and ingredients.yml only name what the categories
 * define, and come last.
 */
function fileRanks({ categories, unreadable, resolver }: CatalogContext): (file: string) => number {
  const names = new Map<string, Set<string>>();
  for (const [key, used] of resolver.uses) {
    const from = key.split('.')[0]!;
    for (const unit of used) names.set(from, (names.get(from) ?? new Set()).add(unit.split('.')[0]!));
  }
  const buildsOn = (id: string): number => {
    const seen = new Set<string>();
    const todo = [...(names.get(id) ?? [])];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      if (next === id || seen.has(next)) continue;
      seen.add(next);
      todo.push(...(names.get(next) ?? []));
    }
    return seen.size;
  };
  const ranks = new Map<string, number>();
  for (const { file } of unreadable.values()) ranks.set(file, 0);
  for (const [id, { f }] of categories) ranks.set(f.file, buildsOn(id));
  return (file) => ranks.get(file) ?? (basename(file) === 'prefixes.yml' ? -1 : categories.size + unreadable.size);
}

export function compileCatalog(catalogDir = join(import.meta.dirname, '..', '..', 'catalog')): CompileResult {
  const report = new Reporter();
  const ctx = createContext(loadCatalog(catalogDir, report), report);
  for (const rule of rules) rule(ctx);
  summariseDependents(ctx);
  if (report.count) return { ok: false, errors: report.sorted(fileRanks(ctx)) };
  return { ok: true, catalog: assemble(ctx) };
}
