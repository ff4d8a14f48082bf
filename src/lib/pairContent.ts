/**
 * What the unit-pair and quick-convert pages say and link to, computed at build time from the
 * catalogue: titles, breadcrumbs, the formula and reverse factor, the conversion table, and the
 * link blocks derived from the current category and unit (decisions.md "Routes and pages").
 * Build-time only (imports the catalogue); islands use pairText.ts.
 */
import { getCategory, primaryGroup, unitSlug } from './catalog';
import { applyConversion, pairConversion } from './conversion';
import { formatResult } from './format';
import { builtCategories, pairPath, quickConvertPath, resolvePairSlug, shortPairs, type UnitPair } from './pairs';
import { idWords, unitWord } from './pairText';
import { div, fromRatioString, neg, ONE, type Exact } from './rational';
import type { CategoryRecord, UnitRecord } from './types';

export interface PairLink {
  href: string;
  label: string;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- names, titles, SEO

/**
 * Pair pages name units by their real plural names ('centimeters to inches', 'degrees Celsius')
 * rather than the spec's slug words ('centimeter to inch'), which read badly for ids such as
 * liter_per_100_kilometer.
 */
export function pairNames(pair: UnitPair): { from: string; to: string } {
  return { from: pair.from.plural, to: pair.to.plural };
}

/** Longest title html-validate (and search results) accept. */
export const MAX_TITLE = 70;

/**
 * '<from> to <to> Converter | {brand}' with the fullest unit words that fit in MAX_TITLE:
 * plural names, then singular names, then symbols (liters per 100 kilometers → L/100 km,
 * not capitalised: 'km' stays 'km').
 * The brand is passed in: site.ts reads Vite's env, which plain scripts lack.
 */
function converterTitle(candidates: [string, string][], brand: string, last?: string): string {
  const titles = candidates.map(([a, b]) => `${a} to ${b} Converter | ${brand}`);
  if (last) titles.push(`${last} | ${brand}`);
  return titles.find((t) => t.length <= MAX_TITLE) ?? titles.at(-1)!;
}

/**
 * A pair that exists in several categories (m/s in speed and velocity, kelvin in temperature and
 * temperature_interval) keeps the plain title in the category its slug infers; the others name
 * their category ('… Velocity Converter') so every canonical page has its own title.
 */
export function pairTitle(pair: UnitPair, brand: string): string {
  const { category, from, to } = pair;
  const inferred = resolvePairSlug(`${unitSlug(from)}-to-${unitSlug(to)}`);
  const kind = inferred && inferred.category !== category ? ` ${category.name}` : '';
  const candidates: [string, string][] = [[capitalize(from.plural), to.plural], [capitalize(from.name), to.name], [from.symbol, to.symbol]];
  // Last resort for long category names: 'gr/gal (UK) to gr/gal (US) (Concentration (Solution))'.
  const last = kind ? `${from.symbol} to ${to.symbol} (${category.name})` : undefined;
  return converterTitle(candidates.map(([a, b]) => [a, b + kind]), brand, last);
}

export function pairHeading(pair: UnitPair): string {
  const n = pairNames(pair);
  return `Convert ${n.from} to ${n.to}`;
}

function converterDescription(from: string, to: string, category: CategoryRecord): string {
  return `Convert ${from} to ${to} instantly. Free online ${category.name.toLowerCase()} converter. Accurate and mobile-friendly.`;
}

export function pairDescription(pair: UnitPair): string {
  const n = pairNames(pair);
  return converterDescription(n.from, n.to, pair.category);
}

export function pairBreadcrumbs(pair: UnitPair): { label: string; href?: string }[] {
  const n = pairNames(pair);
  return [
    { label: 'Home', href: '/' },
    { label: `${pair.category.name} Conversion`, href: `/converter/${pair.category.id}` },
    { label: `${capitalize(n.from)} to ${n.to}` },
  ];
}

/** schema.org WebApplication for a converter page (spec §2: UtilityApplication, all systems). */
export function webApplicationJsonLd(name: string, url: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    url,
    description,
    applicationCategory: 'UtilityApplication',
    operatingSystem: 'All',
    isAccessibleForFree: true,
  };
}

// ---------------------------------------------------------------- numbers in words

/** A number as the formula shows it. tidy: a short exact decimal such as 2.54 or 1609.344. */
export interface NumberText {
  text: string;
  exact: boolean;
  tidy: boolean;
}

/** 10 significant digits, trailing zeros trimmed; scientific outside 1e-6 … 1e15. */
export function significant(x: number, digits = 10): string {
  if (!Number.isFinite(x)) return '';
  if (x === 0) return '0';
  const exponent = Math.floor(Math.log10(Math.abs(x)));
  if (exponent < -6 || exponent >= 15) {
    const [m, e] = x.toExponential(digits - 1).split('e');
    return `${m!.replace(/\.?0+$/, '')}e${Number(e)}`;
  }
  return formatResult(Number(x.toPrecision(digits)), Math.max(0, digits - 1 - exponent));
}

/** Exact decimal text of a terminating rational (denominator 2^a·5^b), or null. */
function terminatingDecimal(num: bigint, den: bigint): { text: string; digits: number } | null {
  let rest = den;
  const count = (p: bigint) => {
    let k = 0;
    while (rest % p === 0n) [rest, k] = [rest / p, k + 1];
    return k;
  };
  const places = Math.max(count(2n), count(5n));
  if (rest !== 1n) return null;
  const negative = num < 0n;
  const digits = ((negative ? -num : num) * 10n ** BigInt(places)) / den;
  let s = digits.toString().padStart(places + 1, '0');
  if (places > 0) s = `${s.slice(0, -places)}.${s.slice(-places)}`.replace(/\.?0+$/, '');
  const significantDigits = digits.toString().replace(/0+$/, '').length;
  return { text: (negative ? '-' : '') + s, digits: significantDigits };
}

const small = (n: bigint) => (n < 0n ? -n : n) < 1_000_000n;

/** 2.54, 1e-12, 50/127, π/180 or ≈ 1.234567891 — the clearest exact text of a factor. */
export function exactNumberText(e: Exact): NumberText {
  const approx = (): NumberText => ({ text: significant(Number(e.num) / Number(e.den) * Math.PI ** e.piPower), exact: false, tidy: false });
  if (e.piPower === 0 || e.num === 0n) {
    const decimal = terminatingDecimal(e.num, e.den);
    if (decimal && decimal.digits <= 12) {
      const text = decimal.text.replace(/^(-?)0\.(0{6,})(\d+)$/, (_m, sign, zeros, rest) => `${sign}${rest.length > 1 ? `${rest[0]}.${rest.slice(1)}` : rest}e-${zeros.length + 1}`);
      return { text: text.length > 16 ? significant(Number(decimal.text), 12) : text, exact: true, tidy: true };
    }
    if (small(e.num) && small(e.den)) return { text: `${e.num}/${e.den}`, exact: true, tidy: false };
    return approx();
  }
  if (small(e.num) && small(e.den) && Math.abs(e.piPower) === 1) {
    const numPart = e.num === 1n ? '' : `${e.num}`;
    if (e.piPower === 1) return { text: e.den === 1n ? `${numPart}π` : `${numPart || ''}π/${e.den}`, exact: true, tidy: false };
    return { text: e.den === 1n ? `${e.num}/π` : `${e.num}/(${e.den}π)`, exact: true, tidy: false };
  }
  return approx();
}

/** The text plus, for an exact but untidy value, its decimal: '50/127 (≈ 0.3937007874)'. */
function withDecimal(t: NumberText, value: number): string {
  return t.exact && !t.tidy ? `${t.text} (≈ ${significant(value)})` : t.exact ? t.text : `≈ ${t.text}`;
}

// ---------------------------------------------------------------- formula and factors

export interface PairFormula {
  /** 'To convert centimeters to inches, divide the value by 2.54.' */
  sentence: string;
  /** 'in = cm ÷ 2.54' */
  equation: string;
}

const operand = (symbol: string) => (/[\s/·]/.test(symbol) ? `(${symbol})` : symbol);
const signed = (t: NumberText, negative: boolean) => `${negative ? '−' : '+'} ${t.text.replace(/^-/, '')}`;
const isNegative = (e: Exact) => e.num < 0n;
const abs = (e: Exact) => (isNegative(e) ? neg(e) : e);
const isOne = (e: Exact) => e.num === 1n && e.den === 1n && e.piPower === 0;

function linearFormula(from: UnitRecord, to: UnitRecord, scale: Exact, intro: string): PairFormula {
  const forward = exactNumberText(scale);
  const reverse = exactNumberText(div(ONE, scale));
  const x = operand(from.symbol);
  if (isOne(scale)) return { sentence: `${intro}, keep the value: the two units are the same size.`, equation: `${to.symbol} = ${x}` };
  if (!forward.tidy && reverse.tidy) {
    return { sentence: `${intro}, divide the value by ${reverse.text}.`, equation: `${to.symbol} = ${x} ÷ ${reverse.text}` };
  }
  const value = Number(scale.num) / Number(scale.den) * Math.PI ** scale.piPower;
  return { sentence: `${intro}, multiply the value by ${withDecimal(forward, value)}.`, equation: `${to.symbol} = ${x} × ${forward.exact ? forward.text : significant(value)}` };
}

function affineFormula(from: UnitRecord, to: UnitRecord, scale: Exact, shift: Exact, intro: string): PairFormula {
  const x = operand(from.symbol);
  const s = exactNumberText(scale);
  const r = exactNumberText(div(ONE, scale));
  const a = div(shift, scale); // y = (x + a)·scale
  const b = exactNumberText(abs(shift));
  const aText = exactNumberText(abs(a));
  const add = (negative: boolean, t: NumberText) => `${negative ? 'subtract' : 'add'} ${t.text.replace(/^-/, '')}`;
  const candidates: { tidy: number; formula: PairFormula }[] = [
    {
      tidy: (isOne(scale) || s.tidy ? 1 : 0) + (b.tidy ? 1 : 0),
      formula: isOne(scale)
        ? { sentence: `${intro}, ${add(isNegative(shift), b)}.`, equation: `${to.symbol} = ${x} ${signed(b, isNegative(shift))}` }
        : { sentence: `${intro}, multiply the value by ${s.text}, then ${add(isNegative(shift), b)}.`, equation: `${to.symbol} = ${x} × ${s.text} ${signed(b, isNegative(shift))}` },
    },
    {
      tidy: (aText.tidy ? 1 : 0) + (s.tidy ? 1 : 0),
      formula: { sentence: `${intro}, ${add(isNegative(a), aText)}, then multiply by ${s.text}.`, equation: `${to.symbol} = (${x} ${signed(aText, isNegative(a))}) × ${s.text}` },
    },
    {
      tidy: (aText.tidy ? 1 : 0) + (r.tidy ? 1 : 0),
      formula: { sentence: `${intro}, ${add(isNegative(a), aText)}, then divide by ${r.text}.`, equation: `${to.symbol} = (${x} ${signed(aText, isNegative(a))}) ÷ ${r.text}` },
    },
  ];
  return candidates.reduce((best, c) => (c.tidy > best.tidy ? c : best)).formula;
}

function reciprocalFormula(from: UnitRecord, to: UnitRecord, scale: Exact, intro: string): PairFormula {
  const s = exactNumberText(scale);
  const value = Number(scale.num) / Number(scale.den);
  return {
    sentence: `${intro}, divide ${withDecimal(s, value)} by the value.`,
    equation: `${to.symbol} = ${s.exact && s.tidy ? s.text : significant(value)} ÷ ${operand(from.symbol)}`,
  };
}

/** The formula of a pair: 'multiply by 2.54', an affine formula for temperatures, a reciprocal for fuel consumption. */
export function pairFormula(from: UnitRecord, to: UnitRecord): PairFormula {
  const c = pairConversion(from, to);
  const intro = `To convert ${from.plural} to ${to.plural}`;
  const scale = fromRatioString(c.exactScale);
  if (c.kind === 'reciprocal') return reciprocalFormula(from, to, scale, intro);
  if (c.kind === 'affine') return affineFormula(from, to, scale, fromRatioString(c.exactShift), intro);
  return linearFormula(from, to, scale, intro);
}

/** '1 centimeter = 0.3937007874 inches' (linear pairs); null for affine and reciprocal pairs. */
export function factorLine(from: UnitRecord, to: UnitRecord): string | null {
  const c = pairConversion(from, to);
  if (c.kind !== 'linear') return null;
  const t = exactNumberText(fromRatioString(c.exactScale));
  const text = t.tidy ? t.text : significant(c.scale);
  return `1 ${from.name} ${t.tidy ? '=' : '≈'} ${text} ${unitWord(text, to.name, to.plural)}`;
}

export interface PairFacts {
  formula: PairFormula;
  /** The reverse direction: its factor line (linear) or its formula. */
  reverse: string;
  /** The forward factor line for linear pairs. */
  factor: string | null;
}

export function pairFacts(pair: UnitPair): PairFacts {
  const formula = pairFormula(pair.from, pair.to);
  const reverseLine = factorLine(pair.to, pair.from);
  return {
    formula,
    factor: factorLine(pair.from, pair.to),
    reverse: reverseLine ?? `${capitalize(pair.to.plural)} to ${pair.from.plural}: ${pairFormula(pair.to, pair.from).equation}`,
  };
}

// ---------------------------------------------------------------- conversion table

export const TABLE_INPUTS = [0.01, 0.1, 1, 2, 5, 10, 20, 50, 100, 1000] as const;

/** Rows of the conversion table (9 decimals, as on the pair page); '—' where there is no finite answer. */
export function conversionTable(pair: UnitPair): { input: string; output: string }[] {
  const c = pairConversion(pair.from, pair.to);
  return TABLE_INPUTS.map((x) => {
    const y = applyConversion(c, x);
    return { input: String(x), output: y === null ? '—' : formatResult(y, 9) };
  });
}

// ---------------------------------------------------------------- links

/**
 * The short slugs the site uses in its own category-less links (spec: /inches-to-cm,
 * /meters-to-feet, /km-to-miles, /cm-to-meters …). Any other unit uses its canonical slug.
 */
export const SHORT_SLUGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  length: { centimeter: 'cm', millimeter: 'mm', kilometer: 'km', meter: 'meters', inch: 'inches', foot: 'feet', yard: 'yards', mile: 'miles' },
};

function sameResolution(slug: string, category: CategoryRecord, from: UnitRecord, to: UnitRecord): boolean {
  const p = resolvePairSlug(slug);
  return p !== null && p.category === category && p.from === from && p.to === to;
}

/**
 * The category-less path of a pair ('/inches-to-cm'), or the canonical path when the short
 * slug would infer another category (kelvin is in temperature and temperature_interval).
 */
export function shortPairHref(category: CategoryRecord, from: UnitRecord, to: UnitRecord): string {
  const short = SHORT_SLUGS[category.id] ?? {};
  const canonical = `${unitSlug(from)}-to-${unitSlug(to)}`;
  // Short spellings only when both units have one: '/cm-to-inches', never '/meters-to-foot-us-survey'.
  const preferred = short[from.id] && short[to.id] ? `${short[from.id]}-to-${short[to.id]}` : canonical;
  for (const slug of [preferred, canonical]) {
    if (sameResolution(slug, category, from, to)) return `/${slug}`;
  }
  return pairPath(category, from, to);
}

/** The intro's reverse link: /{to}-to-{from} (spec §2). */
export function reversePairHref(pair: UnitPair): string {
  return shortPairHref(pair.category, pair.to, pair.from);
}

/**
 * Category-less alias pages the site links to ('/inches-to-cm'): built as static pages next to
 * the canonical slugs; the 404 page resolves any other alias a visitor types.
 */
export const LINKED_ALIAS_PAIRS: readonly string[] = (() => {
  const out: string[] = [];
  for (const [categoryId, short] of Object.entries(SHORT_SLUGS)) {
    const category = getCategory(categoryId);
    if (!category) continue;
    const units = category.units.filter((u) => short[u.id]);
    for (const from of units) {
      for (const to of units) {
        if (from === to) continue;
        const href = shortPairHref(category, from, to);
        if (href !== `/${unitSlug(from)}-to-${unitSlug(to)}` && !href.startsWith(`/${categoryId}/`)) out.push(href);
      }
    }
  }
  return out;
})();

/** Popular pairs per category, by unit id; other categories use their first units. */
const POPULAR: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  length: [['inch', 'centimeter'], ['meter', 'foot'], ['kilometer', 'mile'], ['centimeter', 'inch'], ['foot', 'meter'], ['mile', 'kilometer'], ['millimeter', 'inch'], ['yard', 'meter']],
  weight: [['kilogram', 'pound'], ['pound', 'kilogram'], ['gram', 'ounce'], ['ounce', 'gram'], ['stone', 'kilogram'], ['kilogram', 'stone']],
  temperature: [['celsius', 'fahrenheit'], ['fahrenheit', 'celsius'], ['celsius', 'kelvin'], ['kelvin', 'celsius'], ['fahrenheit', 'kelvin'], ['kelvin', 'fahrenheit']],
  volume: [['liter', 'gallon_us'], ['gallon_us', 'liter'], ['milliliter', 'fluid_ounce_us'], ['fluid_ounce_us', 'milliliter'], ['cup_us', 'milliliter'], ['cubic_meter', 'cubic_foot']],
  area: [['square_meter', 'square_foot'], ['square_foot', 'square_meter'], ['acre', 'hectare'], ['hectare', 'acre'], ['square_kilometer', 'square_mile'], ['square_inch', 'square_centimeter']],
  time: [['hour', 'minute'], ['minute', 'second'], ['day', 'hour'], ['week', 'day'], ['year', 'day'], ['second', 'millisecond']],
  speed: [['kilometer_per_hour', 'mile_per_hour'], ['mile_per_hour', 'kilometer_per_hour'], ['meter_per_second', 'kilometer_per_hour'], ['knot', 'kilometer_per_hour'], ['kilometer_per_hour', 'meter_per_second'], ['knot', 'mile_per_hour']],
  fuel_consumption: [['mile_per_gallon_us', 'liter_per_100_kilometer'], ['liter_per_100_kilometer', 'mile_per_gallon_us'], ['kilometer_per_liter', 'liter_per_100_kilometer'], ['mile_per_gallon_uk', 'liter_per_100_kilometer'], ['mile_per_gallon_us', 'kilometer_per_liter'], ['kilometer_per_liter', 'mile_per_gallon_us']],
  pressure: [['psi', 'bar'], ['bar', 'psi'], ['kilopascal', 'psi'], ['psi', 'kilopascal'], ['atmosphere', 'pascal'], ['millimeter_of_mercury', 'kilopascal']],
  energy: [['kilocalorie', 'kilojoule'], ['kilojoule', 'kilocalorie'], ['kilowatt_hour', 'joule'], ['british_thermal_unit', 'kilojoule'], ['calorie', 'joule'], ['joule', 'electronvolt']],
  power: [['horsepower', 'kilowatt'], ['kilowatt', 'horsepower'], ['watt', 'btu_per_hour'], ['btu_per_hour', 'watt'], ['horsepower_metric', 'kilowatt'], ['megawatt', 'kilowatt']],
  data_storage: [['megabyte', 'gigabyte'], ['gigabyte', 'megabyte'], ['gigabyte', 'terabyte'], ['kilobyte', 'megabyte'], ['gibibyte', 'gigabyte'], ['megabit', 'megabyte']],
};

const POPULAR_COUNT = 6;

/** The popular pairs of a category as units, in order; curated where listed, else its first units. */
export function popularPairs(category: CategoryRecord): [UnitRecord, UnitRecord][] {
  const byId = (id: string) => category.units.find((u) => u.id === id);
  const curated = (POPULAR[category.id] ?? []).map(([a, b]) => [byId(a), byId(b)] as const);
  const out: [UnitRecord, UnitRecord][] = curated.filter((p): p is readonly [UnitRecord, UnitRecord] => Boolean(p[0] && p[1])).map(([a, b]) => [a, b]);
  if (out.length === 0) {
    const first = category.units.slice(0, 3);
    for (const [i, j] of [[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]] as const) {
      if (first[i] && first[j]) out.push([first[i], first[j]]);
    }
  }
  return out;
}

/** 'Popular <Category> Conversions': the category's popular pairs minus the current one. */
export function popularPairLinks(pair: UnitPair): PairLink[] {
  return popularPairs(pair.category)
    .filter(([a, b]) => !(a === pair.from && b === pair.to))
    .slice(0, POPULAR_COUNT)
    .map(([a, b]) => ({ href: pairPath(pair.category, a, b), label: `${a.plural} to ${b.plural}` }));
}

/**
 * 'Convert <from> to Other Units': the source unit to every other unit of the category, so
 * that following links reaches every pair (with the reverse link: A→X, X→A, X→Y).
 */
export function otherUnitLinks(pair: UnitPair): PairLink[] {
  return pair.category.units
    .filter((u) => u !== pair.from && u !== pair.to)
    .map((u) => ({ href: pairPath(pair.category, pair.from, u), label: u.plural }));
}

// ---------------------------------------------------------------- quick-convert page

/** 'Convert centimeter to inch': the ids with spaces (spec §2). */
export function quickHeading(pair: UnitPair): string {
  return `Convert ${idWords(pair.from.id)} to ${idWords(pair.to.id)}`;
}

export function quickTitle(pair: UnitPair, brand: string): string {
  const { from, to } = pair;
  return converterTitle([[capitalize(idWords(from.id)), idWords(to.id)], [from.symbol, to.symbol]], brand);
}

export function quickDescription(pair: UnitPair): string {
  return converterDescription(idWords(pair.from.id), idWords(pair.to.id), pair.category);
}

/** The group crumb: 'Common Converters' → 'Common Conversion'. */
export function quickGroupLabel(category: CategoryRecord): string {
  return `${primaryGroup(category.id).name.replace(/\bConverters?\b/g, '').replace(/\s+/g, ' ').trim()} Conversion`;
}

export function quickBreadcrumbs(pair: UnitPair): { label: string; href?: string }[] {
  return [
    { label: 'Home', href: '/' },
    { label: quickGroupLabel(pair.category), href: `/converter/${pair.category.id}` },
    { label: quickHeading(pair) },
  ];
}

function quickLink(category: CategoryRecord, from: UnitRecord, to: UnitRecord): PairLink {
  return { href: quickConvertPath(category, from, to), label: `${idWords(from.id)} to ${idWords(to.id)}` };
}

function unitsById(categoryId: string, pairs: readonly (readonly [string, string])[]): { category: CategoryRecord; from: UnitRecord; to: UnitRecord }[] {
  const category = getCategory(categoryId);
  if (!category) return [];
  return pairs.flatMap(([a, b]) => {
    const from = category.units.find((u) => u.id === a);
    const to = category.units.find((u) => u.id === b);
    return from && to ? [{ category, from, to }] : [];
  });
}

/** The spec's four fixed popular pairs of the related-links block. */
export const QUICK_FIXED_PAIRS = [['centimeter', 'inch'], ['meter', 'foot'], ['kilometer', 'mile'], ['millimeter', 'inch']] as const;

/** Related links: the fixed pairs minus the current one, and up to 8 other targets of the source unit. */
export function quickRelatedLinks(pair: UnitPair): { popular: PairLink[]; targets: PairLink[] } {
  const popular = unitsById('length', QUICK_FIXED_PAIRS)
    .filter((p) => !(p.category === pair.category && p.from === pair.from && p.to === pair.to))
    .map((p) => quickLink(p.category, p.from, p.to));
  const targets = pair.category.units
    .filter((u) => u !== pair.from && u !== pair.to)
    .slice(0, 8)
    .map((u) => quickLink(pair.category, pair.from, u));
  return { popular, targets };
}

/** 'Popular conversions' for length, weight and temperature (quick-convert pages). */
export function quickPopularBlocks(): { title: string; links: PairLink[] }[] {
  return ['length', 'weight', 'temperature'].flatMap((id) => {
    const category = getCategory(id);
    if (!category) return [];
    return [{ title: category.name, links: popularPairs(category).slice(0, 4).map(([a, b]) => quickLink(category, a, b)) }];
  });
}

/** Alias pages to build, restricted to the categories being built. */
export function builtAliasPairs(): { slug: string; pair: UnitPair }[] {
  const built = new Set(builtCategories().map((c) => c.id));
  return LINKED_ALIAS_PAIRS.flatMap((href) => {
    const slug = href.slice(1);
    const pair = resolvePairSlug(slug);
    return pair && built.has(pair.category.id) ? [{ slug, pair }] : [];
  });
}

/**
 * Every category-less page to build, in the form the site links to: the short spelling where
 * there is one ('/cm-to-inches', whose canonical-slug twin '/centimeter-to-inch' is left to the
 * 404 page's redirect), else the canonical slugs.
 */
export function categoryLessPages(): { slug: string; pair: UnitPair }[] {
  const linked = shortPairs().filter(({ slug, pair }) => shortPairHref(pair.category, pair.from, pair.to) === `/${slug}`);
  return [...linked, ...builtAliasPairs()];
}
