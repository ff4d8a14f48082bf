/**
 * The 404 page's code, one self-contained file written into the page once the build is done
 * (src/integrations/builtPages.ts), so that a pair without a built page is drawn without
 * waiting for a script or its imports: only the category's two data files, which the page's
 * first script asks for at once. It resolves the address: a pair's own address is drawn (the
 * pair page's body, from the page's template); an alias or category-less pair address is sent
 * on to its canonical address; anything else gets its own not-found text, with a suggestion
 * when the address is a near miss of a page.
 */
import { categoryDataPath, pairPageDataPath, SLUG_INDEX_PATH } from '../../core/routes';
import { drawPairPage, readPairCategory } from '../pair/pairPage.client';
import { partSelector } from '../converter/answerParts';
import { canonicalPair, classifyNotFound, pairAddressCategory, pairRouteLabel, resolvePairRoute, slugLookup, suggestPairRoute, type SiteIds, type SlugIndexJson, type Suggestion } from '../../browser/notFound';

const path = location.pathname;

const root = document.documentElement;
const title = document.querySelector<HTMLElement>('[data-nf-title]')!;
const message = document.querySelector<HTMLElement>('[data-nf-message]')!;
const detail = document.querySelector<HTMLElement>('[data-nf-detail]')!;
const home = document.querySelector<HTMLElement>('[data-nf-home]')!;
const actions = document.querySelector<HTMLElement>('[data-nf-actions]')!;
const suggest = document.querySelector<HTMLElement>('[data-nf-suggest]')!;
const suggestLink = document.querySelector<HTMLAnchorElement>('[data-nf-suggest-link]')!;
const search = document.querySelector<HTMLElement>('[data-nf-search]')!;
// The page's own title, which the head script may have put aside while the address is looked up.
const notFound = { heading: title.textContent ?? '', text: message.textContent ?? '', title: root.dataset.titleAside ?? document.title };
const brand = document.title.split(' | ').pop();

/** 'Did you mean …?', when the address is a near miss of a page. */
function offer(suggestion: Suggestion | null | undefined) {
  if (!suggestion) return;
  suggestLink.textContent = suggestion.label;
  suggestLink.href = suggestion.href;
  suggest.classList.remove('hidden');
}

/** URL-derived text is only ever set as text, never as HTML. */
function show(heading: string, text: string, extra?: string, homeLabel = 'Return Home', suggestion?: Suggestion) {
  console.warn('404: no page at', path);
  title.textContent = heading;
  message.textContent = text;
  offer(suggestion);
  if (extra) {
    detail.textContent = extra;
    detail.classList.remove('hidden');
  }
  home.textContent = homeLabel;
  actions.classList.remove('invisible');
  search.classList.remove('hidden');
  document.title = `${heading} | ${brand}`;
  root.classList.remove('nf-pending', 'nf-pair');
}

/** The neutral state while an address is looked up: no 404 text, no way out yet. */
function opening(label: string) {
  title.textContent = label ? `Opening ${label}…` : 'Opening…';
  message.textContent = 'Finding the page for this address.';
  actions.classList.add('invisible');
  search.classList.add('hidden');
  document.title = `${title.textContent} | ${brand}`;
  root.classList.remove('nf-pending');
}

const plain = (suggestion?: Suggestion | null) => {
  console.warn('404: no page at', path);
  title.textContent = notFound.heading;
  message.textContent = notFound.text;
  offer(suggestion);
  actions.classList.remove('invisible');
  search.classList.remove('hidden');
  document.title = notFound.title;
  root.classList.remove('nf-pending', 'nf-pair');
};

/** Leaves for `to` (keeping this address's query and fragment); false when `to` is this very address (then nothing is left to do but say 404). */
function go(to: string): boolean {
  if (to === path || to === path.replace(/\/+$/, '')) return false;
  const query = location.search.slice(1);
  location.replace(to + (query ? (to.includes('?') ? '&' : '?') + query : '') + location.hash);
  return true;
}

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
    if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name)) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'element', buffered: true });
  setTimeout(start, 3000);
}

/**
 * A pair's own address without a built page: the pair drawn into a copy of the template's
 * pair page, which takes the place of the card. False when the path names no pair of the
 * category by its canonical slugs, or its data cannot be had.
 */
async function drawPair(site: SiteIds): Promise<boolean> {
  const categoryId = pairAddressCategory(path, site);
  const template = document.querySelector<HTMLTemplateElement>('template[data-pair-page]');
  if (!categoryId || !template) return false;
  const [units, data] = await Promise.all([fetch(categoryDataPath(categoryId)), fetch(pairPageDataPath(categoryId))]);
  const read = await readPairCategory(units, data);
  const pair = read && canonicalPair(path, read.category.units);
  if (!read || !pair) return false;
  const main = drawPairPage(template, { category: read.category, from: pair[0], to: pair[1] }, read.data);
  if (!main) return false;
  root.classList.remove('nf-pending', 'nf-pair');
  // The pair page's own scripts, as the layout's starter puts them in a built page once it has
  // painted: here once the drawn answer has painted, so that they never hold it up (whichever
  // of the two comes first takes the template out).
  afterPainted(main.querySelector(partSelector('result')) ?? main, () => {
    for (const t of main.querySelectorAll<HTMLTemplateElement>('template[data-after="paint"]')) {
      t.remove();
      document.body.append(document.importNode(t.content, true));
    }
  });
  return true;
}

async function resolve() {
  let site: SiteIds;
  try {
    site = JSON.parse(document.getElementById('not-found-site')?.textContent ?? '');
  } catch {
    return plain();
  }
  const view = classifyNotFound(path, site);
  switch (view.kind) {
    case 'redirect':
      opening(pairRouteLabel(path));
      return go(view.to) || plain();
    case 'group-not-found':
      return show('Category group not found', 'The requested category group does not exist.', undefined, 'Return to home');
    case 'category-not-found':
      return show('Category not found', "The category in this address isn't one we convert.", undefined, undefined, view.suggestion);
    case 'unknown-converter':
      return show('Converter not found', `We don't have a ${view.title}.`, 'Browse all converters in the sitemap, or search for units below.', undefined, view.suggestion);
    case 'needs-index': {
      opening(pairRouteLabel(path));
      try {
        if (await drawPair(site)) return;
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
