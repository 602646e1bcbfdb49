export * from './common.ts';
export * from './get-market-status.ts';
export * from './search-instruments.ts';
