import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are read as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * PostgreSQL's one-byte `"char"`: a single ASCII letter in one byte, where `char(1)` takes two and
 * `char(2)` three (trade records' board and investor types).
 */
export const oneByte = customType<{ data: string }>({ dataType: () => '"char"' });
