/**
 * A compact text form of category records for island props. Astro serialises object props
 * verbosely (every value wrapped, every quote escaped); six categories took 115 KB of the home
 * page. One line per category ('#id⇥name⇥base'), per unit
 * ('id⇥name⇥plural⇥symbol⇥alias|alias⇥kind⇥factor⇥offset') and, after its units, per
 * composition ('+foot⇥inch') takes a tenth of that. Unit ids start with a letter, so the
 * markers cannot clash; text from before compositions decodes with none, and older decoders
 * skip composition lines as malformed.
 * Pure: the pages encode, the islands decode.
 */
import type { CategoryRecord, UnitKind } from './types';
import { distinctAliases } from './searchTerms';

const FIELD = '\t';
const LINE = '\n';
const LIST = '|';
const COMPOSITION = '+';
const KINDS: readonly UnitKind[] = ['linear', 'affine', 'reciprocal'];

function clean(text: string, where: string): string {
  if (/[\t\n]/.test(text)) throw new Error(`islandCodec: ${where} contains a tab or newline: ${JSON.stringify(text)}`);
  return text;
}

/** Category records (only what converting and searching need) as text. */
export function encodeCategories(categories: readonly CategoryRecord[]): string {
  const lines: string[] = [];
  for (const c of categories) {
    lines.push(`#${[c.id, c.name, c.base].map((t) => clean(t, c.id)).join(FIELD)}`);
    for (const u of c.units) {
      const aliases = distinctAliases(u);
      if (aliases.some((a) => a.includes(LIST))) throw new Error(`islandCodec: an alias of ${c.id}/${u.id} contains '|'`);
      lines.push([u.id, u.name, u.plural, u.symbol, aliases.join(LIST), u.kind, u.factor, u.offset].map((t) => clean(t, `${c.id}/${u.id}`)).join(FIELD));
    }
    for (const ids of c.compositions ?? []) lines.push(`${COMPOSITION}${ids.map((id) => clean(id, `${c.id} composition`)).join(FIELD)}`);
  }
  return lines.join(LINE);
}

/** The records back (compositions `[]` when the text has none); malformed lines are skipped. */
export function decodeCategories(text: string): CategoryRecord[] {
  const out: CategoryRecord[] = [];
  let current: CategoryRecord | undefined;
  for (const line of String(text).split(LINE)) {
    const f = line.replace(/^#/, '').split(FIELD);
    if (line.startsWith('#')) {
      if (f.length !== 3) continue;
      current = { id: f[0]!, name: f[1]!, base: f[2]!, description: '', dimension: '', aliases: [], compositions: [], units: [] };
      out.push(current);
    } else if (line.startsWith(COMPOSITION)) {
      // Only whole compositions of units already read: a part the converter cannot find is useless.
      const ids = line.slice(COMPOSITION.length).split(FIELD);
      const unitIds = new Set(current?.units.map((u) => u.id));
      if (ids.length >= 2 && ids.every((id) => unitIds.has(id))) current?.compositions?.push(ids);
    } else if (current && f.length === 8 && KINDS.includes(f[5] as UnitKind)) {
      const [id, name, plural, symbol, aliases, kind, factor, offset] = f as [string, string, string, string, string, UnitKind, string, string];
      const all = aliases === '' ? [] : aliases.split(LIST);
      current.units.push({ id, name, plural, symbol, aliases: plural ? [...all, plural] : all, kind, factor, offset, definition: '', source: '', description: '' });
    }
  }
  return out;
}
