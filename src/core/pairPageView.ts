/**
 * Everything a unit-pair page says, worked out once from the pair: its head (title,
 * description, canonical address, JSON-LD), its top (crumbs, heading, the converter's preset
 * and formula, the other way) and the rest below the answer
 * (picture, formula and factors, table, the units' definitions, links). The build renders it
 * into each pair page; the browser draws a pair without a page from the same view, so no
 * sentence of a pair page is written in two places. Pure, and split so that the code that
 * draws a pair's answer first carries only what the top needs.
 */
import { capitalize } from './unitText';
import { categoryInSentence } from './converterText';
import { conversionTable, pairFacts } from './pairFormula';
import { linkListId, otherUnitLinks, popularPairLinks, type PairLink } from './pairLinks';
import {
  pairBreadcrumbs,
  pairDescription,
  pairHeading,
  pairNames,
  pairTitle,
  webApplicationJsonLd,
} from './pairMeta';
import { PAIR_DEFAULT_INPUT } from './pairWidgets';
import { scaleBars, type ScaleBars } from './pictures';
import { pairPath, quickConvertHref, unitPagePath } from './routes';
import type { UnitPair, UnitRecord } from './types';
import type { TextOf } from './unitNames';

/** What the page's context adds to the pair: the brand, the site's origin, and whether its title names its category. */
export interface PairPageContext {
  brand: string;
  /** The site's origin ('https://example.org'), for the canonical address. */
  origin: string;
  /** The pair's units are a pair of an earlier category too (pairTitle's inferredElsewhere). */
  inferredElsewhere: boolean;
}

export interface PairPageHead {
  title: string;
  description: string;
  canonical: string;
  jsonLd: Record<string, unknown>;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** A titled block of links (LinkList): its heading's id, its title and its links. */
export interface LinkBlock {
  id: string;
  title: string;
  links: PairLink[];
}

/** What the page shows down to the converter's answer and the other way. */
export interface PairPageTop {
  crumbs: Crumb[];
  heading: string;
  /** The converter's preset: the pair and the value it opens with (its formula is the rest's). */
  converter: { from: string; to: string; text: string };
  /** The other way's link, after its lead: 'The other way: inches to centimeters'. */
  reverse: PairLink & { lead: string };
}

/** What the page shows below the converter. */
export interface PairPageRest {
  picture: { heading: string; bars: ScaleBars } | null;
  formula: { heading: string; sentence: string; equation: string; factor: string | null; reverse: string };
  table: {
    heading: string;
    columns: [string, string];
    rows: { x: string; input: string; output: string }[];
  };
  units: { heading: string; items: { term: string; description: string }[] };
  quick: PairLink;
  allUnits: PairLink;
  /** Popular pairs of the category, then the from-unit to the category's other units; empty ones left out. */
  lists: LinkBlock[];
}

export type PairPageView = PairPageTop & PairPageRest & { head: PairPageHead };

/** The brand at the end of a page title ('… | UnitFlip'). */
const TITLE_BRAND = / \| .*$/;

export function pairPageHead(text: TextOf, pair: UnitPair, ctx: PairPageContext): PairPageHead {
  const title = pairTitle(text, pair, ctx.brand, ctx.inferredElsewhere);
  const description = pairDescription(text, pair);
  const canonical = new URL(pairPath(pair.category, pair.from, pair.to), ctx.origin).href;
  const jsonLd = webApplicationJsonLd(title.replace(TITLE_BRAND, ''), canonical, description);
  return { title, description, canonical, jsonLd };
}

export function pairPageTop(text: TextOf, pair: UnitPair): PairPageTop {
  const { category, from, to } = pair;
  const names = pairNames(pair);
  return {
    crumbs: pairBreadcrumbs(text, pair),
    heading: pairHeading(text, pair),
    converter: { from: from.id, to: to.id, text: PAIR_DEFAULT_INPUT },
    reverse: {
      lead: text('pair.otherWay'),
      href: pairPath(category, to, from),
      label: text('pair.link', { from: names.to, to: names.from }),
    },
  };
}

/** The rest of the page; the units' definitions are as `pair`'s units have them (the browser adds them later). */
export function pairPageRest(text: TextOf, pair: UnitPair): PairPageRest {
  const { category, from, to } = pair;
  const names = pairNames(pair);
  const facts = pairFacts(text, pair);
  const bars = category.id === 'length' ? scaleBars(text, from, to) : null;
  const block = (title: string, links: PairLink[]): LinkBlock => ({ id: linkListId(title), title, links });
  const column = (unit: UnitRecord) =>
    text('pair.tableColumn', { Unit: capitalize(unit.plural), symbol: unit.symbol });
  return {
    picture: bars && { heading: text('pair.pictureHeading', { from: from.symbol, to: to.symbol }), bars },
    formula: {
      heading: text('pair.formulaHeading', names),
      sentence: facts.formula.sentence,
      equation: facts.formula.equation,
      factor: facts.factor,
      reverse: facts.reverse,
    },
    table: {
      heading: text('pair.tableHeading', { From: capitalize(names.from), to: names.to }),
      columns: [column(from), column(to)],
      rows: conversionTable(pair),
    },
    units: {
      heading: text('pair.unitsHeading'),
      items: [from, to].map((u) => ({
        term: text('pair.unitTerm', { Unit: capitalize(u.name), symbol: u.symbol }),
        description: u.description,
      })),
    },
    quick: { href: quickConvertHref(category, from, to), label: text('pair.quick', names) },
    allUnits: {
      href: unitPagePath(category),
      label: text('pair.allUnits', { categoryInSentence: categoryInSentence(category.name, text.language) }),
    },
    lists: [
      block(text('pair.popular', { category: category.name }), popularPairLinks(text, pair)),
      block(text('pair.otherUnits', { from: names.from }), otherUnitLinks(pair)),
    ].filter((b) => b.links.length > 0),
  };
}

export function pairPageView(text: TextOf, pair: UnitPair, ctx: PairPageContext): PairPageView {
  return { head: pairPageHead(text, pair, ctx), ...pairPageTop(text, pair), ...pairPageRest(text, pair) };
}
