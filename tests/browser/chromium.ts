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

/** The test file's browser: a connection to the shared Chromium, or its own when there is none. */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions());
}

export { BASE_URL, recordPageErrors } from './sharedChromium';
