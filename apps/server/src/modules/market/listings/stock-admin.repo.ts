import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instruments, symbolChanges } from '../../../db/market-schema.ts';

export type StockRow = typeof instruments.$inferSelect;

const escapeLike = (text: string) => text.replaceAll(/[%_\\]/g, (c) => `\\${c}`);

/** Code, former code or name containing `q`; listed = no delisting date, or one still ahead. */
function stockFilter(q: string, status: 'all' | 'listed' | 'delisted', today: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  const renamed = q
    ? inArray(
        instruments.symbol,
        sql`(SELECT ${symbolChanges.newSymbol} FROM ${symbolChanges} WHERE ${symbolChanges.oldSymbol} ILIKE ${pattern})`,
      )
    : undefined;
  return and(
    q ? or(ilike(instruments.symbol, pattern), ilike(instruments.name, pattern), renamed) : undefined,
    status === 'listed'
      ? or(isNull(instruments.delistedOn), gt(instruments.delistedOn, today))
      : status === 'delisted'
        ? and(isNotNull(instruments.delistedOn), lte(instruments.delistedOn, today))
        : undefined,
  );
}

export async function findStocks(
  db: Db,
  filter: { q: string; status: 'all' | 'listed' | 'delisted'; today: string },
  page: { offset: number; limit: number },
): Promise<{ rows: StockRow[]; total: number }> {
  const where = stockFilter(filter.q, filter.status, filter.today);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(instruments)
      .where(where)
      .orderBy(asc(instruments.symbol))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(instruments).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function updateStock(
  db: Db,
  symbol: string,
  changes: { name?: string; board?: string; delistedOn?: string | null },
): Promise<StockRow | undefined> {
  const [row] = await db
    .update(instruments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(instruments.symbol, symbol))
    .returning();
  return row;
}

export async function symbolChangeRecorded(db: Db, oldSymbol: string, changedOn: string): Promise<boolean> {
  const rows = await db
    .select({ old: symbolChanges.oldSymbol })
    .from(symbolChanges)
    .where(and(eq(symbolChanges.oldSymbol, oldSymbol), eq(symbolChanges.changedOn, changedOn)));
  return rows.length > 0;
}
