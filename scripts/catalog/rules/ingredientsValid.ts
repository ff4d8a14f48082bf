/**
 * catalog/ingredients.yml beyond its schema: each ingredient's group exists and its measure is
 * a volume of the volume category, more than zero; its density (grams over that volume) lies
 * within its group's range; the words that count a counted one are its name or aliases; popular
 * ids and the ingredients a measure serves exist; and every name, plural and alias names one
 * thing only: one ingredient or measure, never a unit of the catalogue (a word that is both
 * could not be read).
 */
import { div, exact, isZero, mul, toNumber, type Exact } from '../../../src/core/rational.ts';
import { parseExact } from '../../../src/core/quantityNumber.ts';
import { dimEquals } from '../../../src/core/dimension.ts';
import { splitMeasure } from '../../../src/core/ingredients.ts';
import type { CatalogContext } from '../context.ts';

/** The category whose units a measure is written in. */
export const MEASURE_CATEGORY = 'volume';

/**
 * The exact volume, in cubic metres, of a measure written '<amount> <volume unit id>'; a
 * sentence saying why not when it has none; null when the volume category cannot be read or its
 * own definitions cannot be worked out (their errors say why).
 */
export function measureVolume(ctx: Pick<CatalogContext, 'categories' | 'unreadable' | 'resolver'>, text: string): Exact | string | null {
  const parts = splitMeasure(text);
  const amount = parts && parseExact(parts.amount);
  if (!parts || !amount) return `'${text}' is not a measure: write a number and a unit id of the ${MEASURE_CATEGORY} category, such as '1 cup_us'`;
  if (isZero(amount)) return `'${text}' holds nothing: a measure must be more than zero, such as '1 cup_us'`;
  const volume = ctx.categories.get(MEASURE_CATEGORY);
  if (ctx.unreadable.has(MEASURE_CATEGORY)) return null;
  if (!volume?.data.units[parts.unit]) return `there is no unit '${parts.unit}' in the ${MEASURE_CATEGORY} category`;
  const unit = ctx.resolver.resolve(MEASURE_CATEGORY, parts.unit);
  const base = ctx.resolver.resolve(MEASURE_CATEGORY, volume.data.base);
  if (!unit || !base) return null;
  if (!dimEquals(unit.dimension, base.dimension)) return `'${parts.unit}' is not a volume`;
  return mul(amount, unit.factor);
}

/** Grams per millilitre of `grams` in `cubicMeters`. */
export const gramsPerMilliliter = (grams: number, cubicMeters: Exact) => toNumber(div(parseExact(String(grams)) ?? exact(0n), mul(cubicMeters, exact(1_000_000n))));

export function ingredientsValid(ctx: CatalogContext): void {
  const { ingredients: file, categories, report } = ctx;
  if (!file) return;
  const { f, data } = file;
  const ids = new Set(Object.keys(data.ingredients));

  // Unit terms of the whole catalogue, lower-cased, and the category that has each.
  const unitTerms = new Map<string, string>();
  for (const [cid, { data: category }] of categories) {
    for (const u of Object.values(category.units)) for (const t of [u.name, u.plural, u.symbol, ...(u.aliases ?? [])]) if (!unitTerms.has(t.toLowerCase())) unitTerms.set(t.toLowerCase(), cid);
  }
  const owner = new Map<string, string>();
  const claim = (text: string, who: string, path: (string | number)[]) => {
    const key = text.toLowerCase();
    const unitOf = unitTerms.get(key);
    if (unitOf) return report.add(f, path, `'${text}' already names a unit of ${unitOf}; an ingredient or measure needs a word of its own`);
    const prev = owner.get(key);
    if (prev !== undefined && prev !== who) return report.add(f, path, `'${text}' already names '${prev}'; a name or alias must point to one ingredient or measure`);
    if (prev === who && path.at(-2) === 'aliases') return report.add(f, path, `'${text}' is this one's own name; list only other spellings`);
    owner.set(key, who);
  };

  for (const [id, ingredient] of Object.entries(data.ingredients)) {
    const at = ['ingredients', id];
    claim(ingredient.name, id, [...at, 'name']);
    (ingredient.aliases ?? []).forEach((a, i) => claim(a, id, [...at, 'aliases', i]));
    // The words that count it must find it in a question, as its name or aliases do.
    const spellings = [ingredient.name, ...(ingredient.aliases ?? [])].map((s) => s.toLowerCase());
    for (const word of ['name', 'plural'] as const) {
      const text = ingredient.counted?.[word];
      if (text !== undefined && !spellings.includes(text.toLowerCase()))
        report.add(f, [...at, 'counted', word], `'${text}' is not this ingredient's name or an alias: add it to its aliases`);
    }
    const group = data.groups[ingredient.group];
    if (!group) report.add(f, [...at, 'group'], `there is no group '${ingredient.group}' (groups: ${Object.keys(data.groups).join(', ')})`);
    const volume = measureVolume(ctx, ingredient.measure);
    if (typeof volume === 'string') report.add(f, [...at, 'measure'], volume);
    if (volume === null || typeof volume === 'string') continue;
    const density = gramsPerMilliliter(ingredient.grams, volume);
    if (group && (density < group.density[0] || density > group.density[1])) {
      report.add(f, [...at, 'grams'], `${ingredient.grams} g in ${ingredient.measure} is ${density.toPrecision(3)} g/mL, outside the ${group.name.toLowerCase()} group's ${group.density[0]}–${group.density[1]} g/mL: check the weight and the measure`);
    }
  }
  for (const [gid, group] of Object.entries(data.groups)) {
    if (group.density[0] > group.density[1]) report.add(f, ['groups', gid, 'density'], 'the lowest density comes first');
  }
  data.popular.forEach((id, i) => {
    if (!ids.has(id)) report.add(f, ['popular', i], `there is no ingredient '${id}'`);
  });
  for (const [id, unit] of Object.entries(data.units ?? {})) {
    const at = ['units', id];
    claim(unit.name, `measure ${id}`, [...at, 'name']);
    claim(unit.plural, `measure ${id}`, [...at, 'plural']);
    const volume = measureVolume(ctx, unit.volume);
    if (typeof volume === 'string') report.add(f, [...at, 'volume'], volume);
    unit.for.forEach((ingredient, i) => {
      if (!ids.has(ingredient)) report.add(f, [...at, 'for', i], `there is no ingredient '${ingredient}'`);
    });
  }
}
