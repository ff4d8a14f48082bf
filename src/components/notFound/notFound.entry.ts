/**
 * The 404 page's first code, one self-contained file written into the page once the build is
 * done (src/integrations/builtPages.ts), small enough that the page still comes in one round
 * trip. At a pair's own address without a built page it draws the pair's answer with nothing
 * but the page and the category's pair-page data (with the pair page's body), which the
 * page's first script asks for at once; once that answer has painted, the rest of the pair's
 * page (pairRest.entry.ts) and the page's own scripts. Any other address, or a pair it cannot
 * draw, is the resolver's (resolve.entry.ts): an alias or category-less pair address is sent
 * on to its canonical address, anything else gets its own not-found text.
 */
import restCode from './pairRest.entry.ts?worker&url';
import resolveCode from './resolve.entry.ts?worker&url';
import { pairPageDataPath } from '../../core/routes';
import type { UnitPair } from '../../core/types';
import { drawPairPage, PAIR_DRAWN, readPairCategory, type PairDrawn } from '../pair/pairPage.client';
import { partSelector } from '../converter/answerParts';
import { canonicalPair, pairRouteLabel } from '../../browser/notFound';
import { opening } from './card';
import { startScripts } from '../afterPaint.client';

const path = location.pathname;
const root = document.documentElement;

/**
 * Runs `then` in a task of its own once `element` has painted, as the browser reports it
 * (Element Timing), or after three seconds, when it is not shown; where that is not reported,
 * after two frames.
 */
function afterPainted(element: Element, then: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(then);
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) {
    requestAnimationFrame(() => requestAnimationFrame(start));
    return;
  }
  const name = 'drawn-answer';
  element.setAttribute('elementtiming', name);
  const observer = new PerformanceObserver((list) => {
    if (
      !list
        .getEntries()
        .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name)
    )
      return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'element', buffered: true });
  setTimeout(start, 3000);
}

/**
 * The rest of the pair's page, then the page's own scripts, as the layout's starter puts them
 * in a built page once it has painted: here once the drawn answer has painted, so that they
 * never hold it up. Without the rest's code (offline, not yet saved) the answer stands alone:
 * the converter, whose props come with the rest, stays as drawn.
 */
async function drawRest(main: HTMLElement, pair: UnitPair) {
  const done = () => {
    root.classList.remove('nf-pair');
    startScripts('paint');
  };
  try {
    await import(/* @vite-ignore */ restCode);
    document.dispatchEvent(new CustomEvent<PairDrawn>(PAIR_DRAWN, { detail: { main, pair, done } }));
  } catch {
    // The rest stays out of sight.
    done();
  }
}

/**
 * The pair page body to draw into: the page's template, its content taken from the category's
 * pair-page data where the build has moved it there.
 */
function pairTemplate(body: string | undefined): HTMLTemplateElement | null {
  const template = document.querySelector<HTMLTemplateElement>('template[data-pair-page]');
  // Parsed as a fragment, not by innerHTML, whose scripts never run (the page's scripts wait in it).
  if (template && !template.content.childElementCount && body)
    template.content.replaceChildren(document.createRange().createContextualFragment(body));
  return template;
}

/**
 * A pair's own address without a built page: the pair's page drawn into a copy of the
 * template's pair page, which takes the place of the card. False when the path names no
 * category or no pair of it by its canonical slugs, or what it takes cannot be had.
 */
async function drawPair(): Promise<boolean> {
  // Set by the page's head script at a pair's own address: a category id, then a pair slug.
  const categoryId = root.dataset.pairCategory;
  if (!categoryId) return false;
  opening(pairRouteLabel(path));
  const read = await readPairCategory(await fetch(pairPageDataPath(categoryId)));
  const named = read && canonicalPair(path, read.category.units);
  const template = read && pairTemplate(read.data.body);
  if (!read || !named || !template) return false;
  const pair: UnitPair = { category: read.category, from: named[0], to: named[1] };
  // The answer's block is timed (the browser times text by its block, not by an inline part
  // of it), from before it is shown, so that its first paint is reported.
  const answer = (body: HTMLElement) => body.querySelector(partSelector('result'))?.closest('output') ?? body;
  const main = drawPairPage(template, pair, read.data, (body) =>
    afterPainted(answer(body), () => void drawRest(body, pair)),
  );
  return main !== null;
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
