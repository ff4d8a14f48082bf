/**
 * Catalogues too large to commit, written when needed: generated categories of any size, for the
 * page budget's tests and `npm run bench` (site), and the real catalogue grown to twice its units,
 * for the bench's doubled-catalogue build. Never shipped: they are written to a temporary folder.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, parseDocument, type Node, type YAMLMap, type YAMLSeq } from 'yaml';

/** A generated category: its number of units, how many of its first units are common, its popular pairs (unit indexes). */
export interface LargeCategory {
  units: number;
  common?: number;
  popular?: [number, number][];
}

function unit(j: number, definition: string): string {
  return [`  u${j}:`, `    name: unit ${j}`, `    plural: units ${j}`, `    symbol: U${j}`, `    ${definition}`, '    source: a test', '    description: A unit of a generated catalogue.', '    gnuUnits: m', ''].join('\n');
}

/**
 * Categories c0, c1, … of the given sizes (a number: that many units, none common), all lengths:
 * u0 is the base, u(j) is j+1 of it. The `units:` key is on line 4 when the category lists
 * neither common units nor popular pairs.
 */
export function writeLargeCatalog(dir: string, sizes: (number | LargeCategory)[]): void {
  mkdirSync(join(dir, 'categories'), { recursive: true });
  const ids = sizes.map((_, i) => `c${i}`);
  writeFileSync(join(dir, 'groups.yml'), `- id: common\n  name: Common Converters\n  icon: ruler\n  categories: [${ids.join(', ')}]\n`);
  sizes.forEach((size, i) => {
    const { units: count, common = 0, popular = [] } = typeof size === 'number' ? { units: size } : size;
    const units = Array.from({ length: count }, (_, j) => unit(j, j > 0 ? `definition: ${j + 1} u0` : i > 0 ? 'definition: c0.u0' : 'primitive: length'));
    const lines = [`name: Category ${i}`, 'description: A generated category of lengths.', 'base: u0'];
    if (common > 0) lines.push(`common: [${Array.from({ length: common }, (_, j) => `u${j}`).join(', ')}]`);
    if (popular.length) lines.push('popular:', ...popular.map(([a, b]) => `  - [u${a}, u${b}]`));
    writeFileSync(join(dir, 'categories', `${ids[i]}.yml`), `${lines.join('\n')}\nunits:\n${units.join('')}`);
  });
}

/** The suffix of a copied category's id (length → length_copy). */
export const COPY_SUFFIX = '_copy';

/** Each language file in `dir` names each copied category and its units as it names the original. */
function copyLanguageNames(dir: string, ids: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.yml'))) {
    const doc = parseDocument(readFileSync(join(dir, name), 'utf8'));
    for (const field of ['categories', 'units']) {
      const map = doc.get(field);
      if (!isMap(map)) continue;
      // A copy of the node, not the node again: the yaml package would write a shared node as an alias.
      for (const id of ids) if (map.has(id)) map.set(`${id}${COPY_SUFFIX}`, (map.get(id, true) as Node).clone());
    }
    writeFileSync(join(dir, name), doc.toString());
  }
}

/**
 * The catalogue of `from` grown to twice its units, written to `to`: each category again as a
 * new category (`<id>_copy`, in the same groups), with the same units, common units and popular
 * pairs. So twice the units and categories, in the same shape as today's: as many common units
 * per category, so twice the pair pages, not four times. The copies drop the category's aliases
 * (an alias names one category), define their primitive units as the originals' (a dimension
 * has one) and say in their name that they are copies; each language names a copy and its
 * units as it names the original. site.yml is kept as it is: it names the original categories only.
 */
export function writeDoubledCatalog(from: string, to: string): { categories: number } {
  cpSync(from, to, { recursive: true });
  const dir = join(to, 'categories');
  const ids = readdirSync(dir).filter((n) => n.endsWith('.yml')).map((n) => n.replace(/\.yml$/, ''));
  for (const id of ids) {
    const doc = parseDocument(readFileSync(join(dir, `${id}.yml`), 'utf8'));
    doc.set('name', `${String(doc.get('name'))} (copy)`);
    doc.delete('aliases');
    // A dimension has one primitive unit: the copy's is defined as the original's.
    const units = doc.get('units');
    if (isMap(units)) {
      for (const { key, value } of units.items) {
        if (isMap(value) && value.has('primitive')) {
          value.delete('primitive');
          value.set('definition', `${id}.${String(key)}`);
        }
      }
    }
    writeFileSync(join(dir, `${id}${COPY_SUFFIX}.yml`), doc.toString());
  }
  const groups = parseDocument(readFileSync(join(to, 'groups.yml'), 'utf8'));
  const copied = new Set<string>();
  for (const group of (groups.contents as YAMLSeq<YAMLMap>).items) {
    const members = group.get('categories', true);
    if (!isMap(group) || !isSeq(members)) continue;
    for (const item of [...members.items]) {
      const id = String((item as { value?: unknown }).value ?? item);
      members.add(`${id}${COPY_SUFFIX}`);
      copied.add(id);
    }
  }
  writeFileSync(join(to, 'groups.yml'), groups.toString());
  copyLanguageNames(join(to, 'languages'), ids);
  const ungrouped = ids.filter((id) => !copied.has(id));
  if (ungrouped.length) throw new Error(`writeDoubledCatalog: categories in no group: ${ungrouped.join(', ')}`);
  return { categories: ids.length * 2 };
}
