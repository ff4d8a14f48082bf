import { defineConfig } from 'vitest/config';
import type { UserConfig } from 'vitest/node';

/**
 * The three test suites, one Vitest project each:
 *   npx vitest run                                   unit only (the default below)
 *   DIST_DIR=dist npx vitest run --project quality   gates over every page of a built site
 *   TEST_ORIGIN=http://127.0.0.1:4321 npx vitest run --project browser   Chromium against a running preview
 * quality and browser need a build (and, for browser, `astro preview`), so a bare run never
 * starts them; `npm test` (scripts/test.sh) builds, serves and runs all three.
 */
/** The projects a run without --project runs (the command line's --project replaces it). */
const defaultProjects: Pick<UserConfig, 'project'> = { project: ['unit'] };

export default defineConfig({
  test: {
    ...defaultProjects,
    projects: [
      {
        // No verdict here depends on how fast or busy the machine is (npm run bench holds the
        // time budgets): the time limit only stops a hang, far above any test's time on a busy machine.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/unit/propertySeed.ts'],
          // The files share one module graph (no test mocks or patches a global): the catalogue
          // and the language load once for the run, not once a file, a quarter of its time.
          isolate: false,
          testTimeout: 900_000,
          hookTimeout: 900_000,
        },
      },
      {
        // Reads dist/ (DIST_DIR) directly: links, sitemap, head tags, routes, CSP, html-validate.
        test: {
          name: 'quality',
          include: ['tests/quality/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
          poolOptions: { forks: { singleFork: true } }, // one file at a time, in one process
        },
      },
      {
        // Real Chromium against the built site served by `astro preview` (TEST_ORIGIN).
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/sharedChromium.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // A poll waits for a state the page reaches: on a busy machine that may take seconds.
          expect: { poll: { timeout: 15_000 } },
          // Files may run side by side (npm test runs two at a time: --maxWorkers=2), each in its
          // own contexts of the one shared Chromium: a test spends much of its time waiting for a
          // page, which the other file's pages fill.
        },
      },
    ],
  },
});
