import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/market', 'packages/contracts', 'apps/web', 'apps/server', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
