import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one Chromium at a time keeps timings stable.
    fileParallelism: false,
    // Explicit: the root's maxWorkers would otherwise put these files in the parallel group.
    maxWorkers: 1,
    // A browser test on a loaded two-core machine now and then misses a frame; one retry keeps that
    // from failing the run. The summary reporter names every test that needed it.
    retry: 1,
  },
});
