/**
 * The unit reference pages on the narrowest phones, in Chromium against the built site: the
 * page never scrolls sideways; the wide table scrolls in a box of its own, every column (the
 * factor's too) reachable there, while the unit column stays in view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { categories } from '../../src/build-time/catalog';
import { unitPagePath } from '../../src/core/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe.each([320, 360])('the unit reference at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height: 740 } });
    page = await context.newPage();
    recordPageErrors(page, errors);
  });
  afterAll(() => context?.close());

  it.each(categories.map((c) => c.id))(
    '%s: the page never scrolls sideways; its table scrolls in its own box, every column reachable, the unit column kept in view',
    async (id) => {
      await page.goto(BASE_URL + unitPagePath(id));
      const faults = await page.evaluate(() => {
        const out: string[] = [];
        const root = document.documentElement;
        if (root.scrollWidth > innerWidth) out.push(`the page is ${root.scrollWidth} px wide`);
        const table = document.querySelector<HTMLTableElement>('main table')!;
        const box = table.parentElement!;
        const boxRect = box.getBoundingClientRect();
        if (boxRect.left < 0 || boxRect.right > innerWidth)
          out.push(`the table's box runs from ${boxRect.left} to ${boxRect.right} px`);
        if (!['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
          out.push("the table's box does not scroll");
        // Scrolled to its end, the box shows the last column whole, the unit column still at its start.
        box.scrollLeft = box.scrollWidth;
        const last = table.querySelector('thead th:last-child')!.getBoundingClientRect();
        const unit = table.querySelector('tbody tr[id] th.sticky-col')!.getBoundingClientRect();
        if (last.right > boxRect.right + 1)
          out.push(`the last column ends at ${last.right} px, out of the box (${boxRect.right})`);
        if (Math.abs(unit.left - boxRect.left) > 2) out.push(`the unit column moved to ${unit.left} px`);
        if (scrollX !== 0) out.push(`the page scrolled sideways by ${scrollX} px`);
        return out;
      });
      expect(faults).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
