export * from './exchange-rules.ts';
