export * from './coverage-constants.ts';
export * from './get-coverage.ts';
