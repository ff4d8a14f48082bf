/**
 * Reads catalog/: groups.yml and one file per category, keeping YAML positions for error
 * reports. A file that does not parse or breaks its schema is reported once and kept aside
 * as unreadable, with the unit ids it seems to define, so that what refers to it can be
 * summarised instead of reported one by one.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument, LineCounter, type Document } from 'yaml';
import type { Reporter } from './errors.ts';
import type { RawCategory, RawGroup, RawSite } from './raw.ts';
import { validate } from './schema.ts';

export interface LoadedFile {
  file: string;
  doc: Document;
  lines: LineCounter;
}

export interface LoadedCategory {
  f: LoadedFile;
  data: RawCategory;
}

export interface UnreadableCategory {
  file: string;
  /** Unit ids the file appears to define (keys indented by two spaces). */
  unitIds: Set<string>;
}

export interface LoadedCatalog {
  /** null when groups.yml is missing or unreadable. */
  groups: { f: LoadedFile; data: RawGroup[] } | null;
  /** Category files present, by id (readable or not). */
  categoryIds: Set<string>;
  categories: Map<string, LoadedCategory>;
  unreadable: Map<string, UnreadableCategory>;
  /** catalog/site.yml; null when there is none (the compiler's test fixtures) or it is unreadable. */
  site: { f: LoadedFile; data: RawSite } | null;
}

const display = (path: string) => relative(process.cwd(), path) || path;

function parseFile(path: string, report: Reporter): LoadedFile | null {
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const err = doc.errors[0];
  if (!err) return { file: display(path), doc, lines };
  // The first syntax error is the real one; the rest usually follow from it.
  const pos = lines.linePos(err.pos[0]);
  const first = err.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');
  const message = err.code === 'DUPLICATE_KEY' ? 'this key is written twice in the same mapping (a unit or field id must be unique)' : `the file is not valid YAML: ${first}`;
  report.push({ file: display(path), line: pos.line, col: pos.col, path: '', message }, 'file');
  return null;
}

function unitIdsIn(path: string): Set<string> {
  const ids = readFileSync(path, 'utf8').matchAll(/^ {2}([A-Za-z][A-Za-z0-9_]*):\s*$/gm);
  return new Set([...ids].map((m) => m[1]!));
}

function loadGroups(path: string, report: Reporter): LoadedCatalog['groups'] {
  if (!existsSync(path)) {
    report.push({ file: display(path), line: 1, col: 1, path: '', message: 'the groups file is missing' }, 'file');
    return null;
  }
  const f = parseFile(path, report);
  if (!f) return null;
  const data = f.doc.toJS() as unknown;
  return validate(f, data, 'groups', report) ? { f, data: data as RawGroup[] } : null;
}

/** catalog/site.yml is optional: without it the site lists are empty. */
function loadSite(path: string, report: Reporter): LoadedCatalog['site'] {
  if (!existsSync(path)) return null;
  const f = parseFile(path, report);
  const data = f?.doc.toJS() as unknown;
  return f && validate(f, data, 'site', report) ? { f, data: data as RawSite } : null;
}

export function loadCatalog(catalogDir: string, report: Reporter): LoadedCatalog {
  const groups = loadGroups(join(catalogDir, 'groups.yml'), report);
  const site = loadSite(join(catalogDir, 'site.yml'), report);
  const dir = join(catalogDir, 'categories');
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.yml') || n.endsWith('.yaml')).sort() : [];
  const loaded: LoadedCatalog = { groups, site, categoryIds: new Set(), categories: new Map(), unreadable: new Map() };
  for (const name of names) {
    const path = join(dir, name);
    // The file name is the category id.
    const id = name.replace(/\.ya?ml$/, '');
    loaded.categoryIds.add(id);
    const f = parseFile(path, report);
    if (f && !/^[a-z][a-z0-9_]*$/.test(id)) {
      report.push({ file: f.file, line: 1, col: 1, path: '', message: `the file name '${id}' is the category id and must be lowercase snake_case` }, 'file');
      continue;
    }
    const data = f?.doc.toJS() as unknown;
    if (f && validate(f, data, 'category', report)) loaded.categories.set(id, { f, data: data as RawCategory });
    else loaded.unreadable.set(id, { file: display(path), unitIds: unitIdsIn(path) });
  }
  return loaded;
}
