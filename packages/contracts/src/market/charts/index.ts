export * from './chart-constants.ts';
export * from './get-candles.ts';
export * from './get-footprint.ts';
export * from './get-astrology.ts';
export * from './get-astrology-calendar.ts';
