/**
 * The raw catalogue types (generated from schemas/*.json into scripts/catalog/rawTypes.generated.ts)
 * against the schemas: the file is what the generator makes of the schemas now, and the field
 * lists below match the types exactly (`satisfies`, checked by the type check) and each schema's properties
 * and required fields.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateRawTypes, RAW_TYPES_FILE } from '../../scripts/catalog/schemaTypes';
import type {
  RawCategory,
  RawGroup,
  RawPrefix,
  RawPrefixedUnit,
  RawSite,
  RawUnit,
} from '../../scripts/catalog/raw';
import { readSchema } from '../../scripts/catalog/schema';

type Presence<T> = { [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? 'optional' : 'required' };

const unitFields = {
  name: 'required',
  plural: 'required',
  symbol: 'required',
  aliases: 'optional',
  definition: 'optional',
  primitive: 'optional',
  kind: 'optional',
  offset: 'optional',
  source: 'required',
  description: 'required',
  gnuUnits: 'optional',
  gnuUnitsSkip: 'optional',
  system: 'optional',
  cldr: 'optional',
  shortSlug: 'optional',
  prefixes: 'optional',
  logFactor: 'optional',
} as const satisfies Presence<RawUnit>;
const prefixedUnitFields = {
  name: 'optional',
  plural: 'optional',
  symbol: 'optional',
  aliases: 'optional',
  system: 'optional',
  cldr: 'optional',
  shortSlug: 'optional',
  source: 'optional',
  description: 'optional',
  gnuUnits: 'optional',
  gnuUnitsSkip: 'optional',
} as const satisfies Presence<RawPrefixedUnit>;
const prefixFields = {
  symbol: 'required',
  symbolAliases: 'optional',
  factor: 'required',
  source: 'required',
  description: 'required',
  gnuUnits: 'optional',
  gnuUnitsSkip: 'optional',
} as const satisfies Presence<RawPrefix>;
const categoryFields = {
  name: 'required',
  description: 'required',
  base: 'required',
  aliases: 'optional',
  defaultPair: 'optional',
  common: 'optional',
  popular: 'optional',
  compositions: 'optional',
  fractions: 'optional',
  units: 'required',
} as const satisfies Presence<RawCategory>;
const groupFields = {
  id: 'required',
  name: 'required',
  icon: 'required',
  categories: 'required',
} as const satisfies Presence<RawGroup>;
const siteFields = {
  languages: 'optional',
  homeTabs: 'required',
  homeConversions: 'required',
  sitemapConversions: 'required',
  quickConvert: 'required',
} as const satisfies Presence<RawSite>;

interface ObjectSchema {
  properties: Record<string, unknown>;
  required?: string[];
}

/** The schema's fields, each marked required or optional, in the same shape as the lists above. */
function presence(schema: ObjectSchema): Record<string, string> {
  return Object.fromEntries(
    Object.keys(schema.properties).map((k) => [k, schema.required?.includes(k) ? 'required' : 'optional']),
  );
}

const category = readSchema('category') as unknown as ObjectSchema & {
  definitions: { unit: ObjectSchema; prefixedUnit: ObjectSchema };
};
const prefixes = readSchema('prefixes') as unknown as { definitions: { prefix: ObjectSchema } };
const groups = readSchema('groups') as unknown as { items: ObjectSchema };
const site = readSchema('site') as unknown as ObjectSchema;
const language = readSchema('language') as unknown as ObjectSchema;

describe('raw catalogue types match the schemas', () => {
  it('rawTypes.generated.ts is what the schemas generate now (else: npm run catalog:types)', () => {
    expect(readFileSync(RAW_TYPES_FILE, 'utf8')).toBe(generateRawTypes());
  });
  it('a unit', () => expect(presence(category.definitions.unit)).toEqual(unitFields));
  it('an entry adjusting a unit made from a prefix', () =>
    expect(presence(category.definitions.prefixedUnit)).toEqual(prefixedUnitFields));
  it('a prefix', () => expect(presence(prefixes.definitions.prefix)).toEqual(prefixFields));
  it('a category', () => expect(presence(category)).toEqual(categoryFields));
  it('a group', () => expect(presence(groups.items)).toEqual(groupFields));
  it('the site lists', () => expect(presence(site)).toEqual(siteFields));

  it('every schema field and definition has a description', () => {
    const missing: string[] = [];
    const walk = (node: unknown, where: string, isField: boolean) => {
      if (typeof node !== 'object' || node === null) return;
      const n = node as Record<string, unknown>;
      // A field written as another definition's field ($ref to '…/properties/name') has that field's description.
      const borrowed = typeof n.$ref === 'string' && n.$ref.includes('/properties/');
      if (isField && typeof n.description !== 'string' && !borrowed) missing.push(where);
      for (const [k, v] of Object.entries(n)) {
        if ((k === 'properties' || k === 'definitions') && typeof v === 'object' && v)
          for (const [f, s] of Object.entries(v)) walk(s, `${where}.${f}`, true);
        else if (k === 'items' || k === 'additionalProperties') walk(v, `${where}.${k}`, false);
      }
    };
    walk(category, 'category', true);
    walk(groups, 'groups', true);
    walk(site, 'site', true);
    walk(prefixes, 'prefixes', true);
    walk(language, 'language', true);
    expect(missing).toEqual([]);
  });
});
