/**
 * The pair pages' first script, run once the page has painted (PairPageScript.astro). Their
 * converter arrives built, with its answer, and most visitors only read it: its code (React
 * and the converter: pairConverter.entry.ts, at the address the page's loader gives as
 * `data-converter-code`) loads when the visitor reaches for it (a pointer over it, a tap, the
 * focus), or at once where the built answer is not what this visitor should see (display
 * choices of their own, a language that writes decimal commas, an address with a query, a box
 * changed before this ran). A click in it before it is live is marked (CLICKED_BEFORE) and
 * made again once it is; what was typed is taken over.
 */
import { showsAsBuilt, visitorPrefs } from '../../browser/displayPrefs';
import { CLICKED_BEFORE, isLive } from './converterIsland';

/** What tells that the visitor reaches for the converter. */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Clicks on these do their own thing at once and are not kept. */
const NATIVE = 'a, input, label, select, textarea';

const island = document.querySelector<HTMLElement>('[data-converter-island]');
if (island) {
  let started = false;
  // Reaching again once started does nothing (the listeners stay: cheaper than their removal's bytes).
  function start() {
    if (started) return;
    started = true;
    const code = document.querySelector<HTMLScriptElement>('script[data-converter-code]')?.dataset
      .converterCode;
    if (code) void import(/* @vite-ignore */ code);
  }
  // The page's value is selected on a focus from the first moment (BuiltValueFocus, written
  // before the converter; a converter the 404 page drew has it from that page's code).
  island.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (isLive() || !target || target.closest(NATIVE)) return;
      event.preventDefault(); // a <details> would open empty
      island.querySelector(`[${CLICKED_BEFORE}]`)?.removeAttribute(CLICKED_BEFORE);
      target.setAttribute(CLICKED_BEFORE, '');
      start();
    },
    { capture: true },
  );
  // Reached for already (focus or pointer there before this ran), or built in other choices: at once.
  if (builtAnswerStands(island) && !island.contains(document.activeElement) && !island.matches(':hover')) {
    for (const type of REACHING) island.addEventListener(type, start, { passive: true });
  } else start();
}

function builtAnswerStands(root: HTMLElement): boolean {
  if (location.search !== '') return false;
  if ([...root.querySelectorAll('input')].some((box) => box.value !== box.defaultValue)) return false;
  return showsAsBuilt(visitorPrefs());
}
