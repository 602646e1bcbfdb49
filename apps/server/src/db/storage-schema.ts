import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are read as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded avatars, kept in the database so that every instance serves every avatar. `path` is the
 * storage path users.avatar_path points at (`avatars/<userId>/<random>.webp`); a new upload gets a
 * new path, so a stored image never changes.
 */
export const avatarImages = pgTable(
  'avatar_images',
  {
    path: text('path').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    /** Strong ETag: a hash of the bytes. */
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('avatar_images_user_idx').on(table.userId)],
);
