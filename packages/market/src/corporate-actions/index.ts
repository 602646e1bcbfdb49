export * from './adjustment.ts';
