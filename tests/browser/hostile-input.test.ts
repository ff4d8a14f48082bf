/**
 * Hostile input in real Chromium: a seeded fuzz of every text field a visitor can type into
 * (lone UTF-16 surrogates, bidi controls, 10,000-character strings, deep brackets, numbers
 * beyond a double, markup), set the way an input method or an extension sets them (the value
 * written in the page, then an input event), so texts the DevTools protocol would repair reach
 * the page as they are. After every input: no page error, the converter still on the page, and
 * no 'NaN', 'Infinity' or 'undefined' shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import fc from 'fast-check';
import { BASE_URL, launchChromium, recordPageErrors } from './chromium';
import { reachForConverter } from './converterPage';
import { logRequests, pageIdle } from './settle';
import { PAUSE_MS } from '../../src/components/converter/useConverter';
import { MESSAGE_DELAY_MS } from '../../src/browser/messageBox';

const LONE_SURROGATES = ['\ud83d', '\ude00', '\udbff', '\udc00'];
const BIDI = ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f', '\u061c'];
const PIECES = [
  '5',
  '-40',
  '1e308',
  '1e999',
  '-1e999',
  '0',
  '0.1',
  '1,5',
  '1 234,5',
  '1/0',
  '0/0',
  '3/',
  '(',
  ')',
  '^',
  '^^',
  '**',
  '+',
  '-',
  '*',
  '/',
  'ft',
  'in',
  '"',
  "'",
  '’',
  '”',
  '′',
  '″',
  '°',
  'F',
  'C',
  'K',
  'm',
  'kg',
  'lb',
  'to',
  ' in ',
  ' to ',
  'how many',
  'NaN',
  'Infinity',
  'undefined',
  'null',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%',
  '%E0%A4%A',
  '&amp;',
  ' ',
  '\t',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '😀',
  '👍🏽',
  '\u0301',
  '٣',
  '５',
  '½',
  '⅞',
  '−',
  '×',
  '÷',
  'e',
  'E',
  '.',
  ',',
  '#',
  '?',
  '&',
  '=',
];

/** A few hundred hostile texts, the same on every run: the fixed ones, then fast-check's draws from one seed. */
function hostileInputs(seed: number, count: number): string[] {
  const fixed = [
    '5\ud83d',
    '\ud83d5',
    '5\ude00 ft',
    '\u202e5 ft',
    '5\u202e',
    '1'.repeat(10_000),
    '('.repeat(5_000) + '1' + ')'.repeat(5_000),
    '('.repeat(200) + '5',
    '9'.repeat(400),
    `5 ${'ft '.repeat(3_000)}`,
    '1e308*1e308',
    '-500 K',
    '10^1000',
    '10^-1000',
    '0.' + '0'.repeat(500) + '1',
  ];
  const piece = fc.oneof(
    { weight: 15, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
    { weight: 10, arbitrary: fc.constantFrom(...BIDI) },
    { weight: 75, arbitrary: fc.constantFrom(...PIECES) },
  );
  const drawn = fc.sample(
    fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
    { seed, numRuns: Math.max(0, count - fixed.length) },
  );
  return [...fixed, ...drawn];
}

/**
 * Writes each text into the field as an input method would (the value set in the page, then
 * an input event), lets the page render (React renders in a task of its own, queued before the
 * next one), and reports what went wrong after it: the field or the converter gone, or a broken
 * number shown. One round trip for all the texts.
 */
function typeAll(page: Page, field: Field, texts: string[]): Promise<string[]> {
  // Char codes, not strings: the protocol's JSON would turn a lone surrogate into U+FFFD.
  const codes = texts.map((t) => Array.from({ length: t.length }, (_, i) => t.charCodeAt(i)));
  return page.evaluate(
    async ([selector, root, all, broken]) => {
      const problems: string[] = [];
      const check = (when: string) => {
        const kept = document.querySelector<HTMLElement>(root);
        if (!kept || kept.getClientRects().length === 0) problems.push(`blank ${when}`);
        const shown = (document.querySelector('main')?.innerText ?? '').match(new RegExp(broken));
        if (shown) problems.push(`shows '${shown[0]}' ${when}`);
      };
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const cs of all) {
        let text = '';
        for (let i = 0; i < cs.length; i += 4096) text += String.fromCharCode(...cs.slice(i, i + 4096));
        const shortly = JSON.stringify(text.slice(0, 40));
        const el = document.querySelector<HTMLInputElement>(selector);
        if (!el) {
          problems.push(`the field is gone before ${shortly}`);
          break;
        }
        el.focus();
        setValue.call(el, text);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => {
          const { port1, port2 } = new MessageChannel();
          port1.onmessage = r;
          port2.postMessage(null);
        });
        check(`after ${shortly}`);
        if (problems.length >= 5) break;
      }
      if (!all.length) check('after a pause');
      return problems;
    },
    [field.selector, field.root, codes, BROKEN.source] as const,
  );
}

/** A hostile text no field can read (a lone surrogate after the number): the field's sentence is due for it. */
const UNREADABLE = '5\ud83d';

/** What the page shows that a visitor would read as a broken number. */
const BROKEN = /\bNaN\b|\bInfinity\b|\bundefined\b/;

interface Field {
  name: string;
  path: string;
  selector: string;
  /** The element that must stay on the page (the converter), and the text checked for broken numbers. */
  root: string;
  ready?: string;
  /** The field says why a text cannot be read, once typing pauses (the box's id + '-message'). */
  sentence?: true;
}

const converterRoot = '[data-converter-ready="true"]';
const FIELDS: Field[] = [
  {
    name: 'home value',
    path: '/',
    selector: '#converter-value',
    root: converterRoot,
    ready: converterRoot,
    sentence: true,
  },
  {
    name: 'home from-unit picker',
    path: '/',
    selector: '#converter-from',
    root: converterRoot,
    ready: converterRoot,
  },
  { name: 'home pair search', path: '/', selector: '#pair-search-from', root: '#pair-search-from' },
  {
    name: 'length converter value',
    path: '/converter/length',
    selector: '#converter-value',
    root: converterRoot,
    ready: converterRoot,
    sentence: true,
  },
  {
    name: 'temperature converter value',
    path: '/converter/temperature',
    selector: '#converter-value',
    root: converterRoot,
    ready: converterRoot,
    sentence: true,
  },
  {
    name: 'temperature to-unit picker',
    path: '/converter/temperature',
    selector: '#converter-to',
    root: converterRoot,
    ready: converterRoot,
  },
  {
    name: 'pair page value',
    path: '/length/foot-to-meter',
    selector: '#converter-value',
    root: converterRoot,
    ready: converterRoot,
    sentence: true,
  },
  {
    name: 'pair page to-value',
    path: '/temperature/fahrenheit-to-celsius',
    selector: '#converter-to-value',
    root: converterRoot,
    ready: converterRoot,
  },
  {
    name: 'quick-convert form',
    path: '/quick-convert/temperature?from=fahrenheit&to=celsius',
    selector: '#converter-value',
    root: converterRoot,
    ready: converterRoot,
    sentence: true,
  },
  {
    name: 'quick-convert simple converter',
    path: '/quick-convert/length?from=foot&to=meter',
    selector: '#simple-value',
    root: '#simple-value',
  },
];

const PER_FIELD = 220;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('hostile text in every field', () => {
  FIELDS.forEach((field, i) => {
    it(`${field.name}: ${PER_FIELD} seeded inputs, no error, nothing blank, no broken number`, async () => {
      const context = await browser.newContext();
      // The page's timers run on a clock the test can move on (time passes as usual meanwhile).
      await context.clock.install();
      const page = await context.newPage();
      const errors: string[] = [];
      recordPageErrors(page, errors);
      const requests = logRequests(page);
      await page.goto(BASE_URL + field.path);
      if (field.ready) await reachForConverter(page);
      if (field.ready) await page.waitForSelector(field.ready, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // A field that explains unreadable text ends on one, so that its sentence is due.
      const problems = await typeAll(page, field, [
        ...hostileInputs(1000 + i, PER_FIELD),
        ...(field.sentence ? [UNREADABLE] : []),
      ]);
      // Typing pauses: past the pause a reading waits for, and the one before the sentence about unreadable text.
      await page.clock.runFor(PAUSE_MS + MESSAGE_DELAY_MS);
      // The sentence shows (its code and what it names load first); it must not break anything either.
      if (field.sentence) await page.locator(`${field.selector}-message`).waitFor({ state: 'visible' });
      await pageIdle(page, requests);
      problems.push(...(await typeAll(page, field, [])), ...errors.map((e) => `page error: ${e}`));
      await context.close();
      expect(problems).toEqual([]);
    });
  });
});
