export * from './common/envelope.ts';
export * from './common/errors.ts';
export * from './health/get-health.ts';
