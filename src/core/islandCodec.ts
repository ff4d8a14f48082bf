/**
 * A compact text form of category records for island props. Astro serialises object props
 * verbosely (every value wrapped, every quote escaped); six categories took 115 KB of the home
 * page. One line per category ('#id⇥name⇥base⇥from|to⇥common|common'), per unit
 * ('id⇥name⇥plural⇥symbol⇥alias|alias⇥kind⇥factor⇥offset⇥system⇥f', a level's log factor in the
 * offset's place, the plural empty when it is
 * the name and an s, the last field its marks: 'f' when the unit shows fractions, 'm' when it
 * weighs by a measured density) and, after its units, per
 * composition ('+foot⇥inch') takes a tenth of that. Unit ids start with a letter, so the
 * markers cannot clash. Older text decodes too: a header without the default pair and common
 * units gives none, a unit line without its system or fraction mark gives none, and no '+' line
 * no compositions.
 * Pure: the pages encode, the islands decode.
 */
import {
  fromOffsetSlot,
  offsetSlot,
  UNIT_KINDS,
  UNIT_SYSTEMS,
  type CategoryRecord,
  type UnitKind,
  type UnitRecord,
  type UnitSystem,
} from './types';
import { distinctAliases } from './searchTerms';

const FIELD = '\t';
const LINE = '\n';
const LIST = '|';
const COMPOSITION = '+';
/** A unit's last field holds its marks: 'f' when its results show fractions, 'm' when it weighs by a measured density. */
const FRACTIONS = 'f';
const MEASURED = 'm';

function clean(text: string, where: string): string {
  if (/[\t\n]/.test(text))
    throw new Error(`islandCodec: ${where} contains a tab or newline: ${JSON.stringify(text)}`);
  return text;
}

/** Category records (only what converting and searching need) as text. */
export function encodeCategories(categories: readonly CategoryRecord[]): string {
  const lines: string[] = [];
  for (const c of categories) {
    const picks = [(c.defaultPair ?? []).join(LIST), (c.common ?? []).join(LIST)];
    lines.push(`#${[c.id, c.name, c.base, ...picks].map((t) => clean(t, c.id)).join(FIELD)}`);
    for (const u of c.units) {
      const aliases = distinctAliases(u);
      if (aliases.some((a) => a.includes(LIST)))
        throw new Error(`islandCodec: an alias of ${c.id}/${u.id} contains '|'`);
      lines.push(
        [
          u.id,
          u.name,
          u.plural === `${u.name}s` ? '' : u.plural,
          u.symbol,
          aliases.join(LIST),
          u.kind,
          u.factor,
          offsetSlot(u),
          u.system ?? '',
          `${u.fractions ? FRACTIONS : ''}${u.measured ? MEASURED : ''}`,
        ]
          .map((t) => clean(t, `${c.id}/${u.id}`))
          .join(FIELD),
      );
    }
    for (const ids of c.compositions ?? [])
      lines.push(`${COMPOSITION}${ids.map((id) => clean(id, `${c.id} composition`)).join(FIELD)}`);
  }
  return lines.join(LINE);
}

/**
 * The records back (compositions `[]` when the text has none); malformed lines are skipped.
 * The default pair and the common units keep only ids of units the text lists.
 */
export function decodeCategories(text: string): CategoryRecord[] {
  const out: CategoryRecord[] = [];
  let current: CategoryRecord | undefined;
  const picks = new Map<CategoryRecord, [string, string]>();
  for (const line of String(text).split(LINE)) {
    const f = line.replace(/^#/, '').split(FIELD);
    if (line.startsWith('#')) {
      if (f.length !== 3 && f.length !== 5) continue;
      current = {
        id: f[0]!,
        name: f[1]!,
        base: f[2]!,
        description: '',
        dimension: '',
        aliases: [],
        compositions: [],
        units: [],
      };
      picks.set(current, [f[3] ?? '', f[4] ?? '']);
      out.push(current);
    } else if (line.startsWith(COMPOSITION)) {
      // Only whole compositions of units already read: a part the converter cannot find is useless.
      const ids = line.slice(COMPOSITION.length).split(FIELD);
      const unitIds = new Set(current?.units.map((u) => u.id));
      if (ids.length >= 2 && ids.every((id) => unitIds.has(id))) current?.compositions?.push(ids);
    } else if (current && f.length >= 8 && f.length <= 10 && UNIT_KINDS.includes(f[5] as UnitKind)) {
      const [id, name, written, symbol, aliases, kind, factor, offset, system, fractions] = f as [
        string,
        string,
        string,
        string,
        string,
        UnitKind,
        string,
        string,
        string?,
        string?,
      ];
      const plural = written || `${name}s`;
      const all = aliases === '' ? [] : aliases.split(LIST);
      const scale = fromOffsetSlot(kind, offset);
      if (!scale) continue;
      const unit: UnitRecord = {
        id,
        name,
        plural,
        symbol,
        aliases: [...all, plural],
        kind,
        factor,
        offset: scale.offset,
        ...(scale.logFactor && { logFactor: scale.logFactor }),
        definition: '',
        source: '',
        description: '',
      };
      if (UNIT_SYSTEMS.includes(system as UnitSystem)) unit.system = system as UnitSystem;
      if (fractions?.includes(FRACTIONS)) unit.fractions = true;
      if (fractions?.includes(MEASURED)) unit.measured = true;
      current.units.push(unit);
    }
  }
  for (const [category, [pair, common]] of picks) {
    const ids = new Set(category.units.map((u) => u.id));
    const [from, to, ...rest] = pair === '' ? [] : pair.split(LIST);
    if (from && to && rest.length === 0 && ids.has(from) && ids.has(to)) category.defaultPair = [from, to];
    const listed = common === '' ? [] : common.split(LIST).filter((id) => ids.has(id));
    if (listed.length > 0) category.common = listed;
  }
  return out;
}
