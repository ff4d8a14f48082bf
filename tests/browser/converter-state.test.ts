/**
 * The main converter's behaviour in Chromium against
 * the built site: live result, units, swap, empty input at 0, state and history in
 * localStorage['unit-converter'], errors from corrupt stored state, copy, query units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchChromium } from './chromium';
import { getCategory } from '../../src/build-time/catalog';
import { convertTyped } from '../../src/core/quantityResult';
import { AUTO, formatExact } from '../../src/core/numberFormat';
import { parseExact } from '../../src/core/quantityNumber';
import {
  bodyText,
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
import { afterFrames, queuedTasks } from './settle';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Runs `run` on a converter page opened with `storedState`, and checks that the page logged no error. */
const withPage = (
  path: string,
  storedState: string | null,
  run: (o: Opened) => Promise<void>,
  init?: () => void,
) =>
  withConverter(
    browser,
    path,
    storedState,
    async (o) => {
      await run(o);
      expect(o.errors).toEqual([]);
    },
    init,
  );

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
/** What the converter shows for x meters in feet. */
const length = getCategory('length')!;
const ft = (x: number) =>
  formatExact(
    convertTyped(
      parseExact(String(x))!,
      length.units.find((u) => u.id === 'meter')!,
      length.units.find((u) => u.id === 'foot')!,
    )!,
    { precision: AUTO, format: 'dot', grouping: true },
  ).text;
/** The stored entries' amounts (exact ratio text) as numbers. */
const historyValues = async (o: Opened) =>
  ((await storedHistory(o.page)) as { from: { value: string } }[]).map((h) => Number(h.from.value));

describe('converting', () => {
  it('starts at meter → foot with an empty input and shows the result live on every keystroke', () =>
    withPage('/converter/length', null, async ({ page }) => {
      expect(await valueBox(page).inputValue()).toBe('');
      expect(await unitBox(page, 'From').inputValue()).toBe('meter');
      expect(await unitBox(page, 'To').inputValue()).toBe('foot');
      // An empty box answers nothing (no '0 m = 0 ft').
      expect(await resultBox(page).textContent()).toBe('');
      await valueBox(page).pressSequentially('12.5');
      await expect.poll(() => resultBox(page).textContent()).toBe(ft(12.5));
      await valueBox(page).press('Backspace');
      await expect.poll(() => resultBox(page).textContent()).toBe(ft(12));
      expect(await page.getByTestId('unit-line').textContent()).toBe('1 meter ≈ 3.28084 feet');
    }));

  it('recomputes when a unit changes, and swap exchanges the units', () =>
    withPage('/converter/length', null, async ({ page }) => {
      await valueBox(page).fill('2');
      await pickUnit(page, 'To', 'inch');
      await expect.poll(() => resultBox(page).textContent()).toBe('78.7402');
      await page.getByRole('button', { name: 'Swap units' }).click();
      // The swap renders on React's next commit; poll as a person would look again.
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('inch');
      await expect.poll(() => unitBox(page, 'To').inputValue()).toBe('meter');
      expect(await valueBox(page).inputValue()).toBe('2');
      await expect.poll(() => resultBox(page).textContent()).toBe('0.0508');
    }));

  it('clearing the input sets the value to 0; unreadable text clears the result and says why once typing pauses', () =>
    withPage('/converter/length', null, async ({ page }) => {
      await valueBox(page).fill('3');
      await expect.poll(() => resultBox(page).textContent()).toBe(ft(3));
      await valueBox(page).fill('');
      await expect.poll(() => resultBox(page).textContent()).toBe('');
      await expect.poll(async () => (await stored(page))?.fromValue).toBe('0');
      await valueBox(page).fill('7');
      await valueBox(page).fill('seven');
      await expect.poll(() => resultBox(page).textContent()).toBe('');
      const message = page.getByTestId('input-message');
      await expect.poll(() => message.isVisible(), { timeout: 5_000 }).toBe(true);
      expect(await message.textContent()).toMatch(/‘seven’.*Try /);
      expect(await valueBox(page).getAttribute('aria-invalid')).toBe('true');
      expect(await valueBox(page).getAttribute('aria-describedby')).toBe('converter-value-message');
      expect(await page.getByRole('button', { name: 'Copy result' }).isDisabled()).toBe(true);
      expect((await stored(page))?.fromValue).toBe('7');
    }));

  it('converts temperatures with their offsets', () =>
    withPage('/converter/temperature', null, async ({ page }) => {
      expect(await unitBox(page, 'From').inputValue()).toBe('degree Celsius');
      expect(await unitBox(page, 'To').inputValue()).toBe('degree Fahrenheit');
      await valueBox(page).fill('100');
      await expect.poll(() => resultBox(page).textContent()).toBe('212');
      await pickUnit(page, 'To', 'kelvin');
      await expect.poll(() => resultBox(page).textContent()).toBe('373.15');
    }));
});

describe('state in localStorage["unit-converter"]', () => {
  it('saves units and value and restores them on reload', () =>
    withPage('/converter/length', null, async ({ page }) => {
      await pickUnit(page, 'From', 'mile');
      await pickUnit(page, 'To', 'kilometer');
      await valueBox(page).fill('3');
      await expect.poll(() => resultBox(page).textContent()).toBe('4.82803');
      // Stored once typing pauses.
      await expect.poll(async () => (await stored(page))?.fromValue).toBe('3');
      const saved = await stored(page);
      expect(saved).toMatchObject({
        category: 'length',
        fromUnit: 'mile',
        toUnit: 'kilometer',
        fromValue: '3',
      });
      expect(saved).not.toHaveProperty('toValue');
      // The address follows once typing pauses; a reload reads it.
      await expect.poll(() => new URL(page.url()).search).toBe('?v=3&from=mile&to=kilometer');
      await page.reload();
      await waitReady(page);
      expect(await valueBox(page).inputValue()).toBe('3');
      expect(await unitBox(page, 'From').inputValue()).toBe('mile');
      expect(await resultBox(page).textContent()).toBe('4.82803');
    }));

  it('switching category keeps each category’s units and values', () =>
    withPage('/', null, async ({ page }) => {
      await valueBox(page).fill('5');
      await page.getByRole('tab', { name: 'Weight' }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Weight' }).getAttribute('aria-selected'))
        .toBe('true');
      expect(await valueBox(page).inputValue()).toBe('');
      expect(await unitBox(page, 'From').inputValue()).toBe('kilogram');
      expect(await unitBox(page, 'To').inputValue()).toBe('pound');
      await valueBox(page).fill('2');
      await pickUnit(page, 'To', 'ounce');
      await page.getByRole('tab', { name: 'Length' }).click();
      expect(await valueBox(page).inputValue()).toBe('5');
      await expect.poll(() => resultBox(page).textContent()).toBe('16.4042');
      await page.getByRole('tab', { name: 'Weight' }).click();
      expect(await valueBox(page).inputValue()).toBe('2');
      expect(await unitBox(page, 'To').inputValue()).toBe('ounce');
      await expect.poll(() => resultBox(page).textContent()).toBe('70.5479'); // 2 kg = 70.54792389916… oz
      // The converter page of a category restores the same remembered state.
      await page.goto(`${BASE_URL}/converter/length`);
      await waitReady(page);
      expect(await valueBox(page).inputValue()).toBe('5');
    }));

  it('a stored category the home tabs do not offer comes back on home under a tab of its own', () =>
    withPage('/converter/pressure', null, async ({ page }) => {
      await valueBox(page).fill('2');
      const from = await unitBox(page, 'From').inputValue();
      await page.goto(`${BASE_URL}/`);
      await waitReady(page);
      expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Pressure');
      expect(await unitBox(page, 'From').inputValue()).toBe(from);
      expect(await valueBox(page).inputValue()).toBe('2');
      await page.getByRole('tab', { name: 'Length' }).click();
      await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('meter');
      await page.goto(`${BASE_URL}/converter/pressure`);
      await waitReady(page);
      expect(await valueBox(page).inputValue()).toBe('2');
    }));

  it('applies valid ?from=&to= (ids or aliases) and ignores invalid ones', () =>
    withPage('/converter/length?from=nautical-mile&to=km', null, async ({ page }) => {
      expect(await unitBox(page, 'From').inputValue()).toBe('nautical mile');
      expect(await unitBox(page, 'To').inputValue()).toBe('kilometer');
      await page.goto(`${BASE_URL}/converter/length?from=gallon&to=%3Cscript%3E`);
      await waitReady(page);
      expect(await unitBox(page, 'From').inputValue()).toBe('nautical mile');
      expect(await unitBox(page, 'To').inputValue()).toBe('kilometer');
      expect(await page.locator('[role="alert"]').count()).toBe(0);
    }));
});

describe('history', () => {
  it('adds valid non-zero conversions newest first, skips repeats, survives reload and clears', () =>
    withPage('/converter/length', null, async (o) => {
      const { page } = o;
      // Each settled value (Enter) is recorded; the keystrokes in between are not.
      await valueBox(page).pressSequentially('1');
      await valueBox(page).press('Enter');
      await valueBox(page).pressSequentially('2');
      await valueBox(page).press('Enter');
      await expect.poll(() => historyValues(o)).toEqual([12, 1]);
      await pickUnit(page, 'To', 'foot'); // same conversion again: not added
      await valueBox(page).fill('');
      await valueBox(page).fill('12');
      await valueBox(page).press('Enter');
      await expect.poll(() => historyValues(o)).toEqual([12, 1]);
      await expect.poll(() => page.getByTestId('history').locator('li').count()).toBe(2);
      expect(await page.getByTestId('history').locator('li').first().textContent()).toContain(
        '12 m ≈ 39.3701 ft',
      );
      await page.reload();
      await waitReady(page);
      await expect.poll(() => page.getByTestId('history').locator('li').count()).toBe(2);
      await page.getByRole('button', { name: 'Clear history' }).click();
      await expect.poll(() => historyValues(o)).toEqual([]);
      expect(await page.getByText('No conversions yet.').count()).toBe(1);
    }));

  it('keeps only the newest 20', () =>
    withPage('/converter/length', null, async (o) => {
      for (let i = 1; i <= 25; i++) {
        await valueBox(o.page).fill(String(i));
        await valueBox(o.page).press('Enter');
        await expect.poll(async () => (await historyValues(o))[0]).toBe(i);
      }
      const values = await historyValues(o);
      expect(values).toHaveLength(20);
      expect(values[0]).toBe(25);
      expect(values[19]).toBe(6);
    }));
});

describe('a stored unit the category does not have', () => {
  // A unit renamed since it was stored, or storage edited by hand: the category opens at its
  // default pair, keeping the value, never in an error state.
  it('a lost from unit: the default pair, the value kept, no error', () =>
    withPage('/converter/length', state({ fromUnit: 'old_unit', fromValue: 4 }), async ({ page }) => {
      await expect.poll(() => resultBox(page).textContent()).toBe('13.1234');
      expect(await unitBox(page, 'From').inputValue()).toBe('meter');
      expect(await unitBox(page, 'To').inputValue()).toBe('foot');
      expect(await page.locator('#converter-from-error').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Swap units' }).isDisabled()).toBe(false);
    }));

  it('a lost to unit: the default pair', () =>
    withPage('/converter/length', state({ fromUnit: 'inch', toUnit: 'gone' }), async ({ page }) => {
      expect(await unitBox(page, 'From').inputValue()).toBe('meter');
      expect(await unitBox(page, 'To').inputValue()).toBe('foot');
      expect(await page.locator('#converter-to-error').count()).toBe(0);
      await valueBox(page).fill('3');
      await expect.poll(() => resultBox(page).textContent()).toBe('9.84252');
      expect(await page.getByRole('alert').count()).toBe(0);
    }));

  it('a remembered category state with a lost unit opens that category at its default pair', () =>
    withPage(
      '/',
      state({
        categoryStates: { weight: { fromUnit: 'kilogram', toUnit: 'old_pound', fromValue: 1, toValue: 2 } },
      }),
      async ({ page }) => {
        await page.getByRole('tab', { name: 'Weight' }).click();
        await expect.poll(() => unitBox(page, 'To').inputValue()).toBe('pound');
        await expect.poll(() => resultBox(page).textContent()).toBe('2.20462');
        expect(await page.getByRole('alert').count()).toBe(0);
      },
    ));
});

describe('copy', () => {
  /** How long the notice shows. */
  const NOTICE_MS = 2_000;

  it("writes '<value> <to unit>' and shows 'Copied to clipboard' for 2 seconds", () =>
    withPage('/converter/length', null, async ({ page }) => {
      await valueBox(page).fill('2');
      const notice = page.getByTestId('copy-notice');
      const now = Date.now();
      await page.clock.install({ time: now });
      await page.clock.pauseAt(now + 10_000);
      await page.getByRole('button', { name: 'Copy result' }).click();
      await expect.poll(() => notice.textContent()).toBe('Copied to clipboard 6.56168 ft');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('6.56168 ft');
      // The page's clock stands still from the click on, and is moved on by hand.
      await page.clock.runFor(NOTICE_MS - 1);
      await queuedTasks(page);
      expect(await notice.textContent()).toBe('Copied to clipboard 6.56168 ft');
      await page.clock.runFor(1);
      await expect.poll(() => notice.textContent()).toBe('');
    }));
});

describe('unit pickers (WAI-ARIA combobox)', () => {
  it('open on focus, filter while typing (at most 8, best first), pick with the keyboard, close on Escape and outside click', () =>
    withPage('/converter/length', null, async ({ page }) => {
      const box = unitBox(page, 'To');
      const list = page.locator('#converter-to-list');
      await box.focus();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await list.getByRole('option').count()).toBeGreaterThan(8); // browsing: every unit
      await box.fill('in');
      await expect.poll(() => list.getByRole('option').count()).toBe(8);
      expect(await list.getByRole('option').first().textContent()).toMatch(/^inch \(in\)/);
      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      expect(active).toBe('converter-to-opt-1');
      expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
      await box.press('ArrowUp');
      await box.press('Enter');
      expect(await box.inputValue()).toBe('inch');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.fill('yar');
      await box.press('Escape');
      expect(await box.inputValue()).toBe('inch');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.click();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await page.locator('h1').click();
      expect(await box.getAttribute('aria-expanded')).toBe('false');
    }));

  it("never marks a unit '??', fills its column whatever the text, and says when nothing matches", () =>
    withPage('/converter/length', null, async ({ page }) => {
      const box = unitBox(page, 'From');
      await box.fill('meter');
      const list = page.locator('#converter-from-list');
      const first = list.getByRole('option').first();
      // The search loads when the field is first used; its matches then fill the list.
      await expect.poll(() => first.textContent()).toBe('meter (m)');
      expect(await list.textContent()).not.toContain('??');
      const widths = () =>
        box.evaluate((el) => {
          const wrapper = el.closest('.relative') as HTMLElement;
          return [
            Math.round(wrapper.getBoundingClientRect().width),
            Math.round((wrapper.parentElement as HTMLElement).getBoundingClientRect().width),
          ];
        });
      const [before, column] = await widths();
      expect(before).toBe(column);
      await box.fill('x'.repeat(30));
      await expect.poll(() => list.getByRole('option').first().textContent()).toBe('No matching units');
      expect(await widths()).toEqual([before, column]);
    }));
});

describe('bad input and faults', () => {
  const forbidden = /\bNaN\b|Infinity|undefined/;

  it('odd numbers and pasted text never show NaN or Infinity', () =>
    withPage('/converter/length', null, async ({ page }) => {
      const cases: [string, string | null][] = [
        ['1e308', '3.28084 × 10³⁰⁸'],
        ['-0', '0'],
        ['1e', ''],
        ['--5', '16.4042'],
        ['١٢', '39.3701'],
        ['  12  \n', '39.3701'],
        ['1,234.5', '4,050.2'],
        ['1/2', '1.64042'],
        ['−3', '-9.84252'],
        ['1e-300', '3.28084 × 10⁻³⁰⁰'],
        ['0x10', ''],
        ['1e999', '3.28084 × 10⁹⁹⁹'],
      ];
      for (const [typed, expected] of cases) {
        await valueBox(page).fill('1');
        await valueBox(page).fill(typed);
        // More than a plain number waits for the box's reader, which loads when first needed.
        if (expected !== null)
          await expect.poll(() => resultBox(page).textContent(), { message: typed }).toBe(expected);
        expect(await bodyText(page), typed).not.toMatch(forbidden);
      }
      // Beyond a double, the digits still come from exact arithmetic.
      await valueBox(page).fill('1e400');
      await expect.poll(() => resultBox(page).textContent()).toBe('3.28084 × 10⁴⁰⁰');
    }));

  it('0 typed in a reciprocal pair says there is no finite value, instead of a blank or Infinity', () =>
    withPage('/converter/fuel_consumption', null, async ({ page }) => {
      const note = page.getByTestId('no-finite-note');
      await valueBox(page).fill('0');
      await expect.poll(() => resultBox(page).textContent()).toBe('No finite value');
      expect(await note.textContent()).toBe(
        '0 liters per 100 kilometers has no finite value in kilometers per liter.',
      );
      expect(await page.getByRole('button', { name: 'Copy result' }).isDisabled()).toBe(true);
      expect(await bodyText(page)).not.toMatch(forbidden);
      await valueBox(page).fill('5');
      await expect.poll(() => resultBox(page).textContent()).toBe('20');
      expect(await note.count()).toBe(0);
      await valueBox(page).fill('');
      await expect.poll(() => resultBox(page).textContent()).toBe('');
      expect(await note.count()).toBe(0);
    }));

  it('1,000 random strings typed into each input (the readers’ own fuzz tests read 100,000): no crash, no NaN/Infinity', () =>
    withPage('/converter/length', null, async ({ page }) => {
      const count = await page.evaluate(async () => {
        const alphabet = '0123456789.,-+eE/ −٠١٢abc∞NaInfity \n\t';
        let seed = 42;
        const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const inputs = [
          ...document.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])'),
        ];
        let typed = 0;
        for (const input of inputs) {
          for (let i = 0; i < 1_000; i++) {
            const text = Array.from(
              { length: 1 + Math.floor(random() * 12) },
              () => alphabet[Math.floor(random() * alphabet.length)],
            ).join('');
            setter.call(input, text);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            typed++;
            // A task of its own now and then: the page renders what was typed so far.
            if (i % 500 === 0)
              await new Promise((r) => {
                const { port1, port2 } = new MessageChannel();
                port1.onmessage = r;
                port2.postMessage(null);
              });
          }
        }
        return typed;
      });
      expect(count).toBeGreaterThanOrEqual(3_000);
      await afterFrames(page);
      expect(await bodyText(page)).not.toMatch(forbidden);
      await valueBox(page).fill('2');
      await unitBox(page, 'To').press('Escape');
    }));

  it.each([
    ['JSON garbage', '{not json'],
    ['a wrong shape', '[1,2,3]'],
    [
      'wrong field types',
      JSON.stringify({ category: 42, fromUnit: null, fromValue: 'NaN', history: 'lots', categoryStates: [] }),
    ],
    [
      'non-finite numbers',
      '{"category":"length","fromUnit":"meter","toUnit":"foot","fromValue":1e999,"toValue":-1e999}',
    ],
    [
      'history entries of the wrong shape',
      state({ history: [1, null, { from: 'x' }, { from: { value: 'NaN', unit: 'meter' } }] }),
    ],
  ])('storage holding %s falls back to defaults', (_what, raw) =>
    withPage('/converter/length', raw, async ({ page }) => {
      expect(await unitBox(page, 'From').inputValue()).toBe('meter');
      expect(await valueBox(page).inputValue()).toBe('');
      await valueBox(page).fill('1');
      await expect.poll(() => resultBox(page).textContent()).toBe('3.28084');
      expect(await bodyText(page)).not.toMatch(forbidden);
    }),
  );

  it('storage that throws on every access: converter still works', () =>
    withPage(
      '/',
      null,
      async ({ page }) => {
        await valueBox(page).fill('10');
        await expect.poll(() => resultBox(page).textContent()).toBe('32.8084');
        await page.getByRole('tab', { name: 'Time' }).click();
        await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('hour');
      },
      () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      },
    ));

  it('storage that is full: converter still works', () =>
    withPage(
      '/converter/length',
      null,
      async ({ page }) => {
        await valueBox(page).fill('10');
        await expect.poll(() => resultBox(page).textContent()).toBe('32.8084');
      },
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
      },
    ));
});
