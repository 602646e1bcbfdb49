import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/market',
      'packages/contracts',
      'apps/web',
      'apps/server',
      'apps/server/vitest.timing.config.ts',
      'e2e',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most server test
    // files wait on PostgreSQL, Redis, sockets and timers; a third worker made timed tests flaky.
    maxWorkers: 2,
  },
});
