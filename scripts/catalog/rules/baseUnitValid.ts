/** The base unit is one of the category's units and converts linearly (not a reciprocal unit or a level in decibels). */
import type { CatalogContext } from '../context.ts';

export function baseUnitValid({ categories, report }: CatalogContext): void {
  for (const { f, data } of categories.values()) {
    if (!(data.base in data.units)) report.add(f, ['base'], `the base unit '${data.base}' is not one of this category's units`);
    else if (data.units[data.base]!.kind === 'reciprocal') report.add(f, ['base'], 'the base unit cannot be a reciprocal unit');
    else if (data.units[data.base]!.kind === 'logarithmic') report.add(f, ['base'], 'the base unit cannot be a level in decibels; make its reference unit the base');
  }
}
