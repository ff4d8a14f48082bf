/**
 * How a unit picker lists a category, and what a typed word can mean. Browsing, the common
 * units come first (in the catalogue's order), then the rest under their system of
 * measurement. A word like 'gallon' names several units (US gallon, imperial gallon); the list
 * says which instead of leaving the visitor to guess (the unit search finds them). Pure: the
 * pickers and the home search share it.
 */
import type { CategoryRecord, UnitSystem } from './types';

export interface GroupableUnit {
  id: string;
  name: string;
  symbol: string;
  plural?: string;
  aliases: readonly string[];
  system?: UnitSystem;
}

export type UnitGroupId = 'common' | 'metric' | 'us' | 'imperial' | 'other';

export interface UnitGroup<U> {
  id: UnitGroupId;
  label: string;
  units: U[];
}

const SYSTEM_GROUPS: readonly { id: UnitGroupId; label: string; systems: readonly UnitSystem[] }[] = [
  { id: 'metric', label: 'SI and metric', systems: ['si', 'metric'] },
  { id: 'us', label: 'US customary', systems: ['us'] },
  { id: 'imperial', label: 'Imperial', systems: ['imperial'] },
];
const OTHER = { id: 'other', label: 'Other' } as const;

/** The heading a unit's system is listed under ('US customary'); 'Other' without one. */
export function systemLabel(system: UnitSystem | undefined): string {
  return SYSTEM_GROUPS.find((g) => system !== undefined && g.systems.includes(system))?.label ?? OTHER.label;
}

/**
 * The units in picker order: 'Common' (the given ids, in their order), then 'SI and metric',
 * 'US customary', 'Imperial' and 'Other' with the remaining units in catalogue order.
 * Empty groups are left out; unknown common ids are ignored.
 */
export function groupUnits<U extends GroupableUnit>(
  units: readonly U[],
  common: readonly string[] = [],
): UnitGroup<U>[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  const commonUnits = [...new Set(common)].flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(commonUnits.map((u) => u.id));
  const rest = units.filter((u) => !listed.has(u.id));
  const groups: UnitGroup<U>[] = [{ id: 'common', label: 'Common', units: commonUnits }];
  for (const g of SYSTEM_GROUPS)
    groups.push({
      id: g.id,
      label: g.label,
      units: rest.filter((u) => u.system !== undefined && g.systems.includes(u.system)),
    });
  groups.push({ ...OTHER, units: rest.filter((u) => systemLabel(u.system) === OTHER.label) });
  return groups.filter((g) => g.units.length > 0);
}

/** '“gallon” can mean: US gallon, imperial gallon' (the names as given, in order). */
export function meaningsNote(term: string, names: readonly string[]): string {
  return `“${term.trim()}” can mean: ${names.join(', ')}`;
}

/** What tells apart units a term names: symbol and system ('gal (US) · US customary'). */
export function meaningDetail(unit: GroupableUnit): string {
  return [unit.symbol, systemLabel(unit.system)].filter((s) => s !== '').join(' · ');
}

/**
 * The units a category starts with: the catalogue's default pair (carried in the island data),
 * else its first two units. A one-unit category converts the unit to itself.
 */
export function defaultUnits(category: Pick<CategoryRecord, 'units' | 'defaultPair'>): {
  fromUnit: string;
  toUnit: string;
} {
  const ids = category.units.map((u) => u.id);
  const [from, to] = category.defaultPair ?? [];
  if (from && to && ids.includes(from) && ids.includes(to)) return { fromUnit: from, toUnit: to };
  const first = ids[0] ?? '';
  return { fromUnit: first, toUnit: ids[1] ?? first };
}
