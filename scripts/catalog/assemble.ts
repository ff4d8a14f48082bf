/** Builds the compiled catalogue from a catalogue the rules found no fault in. */
import type { SiteRecord } from '../../src/core/types.ts';
import { exact, mul, div, toRatioString, ONE, type Exact } from '../../src/core/rational.ts';
import { parseExact } from '../../src/core/quantityNumber.ts';
import type { UnitKind } from '../../src/core/types.ts';
import { dimPow, formatDimension } from '../../src/core/dimension.ts';
import { EMPTY_SITE } from './rules/curatedSite.ts';
import type { CatalogContext } from './context.ts';
import type { CompiledCatalog, CompiledCategory, CompiledUnit } from './compile.ts';
import { NO_INGREDIENTS, type IngredientCatalog } from '../../src/core/ingredients.ts';
import { measureVolume } from './rules/ingredientsValid.ts';
import { languageNames } from './languages.ts';
import { languageReadings } from './languageReadings.ts';

function compileCategory({ categories, resolver }: CatalogContext, cid: string): CompiledCategory {
  const { data } = categories.get(cid)!;
  const base = resolver.resolve(cid, data.base)!;
  const units = Object.entries(data.units).map(([uid, u]): CompiledUnit => {
    const r = resolver.resolve(cid, uid)!;
    const kind: UnitKind = u.kind ?? 'linear';
    // A reciprocal unit's value v means the quantity 1/(v·r) in base units: base = (1/r) / v.
    // A logarithmic unit's definition is its reference (0 dB), a factor like a linear unit's.
    const factor = kind === 'reciprocal' ? div(ONE, mul(r.factor, base.factor)) : div(r.factor, base.factor);
    const offset = kind === 'affine' ? parseExact(String(u.offset))! : exact(0n);
    return {
      id: uid,
      name: u.name,
      plural: u.plural,
      symbol: u.symbol,
      aliases: u.aliases ?? [],
      kind,
      factor: toRatioString(factor),
      offset: toRatioString(offset),
      definition: u.definition === undefined ? `base unit of ${u.primitive}` : String(u.definition),
      source: u.source,
      description: u.description,
      exactFactor: factor,
      exactOffset: offset,
      dimension: kind === 'reciprocal' ? dimPow(r.dimension, -1) : r.dimension,
      gnuUnits: u.gnuUnits ?? null,
      gnuUnitsSkip: u.gnuUnitsSkip ?? null,
      ...(u.system && { system: u.system }),
      ...(data.fractions && (u.system === 'us' || u.system === 'imperial') && { fractions: true }),
      ...(u.shortSlug && { shortSlug: u.shortSlug }),
      ...(kind === 'logarithmic' && { logFactor: u.logFactor }),
    };
  });
  return {
    id: cid,
    name: data.name,
    description: data.description,
    base: data.base,
    dimension: formatDimension(base.dimension),
    coherentFactor: toRatioString(base.factor),
    aliases: data.aliases ?? [],
    // Without a curated pair the converter starts with the first two units.
    defaultPair: data.defaultPair ?? [units[0]?.id ?? '', units[1]?.id ?? units[0]?.id ?? ''],
    common: data.common ?? [],
    popular: data.popular ?? [],
    compositions: data.compositions ?? [],
    units,
  };
}

/** The ingredients with each density worked out exactly: the measure's grams over its volume, in kg/m³. */
function compileIngredients(ctx: CatalogContext): IngredientCatalog {
  const data = ctx.ingredients?.data;
  if (!data) return NO_INGREDIENTS;
  const volumeOf = (text: string) => measureVolume(ctx, text) as Exact;
  return {
    groups: Object.entries(data.groups).map(([id, g]) => ({ id, name: g.name, density: g.density })),
    popular: data.popular,
    units: Object.entries(data.units ?? {}).map(([id, u]) => ({ id, name: u.name, plural: u.plural, volume: u.volume, cubicMeters: toRatioString(volumeOf(u.volume)), for: u.for, source: u.source, description: u.description })),
    ingredients: Object.entries(data.ingredients).map(([id, i]) => ({
      id,
      name: i.name,
      aliases: i.aliases ?? [],
      group: i.group,
      measure: i.measure,
      grams: i.grams,
      density: toRatioString(div(div(parseExact(String(i.grams))!, exact(1000n)), volumeOf(i.measure))),
      source: i.source,
      ...(i.counted && { counted: i.counted }),
    })),
  };
}

export function assemble(ctx: CatalogContext): CompiledCatalog {
  return { groups: ctx.groups?.data ?? [], categories: ctx.order.map((cid) => compileCategory(ctx, cid)), site: siteRecord(ctx), ingredients: compileIngredients(ctx), languages: languageNames(ctx), readings: languageReadings(ctx) };
}

/** site.yml's lists; its languages are the compiled catalogue's own field. */
function siteRecord({ site }: CatalogContext): SiteRecord {
  if (!site) return EMPTY_SITE;
  const { homeTabs, homeConversions, sitemapConversions, quickConvert } = site.data;
  return { homeTabs, homeConversions, sitemapConversions, quickConvert };
}
