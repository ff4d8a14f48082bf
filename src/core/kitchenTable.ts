/**
 * The tables of an ingredient's page: the measures people bake with (1/8 to 2 US cups, a metric
 * cup, spoons, its own measures) in grams and ounces, and round weights back in cups. Every value
 * goes through the one converter and formatter, so it is what the converter would answer (≈, to
 * four significant digits: a density is a measured average).
 */
import { AUTO, formatExact } from './numberFormat';
import { convertTyped } from './quantityResult';
import { fromRatioString, type Exact } from './rational';
import type { CategoryRecord, UnitRecord } from './types';

/** The fractions of a cup a recipe asks for. */
export const CUP_AMOUNTS = ['1/8', '1/4', '1/3', '1/2', '2/3', '3/4', '1', '2'] as const;
/** Round weights a scale shows, in grams. */
export const GRAM_AMOUNTS = ['50', '100', '200', '250', '500', '1000'] as const;

export interface KitchenRow {
  /** '1/3' */
  amount: string;
  unit: UnitRecord;
  /** The answers, in the order of the table's columns ('41.67', '1.47'). */
  values: string[];
}

export interface KitchenTables {
  /** Volumes in grams and ounces. */
  byVolume: { columns: UnitRecord[]; rows: KitchenRow[] };
  /** Grams in US and metric cups. */
  byWeight: { columns: UnitRecord[]; rows: KitchenRow[] };
}

const text = (value: Exact | null) =>
  value === null ? '' : formatExact(value, { precision: AUTO, format: 'dot', grouping: true }).text;

function rows(category: CategoryRecord, measures: [string, string][], columns: UnitRecord[]): KitchenRow[] {
  return measures.flatMap(([amount, unitId]) => {
    const unit = category.units.find((u) => u.id === unitId);
    return unit
      ? [{ amount, unit, values: columns.map((to) => text(convertTyped(fromRatioString(amount), unit, to))) }]
      : [];
  });
}

/** The ingredient's tables, from its category (ingredientCategory) and the ids of its own measures ('stick'). */
export function kitchenTables(category: CategoryRecord, own: readonly string[] = []): KitchenTables {
  const unit = (id: string) => category.units.filter((u) => u.id === id);
  const weights = [...unit('gram'), ...unit('ounce')];
  const cups = [...unit('cup_us'), ...unit('cup_metric')];
  const volumes: [string, string][] = [
    ...CUP_AMOUNTS.map((a): [string, string] => [a, 'cup_us']),
    ['1', 'cup_metric'],
    ['1', 'tablespoon_us'],
    ['1', 'teaspoon_us'],
    ...own.map((id): [string, string] => ['1', id]),
  ];
  return {
    byVolume: { columns: weights, rows: rows(category, volumes, weights) },
    byWeight: {
      columns: cups,
      rows: rows(
        category,
        GRAM_AMOUNTS.map((g) => [g, 'gram']),
        cups,
      ),
    },
  };
}
