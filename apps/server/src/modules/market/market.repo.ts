import { desc, ilike, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyBars, instruments } from '../../db/market-schema.ts';

export async function findLastBarDate(db: Db): Promise<string | null> {
  const [row] = await db.select({ last: max(dailyBars.date) }).from(dailyBars);
  return row?.last ?? null;
}

/** Symbols or names containing `query`, exact symbol first, then symbols starting with it. */
export async function searchInstruments(db: Db, query: string, limit: number) {
  const pattern = `%${query.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(instruments)
    .where(query ? or(ilike(instruments.symbol, pattern), ilike(instruments.name, pattern)) : undefined)
    .orderBy(
      desc(sql`${instruments.symbol} = ${query}`),
      desc(sql`${instruments.symbol} like ${`${query}%`}`),
      instruments.symbol,
    )
    .limit(limit);
}
