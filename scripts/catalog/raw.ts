/**
 * The catalogue as written in YAML, before compiling: the types generated from schemas/*.json
 * (schemaTypes.ts → rawTypes.generated.ts; a unit test fails when that file is stale).
 */
export type { RawCategory, RawGroup, RawGroups, RawSite, RawUnit } from './rawTypes.generated.ts';
