/**
 * Draws a pair without a page of its own into the 404 page: the 404 page carries a pair page's
 * body (PairMain.astro, built for one pair) in a template (which the build moves into each
 * category's pair-page data), and this writes the addressed pair into a copy of it, from the
 * category's pair-page data (/data/{category}.json: its units and what its pages say beyond
 * them), with the same functions the build writes pair pages with. It comes in two parts, so
 * that the answer needs nothing but the page and that file: this one, written into the 404
 * page, draws the top (crumbs, heading, the converter's answer and formula, the other way)
 * and the head's title, description and canonical address; the rest of the body (picture,
 * facts, table, units, links) and of the head waits for pairPageRest.client.ts, which the page
 * loads once the answer has painted. The converter's
 * code comes as on a built pair page, when the visitor reaches for it, and hydrates the copy as
 * it hydrates a built page: the copy is written as the converter renders the pair. Every text is
 * set as text, never as HTML.
 */
import { decodeCategories } from '../../core/islandCodec';
import { sharedTitle, withPairPageData, type PairPageData } from '../../core/pairPageData';
import { pairBreadcrumbs, pairDescription, pairHeading, pairNames, pairTitle } from '../../core/pairMeta';
import { pairFormula } from '../../core/pairFormula';
import { PAIR_DEFAULT_INPUT } from '../../core/pairWidgets';
import { formulaLine } from '../../core/answerView';
import { pairPath } from '../../core/routes';
import type { CategoryRecord, UnitPair } from '../../core/types';
import { partSelector } from '../converter/answerParts';
import { markDrawn } from './converterIsland';
import { showFormPair, text } from './quickConvertPage.client';

/** Marks the parts of a drawn body below its converter until pairPageRest.client.ts has written them (they are not shown meanwhile). */
export const REST_PENDING = 'data-rest-pending';

/**
 * The event (on the document) with which the 404 page's first code hands a drawn pair to the
 * code of the rest of its page, a file of its own that exports nothing: the drawn body, the
 * pair, and what to call once the rest is written.
 */
export const PAIR_DRAWN = 'unitflip:pair-drawn';
export interface PairDrawn {
  main: HTMLElement;
  pair: UnitPair;
  done: () => void;
}

/** The category's records with their pair-page data, from its data file's response; null when it cannot be read. */
export async function readPairCategory(
  response: Response,
): Promise<{ category: CategoryRecord; data: PairPageData } | null> {
  try {
    if (!response.ok) return null;
    const data = (await response.json()) as PairPageData;
    const category = decodeCategories(data.units)[0];
    return category ? { category: withPairPageData(category, data), data } : null;
  } catch {
    return null;
  }
}

export const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  value = '',
  attrs: Record<string, string> = {},
) => {
  const el = document.createElement(tag);
  el.textContent = value;
  for (const [name, v] of Object.entries(attrs)) el.setAttribute(name, v);
  return el;
};

/**
 * The converter's answer written in (showFormPair) until its code is live; its props come with
 * the rest (pairPageRest). That code hydrates what is drawn here, as on a built page, so the
 * box the visitor may be typing in stays (its text, caret, selection and focus): this must be
 * the converter's own markup for the pair.
 */
function converter(main: HTMLElement, pair: UnitPair): void {
  const root = main.querySelector<HTMLElement>('[data-converter-island]');
  if (!root) return;
  const { category, from, to } = pair;
  showFormPair(root, category, { from: from.id, to: to.id, text: PAIR_DEFAULT_INPUT });
  text(root, partSelector('formula'), formulaLine(pairFormula(from, to).equation));
  // As on a built pair page, the converter's code comes when the visitor reaches for it
  // (pairConverterStart.ts): the boxes are as drawn. Temperature's thermometer is drawn by that
  // code only (pairPageRest leaves its place to it), so there it comes at once: its boxes are
  // left differing from their built text.
  markDrawn(root, category.id !== 'temperature');
}

/**
 * Writes the top of the pair's page into a copy of the template's page body (crumbs, heading,
 * converter, the other way) and marks what follows the converter REST_PENDING.
 */
export function fillPairTop(main: HTMLElement, pair: UnitPair): void {
  const { category, from, to } = pair;
  const names = pairNames(pair);
  main.querySelector('nav[aria-label="Breadcrumb"] ol')?.replaceChildren(
    ...pairBreadcrumbs(pair).map((c, i, all) => {
      const li = element('li');
      li.append(
        c.href && i < all.length - 1
          ? element('a', c.label, { class: 'link', href: c.href })
          : element('span', c.label, { 'aria-current': 'page' }),
      );
      return li;
    }),
  );
  text(main, 'h1', pairHeading(pair));
  converter(main, pair);
  const reverse = main.querySelector<HTMLAnchorElement>('[data-pair-reverse]');
  if (reverse) {
    reverse.href = pairPath(category, to, from);
    reverse.textContent = `${names.to} to ${names.from}`;
  }
  const section = reverse?.closest('section');
  let below = false;
  for (const child of main.children) {
    if (below) child.setAttribute(REST_PENDING, '');
    below ||= child === section;
  }
}

/**
 * The page's head for the pair: title, description and canonical address (on the site's
 * origin), as a built pair page has them (the rest of its head comes with the rest of the
 * page). The layout gives every page, the 404 page too, its description and canonical link.
 */
export function showPairHead(pair: UnitPair, data: PairPageData, origin: string): void {
  const brand = document.title.split(' | ').pop() ?? '';
  document.title = pairTitle(pair, brand, sharedTitle(data, pair));
  document.querySelector('meta[name="description"]')?.setAttribute('content', pairDescription(pair));
  document
    .querySelector('link[rel="canonical"]')
    ?.setAttribute('href', new URL(pairPath(pair.category, pair.from, pair.to), origin).href);
}

/**
 * The pair's page in place of the page's <main>: a copy of the template's pair page body (a
 * <div data-pair-main>, made the <main>) with the top of the pair's page written in (the rest
 * is pairPageRest's), and the head set; the new <main>, or null when the template has no body.
 * `beforeShown` sees the body before it takes its place.
 */
export function drawPairPage(
  template: HTMLTemplateElement,
  pair: UnitPair,
  data: PairPageData,
  beforeShown?: (main: HTMLElement) => void,
): HTMLElement | null {
  const body = template.content.querySelector('[data-pair-main]');
  if (!body) return null;
  const main = document.createElement('main');
  for (const { name, value } of body.attributes) main.setAttribute(name, value);
  main.id = 'main';
  main.append(...document.importNode(body, true).childNodes);
  fillPairTop(main, pair);
  showPairHead(pair, data, template.dataset.site || location.origin);
  beforeShown?.(main);
  document.getElementById('main')?.replaceWith(main);
  return main;
}
