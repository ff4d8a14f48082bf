import { defineConfig } from 'vitest/config';

// Built-site gates that read dist/ (DIST_DIR) directly: links, sitemap, head tags, routes, CSP, html-validate.
export default defineConfig({
  test: {
    include: ['tests/quality/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
