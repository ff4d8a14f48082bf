import type { ClientDirective } from 'astro';
import { HISTORY_KEY, STORAGE_KEY } from '../../browser/storageKey';
import { whenPainted } from '../../components/startup/whenPainted';
import { replayClick, shownAsBuilt, whenReached } from '../../components/startup/whenReached';

/** What the converter marks once it is live (restored and hydrated). */
const LIVE = '[data-converter-ready="true"]';
/** On the island while it waits for the visitor to reach for it. */
const UNREACHED = 'data-unreached';
/** The keys that move along the category tabs. */
const TAB_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * `client:reached`: the main converter (home, /converter/{category}) hydrates once the page has
 * painted and the visitor reaches for it (whenReached). It is built as a first visit shows it:
 * where this visitor has something of their own to see (a stored conversion or history, display
 * choices, an address with a query, a box changed), or another tab records a conversion, it
 * hydrates at once.
 */
const reached: ClientDirective = (load, _options, island) =>
  whenPainted(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      island.removeAttribute(UNREACHED);
      void load()
        .then((hydrate) => hydrate())
        .then(() =>
          whenLive(island, () => {
            replayClick(island);
            replayKeys();
          }),
        );
    };
    // A key that moves along the category tabs, pressed before the converter is live, is pressed
    // again once it is, from the tab that has the focus then: none is lost.
    const keys: string[] = [];
    const replayKeys = () => {
      for (const key of keys.splice(0)) {
        const tab = document.activeElement;
        if (tab instanceof HTMLElement && tab.getAttribute('role') === 'tab' && island.contains(tab))
          tab.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }
    };
    island.addEventListener(
      'keydown',
      (event) => {
        const target = event.target;
        if (
          island.querySelector(LIVE) ||
          !(target instanceof HTMLElement) ||
          target.getAttribute('role') !== 'tab'
        )
          return;
        if (!TAB_KEYS.includes(event.key)) return;
        event.preventDefault(); // Home and End would scroll the page
        keys.push(event.key);
        start();
      },
      { capture: true },
    );
    let stored = false;
    try {
      stored = localStorage.getItem(STORAGE_KEY) !== null || localStorage.getItem(HISTORY_KEY) !== null;
    } catch {
      // Storage blocked: the converter starts with its defaults, as built.
    }
    const stands = !stored && shownAsBuilt(island);
    // Marked while it waits for the visitor (a hook for tests and tools).
    if (stands) island.setAttribute(UNREACHED, '');
    whenReached(island, start, stands, () => island.querySelector(LIVE) !== null);
    // Another tab's conversion shows here at once.
    addEventListener('storage', start, { once: true });
  });

function whenLive(island: Element, then: () => void): void {
  if (island.querySelector(LIVE)) return then();
  const observer = new MutationObserver(() => {
    if (!island.querySelector(LIVE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(island, { subtree: true, attributes: true, attributeFilter: ['data-converter-ready'] });
}

export default reached;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has painted and the visitor reaches for it. */
    'client:reached'?: boolean;
  }
}
