/**
 * Reads catalog/ (groups.yml + categories/*.yml), validates it against schemas/ with ajv,
 * lints what a schema cannot say, and resolves every definition to an exact rational.
 * Every problem is reported as file:line:col, the field path and a plain sentence.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, basename, relative } from 'node:path';
import { parseDocument, LineCounter, isMap, isScalar, isPair, type Document, type Node } from 'yaml';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { exact, mul, div, pow, equals, isZero, parseExact, toRatioString, ONE, PI, type Exact } from '../../src/core/rational.ts';
import type { CategoryRecord, GroupRecord, SiteRecord, UnitKind, UnitRecord, UnitSystem } from '../../src/core/types.ts';
import { parseDefinition, ExpressionError, type Expr } from './expression.ts';
import { checkCategoryCuration } from './rules/curatedCategory.ts';
import { checkSiteCuration, EMPTY_SITE } from './rules/curatedSite.ts';
import { DIMENSIONLESS, dimEquals, dimMul, dimPow, formatDimension, type Dimension } from './dimension.ts';

export interface CatalogError {
  file: string;
  line: number;
  col: number;
  /** Dotted path of the field ('units.foot.definition'); '' for the whole file. */
  path: string;
  message: string;
}

export function formatError(e: CatalogError): string {
  return `${e.file}:${e.line}:${e.col}: ${e.path ? `${e.path}: ` : ''}${e.message}`;
}

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
}

export type CompileResult = { ok: true; catalog: CompiledCatalog } | { ok: false; errors: CatalogError[] };

interface RawUnit {
  name: string;
  plural: string;
  symbol: string;
  aliases?: string[];
  definition?: string | number;
  primitive?: string;
  kind?: UnitKind;
  offset?: string | number;
  source: string;
  description: string;
  gnuUnits?: string;
  gnuUnitsSkip?: string;
  system?: UnitSystem;
  shortSlug?: string;
}

interface RawCategory {
  name: string;
  description: string;
  base: string;
  aliases?: string[];
  defaultPair?: [string, string];
  common?: string[];
  popular?: [string, string][];
  units: Record<string, RawUnit>;
}

interface LoadedFile {
  file: string;
  doc: Document;
  lines: LineCounter;
}

const ROOT = join(import.meta.dirname, '..', '..');

function loadSchema(name: string): object {
  return JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')) as object;
}

let validators: { category: ValidateFunction; groups: ValidateFunction; site: ValidateFunction } | null = null;
function getValidators() {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
    validators = { category: ajv.compile(loadSchema('category.schema.json')), groups: ajv.compile(loadSchema('groups.schema.json')), site: ajv.compile(loadSchema('site.schema.json')) };
  }
  return validators;
}

class Reporter {
  readonly errors: CatalogError[] = [];

  /** Position of the node at `path` (its key when `at` is 'key'), else of the nearest parent. */
  locate(f: LoadedFile, path: (string | number)[], at: 'key' | 'value' = 'value'): { line: number; col: number } {
    for (let depth = path.length; depth >= 0; depth--) {
      const p = path.slice(0, depth);
      let offset: number | undefined;
      if (depth === path.length && at === 'key' && depth > 0) {
        const parent = p.length > 1 ? f.doc.getIn(p.slice(0, -1), true) : f.doc.contents;
        if (isMap(parent)) {
          const pair = parent.items.find((it) => isPair(it) && isScalar(it.key) && it.key.value === p[p.length - 1]);
          offset = (pair?.key as Node | undefined)?.range?.[0];
        }
      }
      if (offset === undefined) {
        const node = (p.length ? f.doc.getIn(p, true) : f.doc.contents) as Node | undefined;
        offset = node?.range?.[0];
      }
      if (offset !== undefined) {
        const pos = f.lines.linePos(offset);
        return { line: pos.line, col: pos.col };
      }
    }
    return { line: 1, col: 1 };
  }

  add(f: LoadedFile, path: (string | number)[], message: string, at: 'key' | 'value' = 'value', extraCol = 0): void {
    const pos = this.locate(f, path, at);
    this.errors.push({ file: f.file, line: pos.line, col: pos.col + extraCol, path: path.join('.'), message });
  }
}

function load(path: string, display: string, report: Reporter): LoadedFile | null {
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) {
    // The first syntax error is the real one; the rest usually follow from it.
    for (const err of doc.errors.slice(0, 1)) {
      const pos = lines.linePos(err.pos[0]);
      const duplicate = err.code === 'DUPLICATE_KEY';
      const first = err.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');
      report.errors.push({
        file: display,
        line: pos.line,
        col: pos.col,
        path: '',
        message: duplicate ? 'this key is written twice in the same mapping (a unit or field id must be unique)' : `the file is not valid YAML: ${first}`,
      });
    }
    return null;
  }
  return { file: display, doc, lines };
}

/** ajv error → path inside the document + plain sentence. Returns null for noise errors. */
function describeSchemaError(e: ErrorObject): { path: (string | number)[]; message: string; at: 'key' | 'value' } | null {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { path, message: `the required field '${String(p.missingProperty)}' is missing`, at: 'value' };
    case 'additionalProperties':
      return { path: [...path, String(p.additionalProperty)], message: `'${String(p.additionalProperty)}' is not a known field here`, at: 'key' };
    case 'type':
      return { path, message: `must be ${String(p.type).split(',').map((t) => (t === 'object' ? 'a mapping' : t === 'array' ? 'a list' : `a ${t}`)).join(' or ')}`, at: 'value' };
    case 'enum':
      return { path, message: `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`, at: 'value' };
    case 'const':
      return { path, message: `must be ${String(p.allowedValue)}`, at: 'value' };
    case 'pattern':
      return { path, message: 'must be snake_case: a letter, then letters, digits or underscores', at: 'value' };
    case 'propertyNames':
      return null; // the nested pattern error names the key itself
    case 'minLength':
      return { path, message: p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long`, at: 'value' };
    case 'maxLength':
      return { path, message: `must be at most ${String(p.limit)} characters long`, at: 'value' };
    case 'minItems':
      return { path, message: `must list at least ${String(p.limit)} item(s)`, at: 'value' };
    case 'minProperties':
      return { path, message: `must have at least ${String(p.limit)} entries`, at: 'value' };
    case 'uniqueItems':
      return { path, message: `lists the same item twice (items ${String(p.j)} and ${String(p.i)})`, at: 'value' };
    case 'oneOf':
      return { path, message: "needs exactly one of 'definition' (in terms of other units) or 'primitive' (a base dimension)", at: 'value' };
    case 'not':
      return { path: [...path, 'offset'], message: "only an affine unit (kind: affine) may have an 'offset'", at: 'key' };
    case 'if':
      return null;
    default:
      return { path, message: e.message ?? 'is not valid', at: 'value' };
  }
}

function validate(f: LoadedFile, data: unknown, validator: ValidateFunction, report: Reporter): boolean {
  if (validator(data)) return true;
  const seen = new Set<string>();
  for (const e of validator.errors ?? []) {
    // Inside oneOf, the branch errors just repeat the oneOf; for propertyNames, ajv puts the key in the params.
    if (e.schemaPath.includes('/oneOf/')) continue;
    let d = describeSchemaError(e);
    if (e.propertyName !== undefined) {
      d = { path: [...(d?.path ?? []), e.propertyName], message: 'a unit id must be snake_case: a letter, then letters, digits or underscores', at: 'key' };
    }
    if (!d) continue;
    const key = `${d.path.join('.')}|${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    report.add(f, d.path, d.message, d.at);
  }
  return false;
}

interface Resolved {
  factor: Exact;
  dimension: Dimension;
}

export function compileCatalog(catalogDir = join(ROOT, 'catalog')): CompileResult {
  const report = new Reporter();
  const { category: validateCategory, groups: validateGroups, site: validateSite } = getValidators();
  const rel = (p: string) => relative(process.cwd(), p) || p;

  // 1. Groups.
  const groupsPath = join(catalogDir, 'groups.yml');
  let groups: GroupRecord[] = [];
  let groupsFile: LoadedFile | null = null;
  let groupsValid = false;
  if (!existsSync(groupsPath)) {
    report.errors.push({ file: rel(groupsPath), line: 1, col: 1, path: '', message: 'the groups file is missing' });
  } else {
    groupsFile = load(groupsPath, rel(groupsPath), report);
    if (groupsFile) {
      const data = groupsFile.doc.toJS() as unknown;
      if (validate(groupsFile, data, validateGroups, report)) {
        groups = data as GroupRecord[];
        groupsValid = true;
      }
    }
  }

  // 2. Categories: one file each, the file name is the id.
  const dir = join(catalogDir, 'categories');
  const files = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.yml') || n.endsWith('.yaml')).sort() : [];
  const raw = new Map<string, { f: LoadedFile; data: RawCategory }>();
  for (const name of files) {
    const path = join(dir, name);
    const f = load(path, rel(path), report);
    if (!f) continue;
    const id = basename(name).replace(/\.ya?ml$/, '');
    if (!/^[a-z][a-z0-9_]*$/.test(id)) {
      report.errors.push({ file: f.file, line: 1, col: 1, path: '', message: `the file name '${id}' is the category id and must be lowercase snake_case` });
      continue;
    }
    const data = f.doc.toJS() as unknown;
    if (validate(f, data, validateCategory, report)) raw.set(id, { f, data: data as RawCategory });
  }

  // 3. Category ids and alias ids are unique.
  const categoryIdOwner = new Map<string, string>();
  for (const id of raw.keys()) categoryIdOwner.set(id, id);
  for (const [id, { f, data }] of raw) {
    (data.aliases ?? []).forEach((alias, i) => {
      const owner = categoryIdOwner.get(alias);
      if (owner !== undefined) {
        report.add(f, ['aliases', i], owner === alias ? `'${alias}' is already the id of a category (catalog/categories/${alias}.yml)` : `'${alias}' is already an alias of category '${owner}'`);
      } else categoryIdOwner.set(alias, id);
    });
  }

  // 4. Groups: unique ids, members exist, every category is in a group.
  if (groupsFile && groupsValid) {
    const groupIds = new Set<string>();
    groups.forEach((g, gi) => {
      if (groupIds.has(g.id)) report.add(groupsFile, [gi, 'id'], `the group id '${g.id}' is used twice`);
      groupIds.add(g.id);
      g.categories.forEach((c, ci) => {
        if (!raw.has(c) && !files.includes(`${c}.yml`)) {
          const alias = categoryIdOwner.get(c);
          report.add(groupsFile, [gi, 'categories', ci], alias ? `'${c}' is an alias of category '${alias}'; list '${alias}' instead` : `there is no category '${c}' (expected catalog/categories/${c}.yml)`);
        }
      });
    });
    const grouped = new Set(groups.flatMap((g) => g.categories));
    for (const [id, { f }] of raw) {
      if (!grouped.has(id)) report.add(f, [], `the category '${id}' is in no group of catalog/groups.yml, so no page would link to it`);
    }
  }

  // 5. Units: names, symbols and aliases are unique inside a category.
  for (const { f, data } of raw.values()) {
    const owner = new Map<string, string>();
    for (const [uid, u] of Object.entries(data.units)) {
      const claims: [string, (string | number)[]][] = [
        [uid, ['units', uid]],
        [u.name, ['units', uid, 'name']],
        [u.plural, ['units', uid, 'plural']],
        [u.symbol, ['units', uid, 'symbol']],
        ...(u.aliases ?? []).map((a, i): [string, (string | number)[]] => [a, ['units', uid, 'aliases', i]]),
      ];
      for (const [text, path] of claims) {
        const prev = owner.get(text);
        if (prev !== undefined && prev !== uid) {
          report.add(f, path, `'${text}' already names the unit '${prev}' in this category; a name, symbol or alias must point to one unit`, path.length === 2 ? 'key' : 'value');
        } else owner.set(text, uid);
      }
    }
    checkCategoryCuration(data, (path, message, at) => report.add(f, path, message, at));
    if (!(data.base in data.units)) report.add(f, ['base'], `the base unit '${data.base}' is not one of this category's units`);
    else if (data.units[data.base]!.kind === 'reciprocal') report.add(f, ['base'], 'the base unit cannot be a reciprocal unit');
  }

  // 5b. catalog/site.yml (optional): its ids name categories and units of the catalogue.
  let site = EMPTY_SITE;
  const sitePath = join(catalogDir, 'site.yml');
  const siteFile = existsSync(sitePath) ? load(sitePath, rel(sitePath), report) : null;
  if (siteFile && validate(siteFile, siteFile.doc.toJS(), validateSite, report)) {
    site = siteFile.doc.toJS() as SiteRecord;
  }
  // A category file that failed has reported its own error; its ids cannot be checked until it is fixed.
  if (siteFile && site !== EMPTY_SITE && raw.size === files.length) {
    const units = new Map([...raw].map(([id, { data }]) => [id, new Set(Object.keys(data.units))]));
    const aliasOf = new Map([...categoryIdOwner].filter(([alias, id]) => alias !== id));
    checkSiteCuration(site, { units, aliasOf }, (path, message, at) => report.add(siteFile, path, message, at));
  }

  // 6. Resolve every definition to an exact factor and a dimension.
  const resolved = new Map<string, Resolved | null>(); // key `${cat}.${unit}`; null = failed
  const inProgress: string[] = [];
  const primitiveOwner = new Map<string, string>();
  const unitHomes = new Map<string, string[]>(); // unit id → categories defining it
  for (const [cid, { data }] of raw) for (const uid of Object.keys(data.units)) unitHomes.set(uid, [...(unitHomes.get(uid) ?? []), cid]);

  class Unresolved extends Error {}

  function definitionError(cid: string, uid: string, message: string, at = 0): void {
    const { f, data } = raw.get(cid)!;
    const u = data.units[uid]!;
    const node = f.doc.getIn(['units', uid, 'definition'], true) as Node & { type?: string };
    const quoted = isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') ? 1 : 0;
    report.add(f, ['units', uid, u.definition === undefined ? 'primitive' : 'definition'], message, 'value', u.definition === undefined ? 0 : at + quoted);
  }

  function resolveUnit(cid: string, uid: string): Resolved | null {
    const key = `${cid}.${uid}`;
    if (resolved.has(key)) return resolved.get(key)!;
    const cycleStart = inProgress.indexOf(key);
    if (cycleStart >= 0) {
      const cycle = [...inProgress.slice(cycleStart), key].map((k) => (k.startsWith(`${cid}.`) ? k.slice(cid.length + 1) : k));
      definitionError(cid, uid, `the definitions go round in a circle: ${cycle.join(' → ')}`);
      for (const k of inProgress.slice(cycleStart)) resolved.set(k, null);
      return null;
    }
    const u = raw.get(cid)!.data.units[uid]!;
    let result: Resolved | null = null;
    inProgress.push(key);
    if (u.primitive !== undefined) {
      const prev = primitiveOwner.get(u.primitive);
      if (prev && prev !== key) definitionError(cid, uid, `the dimension '${u.primitive}' is already defined by '${prev}'; define this unit in terms of it`);
      else {
        primitiveOwner.set(u.primitive, key);
        result = { factor: ONE, dimension: { [u.primitive]: 1 } };
      }
    } else {
      const text = String(u.definition);
      try {
        result = evaluate(cid, uid, parseDefinition(text));
      } catch (e) {
        // Unresolved: a unit this one depends on has already reported its own error.
        if (e instanceof ExpressionError) definitionError(cid, uid, e.message, e.at);
        else if (!(e instanceof Unresolved)) throw e;
      }
      if (result && isZero(result.factor)) {
        definitionError(cid, uid, 'the definition is zero; a unit must be a non-zero amount');
        result = null;
      }
    }
    inProgress.pop();
    if (!resolved.has(key)) resolved.set(key, result);
    return resolved.get(key)!;
  }

  function lookup(cid: string, uid: string, ref: Extract<Expr, { type: 'ref' }>): Resolved {
    let target: [string, string];
    if (ref.category !== null) {
      const realCategory = raw.has(ref.category) ? ref.category : categoryIdOwner.get(ref.category);
      if (!realCategory || !raw.has(realCategory)) throw new ExpressionError(`there is no category '${ref.category}'`, ref.at);
      if (!(ref.unit in raw.get(realCategory)!.data.units)) throw new ExpressionError(`there is no unit '${ref.unit}' in category '${ref.category}'`, ref.at);
      target = [realCategory, ref.unit];
    } else if (ref.unit in raw.get(cid)!.data.units) {
      target = [cid, ref.unit];
    } else {
      const homes = unitHomes.get(ref.unit) ?? [];
      if (homes.length === 0) {
        const aliasOf = Object.entries(raw.get(cid)!.data.units).find(([, u]) => u.aliases?.includes(ref.unit) || u.name === ref.unit);
        const hint = aliasOf ? ` ('${ref.unit}' names the unit '${aliasOf[0]}'; definitions use unit ids)` : '';
        throw new ExpressionError(`there is no unit '${ref.unit}' in this category or any other${hint}`, ref.at);
      }
      if (homes.length > 1) {
        const all = homes.map((h) => resolveUnit(h, ref.unit));
        const same = all.every((r) => r && all[0] && equals(r.factor, all[0].factor) && dimEquals(r.dimension, all[0].dimension));
        if (!same) throw new ExpressionError(`'${ref.unit}' is defined in ${homes.join(' and ')} with different meanings; write ${homes[0]}.${ref.unit}`, ref.at);
      }
      target = [homes[0]!, ref.unit];
    }
    const [tc, tu] = target;
    if (tc === cid && tu === uid) throw new ExpressionError(`the unit '${uid}' cannot be defined in terms of itself`, ref.at);
    const tUnit = raw.get(tc)!.data.units[tu]!;
    if (tUnit.kind === 'reciprocal') throw new ExpressionError(`'${tu}' is a reciprocal unit and cannot be used in a definition`, ref.at);
    if (tUnit.kind === 'affine' && !isZero(parseExact(String(tUnit.offset)) ?? ONE)) throw new ExpressionError(`'${tu}' has an offset (a temperature scale) and cannot be used in a definition; use its interval unit`, ref.at);
    const r = resolveUnit(tc, tu);
    if (!r) throw new Unresolved();
    return r;
  }

  function evaluate(cid: string, uid: string, e: Expr): Resolved {
    switch (e.type) {
      case 'number':
        return { factor: e.value, dimension: DIMENSIONLESS };
      case 'pi':
        return { factor: PI, dimension: DIMENSIONLESS };
      case 'ref':
        return lookup(cid, uid, e);
      case 'power': {
        const b = evaluate(cid, uid, e.base);
        return { factor: pow(b.factor, e.exponent), dimension: dimPow(b.dimension, e.exponent) };
      }
      case 'binary': {
        const l = evaluate(cid, uid, e.left);
        const r = evaluate(cid, uid, e.right);
        if (e.op === '/' && isZero(r.factor)) throw new ExpressionError('division by zero', e.at);
        return e.op === '*'
          ? { factor: mul(l.factor, r.factor), dimension: dimMul(l.dimension, r.dimension) }
          : { factor: div(l.factor, r.factor), dimension: dimMul(l.dimension, r.dimension, -1) };
      }
    }
  }

  const categoryOrder = [...new Set(groups.flatMap((g) => g.categories))].filter((c) => raw.has(c));
  for (const c of raw.keys()) if (!categoryOrder.includes(c)) categoryOrder.push(c);

  const categories: CompiledCategory[] = [];
  for (const cid of categoryOrder) {
    const { f, data } = raw.get(cid)!;
    const base = data.units[data.base] ? resolveUnit(cid, data.base) : null;
    const units: CompiledUnit[] = [];
    for (const [uid, u] of Object.entries(data.units)) {
      const r = resolveUnit(cid, uid);
      if (!r || !base) continue;
      const kind: UnitKind = u.kind ?? 'linear';
      let factor = div(r.factor, base.factor);
      if (kind === 'reciprocal') {
        if (!dimEquals(r.dimension, dimPow(base.dimension, -1))) {
          definitionError(cid, uid, `a reciprocal unit must have the inverse dimension of the base unit '${data.base}' (${formatDimension(dimPow(base.dimension, -1))}), but this is ${formatDimension(r.dimension)}`);
          continue;
        }
        // value v of this unit means the quantity 1/(v·r) in base units: base = (1/r) / v.
        factor = div(ONE, mul(r.factor, base.factor));
      } else if (!dimEquals(r.dimension, base.dimension)) {
        definitionError(cid, uid, `this is ${formatDimension(r.dimension)}, but the category's base unit '${data.base}' is ${formatDimension(base.dimension)}`);
        continue;
      }
      let offset = exact(0n);
      if (kind === 'affine') {
        const o = parseExact(String(u.offset));
        if (!o) {
          report.add(f, ['units', uid, 'offset'], `'${String(u.offset)}' is not a number`);
          continue;
        }
        offset = o;
      }
      units.push({
        id: uid,
        name: u.name,
        plural: u.plural,
        symbol: u.symbol,
        aliases: u.aliases ?? [],
        kind,
        factor: toRatioString(factor),
        offset: toRatioString(offset),
        definition: u.definition === undefined ? `base unit of ${u.primitive}` : String(u.definition),
        source: u.source,
        description: u.description,
        ...(u.system && { system: u.system }),
        ...(u.shortSlug && { shortSlug: u.shortSlug }),
        exactFactor: factor,
        exactOffset: offset,
        dimension: kind === 'reciprocal' ? dimPow(r.dimension, -1) : r.dimension,
        gnuUnits: u.gnuUnits ?? null,
        gnuUnitsSkip: u.gnuUnitsSkip ?? null,
      });
    }
    categories.push({
      id: cid,
      name: data.name,
      description: data.description,
      base: data.base,
      dimension: base ? formatDimension(base.dimension) : '',
      aliases: data.aliases ?? [],
      defaultPair: data.defaultPair ?? [units[0]?.id ?? '', units[1]?.id ?? units[0]?.id ?? ''],
      common: data.common ?? [],
      popular: data.popular ?? [],
      units,
    });
  }

  if (report.errors.length) {
    report.errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
    return { ok: false, errors: report.errors };
  }
  return { ok: true, catalog: { groups, categories, site } };
}
