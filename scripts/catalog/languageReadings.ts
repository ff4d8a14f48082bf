/**
 * What the quantity language reads in each of the site's languages besides English: the file's
 * `reader` (decimal mark, words for the grammar's words, numbers as words, spellings people
 * type), every name of each unit in the language (the file's, and all of CLDR's forms: long and
 * short, every plural and case, 'Metern' as well as 'Meter'), each also without its accents,
 * and the ingredients' names. English's words are the grammar's own, and its spellings the
 * category files', so English has none of this.
 */
import type { LanguageReading } from '../../src/core/language/languageSpellings.ts';
import { isCjk } from '../../src/core/quantityText.ts';
import type { CatalogContext } from './context.ts';
import { cldrUnitForms } from './cldr.ts';
import { cldrUnitsOf, ENGLISH } from './languages.ts';

/** A pattern's words without the number's place ('{0} Metern' → 'Metern', '摂氏 {0} 度' → '摂氏度'). */
function wordsOf(pattern: string): string {
  const [before, after] = pattern.split('{0}').map((side) => side.replace(/\s+/g, ' ').trim());
  if (!before || !after) return before || after || '';
  return isCjk(before.at(-1)) || isCjk(after[0]) ? before + after : `${before} ${after}`;
}

/** Words the grammar reads as its own in every language: no unit's spelling in any ('pi', French's foot, is π). */
const GRAMMAR_OWN = new Set(['pi', 'π', 'per', 'x']);

/**
 * A spelling as written and as people type it without what their keyboard lacks: its Latin
 * letters' accents ('mètre' → 'metre', 'Fuß' → 'Fuss'). Each once.
 */
const asTyped = (text: string) => {
  const plain = text.normalize('NFD').replace(/(?<=[A-Za-z])\p{M}+/gu, '').normalize('NFC');
  return [...new Set([text, plain, plain.replace(/ß/g, 'ss')])];
};

/** One language's reading, reporting unknown categories, units and ingredients and the popular ingredients it does not name. */
function oneReading(ctx: CatalogContext, tag: string, cldr: Map<string, Map<string, string>>): LanguageReading | null {
  const { categories, order, report } = ctx;
  const loaded = ctx.languages.get(tag);
  if (!loaded?.data.reader) {
    if (loaded) report.add(loaded.f, [], `the language needs 'reader:' (its decimal mark and its words for the grammar's words); catalog/CONTRIBUTING.md shows one`, 'key');
    return null;
  }
  const { f, data } = loaded;
  const reader = data.reader!;
  const forms = cldrUnitForms(tag);
  const units: Record<string, Record<string, string[]>> = {};
  for (const [cid, written] of Object.entries(reader.units ?? {})) {
    const category = categories.get(cid);
    if (!ctx.categoryIds.has(cid)) report.add(f, ['reader', 'units', cid], `there is no category '${cid}' (expected catalog/categories/${cid}.yml)`, 'key');
    for (const uid of Object.keys(written)) if (category && !category.data.units[uid]) report.add(f, ['reader', 'units', cid, uid], `there is no unit '${uid}' in ${cid}`, 'key');
  }
  for (const cid of order) {
    const { data: category } = categories.get(cid)!;
    const own: Record<string, string[]> = {};
    for (const uid of Object.keys(category.units)) {
      const key = cldr.get(cid)?.get(uid);
      const named = data.units?.[cid]?.[uid];
      const spellings = [...Object.values(named ?? {}), ...(key ? (forms.get(key) ?? []) : []).map(wordsOf), ...(reader.units?.[cid]?.[uid] ?? [])];
      const all = [...new Set(spellings.flatMap(asTyped))].filter((s) => s !== '' && !GRAMMAR_OWN.has(s));
      if (all.length) own[uid] = all;
    }
    if (Object.keys(own).length) units[cid] = own;
  }
  const ingredients: Record<string, string[]> = {};
  const known = new Set(Object.keys(ctx.ingredients?.data.ingredients ?? {}));
  for (const [id, names] of Object.entries(data.ingredients ?? {})) {
    if (!known.has(id)) report.add(f, ['ingredients', id], `there is no ingredient '${id}' in catalog/ingredients.yml`, 'key');
    ingredients[id] = [...new Set(names.flatMap(asTyped))];
  }
  for (const id of ctx.ingredients?.data.popular ?? [])
    if (known.has(id) && !data.ingredients?.[id]) report.add(f, data.ingredients ? ['ingredients'] : [], `the popular ingredient '${id}' has no ${data.name} name: add '${id}: [name, other names…]'`, 'key');
  return { decimal: reader.decimal, words: reader.words, numbers: reader.numbers ?? {}, ...(reader.unitFirst && { unitFirst: true }), units, ingredients };
}

const computed = new WeakMap<CatalogContext, Map<string, LanguageReading>>();

/** Each language's reading but English's, by tag, in site.yml's order; computed once per compile. */
export function languageReadings(ctx: CatalogContext): Map<string, LanguageReading> {
  const known = computed.get(ctx);
  if (known) return known;
  const cldr = cldrUnitsOf(ctx);
  const readings = new Map<string, LanguageReading>();
  for (const tag of ctx.site?.data.languages ?? []) {
    if (tag === ENGLISH) continue;
    const reading = oneReading(ctx, tag, cldr);
    if (reading) readings.set(tag, reading);
  }
  computed.set(ctx, readings);
  return readings;
}
