/**
 * Unit-pair and quick-convert pages in real Chromium against the built site: default results,
 * typing, Convert, Clear, fractions, silent invalid input, links and head metadata; a
 * quick-convert form for another pair, typed in at any moment while its code comes.
 * Expected values come from the same engine the pages use (src/core), computed here in Node.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { waitReady, waitWidgets, converterLive } from './converterPage';
import { holdBack, logRequests, pageIdle } from './settle';
import { seeded, tapAndType } from './typedWhileLive';
import type { UnitPair } from '../../src/core/types';
import { pairDescription, pairTitle as titleOf } from '../../src/core/pairMeta';
import { inferredElsewhere } from '../../src/build-time/pairs';
import { pairPath, quickConvertHref } from '../../src/core/routes';
import { quickTitle } from '../../src/core/converterText';
import { quickFormView, simpleView, type WidgetContext } from '../../src/core/pairWidgets';
import { idWords } from '../../src/core/unitText';
import { parseQuantity } from '../../src/core/quantity';
import { unitPair } from '../unit/unitPair';
import { englishText } from '../../src/build-time/interfaceText';

/** The title a built pair page has. */
const pairTitle = (p: UnitPair, brand: string) => titleOf(englishText, p, brand, inferredElsewhere(p));

let browser: Browser;
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
  errors = [];
  recordPageErrors(page, errors);
});

const pair = unitPair;

const widget = (p: UnitPair): WidgetContext => ({
  from: p.from,
  to: p.to,
  units: p.category.units,
  read: parseQuantity,
});
/** The answer sentence the site's converter shows for a text, in symbols ('10 cm ≈ 3.93701 in'). */
const expectedAnswer = (p: UnitPair, text: string) => quickFormView(widget(p), text).answer;

const fromField = () => page.locator('#converter-value');
const toBox = () => page.locator('#converter-to-value');
/** The answer sentence, '10 cm ≈ 3.93701 in'. */
const answer = () => page.getByTestId('converter-answer');
const fractionLine = () => page.getByTestId('fraction-result');
const openPair = async (path: string) => {
  await page.goto(BASE_URL + path);
  await waitReady(page);
};

const PAIRS = [
  pair('length', 'centimeter', 'inch'),
  pair('temperature', 'celsius', 'fahrenheit'),
  pair('temperature', 'fahrenheit', 'kelvin'),
  pair('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer'),
  pair('fuel_consumption', 'kilometer_per_liter', 'mile_per_gallon_uk'),
  pair('weight', 'kilogram', 'pound'),
];

describe('unit-pair page', () => {
  it.each(PAIRS.map((p) => [pairPath(p.category, p.from, p.to), p] as const))(
    '%s: default, typing, both sides, Convert, Clear, unreadable input',
    async (path, p) => {
      await page.goto(BASE_URL + path);
      const initial = expectedAnswer(p, '10');
      expect(initial).toMatch(/ [=≈] /);
      // Rendered with 10 already converted, before any script runs.
      expect(await fromField().inputValue()).toBe('10');
      expect(await answer().textContent()).toBe(initial);
      await waitReady(page);
      expect(await answer().textContent()).toBe(initial);

      // Typing recomputes.
      await fromField().fill('37.5');
      await expect.poll(() => answer().textContent()).toBe(expectedAnswer(p, '37.5'));
      // Convert settles the live answer (it enters the history), changing nothing shown.
      await page.getByRole('button', { name: 'Convert' }).click();
      expect(await answer().textContent()).toBe(expectedAnswer(p, '37.5'));

      // The To box converts back.
      await toBox().fill('3');
      await expect.poll(() => toBox().inputValue()).toBe('3');
      await expect.poll(async () => (await answer().textContent())?.endsWith(` 3 ${p.to.symbol}`)).toBe(true);

      // Unreadable input: the result is gone at once (never a stale answer); the reason follows once typing pauses.
      await fromField().fill('12 zz');
      await expect.poll(() => answer().textContent()).toBe('No result');
      const message = page.getByTestId('input-message');
      // The reason waits for a 0.8 s pause, then for its module and the category's units: more than the poll's default second.
      await expect.poll(() => message.isVisible(), { timeout: 5_000 }).toBe(true);
      expect(await message.textContent()).toMatch(/Try /);
      expect(await fromField().getAttribute('aria-invalid')).toBe('true');
      expect(await fromField().getAttribute('aria-describedby')).toContain('converter-value-message');
      expect(await page.getByRole('button', { name: 'Copy result' }).isDisabled()).toBe(true);
      await fromField().fill('3');
      await expect.poll(() => message.isVisible()).toBe(false);
      expect(await fromField().getAttribute('aria-invalid')).toBeNull();

      // Clear: the box empty and focused, no answer (the hint instead), Copy off.
      await page.getByRole('button', { name: 'Clear' }).click();
      expect(await fromField().inputValue()).toBe('');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('converter-value');
      await expect.poll(() => answer().textContent()).toBe('Enter a value to convert');
      expect(await page.getByRole('button', { name: 'Copy result' }).isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  it("loads the converter's code only when the visitor reaches for it", async () => {
    const isCode = (url: string) => /\/_astro\/(react|pairConverter)\b/.test(url);
    const requests = logRequests(page);
    // Not 'load': on a slow machine the held code may be asked for before the load event, which it then holds.
    await page.goto(`${BASE_URL}/length/foot-to-meter`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-frame="ready"]');
    // Everything the page does on its own is done: its code would have been asked for by now.
    await pageIdle(page, requests);
    expect(requests.urls.filter(isCode)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.widgets)).toBeUndefined();
    expect(await answer().textContent()).toBe(expectedAnswer(pair('length', 'foot', 'meter'), '10'));
    // The pointer goes over the box: the converter comes to life, showing the same.
    await fromField().hover();
    await page.waitForSelector('html[data-widgets="ready"] [data-converter-ready="true"]');
    expect(requests.urls.filter(isCode).length).toBeGreaterThanOrEqual(2);
    expect(await answer().textContent()).toBe(expectedAnswer(pair('length', 'foot', 'meter'), '10'));
    // A tap and the focus (the keyboard's way in) reach for it too.
    for (const reach of ['tap', 'focus'] as const) {
      const context = await browser.newContext({ hasTouch: true });
      const other = await context.newPage();
      const otherRequests = logRequests(other);
      await other.goto(`${BASE_URL}/length/foot-to-meter`, { waitUntil: 'load' });
      await other.waitForSelector('html[data-frame="ready"]');
      await pageIdle(other, otherRequests);
      expect(otherRequests.urls.filter(isCode), reach).toEqual([]);
      expect(await other.evaluate(() => document.documentElement.dataset.widgets), reach).toBeUndefined();
      if (reach === 'tap') await other.locator('#converter-value').tap();
      else await other.locator('#converter-value').focus();
      await other.waitForSelector('html[data-widgets="ready"] [data-converter-ready="true"]');
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('text typed and a click made before the converter is live take effect once it is', async () => {
    // The converter's code is held back, so the visitor types into the built page.
    const release = await holdBack(page, /pairConverter\.entry/);
    // Not 'load': on a slow machine the held code may be asked for before the load event, which it then holds.
    await page.goto(`${BASE_URL}/length/foot-to-meter`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-frame="ready"]');
    await fromField().fill('25');
    // The built <details> does not open empty.
    await page.getByText('Precision and number format').click();
    expect(await page.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.getByRole('button', { name: 'Swap units' }).click();
    expect(await page.locator('[data-converter-ready]').count()).toBe(0);
    release();
    await converterLive(page);
    // The text typed is taken over, and the last click is made again: the units swap.
    const mFt = pair('length', 'meter', 'foot');
    await expect.poll(() => answer().textContent()).toBe(expectedAnswer(mFt, '25'));
    expect(await fromField().inputValue()).toBe('25');
    expect(await page.locator('#converter-from').inputValue()).toBe('meter');
    expect(await page.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('comes to life at once where the built answer is not what this visitor should see', async () => {
    const p = pair('length', 'foot', 'meter');
    const cases: {
      what: string;
      options?: Parameters<Browser['newContext']>[0];
      stored?: string;
      query?: string;
      shows: RegExp;
    }[] = [
      {
        what: 'three significant figures chosen before',
        stored: JSON.stringify({ display: { p: 's3' } }),
        shows: /^10 ft ≈ 3\.05 m$/,
      },
      {
        what: 'a language that writes decimal commas',
        options: { locale: 'de-DE' },
        shows: /^10 ft = 3,048 m$/,
      },
      { what: 'an address with a value', query: '?v=2', shows: /^2 ft = 0\.6096 m$/ },
    ];
    for (const c of cases) {
      const context = await browser.newContext(c.options);
      if (c.stored)
        await context.addInitScript((raw) => localStorage.setItem('unit-converter', raw), c.stored);
      const other = await context.newPage();
      await other.goto(`${BASE_URL}/length/foot-to-meter${c.query ?? ''}`);
      // No reaching for it: it goes live by itself.
      await other.waitForSelector('html[data-widgets="ready"] [data-converter-ready="true"]');
      await expect
        .poll(() => other.getByTestId('converter-answer').textContent(), { message: c.what })
        .toMatch(c.shows);
      await context.close();
    }
    expect(expectedAnswer(p, '10')).toBe('10 ft = 3.048 m');
    expect(errors).toEqual([]);
  });

  it('shows an honest fraction in units measured in fractions: an exact one under an exact answer, a near one beside a rounded answer', async () => {
    await openPair('/length/centimeter-to-inch');
    expect(await fractionLine().textContent()).toBe('≈ 3 15/16 in');
    await fromField().fill('1.27');
    await expect.poll(() => answer().textContent()).toBe('1.27 cm = 0.5 in');
    expect(await fractionLine().textContent()).toBe('= 1/2 in');
    expect(await fractionLine().isVisible()).toBe(true);
    // 7.9502 cm = 3.13 in exactly: only near 3 1/8, and no near fraction stands beside an exact answer.
    await fromField().fill('7.9502');
    await expect.poll(() => answer().textContent()).toBe('7.9502 cm = 3.13 in');
    expect(await fractionLine().isVisible()).toBe(false);
    await fromField().fill('1.3');
    await expect
      .poll(() => answer().textContent())
      .toBe(expectedAnswer(pair('length', 'centimeter', 'inch'), '1.3'));
    expect(await fractionLine().isVisible()).toBe(false);
    await openPair('/weight/kilogram-to-pound');
    await fromField().fill('0.34');
    // 0.34 kg = 0.749572… lb: within 0.01 of 3/4, and not equal to it.
    await expect.poll(() => fractionLine().textContent()).toBe('≈ 3/4 lb');
    // Metric targets never get fractions.
    await openPair('/length/inch-to-centimeter');
    await fromField().fill('1.3');
    await expect.poll(() => answer().textContent()).toBe('1.3 in = 3.302 cm');
    expect(await fractionLine().isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('head: title, description, canonical, Open Graph and WebApplication JSON-LD', async () => {
    const p = pair('temperature', 'celsius', 'fahrenheit');
    await page.goto(`${BASE_URL}/temperature/celsius-to-fahrenheit`);
    expect(await page.title()).toBe(pairTitle(p, 'UnitFlip'));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      pairDescription(englishText, p),
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/temperature/celsius-to-fahrenheit');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      pairTitle(p, 'UnitFlip'),
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      '@type': 'WebApplication',
      applicationCategory: 'UtilityApplication',
      operatingSystem: 'All',
    });
    expect(await page.locator('h1').textContent()).toBe('Convert degrees Celsius to degrees Fahrenheit');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Temperature Conversion' }).getAttribute('href')).toBe(
      '/converter/temperature',
    );
  });

  it('a category-less address, in any spelling, opens the canonical page', async () => {
    for (const path of ['/inches-to-cm', '/inch-to-centimeter']) {
      await page.goto(BASE_URL + path);
      await page.waitForURL(/\/length\/inch-to-centimeter$/);
      await expect.poll(() => answer().textContent()).toBe('10 in = 25.4 cm');
    }
  });

  it('the intro links to the reverse pair, which converts', async () => {
    const p = pair('length', 'centimeter', 'inch');
    await page.goto(`${BASE_URL}/length/centimeter-to-inch`);
    const reverse = page.getByRole('link', { name: 'inches to centimeters' }).first();
    expect(await reverse.getAttribute('href')).toBe(pairPath(p.category, p.to, p.from));
    await reverse.click();
    await page.waitForURL(/\/length\/inch-to-centimeter\/?$/);
    expect(await answer().textContent()).toBe('10 in = 25.4 cm');
    expect(await page.getByRole('heading', { level: 2, name: 'Convert inches to Other Units' }).count()).toBe(
      1,
    );
  });

  it('works without JavaScript (the result is in the HTML)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${BASE_URL}/fuel_consumption/kilometer-per-liter-to-liter-per-100-kilometer`);
    expect(await noJs.getByTestId('converter-answer').textContent()).toBe('10 km/L = 10 L/100 km');
    expect(await noJs.locator('table tbody tr').count()).toBe(10);
    await context.close();
  });
});

describe('quick-convert page', () => {
  const q = widget(pair('length', 'centimeter', 'inch'));
  const quickFrom = () => page.getByLabel('From:', { exact: true });
  /** The answer sentence of the form (the site's one converter). */
  const quickTo = () => page.getByTestId('converter-answer');
  /** Opens the quick-convert page of a pair, the way the site links to it, and waits until it is live. */
  const openQuick = async (category: string, from: string, to: string) => {
    await page.goto(BASE_URL + quickConvertHref(category, from, to));
    await waitWidgets(page);
  };

  it('form: the one converter, labelled From: and To:, focus on load, a fraction, typing, Convert, Clear, unreadable input clears', async () => {
    await openQuick('length', 'centimeter', 'inch');
    expect(await page.locator('h1').textContent()).toBe('Convert centimeter to inch');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('converter-value');
    expect(await quickFrom().getAttribute('inputmode')).toBe('text');
    expect(await quickFrom().getAttribute('placeholder')).toBe('Enter value');
    expect(await quickFrom().inputValue()).toBe('10');
    expect(await page.getByLabel('To:', { exact: true }).inputValue()).toBe('3.93701');
    expect(await quickTo().textContent()).toBe('10 cm ≈ 3.93701 in');
    expect(await page.getByTestId('fraction-result').textContent()).toBe('≈ 3 15/16 in');
    // No swap in the form: the 'vice versa' link does that.
    expect(await page.getByRole('button', { name: 'Swap units' }).count()).toBe(0);

    await quickFrom().fill('2');
    await expect.poll(() => quickTo().textContent()).toBe(quickFormView(q, '2').answer);

    await quickFrom().fill('12x');
    await expect.poll(() => quickTo().textContent()).toBe('No result');

    await quickFrom().fill('5');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => quickTo().textContent()).toBe(quickFormView(q, '5').answer);

    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await quickFrom().inputValue()).toBe('');
    await expect.poll(() => quickTo().textContent()).toBe('Enter a value to convert');
    expect(errors).toEqual([]);
  });

  it("loads the form's code only when the visitor reaches for it: typing in the box focused on load, or the pointer", async () => {
    const isCode = (url: string) => /\/_astro\/(react|QuickConvertReached)\b/.test(url);
    // The page as built (meters to feet), and another pair, which its first code draws.
    const cases = [
      ['typing', pair('length', 'meter', 'foot'), quickConvertHref('length')],
      ['typing', pair('length', 'kilometer', 'mile'), quickConvertHref('length', 'kilometer', 'mile')],
      ['pointer', pair('length', 'kilometer', 'mile'), quickConvertHref('length', 'kilometer', 'mile')],
    ] as const;
    for (const [reach, shown, href] of cases) {
      const context = await browser.newContext();
      const other = await context.newPage();
      const requests = logRequests(other);
      await other.goto(BASE_URL + href, { waitUntil: 'load' });
      await other.waitForFunction(() => !document.documentElement.classList.contains('quick-pending'));
      // Everything the page does on its own is done: its code would have been asked for by now.
      await pageIdle(other, requests);
      expect(requests.urls.filter(isCode), href).toEqual([]);
      expect(await other.evaluate(() => document.documentElement.dataset.widgets), href).toBeUndefined();
      expect(await other.evaluate(() => document.activeElement?.id), href).toBe('converter-value');
      expect(await other.getByTestId('converter-answer').textContent()).toBe(expectedAnswer(shown, '10'));
      if (reach === 'typing') {
        // The value shown is selected on load: what is typed replaces it.
        await other.keyboard.type('2', { delay: 40 });
        await other.waitForSelector('html[data-widgets="ready"] [data-converter-ready="true"]');
        await expect
          .poll(() => other.getByTestId('converter-answer').textContent())
          .toBe(expectedAnswer(shown, '2'));
        expect(await other.locator('#converter-value').inputValue(), href).toBe('2');
        expect(await other.evaluate(() => document.activeElement?.id)).toBe('converter-value');
      } else {
        await other.locator('[data-simple-converter] input').hover();
        await other.waitForSelector('html[data-widgets="ready"] [data-converter-ready="true"]');
      }
      expect(requests.urls.filter(isCode).length, href).toBeGreaterThanOrEqual(2);
      await context.close();
    }
  });

  it('another pair than the built one shows its answer before the converter is live, which then draws the same: nothing moves, typing is kept', async () => {
    const kmFt = pair('length', 'kilometer', 'foot');
    /** Opens the page with the converter's code held back until the returned function releases it: what shows meanwhile is the page script's. */
    const openHeld = async () => {
      await page.unrouteAll();
      const release = await holdBack(page, /QuickConvertReached/);
      // Not 'load': on a slow machine the held code may be asked for before the load event, which it then holds.
      await page.goto(BASE_URL + quickConvertHref('length', 'kilometer', 'foot'), {
        waitUntil: 'domcontentloaded',
      });
      await page.waitForFunction(() => !document.documentElement.classList.contains('quick-pending'));
      expect(await page.evaluate(() => document.documentElement.dataset.widgets)).toBeUndefined();
      return release;
    };
    await page.setViewportSize({ width: 412, height: 823 });
    let release = await openHeld();
    expect(await quickTo().textContent()).toBe(expectedAnswer(kmFt, '10'));
    expect(await page.getByLabel('To:', { exact: true }).inputValue()).toBe(
      quickFormView(widget(kmFt), '10').to.replace(/,/g, ''),
    );
    expect(await page.locator('#converter-from').inputValue()).toBe('kilometer');
    expect(await page.locator('#converter-to').inputValue()).toBe('foot');
    expect(await page.getByRole('button', { name: 'Exact' }).isVisible()).toBe(true);
    expect(await page.getByTestId('unit-line').textContent()).toBe('1 kilometer ≈ 3,280.84 feet');
    const boxes = () =>
      Promise.all(
        [
          quickTo(),
          page.getByRole('button', { name: 'Copy result' }),
          page.getByTestId('unit-line'),
          page.locator('[data-simple-converter]'),
        ].map((l) => l.boundingBox()),
      );
    const before = await boxes();
    release();
    await waitWidgets(page);
    expect(await quickTo().textContent()).toBe(expectedAnswer(kmFt, '10'));
    expect(await boxes()).toEqual(before);
    // Typed before the converter was live: it takes effect once it is, the box keeping the focus.
    release = await openHeld();
    await page.getByLabel('From:', { exact: true }).fill('2');
    release();
    await waitWidgets(page);
    await expect.poll(() => quickTo().textContent()).toBe(expectedAnswer(kmFt, '2'));
    expect(await page.getByLabel('From:', { exact: true }).inputValue()).toBe('2');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('converter-value');
    await page.unrouteAll();
    expect(errors).toEqual([]);
  });

  it('simple converter: lists of 10 rows seeded from the URL, 8 decimals, fraction sentence, text gives 0', async () => {
    const t = pair('temperature', 'fahrenheit', 'kelvin');
    const at = (from: string, to: string): WidgetContext => ({
      from: t.category.units.find((u) => u.id === from)!,
      to: t.category.units.find((u) => u.id === to)!,
      units: t.category.units,
      read: parseQuantity,
    });
    const units = t.category.units;
    // Both lists are built with their selected unit only and filled from the category by the page's first code.
    await openQuick('temperature', 'fahrenheit', 'kelvin');
    const from = page.locator('[data-simple-converter]').getByLabel('From unit');
    const to = page.locator('[data-simple-converter]').getByLabel('To unit');
    expect(await from.getAttribute('size')).toBe('10');
    expect(await to.getAttribute('size')).toBe('10');
    expect(await from.inputValue()).toBe('fahrenheit');
    expect(await to.inputValue()).toBe('kelvin');
    expect(await to.locator('option').count()).toBe(units.length);
    expect(await from.locator('option').allTextContents()).toEqual(
      units.map((u) => `${u.name} (${u.symbol})`),
    );
    const value = page.locator('[data-simple-converter]').getByLabel('Value');
    const result = page.locator('[data-result]');
    const sentence = page.locator('[data-sentence]');
    expect(await result.textContent()).toBe(simpleView(at('fahrenheit', 'kelvin'), '1').result);

    await value.fill('100');
    const expected = simpleView(at('fahrenheit', 'kelvin'), '100');
    await expect.poll(() => result.textContent()).toBe(expected.result);
    expect(expected.result).toBe('310.928'); // Auto: 6 significant digits, as on every surface
    expect(await sentence.textContent()).toBe(expected.sentence);

    await to.selectOption('celsius');
    await expect.poll(() => result.textContent()).toBe(simpleView(at('fahrenheit', 'celsius'), '100').result);

    // The page's own pair (no address): the lists are filled too.
    await page.goto(`${BASE_URL}/quick-convert/length`);
    await waitWidgets(page);
    const lengthUnits = pair('length', 'meter', 'foot').category.units;
    expect(await to.locator('option').count()).toBe(lengthUnits.length);
    expect(await from.locator('option').count()).toBe(lengthUnits.length);

    await openQuick('length', 'centimeter', 'inch');
    await page.locator('[data-simple-converter]').getByLabel('Value').fill('1.27');
    await expect
      .poll(() => page.locator('[data-sentence]').textContent())
      .toBe('1.27 centimeters = 0.5 (= 1/2) inches');
    await page.locator('[data-simple-converter]').getByLabel('Value').fill('10');
    await expect
      .poll(() => page.locator('[data-sentence]').textContent())
      .toBe('10 centimeters ≈ 3.93701 (= 500/127) inches');
    await page.locator('[data-simple-converter]').getByLabel('Value').fill('abc');
    await expect.poll(() => page.locator('[data-result]').textContent()).toBe('0');
    expect(await page.locator('[data-sentence]').textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  it("a pair's quick-convert address (ids or aliases) opens its category's page showing that pair, never the 404 text", async () => {
    const seen404: string[] = [];
    await page.exposeFunction('__saw404', (text: string) => seen404.push(text));
    // Whatever the 404 page paints is recorded: only its neutral 'Opening …' state may show.
    await page.addInitScript(() => {
      const report = () => {
        const title = document.querySelector('[data-nf-title]');
        if (
          title &&
          !document.documentElement.classList.contains('nf-pending') &&
          !/^Opening/.test(title.textContent ?? '')
        )
          (window as unknown as { __saw404(t: string): void }).__saw404(title.textContent ?? '');
      };
      new MutationObserver(report).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    for (const path of ['/quick-convert/length/kilometer/mile', '/quick-convert/length/km/miles']) {
      await page.goto(BASE_URL + path);
      await page.waitForURL((url) => url.pathname === '/quick-convert/length');
      await waitWidgets(page);
      expect(await page.locator('h1').textContent()).toBe('Convert kilometer to mile');
      expect(await page.title()).toBe(
        quickTitle(englishText, pair('length', 'kilometer', 'mile'), 'UnitFlip'),
      );
      expect(await quickTo().textContent()).toBe('10 km ≈ 6.21371 mi');
      expect(await page.locator('[data-simple-converter]').getByLabel('From unit').inputValue()).toBe(
        'kilometer',
      );
      expect(await page.locator('[data-simple-converter]').getByLabel('To unit').inputValue()).toBe('mile');
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(
        '/length/kilometer-to-mile',
      );
    }
    expect(seen404).toEqual([]);
    await page.goto(BASE_URL + quickConvertHref('length', 'kilometer', 'no_such_unit'));
    await page.waitForURL((url) => url.pathname === '/404');
    await expect.poll(() => page.locator('h1').textContent()).toBe('404');
  });

  it('vice-versa link, breadcrumbs and related links without the current pair', async () => {
    await openQuick('length', 'centimeter', 'inch');
    expect(
      await page
        .getByText('Please provide values below to convert centimeter to inch, or vice versa')
        .count(),
    ).toBe(1);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Common Conversion' }).getAttribute('href')).toBe(
      '/converter/length',
    );
    const related = page.getByRole('navigation', { name: 'Related conversions' });
    const hrefs = await related
      .locator('a:visible')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(quickConvertHref('length', 'centimeter', 'inch'));
    expect(hrefs).toContain(quickConvertHref('length', 'meter', 'foot'));
    expect(
      hrefs.filter((h) => h!.startsWith(quickConvertHref('length', 'centimeter', 'x').replace(/x$/, ''))),
    ).toHaveLength(8);
    expect(await page.getByRole('link', { name: 'centimeters to inches' }).getAttribute('href')).toBe(
      '/length/centimeter-to-inch',
    );
    await page.getByRole('link', { name: 'vice versa' }).click();
    await page.waitForURL((url) => url.search === '?from=inch&to=centimeter');
    await waitWidgets(page);
    expect(await page.locator('h1').textContent()).toBe(
      `Convert ${idWords('inch')} to ${idWords('centimeter')}`,
    );
    expect(await quickTo().textContent()).toBe('10 in = 25.4 cm');
  });
});

describe('quick-convert: typed in while its code comes', () => {
  /** Pairs other than their category's default, so the page's first code writes them into the form. */
  const PAIRS = [
    pair('length', 'kilometer', 'foot'),
    pair('temperature', 'fahrenheit', 'kelvin'),
    pair('speed', 'knot', 'meter_per_second'),
    pair('weight', 'ounce', 'gram'),
  ];
  const TYPED = '72';
  const LANES = 2;
  const next = seeded(20261129);
  const between = (low: number, high: number) => Math.round(low + next() * (high - low));
  /**
   * Each trial: how long after the box shows the visitor taps it (at once to 0.9 s), how long the
   * converter's code takes to come (held back up to 2 s, as on a slow network: the tap comes
   * before, while or after it), then the pause before each key (40–400 ms); half of them on a
   * phone four times slower.
   */
  const TRIALS = Array.from({ length: 12 }, (_, i) => {
    const p = PAIRS[i % PAIRS.length]!;
    return {
      path: quickConvertHref(p.category, p.from, p.to),
      pair: p,
      tap: between(0, 900),
      code: between(0, 2000),
      keys: [...TYPED].map(() => between(40, 400)),
      slow: i % 4 >= 2,
    };
  });

  let context: BrowserContext;
  let lanes: { page: Page; cdp: CDPSession; problems: string[] }[];
  beforeAll(async () => {
    context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    lanes = await Promise.all(
      Array.from({ length: LANES }, async () => {
        const tab = await context.newPage();
        const problems: string[] = [];
        recordPageErrors(tab, problems);
        return { page: tab, cdp: await context.newCDPSession(tab), problems };
      }),
    );
  });
  afterAll(() => context?.close());

  it("the pairs are not their categories' default", () => {
    for (const p of PAIRS) expect([p.from.id, p.to.id]).not.toEqual(p.category.defaultPair);
  });

  it(`tapped and typed at ${TRIALS.length} moments, fast and slow, each box ends as typed, answered and focused, the one drawn`, async () => {
    const ends: object[] = [];
    await Promise.all(
      lanes.map(async (lane, l) => {
        for (const [i, trial] of TRIALS.entries()) {
          if (i % LANES !== l) continue;
          lane.problems.length = 0;
          const held = { code: /QuickConvertReached/, ms: trial.code };
          const end = await tapAndType(lane.page, lane.cdp, {
            url: BASE_URL + trial.path,
            box: '#converter-value',
            tap: trial.tap,
            keys: trial.keys,
            slow: trial.slow,
            held,
            typed: TYPED,
            answer: expectedAnswer(trial.pair, TYPED),
          });
          ends[i] = {
            path: trial.path,
            tap: trial.tap,
            code: trial.code,
            keys: trial.keys,
            slow: trial.slow,
            ...end,
            problems: [...lane.problems],
          };
        }
      }),
    );
    expect(ends).toEqual(
      TRIALS.map(({ path, pair: p, tap, code, keys, slow }) => ({
        path,
        tap,
        code,
        keys,
        slow,
        value: TYPED,
        kept: true,
        focused: true,
        answer: expectedAnswer(p, TYPED),
        problems: [],
      })),
    );
  });
});

describe('accessibility (axe, WCAG 2.2 AA) in both themes', () => {
  const axe = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  it.each([
    ['/length/centimeter-to-inch', false],
    ['/length/centimeter-to-inch', true],
    [quickConvertHref('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer'), false],
    [quickConvertHref('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer'), true],
  ] as const)('%s (dark: %s)', async (path, dark) => {
    // The site's CSP forbids injected scripts; axe is injected only for the audit.
    const context = await browser.newContext({ bypassCSP: true });
    const audited = await context.newPage();
    if (dark) await audited.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await audited.goto(BASE_URL + path);
    await waitWidgets(audited);
    await audited.addScriptTag({ content: axe });
    const violations = await audited.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string }[] }> };
        }
      ).axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] });
      return result.violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('bad input on the pair and quick-convert pages', () => {
  it.each([
    ['/temperature/celsius-to-fahrenheit', 'input[type="text"]:not([readonly])'],
    ['/fuel_consumption/kilometer-per-liter-to-mile-per-gallon-uk', 'input[type="text"]:not([readonly])'],
    [quickConvertHref('length', 'centimeter', 'inch'), 'input[type="text"]:not([readonly])'],
  ])(
    '%s: 1,000 random strings typed into each input (the readers’ own fuzz tests read 100,000), then odd values: no NaN, Infinity or error',
    async (path, selector) => {
      await page.goto(BASE_URL + path);
      await waitWidgets(page);
      const typed = await page.evaluate(async (sel) => {
        const alphabet = '0123456789.,-+eE/ −٠١٢abc∞NaInfity \n\t';
        let seed = 7;
        const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        let n = 0;
        for (const input of document.querySelectorAll<HTMLInputElement>(sel)) {
          for (let i = 0; i < 1_000; i++) {
            const text = Array.from(
              { length: 1 + Math.floor(random() * 12) },
              () => alphabet[Math.floor(random() * alphabet.length)],
            ).join('');
            setter.call(input, text);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            if (i % 1000 === 0) input.form?.requestSubmit();
            n++;
            // A task of its own now and then: the page renders what was typed so far.
            if (i % 500 === 0)
              await new Promise((r) => {
                const { port1, port2 } = new MessageChannel();
                port1.onmessage = r;
                port2.postMessage(null);
              });
          }
        }
        return n;
      }, selector);
      expect(typed).toBeGreaterThanOrEqual(1_000);
      for (const value of ['1e308', '-0', '1e', '--5', '١٢', '  12  ', '1e-320']) {
        for (const input of await page.locator(selector).all()) await input.fill(value);
        const text = await page.locator('main').innerText();
        const values = await page
          .locator('input')
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(' '));
        expect(`${text} ${values}`, value).not.toMatch(/\bNaN\b|Infinity|undefined/);
      }
      expect(errors).toEqual([]);
    },
  );
});
