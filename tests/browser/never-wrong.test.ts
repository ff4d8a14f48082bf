/**
 * A new visitor's first keys, typed as a person types them (40–400 ms a key, on a fast machine
 * and with the CPU slowed 4×): the To box reads a unit typed there from the first key, an
 * unreadable To clears From, and a pause in a half-typed question shows nothing new, on every
 * page type. An ingredient or feet and inches apply only to the question that asks for them;
 * every number is rounded as Auto rounds it, and what was typed stays as typed.
 * The tests of each group run side by side, each in a context of its own: most of their time is
 * a person's pauses between keys, which the others' pages fill. Each asserts with its own
 * `expect` (the test context's), which knows the test it belongs to.
 */
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { reachForConverter, valueBox, withConverter, converterLive } from './converterPage';
import { BASE_URL, recordPageErrors } from './chromium';
import { categories } from '../../src/build-time/catalog';
import { firstIngredient, kitchenCategory } from '../../src/build-time/kitchen';
import { HISTORY_KEY } from '../../src/browser/storageKey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const sentence = async (page: Page) =>
  (await page.getByTestId('converter-answer').textContent())?.replace(/\s+/g, ' ').trim();
// By id: quick convert's labels say 'From:' and 'To:'.
const toBox = (page: Page) => page.locator('#converter-to-value');

/** A seeded stream of key delays between 40 and 400 ms, so a failure can be replayed. */
function delays(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 40 + (x % 361);
  };
}

/** Types into a box key by key at a person's speed. */
async function typeSlowly(
  page: Page,
  box: ReturnType<Page['getByLabel']>,
  text: string,
  seed: number,
): Promise<void> {
  const next = delays(seed);
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  for (const key of text) {
    await page.keyboard.type(key);
    await page.waitForTimeout(next());
  }
}

async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

describe.concurrent('the To box reads a unit typed there, on a page just opened', () => {
  it.for<[string, string, string, string, number]>([
    ['/', '180 cm', 'centimeter', '1.8 m = 180 cm', 1],
    ['/converter/weight', '16 oz', 'ounce', '0.45359237 kg = 16 oz', 4],
    ['/converter/temperature', '300 K', 'kelvin', '26.85 °C = 300 K', 1],
    ['/length/meter-to-foot', '12 in', 'inch', '0.3048 m = 12 in', 4],
    ['/quick-convert/length?from=mile&to=furlong', '180 cm', 'centimeter', '0.00111847 mi ≈ 180 cm', 4],
    ['/kitchen', '200 g', 'gram', '1.6 cup (US) of all-purpose flour ≈ 200 g', 1],
    // A quantity of another category takes the converter there, as in From.
    ['/', '2 cups', 'US cup', '0.473176473 L = 2 cup (US)', 4],
    ['/length/meter-to-foot', '2 lbs', 'pound', '0.90718474 kg = 2 lb', 1],
  ])('%s: %j typed in To answers in its unit', ([path, text, unit, expected, rate], { expect }) =>
    withConverter(browser, path, null, async ({ page, errors }) => {
      await slowCpu(page, rate);
      await typeSlowly(page, toBox(page), text, text.length * 7);
      await expect.poll(() => page.locator('#converter-to').inputValue()).toBe(unit);
      await expect.poll(() => sentence(page)).toBe(expected);
      // Nothing typed in To ends up where it was not typed, and the box keeps what was typed.
      expect(await toBox(page).inputValue()).toBe(text);
      expect(errors).toEqual([]);
    }),
  );

  it.for<[string, string, string, string, string]>([
    ['/length/meter-to-foot', '12 in', '0.3048 m = 12 in', '2', '2 m ≈ 78.7402 in'],
    ['/quick-convert/length?from=mile&to=furlong', '16', '2 mi = 16 fur', '3', '3 mi = 24 fur'],
    ['/', '180 cm', '1.8 m = 180 cm', '100 km/h in mph', '100 km/h ≈ 62.1371 mph'],
  ])(
    '%s: a tap in the To box and %j replace the answer it shows; then a tap in From, its value',
    ([path, text, expected, fromText, fromExpected], { expect }) =>
      withConverter(browser, path, null, async ({ page, errors }) => {
        await toBox(page).click();
        await page.keyboard.type(text, { delay: 60 });
        await expect.poll(() => sentence(page)).toBe(expected);
        expect(await toBox(page).inputValue()).toBe(text);
        // From now shows a value worked out from To, not typed there: a tap selects it too.
        await page.locator('#converter-value').click();
        await page.keyboard.type(fromText, { delay: 60 });
        await expect.poll(() => sentence(page)).toBe(fromExpected);
        expect(await page.locator('#converter-value').inputValue()).toBe(fromText);
        expect(errors).toEqual([]);
      }),
  );

  it.for<[string, string, string]>([
    ['/', '180 cm', '1.8 m = 180 cm'],
    ['/converter/weight', '16 oz', '0.45359237 kg = 16 oz'],
    // A pair page's converter is built with its two units only: a unit it lacks waits for the rest.
    ['/length/meter-to-foot', '3 mi', '4,828.032 m = 3 mi'],
    ['/length/meter-to-parsec', '1 ly', '9.46073 × 10¹⁵ m ≈ 1 ly'],
  ])(
    '%s: tapped as soon as it shows and typed while the page comes to life, To keeps %j',
    async ([path, text, expected], { expect }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      recordPageErrors(page, errors);
      try {
        await page.goto(BASE_URL + path, { waitUntil: 'commit' });
        await toBox(page).click();
        for (const key of text) {
          await page.keyboard.type(key);
          await page.waitForTimeout(90);
        }
        await converterLive(page);
        await expect.poll(() => sentence(page)).toBe(expected);
        expect(await toBox(page).inputValue()).toBe(text);
        // A pair without a page of its own is the 404 page's: its document's status is logged.
        const drawn = path === '/length/meter-to-parsec';
        expect(errors.filter((e) => !(drawn && /status of 404/.test(e)))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  // Scripts held back a second: the boxes show, with the page's own value, long before any code runs.
  it.for<[string, string, string, string]>([
    ['/length/meter-to-foot', '#converter-to-value', '12 in', '0.3048 m = 12 in'],
    ['/length/meter-to-foot', '#converter-value', '3', '3 m ≈ 9.84252 ft'],
    ['/', '#converter-value', '5 km', '5 km ≈ 16,404.2 ft'],
    // A question whose target is still coming shows its amount, as it does typed after the reader came.
    ['/', '#converter-value', '5 km in', '5 km ≈ 16,404.2 ft'],
    ['/', '#converter-value', '100 km/h in', '100 km/h ≈ 62.1371 mph'],
    ['/kitchen/all-purpose-flour', '#converter-to-value', '250', '2 cup (US) of all-purpose flour ≈ 250 g'],
    ['/quick-convert/length?from=mile&to=furlong', '#converter-to-value', '16', '2 mi = 16 fur'],
  ])(
    '%s: %s tapped before any script ran replaces the value the page shows with %j',
    async ([path, box, text, expected], { expect }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      recordPageErrors(page, errors);
      await page.route(/\.js(\?|$)/, async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      try {
        await page.goto(BASE_URL + path, { waitUntil: 'domcontentloaded' });
        await page.locator(box).click();
        await page.keyboard.type(text, { delay: 90 });
        await converterLive(page, 20_000);
        await expect.poll(() => sentence(page)).toBe(expected);
        expect(await page.locator(box).inputValue()).toBe(text);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('clears From when the To box cannot be read, and the address keeps no number', ({ expect }) =>
    withConverter(browser, '/converter/length', null, async ({ page, errors }) => {
      await typeSlowly(page, toBox(page), '777', 3);
      await expect.poll(() => valueBox(page).inputValue()).toBe('236.8296');
      await typeSlowly(page, toBox(page), 'abc', 5);
      await expect.poll(() => sentence(page)).toBe('No result');
      expect(await valueBox(page).inputValue()).toBe('');
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).searchParams.get('v')).toBeNull();
      expect(errors).toEqual([]);
    }));
});

/** The To box beside a kept answer shows its number greyed, as the answer line is, not as an answer. */
async function expectToBoxWaiting(expect: ExpectStatic, page: Page, shown: string): Promise<void> {
  expect(await toBox(page).inputValue()).toBe(shown);
  expect(await toBox(page).getAttribute('data-status')).toBe('waiting');
  const color = (box: Locator) => box.evaluate((e) => getComputedStyle(e).color);
  expect(await color(toBox(page))).not.toBe(await color(valueBox(page)));
}

describe.concurrent('a pause in a half-typed question shows nothing new', () => {
  it('/converter/temperature: "5 m" and a pause keep 5 °C greyed in both lines; Enter takes the meters', ({
    expect,
  }) =>
    withConverter(browser, '/converter/temperature', null, async ({ page, errors }) => {
      await typeSlowly(page, valueBox(page), '5 m', 12);
      await page.waitForTimeout(1200);
      expect(await page.getByTestId('converter-answer').getAttribute('data-status')).toBe('waiting');
      await expectToBoxWaiting(expect, page, '41');
      await page.keyboard.press('Enter');
      await expect.poll(() => sentence(page)).toBe('5 m ≈ 16.4042 ft');
      expect(await toBox(page).inputValue()).toBe('16.4042');
      expect(await toBox(page).getAttribute('data-status')).toBeNull();
      expect(errors).toEqual([]);
    }));
  it.for<[string, string]>([
    ['100 km/h in', 'Kinematic'],
    ['100 km/h in mp', 'Force'],
  ])(
    'home: %j and a pause leave the answer in speed, never %s, and record nothing',
    ([text, wrong], { expect }) =>
      withConverter(browser, '/', null, async ({ page, errors }) => {
        await typeSlowly(page, valueBox(page), text, 11);
        await page.waitForTimeout(1200);
        expect(await sentence(page)).toBe('100 km/h ≈ 62.1371 mph');
        expect(await page.getByTestId('converter-answer').getAttribute('data-status')).toBe('waiting');
        // The answer kept is not the text's: it is faded well below a reading not yet taken (0.7).
        const opacity = await page
          .getByTestId('converter-answer')
          .evaluate((e) => getComputedStyle(e).opacity);
        expect(Number(opacity)).toBeLessThanOrEqual(0.5);
        await expectToBoxWaiting(expect, page, '62.1371');
        expect(await page.getByRole('tab', { name: new RegExp(wrong) }).count()).toBe(0);
        // Leaving the page records nothing the converter did not take.
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        const history = await page.evaluate(() => localStorage.getItem('unit-converter-history') ?? '');
        expect(history).not.toMatch(/kinematic|force/i);
        expect(errors).toEqual([]);
      }),
  );
});

/** Whether a category the test allows (the kitchen's first ingredient's among them) has both units the boxes name. */
const known = [...categories, kitchenCategory(firstIngredient)];
const inCategories = (ids: readonly string[], names: readonly string[]) =>
  ids.some((id) => names.every((name) => known.find((c) => c.id === id)?.units.some((u) => u.name === name)));

describe.concurrent('a pause after each key of a question, on every page type', () => {
  // The page, its own categories, a question and the categories it names, each a complete
  // question on the way ('100 km' is one); the last is where it ends.
  it.for<[string, string[], string, string[], number]>([
    ['/', ['length'], '72 f in c', ['temperature'], 1],
    ['/converter/weight', ['weight'], '100 km/h in mph', ['length', 'speed'], 4],
    ['/length/meter-to-foot', ['length'], '5 ft 3 in to cm', [], 1],
    ['/length/meter-to-parsec', ['length'], '1 GB to MB', ['data_storage'], 1],
    ['/quick-convert/length?from=mile&to=furlong', ['length'], '36 km per hour', ['speed'], 4],
    ['/kitchen', ['ingredient-all_purpose_flour', 'volume', 'weight'], '2 tbsp in ml', [], 1],
  ])(
    '%s: %j shows and records only its own categories at every pause',
    async ([path, own, question, named, rate], { expect }) => {
      // Opened as a visitor opens it (a pair page's converter comes alive when reached for).
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      recordPageErrors(page, errors);
      await page.goto(BASE_URL + path);
      await reachForConverter(page);
      await converterLive(page);
      await slowCpu(page, rate);
      const allowed = [...own, ...named];
      const box = page.locator('#converter-value');
      await box.click();
      await box.press('ControlOrMeta+a');
      for (let i = 1; i <= question.length; i++) {
        await page.keyboard.type(question[i - 1]!);
        // A pause longer than the converter waits for, after every key.
        await page.waitForTimeout(700);
        const names = await Promise.all([
          page.locator('#converter-from').inputValue(),
          page.locator('#converter-to').inputValue(),
        ]);
        expect(
          inCategories(allowed, names),
          `after ${JSON.stringify(question.slice(0, i))}: ${names.join(' -> ')}`,
        ).toBe(true);
      }
      const ends = named.length ? named : own;
      await expect
        .poll(async () =>
          inCategories(ends, [
            await page.locator('#converter-from').inputValue(),
            await page.locator('#converter-to').inputValue(),
          ]),
        )
        .toBe(true);
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      const history = await page.evaluate(
        (key) =>
          JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}') as { entries: { category: string }[] },
        HISTORY_KEY,
      );
      for (const entry of history.entries)
        expect(allowed, `history records ${entry.category}`).toContain(entry.category);
      // The 404 page that draws a pair without a page of its own says so to the browser.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await context.close();
    },
  );
});

/** Asks a question in the From box, key by key, and Enter; the answer once it has settled. */
async function ask(expect: ExpectStatic, page: Page, question: string): Promise<string | undefined> {
  await typeSlowly(page, valueBox(page), question, question.length);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await page.getByTestId('converter-answer').getAttribute('data-status')) ?? 'answer')
    .toMatch(/^(answer|error)$/);
  return sentence(page);
}

describe.concurrent('a question is asked of the page it is typed on', () => {
  it.for<[string, string, string]>([
    ['/converter/temperature_interval', '10 °C in °F', '10 °C = 18 °F'],
    ['/converter/typography', '7 in to mm', '7 in = 177.8 mm'],
    ['/converter/conductance', '7 S in µS', '7 S = 7,000,000 µS'],
    ['/', 'inch in cm', '1 in = 2.54 cm'],
    ['/', '5 ft 11 in in cm', '5 ft 11 in = 180.34 cm'],
  ])('%s: %j answers %j there', ([path, question, answer], { expect }) =>
    withConverter(browser, path, null, async ({ page, errors }) => {
      expect(await ask(expect, page, question)).toBe(answer);
      // The converter stays on its page's category: the address is still this page's.
      if (path !== '/') expect(new URL(page.url()).pathname).toBe(path);
      expect(errors).toEqual([]);
    }),
  );
});

describe.concurrent('a choice lasts only as long as the question that asks for it', () => {
  it('an ingredient weighs only the question that names it, also after a reload', ({ expect }) =>
    withConverter(browser, '/', null, async ({ page, errors }) => {
      expect(await ask(expect, page, '1 cup of flour in grams')).toBe(
        '1 cup (US) of all-purpose flour ≈ 125 g',
      );
      expect(await ask(expect, page, '1 pint in ml')).toBe('1 pt (US) ≈ 473.176 mL');
      await page.reload();
      await converterLive(page);
      // Without an ingredient a cup has no weight: no number, as on a page just opened.
      expect(await ask(expect, page, '1 cup in grams')).toBe('No result');
      expect(errors).toEqual([]);
    }));

  it('feet and inches answer the question that asks for them, not the next one, nor its links', ({
    expect,
  }) =>
    withConverter(browser, '/', null, async ({ page, errors }) => {
      await ask(expect, page, '1.8 m to feet and inches');
      await expect.poll(() => page.getByTestId('mixed-result').textContent()).toBe('≈ 5 ft 10 7/8 in');
      expect(await ask(expect, page, '10 m to ft')).toBe('10 m ≈ 32.8084 ft');
      expect(await page.getByTestId('mixed-result').count()).toBe(0);
      expect(await page.locator('a[href*="mix="]').count()).toBe(0);
      expect(errors).toEqual([]);
    }));
});

describe.concurrent('every number shown is rounded as Auto rounds it, and typed text stays as typed', () => {
  /** The longest run of digits in a text: more than ten is a raw number, not one rounded for people. */
  const longestRun = (text: string) => Math.max(0, ...(text.match(/\d+/g) ?? []).map((d) => d.length));

  it.for<[string, string, string]>([
    ['1/3 cup in ml', '0.333333 cup (US) ≈ 78.8627 mL', '78.8627'],
    ['1 light year to km', '1 ly ≈ 9.46073 × 10¹² km', '9.46073 × 10¹²'],
    ['1 ly to mm', '1 ly ≈ 9.46073 × 10¹⁸ mm', '9.46073 × 10¹⁸'],
  ])('%j answers %j, its To box %j, the question left as typed', ([question, answer, to], { expect }) =>
    withConverter(browser, '/', null, async ({ page, errors }) => {
      expect(await ask(expect, page, question)).toBe(answer);
      expect(await toBox(page).inputValue()).toBe(to);
      expect(await valueBox(page).inputValue()).toBe(question);
      for (const shown of [answer, to]) expect(longestRun(shown)).toBeLessThanOrEqual(10);
      expect(errors).toEqual([]);
    }),
  );

  it('feet and inches typed reopen as typed after a reload', ({ expect }) =>
    withConverter(browser, '/', null, async ({ page, errors }) => {
      expect(await ask(expect, page, `5'11" in cm`)).toBe(`5'11" = 180.34 cm`);
      await page.reload();
      await converterLive(page);
      expect(await valueBox(page).inputValue()).toBe(`5'11" in cm`);
      await expect.poll(() => sentence(page)).toBe(`5'11" = 180.34 cm`);
      expect(errors).toEqual([]);
    }));

  it('a pair page of a tiny result shows its To box as a power of ten', ({ expect }) =>
    withConverter(browser, '/length/meter-to-parsec', null, async ({ page }) => {
      await typeSlowly(page, valueBox(page), '10', 2);
      await expect.poll(() => toBox(page).inputValue()).toBe('3.24078 × 10⁻¹⁶');
    }));
});
