/**
 * Pairs without a page of their own, in real Chromium against the built site. Only the pairs
 * people search for are built (hasPairPage: a category's common units and its popular pairs);
 * every other pair's address reaches the 404 page, which draws the pair at its canonical
 * address. 200 such addresses, drawn from a fixed seed (canonical ones, category-less ones and
 * alias spellings), each end at the canonical address showing the built page's title,
 * description, canonical link, heading and answer, all worked out here with the site's own pure
 * functions; at no moment does the tab's title or the visible heading say the page is missing,
 * and no answer but the pair's own ever shows. Every fifth visitor then reaches for the
 * converter, whose code hydrates the drawn one, keeping its boxes and saying the same. After one
 * online visit the same holds offline (each visitor reaching for the converter), from what the
 * service worker saved. The converter drawn for a pair is the markup the build renders for it,
 * and a visitor who taps its box and types at any moment while its code comes, on a fast or a
 * slow phone, ends with what they typed, answered, in the box they typed in. A built pair still
 * gets its own page, and a pair of no units still gets the 404 text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { logRequests, pageIdle, until, type RequestLog } from './settle';
import { reachForConverter } from './converterPage';
import { seeded, tapAndType } from './typedWhileLive';
import { allPairs, inferredElsewhere, pagePairs, resolvePairSlug } from '../../src/build-time/pairs';
import { unitSlugs } from '../../src/build-time/catalog';
import { hasPairPage } from '../../src/core/pairLinks';
import { pairDescription, pairHeading, pairTitle } from '../../src/core/pairMeta';
import {
  categoryLessPairPath,
  joinPairSlug,
  pairPath,
  pathSegments,
  unitPairSlug,
  unitSlug,
} from '../../src/core/routes';
import { BRAND } from '../../src/core/site';
import { answerView } from '../../src/core/answerView';
import { convertTyped, showResult } from '../../src/core/quantityResult';
import { applyConversion, pairConversion } from '../../src/core/conversion';
import { exact } from '../../src/core/rational';
import { PAIR_DEFAULT_INPUT } from '../../src/core/pairWidgets';
import { defaultPrefs } from '../../src/browser/displayPrefs';
import type { UnitPair, UnitRecord } from '../../src/core/types';
import { englishText } from '../../src/build-time/interfaceText';

/** The browser's language, so that the number format is the one the answers are worked out in. */
const LOCALE = 'en-US';
const COUNT = 200;
const OFFLINE_COUNT = 20;
/** Tabs visiting side by side in the one context: a visit is mostly the browser's own work, so about one per core. */
const PAGES = 2;
const NOT_FOUND_TEXT = /\b404\b|not found|doesn't exist/i;

// ------------------------------------------------------------------ the addresses, from a fixed seed

const random = seeded(20261128);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/**
 * canonical: /{category}/{from}-to-{to}, drawn in place; category-less: /{from}-to-{to} of a pair
 * whose slugs infer its category; alias: /{category}/… with a unit (or both) spelled by an
 * alias, symbol, plural or short slug; category alias: the category by one of its alias ids;
 * category-less alias: both at once. All but the first are sent on to the canonical address.
 */
type Kind = 'canonical' | 'category-less' | 'alias' | 'category alias' | 'category-less alias';
const KINDS: [Kind, number][] = [
  ['canonical', 100],
  ['category-less', 50],
  ['alias', 30],
  ['category alias', 5],
  ['category-less alias', 15],
];
interface Address {
  kind: Kind;
  /** What the visitor types, percent-encoded where a spelling needs it. */
  path: string;
  pair: UnitPair;
}

const samePair = (a: UnitPair | null, b: UnitPair) =>
  a !== null && a.category === b.category && a.from === b.from && a.to === b.to;

/** Every other slug the site accepts for a unit in its category (aliases, symbols, plurals, its short slug), usable as one path segment. */
function otherSlugs(pair: UnitPair, unit: UnitRecord): string[] {
  const slugs = [...unitSlugs(pair.category)]
    .filter(([slug, u]) => u === unit && slug !== unitSlug(unit) && !/[/|]/.test(slug))
    .map(([slug]) => slug);
  return [
    ...new Set([...(unit.shortSlug && unit.shortSlug !== unitSlug(unit) ? [unit.shortSlug] : []), ...slugs]),
  ];
}

/** A pair slug the site resolves to this very pair, one unit or both spelled otherwise (a category-less one infers this pair's category); null when none does. */
function aliasSlug(pair: UnitPair, categoryLess: boolean): string | null {
  const spellings = (unit: UnitRecord) => [unitSlug(unit), ...otherSlugs(pair, unit)];
  for (let attempt = 0; attempt < 8; attempt++) {
    const from = pick(spellings(pair.from));
    const to = pick(spellings(pair.to));
    if (from === unitSlug(pair.from) && to === unitSlug(pair.to)) continue;
    const slug = joinPairSlug(from, to);
    if (samePair(resolvePairSlug(slug, categoryLess ? undefined : pair.category.id), pair)) return slug;
  }
  return null;
}

const segment = (text: string) => encodeURIComponent(text);

function chooseAddresses(): Address[] {
  const unbuilt = allPairs().filter((p) => !hasPairPage(p.category, p.from.id, p.to.id));
  const inferred = (p: UnitPair) => samePair(resolvePairSlug(unitPairSlug(p.from, p.to)), p);
  const used = new Set<UnitPair>();
  const out: Address[] = [];
  for (const [kind, count] of KINDS) {
    const pool = kind === 'category alias' ? unbuilt.filter((p) => p.category.aliases.length > 0) : unbuilt;
    for (let made = 0, tries = 0; made < count && tries < count * 50; tries++) {
      const pair = pick(pool);
      if (used.has(pair)) continue;
      let path: string | null = null;
      if (kind === 'canonical') path = pairPath(pair.category, pair.from, pair.to);
      else if (kind === 'category-less')
        path = inferred(pair) ? categoryLessPairPath(unitPairSlug(pair.from, pair.to)) : null;
      else if (kind === 'category alias')
        path = `/${segment(pick(pair.category.aliases))}/${segment(random() < 0.5 ? unitPairSlug(pair.from, pair.to) : (aliasSlug(pair, false) ?? unitPairSlug(pair.from, pair.to)))}`;
      else {
        const slug = aliasSlug(pair, kind === 'category-less alias');
        if (slug)
          path = kind === 'alias' ? `/${segment(pair.category.id)}/${segment(slug)}` : `/${segment(slug)}`;
      }
      if (!path) continue;
      used.add(pair);
      out.push({ kind, path, pair });
      made++;
    }
  }
  return out;
}

const ADDRESSES = chooseAddresses();

// ------------------------------------------------------------------ what each one must show

/** The answer a pair's page shows for its starting value, or for a whole number typed in its box, worked out as the page works it out (the answer's view model, the visitor's default display). */
function expectedAnswer(p: UnitPair, text = PAIR_DEFAULT_INPUT): string {
  const prefs = defaultPrefs(LOCALE);
  const value = exact(BigInt(text));
  const result = convertTyped(value, p.from, p.to);
  const shown =
    result === null ? null : showResult(result, p.to, { precision: prefs.precision, format: prefs.format });
  const view = answerView({
    from: p.from,
    to: p.to,
    typed: { kind: 'value', value, unit: p.from, typedUnit: false },
    amount: null,
    exactResult: result,
    shown,
    error: false,
    fromValue: value,
    prefs,
    exactView: false,
  });
  return view.lead + view.result + view.unit + view.hint;
}

/** The number an answer shows ('3.24078 × 10⁻¹⁶', '1,234.5', '−40'), as a double. */
function shownNumber(answer: string): number {
  const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  // A minus sign as the answer writes it: '-' in the number, as its box holds it to copy.
  const m = / [=≈] ([−-]?[\d,]+(?:\.\d+)?)(?: × 10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?/.exec(answer);
  if (!m) return NaN;
  const mantissa = Number(m[1]!.replace(/,/g, '').replace('−', '-'));
  const power = m[2]
    ? Number([...m[2]].map((c) => (c === '⁻' ? '-' : String(SUPERSCRIPTS.indexOf(c)))).join(''))
    : 0;
  return mantissa * 10 ** power;
}

/** What a page shows once at rest, as a visitor reads it. */
interface Shown {
  url: string;
  title: string;
  description: string | null;
  canonical: string | null;
  headings: string[];
  answer: string;
}

/** The site's origin, as its pages name it in their canonical links (SITE_URL at build time). */
let siteOrigin = '';

/** The built page of a pair, as the build writes it (pairs.ts, PairPage.astro). */
function expectedPage(p: UnitPair): Shown {
  const path = pairPath(p.category, p.from, p.to);
  return {
    url: BASE_URL + path,
    title: pairTitle(englishText, p, BRAND, inferredElsewhere(p)),
    description: pairDescription(englishText, p),
    canonical: new URL(path, siteOrigin).href,
    headings: [pairHeading(englishText, p)],
    answer: expectedAnswer(p),
  };
}

// ------------------------------------------------------------------ watching the page

const SEEN_KEY = 'unbuilt-pairs:seen';

/**
 * Installed before any script of every document (the 404 page and the page it sends on to):
 * records what the page shows, on every change and at every rendering step: the address, the
 * tab's title once the page has first rendered (a title replaced before that is never seen),
 * and the heading and the answer while visible (the styles in: before that nothing is painted).
 * It writes into the tab's sessionStorage, which outlives the document when the 404 page
 * replaces the address.
 */
function watchShownText(key: string) {
  let last = '';
  let rendered = false;
  const styled = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet);
  const shown = (el: Element | null) =>
    el && styled() && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      ? (el.textContent ?? '')
      : '';
  const record = () => {
    const entry = JSON.stringify([
      location.pathname,
      rendered ? document.title : '',
      shown(document.querySelector('h1')),
      shown(document.querySelector('[data-testid="converter-answer"]')),
    ]);
    if (entry === last) return;
    last = entry;
    try {
      sessionStorage.setItem(key, (sessionStorage.getItem(key) ?? '') + entry + '\n');
    } catch {
      // No storage on this document: nothing to record into.
    }
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  const frame = () => {
    rendered = true;
    record();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** One moment of a visit, as the watcher recorded it. */
interface Seen {
  path: string;
  title: string;
  heading: string;
  answer: string;
}

/** One tab of the pool, and what went wrong on it during its current visit. */
interface Tab {
  page: Page;
  requests: RequestLog;
  problems: string[];
  /** Documents answered with 404 on purpose (the typed address, the canonical one it is sent on to). */
  documents404: Set<string>;
}

async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  const tab: Tab = { page, requests: logRequests(page), problems: [], documents404: new Set() };
  page.on('pageerror', (e) => tab.problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // Chromium reports a document answered with 404 as a console error: expected for these documents only.
    if (/status of 404/.test(m.text()) && tab.documents404.has(m.location().url)) return;
    tab.problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && r.status() === 404) tab.documents404.add(r.url());
    else if (r.status() >= 400) tab.problems.push(`${r.status()} ${r.url()}`);
  });
  // A request cut short because the 404 page sends the tab on (net::ERR_ABORTED) is no failure.
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') tab.problems.push(`failed: ${r.url()} ${error}`);
  });
  page.on('dialog', (d) => {
    tab.problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return tab;
}

/** A fixed set of tabs, each lent to one visit at a time. */
class TabPool {
  private free: Tab[];
  private waiting: ((tab: Tab) => void)[] = [];
  constructor(tabs: Tab[]) {
    this.free = [...tabs];
  }
  async use<T>(run: (tab: Tab) => Promise<T>): Promise<T> {
    const tab = this.free.pop() ?? (await new Promise<Tab>((resolve) => this.waiting.push(resolve)));
    try {
      return await run(tab);
    } finally {
      const next = this.waiting.shift();
      if (next) next(tab);
      else this.free.push(tab);
    }
  }
}

interface Visit {
  /** The answer to the typed address. */
  response: Response | null;
  shown: Shown;
  seen: Seen[];
  /** Whether the drawn value box is still the page's once the converter is live; null when the visitor did not reach for it. */
  boxKept: boolean | null;
}

/** The page's From box, by its id (the tests' label lookup would wait for it). */
const FROM_BOX = '#converter-value';

/**
 * Opens an address as a visitor types it and waits until the page is at rest: the pair drawn at
 * its canonical address, and every request the page makes on its own done. With `reach`, the
 * visitor then reaches for the converter (the pointer over its value box), whose code comes
 * then and draws itself over the drawn one. Returns what the page then shows and everything the
 * watcher saw on the way.
 */
async function visit(tab: Tab, address: Address, reach: boolean): Promise<Visit> {
  const { page } = tab;
  tab.problems.length = 0;
  tab.documents404.clear();
  await page.evaluate((key) => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // A new tab's blank document has no storage, and nothing recorded.
    }
  }, SEEN_KEY);
  const canonicalPath = pairPath(address.pair.category, address.pair.from, address.pair.to);
  const response = await page.goto(BASE_URL + address.path, { waitUntil: 'commit' });
  // Drawn at the canonical address, or the 404 page decided on something else (its card shown
  // with other than 'Opening …'): either way the page has made up its mind.
  const rest = await page
    .waitForFunction(
      (path) => {
        const root = document.documentElement;
        // Just committed, the document may have no element yet.
        if (!root) return false;
        // Whole: its top drawn, and its rest (with the head) once the answer has painted.
        if (
          location.pathname === path &&
          !root.classList.contains('nf-pending') &&
          !root.classList.contains('nf-pair') &&
          document.querySelector('main [data-converter-island][data-drawn]')
        )
          return 'drawn';
        const card = document.querySelector('[data-nf-card]');
        const decided =
          card &&
          !root.classList.contains('nf-pending') &&
          !/^Opening/.test(card.querySelector('h1')?.textContent ?? '');
        return decided
          ? `the 404 page at ${location.pathname}, saying ${JSON.stringify(card.querySelector('h1')?.textContent)}`
          : false;
      },
      canonicalPath,
      { timeout: 15_000 },
    )
    .then(
      (h) => h.jsonValue(),
      async (e: Error) => {
        throw new Error(
          `${address.path}: waited for ${canonicalPath} drawn, or the 404 page's decision; the page is at ${page.url()}, its headings ${JSON.stringify(await page.locator('h1').allTextContents())}`,
          { cause: e },
        );
      },
    );
  if (rest !== 'drawn') throw new Error(`${address.path}: ended on ${rest}, not on ${canonicalPath} drawn`);
  await pageIdle(page, tab.requests);
  let boxKept: boolean | null = null;
  if (reach) {
    const drawnBox = await page.evaluateHandle((id) => document.querySelector(id), FROM_BOX);
    await reachForConverter(page);
    await until(
      page,
      `${address.path}: the converter live once reached for`,
      () =>
        document.documentElement.dataset.widgets === 'ready' &&
        document.querySelector('[data-converter-ready="true"]'),
    );
    await pageIdle(page, tab.requests);
    boxKept = await page.evaluate(([box, id]) => box !== null && box === document.querySelector(id), [
      drawnBox,
      FROM_BOX,
    ] as const);
    await drawnBox.dispose();
  }
  const state = await page.evaluate(
    (key) => ({
      shown: {
        url: location.href,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        headings: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
        answer: document.querySelector('[data-testid="converter-answer"]')?.textContent ?? '',
      },
      seen: sessionStorage.getItem(key) ?? '',
    }),
    SEEN_KEY,
  );
  const seen = state.seen
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [path, title, heading, answer] = JSON.parse(line) as string[];
      return { path: path!, title: title!, heading: heading!, answer: answer! };
    });
  return { response, shown: state.shown, seen, boxKept };
}

/** What a visit must show: the pair's page at its canonical address, and nothing else on the way. */
function checkVisit(
  expectTo: typeof expect,
  address: Address,
  { shown, seen, boxKept }: Visit,
  tab: Tab,
): void {
  const expected = expectedPage(address.pair);
  expectTo.soft(shown, `${address.path}: the page at rest`).toEqual(expected);
  // Hydrated, not drawn anew: a box replaced under the visitor's fingers would lose their keys and the focus.
  if (boxKept !== null)
    expectTo.soft(boxKept, `${address.path}: the drawn value box is the live converter's`).toBe(true);
  expectTo
    .soft(
      seen.map((s) => s.path),
      'the watcher saw the visit',
    )
    .toContain(new URL(expected.url).pathname);
  const missing = seen.filter((s) => NOT_FOUND_TEXT.test(s.title) || NOT_FOUND_TEXT.test(s.heading));
  expectTo
    .soft(missing, `${address.path}: moments the title or the heading said the page is missing`)
    .toEqual([]);
  // Once an answer shows, it is this pair's, and only ever this pair's (never the template's own pair).
  const answers = [...new Set(seen.map((s) => s.answer).filter(Boolean))];
  expectTo.soft(answers, `${address.path}: every answer shown`).toEqual([expected.answer]);
  expectTo.soft(tab.problems, `${address.path}: errors and failed requests`).toEqual([]);
}

// ------------------------------------------------------------------ the runs

let browser: Browser;
/** The one context every online visit is made in, and its tabs. */
let online: BrowserContext;
let pool: TabPool;

beforeAll(async () => {
  browser = await launchChromium();
  // The site's own origin, as its pages name it in their canonical links (SITE_URL at build time).
  const home = await (await fetch(`${BASE_URL}/`)).text();
  siteOrigin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(home)![1]!).origin;
  // Online, the host alone answers: no service worker stands between the tab and the server.
  online = await browser.newContext({ locale: LOCALE });
  await online.addInitScript(watchShownText, SEEN_KEY);
  pool = new TabPool(await Promise.all(Array.from({ length: PAGES }, () => openTab(online))));
});
afterAll(() => browser?.close());

describe('the chosen addresses', () => {
  it(`are ${COUNT} distinct pairs without a built page, of every kind, each resolving to its pair`, () => {
    expect(ADDRESSES).toHaveLength(COUNT);
    expect(new Set(ADDRESSES.map((a) => a.path)).size).toBe(COUNT);
    expect(new Set(ADDRESSES.map((a) => a.pair)).size).toBe(COUNT);
    const built = new Set(pagePairs().map((p) => pairPath(p.category, p.from, p.to)));
    for (const a of ADDRESSES) {
      expect(built.has(pairPath(a.pair.category, a.pair.from, a.pair.to)), a.path).toBe(false);
      const segs = pathSegments(a.path);
      const categoryId =
        segs.length === 2
          ? a.pair.category.aliases.includes(segs[0]!)
            ? a.pair.category.id
            : segs[0]
          : undefined;
      expect(samePair(resolvePairSlug(segs.at(-1)!, categoryId), a.pair), a.path).toBe(true);
    }
    const kinds = ADDRESSES.reduce<Record<string, number>>(
      (n, a) => ({ ...n, [a.kind]: (n[a.kind] ?? 0) + 1 }),
      {},
    );
    expect(kinds).toEqual(Object.fromEntries(KINDS));
  });

  it("each expected answer agrees with the conversion engine's own result", () => {
    const off = ADDRESSES.filter(({ pair }) => {
      const engine = applyConversion(pairConversion(pair.from, pair.to), Number(PAIR_DEFAULT_INPUT))!;
      const shown = shownNumber(expectedAnswer(pair));
      return !(Math.abs(shown - engine) <= 1e-5 * Math.abs(engine));
    });
    expect(off.map((a) => `${a.path}: ${expectedAnswer(a.pair)}`)).toEqual([]);
  });
});

describe('online: each address without a built page shows its pair', () => {
  // Every fifth visitor then reaches for the converter, which draws itself over the drawn one.
  it.concurrent.for(ADDRESSES.map((a, i) => [a.kind, a.path, a, i % 5 === 0] as const))(
    '%s %s',
    async ([, path, address, reach], { expect: expectTo }) => {
      await pool.use(async (tab) => {
        const result = await visit(tab, address, reach);
        expectTo(
          result.response?.status(),
          `${path}: the host answers the typed address with its 404 page`,
        ).toBe(404);
        checkVisit(expectTo, address, result, tab);
      });
    },
  );
});

describe('offline after one visit', () => {
  let context: BrowserContext;
  let tab: Tab;
  /** A sample of the addresses above: three of each kind that is sent on, the rest canonical. */
  const sample = KINDS.flatMap(([kind], i) =>
    ADDRESSES.filter((a) => a.kind === kind).slice(0, i === 0 ? OFFLINE_COUNT - 3 * (KINDS.length - 1) : 3),
  );

  beforeAll(async () => {
    context = await browser.newContext({ locale: LOCALE, serviceWorkers: 'allow' });
    await context.addInitScript(watchShownText, SEEN_KEY);
    tab = await openTab(context);
    await tab.page.goto(`${BASE_URL}/`);
    await tab.page.waitForFunction(
      async () =>
        (await navigator.serviceWorker.ready).active?.state === 'activated' &&
        navigator.serviceWorker.controller !== null,
      null,
      { timeout: 30_000 },
    );
    expect(tab.problems).toEqual([]);
    await context.setOffline(true);
  });
  afterAll(() => context?.close());

  it(`the sample is ${OFFLINE_COUNT} addresses of every kind`, () => {
    expect(sample).toHaveLength(OFFLINE_COUNT);
    expect(new Set(sample.map((a) => a.kind)).size).toBe(KINDS.length);
  });

  // Each visitor reaches for the converter too: its code comes from what the worker saved.
  it.each(sample.map((a) => [a.kind, a.path, a] as const))(
    '%s %s opens offline as online, its converter too',
    async (_kind, path, address) => {
      const result = await visit(tab, address, true);
      expect(result.response?.fromServiceWorker(), `${path}: answered by the service worker`).toBe(true);
      checkVisit(expect, address, result, tab);
    },
  );
});

describe('the drawn converter is the one its code hydrates', () => {
  /**
   * Built pairs from a seed of their own, with one on temperature (its thermometer is left to
   * the converter's code) and one answered in a power of ten: the 404 page, served at a built
   * pair's address, draws the converter the build rendered there, which its code then hydrates.
   */
  const SAMPLE = (() => {
    const next = seeded(11);
    const built = pagePairs();
    const chosen = new Set<UnitPair>([
      built.find((p) => p.category.id === 'temperature')!,
      built.find((p) =>
        /e/.test(
          showResult(
            convertTyped(exact(BigInt(PAIR_DEFAULT_INPUT)), p.from, p.to)!,
            p.to,
            defaultPrefs(LOCALE),
          ).plain,
        ),
      )!,
    ]);
    while (chosen.size < 14) chosen.add(built[Math.floor(next() * built.length)]!);
    return [...chosen];
  })();

  /**
   * The converter's markup, each element with its attributes in order of name (inputs with their
   * values, not the attributes that held them when the page was parsed), text as text; a Suspense
   * boundary as one mark (its content the client's to render, drawn or not).
   */
  function converterMarkup() {
    const serialize = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.nodeValue);
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const el = node as Element;
      const attrs = [...el.attributes]
        .filter((a) => a.name !== 'elementtiming' && !(el instanceof HTMLInputElement && a.name === 'value'))
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort();
      if (el instanceof HTMLInputElement) attrs.push(`(value)=${JSON.stringify(el.value)}`);
      let inside = '';
      let depth = 0;
      for (const child of el.childNodes) {
        const data = child.nodeType === Node.COMMENT_NODE ? (child as Comment).data : '';
        if (data.startsWith('$')) inside += depth++ ? '' : '<suspense boundary>';
        else if (data === '/$') depth--;
        else if (!depth) inside += serialize(child);
      }
      return `<${el.localName} ${attrs.join(' ')}>${inside}</${el.localName}>\n`;
    };
    return [...document.querySelector('[data-converter-island]')!.childNodes].map(serialize).join('');
  }

  let notFoundPage = '';
  beforeAll(async () => {
    notFoundPage = await (await fetch(`${BASE_URL}/length/no-such-pair`)).text();
  });

  it.concurrent.for(SAMPLE.map((p) => pairPath(p.category, p.from, p.to)))(
    '%s drawn as built',
    async (path, { expect: expectTo }) => {
      await pool.use(async ({ page }) => {
        // Each page as the converter's code would find it, that code held back: the built one, and
        // the drawn one with the rest of its page (which leaves the thermometer's place to that code).
        await page.route('**/_astro/pairConverterStart*', (route) => route.abort());
        try {
          await page.goto(BASE_URL + path);
          const built = await page.evaluate(converterMarkup);
          await page.route(BASE_URL + path, (route) =>
            route.fulfill({ status: 404, contentType: 'text/html', body: notFoundPage }),
          );
          await page.goto(BASE_URL + path, { waitUntil: 'commit' });
          await until(
            page,
            `${path} drawn, with the rest of its page`,
            () =>
              document.querySelector('main [data-converter-island][data-drawn][data-props]') &&
              !document.documentElement.classList.contains('nf-pair'),
          );
          expectTo(await page.evaluate(converterMarkup)).toBe(built);
        } finally {
          await page.unrouteAll();
        }
      });
    },
  );
});

describe('typed in while its code comes', () => {
  /** The pair home's unit search leads to, and one whose thermometer makes its code come at once. */
  const PAIRS = [
    resolvePairSlug('meter-to-parsec', 'length')!,
    allPairs().find((p) => p.category.id === 'temperature' && !hasPairPage(p.category, p.from.id, p.to.id))!,
  ];
  const TYPED = '72';
  /** Tabs typing side by side: a trial mostly waits, for the page and for the visitor. */
  const LANES = 2;
  const next = seeded(5);
  const between = (low: number, high: number) => Math.round(low + next() * (high - low));
  /**
   * Each trial: how long after the drawn box is there the visitor taps it (from at once to 2 s:
   * before, while and after the rest of the page and the converter's code come), then the pause
   * before each key (40–400 ms); half of them on a phone four times slower.
   */
  const TRIALS = [...Array<UnitPair>(20).fill(PAIRS[0]!), ...Array<UnitPair>(4).fill(PAIRS[1]!)].map(
    (pair, i) => ({
      path: pairPath(pair.category, pair.from, pair.to),
      pair,
      tap: between(0, 2000),
      keys: [...TYPED].map(() => between(40, 400)),
      slow: i % 4 >= 2,
    }),
  );

  let context: BrowserContext;
  let lanes: { tab: Tab; cdp: CDPSession }[];
  beforeAll(async () => {
    context = await browser.newContext({
      locale: LOCALE,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    lanes = await Promise.all(
      Array.from({ length: LANES }, async () => {
        const tab = await openTab(context);
        return { tab, cdp: await context.newCDPSession(tab.page) };
      }),
    );
  });
  afterAll(() => context?.close());

  it('the pairs have no built page', () => {
    for (const p of PAIRS)
      expect(hasPairPage(p.category, p.from.id, p.to.id), pairPath(p.category, p.from, p.to)).toBe(false);
  });

  /** One trial: the visitor taps the drawn box and types; what the page holds once the converter is live and has answered. */
  async function tapAndTypeIn({ tab, cdp }: { tab: Tab; cdp: CDPSession }, trial: (typeof TRIALS)[number]) {
    tab.problems.length = 0;
    tab.documents404.clear();
    const box = `main [data-converter-island][data-drawn] ${FROM_BOX}`;
    const end = await tapAndType(tab.page, cdp, {
      url: BASE_URL + trial.path,
      box,
      tap: trial.tap,
      keys: trial.keys,
      slow: trial.slow,
      typed: TYPED,
      answer: expectedAnswer(trial.pair, TYPED),
    });
    return { ...end, problems: [...tab.problems] };
  }

  it(`tapped and typed at ${TRIALS.length} moments, fast and slow, each box ends as typed, answered and focused, the one drawn`, async () => {
    const ends: object[] = [];
    await Promise.all(
      lanes.map(async (lane, l) => {
        for (const [i, trial] of TRIALS.entries()) {
          if (i % LANES === l)
            ends[i] = {
              path: trial.path,
              tap: trial.tap,
              keys: trial.keys,
              slow: trial.slow,
              ...(await tapAndTypeIn(lane, trial)),
            };
        }
      }),
    );
    expect(ends).toEqual(
      TRIALS.map(({ path, pair, tap, keys, slow }) => ({
        path,
        tap,
        keys,
        slow,
        value: TYPED,
        kept: true,
        focused: true,
        answer: expectedAnswer(pair, TYPED),
        problems: [],
      })),
    );
  });
});

describe('what stays as it was', () => {
  /** Five built pairs, from a seed of their own. */
  const BUILT = (() => {
    const next = seeded(7);
    const built = pagePairs();
    const chosen = new Set<UnitPair>();
    while (chosen.size < 5) chosen.add(built[Math.floor(next() * built.length)]!);
    return [...chosen];
  })();

  it.each(BUILT.map((p) => [pairPath(p.category, p.from, p.to), p] as const))(
    'the built page %s is served with 200, as built',
    async (path, pair) => {
      await pool.use(async ({ page, problems }) => {
        problems.length = 0;
        const response = await page.goto(BASE_URL + path);
        expect(response?.status()).toBe(200);
        const html = (await response?.text()) ?? '';
        expect(html, 'its own HTML, every part written').not.toContain('data-pair-part');
        expect(html).not.toContain('data-nf-card');
        const expected = expectedPage(pair);
        expect({
          title: await page.title(),
          headings: await page.locator('h1').allTextContents(),
          answer: await page.getByTestId('converter-answer').textContent(),
          canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
        }).toEqual({
          title: expected.title,
          headings: expected.headings,
          answer: expected.answer,
          canonical: expected.canonical,
        });
        expect(problems).toEqual([]);
      });
    },
  );

  it('an address naming no pair of units still ends on the 404 text', async () => {
    await pool.use(async ({ page, problems }) => {
      problems.length = 0;
      const response = await page.goto(`${BASE_URL}/length/meter-to-banana`);
      expect(response?.status()).toBe(404);
      await until(
        page,
        'the 404 page to decide',
        () =>
          !document.documentElement.classList.contains('nf-pending') &&
          !/^Opening/.test(document.querySelector('h1')?.textContent ?? ''),
      );
      expect(await page.locator('h1').allTextContents()).toEqual(['404']);
      expect(await page.locator('[data-nf-card]').isVisible()).toBe(true);
      expect(await page.locator('main').innerText()).toContain("The page you're looking for doesn't exist.");
      expect(new URL(page.url()).pathname).toBe('/length/meter-to-banana');
      expect(await page.title()).toMatch(/^Page not found \|/);
      expect(problems).toEqual([]);
    });
  });
});
