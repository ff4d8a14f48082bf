/** Every category a group lists has its own file (a listed alias names the category to list instead). */
import type { CatalogContext } from '../context.ts';

export function groupMembersExist({ groups, categoryIds, categoryIdOwner, report }: CatalogContext): void {
  if (!groups) return;
  groups.data.forEach((g, gi) => {
    g.categories.forEach((c, ci) => {
      if (categoryIds.has(c)) return;
      const owner = categoryIdOwner.get(c);
      report.add(groups.f, [gi, 'categories', ci], owner ? `'${c}' is an alias of category '${owner}'; list '${owner}' instead` : `there is no category '${c}' (expected catalog/categories/${c}.yml)`);
    });
  });
}
