/**
 * Keyboard-only walk-through of the home page (WAI-ARIA patterns): tab order, the category
 * tabs (tablist/tab, roving tabindex, arrow keys), the unit combobox (combobox/listbox with
 * aria-activedescendant) and the disclosure accordions (details/summary). No mouse anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { islandsHydrated } from './settle';

interface Stop {
  index: number; // position in document order
  tag: string;
  role: string | null;
  name: string;
  visible: boolean;
  focusRing: boolean;
}

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(() => browser?.close());

async function openHome() {
  await page.goto(BASE_URL + '/', { waitUntil: 'load' });
  await page.waitForSelector('[role=tablist] [role=tab]', { timeout: 15_000 });
  await islandsHydrated(page);
}

/** What has focus now: its place in the document, role, name, and whether focus is visible. */
function focused(): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return {
      index: Array.prototype.indexOf.call(document.querySelectorAll('*'), el),
      tag: el.localName,
      role: el.getAttribute('role'),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '')
        .trim()
        .slice(0, 40),
      visible: rect.width > 0 && rect.height > 0,
      focusRing: outline || shadow,
    };
  });
}

/** Tabs through the whole page from the top and returns every stop. */
async function tabWalk(max = 250): Promise<Stop[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused();
    if (!stop || (stops.length && stop.index <= stops[stops.length - 1]!.index)) break; // wrapped to the browser UI or the top
    stops.push(stop);
  }
  return stops;
}

describe('home page by keyboard only', () => {
  it('tab order follows the document, every stop is visible with a focus ring, the tablist is one stop', async () => {
    await openHome();
    const stops = await tabWalk();
    expect(stops.length).toBeGreaterThan(10);
    expect(stops[0]!.name).toMatch(/skip/i);
    const invisible = stops.filter((s) => !s.visible).map((s) => `${s.tag} ${s.name}`);
    const noRing = stops.filter((s) => !s.focusRing).map((s) => `${s.tag}[role=${s.role}] "${s.name}"`);
    expect(invisible, 'focusable but not visible').toEqual([]);
    expect(noRing, 'no visible focus indicator').toEqual([]);
    expect(
      stops.filter((s) => s.role === 'tab').length,
      'roving tabindex: one tab stop for the tablist',
    ).toBe(1);
    expect(
      stops.some((s) => s.role === 'combobox'),
      'the unit comboboxes are reachable',
    ).toBe(true);
    expect(
      stops.some((s) => s.tag === 'summary'),
      'the accordions are reachable',
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the skip link moves focus to the main content', async () => {
    await openHome();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('#main, main')));
    expect(inMain).toBe(true);
  });

  it('tabs: arrow keys, Home and End move focus and selection; the panel follows', async () => {
    await openHome();
    const selected = page.locator('[role=tab][aria-selected=true]');
    await selected.focus();
    const tabs = await page.locator('[role=tab]').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(
      expect.arrayContaining(['Length', 'Temperature', 'Area', 'Volume', 'Weight', 'Time']),
    );
    const first = (await selected.textContent())!.trim();
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim(),
      role: document.activeElement?.getAttribute('role'),
      selected: document.activeElement?.getAttribute('aria-selected'),
      controls: document.activeElement?.getAttribute('aria-controls'),
    }));
    expect(next.role).toBe('tab');
    expect(next.text).not.toBe(first);
    if (next.selected !== 'true') await page.keyboard.press('Enter'); // manual activation is allowed too
    // The tab is selected once its units are here (a tab whose units are on their way waits).
    await expect.poll(() => page.locator('[role=tab][aria-selected=true]').textContent()).toBe(next.text);
    expect(await page.locator(`#${next.controls}`).getAttribute('role')).toBe('tabpanel');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      tabs[tabs.length - 1]!.trim(),
    );
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(tabs[0]!.trim());
    await page.keyboard.press('ArrowLeft'); // wraps to the last tab
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      tabs[tabs.length - 1]!.trim(),
    );
    await page.keyboard.press('Home');
  });

  it('combobox: typing filters, arrows move the active option, Enter picks it, Escape closes', async () => {
    await openHome();
    const combo = page.locator('[role=tabpanel] [role=combobox]').first();
    await combo.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('mil');
    await page.keyboard.press('ArrowDown');
    expect(await combo.getAttribute('aria-expanded')).toBe('true');
    const listbox = page.locator(`#${await combo.getAttribute('aria-controls')}`);
    expect(await listbox.getAttribute('role')).toBe('listbox');
    expect(await listbox.isVisible()).toBe(true);
    // The search loads when the field is first used: its matches fill the open list, the first active.
    await expect.poll(() => combo.getAttribute('aria-activedescendant')).toBeTruthy();
    const activeId = await combo.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const option = page.locator(`#${activeId}`);
    expect(await option.getAttribute('role')).toBe('option');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const optionText = (await option.textContent())!.trim().toLowerCase();
    expect(optionText).toContain('mil');
    await page.keyboard.press('Enter');
    expect(await combo.getAttribute('aria-expanded')).toBe('false');
    const value = (await combo.inputValue()).trim().toLowerCase();
    expect(value.length).toBeGreaterThan(0);
    expect(optionText).toContain(value.replace(/\s*\(.*\)$/, ''));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('combobox');
    // Reopen and close with Escape: focus stays, list hides.
    await page.keyboard.press('ArrowDown');
    expect(await combo.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await combo.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('accordions: Enter and Space on a summary open and close its section', async () => {
    await openHome();
    const all = page.locator('details');
    expect(await all.count()).toBeGreaterThan(1);
    // By position: a ':not([open])' locator would re-resolve to another section once this one opens.
    // A section of links (the display options hold no link to check).
    const index = await all.evaluateAll((list) =>
      list.findIndex((d) => !(d as HTMLDetailsElement).open && d.querySelector('a') !== null),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const details = all.nth(index);
    await details.locator(':scope > summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const link = details.locator('a').first();
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await link.isVisible()).toBe(false);
  });
});
