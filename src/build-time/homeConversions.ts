/**
 * The home page's common-conversions box: the pairs catalog/site.yml lists, the first few
 * shown at once and the rest behind a disclosure, each to a canonical pair page. Build-time
 * only (uses the catalogue).
 */
import { site } from './catalog';
import { curatedPair } from './curated';
import { pairPath } from '../core/routes';

/** How many links are shown before the disclosure. */
export const COMMON_SHOWN = site.homeConversions.shown;

export interface CommonConversion {
  href: string;
  label: string;
}

/** The links, in order. */
export function commonConversions(): CommonConversion[] {
  return site.homeConversions.pairs.map((ids) => {
    const { category, from, to } = curatedPair(ids);
    return { href: pairPath(category, from, to), label: `${from.plural} to ${to.plural}` };
  });
}
