/**
 * The page scripts find the built converter's parts by their declared attributes
 * (converter/answerParts.ts), never by test ids: served without a single data-testid, a
 * quick-convert page still writes the pair its address names into the form before React is live,
 * and a pair page's converter still comes to life over the built answer, its formula as built.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { ANSWER_PARTS, partSelector } from '../../src/components/converter/answerParts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * A page whose HTML is served with its test ids taken out, or as built, with the scripts `held`
 * names never answered; and the errors it reports.
 */
async function openPage(
  path: string,
  withoutTestIds: boolean,
  held: RegExp,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  recordPageErrors(page, errors);
  await page.route(held, () => undefined);
  if (withoutTestIds) {
    await page.route(
      (url) => url.pathname === new URL(BASE_URL + path).pathname,
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain(' data-testid="');
        await route.fulfill({ response, body: html.replace(/ data-testid="[^"]*"/g, '') });
      },
    );
  }
  // A held script started before the load event would hold that event forever: the page is
  // taken as soon as its HTML is read, and each test waits for what it looks at.
  await page.goto(BASE_URL + path, { waitUntil: 'domcontentloaded' });
  return { page, errors };
}

/** The text of every part the built form has, by name. */
const partTexts = (page: Page) =>
  Promise.all(
    ANSWER_PARTS.map(
      async (part) => [part, await page.locator(partSelector(part)).allTextContents()] as const,
    ),
  );

describe('the converter parts page scripts use', () => {
  it('a quick-convert page writes another pair into the form without test ids, as it does with them', async () => {
    const shown = async (withoutTestIds: boolean) => {
      // The form's converter is held back: what shows is the page script's writing.
      const { page, errors } = await openPage(
        '/quick-convert/length/?from=kilometer&to=foot',
        withoutTestIds,
        /QuickConvertReached/,
      );
      await page.waitForFunction(() => !document.documentElement.classList.contains('quick-pending'));
      expect(
        await page.evaluate(() => [
          document.documentElement.dataset.widgets,
          document.querySelectorAll('[data-testid]').length,
        ]),
      ).toEqual([undefined, withoutTestIds ? 0 : expect.any(Number)]);
      const texts = await partTexts(page);
      await page.close();
      expect(errors).toEqual([]);
      return texts;
    };
    const withIds = await shown(false);
    expect(Object.fromEntries(withIds)).toMatchObject({
      result: ['32,808.4'],
      symbol: ['km', 'ft'],
      'line-number': ['3,280.84'],
    });
    expect(await shown(true)).toEqual(withIds);
  });

  it('a pair page comes to life over its built answer without test ids, its formula as built', async () => {
    // Nothing is held back: the converter works the formula out with the builder the build used.
    const { page, errors } = await openPage('/length/foot-to-meter', true, /(?!)/);
    const formula = page.locator(partSelector('formula'));
    const built = await formula.textContent();
    expect(built).toMatch(/^Formula: /);
    await page.locator('#converter-value').focus();
    await page.waitForSelector('html[data-widgets="ready"]', { state: 'attached' });
    await page.locator('#converter-value').fill('2');
    await expect.poll(() => page.locator('#converter-to-value').inputValue()).toBe('0.6096');
    expect(await formula.textContent()).toBe(built);
    await page.close();
    expect(errors).toEqual([]);
  });
});
