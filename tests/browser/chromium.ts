/** The test files' way to Chromium, and helpers they share. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from './sharedChromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser project's shared Chromium (tests/browser/sharedChromium.ts). */
    chromiumEndpoint?: string;
  }
}

/** The test file's browser: a connection to the shared Chromium, or its own when there is none. */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions());
}

export { BASE_URL } from './sharedChromium';

/** Records the page's uncaught errors and console errors in `into`; tests expect it to stay empty. */
export function recordPageErrors(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') into.push(m.text());
  });
}
