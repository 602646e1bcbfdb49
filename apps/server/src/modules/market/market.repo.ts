import { desc, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyBars, instruments, symbolChanges } from '../../db/market-schema.ts';

export async function findLastBarDate(db: Db): Promise<string | null> {
  const [row] = await db.select({ last: max(dailyBars.date) }).from(dailyBars);
  return row?.last ?? null;
}

/**
 * Symbols, former symbols or names containing `query`: an exact symbol first, then a stock that
 * traded under exactly that code, then symbols starting with it.
 */
export async function searchInstruments(db: Db, query: string, limit: number) {
  const pattern = `%${query.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const renamed = db
    .select({ symbol: symbolChanges.newSymbol })
    .from(symbolChanges)
    .where(ilike(symbolChanges.oldSymbol, pattern));
  const formerlyExact = db
    .select({ symbol: symbolChanges.newSymbol })
    .from(symbolChanges)
    .where(sql`${symbolChanges.oldSymbol} = ${query}`);
  return db
    .select()
    .from(instruments)
    .where(
      query
        ? or(
            ilike(instruments.symbol, pattern),
            ilike(instruments.name, pattern),
            inArray(instruments.symbol, renamed),
          )
        : undefined,
    )
    .orderBy(
      desc(sql`${instruments.symbol} = ${query}`),
      desc(sql`${instruments.symbol} in ${formerlyExact}`),
      desc(sql`${instruments.symbol} like ${`${query}%`}`),
      instruments.symbol,
    )
    .limit(limit);
}
