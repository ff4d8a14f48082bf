/**
 * Debian's Chromium through playwright-core (never a downloaded browser), and the browser
 * project's global setup: one Chromium for every test file (each file connects to it and works
 * in its own contexts) instead of a launch per file, which costs seconds on a busy machine.
 * Imports nothing from vitest at run time: a global setup runs outside the test workers, and
 * scripts/bench/keystroke.ts uses the launch options and the error recorder outside Vitest.
 */
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions, type Page } from 'playwright-core';
import type { TestProject } from 'vitest/node';

/** The site under test: `astro preview` (npm test sets TEST_ORIGIN). */
export const BASE_URL = process.env.TEST_ORIGIN ?? 'http://localhost:4321';

/**
 * The browser the tests drive: CHROMIUM_PATH when set, else Debian's chromium-headless-shell
 * (Chromium's own engine without the desktop browser around it, as automation uses it: the
 * browser tests take half the time they take in the full browser), else Debian's chromium.
 * `desktop` skips the shell: timings a visitor would see are measured in the browser they run.
 */
export function chromiumPath({ desktop = false } = {}): string {
  const shell = desktop ? [] : ['/usr/bin/chromium-headless-shell'];
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...shell,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error(
      'Chromium is not installed: run `apt-get install -y chromium chromium-headless-shell` or set CHROMIUM_PATH.',
    );
  return found;
}

export function chromiumLaunchOptions(which: { desktop?: boolean } = {}): LaunchOptions {
  return {
    executablePath: chromiumPath(which),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/** Records the page's uncaught errors and console errors in `into`; tests expect it to stay empty. */
export function recordPageErrors(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') into.push(m.text());
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumLaunchOptions());
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
