export * from './indicators.ts';
export * from './candles.ts';
export * from './footprint.ts';
export * from './csv.ts';
