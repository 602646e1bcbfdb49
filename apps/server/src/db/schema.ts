// The whole schema, one file per area: Drizzle and drizzle-kit read it from here. Area files import
// the tables they reference (users) from that area's file, never from this one, so none forms a cycle.
export * from './system-schema.ts';
export * from './account-schema.ts';
export * from './market-schema.ts';
export * from './admin-schema.ts';
export * from './subscription-schema.ts';
export * from './preferences-schema.ts';
export * from './storage-schema.ts';
export * from './import-schema.ts';
export * from './feed-schema.ts';
export * from './live-schema.ts';
export * from './alerts-schema.ts';
