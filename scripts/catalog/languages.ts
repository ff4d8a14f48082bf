/**
 * The names of the categories and units in each of the site's languages. A unit's name in a
 * language comes from, in order: the language's file (catalog/languages/{tag}.yml), Unicode
 * CLDR when CLDR has the unit, else English, marked so. CLDR has the unit when the unit's
 * `cldr` field names it, or when a CLDR unit of any category has the unit's id (meter:
 * length-meter); either way CLDR's unit must be the same size, compared within the category
 * (CLDR's units of angle count from the revolution, ours from the radian, so only the sizes'
 * ratios can be compared): a CLDR unit of another size named by `cldr` is an error, one found
 * by its id is not used.
 *
 * English's names are the category files' own. Every unit a category's pages name first (its
 * default pair, common units and popular pairs) must have a name in every language.
 */
import { toNumber } from '../../src/core/rational.ts';
import { placeholdersOf, type UnitName } from '../../src/core/unitNames.ts';
import type { CompiledLanguage } from './compile.ts';
import type { CatalogContext } from './context.ts';
import { baseText, cldrSize, cldrUnitNames, type CldrSize } from './cldr.ts';
import { dimEquals, formatDimension, type Dimension } from '../../src/core/dimension.ts';

/**
 * Sizes closer than this (relative) are one size: CLDR writes a few constants to seven digits
 * (the electronvolt), and the nearest different units (US survey and international foot)
 * differ by 2 × 10⁻⁶.
 */
const SAME_SIZE = 1e-6;

const sameSize = (a: number, b: number) => Math.abs(a - b) <= SAME_SIZE * Math.max(Math.abs(a), Math.abs(b));

/** CLDR's base units as the catalogue's dimensions; one not listed (the revolution, the part, the pixel) is a pure number. */
const CLDR_BASE_DIMENSIONS: Record<string, string> = { meter: 'length', kilogram: 'mass', second: 'time', year: 'time', ampere: 'current', kelvin: 'temperature', candela: 'luminous_intensity', mole: 'amount', item: 'amount', bit: 'information' };

function cldrDimension({ base }: CldrSize): Dimension {
  const dimension: Record<string, number> = {};
  for (const [unit, power] of Object.entries(base)) {
    const name = CLDR_BASE_DIMENSIONS[unit];
    if (name && power) dimension[name] = (dimension[name] ?? 0) + power;
  }
  return Object.fromEntries(Object.entries(dimension).filter(([, power]) => power !== 0));
}

/** CLDR unit keys by the unit id they end with ('length-meter' under 'meter'); an id two keys share is left out. */
let keysById: Map<string, string | null> | undefined;
function cldrKeyOfId(uid: string): string | undefined {
  if (!keysById) {
    keysById = new Map();
    for (const key of cldrUnitNames('en').keys()) {
      const id = key.slice(key.indexOf('-') + 1);
      keysById.set(id, keysById.has(id) ? null : key);
    }
  }
  return keysById.get(uid.replace(/_/g, '-')) ?? undefined;
}

const cldrUnitsComputed = new WeakMap<CatalogContext, Map<string, Map<string, string>>>();

/** Category id → unit id → the CLDR unit it is, once its size is checked; reports a `cldr` field that names a unit CLDR lacks or of another size. Computed once per compile. */
export function cldrUnitsOf(ctx: CatalogContext): Map<string, Map<string, string>> {
  let found = cldrUnitsComputed.get(ctx);
  if (!found) cldrUnitsComputed.set(ctx, (found = cldrUnits(ctx)));
  return found;
}

function cldrUnits({ categories, order, resolver, report }: CatalogContext): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const cid of order) {
    const { f, data } = categories.get(cid)!;
    const candidates: { uid: string; key: string; named: boolean; ratio: number; kind: string }[] = [];
    for (const [uid, unit] of Object.entries(data.units)) {
      const named = unit.cldr !== undefined;
      const key = unit.cldr ?? cldrKeyOfId(uid);
      const size = resolver.resolve(cid, uid);
      if (!key || !size || unit.kind === 'logarithmic') continue;
      const theirs = cldrUnitNames('en').has(key) ? cldrSize(key) : null;
      if (theirs === null) {
        if (named) report.add(f, ['units', uid, 'cldr'], `CLDR has no unit '${key}' it can size; write CLDR's category, a hyphen and its unit id ('volume-gallon'), or leave the field out`);
        continue;
      }
      if (!dimEquals(cldrDimension(theirs), size.dimension)) {
        // CLDR's dram is a volume (the fluid dram); the catalogue's, a mass.
        if (named) report.add(f, ['units', uid, 'cldr'], `CLDR's '${key}' is a ${formatDimension(cldrDimension(theirs))}, and '${uid}' a ${formatDimension(size.dimension)}; name the CLDR unit this one is, or leave the field out`);
        continue;
      }
      // Sizes compare only between units counted from one CLDR base (CLDR counts months from the year).
      const kind = `${formatDimension(size.dimension)} in ${baseText(theirs)}`;
      candidates.push({ uid, key, named, ratio: toNumber(size.factor) / theirs.factor, kind });
    }
    // The ratio most of a kind's matches share is the one between CLDR's base unit and ours.
    const shared = (kind: string, ratio: number) => candidates.filter((o) => o.kind === kind && sameSize(o.ratio, ratio)).length;
    const usual = new Map<string, number>();
    for (const { kind, ratio } of candidates) {
      const best = usual.get(kind);
      if (best === undefined || shared(kind, ratio) > shared(kind, best)) usual.set(kind, ratio);
    }
    const units = new Map<string, string>();
    for (const c of candidates) {
      const ratio = usual.get(c.kind)!;
      if (sameSize(c.ratio, ratio)) units.set(c.uid, c.key);
      else if (c.named) report.add(f, ['units', c.uid, 'cldr'], `CLDR's '${c.key}' is not the same size as '${c.uid}' (${(c.ratio / ratio).toPrecision(7)} times what the category's other CLDR units make it); name the CLDR unit this one is, or leave the field out`);
    }
    found.set(cid, units);
  }
  return found;
}

/** The units a category's pages name first: its default pair, common units and popular pairs. */
function namedFirst(data: { defaultPair?: string[]; common?: string[]; popular?: string[][] }): Set<string> {
  return new Set([...(data.defaultPair ?? []), ...(data.common ?? []), ...(data.popular ?? []).flat()]);
}

/** A number and its unit's name never break across lines: the space beside the number's place is a no-break space, in CLDR's patterns as in ours. */
const NO_BREAK = '\u00a0';
const keepTogether = (pattern: string) => pattern.replace('{0} ', `{0}${NO_BREAK}`).replace(' {0}', `${NO_BREAK}{0}`);
const patternForms = (patterns: Partial<Record<string, string>>): UnitName['forms'] => Object.fromEntries(Object.entries(patterns).map(([form, pattern]) => [form, keepTogether(pattern!)])) as UnitName['forms'];
/** Names written as words only (a language file's, English's): the number before them. */
const wordForms = (words: Record<string, string>) => patternForms(Object.fromEntries(Object.entries(words).map(([form, word]) => [form, `{0} ${word}`])));

/** English: the category files' names, and en.yml's texts. */
function english({ categories, order, languages, report }: CatalogContext): CompiledLanguage {
  const file = languages.get(ENGLISH);
  for (const field of ['categories', 'units'] as const)
    if (file?.data[field]) report.add(file.f, [field], `English's ${field === 'units' ? 'unit' : 'category'} names are the category files' own; remove '${field}' from this file`, 'key');
  const names: CompiledLanguage = { id: ENGLISH, name: file?.data.name ?? 'English', categories: {}, units: {}, strings: file?.data.strings ?? {} };
  for (const cid of order) {
    const { data } = categories.get(cid)!;
    names.categories[cid] = data.name;
    names.units[cid] = Object.fromEntries(Object.entries(data.units).map(([uid, u]) => [uid, { name: u.name!, forms: wordForms({ one: u.name!, other: u.plural! }) }]));
  }
  return names;
}

/** One language's names, reporting what its file misses or names wrongly. */
function oneLanguage(ctx: CatalogContext, tag: string, cldr: Map<string, Map<string, string>>): CompiledLanguage | null {
  const { categories, order, report } = ctx;
  const loaded = ctx.languages.get(tag);
  if (!loaded) return null;
  const { f, data } = loaded;
  const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const fromCldr = cldrUnitNames(tag);
  const names: CompiledLanguage = { id: tag, name: data.name, categories: {}, units: {}, strings: checkedStrings(ctx, loaded) };
  // A category whose file is there but cannot be read was reported; its names wait for it.
  const noCategory = (cid: string) => !ctx.categoryIds.has(cid);
  for (const cid of Object.keys(data.categories ?? {})) if (noCategory(cid)) report.add(f, ['categories', cid], `there is no category '${cid}' (expected catalog/categories/${cid}.yml)`, 'key');
  for (const [cid, units] of Object.entries(data.units ?? {})) {
    const category = categories.get(cid);
    if (noCategory(cid)) report.add(f, ['units', cid], `there is no category '${cid}' (expected catalog/categories/${cid}.yml)`, 'key');
    if (!category) continue;
    for (const [uid, written] of Object.entries(units)) {
      if (!category.data.units[uid]) report.add(f, ['units', cid, uid], `there is no unit '${uid}' in ${cid}`, 'key');
      for (const form of Object.keys(written)) if (!forms.includes(form as Intl.LDMLPluralRule)) report.add(f, ['units', cid, uid, form], `${data.name} has no plural form '${form}'; its forms are ${forms.join(', ')}`, 'key');
      if (forms.includes('one') && !written.one) report.add(f, ['units', cid, uid], `the name needs the form 'one', written after 1, beside 'other'`);
    }
  }
  for (const cid of order) {
    const { data: category } = categories.get(cid)!;
    const name = data.categories?.[cid];
    if (name) names.categories[cid] = name;
    else report.add(f, ['categories'], `the category '${cid}' (${category.name}) has no ${data.name} name: add '${cid}: …'`, 'key');
    const units: Record<string, UnitName> = {};
    const first = namedFirst(category);
    for (const [uid, unit] of Object.entries(category.units)) {
      const written = data.units?.[cid]?.[uid];
      const key = cldr.get(cid)?.get(uid);
      const theirs = key ? fromCldr.get(key) : undefined;
      if (written) units[uid] = { name: written.other, forms: wordForms(written) };
      else if (theirs) units[uid] = { name: theirs.displayName, forms: patternForms(theirs.patterns) };
      else {
        units[uid] = { name: unit.name!, forms: wordForms({ one: unit.name!, other: unit.plural! }), english: true };
        if (first.has(uid) && sizedRight(ctx, cid, uid)) {
          const where = data.units?.[cid] ? ['units', cid] : data.units ? ['units'] : [];
          report.add(f, where, `'${uid}' (${unit.name}) is among ${cid}'s first units (default pair, common units, popular pairs) and CLDR does not name it: write its ${data.name} name as units: ${cid}: ${uid}: { ${forms.filter((x) => x !== 'many').map((x) => `${x}: …`).join(', ')} }`, 'key');
        }
      }
    }
    names.units[cid] = units;
  }
  return names;
}

/** The placeholders of a text, sorted ('{count} of {total}' → count, total). */
const placeholders = (text: string) => placeholdersOf(text).sort();

/**
 * A language's interface texts, reporting a key English has and the file lacks, a key English
 * does not have, and a text whose {placeholders} are not English's.
 */
function checkedStrings({ languages, report }: CatalogContext, { f, data }: LanguageFile): Record<string, string> {
  const english = languages.get(ENGLISH)?.data.strings ?? {};
  const strings = data.strings ?? {};
  for (const [key, text] of Object.entries(english)) {
    const own = strings[key];
    if (own === undefined) report.add(f, data.strings ? ['strings'] : [], `the text '${key}' is missing (English: '${text}'): add '${key}: …'`, 'key');
    else if (placeholders(own).join() !== placeholders(text).join()) report.add(f, ['strings', key], `the text must hold the placeholders English's holds (${placeholders(text).map((p) => `{${p}}`).join(', ') || 'none'}), no more and no fewer`);
  }
  for (const key of Object.keys(strings)) if (!(key in english)) report.add(f, ['strings', key], `English has no text '${key}' (catalog/languages/en.yml says which texts there are)`, 'key');
  return strings;
}

/**
 * Whether a unit's size resolves in its category's dimension. One that does not has an error of
 * its own, or follows from one (a yard defined as a bare number makes the square yard wrong too),
 * and no CLDR unit can be its size: that error is the one to fix, not its name.
 */
function sizedRight({ categories, resolver }: CatalogContext, cid: string, uid: string): boolean {
  const unit = categories.get(cid)!.data.units[uid]!;
  const size = resolver.resolve(cid, uid);
  const base = resolver.resolve(cid, categories.get(cid)!.data.base);
  if (!size || !base) return false;
  return unit.kind === 'reciprocal' || unit.kind === 'logarithmic' || dimEquals(size.dimension, base.dimension);
}

/** English's tag: its pages are at the site's root, and its file (en.yml) holds only the interface's texts. */
export const ENGLISH = 'en';

type LanguageFile = NonNullable<ReturnType<CatalogContext['languages']['get']>>;

const computed = new WeakMap<CatalogContext, CompiledLanguage[]>();

/**
 * Every language's names, English first, then site.yml's languages in order; reports a
 * listed language without a file, a file not listed, and what each file misses. Computed once
 * per compile.
 */
export function languageNames(ctx: CatalogContext): CompiledLanguage[] {
  const known = computed.get(ctx);
  if (known) return known;
  const listed = ctx.site?.data.languages ?? [];
  listed.forEach((tag, i) => {
    if (!ctx.languageFiles.has(tag)) ctx.report.add(ctx.site!.f, ['languages', i], `there is no catalog/languages/${tag}.yml for the language '${tag}'`);
  });
  for (const tag of ctx.languageFiles) {
    const loaded = ctx.languages.get(tag);
    if (loaded && tag !== ENGLISH && !listed.includes(tag)) ctx.report.add(loaded.f, [], `the language '${tag}' is not listed in catalog/site.yml's languages; add it there, or remove this file`);
  }
  const cldr = cldrUnitsOf(ctx);
  const names = [english(ctx), ...listed.flatMap((tag) => oneLanguage(ctx, tag, cldr) ?? [])];
  computed.set(ctx, names);
  return names;
}
