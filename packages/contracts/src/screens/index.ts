export * from './metrics.ts';
export * from './definition.ts';
export * from './screens-api.ts';
export * from './gallery.ts';
