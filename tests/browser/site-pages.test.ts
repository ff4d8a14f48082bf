/** Every page type renders (one h1, breadcrumbs where due, its required facts) and works at 360 px, in Chromium. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { categories, getCategory, groups } from '../../src/build-time/catalog';
import { commonConversions } from '../../src/build-time/siteMap';
import { definitionText } from '../../src/build-time/unitReference';
import { pairHref } from '../../src/core/pairLinks';
import { pagePairs } from '../../src/build-time/pairs';
import { converterPath, groupPath, pairPath, quickConvertHref, unitPagePath } from '../../src/core/routes';

let browser: Browser;
let page: Page;
let phone: Page;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
  for (const p of [page, phone]) {
    p.on('pageerror', (e) => problems.push(`${p.url()}: ${e.message}`));
    p.on(
      'console',
      (m) =>
        m.type() === 'error' && !/status of 404/.test(m.text()) && problems.push(`${p.url()}: ${m.text()}`),
    );
  }
});
afterAll(() => browser?.close());

const PAGE_TYPES: [string, number][] = [
  ['/', 200],
  ['/converter/length', 200],
  [quickConvertHref('length', 'centimeter', 'inch'), 200],
  ['/length/centimeter-to-inch', 200],
  ['/unit-page/length', 200],
  ['/category/engineering', 200],
  ['/sitemap', 200],
  ['/about', 200],
  ['/terms', 200],
  ['/privacy', 200],
  ['/no-such-page', 404],
];

describe('every page type', () => {
  it.each(PAGE_TYPES)(
    '%s renders with one h1, a title, a description and fits 360 px',
    async (path, status) => {
      const response = await page.goto(BASE_URL + path);
      expect(response?.status()).toBe(status);
      expect(await page.locator('h1').count()).toBe(1);
      expect((await page.title()).length).toBeGreaterThan(3);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await page.locator('#top-bar').count()).toBe(1);
      expect(await page.locator('footer').count()).toBe(1);
      await phone.goto(BASE_URL + path);
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal scrolling at 360 px').toBeLessThanOrEqual(0);
    },
  );

  it('put the main column at 3/4 width beside the sidebar from medium screens', async () => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(BASE_URL + '/unit-page/length');
    const [main, side] = await Promise.all([
      page.locator('main').boundingBox(),
      page.locator('[data-sidebar]').boundingBox(),
    ]);
    expect(side!.x).toBeGreaterThan(main!.x + main!.width - 1);
    expect(main!.width / (main!.width + side!.width)).toBeGreaterThan(0.7);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  // Chromium asks for an icon and an app manifest (and the icons it names) as soon as it meets
  // their links: before the first paint, those requests sit in the way of its largest paint.
  // (The 404 and quick-convert pages, which must come whole in the first round trip, link the icon's file.)
  it.each(['/', '/converter/length', '/length/centimeter-to-inch'])(
    '%s links its app manifest only once it has painted, in <head>; its icon asks for nothing',
    async (path) => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      try {
        const icons: string[] = [];
        tab.on('request', (r) => /favicon|\/icons\//.test(r.url()) && icons.push(r.url()));
        // When the link enters the document (a link in an inert <template> is not in it).
        await context.addInitScript(`new MutationObserver(() => {
          if (!window.manifestAt && document.querySelector('link[rel="manifest"]'))
            window.manifestAt = performance.now();
        }).observe(document, { subtree: true, childList: true });`);
        await tab.goto(BASE_URL + path);
        await tab.waitForSelector('head > link[rel="manifest"]', { state: 'attached' });
        const [linked, painted] = (await tab.evaluate(`[window.manifestAt,
          performance.getEntriesByName('first-paint')[0]?.startTime]`)) as [number, number | undefined];
        expect(painted, 'a first paint').toBeDefined();
        expect(linked).toBeGreaterThan(painted!);
        expect(await tab.locator('link[rel="manifest"]').count()).toBe(1);
        const icon = tab.locator('head > link[rel="icon"]');
        expect(await icon.count()).toBe(1);
        expect(await icon.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
        expect(icons, 'no request for an icon file').toEqual([]);
        // Crawlers that look for an icon file find one.
        const ico = await tab.request.get(BASE_URL + '/favicon.ico');
        expect(ico.status()).toBe(200);
        expect(ico.headers()['content-type']).toMatch(/^image\//);
      } finally {
        await context.close();
      }
    },
  );

  it('had no page errors or console errors', () => {
    expect(problems).toEqual([]);
  });
});

describe('/unit-page/{category}', () => {
  it.each(categories.map((c) => [c.id] as const))(
    '%s lists every unit with its exact factor and pair links, and every pair page',
    async (id) => {
      const category = getCategory(id)!;
      await page.goto(BASE_URL + unitPagePath(id));
      expect(await page.locator('h1').textContent()).toBe(`${category.name} Units`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
      expect(await page.locator(`main a[href="${converterPath(id)}"]`).count()).toBeGreaterThan(0);
      const rows = page.locator('main table tbody tr[id]');
      expect(await rows.count()).toBe(category.units.length);
      expect(new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.id)))).toEqual(
        new Set(category.units.map((u) => u.id)),
      );
      const base = category.units.find((u) => u.id === category.base)!;
      for (const unit of [category.units[0]!, category.units[category.units.length - 1]!]) {
        const card = page.locator(`tr[id="${unit.id}"]`);
        const text = (await card.textContent())!;
        for (const fact of [
          unit.name,
          unit.symbol,
          definitionText(unit.definition),
          unit.factor,
          unit.source,
        ])
          expect(text).toContain(fact);
        if (unit !== base) {
          expect(await card.locator(`a[href="${pairHref(category, unit, base)}"]`).count()).toBe(1);
          expect(await card.locator(`a[href="${pairHref(category, base, unit)}"]`).count()).toBe(1);
        }
      }
      const pages = pagePairs()
        .filter((p) => p.category === category)
        .map((p) => pairPath(id, p.from, p.to));
      const listed = await page
        .getByRole('navigation', { name: `Common ${category.name} Conversions` })
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(listed.sort()).toEqual(pages.sort());
    },
  );
});

describe('/unit-page/{category} index', () => {
  it('jumps by system to section rows that exist, and every unit row sits under one section', async () => {
    await page.goto(BASE_URL + unitPagePath('length'));
    const index = page.getByRole('navigation', { name: 'Units by system' });
    const targets = await index.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(targets.length).toBeGreaterThanOrEqual(3);
    expect(await index.locator('a').allTextContents()).toEqual(
      expect.arrayContaining(['SI and metric', 'US customary']),
    );
    for (const href of targets) {
      expect(href).toMatch(/^#system-/);
      expect(await page.locator(`[id="${href.slice(1)}"]`).count(), href).toBe(1);
    }
    // Every row belongs to one section, whose heading row comes first in its tbody.
    const bodies = page.locator('main table tbody');
    expect(await bodies.count()).toBe(targets.length);
    expect(await bodies.evaluateAll((bs) => bs.map((b) => b.querySelector('tr th[id]')?.id))).toEqual(
      targets.map((t) => t.slice(1)),
    );
    // A link into a row lands on it.
    await page.goto(BASE_URL + unitPagePath('length') + '#foot');
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('foot');
    await page.getByRole('link', { name: 'US customary' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#system-us');
  });
});

describe('no emoji', () => {
  // ©, ® and ™ count as pictographic in Unicode but are plain text symbols.
  const EMOJI = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u;
  it.each([['/'], ['/category/common'], ['/category/radiology'], ['/sitemap'], ['/unit-page/length']])(
    '%s draws its icons as SVG, not emoji',
    async (path) => {
      await page.goto(BASE_URL + path);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text.match(EMOJI)).toBeNull();
      expect(await page.locator('main svg.icon, #top-bar svg.icon').count()).toBeGreaterThan(0);
      for (const svg of await page.locator('svg.icon').all())
        expect(await svg.getAttribute('aria-hidden')).toBe('true');
    },
  );
});

describe('/category/{groupId}', () => {
  it.each(groups.map((g) => [g.id] as const))(
    '%s lists its converters and links to the other groups',
    async (id) => {
      const group = groups.find((g) => g.id === id)!;
      await page.goto(BASE_URL + groupPath(id));
      expect((await page.locator('h1').textContent())!.trim()).toContain(group.name);
      expect(
        await page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: 'Home' })
          .count(),
      ).toBe(1);
      for (const c of group.categories)
        expect(await page.locator(`main a[href="${converterPath(c)}"]`).count()).toBeGreaterThan(0);
      for (const other of groups.filter((g) => g !== group))
        expect(await page.locator(`main a[href="${groupPath(other)}"]`).count()).toBe(1);
    },
  );
});

describe('/sitemap', () => {
  it('lists every group with its converters, all converters, and 13 common conversions with from and to', async () => {
    await page.goto(`${BASE_URL}/sitemap`);
    const common = page.locator('section[aria-labelledby="common-conversions"] a');
    expect(await common.count()).toBe(13);
    expect(commonConversions()).toHaveLength(13);
    const meters = page.getByRole('link', { name: 'meters to feet', exact: true });
    expect(await meters.getAttribute('href')).toBe('/converter/length?from=meter&to=foot');
    for (const href of await common.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      expect(href).toMatch(/^\/converter\/[a-z_]+\?from=[a-z_]+&to=[a-z_]+$/);
    for (const g of groups) expect(await page.locator(`a[href="${groupPath(g)}"]`).count()).toBe(1);
    const all = page.locator('section[aria-labelledby="all-converters-az"] a[href^="/converter/"]');
    expect(await all.count()).toBe(categories.length);
  });
});

describe('about, terms, privacy', () => {
  it('state their dates, limits and storage facts', async () => {
    await page.goto(`${BASE_URL}/terms`);
    const terms = (await page.locator('main').textContent())!;
    for (const fact of ['Last updated: April 06, 2025', 'over 18', '100 USD', '30 days'])
      expect(terms).toContain(fact);
    await page.goto(`${BASE_URL}/privacy`);
    const privacy = (await page.locator('main').textContent())!;
    for (const fact of [
      'Last updated: April 06, 2025',
      'over 18',
      'under the age of 13',
      'unit-converter',
      'theme',
      'No cookies',
      'No analytics',
    ])
      expect(privacy).toContain(fact);
    await page.goto(`${BASE_URL}/about`);
    expect(await page.locator('h1').textContent()).toBe('About Us');
  });
});
