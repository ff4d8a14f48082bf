/**
 * The unit an answer is given in when the question names none: the unit it was typed in
 * ('3 in * 7' → in), the unit its units make together ('3 ft * 4 ft' → ft², '36 km per hour'
 * → km/h), else a unit of the category whose dimension matches, in the typed units' system
 * ('60 mph * 2 h' → 120 mi), else the coherent SI unit written out ('kg·m/s').
 */
import { dimEquals, superscript, type Dimension } from '../dimension';
import { div, toNumber, type Exact } from '../rational';
import { categoryOf, meaningsOf, type LanguageCategory, type Meaning, type SpellingIndex } from './spellings';
import { unitSize, type Shape } from './evaluate';

const linearIn = (dimension: Dimension) => (m: Meaning) =>
  m.unit.kind === 'linear' && dimEquals(unitSize(m).dimension, dimension);

/** Spellings the shape's units make together: 'ft²', 'km/h', 'W·h', 'Wh', 'N·m'. */
function shapeSpellings(shape: Shape): string[] {
  const entries = [...shape].sort((a, b) => b[1] - a[1]);
  const up = entries.filter(([, p]) => p > 0);
  const down = entries.filter(([, p]) => p < 0);
  if (up.length === 0) return [];
  const term = ([m, p]: [Meaning, number], sign: number) => `${m.unit.symbol}${superscript(sign * p)}`;
  const over = down.length ? '/' + down.map((e) => term(e, -1)).join('·') : '';
  const spellings = ['·', '', ' ', '-'].map((join) => up.map((e) => term(e, 1)).join(join) + over);
  if (up.length === 1 && up[0]![1] === 1 && down.length === 1 && down[0]![1] === 1)
    spellings.push(`${up[0]![0].unit.name} per ${down[0]![0].unit.name}`);
  return [...new Set(spellings)];
}

const METRIC = new Set(['si', 'metric']);

/**
 * The unit of `category` to show `x` in: of the typed units' system, the largest in which the
 * amount is at least 1. One US or imperial unit typed makes the answer US or imperial (mph × h → mi).
 */
function unitIn(category: LanguageCategory, x: Exact, shape: Shape): Meaning {
  const metric = ![...shape.keys()].some((m) => m.unit.system === 'us' || m.unit.system === 'imperial');
  const meanings = category.units
    .map((unit): Meaning => ({ category, unit, rank: 0, as: 'name' }))
    .filter(linearIn(category.dimension));
  const common = meanings.filter((m) => category.common.includes(m.unit.id));
  const pool = (common.length ? common : meanings).filter((m) =>
    !m.unit.system || m.unit.system === 'other' ? false : METRIC.has(m.unit.system) === metric,
  );
  const sized = pool.map((m) => ({ m, amount: Math.abs(toNumber(div(x, unitSize(m).x))) }));
  const atLeastOne = sized.filter((s) => s.amount >= 1).sort((a, b) => a.amount - b.amount)[0];
  const base = meanings.find((m) => m.unit.id === category.units[0]?.id) ?? meanings[0]!;
  return atLeastOne?.m ?? sized.sort((a, b) => b.amount - a.amount)[0]?.m ?? base;
}

/** The unit to answer in, or null for a plain number or a dimension no category has (then coherentSymbol). */
export function naturalUnit(
  index: SpellingIndex,
  x: Exact,
  dimension: Dimension,
  shape: Shape,
): Meaning | null {
  const matches = linearIn(dimension);
  const [only] = shape;
  if (shape.size === 1 && only![1] === 1 && matches(only![0])) return only![0];
  for (const spelling of shapeSpellings(shape)) {
    const found = meaningsOf(index, spelling).find(matches);
    if (found) return found;
  }
  if (Object.keys(dimension).length === 0) return null;
  const category = categoryOf(index, dimension);
  return category ? unitIn(category, x, shape) : null;
}
