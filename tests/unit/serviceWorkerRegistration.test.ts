import { describe, expect, it } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from '../../src/browser/serviceWorkerRegistration';

/** A window stand-in: records registrations and lets the test fire 'load' and idle callbacks. */
function fakeHost(readyState: DocumentReadyState, withWorkers = true) {
  const registered: [string, RegistrationOptions | undefined][] = [];
  const onLoad: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const host = {
    document: { readyState },
    navigator: withWorkers
      ? {
          serviceWorker: {
            register: async (url: string | URL, options?: RegistrationOptions) => {
              registered.push([String(url), options]);
              return {} as ServiceWorkerRegistration;
            },
          },
        }
      : {},
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    setTimeout: () => 0,
    requestIdleCallback: (callback: () => void) => {
      idle.push(callback);
      return 1;
    },
  };
  return {
    host: host as unknown as Parameters<typeof registerServiceWorker>[0],
    registered,
    load: () => onLoad.forEach((f) => f()),
    idle: () => idle.splice(0).forEach((f) => f()),
  };
}

describe('service worker registration', () => {
  it('waits for the load event, then for an idle moment, then registers /sw.js for the whole site', () => {
    const fake = fakeHost('interactive');
    registerServiceWorker(fake.host);
    expect(fake.registered).toEqual([]);
    fake.load();
    expect(fake.registered).toEqual([]);
    fake.idle();
    expect(fake.registered).toEqual([[SERVICE_WORKER_URL, { scope: '/' }]]);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('on a page already loaded, registers at the next idle moment', () => {
    const fake = fakeHost('complete');
    registerServiceWorker(fake.host);
    fake.idle();
    expect(fake.registered.length).toBe(1);
  });

  it('does nothing where the browser has no service workers', () => {
    const fake = fakeHost('complete', false);
    expect(() => {
      registerServiceWorker(fake.host);
      fake.load();
      fake.idle();
    }).not.toThrow();
    expect(fake.registered).toEqual([]);
  });
});
