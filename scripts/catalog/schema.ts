/** Validates loaded YAML against schemas/*.json with ajv and turns ajv's errors into plain sentences. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Reporter } from './errors.ts';
import type { LoadedFile } from './load.ts';

const SCHEMAS = { category: 'category.schema.json', groups: 'groups.schema.json', site: 'site.schema.json', prefixes: 'prefixes.schema.json', ingredients: 'ingredients.schema.json', language: 'language.schema.json' } as const;
export type SchemaName = keyof typeof SCHEMAS;

export function readSchema(name: SchemaName): Record<string, unknown> {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', SCHEMAS[name]), 'utf8')) as Record<string, unknown>;
}

let validators: Record<SchemaName, ValidateFunction> | null = null;
function validatorFor(name: SchemaName): ValidateFunction {
  if (!validators) {
    // verbose: errors carry the value, so a message about a length can say how long it is.
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true });
    validators = Object.fromEntries(Object.keys(SCHEMAS).map((name) => [name, ajv.compile(readSchema(name as SchemaName))])) as Record<SchemaName, ValidateFunction>;
  }
  return validators[name];
}

/** The unit-id pattern of schemas/category.schema.json, whose errors get their own sentence. */
const UNIT_ID_PATTERN = (readSchema('category').definitions as Record<string, { pattern?: string }>).unitId!.pattern!;
const UNIT_ID_RULE = 'lowercase snake_case (a lowercase letter, then lowercase letters, digits or underscores), with capitals only for a whole word between underscores that a standard name writes in capitals (calorie_IT_per_gram)';

const ID_RULE = 'an id must be snake_case: a letter, then letters, digits or underscores';
/** Unit ids of this length or less are quoted back; a longer one is reported for its length. */
const ID_QUOTED = 64;

/** Why `id` is not a unit id, with the id to write when only its case is wrong ('Yard' → 'yard'). */
function unitIdMessage(id: string): string {
  const lower = id.toLowerCase();
  return `a unit id must be ${UNIT_ID_RULE}${lower.length <= ID_QUOTED && new RegExp(UNIT_ID_PATTERN).test(lower) ? `; write '${lower}'` : ''}`;
}

/** Characters as JSON Schema counts them (code points), for a message about a length. */
const lengthOf = (value: unknown) => (typeof value === 'string' ? [...value].length : 0);

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
      if (p.pattern === UNIT_ID_PATTERN) return { path, message: `must be a unit id: ${UNIT_ID_RULE}`, at: 'value' };
      return { path, message: 'must be snake_case: a letter, then letters, digits or underscores', at: 'value' };
    case 'propertyNames':
      return null; // the nested pattern error names the key itself
    case 'minLength':
      return { path, message: p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long`, at: 'value' };
    case 'maxLength':
      return { path, message: `must be at most ${Number(p.limit).toLocaleString('en-US')} characters long; this is ${lengthOf(e.data).toLocaleString('en-US')}`, at: 'value' };
    case 'exclusiveMinimum':
      return { path, message: `must be more than ${String(p.limit)}`, at: 'value' };
    case 'minimum':
      return { path, message: `must be at least ${String(p.limit)}`, at: 'value' };
    case 'minItems':
      return { path, message: `must list at least ${String(p.limit)} item(s)`, at: 'value' };
    case 'maxItems':
      return { path, message: `must list at most ${String(p.limit)} item(s)`, at: 'value' };
    case 'minProperties':
      return { path, message: `must have at least ${String(p.limit)} entries`, at: 'value' };
    case 'uniqueItems':
      return { path, message: `lists the same item twice (items ${String(p.j)} and ${String(p.i)})`, at: 'value' };
    case 'oneOf':
      return { path, message: "needs exactly one of 'definition' (in terms of other units) or 'primitive' (a base dimension)", at: 'value' };
    case 'not':
      if (e.schemaPath.includes('/allOf/1/')) return { path: [...path, 'logFactor'], message: "only a logarithmic unit (kind: logarithmic) may have a 'logFactor'", at: 'key' };
      return { path: [...path, 'offset'], message: "only an affine unit (kind: affine) may have an 'offset'", at: 'key' };
    case 'if':
      return null;
    default:
      return { path, message: e.message ?? 'is not valid', at: 'value' };
  }
}

/** True when `data` fits the schema; otherwise reports each problem once and returns false. */
export function validate(f: LoadedFile, data: unknown, schema: SchemaName, report: Reporter): boolean {
  const validator = validatorFor(schema);
  if (validator(data)) return true;
  const seen = new Set<string>();
  for (const e of validator.errors ?? []) {
    // Inside oneOf, the branch errors just repeat the oneOf; for propertyNames, ajv puts the key in the params.
    if (e.schemaPath.includes('/oneOf/')) continue;
    let d = describeSchemaError(e);
    if (e.propertyName !== undefined) {
      const message = e.keyword === 'maxLength' ? `an id must be at most ${String(e.params.limit)} characters long; this is ${lengthOf(e.propertyName).toLocaleString('en-US')}` : e.schemaPath.includes('/unitId/') ? unitIdMessage(e.propertyName) : ID_RULE;
      d = { path: [...(d?.path ?? []), e.propertyName], message, at: 'key' };
    }
    if (!d) continue;
    const key = `${d.path.join('.')}|${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    report.add(f, d.path, d.message, d.at, 0, 'file');
  }
  return false;
}
