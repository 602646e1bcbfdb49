export * from './calendar.ts';
export * from './bazi.ts';
export * from './spikes.ts';
export * from './month-calendar.ts';
