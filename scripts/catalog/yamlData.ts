/**
 * The data of a parsed YAML file, with the yaml package's alias errors turned into positioned
 * errors. Aliases nested in aliases ("billion laughs") make a few lines expand into gigabytes,
 * so the yaml package stops after MAX_ALIAS_COUNT copies and throws without a position; the
 * catalogue needs no anchors or aliases, so the first alias is where to look.
 */
import { visit, type Alias } from 'yaml';
import type { Reporter } from './errors.ts';
import type { LoadedFile } from './load.ts';

/** Copies of aliased data allowed in one file (the yaml package's default, stated here on purpose). */
export const MAX_ALIAS_COUNT = 100;

/** The first alias in the file, or the first one naming `source`. */
function findAlias(f: LoadedFile, source?: string): Alias | undefined {
  let found: Alias | undefined;
  visit(f.doc, {
    Alias: (_key, node) => {
      if (source !== undefined && node.source !== source) return undefined;
      found = node;
      return visit.BREAK;
    },
  });
  return found;
}

/** The file's data; null when its aliases cannot be expanded (reported at the alias). */
export function dataOf(f: LoadedFile, report: Reporter): { data: unknown } | null {
  try {
    return { data: f.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown };
  } catch (e) {
    if (!(e instanceof ReferenceError)) throw e;
    const unresolved = /^Unresolved alias.*: (.+)$/.exec(e.message)?.[1];
    const alias = findAlias(f, unresolved) ?? findAlias(f);
    const pos = alias?.range ? f.lines.linePos(alias.range[0]) : { line: 1, col: 1 };
    const message =
      unresolved !== undefined
        ? `the alias '*${unresolved}' has no anchor '&${unresolved}' before it; catalogue files need no anchors (&) or aliases (*): write each value out`
        : `the YAML aliases (*${alias?.source ?? '…'}) expand to more than ${MAX_ALIAS_COUNT} copies of their data; catalogue files need no anchors (&) or aliases (*): write each value out`;
    report.push({ file: f.file, line: pos.line, col: pos.col, path: '', message }, 'file');
    return null;
  }
}
