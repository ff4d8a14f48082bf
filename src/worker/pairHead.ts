/**
 * The Cloudflare Worker's rule (src/worker/pairs.ts) for a pair address without a built page:
 * which pair the address names, and the head a link preview or crawler should read there. The
 * same view the pages use (pairPageHead), fed by the same data file the 404 page draws the
 * pair from (/data/{category}.json, read through the host's static files), so the Worker
 * writes no sentence of its own. Pure but for the data it is handed; tested in Node.
 */
import { decodeCategories } from '../core/islandCodec';
import { sharedTitle, withPairPageData, type PairPageData } from '../core/pairPageData';
import { pairPageHead, type PairPageHead } from '../core/pairPageView';
import { looksLikePairSlug, pairPageDataPath, pathSegments } from '../core/routes';
import { BRAND } from '../core/site';
import type { UnitPair } from '../core/types';
import { canonicalPair } from '../browser/notFound';
import { strings } from '../generated/strings.en';
import { textOf } from '../core/unitNames';

/** How a category id is written: anything else is no category, and no file is asked for it. */
const CATEGORY_ID = /^[a-z][a-z0-9_]*$/;

/**
 * The category a path names when it is shaped like a pair's own address
 * ('/length/meter-to-parsec', a trailing slash too), or null.
 */
export function pairCategoryOf(pathname: string): string | null {
  const segments = pathSegments(pathname);
  if (segments.length !== 2) return null;
  const [category, slug] = segments as [string, string];
  return CATEGORY_ID.test(category) && looksLikePairSlug(slug) ? category : null;
}

/** The pair a path names by its units' canonical slugs, read from the category's pair-page data. */
export function pairFromData(pathname: string, data: PairPageData): UnitPair | null {
  const decoded = decodeCategories(data.units)[0];
  if (!decoded) return null;
  const category = withPairPageData(decoded, data);
  const named = canonicalPair(pathname, category.units);
  return named && { category, from: named[0], to: named[1] };
}

/**
 * The head of the pair page at `url`, or null when the address names no pair of a known
 * category by its canonical slugs. `read` fetches a file of the site (the category's data).
 */
export async function pairHeadAt(
  url: URL,
  read: (path: string) => Promise<Response>,
): Promise<PairPageHead | null> {
  const categoryId = pairCategoryOf(url.pathname);
  if (!categoryId) return null;
  const response = await read(pairPageDataPath(categoryId));
  if (!response.ok) return null;
  let data: PairPageData;
  try {
    data = (await response.json()) as PairPageData;
  } catch {
    return null;
  }
  const pair = pairFromData(url.pathname, data);
  if (!pair || pair.category.id !== categoryId) return null;
  return pairPageHead(textOf(strings, 'en'), pair, {
    brand: BRAND,
    origin: url.origin,
    inferredElsewhere: sharedTitle(data, pair),
  });
}

/** One change to the 404 page's head: an element's text, or one of its attributes. */
export type HeadEdit =
  { selector: string; text: string } | { selector: string; attribute: string; value: string };

/**
 * What the Worker writes into the 404 page's head for a pair: the title, description and
 * canonical address, and their Open Graph copies, as a built pair page has them (BaseLayout).
 * Values are plain text: the rewriter escapes them.
 */
export function pairHeadEdits(head: Pick<PairPageHead, 'title' | 'description' | 'canonical'>): HeadEdit[] {
  return [
    { selector: 'head > title', text: head.title },
    { selector: 'head > meta[name="description"]', attribute: 'content', value: head.description },
    { selector: 'head > link[rel="canonical"]', attribute: 'href', value: head.canonical },
    { selector: 'head > meta[property="og:title"]', attribute: 'content', value: head.title },
    { selector: 'head > meta[property="og:description"]', attribute: 'content', value: head.description },
    { selector: 'head > meta[property="og:url"]', attribute: 'content', value: head.canonical },
  ];
}
