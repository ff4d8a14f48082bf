import type { ClientDirective } from 'astro';

/**
 * `client:painted`: an island hydrates once the browser has drawn the page's first contentful
 * paint. Any script requested before that paint delays it (and the page's largest paint with
 * it), and `client:idle` may start before the first frame. The same moment as the layout's
 * after-paint starter; at the latest after 3 s (a page loaded hidden never paints).
 */
const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    // A task of its own, after the paint's.
    setTimeout(() => void load().then((run) => run()));
  };
  setTimeout(hydrate, 3000);
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      hydrate();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => requestAnimationFrame(hydrate));
  }
};

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has painted. */
    'client:painted'?: boolean;
  }
}
