/**
 * Reads catalog/: groups.yml, site.yml, prefixes.yml, ingredients.yml, one file per
 * category and one per language, keeping YAML positions for error reports. A file that does not parse, expands its aliases too far, breaks its schema or makes
 * the compiler fail is reported once and kept aside as unreadable, with the unit ids it seems
 * to define, so that what refers to it can be summarised instead of reported one by one.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument, LineCounter, type Document } from 'yaml';
import type { Reporter } from './errors.ts';
import type { CategoryData, RawCategory, RawGroup, RawIngredients, RawLanguage, RawPrefixes, RawSite } from './raw.ts';
import { applyPrefixes, factorProblem } from './prefixes.ts';
import { validate, type SchemaName } from './schema.ts';
import { dataOf } from './yamlData.ts';
import { bytePosition, checkText, controlCharacterMessage, firstControlCharacter, firstInvalidUtf8, invalidUtf8Message, pathAt } from './text.ts';

export interface LoadedFile {
  file: string;
  doc: Document;
  lines: LineCounter;
  /** A unit made from a prefix that no entry places → where it is made (its unit's `prefixes` item), for errors about it. */
  madeAt: Map<string, (string | number)[]>;
}

export interface LoadedCategory {
  f: LoadedFile;
  data: CategoryData;
}

export interface UnreadableCategory {
  file: string;
  /** Unit ids the file appears to define (keys indented by two spaces, and what their prefixes make), lower-cased: how an id is written ('Yard') may be why the file cannot be read. */
  unitIds: Set<string>;
  /** The file at fault when it is another one: prefixes.yml, which a category listing prefixes cannot be made whole without. */
  because?: string;
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
  /** catalog/ingredients.yml; null when there is none or it is unreadable. */
  ingredients: { f: LoadedFile; data: RawIngredients } | null;
  /** catalog/languages/{tag}.yml by tag, the readable ones; an unreadable one is reported and left out. */
  languages: Map<string, { f: LoadedFile; data: RawLanguage }>;
  /** Every language file's tag, readable or not. */
  languageFiles: Set<string>;
}

const display = (path: string) => relative(process.cwd(), path) || path;

/**
 * Each file's last parse, by path: a compile that finds a file's text unchanged (the dev
 * server's compile after an edit, the tests' many compiles of one copy) does not parse it
 * again. Parsing is most of a compile's time; the documents are only read.
 */
const parsed = new Map<string, { text: string; doc: Document; lines: LineCounter }>();

function parseYaml(path: string, text: string): { doc: Document; lines: LineCounter } {
  const last = parsed.get(path);
  if (last?.text === text) return last;
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  parsed.set(path, { text, doc, lines });
  return { doc, lines };
}

function parseFile(path: string, report: Reporter): LoadedFile | null {
  const bytes = readFileSync(path);
  // Bytes that are not UTF-8 would be read as U+FFFD and published so; the first is where to look.
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    report.push({ file: display(path), ...bytePosition(bytes, bad), path: '', message: invalidUtf8Message(bytes, bad) }, 'file');
    return null;
  }
  const text = bytes.toString('utf8');
  const { doc, lines } = parseYaml(path, text);
  // Before YAML's own errors: a control character is often why the YAML does not read.
  const control = firstControlCharacter(text);
  if (control >= 0) {
    report.push({ file: display(path), ...lines.linePos(control), path: pathAt(doc, control).join('.'), message: controlCharacterMessage(text[control]!) }, 'file');
    return null;
  }
  const err = doc.errors[0];
  if (!err) return { file: display(path), doc, lines, madeAt: new Map() };
  // The first syntax error is the real one; the rest usually follow from it.
  const pos = lines.linePos(err.pos[0]);
  const first = err.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');
  const message = err.code === 'DUPLICATE_KEY' ? 'this key is written twice in the same mapping (a unit or field id must be unique)' : `the file is not valid YAML: ${first}`;
  report.push({ file: display(path), line: pos.line, col: pos.col, path: '', message }, 'file');
  return null;
}

function unitIdsIn(path: string): Set<string> {
  try {
    const ids = new Set<string>();
    let unit = '';
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const key = /^ {2}([A-Za-z][A-Za-z0-9_]*):\s*(\{.*)?$/.exec(line);
      if (key) ids.add((unit = key[1]!.toLowerCase()));
      // The units its prefixes make ('kilometer' of meter's 'prefixes: [kilo]').
      const prefixes = /^ {4}prefixes:\s*\[(.*)\]/.exec(line);
      if (prefixes && unit) for (const p of prefixes[1]!.split(',')) ids.add(p.trim().toLowerCase() + unit);
    }
    return ids;
  } catch {
    return new Set();
  }
}

/**
 * Runs `read` for one file; anything it throws that the compiler did not foresee becomes that
 * file's error, one line, instead of a stack trace.
 */
function guarded<T>(path: string, report: Reporter, read: () => T | null): T | null {
  try {
    return read();
  } catch (e) {
    const why = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
    report.push({ file: display(path), line: 1, col: 1, path: '', message: `the compiler could not read this file (${why})` }, 'file');
    return null;
  }
}

/** A parsed file's data, checked against its schema; null when it is not (reported), or the file did not parse. */
function readValid<T>(f: LoadedFile | null, schema: SchemaName, report: Reporter): { f: LoadedFile; data: T } | null {
  const read = f && dataOf(f, report);
  if (!f || !read || !validate(f, read.data, schema, report)) return null;
  // What the text says is checked once its shape is right; a file with such a mistake still reads.
  checkText(f, read.data, report);
  return { f, data: read.data as T };
}

function loadGroups(path: string, report: Reporter): LoadedCatalog['groups'] {
  if (!existsSync(path)) {
    report.push({ file: display(path), line: 1, col: 1, path: '', message: 'the groups file is missing' }, 'file');
    return null;
  }
  return guarded(path, report, () => readValid<RawGroup[]>(parseFile(path, report), 'groups', report));
}

/** catalog/site.yml is optional: without it the site lists are empty. */
function loadSite(path: string, report: Reporter): LoadedCatalog['site'] {
  if (!existsSync(path)) return null;
  return guarded(path, report, () => readValid<RawSite>(parseFile(path, report), 'site', report));
}

/** catalog/ingredients.yml is optional: without it no question names an ingredient. */
function loadIngredients(path: string, report: Reporter): LoadedCatalog['ingredients'] {
  if (!existsSync(path)) return null;
  return guarded(path, report, () => readValid<RawIngredients>(parseFile(path, report), 'ingredients', report));
}

/**
 * catalog/prefixes.yml is optional: without it no unit may list prefixes. null when it cannot be
 * read (reported), or a factor is not a number more than zero: every unit made with it would be wrong.
 */
function loadPrefixes(path: string, report: Reporter): RawPrefixes | null {
  if (!existsSync(path)) return {};
  const loaded = guarded(path, report, () => readValid<RawPrefixes>(parseFile(path, report), 'prefixes', report));
  if (!loaded) return null;
  const problems = Object.entries(loaded.data).map(([id, prefix]) => [id, factorProblem(prefix.factor)] as const);
  for (const [id, problem] of problems) if (problem) report.add(loaded.f, [id, 'factor'], problem, 'value', 0, 'file');
  return problems.some(([, problem]) => problem) ? null : loaded.data;
}

/** catalog/languages/ is optional: without it the site is in English only. */
function loadLanguages(dir: string, report: Reporter): Pick<LoadedCatalog, 'languages' | 'languageFiles'> {
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.yml')).sort() : [];
  const languages: LoadedCatalog['languages'] = new Map();
  for (const name of names) {
    const path = join(dir, name);
    const loaded = guarded(path, report, () => readValid<RawLanguage>(parseFile(path, report), 'language', report));
    if (loaded) languages.set(name.replace(/\.yml$/, ''), loaded);
  }
  return { languages, languageFiles: new Set(names.map((n) => n.replace(/\.yml$/, ''))) };
}

export function loadCatalog(catalogDir: string, report: Reporter): LoadedCatalog {
  const groups = loadGroups(join(catalogDir, 'groups.yml'), report);
  const site = loadSite(join(catalogDir, 'site.yml'), report);
  const prefixes = loadPrefixes(join(catalogDir, 'prefixes.yml'), report);
  const ingredients = loadIngredients(join(catalogDir, 'ingredients.yml'), report);
  const dir = join(catalogDir, 'categories');
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.yml') || n.endsWith('.yaml')).sort() : [];
  const loaded: LoadedCatalog = { groups, site, ingredients, ...loadLanguages(join(catalogDir, 'languages'), report), categoryIds: new Set(), categories: new Map(), unreadable: new Map() };
  for (const name of names) {
    const path = join(dir, name);
    // The file name is the category id.
    const id = name.replace(/\.ya?ml$/, '');
    loaded.categoryIds.add(id);
    const category = guarded(path, report, (): LoadedCategory | 'misnamed' | 'needsPrefixes' | null => {
      const f = parseFile(path, report);
      if (f && !/^[a-z][a-z0-9_]*$/.test(id)) {
        report.push({ file: f.file, line: 1, col: 1, path: '', message: `the file name '${id}' is the category id and must be lowercase snake_case` }, 'file');
        return 'misnamed';
      }
      const valid = readValid<RawCategory>(f, 'category', report);
      // Without readable prefixes a category that lists some cannot be made whole (the prefixes file's error says why).
      if (valid && !prefixes && Object.values(valid.data.units).some((u) => 'prefixes' in u)) return 'needsPrefixes';
      const units = valid && applyPrefixes(valid.f, valid.data, prefixes ?? {}, report);
      return valid && units ? { f: valid.f, data: units } : null;
    });
    if (category === 'misnamed') continue;
    if (category && category !== 'needsPrefixes') loaded.categories.set(id, category);
    else {
      const because = category === 'needsPrefixes' ? display(join(catalogDir, 'prefixes.yml')) : undefined;
      loaded.unreadable.set(id, { file: display(path), unitIds: unitIdsIn(path), ...(because && { because }) });
    }
  }
  return loaded;
}
