import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { users } from './account-schema.ts';

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
