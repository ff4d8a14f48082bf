/**
 * How a unit picker lists a category, and what a typed word can mean. Browsing, the common
 * units come first (in the catalogue's order), then the rest under their system of
 * measurement. A word like 'gallon' names several units (US gallon, imperial gallon); the list
 * says which instead of leaving the visitor to guess. Pure: the pickers and the home search share it.
 */
import { otherSpellings } from './searchTerms';
import { spellingKey } from './quantityText';
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
export function groupUnits<U extends GroupableUnit>(units: readonly U[], common: readonly string[] = []): UnitGroup<U>[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  const commonUnits = [...new Set(common)].flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(commonUnits.map((u) => u.id));
  const rest = units.filter((u) => !listed.has(u.id));
  const groups: UnitGroup<U>[] = [{ id: 'common', label: 'Common', units: commonUnits }];
  for (const g of SYSTEM_GROUPS) groups.push({ id: g.id, label: g.label, units: rest.filter((u) => u.system !== undefined && g.systems.includes(u.system)) });
  groups.push({ ...OTHER, units: rest.filter((u) => systemLabel(u.system) === OTHER.label) });
  return groups.filter((g) => g.units.length > 0);
}

// 'square mile' and 'cubic mile' are areas and volumes, and 'mile per gallon' no volume: none
// is a reading of its last word.
const NOT_A_QUALIFIER = new Set(['square', 'cubic', 'per']);
const METRIC_PREFIX = /^(?:yotta|zetta|exa|peta|tera|giga|mega|kilo|hecto|deca|deka|deci|centi|milli|micro|nano|pico|femto|atto|zepto|yocto)/;

/**
 * Whether a name is the term after a qualifier ('imperial gallon'). A unit's name before it
 * ('kilowatt hour', 'nanoohm meter') makes a compound unit, not a kind of hour or meter.
 */
function endsWithWord(name: string, term: string, unitNames: ReadonlySet<string>): boolean {
  if (!name.endsWith(` ${term}`)) return false;
  const words = name.slice(0, -term.length - 1).split(' ');
  const last = words[words.length - 1]!;
  return !words.some((w) => NOT_A_QUALIFIER.has(w)) && !unitNames.has(last) && !unitNames.has(last.replace(METRIC_PREFIX, ''));
}

const lower = (s: string) => s.trim().toLowerCase();

/** A unit's spellings as typed terms are compared with them (spellingKey): its name, its symbol, and the others (plural, aliases). */
export interface SpellingKeys {
  name: string;
  symbol: string;
  others: string[];
}

const spellingKeys = new WeakMap<GroupableUnit, SpellingKeys>();

/** The unit's spelling keys, worked out once per unit (the pickers and the search compare them on every keystroke). */
export function spellingKeysOf(unit: GroupableUnit): SpellingKeys {
  let keys = spellingKeys.get(unit);
  if (!keys) spellingKeys.set(unit, (keys = { name: spellingKey(unit.name), symbol: spellingKey(unit.symbol), others: otherSpellings(unit).map(spellingKey) }));
  return keys;
}

/** Whether a typed term is the unit's name, plural, symbol or one of its aliases (in any case, compared as the reader compares spellings). */
export function termIs(unit: GroupableUnit, term: string): boolean {
  const t = spellingKey(term);
  const keys = spellingKeysOf(unit);
  return t !== '' && (keys.name === t || keys.symbol === t || keys.others.includes(t));
}

/**
 * Whether a typed term names this unit: it is the unit's name, plural, symbol or an alias, or
 * the last word(s) of its name after a qualifier ('imperial gallon' for 'gallon'). The lower-case
 * unit names given tell a compound unit ('kilowatt hour') from a qualified one.
 */
export function termNames(unit: GroupableUnit, term: string, unitNames: ReadonlySet<string> = new Set()): boolean {
  const t = lower(term);
  if (t === '') return false;
  if (termIs(unit, t)) return true;
  return endsWithWord(lower(unit.name), t, unitNames) || (unit.plural !== undefined && endsWithWord(lower(unit.plural), t, unitNames));
}

/** The lower-case names of units, for termNames. */
export function unitNameSet(units: readonly GroupableUnit[]): Set<string> {
  return new Set(units.map((u) => lower(u.name)));
}

/**
 * The units a typed term can mean, in list order: empty unless one unit is exactly what was
 * typed and at least two are named by it ('gallon': US gallon, US dry gallon, imperial gallon).
 */
export function meaningsOf<U extends GroupableUnit>(units: readonly U[], term: string, unitNames: ReadonlySet<string> = unitNameSet(units)): U[] {
  if (!units.some((u) => termIs(u, term))) return [];
  const named = units.filter((u) => termNames(u, term, unitNames));
  return named.length >= 2 ? named : [];
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
export function defaultUnits(category: Pick<CategoryRecord, 'units' | 'defaultPair'>): { fromUnit: string; toUnit: string } {
  const ids = category.units.map((u) => u.id);
  const [from, to] = category.defaultPair ?? [];
  if (from && to && ids.includes(from) && ids.includes(to)) return { fromUnit: from, toUnit: to };
  const first = ids[0] ?? '';
  return { fromUnit: first, toUnit: ids[1] ?? first };
}
