/**
 * The site's page types: how a built page's URL path is classified, and one representative URL
 * of each type for the browser gates (axe, security, requests). Shared by tests/quality and
 * tests/browser so every gate covers the same list.
 */
import { parseRoute, type Route, type StaticPage } from '../../src/core/routes';

export type PageType =
  | 'home'
  | 'converter'
  | 'quick-convert'
  | 'pair'
  | 'unit-page'
  | 'category'
  | 'sitemap'
  | 'about'
  | 'terms'
  | 'privacy'
  | 'calculator'
  | 'kitchen'
  | 'ingredient'
  | '404'
  | 'other';

const STATIC: Record<StaticPage, PageType> = {
  home: 'home',
  sitemap: 'sitemap',
  about: 'about',
  terms: 'terms',
  privacy: 'privacy',
  calculator: 'calculator',
  kitchen: 'kitchen',
  notFound: '404',
};

const FAMILIES: Record<Exclude<Route['kind'], 'static'>, PageType> = {
  converter: 'converter',
  // A pair's quick-convert address and its category-less address have no page of their own.
  'quick-convert': 'other',
  'quick-convert-page': 'quick-convert',
  pair: 'pair',
  'category-less-pair': 'other',
  ingredient: 'ingredient',
  'unit-page': 'unit-page',
  group: 'category',
  unknown: 'other',
};

/** Classifies a URL path ('/length/meter-to-foot') by its route family. */
export function pageTypeOf(path: string): PageType {
  const route = parseRoute(path);
  return route.kind === 'static' ? STATIC[route.page] : FAMILIES[route.kind];
}

/**
 * One URL of every page type a visitor can reach (the 404 page through an unknown path), and a
 * pair without a built page, which the 404 page draws (`drawn`: answered with status 404).
 */
export const REPRESENTATIVE_PAGES: { type: PageType; path: string; drawn?: true }[] = [
  { type: 'home', path: '/' },
  { type: 'converter', path: '/converter/length' },
  { type: 'quick-convert', path: '/quick-convert/length?from=kilometer&to=mile' },
  { type: 'pair', path: '/length/meter-to-foot' },
  { type: 'pair', path: '/length/meter-to-parsec', drawn: true },
  { type: 'unit-page', path: '/unit-page/length' },
  { type: 'category', path: '/category/common' },
  { type: 'sitemap', path: '/sitemap' },
  { type: 'about', path: '/about' },
  { type: 'terms', path: '/terms' },
  { type: 'privacy', path: '/privacy' },
  { type: 'calculator', path: '/calculator' },
  { type: 'kitchen', path: '/kitchen' },
  { type: 'ingredient', path: '/kitchen/all-purpose-flour' },
  { type: '404', path: '/no-such-page-for-the-quality-gates' },
];

/** The status a representative page is answered with: 404 for the 404 page and the pairs it draws. */
export const expectedStatus = (page: { type: PageType; drawn?: true }): number =>
  page.type === '404' || page.drawn ? 404 : 200;
