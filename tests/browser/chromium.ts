/** Launches Debian's Chromium through playwright-core (never a downloaded browser). */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium is not installed: run `apt-get install -y chromium` or set CHROMIUM_PATH.');
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const BASE_URL = process.env.TEST_ORIGIN ?? 'http://localhost:4321';

/** Records the page's uncaught errors and console errors in `into`; tests expect it to stay empty. */
export function recordPageErrors(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') into.push(m.text());
  });
}
