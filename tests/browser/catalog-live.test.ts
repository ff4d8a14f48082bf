/**
 * The live catalogue under `astro dev`: an editor saves a catalogue file and the open page shows
 * the change; a broken file shows its positioned error in the browser's overlay while the
 * pages keep the last good catalogue. The dev server reads a copy of catalog/ (CATALOG_DIR), and
 * src/generated/ is compiled from the real catalogue again afterwards.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalog } from '../../scripts/catalog/write';
import { launchChromium } from './chromium';
import { startDevServer, type DevServer } from './devServer';
import { converterLive } from './converterPage';

const ROOT = join(import.meta.dirname, '..', '..');
let browser: Browser;
let dev: DevServer | undefined;
let catalog: string;
let lengthFile: string;
let original: string;

beforeAll(async () => {
  catalog = mkdtempSync(join(tmpdir(), 'catalog-live-'));
  cpSync(join(ROOT, 'catalog'), catalog, { recursive: true });
  lengthFile = join(catalog, 'categories', 'length.yml');
  original = readFileSync(lengthFile, 'utf8');
  dev = await startDevServer({ CATALOG_DIR: catalog });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  dev?.stop();
  rmSync(catalog, { recursive: true, force: true });
  const restored = writeCatalog(join(ROOT, 'catalog'));
  if (!restored.ok) throw new Error('the real catalogue does not compile');
});

/** Saves length.yml with one change (the copy's text, not the repository's). */
const save = (from: string, to: string) => {
  const text = readFileSync(lengthFile, 'utf8');
  if (!text.includes(from)) throw new Error(`length.yml has no ${JSON.stringify(from)}`);
  writeFileSync(lengthFile, text.replace(from, to));
};

/**
 * Opens the length converter and waits for it to be live and for the dev server's client to
 * be connected: a change saved before that connection would be told to no page (on a busy
 * machine it comes after the converter).
 */
async function openLength(): Promise<Page> {
  const page = await browser.newPage();
  const connected = page.waitForEvent('console', {
    predicate: (m) => m.text().includes('[vite] connected'),
    timeout: 60_000,
  });
  await page.goto(dev!.base + '/converter/length');
  // Reached for by the keyboard: the error overlay a broken file shows would stop a pointer.
  const live = page
    .focus('#converter-value', { timeout: 60_000 })
    .then(() => page.waitForSelector('[data-converter-ready="true"]', { timeout: 60_000 }));
  await Promise.all([connected, live]);
  return page;
}

const overlay = (page: Page) => page.locator('vite-error-overlay');

describe('live catalogue in npm run dev', () => {
  it('a saved change shows in the open page without a restart', async () => {
    const page = await openLength();
    try {
      expect(await page.content()).not.toContain('kilometre-live');
      // The kilometer is made from meter's prefixes; its entry adjusts it, here its name.
      save('  kilometer:\n', '  kilometer:\n    name: kilometre-live\n');
      // The page reloads by itself: nothing here navigates.
      await page.waitForFunction(() => document.body.innerHTML.includes('kilometre-live'), null, {
        timeout: 60_000,
      });
    } finally {
      await page.close();
    }
  });

  it('a broken file shows file:line:col and a sentence in the overlay, the pages keep the last good catalogue, and the fix clears it', async () => {
    const page = await openLength();
    try {
      save('definition: 3 foot\n', 'definition: 3 banana\n');
      // One line lower than in the original: the first test added the kilometer's name above it.
      const line = original.split('\n').findIndex((l) => l.includes('definition: 3 foot')) + 2;
      await expect.poll(() => overlay(page).count(), { timeout: 30_000 }).toBe(1);
      const shown = await overlay(page).evaluate((el) => el.shadowRoot?.textContent ?? el.textContent ?? '');
      expect(shown).toContain(`categories/length.yml:${line}:`);
      expect(shown).toContain("units.yard.definition: there is no unit 'banana'");
      // A page opened now still renders from the last good tables, and shows the error too.
      const other = await openLength();
      try {
        expect(await other.content()).toContain('kilometre-live');
        await expect.poll(() => overlay(other).count(), { timeout: 30_000 }).toBe(1);
      } finally {
        await other.close();
      }
      // Putting it right clears the overlay (the tables are unchanged: the page is reloaded anyway).
      save('definition: 3 banana\n', 'definition: 3 foot\n');
      await expect.poll(() => overlay(page).count(), { timeout: 30_000 }).toBe(0);
      await converterLive(page, 60_000);
    } finally {
      await page.close();
    }
  });
});
