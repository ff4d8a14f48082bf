/**
 * The markup of a unit-pair page's parts, from its view (pairPageView.ts): the build writes it
 * into each pair page (PairMain.astro), and the browser into a pair it draws (pairDrawer.ts), so
 * a pair page is written once. Every text of the view is escaped; the only markup is this
 * file's. A part the page lacks (a picture outside length) is the empty string.
 */
import { PICTURE_ACCENT, PICTURE_MUTED, barWidth } from './pictures';
import type { PairLink } from './pairLinks';
import type { Crumb, LinkBlock, PairPageRest, PairPageTop } from './pairPageView';

/** Markup as written: what `html` takes as is (any other value is text, escaped). */
export interface Markup {
  readonly markup: string;
}

/** Text as markup: each character that could end text or an attribute value as a numeric reference. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Value = string | number | Markup | null | undefined | false | Value[];

const piece = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(piece).join('');
  return typeof value === 'object' ? value.markup : escapeHtml(String(value));
};

/** A template of markup whose values are text (escaped), markup, or lists of either. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return {
    markup: strings.reduce((out, s, i) => out + s + (i < values.length ? piece(values[i]!) : ''), ''),
  };
}

/** The parts of a pair page the browser draws for a pair without a page, in page order: the top's, then the rest's. */
export const PAIR_TOP_PARTS = ['header', 'reverse'] as const;
export const PAIR_REST_PARTS = ['picture', 'facts', 'more', 'lists'] as const;
export type PairTopPart = (typeof PAIR_TOP_PARTS)[number];
export type PairRestPart = (typeof PAIR_REST_PARTS)[number];
export type PairPart = PairTopPart | PairRestPart;

/** The attribute of a part's place in the page the browser draws into (a <template> the part replaces). */
export const PART_ATTRIBUTE = 'data-pair-part';

export function crumbsMarkup(crumbs: Crumb[]): Markup {
  const item = (c: Crumb, last: boolean) =>
    c.href && !last
      ? html`<li><a class="link" href="${c.href}">${c.label}</a></li>`
      : html`<li><span aria-current="page">${c.label}</span></li>`;
  return html`<nav aria-label="Breadcrumb" class="mb-3 text-sm"><ol class="crumbs flex flex-wrap items-center gap-1">${crumbs.map((c, i) => item(c, i === crumbs.length - 1))}</ol></nav>`;
}

/** The classes of a list of links, styled once on the list to keep ~70k pages small. */
export const LINKS = 'links';

export function linkItems(links: PairLink[]): Markup {
  return html`${links.map((l) => html`<li><a href="${l.href}">${l.label}</a></li>`)}`;
}

/** A titled block of links (popular pairs, other units, related conversions); nothing when it has none. */
export function linkBlockMarkup(block: LinkBlock): Markup {
  if (!block.links.length) return html``;
  return html`<nav class="section" aria-labelledby="${block.id}"><h2 id="${block.id}" class="section-title mb-3">${block.title}</h2><ul class="${LINKS} link-grid">${linkItems(block.links)}</ul></nav>`;
}

const top: Record<PairTopPart, (view: PairPageTop) => Markup> = {
  header: (v) => html`<div>${crumbsMarkup(v.crumbs)}<h1 class="page-title">${v.heading}</h1></div>`,
  reverse: (v) =>
    html`<p class="mt-4 text-sm">${v.reverse.lead} <a class="link underline" href="${v.reverse.href}">${v.reverse.label}</a></p>`,
};

/** One of each unit to scale, as inline SVG; colours from classes and currentColor, so both themes work. */
function picture({ picture: p }: PairPageRest): Markup {
  if (!p) return html``;
  const bar = (b: { label: string; fraction: number }, i: number) =>
    html`<g class="${i === 0 ? PICTURE_ACCENT : PICTURE_MUTED}"><text x="0" y="${i * 40 + 14}" class="fill-ink text-sm dark:fill-ink-dark">${b.label}</text><rect x="0" y="${i * 40 + 20}" width="${barWidth(b.fraction)}" height="14" rx="2" fill="currentColor" data-bar="${i === 0 ? 'from' : 'to'}"></rect></g>`;
  return html`<section class="section" aria-labelledby="picture"><h2 id="picture" class="section-title mb-3">${p.heading}</h2><svg role="img" aria-labelledby="picture-title" width="100%" height="76" class="block" data-scale-bars><title id="picture-title">${p.bars.description}</title>${p.bars.bars.map(bar)}</svg></section>`;
}

/** Formula and factors, the table, and one line defining each unit. */
function facts({ formula: f, table: t, units: u }: PairPageRest): Markup {
  const formula = html`<section class="section" aria-labelledby="formula"><h2 id="formula" class="section-title mb-3">${f.heading}</h2><p>${f.sentence}</p><p class="formula" data-testid="equation">${f.equation}</p><ul class="list-disc pl-5 tabular-nums">${f.factor && html`<li>${f.factor}</li>`}<li data-testid="reverse-factor">${f.reverse}</li></ul></section>`;
  const rows = t.rows.map((r) => html`<tr><td data-x="${r.x}">${r.input}</td><td>${r.output}</td></tr>`);
  const table = html`<section class="section" aria-labelledby="table"><h2 id="table" class="section-title mb-3">${t.heading}</h2><table class="num-table" data-pair-table><thead><tr>${t.columns.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead><tbody>${rows}</tbody></table></section>`;
  const items = u.items.map(
    (i) =>
      html`<div><dt class="inline font-semibold">${i.term}</dt> <dd class="inline">${i.description}</dd></div>`,
  );
  const units = html`<section class="section" aria-labelledby="units"><h2 id="units" class="section-title mb-3">${u.heading}</h2><dl class="grid gap-2">${items}</dl></section>`;
  return html`${formula}${table}${units}`;
}

const rest: Record<PairRestPart, (view: PairPageRest) => Markup> = {
  picture,
  facts,
  more: (v) =>
    html`<p class="section"><a class="link underline" href="${v.quick.href}">${v.quick.label}</a> · <a class="link underline" href="${v.allUnits.href}">${v.allUnits.label}</a></p>`,
  lists: (v) => html`${v.lists.map(linkBlockMarkup)}`,
};

export function pairTopMarkup(part: PairTopPart, view: PairPageTop): string {
  return top[part](view).markup;
}

export function pairRestMarkup(part: PairRestPart, view: PairPageRest): string {
  return rest[part](view).markup;
}
