import { defineProject } from 'vitest/config';
import { TIMING_TESTS } from './vitest.config.ts';

export default defineProject({
  test: {
    name: 'server-timing',
    include: TIMING_TESTS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One file at a time, in the group vitest runs after the parallel one (with the browser tests).
    fileParallelism: false,
    // Explicit: the root's maxWorkers would otherwise put these files in the parallel group.
    maxWorkers: 1,
  },
});
