/**
 * The site's page types: how a built page's URL path is classified, and one representative URL
 * of each type for the browser gates (axe, security, requests). Shared by tests/quality and
 * tests/browser so every gate covers the same list.
 */
export type PageType =
  | 'home'
  | 'converter'
  | 'quick-convert'
  | 'pair'
  | 'short-pair'
  | 'unit-page'
  | 'category'
  | 'sitemap'
  | 'about'
  | 'terms'
  | 'privacy'
  | '404'
  | 'other';

const STATIC: Record<string, PageType> = {
  '/': 'home',
  '/sitemap': 'sitemap',
  '/about': 'about',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/404': '404',
  '/404.html': '404',
};

/** Classifies a URL path ('/length/meter-to-foot') by its route family. */
export function pageTypeOf(path: string): PageType {
  const p = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (STATIC[p]) return STATIC[p]!;
  const parts = p.split('/').filter(Boolean);
  if (parts[0] === 'converter' && parts.length === 2) return 'converter';
  if (parts[0] === 'quick-convert' && parts.length === 4) return 'quick-convert';
  if (parts[0] === 'unit-page' && parts.length === 2) return 'unit-page';
  if (parts[0] === 'category' && parts.length === 2) return 'category';
  if (parts.length === 2 && parts[1]!.includes('-to-')) return 'pair';
  if (parts.length === 1 && parts[0]!.includes('-to-')) return 'short-pair';
  return 'other';
}

/** One URL of every page type a visitor can reach (the 404 page through an unknown path). */
export const REPRESENTATIVE_PAGES: { type: PageType; path: string }[] = [
  { type: 'home', path: '/' },
  { type: 'converter', path: '/converter/length' },
  { type: 'quick-convert', path: '/quick-convert/length/meter/foot' },
  { type: 'pair', path: '/length/meter-to-foot' },
  { type: 'short-pair', path: '/meters-to-feet' },
  { type: 'unit-page', path: '/unit-page/length' },
  { type: 'category', path: '/category/common' },
  { type: 'sitemap', path: '/sitemap' },
  { type: 'about', path: '/about' },
  { type: 'terms', path: '/terms' },
  { type: 'privacy', path: '/privacy' },
  { type: '404', path: '/no-such-page-for-the-quality-gates' },
];
