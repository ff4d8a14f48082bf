/**
 * A visitor who taps a converter's value box and types while the page comes to life, at a
 * moment and a pace drawn from a seed, on a phone or one four times slower: what the page holds
 * once its converter is live. Pages whose converter is drawn before its code comes (a pair the
 * 404 page draws, a quick-convert page's pair) must keep the box and every key.
 */
import type { CDPSession, Page } from 'playwright-core';
import { until } from './settle';

/** mulberry32: the same sequence on every run. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface TypingTrial {
  /** The address, opened as a visitor types it. */
  url: string;
  /** The value box the visitor taps, once it shows. */
  box: string;
  /** How long after the box shows the visitor taps it, in ms. */
  tap: number;
  /** The pause before each key, in ms. */
  keys: number[];
  /** On a phone four times slower (the CPU throttled). */
  slow: boolean;
  /** The converter's code (the requests `code` matches) held back `ms` ms, as on a slow network. */
  held?: { code: RegExp; ms: number };
  typed: string;
  /** The answer the converter gives for the typed text. */
  answer: string;
}

/** How a trial ends: the box's text, whether it is the box that showed, whether it has the focus, and the answer. */
export interface TypingEnd {
  value: string | undefined;
  kept: boolean;
  focused: boolean;
  answer: string | null | undefined;
}

/** The page's tab must be one of a context with touch (`hasTouch`); `cdp` is that tab's session. */
export async function tapAndType(page: Page, cdp: CDPSession, trial: TypingTrial): Promise<TypingEnd> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: trial.slow ? 4 : 1 });
  const { held } = trial;
  if (held)
    await page.route(held.code, (route) =>
      setTimeout(() => void route.continue().catch(() => undefined), held.ms),
    );
  try {
    await page.goto(trial.url, { waitUntil: 'commit' });
    const box = page.locator(trial.box);
    await box.waitFor();
    // Marked as it shows: a box drawn anew later would not carry the mark.
    await box.evaluate((el) => Object.assign(el, { shownBox: true }));
    await page.waitForTimeout(trial.tap);
    await box.tap();
    for (const [i, key] of [...trial.typed].entries()) {
      await page.waitForTimeout(trial.keys[i]!);
      await page.keyboard.type(key);
    }
    await until(page, `${trial.url}: the converter live`, () =>
      document.querySelector('[data-converter-ready="true"]'),
    );
    // Until it answers what was typed, or for a while: what it shows then is compared.
    await page
      .waitForFunction(
        (text) => document.querySelector('[data-testid="converter-answer"]')?.textContent === text,
        trial.answer,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    return await page.evaluate((selector) => {
      const live = document.querySelector<HTMLInputElement>(selector);
      return {
        value: live?.value,
        kept: live !== null && 'shownBox' in live,
        focused: live !== null && document.activeElement === live,
        answer: document.querySelector('[data-testid="converter-answer"]')?.textContent,
      };
    }, trial.box);
  } finally {
    if (held) await page.unroute(held.code);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}
