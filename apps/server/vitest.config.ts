import { configDefaults, defineProject } from 'vitest/config';

/**
 * Tests whose assertions are timings (an account's existence must not show in response times).
 * Beside other test files on a busy machine their margins are noise, so they run alone, in the
 * `server-timing` project (vitest.timing.config.ts), after the parallel tiers.
 */
export const TIMING_TESTS = ['test/auth-account-existence.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...TIMING_TESTS],
    globalSetup: ['./test/support/global-setup.ts'],
    // Limits catch a hang, not a slow machine: on a day CI's machine ran everything 2.5× slower than
    // usual, files that take 10 s there took 30 s and failed on 30 s limits that had looked ample.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Each file in a fresh module graph spent ~10 s importing the app, PGlite and drizzle again: more
    // than most files' tests. Module state here lives on the app or database object (WeakMaps keyed
    // by it), so files that share a worker share code, never data.
    isolate: false,
  },
});
