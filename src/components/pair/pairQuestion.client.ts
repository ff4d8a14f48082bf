/**
 * A question typed into a pair page's value box ('5 ft 3 in to cm', 'how many ounces in a
 * pound') is answered in place, as the main converter answers it: the answer sentence, and a
 * link to the pair page it belongs to when that is another page. Loaded only when the box holds
 * text the page's own pair cannot read, with the site's unit index.
 */
import { conversionAnswer, type ConversionAnswer } from '../../browser/conversionAnswer';
import { loadSearchIndex } from '../../browser/categoryUnits';
import type { NumberFormatId } from '../../core/numberFormat';

/** The answer to the question in `text`, or null when it is not one. */
export async function answerQuestion(text: string, format: NumberFormatId): Promise<ConversionAnswer | null> {
  const index = await loadSearchIndex();
  return index ? conversionAnswer(text, index, format) : null;
}
