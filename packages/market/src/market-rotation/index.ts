export * from './index-series.ts';
export * from './weekly.ts';
export * from './rolling.ts';
export * from './rrg.ts';
export * from './rrc.ts';
export * from './seasonality.ts';
export * from './trend.ts';
