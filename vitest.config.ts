import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/market',
      'packages/contracts',
      'apps/web',
      'apps/web/vitest.mocks.config.ts',
      'apps/server',
      'apps/server/vitest.timing.config.ts',
      'e2e',
      // ESLint's architecture boundaries fire (scripts/lint/boundaries.test.ts); fixtures are not tests.
      { test: { name: 'lint', include: ['scripts/lint/**/*.test.ts'], testTimeout: 20_000 } },
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most server test
    // files wait on PostgreSQL, Redis, sockets and timers; a third worker made timed tests flaky.
    maxWorkers: 2,
  },
});
