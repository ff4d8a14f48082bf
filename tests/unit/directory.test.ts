import { describe, expect, it } from 'vitest';
import { directoryGroups, directoryLinkLabel } from '../../src/core/directory';
import { categories, getCategory, groups } from '../../src/build-time/catalog';
import type { GroupRecord } from '../../src/core/types';

const group = (id: string, members: string[]): GroupRecord => ({
  id,
  name: id,
  icon: 'ruler',
  categories: members,
});

describe('home directory', () => {
  it('lists every catalogue category exactly once, in group order', () => {
    const listed = directoryGroups(groups).flatMap((d) => d.categories);
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set(categories.map((c) => c.id)));
    expect(directoryGroups(groups).map((d) => d.group.id)).toEqual(groups.map((g) => g.id));
  });

  it('puts a shared category under its smallest group, the first one on a tie', () => {
    const out = directoryGroups([
      group('big', ['a', 'b', 'c']),
      group('small', ['c', 'd']),
      group('twin', ['d', 'e']),
    ]);
    expect(out.map((d) => d.categories)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    const magnetism = directoryGroups(groups).find((d) => d.group.id === 'magnetism')!;
    expect(magnetism.categories).toEqual(groups.find((g) => g.id === 'magnetism')!.categories);
    expect(directoryGroups(groups).find((d) => d.group.id === 'engineering')!.categories).not.toContain(
      'magnetic_flux',
    );
  });

  it('keeps a group whose members are all listed elsewhere, with no categories', () => {
    expect(
      directoryGroups([group('small', ['a']), group('big', ['a', 'b']), group('dup', ['a'])]).map(
        (d) => d.categories,
      ),
    ).toEqual([['a'], ['b'], []]);
  });

  describe('every count shown equals the number of converters listed with it', () => {
    it.each(directoryGroups(groups).map((d) => [d.group.id, d] as const))('%s', (_id, entry) => {
      // The home directory: a number in the group's link is the number of links listed above it.
      const label = directoryLinkLabel(entry);
      const numbers = label.match(/\d+/g) ?? [];
      for (const n of numbers) expect(Number(n), label).toBe(entry.categories.length);
      expect(label.toLowerCase()).toContain(entry.group.name.toLowerCase());
      // The group's page lists every member once under its 'N converters'.
      const members = entry.group.categories.map((id) => getCategory(id));
      expect(members.every(Boolean)).toBe(true);
      expect(new Set(entry.group.categories).size).toBe(members.length);
    });

    it('counts a group listed whole and leaves the number out of one whose converters are partly listed elsewhere', () => {
      const [whole, partial] = directoryGroups([
        group('Light Converters', ['a', 'b']),
        group('Engineering Converters', ['c', 'd', 'a']),
      ]);
      expect(directoryLinkLabel(whole!)).toBe('All 2 light converters');
      expect(directoryLinkLabel(partial!)).toBe('All engineering converters');
      const engineering = directoryGroups(groups).find((d) => d.group.id === 'engineering')!;
      expect(directoryLinkLabel(engineering)).toBe('All engineering converters');
    });
  });
});
