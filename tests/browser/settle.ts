/**
 * Waits for states a page reaches on its own (its requests done, its rendering steps passed,
 * its islands hydrated, its transitions over), never for a fixed time. Each one fails, when it
 * times out, naming what it waited for.
 */
import type { Page, Request } from 'playwright-core';
import { expect, vi } from 'vitest';

/** The requests a page makes from the moment it is watched: every address, and those not yet answered. */
export interface RequestLog {
  urls: string[];
  inFlight(): string[];
}

export function logRequests(page: Page): RequestLog {
  const urls: string[] = [];
  const open = new Set<Request>();
  page.on('request', (r) => {
    urls.push(r.url());
    open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return { urls, inFlight: () => [...open].map((r) => r.url()) };
}

/**
 * Waits until the page has done what it does on its own: no request of `log` in flight, and
 * still none once the page's main thread has come to an idle period (every task that was due,
 * the answers of those requests included, has run).
 */
export async function pageIdle(page: Page, log: RequestLog, timeout = 15_000): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(log.inFlight(), 'requests in flight').toEqual([]);
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      expect(log.inFlight(), 'requests the page started before its idle period').toEqual([]);
    },
    { timeout, interval: 50 },
  );
}

/**
 * Lets the page pass its rendering steps twice: media-query changes and scroll events are
 * handled there, before the animation frames, and the tasks queued before them have run.
 */
export function afterFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Lets the page run the tasks already queued (React renders in tasks of its own): two task
 * round trips, neither a timer nor a frame, so it works under a stopped clock too.
 */
export function queuedTasks(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i++)
      await new Promise((r) => {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = r;
        port2.postMessage(null);
      });
  });
}

/** Waits until `predicate` holds in the page (retried on every frame, across navigations); a timeout names `what`. */
export async function until(
  page: Page,
  what: string,
  predicate: () => unknown,
  timeout = 15_000,
): Promise<void> {
  try {
    await page.waitForFunction(predicate, null, { timeout });
  } catch (e) {
    throw new Error(`Waited for ${what}: ${(e as Error).message}`, { cause: e });
  }
}

/**
 * Waits until every island that hydrates on its own has: all but a `client:visible` one out of
 * the viewport, which waits for the visitor to scroll to it, and a `client:reached` converter
 * that waits for the visitor to reach for it (or has started: it then hydrates on its own).
 */
export async function islandsHydrated(page: Page, timeout = 15_000): Promise<void> {
  await until(
    page,
    'the islands that hydrate on their own to have hydrated',
    () => {
      const inView = (island: Element) =>
        [...island.children].some((el) => {
          const r = el.getBoundingClientRect();
          return (
            (r.width > 0 || r.height > 0) &&
            r.bottom >= 0 &&
            r.right >= 0 &&
            r.top <= innerHeight &&
            r.left <= innerWidth
          );
        });
      return [...document.querySelectorAll('astro-island[ssr]')].every(
        (island) =>
          (island.getAttribute('client') === 'visible' && !inView(island)) ||
          (island.getAttribute('client') === 'reached' && island.hasAttribute('data-unreached')),
      );
    },
    timeout,
  );
}

/** Waits until no CSS transition or animation on the page is still running. */
export async function animationsDone(page: Page, timeout = 10_000): Promise<void> {
  await until(
    page,
    'every transition and animation to have finished',
    () => !document.getAnimations().some((a) => a.playState === 'running'),
    timeout,
  );
}

/**
 * Holds back every request for `url` until the returned function is called: what the page does
 * while a file is on its way, at a moment the test chooses.
 */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
