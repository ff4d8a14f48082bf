/**
 * The converter's value box reads more than a number: a quantity in this category ('5 ft 3 in'),
 * a quantity of another category the converter offers ('10 km' on the Temperature tab), or a
 * whole question ('5 ft 3 in to cm', '72 f in c', 'how many ounces in a pound', 'kg to lb').
 * What it reads decides the category, the units and the value; a unit typed with the number
 * never leaves the converter showing the same unit on both sides.
 */
import type { ConversionQuery, QueryCategory } from './language/conversionQuery';
import type { AnswerPart, Calculation } from './language/calculate';
import type { IngredientAnswer } from './language/ingredientQuestion';
import { ingredientCategoryId, ingredientOfCategory } from './ingredients';
import type { NumberFormatId } from './numberFormat';
import { convertTyped, decimalMark, readTyped, type QuantityReader, type TypedValue } from './quantityResult';
import { equals, fromRatioString, ONE, toNumber } from './rational';
import type { CategoryRecord, UnitRecord } from './types';

/** The quantity language over the whole catalogue (calculate with the search index), loaded when the box's text is more than its converter reads. */
export type Calculator = (text: string, decimal?: '.' | ',') => Calculation;

/** The conversion-query reader (parseConversionQuery), loaded by pages with the quantity parser. */
export type QueryReader = (
  text: string,
  categories: readonly QueryCategory[],
  decimal?: '.' | ',',
) => ConversionQuery | null;

export interface BoxReading {
  typed: TypedValue;
  /** The category the text is about: the current one, or another the converter offers. */
  category: CategoryRecord;
  /** The target a question names ('cm' of '5 ft 3 in to cm'); null when it names none. */
  to: UnitRecord | null;
  /** The amount to show as typed ('5 ft 3 in'); null to show the number in the from-unit. */
  amount: string | null;
  /** A mixed answer the text asks for ('to feet and inches', 'to h:m:s'): the composition to show it in ('foot.inch'). */
  composition?: string;
}

/**
 * Everything the box reads with beyond plain numbers. It arrives as one piece, so that what a
 * text means never depends on which part of the code has loaded first.
 */
export interface BoxReaders {
  read: QuantityReader;
  query: QueryReader;
  /** The conversion a calculation is (conversionQueryOf): the question read from the language's one reading of the text. */
  queryOf: (calculation: Calculation, categories: readonly QueryCategory[]) => ConversionQuery | null;
  /** The language over every category and the cooking ingredients: the one reading of a text. */
  calculate: Calculator;
  /** The kitchen's answer in a reading ('1 cup of flour in grams'): null when it is not about an ingredient. */
  ingredient: (calculation: Calculation) => IngredientAnswer | null;
  /** Every category the language knows: a question may be about any of them. */
  categories: readonly QueryCategory[];
  /** True when the text ends inside a longer spelling ('0 d' on the way to '0 dBm'). */
  continues(text: string): boolean;
}

export interface BoxContext {
  /** The categories this converter offers (home: its tabs; a converter page: its one). */
  categories: readonly CategoryRecord[];
  category: CategoryRecord;
  from: UnitRecord;
  format: NumberFormatId;
  readers: BoxReaders;
  /** The full record of a category: undefined until it is at hand, null when it cannot be had. */
  recordOf(id: string): CategoryRecord | null | undefined;
  /** The ingredient shown is the visitor's pick (the kitchen's picker), not the last question's. */
  ingredientPicked?: boolean;
}

/**
 * An answer of the quantity language that no category holds in the form asked ('1 kWh / 100 km
 * to Wh/mi', '1 J to N * m', '1.8 m to yards and inches'): shown as the language gives it,
 * without moving the converter.
 */
export interface CalculatedAnswer {
  calculated: Calculation & { ok: true };
}

/** A reading, an answer only the language gives, or the category whose units it needs before it can be made. */
export type BoxResult = BoxReading | CalculatedAnswer | { needs: string };

const ARTICLE = /^(?:a|an|one)\s/i;
/** A number with its exponent half typed: '1e', '2.5E-'. */
const HALF_NUMBER = /^\s*[-+−]?[\d.,]+e[-+−]?\s*$/i;
/** An amount in more than one unit ('5 ft 3 in', `5'3"`) is shown as typed; '72 f' shows as 72 °F, and a computed one ('3 in * 7') as its result. */
const COMPOUND = /[\p{L}'"′″’”].*\d/u;
/**
 * Text that works its amount out: it multiplies ('3 ft * 2', '10 ft x 12 ft': an x written
 * apart), divides ('3m/4m', 'hour/second'), raises to a power or groups. A '/' between two
 * digits is a fraction's bar ('5 ft 3 1/2 in'), no division.
 */
const COMPUTED = /[*×·⋅÷^()]|(?<=\s)[xX](?=\s)|(?<!\d)\/|\/(?!\d)/u;
/** Whether a text works its amount out (COMPUTED): '10 ft * 12 ft', '3m/4m'. */
export const computesAmount = (text: string) => COMPUTED.test(text);
/** A number's exponent ('e3' of '1.5e3'): part of the number, not a unit's letter. */
const EXPONENT = /(?<=\d)e[-+−]?(?=\d)/giu;
const shownAsTyped = (amount: string) =>
  COMPOUND.test(amount.replace(EXPONENT, '')) && !COMPUTED.test(amount) ? amount.trim() : null;

/** Whether the converter's own reader reads a text as an amount in one of its units ('7 S', '10 °C'). */
const ownAmount = (typed: TypedValue) => typed.kind === 'value' && typed.typedUnit;

/** A category as the one list a question is read over, the same list each time (the reader keeps an index per list). */
const lists = new WeakMap<CategoryRecord, readonly CategoryRecord[]>();
function alone(category: CategoryRecord): readonly CategoryRecord[] {
  let list = lists.get(category);
  if (!list) lists.set(category, (list = [category]));
  return list;
}

/**
 * What the box's text means. The current category reads it first, so a number or a quantity of
 * this category means what it means here, and so does a question whose amount it reads as its
 * own; a question about any category comes next, then a quantity of another category the
 * converter offers, then a calculation over the whole catalogue that a category can show, then
 * a question about a cooking ingredient (its category: 'ingredient-flour'), then any other
 * answer of the calculation as it stands. Anything else is the current category's error.
 */
export function readBox(text: string, ctx: BoxContext): BoxResult {
  const { category, from, format, readers, categories, recordOf, ingredientPicked } = ctx;
  const typed = readTyped(text, from, category.units, format, readers.read);
  const here: BoxReading = {
    typed,
    category,
    to: null,
    amount: typed.kind === 'value' && typed.typedUnit ? shownAsTyped(text) : null,
  };
  // Text on its way to something ('5 ft +', '1e' of '1e5') is that, not a question elsewhere.
  if (typed.kind !== 'error' || typed.error.kind === 'incomplete' || HALF_NUMBER.test(text)) return here;
  // The language reads the text once: as a conversion between two units, or as a calculation.
  const computed = readers.calculate(text, decimalMark(format));
  // Where the visitor picked the ingredient (the kitchen), a question in its units is read
  // first: '1 cup in ounces' weighs the cup. Elsewhere an ingredient lasts only as long as the
  // question that names it. A question the language answers in another category, whose amount
  // this one reads as its own, is read again over this one's units: on the temperature interval
  // converter '10 °C in °F' is a difference (18 °F), on the conductance converter '7 S in µS'
  // is siemens (not the svedberg, a time), on typography's '7 in to mm' its inch.
  const picked = ingredientPicked && ingredientOfCategory(category.id);
  const akin =
    !ingredientOfCategory(category.id) &&
    computed.ok &&
    computed.targeted &&
    computed.parts.length === 1 &&
    [computed.parts[0]!, computed.source ?? computed.parts[0]!].some(
      (p) => p.unit.category.id !== category.id,
    ) &&
    ownAmount(readTyped(computed.amountText, from, category.units, format, readers.read));
  const own = picked || akin ? readers.query(text, alone(category), decimalMark(format)) : null;
  // A question about an ingredient ('1 cup of flour in ml') is the ingredient's, whatever its units.
  const cooking = own ? null : readers.ingredient(computed);
  const weighed = cooking?.ok && ingredientReading(cooking, recordOf);
  if (weighed) return weighed;
  const asked = own ?? (cooking ? null : readers.queryOf(computed, readers.categories));
  if (asked) {
    const askedCategory = recordOf(asked.category.id);
    if (askedCategory === undefined) return { needs: asked.category.id };
    const unit = (id: string) => askedCategory?.units.find((u) => u.id === id);
    const fromUnit = unit(asked.from.id);
    const toUnit = unit(asked.to.id);
    if (fromUnit && toUnit) {
      const amount = asked.value === null || ARTICLE.test(asked.source) ? null : shownAsTyped(asked.source);
      return {
        typed: { kind: 'value', value: asked.value ?? ONE, unit: fromUnit, typedUnit: true },
        category: askedCategory!,
        to: toUnit,
        amount,
      };
    }
  }
  for (const other of categories) {
    if (other === category) continue;
    const start = other.units[0];
    if (!start) continue;
    const there = readTyped(text, start, other.units, format, readers.read);
    if (there.kind === 'value' && there.typedUnit)
      return { typed: there, category: other, to: null, amount: shownAsTyped(text) };
  }
  const answered = computed.ok && !cooking && calculated(computed, recordOf);
  if (answered) return answered;
  // A plain number the language makes of units side by side that cancel ('98.6 %%') is no answer in
  // place of the converter's: the text stays the current category's error. Worked out, it is one
  // ('3 m / 4 m' is 0.75, 'hour/second' 3600).
  const plainNumber =
    computed.ok &&
    !computed.targeted &&
    computed.parts.length === 0 &&
    !computed.coherent?.symbol &&
    !COMPUTED.test(text);
  return computed.ok && !plainNumber && !cooking ? { calculated: computed } : here;
}

/** A question about an ingredient, in the ingredient's category: its volumes and weights are units of one quantity there. */
function ingredientReading(
  answer: IngredientAnswer & { ok: true },
  recordOf: BoxContext['recordOf'],
): BoxResult | null {
  const id = ingredientCategoryId(answer.ingredient);
  const category = recordOf(id);
  if (category === undefined) return { needs: id };
  const unit = (part: { unit: { unit: { id: string } } }) =>
    category?.units.find((u) => u.id === part.unit.unit.id);
  const from = unit(answer.amount);
  const to = answer.calculation.targeted ? unit(answer.answer) : null;
  if (!category || !from || to === undefined) return null;
  return {
    typed: { kind: 'value', value: answer.amount.value, unit: from, typedUnit: true },
    category,
    to,
    amount: null,
  };
}

/**
 * A calculation the converter can show: one answer in one category. It starts from the amount
 * asked about when that is one unit ('6 foot 4 in cm' from 6.333… ft), else from the computed
 * amount ('60 mph * 2 h' from 120 mi), and converts to the target when one is named. A target
 * in another category that has the starting unit too ('60 rpm to Hz': frequency counts rpm as
 * angular velocity does) takes the converter there, when that category converts it to the
 * language's own value.
 */
function calculated(c: Calculation & { ok: true }, recordOf: BoxContext['recordOf']): BoxResult | null {
  const start = c.source ?? c.computed;
  const [answer] = c.parts;
  if (!start || !answer) return null;
  const category = recordOf(start.unit.category.id);
  if (category === undefined) return { needs: start.unit.category.id };
  if (category === null) return null;
  const unit = category.units.find((u) => u.id === start.unit.unit.id);
  if (!unit) return null;
  // A mixed answer ('1.8 m to feet and inches') is shown in the category's composition of those units, converted to its largest.
  const key = c.parts.map((p) => p.unit.unit.id).join('.');
  const composition =
    c.parts.length > 1 ? category.compositions?.find((ids) => ids.join('.') === key) : undefined;
  if (c.parts.length > 1 && (!composition || c.parts.some((p) => p.unit.category.id !== category.id)))
    return null;
  // Shown by the rule the converter's own readings follow, whatever it starts from: a sum as typed
  // ('0 °C + 10 K to °C', never '10 °C = 10 °C'), a worked-out amount ('60 mph * 2 h') as its result.
  const amount = shownAsTyped(c.amountText);
  if (c.targeted && answer.unit.category.id !== category.id)
    return c.parts.length === 1 ? acrossCategories(start, answer, amount, recordOf) : null;
  const to = c.targeted ? category.units.find((u) => u.id === answer.unit.unit.id) : null;
  if (to === undefined) return null;
  const reading: BoxReading = {
    typed: { kind: 'value', value: start.value, unit, typedUnit: true },
    category,
    to,
    amount,
  };
  return composition ? { ...reading, composition: key } : reading;
}

/**
 * The answer's category as a converter from the starting unit, when it has a unit of that id
 * and converts the amount to exactly the language's answer; else null (the answer is shown as
 * the language gives it).
 */
function acrossCategories(
  start: AnswerPart,
  answer: AnswerPart,
  amount: string | null,
  recordOf: BoxContext['recordOf'],
): BoxResult | null {
  const category = recordOf(answer.unit.category.id);
  if (category === undefined) return { needs: answer.unit.category.id };
  const unit = (id: string) => category?.units.find((u) => u.id === id);
  const from = unit(start.unit.unit.id);
  const to = unit(answer.unit.unit.id);
  if (!category || !from || !to) return null;
  const converted = convertTyped(start.value, from, to);
  if (!converted || !equals(converted, answer.value)) return null;
  return { typed: { kind: 'value', value: start.value, unit: from, typedUnit: true }, category, to, amount };
}

/**
 * The unit a converter pairs with `unitId` when the visitor types the unit it was converting
 * to: the other unit of the category's default pair (°F ↔ °C, lb ↔ kg, ft ↔ m), else the
 * common unit of the other measuring system (metric or not) nearest in size (km → mi,
 * g → oz), else the first other common unit, else the first other unit.
 */
export function naturalPartner(category: CategoryRecord, unitId: string): string {
  const [a, b] = category.defaultPair ?? [];
  if (a && b && a !== b && (unitId === a || unitId === b)) return unitId === a ? b : a;
  const byId = new Map(category.units.map((u) => [u.id, u]));
  const unit = byId.get(unitId);
  const common = (category.common ?? []).flatMap((id) => (id !== unitId && byId.get(id)) || []);
  const metric = (u: UnitRecord) => u.system === 'si' || u.system === 'metric';
  const across =
    unit?.system && unit.system !== 'other'
      ? common.filter((u) => u.system && u.system !== 'other' && metric(u) !== metric(unit))
      : [];
  const size = (u: UnitRecord) => Math.log(toNumber(fromRatioString(u.factor)));
  const own = unit?.kind === 'linear' ? size(unit) : null;
  const distance = (u: UnitRecord) => Math.abs(size(u) - own!);
  const nearest =
    across.length > 0 && own !== null
      ? across.reduce((best, u) => (distance(u) < distance(best) ? u : best))
      : across[0];
  return nearest?.id ?? common[0]?.id ?? category.units.find((u) => u.id !== unitId)?.id ?? unitId;
}

/** The converter's units after reading the box: the from-unit it names, its target if a question named one, and never the same unit on both sides. */
export function boxUnits(
  reading: BoxReading,
  current: { fromUnit: string; toUnit: string },
): { fromUnit: string; toUnit: string } | null {
  const { typed, category, to } = reading;
  if (typed.kind !== 'value') return null;
  const fromUnit = typed.unit.id;
  const sameCategory = category.units.some((u) => u.id === current.toUnit);
  let toUnit = to?.id ?? (sameCategory ? current.toUnit : naturalPartner(category, fromUnit));
  if (toUnit === fromUnit && typed.typedUnit && !to) toUnit = naturalPartner(category, fromUnit);
  return { fromUnit, toUnit };
}

/** A word that starts a question's target, and what may stand before it without making it one. */
const TARGET_WORD = /(?:^|\s)(?:to|in|into|as)(?=\s|$)|=|->|→/giu;
const NOT_BEFORE_TARGET = /^(?:[\d.,/½¼¾]+|sq|square|cu|cubic|per)$/i;

/**
 * True when the text ends in a question's target still being typed: a target word after a
 * unit, then nothing or only the start of a unit ('100 km/h in', '100 km/h in mp', '5 ft to').
 * Read as it stands, 'in' there would be the inch ('100 km/h in' as an area per time); after a
 * number it is the inch ('5 ft 3 in'). The caller asks this only of readings without a target.
 */
export function unfinishedTarget(text: string): boolean {
  const words = [...text.matchAll(TARGET_WORD)];
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    const after = text.slice(word.index + word[0].length);
    if (/\d/.test(after)) return false;
    const before = text.slice(0, word.index).trim().split(/\s+/).pop() ?? '';
    if (before === '' || NOT_BEFORE_TARGET.test(before)) continue;
    return true;
  }
  return false;
}
