/**
 * The search index served at /search-index.json: every category with its units, compact. The
 * home search, the quantity language over the whole catalogue and a typed unit of another
 * category all read it; decoding skips what is malformed.
 */
import type { ParseUnit } from '../core/language/spellings';
import { fromOffsetSlot, UNIT_KINDS, UNIT_SYSTEMS, type UnitKind, type UnitSystem } from '../core/types';

/** A category as the search and the language read it: its units, and what the language needs of it. */
export interface SearchCategory<U extends ParseUnit = ParseUnit> {
  id: string;
  name: string;
  units: readonly U[];
  /** Its dimension ('length·time⁻¹'), its base's coherent SI factor and the unit ids listed first. */
  dimension?: string;
  coherentFactor?: string;
  common?: readonly string[];
}

/**
 * Compact search data served at /search-index.json: per category [id, name, units], each unit
 * [id, name, symbol, aliases, kind, factor, offset, plural, system] (a level's log factor in the
 * offset's place). The conversion fields let
 * the home search answer a typed query ('10 feet in meters') without a second request; the
 * system tells apart the units a word can mean. Rows without the system decode too.
 */
export type SearchIndexJson = [
  string,
  string,
  [string, string, string, string[], UnitKind, string, string, string, (UnitSystem | '')?][],
  string?,
  string?,
  string[]?,
][];

/** A unit of the search index: its spellings, and how it converts. */
export type IndexedUnit = ParseUnit;

const SYSTEMS: readonly unknown[] = UNIT_SYSTEMS;
const KINDS: readonly unknown[] = UNIT_KINDS;
const RATIO = /^-?\d+(?:\/\d+)?(?:·π(?:\^-?\d+)?)?$/;

function decodeIndexedUnit(u: unknown): IndexedUnit[] {
  if (!Array.isArray(u) || u.length < 8) return [];
  const [id, name, symbol, aliases, kind, factor, offset, plural, system] = u as unknown[];
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    typeof symbol !== 'string' ||
    !Array.isArray(aliases)
  )
    return [];
  if (
    typeof plural !== 'string' ||
    !KINDS.includes(kind) ||
    typeof factor !== 'string' ||
    !RATIO.test(factor) ||
    factor.startsWith('0') ||
    typeof offset !== 'string' ||
    !RATIO.test(offset)
  )
    return [];
  const scale = fromOffsetSlot(kind as UnitKind, offset);
  if (!scale) return [];
  const unit: IndexedUnit = {
    id,
    name,
    symbol,
    plural,
    aliases: aliases.filter((a): a is string => typeof a === 'string'),
    kind: kind as UnitKind,
    factor,
    ...scale,
  };
  if (SYSTEMS.includes(system)) unit.system = system as UnitSystem;
  return [unit];
}

/** Decodes the compact search data (also used by the island after fetching it); malformed rows and units are skipped. */
export function decodeSearchIndex(data: unknown): SearchCategory<IndexedUnit>[] {
  if (!Array.isArray(data)) return [];
  const out: SearchCategory<IndexedUnit>[] = [];
  for (const row of data) {
    if (
      !Array.isArray(row) ||
      typeof row[0] !== 'string' ||
      typeof row[1] !== 'string' ||
      !Array.isArray(row[2])
    )
      continue;
    const category: SearchCategory<IndexedUnit> = {
      id: row[0],
      name: row[1],
      units: (row[2] as unknown[]).flatMap(decodeIndexedUnit),
    };
    const [dimension, coherentFactor, common] = row.slice(3) as unknown[];
    if (typeof dimension === 'string') category.dimension = dimension;
    if (typeof coherentFactor === 'string' && RATIO.test(coherentFactor))
      category.coherentFactor = coherentFactor;
    if (Array.isArray(common)) category.common = common.filter((id): id is string => typeof id === 'string');
    out.push(category);
  }
  return out;
}
