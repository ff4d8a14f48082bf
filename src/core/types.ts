/** Shapes of the compiled catalogue, shared by the generated tables, the engine and the pages. */
import type { GroupIcon } from './icons';

export type UnitKind = 'linear' | 'affine' | 'reciprocal';
/** Every unit kind, for code that reads kinds from text. */
export const UNIT_KINDS: readonly UnitKind[] = ['linear', 'affine', 'reciprocal'];

/** The system of measurement a unit belongs to (the rule is in schemas/category.schema.json). */
export type UnitSystem = 'si' | 'metric' | 'us' | 'imperial' | 'other';
/** Every system of measurement, for code that reads systems from text. */
export const UNIT_SYSTEMS: readonly UnitSystem[] = ['si', 'metric', 'us', 'imperial', 'other'];

export interface UnitRecord {
  /** snake_case id, unique inside its category. */
  id: string;
  name: string;
  plural: string;
  symbol: string;
  /** Other spellings people type; the name, plural and symbol are search terms too and are not repeated here. */
  aliases: string[];
  kind: UnitKind;
  /**
   * Exact factor to the category's base unit as a ratio string ("127/50", "1/180·π").
   * linear: base = value × factor; affine: base = (value + offset) × factor;
   * reciprocal: base = factor ÷ value.
   */
  factor: string;
  /** Affine units: exact offset added before the factor ("0" otherwise). */
  offset: string;
  /** The definition as the catalogue writes it ('12 inch'); the base unit shows its dimension. */
  definition: string;
  source: string;
  description: string;
  /** Absent only in catalogues that do not classify their units (test fixtures). */
  system?: UnitSystem;
  /** Results in this unit also show a nearby fraction (≈ 39 3/8 in): US customary and imperial units of a category marked `fractions`. */
  fractions?: boolean;
  /** A short spelling for addresses ('cm' in /inches-to-cm), where the catalogue gives one; no link is built from it. */
  shortSlug?: string;
}

/** What converting needs of a unit: its kind, exact factor and offset. */
export type UnitScale = Pick<UnitRecord, 'kind' | 'factor' | 'offset'>;

export interface CategoryRecord {
  id: string;
  name: string;
  description: string;
  /** Id of the base unit. */
  base: string;
  /** Dimension of the base unit in words ('length·time⁻¹'). */
  dimension: string;
  /** Other category ids that reach this category. */
  aliases: string[];
  // The curated fields below are always set by the catalogue compiler; island records
  // (islandCodec) leave them out, since islands only convert and search, except the
  // compositions, which the converter shows results in.
  /** The [from, to] unit ids the converter starts with; the first two units unless the catalogue says. */
  defaultPair?: [string, string];
  /** Unit ids a picker lists first, in order (may be empty). */
  common?: string[];
  /** Hand-picked popular [from, to] unit ids, in order (may be empty). */
  popular?: [string, string][];
  /**
   * Mixed-unit results the converter may show (5 ft 3 1/4 in): each a list of 2–4 linear unit
   * ids, largest first, each unit a whole multiple of the next. Always set, `[]` when the
   * category has none, by the compiler and by islandCodec's decoder.
   */
  compositions?: string[][];
  units: UnitRecord[];
}

export interface GroupRecord {
  id: string;
  name: string;
  /** A name from the site's icon set (icons.ts). */
  icon: GroupIcon;
  categories: string[];
}

/** A conversion named by ids: [category, from unit, to unit]. */
export type PairIds = [string, string, string];

/** The site-wide curated lists of catalog/site.yml. */
export interface SiteRecord {
  homeTabs: { category: string; label: string }[];
  homeConversions: { shown: number; pairs: PairIds[] };
  sitemapConversions: PairIds[];
  quickConvert: { fixedPairs: PairIds[]; popularCategories: string[] };
}

/** Two different units of one category: what a pair page converts. */
export interface UnitPair {
  category: CategoryRecord;
  from: UnitRecord;
  to: UnitRecord;
}
