export * from './constants.ts';
export * from './common.ts';
export * from './get-market-status.ts';
export * from './search-instruments.ts';
export * from './flows/index.ts';
export * from './story/index.ts';
export * from './charts/index.ts';
export * from './coverage/index.ts';
