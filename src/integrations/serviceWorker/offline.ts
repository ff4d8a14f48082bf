/**
 * What the service worker answers offline for a page it has not saved: the addresses it can
 * still answer from the precache (a pair page, a quick-convert pair address), and an honest
 * offline page for every other one. Pure: built from src/core/routes.ts, so the worker never
 * spells a route itself.
 */
import {
  categoryLessPairPath,
  HOME_PATH,
  joinPairSlug,
  pairPath,
  quickConvertHref,
  quickConvertPath,
} from '../../core/routes';

/** The 404 page's file, precached: offline, it draws a pair address that is not saved, as it does online. */
export const NOT_FOUND_FILE = '/404.html';

/** An address family the worker sends to a precached page that shows the same pair. */
export interface OfflineRedirect {
  /** Matches a page key's path; its named groups are the address's parts (as written, still URL-encoded). */
  pattern: string;
  /** The address to send it to; `{name}` stands for a part, decoded and then URL-encoded again. */
  target: string;
  /** Query keys the target takes from the path: the address's own query may not change these. */
  fixed: string[];
  /** Answered with the target page itself, the address kept (the page reads the address), rather than sent there. */
  inPlace?: boolean;
}

/** Stand-ins the route builders are called with; each must come out once, unchanged. */
const PARTS = { category: 'CATEGORY0', from: 'FROM0', to: 'TO0' } as const;
type Part = keyof typeof PARTS;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function eachPartOnce(text: string, what: string): void {
  for (const token of Object.values(PARTS)) {
    if (text.split(token).length !== 2)
      throw new Error(`service worker: ${what} '${text}' does not carry ${token} once`);
  }
}

/** '/CATEGORY0/FROM0-to-TO0' → '^/(?<category>[^/]+?)/(?<from>[^/]+?)-to-(?<to>[^/]+?)$' (`every`: each part must be there). */
function pathPattern(sample: string, every = true): string {
  if (every) eachPartOnce(sample, 'path');
  let pattern = escapeRegExp(sample);
  for (const [name, token] of Object.entries(PARTS)) pattern = pattern.replace(token, `(?<${name}>[^/]+?)`);
  return `^${pattern}$`;
}

function redirect(from: (p: typeof PARTS) => string, to: (p: typeof PARTS) => string): OfflineRedirect {
  const target = to(PARTS);
  eachPartOnce(target, 'target');
  const query = new URLSearchParams(target.split('?')[1] ?? '');
  const fixed = [...query]
    .filter(([, value]) => Object.values(PARTS).some((t) => value.includes(t)))
    .map(([key]) => key);
  let template = target;
  for (const [name, token] of Object.entries(PARTS) as [Part, string][])
    template = template.replace(token, `{${name}}`);
  return { pattern: pathPattern(from(PARTS)), target: template, fixed };
}

/** Pair addresses answered in place by the 404 page, which draws the pair (or sends an alias spelling on to its own address). */
function drawnByNotFound(from: (p: typeof PARTS) => string): OfflineRedirect {
  return { pattern: pathPattern(from(PARTS), false), target: NOT_FOUND_FILE, fixed: [], inPlace: true };
}

/**
 * A pair's address, with its category or without, is answered with the 404 page, which draws
 * the pair from the precached unit data, as it does online for a pair without a built page;
 * a quick-convert pair address goes to its category's quick-convert page, which is what its
 * own page is online. The worker only answers so when the target is saved.
 */
export function offlineRedirects(): OfflineRedirect[] {
  return [
    drawnByNotFound((p) => pairPath(p.category, p.from, p.to)),
    drawnByNotFound((p) => categoryLessPairPath(joinPairSlug(p.from, p.to))),
    redirect(
      (p) => quickConvertPath(p.category, p.from, p.to),
      (p) => quickConvertHref(p.category, p.from, p.to),
    ),
  ];
}

export interface OfflinePageInput {
  brand: string;
  /** Same-origin stylesheets the page may use (precached). */
  stylesheets: string[];
  /** The site icon, when precached (else the browser asks for /favicon.ico, which fails offline). */
  icon?: string;
  /** The precached converters, as link and name, in the order to list them. */
  converters: { href: string; name: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page for an address that is neither saved nor answerable offline: says so, and links to
 * what works offline. No script at all (its policy allows none), the site's own stylesheet.
 * The policy comes first in <head>, so nothing after it escapes it.
 */
export function offlinePage({ brand, stylesheets, icon, converters }: OfflinePageInput): string {
  const links = converters.map(
    (c) => `<li><a class="link" href="${escapeHtml(c.href)}">${escapeHtml(c.name)}</a></li>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="color-scheme" content="light dark">',
    `<title>Offline | ${escapeHtml(brand)}</title>`,
    ...(icon ? [`<link rel="icon" href="${escapeHtml(icon)}">`] : []),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    '</head>',
    '<body class="min-h-screen">',
    '<main id="main" class="mx-auto max-w-xl px-3 py-10">',
    '<div class="card">',
    '<h1 class="page-title mb-3 text-2xl">You are offline</h1>',
    '<p class="mb-4">This page has not been saved on this device, so it cannot open until you are back online.</p>',
    '<h2 class="mb-2 text-lg font-semibold">These work offline</h2>',
    `<p class="mb-2"><a class="link" href="${HOME_PATH}">The home page</a>, and every converter:</p>`,
    `<ul class="grid grid-cols-2 gap-1 sm:grid-cols-3">${links.join('')}</ul>`,
    '</div>',
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
