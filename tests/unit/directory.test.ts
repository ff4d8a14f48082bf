import { describe, expect, it } from 'vitest';
import { directoryGroups } from '../../src/core/directory';
import { categories, groups } from '../../src/build-time/catalog';
import type { GroupRecord } from '../../src/core/types';

const group = (id: string, members: string[]): GroupRecord => ({ id, name: id, icon: 'ruler', categories: members });

describe('home directory', () => {
  it('lists every catalogue category exactly once, in group order', () => {
    const listed = directoryGroups(groups).flatMap((d) => d.categories);
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set(categories.map((c) => c.id)));
    expect(directoryGroups(groups).map((d) => d.group.id)).toEqual(groups.map((g) => g.id));
  });

  it('puts a shared category under its smallest group, the first one on a tie', () => {
    const out = directoryGroups([group('big', ['a', 'b', 'c']), group('small', ['c', 'd']), group('twin', ['d', 'e'])]);
    expect(out.map((d) => d.categories)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    const magnetism = directoryGroups(groups).find((d) => d.group.id === 'magnetism')!;
    expect(magnetism.categories).toEqual(groups.find((g) => g.id === 'magnetism')!.categories);
    expect(directoryGroups(groups).find((d) => d.group.id === 'engineering')!.categories).not.toContain('magnetic_flux');
  });

  it('keeps a group whose members are all listed elsewhere, with no categories', () => {
    expect(directoryGroups([group('small', ['a']), group('big', ['a', 'b']), group('dup', ['a'])]).map((d) => d.categories)).toEqual([['a'], ['b'], []]);
  });
});
