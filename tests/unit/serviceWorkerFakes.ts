/** A service-worker global in Node for the worker tests: caches, fetch and events, in memory. */
import { runInNewContext } from 'node:vm';
import { renderServiceWorker, type WorkerBuild } from '../../src/integrations/serviceWorker/render';

export const ORIGIN = 'https://units.test';

/** Keys are URL strings; like the Cache API, keys() lists entries in the order they were put. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.delete(key);
    this.entries.set(key, response);
  }
  async keys() {
    return [...this.entries.keys()];
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
}

export class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  /** Every saved key, as 'cache-name key'. */
  listing(): string[] {
    return [...this.named].flatMap(([name, cache]) => [...cache.entries.keys()].map((k) => `${name} ${k}`));
  }
}

/** A same-origin response as fetch returns it (type 'basic'). */
export function basic(body: string, init: ResponseInit & { redirected?: boolean } = {}): Response {
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    ...init,
  });
  Object.defineProperty(response, 'type', { value: 'basic' });
  if (init.redirected) Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

export type FakeRequest = { url: string; method: string; mode: string };
export type Fetch = (input: FakeRequest | string, init?: RequestInit) => Promise<Response>;

export interface Worker {
  caches: FakeCacheStorage;
  calls: string[];
  /** The worker's top-level functions (routeOf, pageKey). */
  global: Record<string, (...args: string[]) => string>;
  claimed: () => boolean;
  skippedWaiting: () => boolean;
  /** Fires an install/activate event and waits for what it waits for. */
  lifecycle(type: 'install' | 'activate'): Promise<void>;
  /** Fires a fetch event: undefined when the worker left the request alone. */
  request(path: string, options?: { method?: string; mode?: string }): Promise<Response | undefined>;
  setNetwork(fetch: Fetch): void;
}

export function loadWorker(build: WorkerBuild, network: Fetch, caches = new FakeCacheStorage()): Worker {
  const listeners = new Map<string, (event: unknown) => void>();
  let claimed = false;
  let skipped = false;
  const calls: string[] = [];
  let current = network;
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => {
      skipped = true;
    },
    clients: {
      claim: async () => {
        claimed = true;
      },
    },
  };
  const fetch: Fetch = (input, init) => {
    calls.push(typeof input === 'string' ? input : input.url);
    return current(input, init);
  };
  const global: Record<string, unknown> = { self, caches, fetch, URL, Response, console };
  runInNewContext(renderServiceWorker(build), global);
  const fire = async (type: string, extra: object) => {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)!({
      ...extra,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      respondWith: (r: Promise<Response>) => {
        response = r;
      },
    });
    const answer = await response;
    await Promise.all(pending);
    return answer;
  };
  return {
    caches,
    calls,
    global: global as Worker['global'],
    claimed: () => claimed,
    skippedWaiting: () => skipped,
    lifecycle: async (type) => {
      await fire(type, {});
    },
    request: (path, { method = 'GET', mode = 'cors' } = {}) =>
      fire('fetch', { request: { url: new URL(path, ORIGIN).href, method, mode } }),
    setNetwork: (fetch) => {
      current = fetch;
    },
  };
}

export const offline: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));
