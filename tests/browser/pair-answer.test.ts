/**
 * The answer-first pair and quick-convert pages in real Chromium: the answer sentence is the
 * first thing under the heading, prerendered and never rewritten on load, live as the visitor
 * types; the quiet formula line; the pictures as built (scale bars, thermometer).
 * Expected values come from the same engine the pages use, computed here in Node.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { quickConvertHref } from '../../src/core/routes';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { waitReady, waitWidgets } from './converterPage';
import { logRequests, pageIdle } from './settle';
import { quickFormView } from '../../src/core/pairWidgets';
import { pairFormula } from '../../src/core/pairFormula';
import { scaleBars, thermometer } from '../../src/core/pictures';
import { parseExact } from '../../src/core/quantityNumber';
import { parseQuantity } from '../../src/core/quantity';
import type { UnitPair } from '../../src/core/types';
import { unitPair } from '../unit/unitPair';
import { englishText } from '../../src/build-time/interfaceText';

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
const answerOf = (p: UnitPair, text: string) =>
  quickFormView({ from: p.from, to: p.to, units: p.category.units, read: parseQuantity }, text).answer;
const answer = () => page.getByTestId('converter-answer');
const valueBox = () => page.locator('#converter-value');
const ready = () => waitReady(page);

describe('the answer comes first', () => {
  const ftM = pair('length', 'foot', 'meter');

  it('shows 10 ft = 3.048 m in the converter under the heading and follows typing', async () => {
    expect(answerOf(ftM, '10')).toBe('10 ft = 3.048 m');
    await page.goto(`${BASE_URL}/length/foot-to-meter`);
    expect(await answer().textContent()).toBe(answerOf(ftM, '10'));
    // The converter's card follows the heading's block directly, and holds the answer.
    const inCard = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      return h1.parentElement!.nextElementSibling!.contains(
        document.querySelector('[data-testid="converter-answer"]'),
      );
    });
    expect(inCard).toBe(true);
    // Large, tabular figures, not monospace: the largest text on the page.
    const style = await answer().evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        size: parseFloat(s.fontSize),
        numeric: s.fontVariantNumeric,
        family: s.fontFamily,
        weight: s.fontWeight,
      };
    });
    expect(style.size).toBeGreaterThanOrEqual(28);
    expect(style.numeric).toContain('tabular-nums');
    expect(style.family).not.toMatch(/mono/i);
    expect(Number(style.weight)).toBeGreaterThanOrEqual(600);
    const h1Size = await page.locator('h1').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(style.size).toBeGreaterThan(h1Size);

    await ready();
    await valueBox().fill('5');
    await expect.poll(() => answer().textContent()).toBe(answerOf(ftM, '5'));
    expect(answerOf(ftM, '5')).toBe('5 ft = 1.524 m');
    await valueBox().fill('12345');
    await expect.poll(() => answer().textContent()).toBe('12,345 ft ≈ 3,762.76 m');
    expect(errors).toEqual([]);
  });

  it('shows the factor and formula quietly under the answer', async () => {
    await page.goto(`${BASE_URL}/length/foot-to-meter`);
    expect(await page.getByTestId('unit-line').textContent()).toBe('1 foot = 0.3048 meters');
    // The formula builder arrives with the converter's code.
    await expect
      .poll(() => page.getByTestId('unit-formula').textContent())
      .toBe(`Formula: ${pairFormula(ftM.from, ftM.to).equation}`);
  });

  it('never rewrites the prerendered answer on load', async () => {
    // Installed before any page script: records every change to the answer.
    await page.addInitScript(() => {
      const w = window as unknown as { __answerChanges: string[] };
      w.__answerChanges = [];
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('[data-testid="converter-answer"]')!;
        new MutationObserver((records) => w.__answerChanges.push(...records.map((r) => r.type))).observe(el, {
          characterData: true,
          childList: true,
          subtree: true,
          attributes: true,
        });
      });
    });
    const requests = logRequests(page);
    await page.goto(`${BASE_URL}/length/foot-to-meter`);
    await page.waitForLoadState('load');
    // The converter (fetched after the first paint) is live, and has done all it does on its own (what it loads once live included), before we look.
    await ready();
    await pageIdle(page, requests);
    expect(
      await page.evaluate(() => (window as unknown as { __answerChanges: string[] }).__answerChanges),
    ).toEqual([]);
    // The observer does see real changes.
    await valueBox().fill('5');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __answerChanges: string[] }).__answerChanges.length),
      )
      .toBeGreaterThan(0);
  });
});

describe('Largest Contentful Paint', () => {
  // The quick-convert page built for another pair: its answer is written in before the main column shows.
  it.each([
    '/length/foot-to-meter',
    '/temperature/fahrenheit-to-celsius',
    quickConvertHref('length', 'centimeter', 'inch'),
  ])('%s: on a phone, the answer is the largest paint', async (path) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const phone = await context.newPage();
    await phone.goto(BASE_URL + path);
    await phone.waitForLoadState('load');
    await waitWidgets(phone);
    // A frame after the widgets went live, so every paint so far has been reported.
    await phone.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const largest = await phone.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          type Paint = PerformanceEntry & { element: Element | null; id: string; size: number };
          new PerformanceObserver((list) =>
            resolve(
              (list.getEntries() as Paint[]).map((e) => {
                const { element: el, id } = e;
                // The entry keeps the element's id when the element has since been replaced (the quick-convert
                // form's answer, written in before the page shows, is then drawn again by the converter).
                const isAnswer =
                  el?.querySelector('[data-answer]') ||
                  el?.closest('[data-testid="converter-answer"]') ||
                  id === 'converter-result';
                const what = isAnswer ? 'answer' : (el?.textContent ?? '').slice(0, 40);
                return `${what} (${e.size} px² at ${Math.round(e.startTime)} ms)`;
              }),
            ),
          ).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // Every paint reported, with its size and time, says why when another element is the largest.
    expect(largest.at(-1)?.split(' (')[0], largest.join('; ')).toBe('answer');
    await context.close();
  });
});

describe('pictures', () => {
  it('temperature: the formula replaces the one-degree line, and a thermometer with an accessible name', async () => {
    const fC = pair('temperature', 'fahrenheit', 'celsius');
    await page.goto(`${BASE_URL}/temperature/fahrenheit-to-celsius`);
    expect(await answer().textContent()).toBe(answerOf(fC, '10'));
    expect(await page.getByTestId('unit-line').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('unit-formula').textContent())
      .toBe(`Formula: ${pairFormula(fC.from, fC.to).equation}`);
    const svg = page.getByRole('img', { name: /^Thermometer:/ });
    expect(await svg.count()).toBe(1);
    const expected = thermometer(fC.from, fC.to, parseExact('10')!)!;
    expect(await svg.locator('title').textContent()).toBe(expected.description);
    expect(expected.description).toContain('10 °F is −12.22 °C');
    const labels = await svg.locator('text').allTextContents();
    for (const m of expected.marks) expect(labels).toContain(m.fromText);
    expect(labels.join(' ')).toContain('water freezes');
    // Drawn to fit a phone: never wider than its card.
    const fits = await svg.evaluate(
      (el) => el.getBoundingClientRect().width <= el.parentElement!.getBoundingClientRect().width,
    );
    expect(fits).toBe(true);
    expect(errors).toEqual([]);
  });

  it('length: two scale bars whose widths are in the units’ ratio', async () => {
    const ftM = pair('length', 'foot', 'meter');
    await page.goto(`${BASE_URL}/length/foot-to-meter`);
    const svg = page.locator('svg[data-scale-bars]');
    expect(await svg.getAttribute('role')).toBe('img');
    expect(
      await page.getByRole('img', { name: scaleBars(englishText, ftM.from, ftM.to)!.description }).count(),
    ).toBe(1);
    const widths = await svg
      .locator('rect[data-bar]')
      .evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    expect(widths[0]! / widths[1]!).toBeCloseTo(0.3048, 2);
    expect(await svg.locator('text').allTextContents()).toEqual(['1 ft', '1 m']);
  });

  it('length pairs too far apart to draw have no picture', async () => {
    await page.goto(`${BASE_URL}/length/kilometer-to-millimeter`);
    expect(await page.locator('svg[data-scale-bars]').count()).toBe(0);
    expect(await answer().textContent()).toBe(answerOf(pair('length', 'kilometer', 'millimeter'), '10'));
  });
});

describe('quick-convert', () => {
  it('answer first, and words that agree with their numbers', async () => {
    const cmIn = pair('length', 'centimeter', 'inch');
    const ctx = { from: cmIn.from, to: cmIn.to, units: cmIn.category.units, read: parseQuantity };
    await page.goto(BASE_URL + quickConvertHref('length', 'centimeter', 'inch'));
    await waitWidgets(page);
    expect(await answer().textContent()).toBe(quickFormView(ctx, '10').answer);
    const line = page.getByTestId('unit-line');
    expect(await line.textContent()).toBe('1 centimeter ≈ 0.393701 inches');
    await page.getByLabel('From:', { exact: true }).fill('1');
    await expect.poll(() => answer().textContent()).toBe(quickFormView(ctx, '1').answer);
    expect(await page.locator('main').innerText()).not.toMatch(
      /\b(?:[02-9]|\d{2,})(?:\.\d+)? (?:centimeter|inch)\b(?!e)/,
    );
    expect(errors).toEqual([]);
  });
});
