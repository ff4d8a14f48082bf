/**
 * The quantity language on every surface, in Chromium against the built site: compound input,
 * a unit typed with the number, arithmetic, unreadable input (no stale result, a message once
 * typing pauses), precision and number format (remembered), mixed units, permalinks, and
 * free-text queries in the home search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { openConverter, resultBox, stored, unitBox, valueBox, waitReady, waitWidgets } from './converterPage';
import { pairPath, quickConvertHref } from '../../src/core/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function fresh(
  path: string,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const page = await context.newPage();
  const errors: string[] = [];
  recordPageErrors(page, errors);
  await page.goto(BASE_URL + path);
  return { context, page, errors };
}

/** A pair page, once its converter is live. */
async function pairPage(path: string) {
  const opened = await fresh(path);
  await waitReady(opened.page);
  return opened;
}
/** The answer sentence ('10 ft = 3.048 m'), and its result: what follows '=' or '≈'. */
const pairAnswer = (page: Page) => page.getByTestId('converter-answer');
const pairTo = async (page: Page) => ((await pairAnswer(page).textContent()) ?? '').replace(/^.*? [=≈] /, '');
const mixedLine = (page: Page) => page.getByTestId('mixed-result');

describe('pair page', () => {
  it('reads compound input, a unit typed with the number and arithmetic', async () => {
    const { context, page, errors } = await pairPage(pairPath('length', 'foot', 'centimeter'));
    // Plain numbers are in the page's from-unit; a unit typed with the number becomes the from-unit.
    for (const [typed, to] of [
      ['3*12+4', '1,219.2'],
      ['(2+3)/4', '38.1'],
      ['5\'3"', '160.02'],
      ['5 ft 3 in', '160.02'],
      ['5′ 3″', '160.02'],
      ['5ft3in', '160.02'],
      ['1 1/2 in', '3.81'],
      ['2 m', '200'],
    ] as const) {
      await valueBox(page).fill(typed);
      await expect.poll(() => pairTo(page), { message: typed }).toBe(`${to} cm`);
    }
    // A unit typed with the number is the from-unit, as in every converter.
    expect(await pairAnswer(page).textContent()).toBe('2 m = 200 cm');
    await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('meter');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('precision, number format and mixed units re-render result and table, and are remembered', async () => {
    const { context, page, errors } = await pairPage(pairPath('length', 'centimeter', 'foot'));
    await page.getByText('Precision and number format').click();
    await page.getByLabel('Precision').selectOption('s4');
    await page.getByLabel('Number format').selectOption('comma');
    await valueBox(page).fill('1234,5');
    await expect.poll(() => pairTo(page)).toBe('40,50 ft');
    await expect.poll(() => page.locator('[data-pair-table] tr').last().textContent()).toBe('1.00032,81');
    await page.getByLabel('Show as').selectOption('foot.inch');
    await page.getByLabel('Last unit').selectOption('16');
    await valueBox(page).fill('160');
    await expect.poll(() => mixedLine(page).textContent()).toBe('≈ 5 ft 3 in');
    // Remembered: another pair page opens with the same choices.
    await page.goto(BASE_URL + pairPath('length', 'meter', 'inch'));
    await waitReady(page);
    await valueBox(page).fill('1');
    await expect.poll(() => mixedLine(page).textContent()).toBe('≈ 3 ft 3 3/8 in');
    // Folded, the options say which settings are on.
    const summary = page.getByTestId('display-summary');
    expect(await summary.textContent()).toBe(
      'Display · 4 significant figures · 1.234,5 · ft + in · Nearest 1/16',
    );
    await summary.click();
    expect(await page.getByLabel('Precision').inputValue()).toBe('s4');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the whole state in the address; Copy link copies it and opening it restores it', async () => {
    const { context, page, errors } = await pairPage(pairPath('length', 'centimeter', 'foot'));
    await page.getByText('Precision and number format').click();
    await page.getByLabel('Precision').selectOption('d2');
    await page.getByLabel('Show as').selectOption('foot.inch');
    await valueBox(page).fill('180');
    await expect
      .poll(() => page.url())
      .toBe(`${BASE_URL}${pairPath('length', 'centimeter', 'foot')}?v=180&p=d2&mix=foot.inch`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).search).toBe('?v=180&p=d2&mix=foot.inch');
    expect(page.url()).toBe(link);
    // A fresh browser (no stored preferences) opening the link sees the same page.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(link);
    await waitReady(other);
    // Feet and inches to the nearest 1/16 in unless a last-unit choice says otherwise.
    await expect.poll(() => mixedLine(other).textContent()).toBe('≈ 5 ft 10 7/8 in');
    expect(await valueBox(other).inputValue()).toBe('180');
    // Bad display parameters are ignored.
    await other.goto(
      `${BASE_URL}${pairPath('length', 'centimeter', 'foot')}?v=12.5&p=s99&fmt=x&mix=nope.nope&den=3`,
    );
    await expect.poll(() => pairAnswer(other).textContent()).toBe('12.5 cm ≈ 0.410105 ft');
    // A value that cannot be read is shown as linked, as text, with the reader's message.
    await other.goto(`${BASE_URL}${pairPath('length', 'centimeter', 'foot')}?v=%3Cscript%3E`);
    await expect.poll(() => valueBox(other).inputValue(), { timeout: 5_000 }).toBe('<script>');
    await expect.poll(() => pairAnswer(other).textContent()).toBe('No result');
    await expect.poll(() => other.getByTestId('input-message').isVisible(), { timeout: 5_000 }).toBe(true);
    expect(errors).toEqual([]);
    await elsewhere.close();
    await context.close();
  });

  it('an amount of another category is answered in place, with the way back and its own pair page', async () => {
    const { context, page } = await pairPage(pairPath('length', 'centimeter', 'inch'));
    await valueBox(page).fill('12 kg');
    await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('kilogram');
    await expect.poll(() => pairAnswer(page).textContent()).toMatch(/^12 kg ≈ 26\.455\d* lb$/);
    const note = page.getByTestId('away-note');
    expect(await note.getByRole('link').getAttribute('href')).toBe(pairPath('weight', 'kilogram', 'pound'));
    await note.getByRole('button', { name: 'Back to centimeters to inches' }).click();
    await expect.poll(() => unitBox(page, 'From').inputValue()).toBe('centimeter');
    expect(await unitBox(page, 'To').inputValue()).toBe('inch');
    await context.close();
  });
});

describe('quick-convert page', () => {
  it('the form and the simple converter read compound input and typed units', async () => {
    const { context, page, errors } = await fresh(quickConvertHref('length', 'foot', 'centimeter'));
    // The page shows the pair before its converter is live (typing meanwhile is tested with the page).
    await waitWidgets(page);
    await page.getByLabel('From:', { exact: true }).fill('5 ft 3 in');
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('5 ft 3 in = 160.02 cm');
    await page.getByLabel('From:', { exact: true }).fill('5 ftt');
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('No result');
    await expect
      .poll(() => page.getByTestId('input-message').textContent(), { timeout: 5_000 })
      .toMatch(/ftt/);
    const simple = page.locator('[data-simple-converter]');
    await simple.getByLabel('Value').fill('2 yd');
    await expect.poll(() => simple.getByLabel('From unit').inputValue()).toBe('yard');
    await expect.poll(() => page.locator('[data-result]').textContent()).toBe('182.88');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('main converter', () => {
  it('a unit typed with the number selects the from-unit; compound input sums exactly', async () => {
    const o = await openConverter(browser, '/converter/length?to=centimeter', null);
    await valueBox(o.page).fill('5 ft 3 in');
    await expect.poll(() => resultBox(o.page).textContent()).toBe('160.02');
    await expect.poll(() => unitBox(o.page, 'From').inputValue()).toBe('foot');
    // A temperature typed on the length converter is answered there, in its own category.
    await valueBox(o.page).fill('72°F');
    await expect.poll(() => unitBox(o.page, 'From').inputValue()).toBe('degree Fahrenheit');
    await expect.poll(() => resultBox(o.page).textContent()).toMatch(/^22\.22/);
    expect(await o.page.getByTestId('away-note').textContent()).toMatch(/^Showing temperature\./);
    await o.page.getByRole('button', { name: 'Back to length' }).click();
    await expect.poll(() => unitBox(o.page, 'From').inputValue()).toBe('foot');
    await valueBox(o.page).fill('123456789 cm');
    // A person picks the To unit once the box shows it read the centimeters.
    await expect.poll(() => unitBox(o.page, 'From').inputValue()).toBe('centimeter');
    await unitBoxPick(o.page, 'inch');
    await expect.poll(() => resultBox(o.page).textContent()).toBe('48,605,035');
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it('precision, format and mixed output apply to result and Copy, persist, and the address restores them', async () => {
    const o = await openConverter(browser, '/converter/length?from=centimeter&to=foot', null);
    const { page } = o;
    await valueBox(page).fill('180');
    await page.getByText('Precision and number format').click();
    await page.getByLabel('Precision').selectOption('s3');
    await page.getByLabel('Show as').selectOption('foot.inch');
    await page.getByLabel('Last unit').selectOption('8');
    await expect.poll(() => resultBox(page).textContent()).toBe('5.91');
    expect(await page.getByTestId('mixed-result').textContent()).toBe('≈ 5 ft 10 7/8 in');
    await page.getByRole('button', { name: 'Copy result' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('5 ft 10 7/8 in');
    // The address follows once typing pauses.
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?v=180&from=centimeter&to=foot&p=s3&mix=foot.inch&den=8');
    expect((await stored(page))?.display).toEqual({ p: 's3', fmt: 'dot', mix: 'foot.inch', den: 8 });
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const again = await openConverter(browser, new URL(link).pathname + new URL(link).search, null);
    await expect.poll(() => resultBox(again.page).textContent()).toBe('5.91');
    expect(await again.page.getByTestId('mixed-result').textContent()).toBe('≈ 5 ft 10 7/8 in');
    expect(await valueBox(again.page).inputValue()).toBe('180');
    await again.context.close();
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it('number format follows the browser language by default, and input follows it', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/converter/length?from=meter&to=millimeter`);
    await waitReady(page);
    await valueBox(page).fill('1,5');
    await expect.poll(() => resultBox(page).textContent()).toBe('1.500');
    await valueBox(page).fill('1.234,5');
    await expect.poll(() => resultBox(page).textContent()).toBe('1.234.500');
    // The language's own format is no choice of the visitor's: the folded options keep their title.
    expect(await page.getByTestId('display-summary').textContent()).toBe('Precision and number format');
    await context.close();
  });
});

describe('home search', () => {
  it('answers a typed conversion as you type; Enter opens the pair page with the value', async () => {
    const { context, page, errors } = await fresh('/');
    const box = page.getByRole('combobox', { name: 'Unit to convert from' });
    // The search hydrates when it scrolls into view; type once it is live.
    await box.scrollIntoViewIfNeeded();
    await page.waitForSelector('astro-island[component-url*="UnitPairSearch"]:not([ssr])');
    await box.click();
    await box.fill('10 feet in meters');
    await expect
      .poll(() => page.getByTestId('query-answer').textContent())
      .toContain('10 feet = 3.048 meters');
    await box.press('Enter');
    await page.waitForURL(/\/length\/foot-to-meter\?v=10$/);
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('10 ft = 3.048 m');
    await page.goto(`${BASE_URL}/`);
    await box.scrollIntoViewIfNeeded();
    await page.waitForSelector('astro-island[component-url*="UnitPairSearch"]:not([ssr])');
    await box.click();
    await box.fill('72 f to c');
    await expect
      .poll(() => page.getByTestId('query-answer').textContent())
      .toContain('≈ 22.2222 degrees Celsius');
    await page.getByTestId('query-answer').getByRole('link').click();
    await page.waitForURL(/\/temperature\/fahrenheit-to-celsius\?v=72$/);
    await expect.poll(() => page.getByTestId('converter-answer').textContent()).toBe('72 °F ≈ 22.2222 °C');
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function unitBoxPick(page: Page, name: string) {
  const box = unitBox(page, 'To');
  await box.click();
  await box.fill(name);
  await box.press('Enter');
}
