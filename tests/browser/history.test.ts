/**
 * The main converter's answer and history in Chromium against the built site: the answer
 * sentence, a conversion entering the history only once the visitor settles on it (Enter,
 * leaving the field or the page, a unit change, Copy; never a pause in typing), entries that
 * restore their conversion or open their converter, never a raw unit id, and a history shared
 * by two tabs that loses no entry when both record at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import {
  pickUnit,
  resultBox,
  stored,
  storedHistory,
  unitBox,
  valueBox,
  waitReady,
  type Opened,
  withConverter,
} from './converterPage';
import { getCategory } from '../../src/build-time/catalog';
import { convertTyped } from '../../src/core/quantityResult';
import { AUTO, formatExact } from '../../src/core/numberFormat';
import { parseExact } from '../../src/core/quantityNumber';
import { toRatioString } from '../../src/core/rational';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Runs `run` on a converter page opened with `storedState`, and checks that the page logged no error. */
const withPage = (path: string, storedState: string | null, run: (o: Opened) => Promise<void>) =>
  withConverter(browser, path, storedState, async (o) => {
    await run(o);
    expect(o.errors).toEqual([]);
  });

/** `value` from → to, exactly. */
function exactIn(categoryId: string, value: string, fromId: string, toId: string) {
  const units = getCategory(categoryId)!.units;
  return convertTyped(
    parseExact(value)!,
    units.find((u) => u.id === fromId)!,
    units.find((u) => u.id === toId)!,
  )!;
}

/** What the converter shows for `value` from → to (10 decimals, grouped). */
function shown(categoryId: string, value: string, fromId: string, toId: string): string {
  return formatExact(exactIn(categoryId, value, fromId, toId), {
    precision: AUTO,
    format: 'dot',
    grouping: true,
  }).text;
}
const symbol = (categoryId: string, unitId: string) =>
  getCategory(categoryId)!.units.find((u) => u.id === unitId)!.symbol;

/** A stored entry: its amounts are exact ratio text ('12', '21/4'). */
type Entry = {
  id?: string;
  from: { value: string; unit: string };
  to: { value: string; unit: string };
  category: string;
  timestamp: number;
  fromSymbol?: string;
  toSymbol?: string;
  categoryName?: string;
};
const historyOf = async (page: Page) => (await storedHistory(page)) as Entry[];
const historyValues = async (page: Page) => (await historyOf(page)).map((h) => Number(h.from.value));
const chips = (page: Page) => page.getByTestId('history').locator('li');
const state = (over: Record<string, unknown>) =>
  JSON.stringify({
    category: 'length',
    fromUnit: 'meter',
    toUnit: 'foot',
    fromValue: 0,
    toValue: 0,
    history: [],
    categoryStates: {},
    ...over,
  });
const entry = (
  category: string,
  value: number,
  from: string,
  to: string,
  timestamp: number,
  labels = true,
): Entry => ({
  from: { value: String(value), unit: from },
  to: { value: toRatioString(exactIn(category, String(value), from, to)), unit: to },
  category,
  timestamp,
  ...(labels
    ? {
        fromSymbol: symbol(category, from),
        toSymbol: symbol(category, to),
        categoryName: getCategory(category)!.name,
      }
    : {}),
});

describe('the answer', () => {
  it('reads as one sentence: typed amount and unit = result and unit', () =>
    withPage('/converter/length', null, async ({ page }) => {
      const answer = page.getByTestId('converter-answer');
      expect(await answer.textContent()).toBe('Enter a value to convert');
      await valueBox(page).fill('10');
      const expected = `10 m ≈ ${shown('length', '10', 'meter', 'foot')} ft`;
      expect(expected).toBe('10 m ≈ 32.8084 ft');
      await expect.poll(() => answer.textContent()).toBe(expected);
      expect(await resultBox(page).textContent()).toBe('32.8084');
      await valueBox(page).fill('1234567');
      await expect
        .poll(() => answer.textContent())
        .toBe(`1,234,567 m ≈ ${shown('length', '1234567', 'meter', 'foot')} ft`);
      expect(await answer.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toBe('tabular-nums');
    }));

  it('shows compound input as typed, and temperatures with their formula', () =>
    withPage('/converter/temperature?from=fahrenheit&to=celsius', null, async ({ page }) => {
      await valueBox(page).fill('72');
      await expect
        .poll(() => page.getByTestId('converter-answer').textContent())
        .toBe(`72 °F ≈ ${shown('temperature', '72', 'fahrenheit', 'celsius')} °C`);
      await expect
        .poll(() => page.getByTestId('unit-formula').textContent())
        .toMatch(/^Formula: °C = \(°F − 32\) (× 5\/9|÷ 1\.8)$/);
      // '1 °F = −17.2 °C' says nothing on offset scales: the formula replaces the one-unit line.
      expect(await page.getByTestId('unit-line').count()).toBe(0);
      await page.goto(`${BASE_URL}/converter/length?from=meter&to=centimeter`);
      await waitReady(page);
      await valueBox(page).fill('5 ft 3 in');
      await expect
        .poll(() => page.getByTestId('converter-answer').textContent())
        .toBe('5 ft 3 in = 160.02 cm');
    }));
});

describe('when a conversion enters the history', () => {
  it('typing 7 then 2 records 72 once, when settled, not every keystroke', () =>
    withPage('/converter/temperature?from=fahrenheit&to=celsius', null, async ({ page }) => {
      await valueBox(page).pressSequentially('72', { delay: 120 });
      await expect.poll(() => page.getByTestId('converter-answer').textContent()).toMatch(/^72 °F/);
      expect(await historyValues(page)).toEqual([]);
      await valueBox(page).press('Enter');
      await expect.poll(async () => (await historyOf(page)).length).toBe(1);
      const history = await historyOf(page);
      expect(history.map((h) => [h.from.value, h.to.value, h.from.unit, h.to.unit])).toEqual([
        ['72', '200/9', 'fahrenheit', 'celsius'],
      ]);
      expect(history[0]).toMatchObject({ fromSymbol: '°F', toSymbol: '°C', categoryName: 'Temperature' });
      expect(await chips(page).count()).toBe(1);
      expect(await chips(page).first().textContent()).toBe(
        `72 °F ≈ ${shown('temperature', '72', 'fahrenheit', 'celsius')} °C`,
      );
    }));

  it('Enter and leaving the field record at once; 0 as any value; nothing and unreadable text never', () =>
    withPage('/converter/length', null, async ({ page }) => {
      const atOnce = { interval: 20 };
      await valueBox(page).fill('5');
      await valueBox(page).press('Enter');
      await expect.poll(() => historyValues(page), atOnce).toEqual([5]);
      await valueBox(page).fill('8');
      await valueBox(page).press('Tab');
      await expect.poll(() => historyValues(page), atOnce).toEqual([8, 5]);
      for (const text of ['', '0', 'seven']) {
        await valueBox(page).fill(text);
        await valueBox(page).press('Enter');
      }
      // Events are handled in order: once 9 is recorded, of those before it only 0 was.
      await valueBox(page).fill('9');
      await valueBox(page).press('Enter');
      await expect.poll(() => historyValues(page), atOnce).toEqual([9, 0, 8, 5]);
    }));

  it('a unit change and Copy record; a conversion only restored is not recorded', () =>
    withPage('/converter/length', state({ fromValue: 3, toValue: 9.842519685 }), async ({ page }) => {
      expect(await historyOf(page)).toEqual([]);
      await pickUnit(page, 'To', 'inch');
      await expect
        .poll(async () => (await historyOf(page)).map((h) => `${h.from.value} ${h.from.unit} ${h.to.unit}`))
        .toEqual(['3 meter inch']);
      await page.getByRole('button', { name: 'Swap units' }).click();
      await expect.poll(async () => (await historyOf(page))[0]?.from.unit).toBe('inch');
      await pickUnit(page, 'To', 'yard');
      await page.getByRole('button', { name: 'Copy result' }).click();
      expect((await historyOf(page)).map((h) => `${h.from.value} ${h.from.unit} ${h.to.unit}`)).toEqual([
        '3 inch yard',
        '3 inch meter',
        '3 meter inch',
      ]);
    }));

  it('leaving the page records what was typed', () =>
    withPage('/converter/length', null, async ({ page }) => {
      await valueBox(page).fill('9');
      await page.goto(`${BASE_URL}/converter/temperature`);
      await waitReady(page);
      expect(await historyValues(page)).toEqual([9]);
    }));
});

describe('history entries', () => {
  it('on the home page an entry restores its tab, units and value', () =>
    withPage('/', null, async ({ page }) => {
      await page.getByRole('tab', { name: 'Temperature' }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Temperature' }).getAttribute('aria-selected'))
        .toBe('true');
      await pickUnit(page, 'To', 'kelvin');
      await valueBox(page).fill('72');
      await valueBox(page).press('Enter');
      const expected = shown('temperature', '72', 'celsius', 'kelvin');
      // Other units on the Temperature tab, then the Length tab.
      await pickUnit(page, 'To', 'degree Rankine');
      await page.getByRole('tab', { name: 'Length' }).click();
      expect(await page.getByRole('tab', { name: 'Length' }).getAttribute('aria-selected')).toBe('true');
      const chip = chips(page).filter({ hasText: `72 °C = ${expected} K` });
      expect(await chip.textContent()).toBe(`72 °C = ${expected} KTemperature`);
      await chip.getByRole('button').click();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Temperature' }).getAttribute('aria-selected'))
        .toBe('true');
      expect(await unitBox(page, 'From').inputValue()).toBe('degree Celsius');
      expect(await unitBox(page, 'To').inputValue()).toBe('kelvin');
      expect(await valueBox(page).inputValue()).toBe('72');
      await expect.poll(() => resultBox(page).textContent()).toBe(expected);
    }));

  it('on a fresh home page an entry of another tab restores in place, its units arriving first', () =>
    withPage('/', state({ history: [entry('weight', 2, 'kilogram', 'pound', 2)] }), async ({ page }) => {
      await chips(page).first().getByRole('button').click();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Weight' }).getAttribute('aria-selected'))
        .toBe('true');
      expect(await unitBox(page, 'From').inputValue()).toBe('kilogram');
      expect(await valueBox(page).inputValue()).toBe('2');
      await expect.poll(() => resultBox(page).textContent()).toBe(shown('weight', '2', 'kilogram', 'pound'));
      expect(new URL(page.url()).pathname).toBe('/');
    }));

  it('on a converter page an entry of another category opens its converter with units and value', () =>
    withPage(
      '/converter/length',
      state({
        history: [entry('weight', 2, 'kilogram', 'pound', 2), entry('length', 5, 'mile', 'kilometer', 1)],
      }),
      async ({ page }) => {
        const weight = chips(page).first();
        expect(await weight.textContent()).toBe(
          `2 kg ≈ ${shown('weight', '2', 'kilogram', 'pound')} lb${getCategory('weight')!.name}`,
        );
        expect(await weight.getByRole('link').getAttribute('href')).toBe(
          '/converter/weight?v=2&from=kilogram&to=pound',
        );
        // An entry of the page's own category restores in place.
        await chips(page).nth(1).getByRole('button').click();
        await expect.poll(() => resultBox(page).textContent()).toBe('8.04672');
        expect(await unitBox(page, 'From').inputValue()).toBe('mile');
        await weight.getByRole('link').click();
        await page.waitForURL(/\/converter\/weight/);
        await waitReady(page);
        expect(await unitBox(page, 'From').inputValue()).toBe('kilogram');
        expect(await unitBox(page, 'To').inputValue()).toBe('pound');
        await expect.poll(() => valueBox(page).inputValue()).toBe('2');
        await expect
          .poll(() => resultBox(page).textContent())
          .toBe(shown('weight', '2', 'kilogram', 'pound'));
      },
    ));

  it('never shows a raw unit id, even for old entries stored without labels', () =>
    withPage(
      '/converter/weight',
      state({
        history: [
          entry('length', 5, 'foot_us_survey', 'meter', 3, false),
          entry('length', 6, 'foot_us_survey', 'meter', 2),
          entry('weight', 3, 'pound', 'kilogram', 1, false),
        ],
      }),
      async ({ page }) => {
        const texts = await chips(page).allTextContents();
        expect(texts).toHaveLength(3);
        for (const t of texts) expect(t).not.toMatch(/foot_us_survey|foot us survey|_/);
        expect(texts[1]).toBe(
          `6 ft (US survey) ≈ ${shown('length', '6', 'foot_us_survey', 'meter')} mLength`,
        );
        expect(texts[2]).toBe(`3 lb ≈ ${shown('weight', '3', 'pound', 'kilogram')} kg`);
      },
    ));

  it('says ≈ for an ingredient’s stored weight, which rests on a measured density, and names a category as its tab does', () =>
    withPage(
      '/',
      state({
        history: [
          {
            from: { value: '1', unit: 'cup_us' },
            to: { value: '125', unit: 'gram' },
            category: 'ingredient-all_purpose_flour',
            timestamp: 2,
            fromSymbol: 'cup (US)',
            toSymbol: 'g',
            categoryName: 'all-purpose flour',
          },
          entry('weight', 3, 'pound', 'kilogram', 1),
        ],
      }),
      async ({ page }) => {
        const texts = await chips(page).allTextContents();
        expect(texts[0]).toBe('1 cup (US) ≈ 125 gAll-purpose flour');
        expect(texts[1]).toBe(`3 lb ≈ ${shown('weight', '3', 'pound', 'kilogram')} kgWeight`);
      },
    ));

  it('shows the newest four, the rest behind Show all; Clear empties it', () =>
    withPage(
      '/converter/length',
      state({
        history: Array.from({ length: 7 }, (_, i) => entry('length', 7 - i, 'meter', 'foot', 7 - i)),
      }),
      async ({ page }) => {
        const visible = () =>
          chips(page).evaluateAll(
            (els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length,
          );
        expect(await chips(page).count()).toBe(7);
        expect(await visible()).toBe(4);
        const more = page.getByRole('button', { name: 'Show all (7)' });
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        await more.click();
        expect(await visible()).toBe(7);
        expect(await page.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
          'true',
        );
        await page.getByRole('button', { name: 'Clear history' }).click();
        await expect.poll(() => historyValues(page)).toEqual([]);
        expect(await page.getByText('No conversions yet.').count()).toBe(1);
      },
    ));
});

describe('one history for every open tab', () => {
  it('a returning visitor keeps the history earlier versions stored with the state, and adds to it', () =>
    withPage(
      '/converter/length',
      state({
        history: [entry('weight', 2, 'kilogram', 'pound', 2), entry('length', 5, 'mile', 'kilometer', 1)],
      }),
      async ({ page }) => {
        expect(await chips(page).count()).toBe(2);
        await valueBox(page).fill('7');
        await valueBox(page).press('Enter');
        await expect.poll(() => historyValues(page)).toEqual([7, 2, 5]);
        expect((await historyOf(page))[0]!.id).toMatch(/^[\w-]+$/);
        expect(await chips(page).count()).toBe(3);
        // The state no longer carries the history once it has its own key.
        await expect.poll(async () => (await stored(page))?.history).toBeUndefined();
        await page.reload();
        await waitReady(page);
        expect(await chips(page).count()).toBe(3);
      },
    ));

  it('two tabs recording at the same moment each end with both entries, 20 times over', async () => {
    const context = await browser.newContext();
    const errors: string[] = [];
    try {
      const tabs = [await context.newPage(), await context.newPage()];
      for (const tab of tabs) {
        recordPageErrors(tab, errors);
        await tab.goto(`${BASE_URL}/converter/length`);
        await waitReady(tab);
      }
      const lost: string[] = [];
      for (let trial = 0; trial < 20; trial++) {
        const values = [2 * trial + 1, 2 * trial + 2];
        for (const [i, tab] of tabs.entries()) await valueBox(tab).fill(String(values[i]));
        // Typed, not yet recorded: the entries come from the Enter below, in both tabs at once.
        for (const tab of tabs) expect(await historyValues(tab)).toEqual([]);
        // Both press Enter at one moment of the clock the two renderers share.
        const at = Date.now() + 100;
        await Promise.all(
          tabs.map((tab) =>
            tab.evaluate(
              (when) =>
                new Promise<void>((done) =>
                  setTimeout(() => {
                    document
                      .getElementById('converter-value')!
                      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
                    done();
                  }, when - Date.now()),
                ),
              at,
            ),
          ),
        );
        for (const tab of tabs) {
          await expect
            .poll(async () => (await historyValues(tab)).sort((x, y) => x - y), { message: `trial ${trial}` })
            .toEqual(values);
          await expect.poll(() => chips(tab).count()).toBe(2);
        }
        for (const [i, tab] of tabs.entries()) {
          const shown = (await chips(tab).allTextContents()).join(' ');
          for (const v of values)
            if (!shown.includes(`${v} m`)) lost.push(`trial ${trial}, tab ${i}: ${v} m`);
        }
        // Either tab's Clear empties both, ready for the next trial.
        await tabs[trial % 2]!.getByRole('button', { name: 'Clear history' }).click();
        for (const tab of tabs) await expect.poll(() => chips(tab).count()).toBe(0);
      }
      expect(lost).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
