/**
 * Prefixes declared once (catalog/prefixes.yml) and combined with the units that list them,
 * as GNU units and Pint do: `meter` with `prefixes: [kilo, centi]` makes `kilometer` (km,
 * 1000 meter) and `centimeter`. A made unit is listed right after its unit, or where an entry
 * of its id stands; such an entry without a definition adjusts the made unit field by field
 * (its aliases are added), and a unit written out in full with that id replaces it.
 */
import { div, isZero, mul, pow, type Exact } from '../../src/core/rational.ts';
import type { Reporter } from './errors.ts';
import { LanguageFailure } from '../../src/core/language/diagnostic.ts';
import { parseDefinition, type Expr } from './expression.ts';
import type { LoadedFile } from './load.ts';
import type { CategoryData, RawCategory, RawPrefix, RawPrefixedUnit, RawPrefixes, RawUnit } from './raw.ts';

/** Why a prefix's factor is not a number more than zero; null when it is one. */
export function factorProblem(text: string): string | null {
  const value = (e: Expr): Exact => {
    switch (e.type) {
      case 'number':
        return e.value;
      case 'ref':
        throw new LanguageFailure('unreadable', e.start, e.end, `'${e.category === null ? '' : `${e.category}.`}${e.unit}' is a name, and a factor is a number`);
      case 'power':
        return pow(value(e.base), e.exponent);
      case 'binary': {
        const [l, r] = [value(e.left), value(e.right)];
        if (e.op === '/' && isZero(r)) throw new LanguageFailure('divisionByZero', e.left.end, e.right.end, 'division by zero');
        return e.op === '*' ? mul(l, r) : div(l, r);
      }
    }
  };
  try {
    return isZero(value(parseDefinition(text))) ? `the factor '${text}' is zero; a prefix multiplies by a number more than zero, such as '1000' or '1e-3'` : null;
  } catch (e) {
    if (e instanceof LanguageFailure) return `the factor '${text}' is not a number more than zero: ${e.detail}`;
    // 0^-1 and the like.
    if (e instanceof RangeError) return `the factor '${text}' divides by zero`;
    throw e;
  }
}

const isWholeUnit = (u: RawUnit | RawPrefixedUnit): u is RawUnit => 'definition' in u || 'primitive' in u;

/** 'a meter', 'an ohm': the article a made unit's description puts before the unit's name. */
const withArticle = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** The unit `prefix` makes of `base` (id `baseId`), before any adjusting entry. */
export function prefixedUnit(prefixId: string, prefix: RawPrefix, baseId: string, base: RawUnit): RawUnit {
  const gnuBase = base.gnuUnits && (/^[A-Za-z_]\w*$/.test(base.gnuUnits) ? base.gnuUnits : `(${base.gnuUnits})`);
  const gnuSkip = prefix.gnuUnitsSkip ?? (gnuBase ? undefined : base.gnuUnitsSkip);
  const aliases = (prefix.symbolAliases ?? []).map((s) => s + base.symbol);
  return {
    name: prefixId + base.name,
    plural: prefixId + base.plural,
    symbol: prefix.symbol + base.symbol,
    ...(aliases.length && { aliases }),
    definition: `${prefix.factor} ${baseId}`,
    ...(base.system && { system: base.system }),
    source: prefix.source,
    description: prefix.description.replace(/\{a name\}/g, withArticle(base.name)).replace(/\{name\}/g, base.name).replace(/\{plural\}/g, base.plural),
    ...(gnuSkip ? { gnuUnitsSkip: gnuSkip } : gnuBase && prefix.gnuUnits ? { gnuUnits: `${prefix.gnuUnits} ${gnuBase}` } : {}),
  };
}

/** An adjusting entry's fields over the made unit: each replaces the made one, and aliases add to the made ones. */
function adjusted(made: RawUnit, entry: RawPrefixedUnit): RawUnit {
  const [mine, theirs] = [made.aliases ?? [], entry.aliases ?? []];
  // Written aliases follow the prefix's, unless the entry lists some of the prefix's too: then its order is kept.
  const aliases = [...new Set(theirs.some((a) => mine.includes(a)) ? [...theirs, ...mine] : [...mine, ...theirs])];
  const unit: RawUnit = { ...made, ...entry, ...(aliases.length && { aliases }) };
  // A unit written with its own GNU units expression or reason to skip has only that one.
  if (entry.gnuUnits !== undefined) delete unit.gnuUnitsSkip;
  if (entry.gnuUnitsSkip !== undefined) delete unit.gnuUnits;
  return unit;
}

/**
 * The category with its made units in place. `f.madeAt` learns, for each made unit no entry
 * places, where it comes from (its unit's `prefixes` item), so that errors about it point there.
 */
export function applyPrefixes(f: LoadedFile, data: RawCategory, prefixes: RawPrefixes, report: Reporter): CategoryData | null {
  const written = data.units;
  const makers = new Map<string, { baseId: string; prefixId: string; index: number }>();
  let ok = true;
  for (const [baseId, u] of Object.entries(written)) {
    if (!isWholeUnit(u) || !u.prefixes) continue;
    if (u.kind && u.kind !== 'linear') {
      report.add(f, ['units', baseId, 'prefixes'], `only a linear unit may take prefixes, and '${baseId}' is ${u.kind}`, 'key');
      ok = false;
      continue;
    }
    u.prefixes.forEach((prefixId, index) => {
      const id = prefixId + baseId;
      const prior = makers.get(id);
      if (!(prefixId in prefixes)) {
        report.add(f, ['units', baseId, 'prefixes', index], `there is no prefix '${prefixId}' in catalog/prefixes.yml`);
        ok = false;
      } else if (prior) {
        report.add(f, ['units', baseId, 'prefixes', index], `'${id}' is already made by the prefix '${prior.prefixId}' of '${prior.baseId}'`);
        ok = false;
      } else makers.set(id, { baseId, prefixId, index });
    });
  }
  const units: Record<string, RawUnit> = {};
  /** Places the made unit at `index` of `baseId`'s list when no entry places it. */
  const follow = (baseId: string, index: number) => {
    const prefixId = (written[baseId] as RawUnit).prefixes?.[index];
    const id = prefixId === undefined ? undefined : prefixId + baseId;
    if (id && makers.get(id)?.baseId === baseId && !(id in written)) place(id);
  };
  /** Places a unit (written or made), then the made units that follow it: the next in its unit's list, and the first of its own. */
  function place(id: string): void {
    const maker = makers.get(id);
    const entry = written[id];
    if (maker) {
      const made = () => prefixedUnit(maker.prefixId, prefixes[maker.prefixId]!, maker.baseId, written[maker.baseId] as RawUnit);
      if (!entry) f.madeAt.set(id, ['units', maker.baseId, 'prefixes', maker.index]);
      units[id] = !entry ? made() : isWholeUnit(entry) ? entry : adjusted(made(), entry);
      follow(maker.baseId, maker.index + 1);
    } else units[id] = entry as RawUnit;
    if (entry && isWholeUnit(entry)) follow(id, 0);
  }
  for (const [id, u] of Object.entries(written)) {
    if (isWholeUnit(u) || makers.has(id)) place(id);
    else {
      report.add(f, ['units', id], `'${id}' has neither a 'definition' nor a 'primitive', and no unit of this category lists a prefix that makes it; write its definition, or add the prefix to its unit's 'prefixes'`, 'key');
      ok = false;
    }
  }
  return ok ? { ...data, units } : null;
}
