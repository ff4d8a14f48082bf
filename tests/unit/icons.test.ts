import { describe, expect, it } from 'vitest';
import { GROUP_ICONS, ICON_PATHS, isGroupIcon, UI_ICONS } from '../../src/core/icons';
import { readSchema } from '../../scripts/catalog/schema';
import { groups } from '../../src/build-time/catalog';

const schema = readSchema('groups') as unknown as { items: { properties: { icon: { enum: string[] } } } };

/** The absolute points a path visits (its moves, lines and arc ends), enough to keep a drawing on the grid. */
function points(d: string): [number, number][] {
  const out: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, cmd, args] of d.matchAll(/([MLHVAZmlhvaczsqtCSQT])([^MLHVAZmlhvaczsqtCSQT]*)/g)) {
    const n = (args!.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const rel = cmd === cmd!.toLowerCase();
    const step = { m: 2, l: 2, h: 1, v: 1, a: 7, c: 6, s: 4, q: 4, t: 2, z: 0 }[cmd!.toLowerCase() as 'm']!;
    for (let i = 0; step && i + step <= n.length; i += step) {
      const c = n.slice(i, i + step);
      const kind = cmd!.toLowerCase();
      if (kind === 'h') x = rel ? x + c[0]! : c[0]!;
      else if (kind === 'v') y = rel ? y + c[0]! : c[0]!;
      else {
        const [ex, ey] = c.slice(-2) as [number, number];
        x = rel ? x + ex : ex;
        y = rel ? y + ey : ey;
      }
      out.push([x, y]);
    }
  }
  return out;
}

describe('icon set', () => {
  it('the groups schema allows exactly the group icons', () => {
    expect(schema.items.properties.icon.enum).toEqual([...GROUP_ICONS]);
  });

  it('every catalogue group names its own icon from the set', () => {
    for (const g of groups) expect(isGroupIcon(g.icon), g.id).toBe(true);
    expect(new Set(groups.map((g) => g.icon)).size).toBe(groups.length);
    expect(isGroupIcon('📏')).toBe(false);
  });

  it('every icon is drawn inside the 24×24 grid', () => {
    for (const name of [...GROUP_ICONS, ...UI_ICONS]) {
      const paths = ICON_PATHS[name];
      expect(paths.length, name).toBeGreaterThan(0);
      for (const d of paths) {
        const visited = points(d);
        expect(visited.length, `${name}: ${d}`).toBeGreaterThan(1);
        for (const [px, py] of visited) {
          expect(px, `${name}: ${d}`).toBeGreaterThanOrEqual(0);
          expect(px, `${name}: ${d}`).toBeLessThanOrEqual(24);
          expect(py, `${name}: ${d}`).toBeGreaterThanOrEqual(0);
          expect(py, `${name}: ${d}`).toBeLessThanOrEqual(24);
        }
      }
    }
  });
});
