import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/setup.ts'],
    // Limits catch a hang: on a slow CI machine a market server's start took more than a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A poll waits for the page to catch up, which on a loaded CI machine took more than the default
    // second (a shared link's toast, after a reload and two API calls); it stops as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    // Two browser files at once, each with its own Chromium, against the one e2e server: measured
    // 348 s for the tier instead of 612 s one at a time, with no test needing its retry. Most of a
    // browser test waits on the page, so two share the two cores well.
    maxWorkers: 2,
    // A browser test on a loaded two-core machine now and then misses a frame; one retry keeps that
    // from failing the run. The summary reporter names every test that needed it.
    retry: 1,
  },
});
