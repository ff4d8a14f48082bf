/**
 * The catalogue as written in YAML, before compiling: the types generated from schemas/*.json
 * (schemaTypes.ts → rawTypes.generated.ts; a unit test fails when that file is stale).
 */
import type { RawCategory, RawUnit } from './rawTypes.generated.ts';

export type { RawCategory, RawGroup, RawGroups, RawSite, RawUnit, RawPrefixedUnit, RawPrefix, RawPrefixes, RawIngredients, RawIngredient, RawLanguage, RawLanguageUnitName } from './rawTypes.generated.ts';

/** A category once its prefixes are applied: every entry a whole unit, in listing order. */
export type CategoryData = Omit<RawCategory, 'units'> & { units: Record<string, RawUnit> };
