/**
 * The site's one "after the first paint": `then` runs in a task of its own once the browser
 * reports that the page has painted (its first contentful paint), or that `element` has (Element
 * Timing, for what a page's own code draws after the first paint); at the latest after 3 s (a
 * page loaded hidden never paints); where neither is reported, after two frames. Any script
 * requested before that paint delays it, and the page's largest paint with it. Used by the
 * layout's starter (written into every page from this module, starter.ts), the `client:reached`
 * directive, the 404 page's drawn pair and the quick-convert page's converter.
 */
export function whenPainted(then: () => void, element?: Element): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The element leaves as it was built, so that code hydrating it finds the markup it wrote.
    element?.removeAttribute('elementtiming');
    setTimeout(then);
  };
  setTimeout(start, 3000);
  const type = element ? 'element' : 'paint';
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes(type)
  ) {
    requestAnimationFrame(() => requestAnimationFrame(start));
    return;
  }
  const name = element ? 'painted-part' : 'first-contentful-paint';
  element?.setAttribute('elementtiming', name);
  const observer = new PerformanceObserver((list) => {
    const named = list
      .getEntries()
      .some(
        (e) => (element ? (e as PerformanceEntry & { identifier?: string }).identifier : e.name) === name,
      );
    if (!named) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type, buffered: true });
}
