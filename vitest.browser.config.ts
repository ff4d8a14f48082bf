import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the built site served by `astro preview` (scripts/test.sh starts it).
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
