/** Shapes of the compiled catalogue, shared by the generated tables, the engine and the pages. */
import type { GroupIcon } from './icons';

export type UnitKind = 'linear' | 'affine' | 'reciprocal' | 'logarithmic';
/** Every unit kind, for code that reads kinds from text. */
export const UNIT_KINDS: readonly UnitKind[] = ['linear', 'affine', 'reciprocal', 'logarithmic'];

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
   * reciprocal: base = factor ÷ value; logarithmic: base = factor × 10^(value ÷ logFactor),
   * the factor being the level's reference (1 mW for dBm).
   */
  factor: string;
  /** Affine units: exact offset added before the factor ("0" otherwise). */
  offset: string;
  /** Logarithmic units: 10 for a level of a power (dBm = 10·log₁₀(P / 1 mW)), 20 for a level of a root-power quantity such as sound pressure (dB SPL = 20·log₁₀(p / 20 µPa)). */
  logFactor?: 10 | 20;
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
  /**
   * Its factor rests on a measured density (a cup of an ingredient, in grams): an answer
   * between it and a unit without this mark is rounded (≈). Set only on ingredients' volumes.
   */
  measured?: true;
}

/** What converting needs of a unit: its kind, exact factor and offset, and a level's log factor. */
export type UnitScale = Pick<UnitRecord, 'kind' | 'factor' | 'offset' | 'logFactor'>;

/** A level's log factor; 10 (a power level) for a record that leaves it out. */
export const logFactorOf = (u: Pick<UnitScale, 'logFactor'>): 10 | 20 => u.logFactor ?? 10;

/**
 * The compact forms sent to the browser (island props, the search index) keep one slot for
 * both a scale's offset and a level's log factor, which no unit has together.
 */
export const offsetSlot = (u: UnitScale): string =>
  u.kind === 'logarithmic' ? String(logFactorOf(u)) : u.offset;

/** The offset and log factor back from that slot; null when a level's slot is not 10 or 20. */
export function fromOffsetSlot(kind: UnitKind, slot: string): Pick<UnitScale, 'offset' | 'logFactor'> | null {
  if (kind !== 'logarithmic') return { offset: slot };
  return slot === '10' || slot === '20' ? { offset: '0', logFactor: Number(slot) as 10 | 20 } : null;
}

export interface CategoryRecord {
  id: string;
  name: string;
  description: string;
  /** Id of the base unit. */
  base: string;
  /** Dimension of the base unit in words ('length·time⁻¹'). */
  dimension: string;
  /**
   * Exact factor of the base unit in the coherent SI unit of its dimension: '1' for nearly every
   * category, '1/100000000' for liters per 100 km (m²). Island records leave it out.
   */
  coherentFactor?: string;
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
  /**
   * Only some of the category's units, or its units without their other names (what a pair
   * page or the quick-convert form is built with): a text beyond a number means what it means
   * only once the full record is at hand.
   */
  partial?: boolean;
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
