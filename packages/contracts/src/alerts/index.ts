export * from './alerts.ts';
