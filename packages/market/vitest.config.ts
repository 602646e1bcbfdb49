import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'market',
    include: ['src/**/*.test.ts'],
    // Generating a 950-stock market takes ~2 s alone, several times that while the server and
    // browser tiers share CI's two cores (scripts/test.ts runs them at once).
    testTimeout: 30_000,
  },
});
