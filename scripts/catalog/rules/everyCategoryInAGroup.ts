/** Every category is in at least one group: pages link to categories only through their groups. */
import type { CatalogContext } from '../context.ts';

export function everyCategoryInAGroup({ groups, categories, report }: CatalogContext): void {
  if (!groups) return;
  const grouped = new Set(groups.data.flatMap((g) => g.categories));
  for (const [id, { f }] of categories) {
    if (!grouped.has(id)) report.add(f, [], `the category '${id}' is in no group of catalog/groups.yml, so no page would link to it`);
  }
}
