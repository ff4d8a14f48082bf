/**
 * The 404 page's first code, one self-contained file written into the page once the build is
 * done (src/integrations/builtPages.ts), small enough that the page still comes in one round
 * trip. At a pair's own address without a built page it draws the top of the pair's page
 * (pairDrawer.ts) with nothing but the page, the body pairs are drawn into and the category's
 * pair-page data, which the page's first script asks for at once; once that answer has painted,
 * the rest of the pair's page (pairRest.entry.ts) and the page's own scripts. Any other address, or a pair it cannot
 * draw, is the resolver's (resolve.entry.ts): an alias or category-less pair address is sent
 * on to its canonical address, anything else gets its own not-found text.
 */
import restCode from './pairRest.entry.ts?worker&url';
import resolveCode from './resolve.entry.ts?worker&url';
import { PAIR_PAGE_BODY_PATH, pairPageDataPath } from '../../core/routes';
import type { UnitPair } from '../../core/types';
import { drawPairTop, finishDrawing, readPairCategory } from '../pair/pairDrawer';
import { answerBlock } from '../converter/answerParts';
import { canonicalPair, pairRouteLabel } from '../../browser/notFound';
import { opening } from './card';
import { whenPainted } from '../startup/whenPainted';

const path = location.pathname;
const root = document.documentElement;

/**
 * The rest of the pair's page, then the page's own scripts, once the drawn answer has painted,
 * so that they never hold it up. Without the rest's code (offline, not yet saved) the answer
 * stands alone: the converter, whose props come with the rest, stays as drawn.
 */
function drawRest() {
  import(/* @vite-ignore */ restCode).catch(finishDrawing);
}

/** The body pairs are drawn into, parsed from its file's text; null when it has none. */
async function pairBody(response: Response): Promise<Element | null> {
  if (!response.ok) return null;
  // Parsed as a fragment, not by innerHTML, whose scripts never run (the page's scripts wait in it).
  const fragment = document.createRange().createContextualFragment(await response.text());
  return fragment.querySelector('[data-pair-main]');
}

/**
 * A pair's own address without a built page: the top of the pair's page, drawn into a copy of
 * the body pairs are drawn into, which takes the place of the card. False when the path names no
 * category or no pair of it by its canonical slugs, or what it takes cannot be had.
 */
async function drawPair(): Promise<boolean> {
  // Set by the page's head script at a pair's own address: a category id, then a pair slug.
  const categoryId = root.dataset.pairCategory;
  if (!categoryId) return false;
  opening(pairRouteLabel(path));
  const [read, body] = await Promise.all([
    fetch(pairPageDataPath(categoryId)).then(readPairCategory),
    fetch(PAIR_PAGE_BODY_PATH).then(pairBody),
  ]);
  const named = read && canonicalPair(path, read.category.units);
  if (!read || !named || !body) return false;
  const pair: UnitPair = { category: read.category, from: named[0], to: named[1] };
  // The answer is timed from before it is shown, so that its first paint is reported.
  drawPairTop(body, pair, (main) => whenPainted(drawRest, answerBlock(main)));
  return true;
}

async function start() {
  try {
    if (await drawPair()) return;
  } catch {
    // Offline or broken data: the resolver decides.
  }
  await import(/* @vite-ignore */ resolveCode);
}
void start();
