/** Shapes of the compiled catalogue, shared by the generated tables, the engine and the pages. */

export type UnitKind = 'linear' | 'affine' | 'reciprocal';

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
  units: UnitRecord[];
}

export interface GroupRecord {
  id: string;
  name: string;
  icon: string;
  categories: string[];
}

/** Two different units of one category: what a pair page converts. */
export interface UnitPair {
  category: CategoryRecord;
  from: UnitRecord;
  to: UnitRecord;
}
