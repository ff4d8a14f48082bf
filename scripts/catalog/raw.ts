/**
 * The catalogue as written in YAML, before compiling. These mirror schemas/*.json; the test
 * tests/unit/raw.test.ts fails when a schema property and these interfaces disagree.
 */
import type { SiteRecord, UnitKind, UnitSystem } from '../../src/core/types.ts';
import type { GroupIcon } from '../../src/core/icons.ts';

export interface RawUnit {
  name: string;
  plural: string;
  symbol: string;
  aliases?: string[];
  definition?: string | number;
  primitive?: string;
  kind?: UnitKind;
  offset?: string | number;
  source: string;
  description: string;
  gnuUnits?: string;
  gnuUnitsSkip?: string;
  system?: UnitSystem;
  shortSlug?: string;
}

export interface RawCategory {
  name: string;
  description: string;
  base: string;
  aliases?: string[];
  defaultPair?: [string, string];
  common?: string[];
  popular?: [string, string][];
  /** Each a list of 2–4 unit ids, largest first. */
  compositions?: string[][];
  /** Results in this category's 'us' and 'imperial' units also show fractions. */
  fractions?: boolean;
  units: Record<string, RawUnit>;
}

export interface RawGroup {
  id: string;
  name: string;
  /** Checked against the schema's enum, which lists GROUP_ICONS. */
  icon: GroupIcon;
  categories: string[];
}

/** catalog/site.yml: the same shape as the compiled record. */
export type RawSite = SiteRecord;
