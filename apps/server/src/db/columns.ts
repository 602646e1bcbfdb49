import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are read as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
