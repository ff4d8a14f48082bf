/** What one keystroke in the converter's box costs: how many times the language reads the whole text. */
import { describe, expect, it } from 'vitest';
import { readingOf, step, view } from '../../src/browser/converterModel';
import { steps } from '../../src/core/language/steps';
import { categoryRecord as category, homeConverter as converter } from './homeConverter';

/** Each prefix of `text` typed into home's box, with the language's whole-text readings it took: "60 mph: 1". */
function costs(text: string): string[] {
  const out: string[] = [];
  let m = converter();
  for (let i = 1; i <= text.length; i++) {
    const before = steps.texts;
    m = step(m, { type: 'text', text: text.slice(0, i) });
    // The view, looked at again and again as React renders, reuses the keystroke's reading.
    view(m);
    readingOf(m);
    view(m);
    out.push(`${text.slice(0, i)}: ${steps.texts - before}`);
    const needs = view(m).needs?.category;
    const record = needs ? category(needs) : undefined;
    if (record) m = step(m, { type: 'record', category: record });
  }
  return out;
}

describe('one keystroke, one reading of the text', () => {
  it.each([
    '60 mph * 2 h to km',
    '0 °C + 10 K to °F',
    'how many feet in a mile',
    '1 kWh / 100 km to Wh/mi',
    'half a mile in feet',
    '1 cup of flour in grams',
    '2 eggs in grams',
    'how many cups is 500 g of rice',
  ])('the language reads %j once per keystroke, and once more when the converter moves to it', (text) => {
    const all = costs(text);
    expect(all.filter((c) => !/: [012]$/.test(c))).toEqual([]);
    // Most keystrokes move nothing: one reading.
    expect(all.filter((c) => /: [01]$/.test(c)).length).toBeGreaterThan(all.length / 2);
  });
});
