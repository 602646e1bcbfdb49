import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedScreens, userWatchlistColumns } from '../../db/alerts-schema.ts';

export type SavedScreenRow = typeof savedScreens.$inferSelect;

export function listScreens(db: Db, userId: string): Promise<SavedScreenRow[]> {
  return db
    .select()
    .from(savedScreens)
    .where(eq(savedScreens.userId, userId))
    .orderBy(desc(savedScreens.updatedAt));
}

export async function findScreen(db: Db, userId: string, id: string): Promise<SavedScreenRow | null> {
  const [row] = await db
    .select()
    .from(savedScreens)
    .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, userId)));
  return row ?? null;
}

export async function countScreens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedScreens).where(eq(savedScreens.userId, userId));
  return row?.n ?? 0;
}

type ScreenFields = { name: string; definition: unknown; columns: unknown };

export async function insertScreen(db: Db, userId: string, fields: ScreenFields): Promise<SavedScreenRow> {
  const [row] = await db
    .insert(savedScreens)
    .values({ userId, ...fields })
    .returning();
  return row!;
}

export async function updateScreen(
  db: Db,
  userId: string,
  id: string,
  fields: ScreenFields,
): Promise<SavedScreenRow | null> {
  const [row] = await db
    .update(savedScreens)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteScreen(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedScreens)
    .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, userId)))
    .returning({ id: savedScreens.id });
  return rows.length > 0;
}

/** Serialises saves of one member, so two at once cannot both pass the count check. */
export async function lockMemberScreens(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(727031, hashtext(${userId}))`);
}

export async function findWatchlistColumns(db: Db, userId: string): Promise<unknown[] | null> {
  const [row] = await db
    .select({ columns: userWatchlistColumns.columns })
    .from(userWatchlistColumns)
    .where(eq(userWatchlistColumns.userId, userId));
  return (row?.columns as unknown[] | undefined) ?? null;
}

export async function upsertWatchlistColumns(db: Db, userId: string, columns: unknown[]): Promise<void> {
  await db
    .insert(userWatchlistColumns)
    .values({ userId, columns })
    .onConflictDoUpdate({ target: userWatchlistColumns.userId, set: { columns, updatedAt: sql`now()` } });
}
