/**
 * The rest of a pair page the 404 page draws (pairPage.client.ts draws its top, title,
 * description and canonical address): the head's Open Graph tags and JSON-LD, the converter's
 * props (and on temperature its thermometer's place), the picture, the formula and factors,
 * the table, the units' definitions (with their descriptions,
 * /data/{category}.descriptions.json) and the links, written into the parts of the body that
 * wait unseen (REST_PENDING), which are then shown. Loaded once the drawn
 * answer has painted: none of it is in sight before the answer, and the answer waits for none
 * of it. Every text is set as text, never as HTML.
 */
import { linkListId, otherUnitLinks, popularPairLinks, type PairLink } from '../../core/pairLinks';
import { pairNames, webApplicationJsonLd } from '../../core/pairMeta';
import { conversionTable, pairFacts, type PairFacts } from '../../core/pairFormula';
import { pairUnitsText } from '../../core/pairWidgetData';
import { PAIR_DEFAULT_INPUT } from '../../core/pairWidgets';
import { barWidth, scaleBars } from '../../core/pictures';
import { quickConvertHref, unitDescriptionsPath, unitPagePath } from '../../core/routes';
import { withDescriptions, type UnitDescriptions } from '../../core/pairPageData';
import { capitalize } from '../../core/unitText';
import type { UnitPair } from '../../core/types';
import { element, REST_PENDING } from './pairPage.client';
import { text } from './quickConvertPage.client';
import { clientBoundaryStart } from './converterIsland';

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
  nav.querySelector('ul')?.replaceChildren(
    ...links.map((l) => {
      const li = element('li');
      li.append(element('a', l.label, { href: l.href }));
      return li;
    }),
  );
}

/**
 * What the converter's code reads when the visitor reaches for it (pairConverterStart.ts): its
 * props, and on temperature the place of the thermometer it draws, after the fields: a
 * Suspense boundary left to the client, so that the rest of the drawn converter is hydrated,
 * not drawn anew.
 */
function converterProps(main: HTMLElement, pair: UnitPair): void {
  const root = main.querySelector<HTMLElement>('[data-converter-island]');
  if (!root) return;
  const { category, from, to } = pair;
  const preset = { from: from.id, to: to.id, text: PAIR_DEFAULT_INPUT };
  root.dataset.props = JSON.stringify({ data: pairUnitsText(category, from, to), preset });
  if (category.id === 'temperature')
    root.firstElementChild?.append(...clientBoundaryStart(), new Comment('/$'));
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
function facts(main: HTMLElement, pair: UnitPair, f: PairFacts): void {
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
    table
      .querySelector('thead tr')
      ?.replaceChildren(
        ...[from, to].map((u, i) =>
          element('th', `${capitalize(i ? names.to : names.from)} (${u.symbol})`, { scope: 'col' }),
        ),
      );
    table.querySelector('tbody')?.replaceChildren(
      ...conversionTable(pair).map((r) => {
        const tr = element('tr');
        tr.append(element('td', r.input, { 'data-x': r.x }), element('td', r.output));
        return tr;
      }),
    );
  }
  main.querySelector('[aria-labelledby="units"] dl')?.replaceChildren(
    ...[from, to].map((u) => {
      const div = element('div');
      div.append(
        element('dt', `${capitalize(u.name)} (${u.symbol}):`, { class: 'inline font-semibold' }),
        ' ',
        element('dd', u.description, { class: 'inline' }),
      );
      return div;
    }),
  );
}

/** The pair with its units' descriptions (the codec leaves them out); as it is when they cannot be had. */
async function described(pair: UnitPair): Promise<UnitPair> {
  try {
    const response = await fetch(unitDescriptionsPath(pair.category));
    if (!response.ok) return pair;
    const category = withDescriptions(pair.category, (await response.json()) as UnitDescriptions);
    const unit = (id: string) => category.units.find((u) => u.id === id)!;
    return { category, from: unit(pair.from.id), to: unit(pair.to.id) };
  } catch {
    return pair;
  }
}

/** The head's Open Graph tags and JSON-LD, as a built pair page has them, from the title, description and canonical address the top's code set. */
function headExtras(): void {
  const title = document.title;
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '';
  const meta = (selector: string, value: string) =>
    document.querySelector(selector)?.setAttribute('content', value);
  meta('meta[property="og:title"]', title);
  meta('meta[property="og:description"]', description);
  meta('meta[property="og:url"]', canonical);
  const jsonLd = webApplicationJsonLd(title.replace(/ \| .*$/, ''), canonical, description);
  document.head.append(element('script', JSON.stringify(jsonLd), { type: 'application/ld+json' }));
}

/** Writes the rest of the pair's page into the drawn body and head, then shows it. */
export async function fillPairRest(main: HTMLElement, drawn: UnitPair): Promise<void> {
  const pair = await described(drawn);
  const { category, from, to } = pair;
  const names = pairNames(pair);
  headExtras();
  converterProps(main, pair);
  picture(main, pair);
  facts(main, pair, pairFacts(pair));
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
  for (const part of main.querySelectorAll(`[${REST_PENDING}]`)) part.removeAttribute(REST_PENDING);
}
