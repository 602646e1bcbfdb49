import { MOCKING_TESTS, webProject } from './vitest.shared.ts';

// Importing React, the router and happy-dom afresh for every file took two thirds of the tier, so
// files share a module graph; setup.ts unmounts and clears storage and the theme class after each
// test, and the files that mock a module run apart (vitest.mocks.config.ts).
export default webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_TESTS }, false);
