/**
 * The behaviour every page's frame needs, in one small module: the theme toggles and the theme
 * following the system's colour scheme, the top-bar shadow once scrolled past 10 px, the
 * copyright year at view time and, on a production build, the offline service worker.
 */
import { bindThemeToggles, followSystemTheme } from '../browser/theme';
import { registerServiceWorker } from '../browser/serviceWorkerRegistration';

export function wireLayout(): void {
  bindThemeToggles();
  followSystemTheme();
  const bar = document.getElementById('top-bar');
  const update = () => bar?.classList.toggle('shadow-md', window.scrollY > 10);
  window.addEventListener('scroll', update, { passive: true });
  update();
  // The copyright year is the visitor's current year, not the build's.
  for (const el of document.querySelectorAll('[data-current-year]'))
    el.textContent = String(new Date().getFullYear());
  if (import.meta.env.PROD) registerServiceWorker();
  // The frame is live (its code starts after the first paint): a hook for tests and tools.
  document.documentElement.dataset.frame = 'ready';
}
