import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { openConverter, pickUnit, resultBox, unitBox, valueBox } from './converterPage';
import { categories } from '../../src/build-time/catalog';
import { convertTyped } from '../../src/core/quantityResult';
import { AUTO, formatExact } from '../../src/core/numberFormat';
import { parseExact } from '../../src/core/quantityNumber';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(() => browser?.close());

/** A unit whose name no other unit of the category shares, so picking by name is unambiguous. */
function uniquelyNamed<T extends { name: string }>(units: readonly T[], preferred: number): T {
  const unique = units.filter((u) => units.filter((v) => v.name.toLowerCase() === u.name.toLowerCase()).length === 1);
  return unique[Math.min(preferred, unique.length - 1)] ?? units[0]!;
}

// Categories run four at a time: each test has its own context, and the page loads overlap.
describe.concurrent('the converter page of every category converts in Chromium', () => {
  it.for(categories.map((c) => [c.id, c] as const))('%s', async ([, category], { expect }) => {
    const { context, page, errors } = await openConverter(browser, `/converter/${category.id}`);
    try {
      const units = category.units;
      // A pair other than the first two, so the test works the pickers.
      const from = uniquelyNamed(units, units.length - 1);
      const to = uniquelyNamed(units, Math.floor(units.length / 2));
      await pickUnit(page, 'From', from.name);
      await pickUnit(page, 'To', to.name);
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe(from.name);
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe(to.name);
      await valueBox(page).fill('12.5');
      const y = convertTyped(parseExact('12.5')!, from, to);
      const expected = y === null ? '' : formatExact(y, { precision: AUTO, format: 'dot', grouping: true }).text;
      expect(expected).not.toBe('');
      await expect.poll(() => resultBox(page).textContent()).toBe(expected);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
