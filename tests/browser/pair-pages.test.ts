/**
 * Unit-pair and quick-convert pages in real Chromium against the built site: default results,
 * typing, Convert, Clear, fractions, silent invalid input, links and head metadata.
 * Expected values come from the same engine the pages use (src/core), computed here in Node.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { pairPath } from '../../src/core/routes';
import type { UnitPair } from '../../src/core/types';
import { pairDescription, pairTitle } from '../../src/build-time/pairMeta';
import { reversePairHref } from '../../src/build-time/pairLinks';
import { pairPageView, quickFormView, simpleView, type WidgetContext } from '../../src/core/pairWidgets';
import { idWords } from '../../src/core/unitText';
import { parseQuantity } from '../../src/core/quantity';
import { unitPair } from '../unit/unitPair';

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

const widget = (p: UnitPair): WidgetContext => ({ from: p.from, to: p.to, units: p.category.units, read: parseQuantity });
const expectedPair = (p: UnitPair, text: string) => pairPageView(widget(p), text);

const fromField = () => page.locator('#pair-from');
/** The answer sentence, '10 cm = 3.937007874 in': the page's read-only result. */
const toField = () => page.locator('#pair-to');
const resultLine = () => page.locator('form[data-pair-converter] output');

const PAIRS = [
  pair('length', 'centimeter', 'inch'),
  pair('temperature', 'celsius', 'fahrenheit'),
  pair('temperature', 'fahrenheit', 'kelvin'),
  pair('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer'),
  pair('fuel_consumption', 'kilometer_per_liter', 'mile_per_gallon_uk'),
  pair('weight', 'kilogram', 'pound'),
];

describe('unit-pair page', () => {
  it.each(PAIRS.map((p) => [pairPath(p.category, p.from, p.to), p] as const))('%s: default, typing, Convert, Clear, unreadable input', async (path, p) => {
    await page.goto(BASE_URL + path);
    const initial = expectedPair(p, '10');
    expect(initial.to).not.toBe('');
    expect(initial.answer).toContain(` = ${initial.to} `);
    // Rendered with 10 already converted, the answer first.
    expect(await fromField().inputValue()).toBe('10');
    expect(await toField().textContent()).toBe(initial.answer);
    expect((await resultLine().textContent())?.trim()).toBe(initial.line);
    // The result is read-only: text, not a field.
    expect(await toField().evaluate((el) => !['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) && !(el as HTMLElement).isContentEditable)).toBe(true);

    // Typing recomputes.
    await fromField().fill('37.5');
    const typed = expectedPair(p, '37.5');
    await expect.poll(() => toField().textContent()).toBe(typed.answer);
    expect((await resultLine().textContent())?.trim()).toBe(typed.line);

    // Convert recomputes from the field (value set without an input event).
    await fromField().evaluate((el: HTMLInputElement) => (el.value = '3'));
    expect(await toField().textContent()).toBe(typed.answer);
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => toField().textContent()).toBe(expectedPair(p, '3').answer);

    // Unreadable input: the result is gone at once (never a stale answer); the reason follows once typing pauses.
    await fromField().fill('12 zz');
    await expect.poll(() => toField().textContent()).toBe('');
    expect((await resultLine().textContent())?.trim()).toBe('');
    const message = page.locator('#pair-message');
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await message.textContent()).toMatch(/Try /);
    expect(await fromField().getAttribute('aria-invalid')).toBe('true');
    expect(await fromField().getAttribute('aria-describedby')).toContain('pair-message');
    expect(await page.getByRole('button', { name: 'Copy result' }).isDisabled()).toBe(true);
    await fromField().fill('3');
    await expect.poll(() => message.isVisible()).toBe(false);
    expect(await fromField().getAttribute('aria-invalid')).toBeNull();

    // Clear: input empty, result 0, fraction text empty.
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await fromField().inputValue()).toBe('');
    expect(await toField().textContent()).toBe(`0 ${p.to.symbol}`);
    expect((await resultLine().textContent())?.trim()).toBe('');
    expect(errors).toEqual([]);
  });

  it('shows an honest fraction: = when exact, ≈ when approximate, for any pair', async () => {
    await page.goto(`${BASE_URL}/length/centimeter-to-inch`);
    expect(await resultLine().textContent()).toContain('≈ 3 15/16 inches');
    await fromField().fill('1.27');
    await expect.poll(() => resultLine().textContent()).toBe('Result: 1.27 centimeters = 0.5 inches = 1/2 inches');
    await fromField().fill('1.3');
    await expect.poll(() => resultLine().textContent()).toBe(expectedPair(pair('length', 'centimeter', 'inch'), '1.3').line);
    expect(await resultLine().textContent()).not.toMatch(/≈|\d\/\d/);
    await page.goto(`${BASE_URL}/weight/kilogram-to-pound`);
    await fromField().fill('0.34');
    // 0.34 kg = 0.749572… lb: within 0.01 of 3/4, and not equal to it.
    await expect.poll(() => resultLine().textContent()).toContain('≈ 3/4 pounds');
    expect(errors).toEqual([]);
  });

  it('head: title, description, canonical, Open Graph and WebApplication JSON-LD', async () => {
    const p = pair('temperature', 'celsius', 'fahrenheit');
    await page.goto(`${BASE_URL}/celsius-to-fahrenheit`);
    expect(await page.title()).toBe(pairTitle(p, 'UnitFlip'));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(pairDescription(p));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/temperature/celsius-to-fahrenheit');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(pairTitle(p, 'UnitFlip'));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@type': 'WebApplication', applicationCategory: 'UtilityApplication', operatingSystem: 'All' });
    expect(await page.locator('h1').textContent()).toBe('Convert degrees Celsius to degrees Fahrenheit');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Temperature Conversion' }).getAttribute('href')).toBe('/converter/temperature');
  });

  it('alias pages the site links to work and point to the canonical page', async () => {
    await page.goto(`${BASE_URL}/inches-to-cm`);
    expect(await toField().textContent()).toBe('10 in = 25.4 cm');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/length/inch-to-centimeter');
  });

  it('the intro links to the reverse pair, which converts', async () => {
    const p = pair('length', 'centimeter', 'inch');
    await page.goto(`${BASE_URL}/length/centimeter-to-inch`);
    const reverse = page.getByRole('link', { name: 'inches to centimeters' }).first();
    expect(await reverse.getAttribute('href')).toBe(reversePairHref(p));
    await reverse.click();
    await page.waitForURL(/\/inches-to-cm\/?$/);
    expect(await toField().textContent()).toBe('10 in = 25.4 cm');
    expect(await page.getByRole('heading', { level: 2, name: 'Convert inches to Other Units' }).count()).toBe(1);
  });

  it('works without JavaScript (the result is in the HTML)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${BASE_URL}/fuel_consumption/kilometer-per-liter-to-liter-per-100-kilometer`);
    expect(await noJs.locator('#pair-to').textContent()).toBe('10 km/L = 10 L/100 km');
    expect(await noJs.locator('table tbody tr').count()).toBe(10);
    await context.close();
  });
});

describe('quick-convert page', () => {
  const q = widget(pair('length', 'centimeter', 'inch'));
  const quickFrom = () => page.getByLabel('From:', { exact: true });
  /** The answer sentence: the form's read-only result. */
  const quickTo = () => page.locator('#quick-to');
  const quickLine = () => page.locator('form[data-quick-form] output');

  it('form: focus on load, 9 decimals, fraction, typing, Clear, unreadable input clears', async () => {
    await page.goto(`${BASE_URL}/quick-convert/length/centimeter/inch`);
    expect(await page.locator('h1').textContent()).toBe('Convert centimeter to inch');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('quick-from');
    expect(await quickFrom().getAttribute('inputmode')).toBe('decimal');
    expect(await quickFrom().getAttribute('placeholder')).toBe('Enter value');
    expect(await quickFrom().inputValue()).toBe('10');
    expect(await quickTo().textContent()).toBe('10 cm = 3.937007874 in');
    expect(await quickLine().textContent()).toBe('Result: 10 centimeters = 3.937007874 inches ≈ 3 15/16 inches');

    await quickFrom().fill('2');
    await expect.poll(() => quickTo().textContent()).toBe(quickFormView(q, '2').answer);
    expect(await quickLine().textContent()).toBe(quickFormView(q, '2').line);

    await quickFrom().fill('12x');
    await expect.poll(() => quickTo().textContent()).toBe('');
    expect(await quickLine().textContent()).toBe('');

    await quickFrom().evaluate((el: HTMLInputElement) => (el.value = '5'));
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => quickTo().textContent()).toBe(quickFormView(q, '5').answer);

    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await quickFrom().inputValue()).toBe('');
    expect(await quickTo().textContent()).toBe('');
    expect(await quickLine().textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  it('simple converter: lists of 10 rows seeded from the URL, 8 decimals, fraction sentence, text gives 0', async () => {
    const t = pair('temperature', 'fahrenheit', 'kelvin');
    const at = (from: string, to: string): WidgetContext => ({ from: t.category.units.find((u) => u.id === from)!, to: t.category.units.find((u) => u.id === to)!, units: t.category.units, read: parseQuantity });
    const units = t.category.units;
    await page.goto(`${BASE_URL}/quick-convert/temperature/fahrenheit/kelvin`);
    // The To list is filled from the From list by the page's script, which loads after the first paint.
    await page.waitForSelector('html[data-widgets="ready"]');
    const from = page.getByLabel('From unit');
    const to = page.getByLabel('To unit');
    expect(await from.getAttribute('size')).toBe('10');
    expect(await to.getAttribute('size')).toBe('10');
    expect(await from.inputValue()).toBe('fahrenheit');
    expect(await to.inputValue()).toBe('kelvin');
    expect(await to.locator('option').count()).toBe(units.length);
    const value = page.getByLabel('Value');
    const result = page.locator('[data-result]');
    const sentence = page.locator('[data-sentence]');
    expect(await result.textContent()).toBe(simpleView(at('fahrenheit', 'kelvin'), '1').result);

    await value.fill('100');
    const expected = simpleView(at('fahrenheit', 'kelvin'), '100');
    await expect.poll(() => result.textContent()).toBe(expected.result);
    expect(expected.result).toBe('310.92777778'); // 8 decimals (the form has 9)
    expect(await sentence.textContent()).toBe(expected.sentence);

    await to.selectOption('celsius');
    await expect.poll(() => result.textContent()).toBe(simpleView(at('fahrenheit', 'celsius'), '100').result);

    await page.goto(`${BASE_URL}/quick-convert/length/centimeter/inch`);
    await page.getByLabel('Value').fill('1.27');
    await expect.poll(() => page.locator('[data-sentence]').textContent()).toBe('1.27 centimeters = 0.5 (= 1/2) inches');
    await page.getByLabel('Value').fill('10');
    await expect.poll(() => page.locator('[data-sentence]').textContent()).toBe('10 centimeters = 3.93700787 (= 500/127) inches');
    await page.getByLabel('Value').fill('abc');
    await expect.poll(() => page.locator('[data-result]').textContent()).toBe('0');
    expect(await page.locator('[data-sentence]').textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  it('vice-versa link, breadcrumbs and related links without the current pair', async () => {
    await page.goto(`${BASE_URL}/quick-convert/length/centimeter/inch`);
    expect(await page.getByText('Please provide values below to convert centimeter to inch, or vice versa').count()).toBe(1);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Common Conversion' }).getAttribute('href')).toBe('/converter/length');
    const related = page.getByRole('navigation', { name: 'Related conversions' });
    const hrefs = await related.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain('/quick-convert/length/centimeter/inch');
    expect(hrefs).toContain('/quick-convert/length/meter/foot');
    expect(hrefs.filter((h) => h!.startsWith('/quick-convert/length/centimeter/'))).toHaveLength(8);
    await page.getByRole('link', { name: 'vice versa' }).click();
    await page.waitForURL(/\/quick-convert\/length\/inch\/centimeter\/?$/);
    expect(await page.locator('h1').textContent()).toBe(`Convert ${idWords('inch')} to ${idWords('centimeter')}`);
    expect(await quickTo().textContent()).toBe('10 in = 25.4 cm');
  });
});

describe('accessibility (axe, WCAG 2.2 AA) in both themes', () => {
  const axe = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  it.each([
    ['/length/centimeter-to-inch', false], ['/length/centimeter-to-inch', true],
    ['/quick-convert/fuel_consumption/mile_per_gallon_us/liter_per_100_kilometer', false],
    ['/quick-convert/fuel_consumption/mile_per_gallon_us/liter_per_100_kilometer', true],
  ] as const)('%s (dark: %s)', async (path, dark) => {
    // The site's CSP forbids injected scripts; axe is injected only for the audit.
    const context = await browser.newContext({ bypassCSP: true });
    const audited = await context.newPage();
    if (dark) await audited.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await audited.goto(BASE_URL + path);
    await audited.addScriptTag({ content: axe });
    const violations = await audited.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string }[] }> } })
        .axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] });
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
    ['/quick-convert/length/centimeter/inch', 'input[type="text"]:not([readonly])'],
  ])('%s: 10,000 random strings typed into each input, then odd values: no NaN, Infinity or error', async (path, selector) => {
    await page.goto(BASE_URL + path);
    const typed = await page.evaluate(async (sel) => {
      const alphabet = '0123456789.,-+eE/ −٠١٢abc∞NaInfity \n\t';
      let seed = 7;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      let n = 0;
      for (const input of document.querySelectorAll<HTMLInputElement>(sel)) {
        for (let i = 0; i < 10_000; i++) {
          const text = Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
          setter.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          if (i % 1000 === 0) input.form?.requestSubmit();
          n++;
          if (i % 500 === 0) await new Promise((r) => setTimeout(r, 0));
        }
      }
      return n;
    }, selector);
    expect(typed).toBeGreaterThanOrEqual(10_000);
    for (const value of ['1e308', '-0', '1e', '--5', '١٢', '  12  ', '1e-320']) {
      for (const input of await page.locator(selector).all()) await input.fill(value);
      const text = await page.locator('main').innerText();
      const values = await page.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(' '));
      expect(`${text} ${values}`, value).not.toMatch(/\bNaN\b|Infinity|undefined/);
    }
    expect(errors).toEqual([]);
  });
});
