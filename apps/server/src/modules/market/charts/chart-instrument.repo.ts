import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instruments, minuteBars } from '../../../db/market-schema.ts';

export async function findInstrumentSymbol(db: Db, symbol: string): Promise<string | null> {
  const [row] = await db
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  return row?.symbol ?? null;
}

/** Days with minute bars (= trade records) of one stock, oldest first; walks the primary key. */
export async function findMinuteBarDates(db: Db, symbol: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: minuteBars.date })
    .from(minuteBars)
    .where(eq(minuteBars.symbol, symbol))
    .orderBy(asc(minuteBars.date));
  return rows.map((row) => row.date);
}
