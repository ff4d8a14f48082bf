/**
 * The pair pages' one script, run once the page has painted. Their converter arrives built,
 * with its answer, and most visitors only read it: its code (React and the converter) loads
 * when the visitor reaches for it (a pointer over it, a tap, the focus), or at once where the
 * built answer is not what this visitor should see (display choices of their own, a language
 * that writes decimal commas, an address with a query, a box changed before this ran).
 * A click in it before it is live is made again once it is; what was typed is taken over.
 */
import { showsAsBuilt } from '../../browser/builtPrefs';
import { STORAGE_KEY } from '../../browser/storageKey';
import { fitBuiltPickers } from '../converter/pickerFit';

/** What tells that the visitor reaches for the converter. */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Clicks on these do their own thing at once and are not kept. */
const NATIVE = 'a, input, label, select, textarea';

const island = document.querySelector<HTMLElement>('[data-converter-island]');
if (island) {
  fitBuiltPickers(island);
  let clicked: HTMLElement | null = null;
  let started = false;
  const isLive = () => document.documentElement.dataset.widgets === 'ready';
  const listen = () => {
    for (const type of REACHING) island.addEventListener(type, start, { passive: true });
  };
  function start() {
    if (started) return;
    started = true;
    for (const type of REACHING) island!.removeEventListener(type, start);
    import('./pairConverter.entry').then(({ startPairConverter }) => startPairConverter(() => clicked), () => {
      // Offline with nothing cached, or a failed request: the next reach tries again.
      started = false;
      listen();
    });
  }
  island.addEventListener('click', (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (isLive() || !target || target.closest(NATIVE)) return;
    event.preventDefault(); // a <details> would open empty
    clicked = target;
    start();
  }, { capture: true });
  // Reached for already (focus or pointer there before this ran), or built in other choices: at once.
  if (builtAnswerStands(island) && !island.contains(document.activeElement) && !island.matches(':hover')) listen();
  else start();
}

function builtAnswerStands(root: HTMLElement): boolean {
  if (location.search !== '') return false;
  if ([...root.querySelectorAll('input')].some((box) => box.value !== box.defaultValue)) return false;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage blocked: nothing stored
  }
  return showsAsBuilt(stored, navigator.language);
}
