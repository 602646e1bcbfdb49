export * from './composition.ts';
export * from './shareholders.ts';
