/** The test files' way to Chromium, and helpers they share. */
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from './sharedChromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser project's shared Chromium (tests/browser/sharedChromium.ts). */
    chromiumEndpoint?: string;
  }
}

/**
 * The test file's browser: a connection to the shared Chromium, or its own when there is none.
 * Its contexts run no service worker unless a test asks for one (`serviceWorkers: 'allow'`):
 * a page would otherwise start downloading the whole offline copy (hundreds of files) in every
 * new context, a third of the suite's work, for tests about something else.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = await (endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions()));
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

export { BASE_URL, recordPageErrors } from './sharedChromium';
