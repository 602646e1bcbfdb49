import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instruments } from '../../../db/market-schema.ts';

export async function findInstrumentSymbol(db: Db, symbol: string): Promise<string | null> {
  const [row] = await db
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  return row?.symbol ?? null;
}
