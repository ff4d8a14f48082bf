/**
 * The 404 page's resolver, one self-contained file that its first code (notFound.entry.ts)
 * imports for every address it does not draw, so that a valid pair is never a dead end: an
 * alias or category-less pair address is sent on to its canonical address, and a pair's
 * quick-convert address to its category's quick-convert page; unknown converters,
 * quick-convert categories and category groups get their own title and message. An address
 * one or two typos away from a page (a category id, name or alias, or a unit slug in a pair
 * route) offers that page: 'Did you mean Length Converter?'.
 */
import { SITE_IDS_PATH, SLUG_INDEX_PATH } from '../../core/routes';
import {
  classifyNotFound,
  pairRouteLabel,
  resolvePairRoute,
  slugLookup,
  suggestPairRoute,
  type SiteIds,
  type SlugIndexJson,
} from '../../browser/notFound';
import { opening, plain, show } from './card';

const path = location.pathname;

/** Leaves for `to` (keeping this address's query and fragment); false when `to` is this very address (then nothing is left to do but say 404). */
function go(to: string): boolean {
  if (to === path || to === path.replace(/\/+$/, '')) return false;
  const query = location.search.slice(1);
  location.replace(to + (query ? (to.includes('?') ? '&' : '?') + query : '') + location.hash);
  return true;
}

async function resolve() {
  // While the ids come, an address shaped like a pair's says it is being opened, never 404.
  const label = pairRouteLabel(path);
  if (label) opening(label);
  let site: SiteIds;
  try {
    const response = await fetch(SITE_IDS_PATH);
    if (!response.ok) return plain();
    site = (await response.json()) as SiteIds;
  } catch {
    // Offline before the site was saved, or a broken file: the plain 404.
    return plain();
  }
  const view = classifyNotFound(path, site);
  switch (view.kind) {
    case 'redirect':
      opening(pairRouteLabel(path));
      return go(view.to) || plain();
    case 'group-not-found':
      return show(
        'Category group not found',
        'The requested category group does not exist.',
        undefined,
        'Return to home',
      );
    case 'category-not-found':
      return show(
        'Category not found',
        "The category in this address isn't one we convert.",
        undefined,
        undefined,
        view.suggestion,
      );
    case 'unknown-converter':
      return show(
        'Converter not found',
        `We don't have a ${view.title}.`,
        'Browse all converters in the sitemap, or search for units below.',
        undefined,
        view.suggestion,
      );
    case 'needs-index': {
      opening(pairRouteLabel(path));
      try {
        const response = await fetch(SLUG_INDEX_PATH);
        if (!response.ok) return plain();
        const lookup = slugLookup((await response.json()) as SlugIndexJson);
        const to = resolvePairRoute(path, site, lookup);
        if (to && go(to)) return;
        return plain(suggestPairRoute(path, site, lookup));
      } catch {
        // Offline or a broken index: the plain 404.
      }
      return plain();
    }
    case 'plain':
      return plain(view.suggestion);
  }
}
void resolve();
