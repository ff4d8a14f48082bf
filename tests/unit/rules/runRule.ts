/** Fixture catalogues through one rule, or through the whole compiler, with their errors as printed. */
import { join, relative } from 'node:path';
import { Reporter, formatError } from '../../../scripts/catalog/errors';
import { loadCatalog } from '../../../scripts/catalog/load';
import { compileCatalog } from '../../../scripts/catalog/compile';
import { createContext } from '../../../scripts/catalog/context';
import type { Rule } from '../../../scripts/catalog/rules/index';

export const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'catalogs');

export function runRule(rule: Rule, fixture: string): string[] {
  const report = new Reporter();
  const ctx = createContext(loadCatalog(join(fixtures, fixture), report), report);
  const loadErrors = report.count;
  if (loadErrors)
    throw new Error(`fixture ${fixture} does not load: ${report.sorted().map(formatError).join('; ')}`);
  rule(ctx);
  return report
    .sorted()
    .map((e) => formatError({ ...e, file: relative(fixtures, join(process.cwd(), e.file)) }));
}

/** Compiles a fixture catalogue that must fail and returns its errors as printed. */
export function compileErrors(fixture: string): string[] {
  const result = compileCatalog(join(fixtures, fixture));
  if (result.ok) throw new Error(`fixture ${fixture} compiled without errors`);
  return result.errors.map((e) =>
    formatError({ ...e, file: relative(fixtures, join(process.cwd(), e.file)) }),
  );
}
