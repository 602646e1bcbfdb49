import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userWatchlists } from '../../db/preferences-schema.ts';

export async function findWatchlist(db: Db, userId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ symbols: userWatchlists.symbols })
    .from(userWatchlists)
    .where(eq(userWatchlists.userId, userId));
  return row?.symbols ?? null;
}

/**
 * Appends `symbol` in one statement, so two stars clicked at once both land. A member without a row
 * starts from `initial` (the defaults plus the symbol). Null when the list is full.
 */
export async function appendWatchlistSymbol(
  db: Db,
  userId: string,
  symbol: string,
  initial: string[],
  maxSymbols: number,
): Promise<string[] | null> {
  const current = sql`${userWatchlists.symbols}`;
  const [row] = await db
    .insert(userWatchlists)
    .values({ userId, symbols: initial })
    .onConflictDoUpdate({
      target: userWatchlists.userId,
      set: {
        symbols: sql`case when ${symbol}::text = any(${current}) then ${current}
                          else array_append(${current}, ${symbol}::text) end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`cardinality(${current}) < ${maxSymbols} or ${symbol}::text = any(${current})`,
    })
    .returning({ symbols: userWatchlists.symbols });
  return row?.symbols ?? null;
}

/** Removes `symbol`; a member without a row starts from `initial` (the defaults without it). */
export async function removeWatchlistSymbol(
  db: Db,
  userId: string,
  symbol: string,
  initial: string[],
): Promise<string[]> {
  const [row] = await db
    .insert(userWatchlists)
    .values({ userId, symbols: initial })
    .onConflictDoUpdate({
      target: userWatchlists.userId,
      set: {
        symbols: sql`array_remove(${userWatchlists.symbols}, ${symbol}::text)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ symbols: userWatchlists.symbols });
  if (!row) throw new Error(`watchlist of ${userId} was not written`);
  return row.symbols;
}
