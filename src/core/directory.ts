/**
 * The home page's directory of converters lists each category once, though a category may
 * stand in several groups: it goes under its most specific group (the one with the fewest
 * members; on a tie the first), so Magnetism keeps its magnetic units and Engineering the rest.
 * A group's link to its own page counts its converters only when the directory lists them all
 * under it, so a number shown is always the number of links above it.
 */
import type { GroupRecord } from './types';

export interface DirectoryGroup {
  group: GroupRecord;
  /** The category ids listed under this group, in the group's order. */
  categories: string[];
}

export function directoryGroups(groups: readonly GroupRecord[]): DirectoryGroup[] {
  const home = new Map<string, GroupRecord>();
  for (const g of groups) {
    for (const id of g.categories) {
      const current = home.get(id);
      if (!current || g.categories.length < current.categories.length) home.set(id, g);
    }
  }
  return groups.map((group) => ({
    group,
    categories: group.categories.filter((id) => home.get(id) === group),
  }));
}

/** The text of a directory group's link to its page: 'All 4 light converters' or, when some of its converters are listed under other groups, 'All engineering converters'. */
export function directoryLinkLabel({ group, categories }: DirectoryGroup): string {
  const name = group.name.toLowerCase();
  return categories.length === group.categories.length ? `All ${categories.length} ${name}` : `All ${name}`;
}
