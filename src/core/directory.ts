/**
 * The home page's directory of converters lists each category once, though a category may
 * stand in several groups: it goes under its most specific group (the one with the fewest
 * members; on a tie the first), so Magnetism keeps its magnetic units and Engineering the rest.
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
  return groups.map((group) => ({ group, categories: group.categories.filter((id) => home.get(id) === group) }));
}
