/** A category alias must not be a category id or another category's alias: each id reaches one category. */
import type { CatalogContext } from '../context.ts';

export function uniqueCategoryIds({ categories, categoryIdOwner, report }: CatalogContext): void {
  for (const [id, { f, data }] of categories) {
    (data.aliases ?? []).forEach((alias, i) => {
      const owner = categoryIdOwner.get(alias)!;
      if (owner === alias) report.add(f, ['aliases', i], `'${alias}' is already the id of a category (catalog/categories/${alias}.yml)`);
      else if (owner !== id) report.add(f, ['aliases', i], `'${alias}' is already an alias of category '${owner}'`);
    });
  }
}
