export * from './accumulation.ts';
export * from './stock-metrics.ts';
export * from './broker-metrics.ts';
export * from './ownership-change.ts';
export * from './definition.ts';
