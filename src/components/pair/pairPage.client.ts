/**
 * Draws a pair without a page of its own into the 404 page: the 404 page carries a pair page's
 * body (PairMain.astro, built for one pair) in a template, and this writes the addressed pair
 * into a copy of it, from the category's units (/data/{category}.txt) and pair-page data
 * (/data/{category}.json), with the same functions the build writes pair pages with: heading,
 * crumbs, the converter's answer (the answer's view model, as on the quick-convert page),
 * picture, formula, table, units and links; then the page's head. The converter's code comes
 * as on a built pair page, when the visitor reaches for it, and draws itself over the copy.
 * Every text is set as text, never as HTML.
 */
import { decodeCategories } from '../../core/islandCodec';
import { linkListId, otherUnitLinks, popularPairLinks, type PairLink } from '../../core/pairLinks';
import { sharedTitle, withPairPageData, type PairPageData } from '../../core/pairPageData';
import { pairBreadcrumbs, pairDescription, pairHeading, pairNames, pairTitle, webApplicationJsonLd } from '../../core/pairMeta';
import { conversionTable, pairFacts } from '../../core/pairFormula';
import { pairUnitsText } from '../../core/pairWidgetData';
import { PAIR_DEFAULT_INPUT } from '../../core/pairWidgets';
import { barWidth, scaleBars } from '../../core/pictures';
import { formulaLine } from '../../core/answerView';
import { pairPath, quickConvertHref, unitPagePath } from '../../core/routes';
import { capitalize } from '../../core/unitText';
import type { CategoryRecord, UnitPair } from '../../core/types';
import { partSelector } from '../converter/answerParts';
import { showFormPair, text } from './quickConvertPage.client';

/** The category's records with their pair-page data, from its two files' responses; null when either cannot be read. */
export async function readPairCategory(units: Response, data: Response): Promise<{ category: CategoryRecord; data: PairPageData } | null> {
  try {
    if (!units.ok || !data.ok) return null;
    const category = decodeCategories(await units.text())[0];
    const pageData = (await data.json()) as PairPageData;
    return category ? { category: withPairPageData(category, pageData), data: pageData } : null;
  } catch {
    return null;
  }
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, value = '', attrs: Record<string, string> = {}) => {
  const el = document.createElement(tag);
  el.textContent = value;
  for (const [name, v] of Object.entries(attrs)) el.setAttribute(name, v);
  return el;
};

/** A LinkList.astro block, rewritten: its heading (and the id it is labelled by) and its links; gone when it has none. */
function linkList(nav: Element | null, title: string, links: PairLink[]): void {
  if (!nav) return;
  if (!links.length) return nav.remove();
  const id = linkListId(title);
  nav.setAttribute('aria-labelledby', id);
  const heading = nav.querySelector('h2');
  if (heading) {
    heading.id = id;
    heading.textContent = title;
  }
  nav.querySelector('ul')?.replaceChildren(...links.map((l) => {
    const li = element('li');
    li.append(element('a', l.label, { href: l.href }));
    return li;
  }));
}

/** The converter: its props, and its answer written in (showFormPair) until its code draws it. */
function converter(main: HTMLElement, pair: UnitPair, equation: string): void {
  const root = main.querySelector<HTMLElement>('[data-converter-island]');
  if (!root) return;
  const { category, from, to } = pair;
  const preset = { from: from.id, to: to.id, text: PAIR_DEFAULT_INPUT };
  root.dataset.props = JSON.stringify({ data: pairUnitsText(category, from, to), preset });
  // Drawn here, not built: the converter's code draws over it rather than hydrating it.
  root.dataset.drawn = '';
  showFormPair(root, category, preset);
  text(root, partSelector('formula'), formulaLine(equation));
  // As on a built pair page, the converter's code comes when the visitor reaches for it
  // (pairConverterStart.ts): the boxes are as drawn. Temperature's thermometer is drawn by
  // that code only, so there it comes at once.
  if (category.id !== 'temperature') for (const box of root.querySelectorAll('input')) box.defaultValue = box.value;
}

function picture(main: HTMLElement, pair: UnitPair): void {
  const section = main.querySelector('[aria-labelledby="picture"]');
  const bars = pair.category.id === 'length' ? scaleBars(pair.from, pair.to) : null;
  if (!section) return;
  if (!bars) return section.remove();
  text(section, 'h2', `1 ${pair.from.symbol} and 1 ${pair.to.symbol} to scale`);
  text(section, 'title', bars.description);
  section.querySelectorAll('g').forEach((g, i) => {
    const bar = bars.bars[i];
    if (!bar) return;
    text(g, 'text', bar.label);
    g.querySelector('rect')?.setAttribute('width', barWidth(bar.fraction));
  });
}

/** PairFacts.astro, rewritten: formula, factors, table and the units' definitions. */
function facts(main: HTMLElement, pair: UnitPair, f: ReturnType<typeof pairFacts>): void {
  const { from, to } = pair;
  const names = pairNames(pair);
  const formula = main.querySelector('[aria-labelledby="formula"]');
  if (formula) {
    text(formula, 'h2', `How to convert ${names.from} to ${names.to}`);
    text(formula, 'h2 + p', f.formula.sentence);
    text(formula, 'p.formula', f.formula.equation);
    // The list as built: the factor (linear pairs only), then the reverse.
    const items = formula.querySelectorAll('ul > li');
    const reverse = items[items.length - 1];
    if (reverse) reverse.textContent = f.reverse;
    const factor = items.length > 1 ? items[0]! : null;
    if (factor && f.factor) factor.textContent = f.factor;
    else if (factor) factor.remove();
    else if (f.factor && reverse) reverse.before(element('li', f.factor));
  }
  const table = main.querySelector('[aria-labelledby="table"]');
  if (table) {
    text(table, 'h2', `${capitalize(names.from)} to ${names.to} table`);
    table.querySelector('thead tr')?.replaceChildren(...[from, to].map((u, i) => element('th', `${capitalize(i ? names.to : names.from)} (${u.symbol})`, { scope: 'col' })));
    table.querySelector('tbody')?.replaceChildren(...conversionTable(pair).map((r) => {
      const tr = element('tr');
      tr.append(element('td', r.input, { 'data-x': r.x }), element('td', r.output));
      return tr;
    }));
  }
  main.querySelector('[aria-labelledby="units"] dl')?.replaceChildren(...[from, to].map((u) => {
    const div = element('div');
    div.append(element('dt', `${capitalize(u.name)} (${u.symbol}):`, { class: 'inline font-semibold' }), ' ', element('dd', u.description, { class: 'inline' }));
    return div;
  }));
}

/** Writes the pair into a copy of the template's page body. */
export function fillPairMain(main: HTMLElement, pair: UnitPair): void {
  const { category, from, to } = pair;
  const names = pairNames(pair);
  const f = pairFacts(pair);
  main.querySelector('nav[aria-label="Breadcrumb"] ol')?.replaceChildren(...pairBreadcrumbs(pair).map((c, i, all) => {
    const li = element('li');
    li.append(c.href && i < all.length - 1 ? element('a', c.label, { class: 'link', href: c.href }) : element('span', c.label, { 'aria-current': 'page' }));
    return li;
  }));
  text(main, 'h1', pairHeading(pair));
  converter(main, pair, f.formula.equation);
  const reverse = main.querySelector<HTMLAnchorElement>('[data-pair-reverse]');
  if (reverse) {
    reverse.href = pairPath(category, to, from);
    reverse.textContent = `${names.to} to ${names.from}`;
  }
  picture(main, pair);
  facts(main, pair, f);
  const quick = main.querySelector<HTMLAnchorElement>('[data-pair-quick]');
  if (quick) {
    quick.href = quickConvertHref(category, from, to);
    quick.textContent = `Quick convert ${names.from} to ${names.to}`;
  }
  const units = main.querySelector<HTMLAnchorElement>('[data-pair-units]');
  if (units) {
    units.href = unitPagePath(category);
    units.textContent = `All ${category.name.toLowerCase()} units`;
  }
  const [popular, others] = main.querySelectorAll('nav[aria-labelledby^="l-"]');
  linkList(popular ?? null, `Popular ${category.name} Conversions`, popularPairLinks(pair));
  linkList(others ?? null, `Convert ${names.from} to Other Units`, otherUnitLinks(pair));
}

/** The page's head for the pair: title, description, canonical address (on the site's origin) and JSON-LD, as a built pair page has them. */
export function showPairHead(pair: UnitPair, data: PairPageData, origin: string): void {
  const brand = document.title.split(' | ').pop() ?? '';
  const title = pairTitle(pair, brand, sharedTitle(data, pair));
  const description = pairDescription(pair);
  const canonical = new URL(pairPath(pair.category, pair.from, pair.to), origin).href;
  document.title = title;
  const meta = (selector: string, value: string) => document.querySelector(selector)?.setAttribute('content', value);
  meta('meta[name="description"]', description);
  meta('meta[property="og:title"]', title);
  meta('meta[property="og:description"]', description);
  meta('meta[property="og:url"]', canonical);
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) link = document.head.appendChild(element('link', '', { rel: 'canonical' }));
  link.href = canonical;
  const jsonLd = webApplicationJsonLd(title.replace(/ \| .*$/, ''), canonical, description);
  document.head.append(element('script', JSON.stringify(jsonLd), { type: 'application/ld+json' }));
}

/**
 * The pair's page in place of the page's <main>: a copy of the template's pair page body (a
 * <div data-pair-main>, made the <main>) with the pair written in, and the head set; the new
 * <main>, or null when the template has no body.
 */
export function drawPairPage(template: HTMLTemplateElement, pair: UnitPair, data: PairPageData): HTMLElement | null {
  const body = template.content.querySelector('[data-pair-main]');
  if (!body) return null;
  const main = document.createElement('main');
  for (const { name, value } of body.attributes) main.setAttribute(name, value);
  main.id = 'main';
  main.append(...document.importNode(body, true).childNodes);
  fillPairMain(main, pair);
  showPairHead(pair, data, template.dataset.site || location.origin);
  document.getElementById('main')?.replaceWith(main);
  return main;
}
