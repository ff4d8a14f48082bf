/**
 * Small text helpers shared by the pair-page and quick-convert islands and their pages.
 * Island-safe: no catalogue import.
 */

/** The unit's word for a shown value: singular for exactly 1 (or -1), plural otherwise. */
export function unitWord(valueText: string, singular: string, plural: string): string {
  return valueText === '1' || valueText === '-1' ? singular : plural;
}

/** A unit id as the quick-convert page shows it: underscores as spaces. */
export function idWords(id: string): string {
  return id.replace(/_+/g, ' ').trim();
}

/** What the quick-convert simple converter needs of a unit; the id comes from its <option>. */
export interface PackedUnit {
  id: string;
  factor: string;
  offset: string;
  kind: 'linear' | 'affine' | 'reciprocal';
  /** The unit's words, so sentences agree with their numbers ('1 foot', '2 feet'). */
  name: string;
  plural: string;
}

const FIELD = '|';
const RECORD = ';';
const KINDS = { l: 'linear', a: 'affine', r: 'reciprocal' } as const;

/**
 * Packs a category's conversion data and unit words into one compact attribute
 * ('1|0|l|meter;1/1000|0|l|millimeter;…|foot|feet'), in unit order; the plural is written only
 * when it is not the name plus 's'. Ids are already on the page in the unit lists' options.
 */
export function packUnits(units: Omit<PackedUnit, 'id'>[]): string {
  return units.map((u) => [u.factor, u.offset, u.kind[0], u.name, ...(u.plural === `${u.name}s` ? [] : [u.plural])].join(FIELD)).join(RECORD);
}

/** Inverse of packUnits, pairing records with the ids in order; malformed records are skipped. */
export function unpackUnits(packed: string, ids: string[]): PackedUnit[] {
  const out: PackedUnit[] = [];
  packed.split(RECORD).forEach((rec, i) => {
    const [factor, offset, kind, name, plural] = rec.split(FIELD);
    const k = KINDS[kind as keyof typeof KINDS];
    const id = ids[i];
    if (id && factor && offset && k && name) out.push({ id, factor, offset, kind: k, name, plural: plural ?? `${name}s` });
  });
  return out;
}

/** 'centimeters' → 'Centimeters'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
