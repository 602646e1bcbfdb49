import { count, eq } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const INITIALIZED_AT = 'initialized_at';

/** Records the first start of this database once; later starts keep the original value. */
export async function ensureInitializedAt(db: Db, now: Date): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: INITIALIZED_AT, value: now.toISOString() })
    .onConflictDoNothing({ target: appMeta.key });
  return (await findInitializedAt(db)) ?? now.toISOString();
}

export async function findInitializedAt(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, INITIALIZED_AT));
  return typeof row?.value === 'string' ? row.value : null;
}

// Drizzle's migrator keeps its journal here; declared outside schema.ts so drizzle-kit never emits it.
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });

export async function findAppliedMigrationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appliedMigrations);
  return row?.n ?? 0;
}
