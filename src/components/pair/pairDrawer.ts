/**
 * Draws a pair without a page of its own at its address (the 404 page's), from the pair's view
 * (src/core/pairPageView.ts) and the markup of its parts (src/core/pairPageMarkup.ts), the ones
 * the build writes pair pages with. The body comes from the page pairs are drawn into
 * (/data/pair-page/: each part's place empty, and the converter's own markup), and the
 * category from its pair-page data (/data/{category}.json).
 *
 * In two steps, so that the answer needs nothing but the 404 page and those two files: the top
 * (crumbs, heading, the converter's answer, the other way) at once; the rest (picture, facts,
 * table, units, links; the head: title, description, canonical address, Open Graph and
 * JSON-LD; the converter's props) once the answer has painted, the tab saying 'Opening …'
 * until then. The 404 page carries the top's code; the rest's comes in a file of its own
 * (pairRest.entry.ts), which finds what to draw on the drawn <main> (DRAWN_PAIR). Until then what follows the converter waits unseen (REST_PENDING).
 */
import { decodeCategories } from '../../core/islandCodec';
import {
  sharedTitle,
  withDescriptions,
  withPairPageData,
  type PairPageData,
  type UnitDescriptions,
} from '../../core/pairPageData';
import {
  pairPageHead,
  pairPageRest,
  pairPageTop,
  type PairPageHead,
  type PairPageRest,
  type PairPageTop,
} from '../../core/pairPageView';
import {
  PAIR_REST_PARTS,
  PAIR_TOP_PARTS,
  PART_ATTRIBUTE,
  pairRestMarkup,
  pairTopMarkup,
  type PairPart,
} from '../../core/pairPageMarkup';
import { formulaLine } from '../../core/answerView';
import { pairPageDataPath, unitDescriptionsPath } from '../../core/routes';
import { pairUnitsText } from '../../core/pairWidgetData';
import type { CategoryRecord, UnitPair } from '../../core/types';
import { partSelector } from '../converter/answerParts';
import { clientBoundaryStart, markDrawn } from './converterIsland';
import { showFormPair, text } from './quickConvertPage.client';
import { DRAWN_PAIR, PAGE_STATE, REST_PENDING, startScripts } from '../startup/pageState';
import { TEXTS_ATTRIBUTE, textsOf } from '../../browser/pageText';

/** The brand, as every page's title ends with it, and the site's origin, as every page's canonical address has it. */
const brand = () => document.title.split(' | ').pop() ?? '';
const origin = () =>
  new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '/', location.href)
    .origin;

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

/** A part's place filled with its markup (nothing, when the pair's page has no such part). */
function fill(main: HTMLElement, part: PairPart, markup: string): void {
  const place = main.querySelector(`template[${PART_ATTRIBUTE}="${part}"]`);
  if (!place) return;
  const parsed = document.createElement('template');
  parsed.innerHTML = markup;
  place.replaceWith(parsed.content);
}

/**
 * The converter's answer written in (showFormPair) until its code is live, which hydrates what
 * is drawn here as it hydrates a built page: the box the visitor may be typing in stays.
 */
function drawConverter(main: HTMLElement, pair: UnitPair, top: PairPageTop): void {
  const root = main.querySelector<HTMLElement>('[data-converter-island]');
  if (!root) return;
  const { from, to, text: value } = top.converter;
  showFormPair(root, pair.category, { from, to, text: value });
  // The template's formula is its own pair's: a blank of the same height until the rest writes the pair's.
  text(root, partSelector('formula'), '\u00a0');
  // Temperature's thermometer is drawn by the converter's code only (the rest leaves its place
  // to it), so there its boxes are left differing from their built text: the code comes at once.
  markDrawn(root, pair.category.id !== 'temperature');
}

/**
 * The pair's page in place of the page's <main>: a copy of the body pairs are drawn into (its
 * <div data-pair-main>, made the <main>) with the top drawn; what follows the converter waits
 * unseen for the rest. `beforeShown` sees it before it takes its place.
 */
export function drawPairTop(
  body: Element,
  pair: UnitPair,
  beforeShown?: (main: HTMLElement) => void,
): HTMLElement {
  const top = pairPageTop(textsOf(body), pair);
  const main = document.createElement('main');
  for (const { name, value } of body.attributes) main.setAttribute(name, value);
  main.id = 'main';
  main.append(...document.importNode(body, true).childNodes);
  for (const part of PAIR_TOP_PARTS) fill(main, part, pairTopMarkup(part, top));
  drawConverter(main, pair, top);
  const converter = main.querySelector('[data-converter-island]')?.closest('section');
  let below = false;
  for (const child of main.children) {
    if (below) child.setAttribute(REST_PENDING, '');
    below ||= child === converter;
  }
  main.setAttribute(DRAWN_PAIR, [pair.category.id, pair.from.id, pair.to.id].join(' '));
  beforeShown?.(main);
  document.getElementById('main')?.replaceWith(main);
  return main;
}

/** The category with its units' descriptions (the codec leaves them out); as it is when they cannot be had. */
async function described(category: CategoryRecord): Promise<CategoryRecord> {
  try {
    const response = await fetch(unitDescriptionsPath(category));
    return response.ok ? withDescriptions(category, (await response.json()) as UnitDescriptions) : category;
  } catch {
    return category;
  }
}

/** The head as a built pair page has it: title, description, canonical address, Open Graph tags and JSON-LD. */
function showHead(head: PairPageHead): void {
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
  const meta = (property: string, value: string) =>
    document.querySelector(`meta[property="og:${property}"]`)?.setAttribute('content', value);
  meta('title', head.title);
  meta('description', head.description);
  meta('url', head.canonical);
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(head.jsonLd);
  document.head.append(script);
}

/**
 * The drawn converter's formula (the top leaves it blank: the formulas' code waits for the rest),
 * and what the converter's code reads when the visitor reaches for it (pairConverterStart.ts): its
 * props, and on temperature the place of the thermometer it draws, after the fields: a Suspense
 * boundary left to the client, so that the rest of the drawn converter is hydrated, not drawn anew.
 */
function converterProps(main: HTMLElement, pair: UnitPair, top: PairPageTop, rest: PairPageRest): void {
  const root = main.querySelector<HTMLElement>('[data-converter-island]');
  if (!root) return;
  text(root, partSelector('formula'), formulaLine(rest.formula.equation));
  const { from, to, text: value } = top.converter;
  const props = { data: pairUnitsText(pair.category, pair.from, pair.to), preset: { from, to, text: value } };
  root.dataset.props = JSON.stringify(props);
  if (pair.category.id === 'temperature')
    root.firstElementChild?.append(...clientBoundaryStart(), new Comment('/$'));
}

/** The page's own scripts, once the drawn pair's page is whole (or is left with its top alone). */
export function finishDrawing(): void {
  document.documentElement.classList.remove(PAGE_STATE.pairDrawing);
  startScripts('paint');
}

/** The rest of the drawn pair's page (DRAWN_PAIR on the <main>), then the page's own scripts. */
export async function drawPairRest(): Promise<void> {
  const main = document.querySelector<HTMLElement>(`main[${DRAWN_PAIR}]`);
  const [categoryId = '', fromId, toId] = main?.getAttribute(DRAWN_PAIR)?.split(' ') ?? [];
  try {
    const read = main && (await readPairCategory(await fetch(pairPageDataPath(categoryId))));
    if (!main || !read) return;
    const category = await described(read.category);
    const from = category.units.find((u) => u.id === fromId);
    const to = category.units.find((u) => u.id === toId);
    if (!from || !to) return;
    const pair: UnitPair = { category, from, to };
    const text = textsOf(main);
    const top = pairPageTop(text, pair);
    const rest = pairPageRest(text, pair);
    showHead(
      pairPageHead(text, pair, {
        brand: brand(),
        origin: origin(),
        inferredElsewhere: sharedTitle(read.data, pair),
      }),
    );
    converterProps(main, pair, top, rest);
    for (const part of PAIR_REST_PARTS) fill(main, part, pairRestMarkup(part, rest));
    for (const part of main.querySelectorAll(`[${REST_PENDING}]`)) part.removeAttribute(REST_PENDING);
    main.removeAttribute(DRAWN_PAIR);
    main.removeAttribute(TEXTS_ATTRIBUTE);
  } finally {
    finishDrawing();
  }
}
