/**
 * Cooking by ingredient on the built site, as a cook would use it: questions typed into home's
 * box and into the kitchen converter, the ingredient picker, an ingredient's page and its
 * tables, and a volume asked as a weight without an ingredient. Expected weights are worked out
 * here from each ingredient's measured grams per household measure and the measures' defined
 * millilitres, not by the site's conversion code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { openConverter, valueBox, withConverter } from './converterPage';
import { ingredients } from '../../src/generated/ingredients';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Millilitres in each measure, by definition (a US cup is 8 US fluid ounces of 29.5735295625 mL). */
const ML: Record<string, number> = {
  cup_us: 236.5882365,
  tablespoon_us: 14.78676478125,
  teaspoon_us: 4.92892159375,
  fluid_ounce_us: 29.5735295625,
};
const GRAMS: Record<string, number> = { g: 1, oz: 28.349523125 };
const STICK_ML = 8 * ML.tablespoon_us!;

/** Grams per millilitre of an ingredient, from the grams its source gives for its measure. */
function gramsPerMl(id: string): number {
  const ingredient = ingredients.ingredients.find((i) => i.id === id)!;
  const [amount, unit] = ingredient.measure.split(' ') as [string, string];
  return ingredient.grams / (Number(amount) * ML[unit]!);
}

/** [question, ingredient, expected lead, expected number]: volumes to weights and back. */
const QUESTIONS: [string, string, RegExp, number][] = [
  [
    '1 cup of flour in grams',
    'all_purpose_flour',
    /^1 cup \(US\) of all-purpose flour ≈ $/,
    ML.cup_us! * gramsPerMl('all_purpose_flour'),
  ],
  [
    '1 cup flour to g',
    'all_purpose_flour',
    /^1 cup \(US\) of all-purpose flour ≈ $/,
    ML.cup_us! * gramsPerMl('all_purpose_flour'),
  ],
  [
    '200 g sugar in cups',
    'granulated_sugar',
    /^200 g of granulated sugar ≈ $/,
    200 / gramsPerMl('granulated_sugar') / ML.cup_us!,
  ],
  ['2 sticks of butter in grams', 'butter', /^2 sticks of butter ≈ $/, 2 * STICK_ML * gramsPerMl('butter')],
  [
    '3/4 cup brown sugar to oz',
    'brown_sugar',
    /^0\.75 cup \(US\) of brown sugar ≈ $/,
    (0.75 * ML.cup_us! * gramsPerMl('brown_sugar')) / GRAMS.oz!,
  ],
  ['1 tbsp honey in g', 'honey', /^1 tbsp \(US\) of honey ≈ $/, ML.tablespoon_us! * gramsPerMl('honey')],
  [
    'how many cups is 500 g of rice',
    'white_rice',
    /^500 g of long-grain white rice ≈ $/,
    500 / gramsPerMl('white_rice') / ML.cup_us!,
  ],
];

const part = (page: Page, name: string) =>
  page.locator(`[data-testid="converter-answer"] [data-answer="${name}"]`).first();

async function type(page: Page, text: string): Promise<void> {
  await valueBox(page).fill('');
  await valueBox(page).pressSequentially(text);
}

/** Types a question and checks the answer: the lead names the ingredient and the cup, the number is within four significant digits, '≈'. */
async function expectAnswer(page: Page, [text, , lead, expected]: (typeof QUESTIONS)[number]): Promise<void> {
  await type(page, text);
  await expect.poll(() => part(page, 'lead').textContent(), { timeout: 15_000 }).toMatch(lead);
  const shown = Number((await part(page, 'result').textContent())!.replace(/,/g, ''));
  expect(Math.abs(shown - expected) / expected, `${text}: ${shown} against ${expected}`).toBeLessThan(0.0006);
  expect(await page.getByTestId('input-message').isHidden()).toBe(true);
}

describe('cooking by ingredient in Chromium', () => {
  it("answers the cook's questions in home's box, each ≈ and naming the ingredient and the cup", async () => {
    await withConverter(browser, '/', null, async ({ page, errors }) => {
      for (const q of QUESTIONS) await expectAnswer(page, q);
      // The ingredient gets a tab of its own, as any category the tabs do not offer, named as a tab is.
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent())
        .toBe('Long-grain white rice');
      expect(errors).toEqual([]);
    });
  });

  it('answers them in the kitchen converter, whose picker follows the ingredient asked about', async () => {
    await withConverter(browser, '/kitchen', null, async ({ page, errors }) => {
      const picker = page.getByLabel('Ingredient', { exact: true });
      for (const q of QUESTIONS) {
        await expectAnswer(page, q);
        await expect.poll(() => picker.inputValue()).toBe(`ingredient-${q[1]}`);
      }
      expect(errors).toEqual([]);
    });
  });

  it('weighs the same amount as another ingredient when one is picked, and the address keeps it', async () => {
    await withConverter(browser, '/kitchen', null, async ({ page, errors }) => {
      await type(page, '1');
      await expect.poll(() => part(page, 'lead').textContent()).toBe('1 cup (US) of all-purpose flour ≈ ');
      await page.getByLabel('Ingredient', { exact: true }).selectOption('ingredient-butter');
      await expect.poll(() => part(page, 'lead').textContent()).toBe('1 cup (US) of butter ≈ ');
      expect(await part(page, 'result').textContent()).toBe('227');
      await expect.poll(() => new URL(page.url()).searchParams.get('ingredient')).toBe('butter');
      // In butter's own units, ounces are a weight.
      await type(page, '1 cup in ounces');
      await expect
        .poll(() => page.getByTestId('converter-answer').textContent())
        .toBe('1 cup (US) of butter ≈ 8.007 oz');
      await page.reload();
      await expect
        .poll(() => page.getByLabel('Ingredient', { exact: true }).inputValue())
        .toBe('ingredient-butter');
      expect(errors).toEqual([]);
    });
  });

  it('asks for the ingredient when a volume is asked as a weight without one, and names a word that is neither', async () => {
    await withConverter(browser, '/', null, async ({ page, errors }) => {
      await type(page, '1 cup in grams');
      const message = page.getByTestId('input-message');
      await expect
        .poll(() => message.textContent(), { timeout: 15_000 })
        .toMatch(
          /What a US cup weighs depends on what is in it: name the ingredient, as in ‘1 cup of flour to g’ \(all-purpose flour, .*\)\./,
        );
      expect(await message.getByRole('link').getAttribute('href')).toBe('/kitchen');
      expect(await message.textContent()).not.toMatch(/does not convert|not of length/);
      await type(page, '1 cup of flurb in grams');
      await expect
        .poll(() => message.textContent(), { timeout: 15_000 })
        .toMatch(/‘flurb’ is not a unit or an ingredient we know/);
      expect(await message.locator('mark').textContent()).toBe('flurb');
      expect(errors).toEqual([]);
    });
  });
});

describe('an ingredient’s page', () => {
  it('answers a cup in grams in its HTML, and tables cups and spoons in grams and grams in cups, with the density’s source', async () => {
    const { context, page, errors } = await openConverter(browser, '/kitchen/all-purpose-flour');
    try {
      const perMl = gramsPerMl('all_purpose_flour');
      expect(await page.getByTestId('converter-answer').textContent()).toBe(
        '1 cup (US) of all-purpose flour ≈ 125 g',
      );
      const rows = await page
        .getByTestId('kitchen-volume-table')
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!)));
      const cups = ['1/8', '1/4', '1/3', '1/2', '2/3', '3/4', '1', '2'];
      expect(rows.map((r) => r[0])).toEqual([
        ...cups.map((c) => `${c} ${c === '2' ? 'US cups' : 'US cup'}`),
        '1 metric cup',
        '1 US tablespoon',
        '1 US teaspoon',
      ]);
      for (const [i, c] of cups.entries()) {
        const [n, d = '1'] = c.split('/');
        const grams = (Number(n) / Number(d)) * ML.cup_us! * perMl;
        const shown = Number(rows[i]![1]!.replace('≈ ', ''));
        expect(Math.abs(shown - grams) / grams, c).toBeLessThan(0.0006);
      }
      const back = await page
        .getByTestId('kitchen-weight-table')
        .locator('tbody tr')
        .first()
        .locator('td')
        .allTextContents();
      expect(back[0]).toBe('50 g');
      expect(Number(back[1]!.replace('≈ ', ''))).toBeCloseTo(50 / perMl / ML.cup_us!, 3);
      expect(await page.getByTestId('kitchen-source').textContent()).toMatch(
        /USDA SR26, NDB 20081 .*1 cup = 125 g/,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
