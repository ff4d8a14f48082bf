/** Writes a valid catalogue of any size (too large to commit as a fixture), for the page budget. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function unit(j: number, definition: string): string {
  return [`  u${j}:`, `    name: unit ${j}`, `    plural: units ${j}`, `    symbol: U${j}`, `    ${definition}`, '    source: a test', '    description: A unit of a generated catalogue.', '    gnuUnits: m', ''].join('\n');
}

/** Categories c0, c1, … with the given numbers of units, all lengths: u0 is the base, u(j) is j+1 of it. */
export function writeLargeCatalog(dir: string, sizes: number[]): void {
  mkdirSync(join(dir, 'categories'), { recursive: true });
  const ids = sizes.map((_, i) => `c${i}`);
  writeFileSync(join(dir, 'groups.yml'), `- id: common\n  name: Common Converters\n  icon: ruler\n  categories: [${ids.join(', ')}]\n`);
  sizes.forEach((size, i) => {
    const units = Array.from({ length: size }, (_, j) => unit(j, j > 0 ? `definition: ${j + 1} u0` : i > 0 ? 'definition: c0.u0' : 'primitive: length'));
    writeFileSync(join(dir, 'categories', `${ids[i]}.yml`), `name: Category ${i}\ndescription: A generated category of lengths.\nbase: u0\nunits:\n${units.join('')}`);
  });
}
