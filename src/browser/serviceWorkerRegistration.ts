/**
 * Registers /sw.js (the offline service worker) once the page has loaded and the main thread is
 * idle, so it never competes with the page's own first work. Does nothing where the browser has
 * no service workers. The layout module calls it on production builds only.
 */
export const SERVICE_WORKER_URL = '/sw.js';

type Host = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

export function registerServiceWorker(host: Host = window): void {
  const container = host.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No offline copy this time (private mode, storage full, blocked): the site works as before.
    });
  };
  const whenIdle = () =>
    host.requestIdleCallback
      ? host.requestIdleCallback(register, { timeout: 5000 })
      : host.setTimeout(register, 1);
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, { once: true });
}
