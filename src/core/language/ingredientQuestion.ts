/**
 * Questions about an ingredient: '1 cup of flour in grams', '200 g sugar in cups', '2 sticks of
 * butter in grams', 'how many cups is 500 g of rice'. The ingredient is found in the text (its
 * longest name or alias, with an 'of' before it), taken out, and the rest is read by the
 * quantity language with the ingredient's density, which turns a volume into a weight and
 * back. A density is a measured average, so every such answer is rounded (≈). A volume asked
 * as a weight without an ingredient gets a sentence asking for one, with the common ones; an
 * unknown word after 'of' is named as neither a unit nor an ingredient.
 */
import { asMeasured, fromRatioString, type Exact } from '../rational';
import { dimEquals } from '../dimension';
import type { DecimalMark } from '../quantityNumber';
import type { IngredientCatalog, IngredientRecord, IngredientUnitRecord } from '../ingredients';
import { formatWhole } from '../numberFormat';
import { AUTO } from '../precision';
import { calculate, MASS, VOLUME, type AnswerPart, type Calculation } from './calculate';
import { LanguageFailure, toDiagnostic, type Diagnostic } from './diagnostic';
import type { LanguageCategoryInput } from './spellings';

/** Where an ingredient is named in a text: [start, end) takes in an 'of' before it. */
interface Mention {
  ingredient: IngredientRecord;
  start: number;
  end: number;
}

export type IngredientAnswer =
  | {
      ok: true;
      ingredient: IngredientRecord;
      /** The amount asked about, in the unit typed ('1 cup' as 1 US cup). */
      amount: AnswerPart;
      /** The answer, rounded: a density is a measured average. */
      answer: AnswerPart;
      /** The language's reading, for the rest of what it knows (the amount as typed, alternatives). */
      calculation: Calculation & { ok: true };
    }
  | { ok: false; diagnostic: Diagnostic };

interface IngredientIndex {
  /** Every name and alias, lower-cased, longest first. */
  spellings: [string, IngredientRecord][];
  byId: Map<string, IngredientRecord>;
  /** The catalogue's categories with the ingredients' own measures (a stick) as one category more. */
  categories: readonly LanguageCategoryInput[];
  measures: IngredientUnitRecord[];
}

const indexes = new WeakMap<IngredientCatalog, WeakMap<readonly LanguageCategoryInput[], IngredientIndex>>();

function indexOf(catalog: IngredientCatalog, categories: readonly LanguageCategoryInput[]): IngredientIndex {
  let byList = indexes.get(catalog);
  if (!byList) indexes.set(catalog, (byList = new WeakMap()));
  const known = byList.get(categories);
  if (known) return known;
  const spellings = catalog.ingredients
    .flatMap((i): [string, IngredientRecord][] => [i.name, ...i.aliases].map((s) => [s.toLowerCase(), i]))
    .sort((a, b) => b[0].length - a[0].length);
  const measures: LanguageCategoryInput = {
    id: 'ingredient_measure',
    name: 'Kitchen measure',
    dimension: VOLUME,
    units: catalog.units.map((u) => ({
      id: u.id,
      name: u.name,
      plural: u.plural,
      symbol: u.name,
      aliases: [],
      kind: 'linear' as const,
      factor: u.cubicMeters,
      offset: '0',
    })),
  };
  const index = {
    spellings,
    byId: new Map(catalog.ingredients.map((i) => [i.id, i])),
    categories: catalog.units.length ? [...categories, measures] : categories,
    measures: catalog.units,
  };
  byList.set(categories, index);
  return index;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** The leftmost, then longest, ingredient named in the text at word boundaries. */
function mentionIn(text: string, index: IngredientIndex): Mention | null {
  const lower = text.toLowerCase();
  for (let at = 0; at < lower.length; at++) {
    if (!isWordChar(lower[at]) || isWordChar(lower[at - 1])) continue;
    const found = index.spellings.find(([s]) => lower.startsWith(s, at) && !isWordChar(lower[at + s.length]));
    if (!found) continue;
    const of = /\bof\s+$/.exec(lower.slice(0, at));
    return { ingredient: found[1], start: of ? at - of[0].length : at, end: at + found[0].length };
  }
  return null;
}

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);

/** Whether `word` stands in `lower` with no letter on either side ('2 sticks', '2sticks'). */
function hasWord(lower: string, word: string): boolean {
  for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
    if (!isLetter(lower[at - 1]) && !isLetter(lower[at + word.length])) return true;
  }
  return false;
}

/** The ingredients' own measures named in the text ('sticks'). */
function measuresIn(text: string, index: IngredientIndex): IngredientUnitRecord[] {
  const lower = text.toLowerCase();
  return index.measures.filter(
    (m) => hasWord(lower, m.name.toLowerCase()) || hasWord(lower, m.plural.toLowerCase()),
  );
}

const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
const isVolumeOrMass = (part: AnswerPart | null) =>
  part !== null &&
  (dimEquals(part.unit.category.dimension, VOLUME) || dimEquals(part.unit.category.dimension, MASS));

/** The names of the ingredients people ask about most, one of each kind ('butter', not 'unsalted butter' too), for a sentence. */
function commonNames(catalog: IngredientCatalog, index: IngredientIndex, count = 6): string {
  const names: string[] = [];
  for (const id of catalog.popular) {
    const { name } = index.byId.get(id)!;
    if (names.length < count && !names.some((n) => name.includes(n))) names.push(name);
  }
  return names.join(', ');
}

function failure(
  kind: LanguageFailure['kind'],
  start: number,
  end: number,
  message: string,
): IngredientAnswer {
  return { ok: false, diagnostic: toDiagnostic(new LanguageFailure(kind, start, end, message)) };
}

/**
 * The answer to a question about an ingredient; null when the text is not about one (it names
 * none, or what it asks is neither a volume nor a weight: '1 inch of water' is a pressure).
 */
export function ingredientQuestion(
  text: string,
  categories: readonly LanguageCategoryInput[],
  catalog: IngredientCatalog,
  decimal: DecimalMark = '.',
  /** The language's reading of the text as it stands, when the caller has it: not read again. */
  plain?: Calculation,
): IngredientAnswer | null {
  if (typeof text !== 'string' || catalog.ingredients.length === 0) return null;
  const index = indexOf(catalog, categories);
  const mention = mentionIn(text, index);
  const rest = mention ? blank(text, mention.start, mention.end) : text;
  // A measure's word inside the ingredient's name ('carrot sticks') is the ingredient's.
  const measures = measuresIn(rest, index);
  const ingredient = mention?.ingredient ?? (measures[0] && index.byId.get(measures[0].for[0]!)) ?? null;
  if (!ingredient) return withoutIngredient(text, index, catalog, decimal, plain);
  const counted = mention && countedQuestion(text, mention, index, decimal);
  if (counted) return counted;
  const misfit = measures.find((m) => !m.for.includes(ingredient.id));
  if (misfit)
    return failure(
      'cannotConvert',
      0,
      text.length,
      `A ${misfit.name} measures ${misfit.for.map((id) => index.byId.get(id)!.name).join(', ')}, not ${ingredient.name}.`,
    );
  // A measured average: every value worked out through it is rounded (≈), never exact.
  const density = asMeasured(fromRatioString(ingredient.density));
  const calculation = calculate(rest, index.categories, decimal, density);
  if (!calculation.ok) return mention && /\p{L}|\d/u.test(rest) ? calculation : null;
  const [answer] = calculation.parts;
  if (
    !answer ||
    calculation.parts.length > 1 ||
    !isVolumeOrMass(calculation.source) ||
    !isVolumeOrMass(answer)
  )
    return null;
  return { ok: true, ingredient, amount: calculation.source!, answer, calculation };
}

/** 'a', 'an', 'one' or a whole number written in digits before a counted ingredient; null for anything else ('1 cup of'). */
function countBefore(text: string): number | null {
  const words = text.trim().toLowerCase();
  if (/^(?:an?|one)$/.test(words)) return 1;
  return /^\d{1,4}$/.test(words) ? Number(words) : null;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A count of a counted ingredient asked as a weight or a volume ('2 eggs in grams', 'an egg in
 * grams', '3 eggs to oz'): pieces differ, so there is no single answer. The sentence says why,
 * what a count weighs taking the catalogue's piece, and the volume to ask instead. Null for any
 * other question ('1 cup of beaten egg in grams' measures the ingredient).
 */
function countedQuestion(
  text: string,
  mention: Mention,
  index: IngredientIndex,
  decimal: DecimalMark,
): IngredientAnswer | null {
  const { ingredient } = mention;
  const counted = ingredient.counted;
  const word = text.slice(mention.start, mention.end).toLowerCase();
  if (!counted || (word !== counted.name && word !== counted.plural)) return null;
  const count = countBefore(text.slice(0, mention.start));
  const target = /^\s*(?:to|in|into|as)\s+(\S.*)$/iu.exec(text.slice(mention.end))?.[1];
  if (count === null || target === undefined) return null;
  const asked = calculate(`1 ${target}`, index.categories, decimal);
  if (!asked.ok || !isVolumeOrMass(asked.source)) return null;
  const grams = (n: number) =>
    `${formatWhole(BigInt(Math.round(n)), { precision: AUTO, format: 'dot', grouping: true })} g`;
  const weight =
    count === 1
      ? `${counted.piece} weighs about ${grams(counted.grams)}`
      : `${count} ${counted.plural} weigh about ${grams(count * counted.grams)} if each is ${counted.piece} (${grams(counted.grams)})`;
  // The example asks for the weight the visitor asked for, or grams when they asked for a volume.
  const unit = dimEquals(asked.source!.unit.category.dimension, MASS) ? target.trim() : 'grams';
  return failure(
    'cannotConvert',
    0,
    text.trimEnd().length,
    `${capitalized(counted.plural)} are counted, not measured: ${weight}, but sizes differ. Ask for a volume, such as ‘1 cup of ${ingredient.name} in ${unit}’.`,
  );
}

/** The shortest spelling of the ingredient asked about most ('flour'). */
function shortestName(catalog: IngredientCatalog, index: IngredientIndex): string {
  const first = index.byId.get(catalog.popular[0]!)!;
  return [first.name, ...first.aliases].reduce((a, b) => (b.length < a.length ? b : a));
}

/** Water's density (kg/m³): what tells a question that needs an ingredient from one that does not convert at all. */
const PROBE_DENSITY: Exact = fromRatioString('1000');

/**
 * A text that names no ingredient: a volume asked as a weight (or back) asks for one, and a
 * word after 'of' that is no unit of the catalogue ('1 cup of flurb in grams') is named as
 * neither; null for anything else, which the language reads as it would.
 */
function withoutIngredient(
  text: string,
  index: IngredientIndex,
  catalog: IngredientCatalog,
  decimal: DecimalMark,
  read?: Calculation,
): IngredientAnswer | null {
  const plain = read ?? calculate(text, index.categories, decimal);
  if (plain.ok) return null;
  // Only units that do not convert can be a volume asked as a weight: other failures are the text's own.
  const probed =
    plain.diagnostic.kind === 'cannotConvert'
      ? calculate(text, index.categories, decimal, PROBE_DENSITY)
      : null;
  if (probed?.ok && isVolumeOrMass(probed.source) && probed.parts.length === 1) {
    const from = probed.source!.unit.unit;
    const [to] = probed.parts;
    const example = `${probed.amountText} of ${shortestName(catalog, index)} to ${to!.unit.unit.symbol}`;
    return failure(
      'needsIngredient',
      0,
      text.trimEnd().length,
      `What a ${from.name} weighs depends on what is in it: name the ingredient, as in ‘${example}’ (${commonNames(catalog, index)}, …).`,
    );
  }
  const unknown = /\bof\s+([\p{L}][\p{L}' -]*?)(?=\s+(?:to|in|into|as)\b|\s*$)/iu.exec(text);
  if (!unknown) return null;
  const start = unknown.index + unknown[0].length - unknown[1]!.length;
  const rest = blank(text, unknown.index, unknown.index + unknown[0].length);
  const asked = calculate(rest, index.categories, decimal, PROBE_DENSITY);
  if (!asked.ok || !isVolumeOrMass(asked.source)) return null;
  return failure(
    'unknownIngredient',
    start,
    start + unknown[1]!.length,
    `‘${unknown[1]}’ is not a unit or an ingredient we know: try ${commonNames(catalog, index)}.`,
  );
}
