/** Each group id is used once: it is the group's URL. */
import type { CatalogContext } from '../context.ts';

export function uniqueGroupIds({ groups, report }: CatalogContext): void {
  if (!groups) return;
  const seen = new Set<string>();
  groups.data.forEach((g, gi) => {
    if (seen.has(g.id)) report.add(groups.f, [gi, 'id'], `the group id '${g.id}' is used twice`);
    seen.add(g.id);
  });
}
