/**
 * The site's one "when the visitor reaches for the converter". A converter built as this visitor
 * should see it (its first answer, its pair, no choices of their own) is only read by most
 * visitors: its code (React and the converter) loads when a pointer goes over it, it is tapped or
 * it gets the focus (or is typed in, in a box the page focused on load). A click on it
 * before it is live is marked (CLICKED_BEFORE) and made again once it is (`replayClick`); what
 * was typed meanwhile stays in the box, and the converter takes it over. Used by the pair pages'
 * and quick convert's start scripts (pairConverterStart.ts, quickConvertStart.ts) and the
 * `client:reached` directive (home and /converter/{category}).
 */

import { visitorDisplayAsBuilt } from '../../browser/builtDisplay';

/** What tells that the visitor reaches for the converter (input: in a box focused on load). */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'] as const;
/** Clicks on these do their own thing at once and are not kept. */
const NATIVE = 'a, input, label, select, textarea';

/** Marks the element of a converter clicked before it was live: the click is made again once it is. */
export const CLICKED_BEFORE = 'data-clicked-before';

/**
 * Runs `start` once, when the visitor reaches for `root`; at once where `builtViewStands` is
 * false, or the visitor has reached for it already (the focus or the pointer is there). `isLive`
 * tells whether the converter's code has made it live, after which clicks are its own.
 */
export function whenReached(
  root: HTMLElement,
  start: () => void,
  builtViewStands: boolean,
  isLive: () => boolean,
): void {
  let started = false;
  // Reaching again once started does nothing (the listeners stay: cheaper than their removal's bytes).
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (isLive() || !target || target.closest(NATIVE)) return;
      event.preventDefault(); // a <details> would open empty
      root.querySelector(`[${CLICKED_BEFORE}]`)?.removeAttribute(CLICKED_BEFORE);
      target.setAttribute(CLICKED_BEFORE, '');
      startOnce();
    },
    { capture: true },
  );
  // A box the page focuses on load (quick convert's) is not reached for until the visitor types
  // in it or the pointer comes. (An element under the pointer makes its ancestors :hover too.)
  const focused = document.activeElement as HTMLElement | null;
  if (builtViewStands && (!root.contains(focused) || focused!.autofocus) && !root.matches(':hover')) {
    for (const type of REACHING) root.addEventListener(type, startOnce, { passive: true });
  } else startOnce();
}

/** Makes again the click the visitor made on `root` before it was live, if any. */
export function replayClick(root: Element): void {
  const clicked = root.querySelector<HTMLElement>(`[${CLICKED_BEFORE}]`);
  clicked?.removeAttribute(CLICKED_BEFORE);
  // After the effects of hydration (the text typed before it) have been drawn.
  if (clicked) setTimeout(() => clicked.click());
}

/**
 * Whether the boxes under `root` hold what they were built (or drawn) with, and the visitor's
 * display choices are the built ones.
 */
export const boxesAsBuilt = (root: Element): boolean =>
  [...root.querySelectorAll('input')].every((box) => box.value === box.defaultValue) &&
  visitorDisplayAsBuilt();

/**
 * Whether the converter in `root` shows, as built, what this visitor should see: no query in the
 * address, and its boxes and the display choices as built.
 */
export const shownAsBuilt = (root: Element): boolean => location.search === '' && boxesAsBuilt(root);
