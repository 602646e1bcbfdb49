export * from './screener.ts';
