/**
 * The answer to a conversion typed as text in a search box ('10 feet in meters', 'kg to lb',
 * '5\'3" in cm'): the sentence shown as you type and the pair page that Enter opens, carrying
 * the value. Pure: works on the decoded search index.
 */
import { parseConversionQuery, type QueryCategory } from '../core/language/conversionQuery';
import { formatAmount, formatExact, sentenceSign, type NumberFormatId } from '../core/numberFormat';
import { convertTyped, exactValueText } from '../core/quantityResult';
import { exact } from '../core/rational';
import { pairPath, permalinkQuery } from '../core/routes';
import { unitWord } from '../core/unitText';

export interface ConversionAnswer {
  /** '10 feet = 3.048 meters'. */
  sentence: string;
  /** The canonical pair page with the value: '/length/foot-to-meter?v=10'. */
  href: string;
  /** 'Open feet to meters'. */
  label: string;
  /** The category the question is about ('length'). */
  category: string;
}

/** The answer to a typed query, or null when the text is not a conversion between two known units. */
export function conversionAnswer(
  text: string,
  categories: readonly QueryCategory[],
  format: NumberFormatId = 'dot',
): ConversionAnswer | null {
  const query = parseConversionQuery(text, categories, format === 'dot' ? '.' : ',');
  // A unit to itself is no answer ('5 gb to Gb' read as gilberts to gilberts).
  if (!query || query.from.id === query.to.id) return null;
  const value = query.value ?? exact(1n);
  const result = convertTyped(value, query.from, query.to);
  if (result === null) return null;
  const options = { precision: { kind: 'auto' } as const, format, grouping: true };
  const echoed = formatAmount(value, options);
  const input = echoed.text;
  const shown = formatExact(result, options);
  const output = shown.text;
  const path = pairPath(query.category, query.from, query.to);
  return {
    sentence: `${input} ${unitWord(input, query.from.name, query.from.plural || query.from.name)} ${sentenceSign(echoed, shown)} ${output} ${unitWord(output, query.to.name, query.to.plural || query.to.name)}`,
    href: `${path}${permalinkQuery({ value: query.value ? exactValueText(query.value) : undefined })}`,
    label: `Open ${query.from.plural || query.from.name} to ${query.to.plural || query.to.name}`,
    category: query.category.id,
  };
}
