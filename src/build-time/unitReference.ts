/**
 * The unit reference of a category (/unit-page/{category}): for every unit its
 * exact relation to the base unit and the pair pages it links to. Build-time only.
 */
import { pairConversion, type PairConversion } from '../core/conversion';
import { fromRatioString } from '../core/rational';
import { getCategory } from './catalog';
import { exactDecimal, significant } from '../core/numberText';
import { pairHref } from '../core/pairLinks';
import type { CategoryRecord, UnitRecord, UnitSystem } from '../core/types';

export interface UnitReferenceRow {
  unit: UnitRecord;
  isBase: boolean;
  /** '1 foot = 0.3048 m', 'x °F = (5/9·x + 45967/180) K', 'x km/L = 100 ÷ x L/100 km'. */
  relation: string;
  /** The exact factor as a ratio ('381/1250', '1/180·π') and, when it differs, its decimal ('0.3048', '≈ 0.5555555556'). */
  exactFactor: string;
  decimalFactor: string | null;
  /** The catalogue definition in words: 'temperature_interval.kelvin' → 'kelvin (Temperature Interval)'. */
  definition: string;
  /** Links to the pair (its page, else the converter set to it): unit → other and other → unit (other: the base unit, or for the base the next unit). */
  pairLinks: { label: string; href: string }[];
  /** That other unit (null in a one-unit category). */
  linkedUnit: UnitRecord | null;
}

/** A catalogue definition for readers: ids with spaces, another category's unit named with its category. */
export function definitionText(definition: string): string {
  return definition.replace(
    /\b([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)\b|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g,
    (id, cat?: string, unit?: string) =>
      cat && unit
        ? `${unit.replace(/_/g, ' ')} (${getCategory(cat)?.name ?? cat.replace(/_/g, ' ')})`
        : id.replace(/_/g, ' '),
  );
}

/** Exact either way: the decimal when it terminates, else the ratio ('5/9', '1/180·π'). */
function readable(ratio: string): string {
  return exactDecimal(ratio) ?? ratio;
}

function relationText(unit: UnitRecord, base: UnitRecord, c: PairConversion): string {
  const scale = readable(c.exactScale);
  if (c.kind === 'reciprocal') return `x ${unit.symbol} = ${scale} ÷ x ${base.symbol}`;
  if (c.kind === 'fromLevel')
    return `x ${unit.symbol} = ${scale === '1' ? '' : `${scale} × `}10^(x ÷ ${c.logFactor}) ${base.symbol}`;
  if (c.kind === 'affine') {
    const shift = readable(c.exactShift);
    const times = scale === '1' ? 'x' : `${scale}·x`;
    return `x ${unit.symbol} = (${times} ${shift.startsWith('-') ? '−' : '+'} ${shift.replace(/^-/, '')}) ${base.symbol}`;
  }
  return `1 ${unit.name} = ${scale} ${base.symbol}`;
}

export function unitReference(category: CategoryRecord): UnitReferenceRow[] {
  const base = category.units.find((u) => u.id === category.base) ?? category.units[0]!;
  const next = category.units.find((u) => u !== base);
  return category.units.map((unit) => {
    const isBase = unit === base;
    const c = pairConversion(unit, base);
    const other = isBase ? next : base;
    const pairLinks = other
      ? [
          { label: `${unit.name} to ${other.name}`, href: pairHref(category, unit, other) },
          { label: `${other.name} to ${unit.name}`, href: pairHref(category, other, unit) },
        ]
      : [];
    const decimal = exactDecimal(c.exactScale) ?? `≈ ${significant(fromRatioString(c.exactScale))}`;
    return {
      unit,
      isBase,
      relation: relationText(unit, base, c),
      definition: definitionText(unit.definition),
      exactFactor: c.exactScale,
      decimalFactor: decimal !== null && decimal !== c.exactScale ? decimal : null,
      pairLinks,
      linkedUnit: other ?? null,
    };
  });
}

/** One part of the reference table: the units of one family of systems, with an anchor id. */
export interface ReferenceSection {
  /** The anchor of the section's heading row ('system-si'); never a unit id, which has no 'system-' prefix. */
  id: string;
  label: string;
  rows: UnitReferenceRow[];
}

/** The index of the reference: SI and metric together, then US customary, Imperial and the rest. */
const SECTIONS: { id: string; label: string; systems: (UnitSystem | undefined)[] }[] = [
  { id: 'system-si', label: 'SI and metric', systems: ['si', 'metric'] },
  { id: 'system-us', label: 'US customary', systems: ['us'] },
  { id: 'system-imperial', label: 'Imperial', systems: ['imperial'] },
  { id: 'system-other', label: 'Other', systems: ['other', undefined] },
];

/** The rows by system, in catalogue order inside each; systems without units are left out. */
export function referenceSections(rows: UnitReferenceRow[]): ReferenceSection[] {
  return SECTIONS.map(({ id, label, systems }) => ({
    id,
    label,
    rows: rows.filter((r) => systems.includes(r.unit.system)),
  })).filter((s) => s.rows.length > 0);
}
