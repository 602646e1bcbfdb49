import { and, asc, eq, gte, max, sql } from 'drizzle-orm';
import type { HolderCategory, IsoDate, OwnershipComposition, Shareholder } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { ownershipCompositions, shareholders } from '../../../db/market-schema.ts';

const CATEGORIES: readonly HolderCategory[] = ['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT'];

/** The latest `months` monthly KSEI compositions of one stock, oldest first. */
export async function findCompositions(
  db: Db,
  symbol: string,
  months: number,
): Promise<OwnershipComposition[]> {
  const [latest] = await db
    .select({ asOf: max(ownershipCompositions.asOf) })
    .from(ownershipCompositions)
    .where(eq(ownershipCompositions.symbol, symbol));
  if (!latest?.asOf) return [];
  const rows = await db
    .select()
    .from(ownershipCompositions)
    .where(
      and(
        eq(ownershipCompositions.symbol, symbol),
        gte(
          ownershipCompositions.asOf,
          sql<IsoDate>`(date_trunc('month', ${latest.asOf}::date) - make_interval(months => ${months - 1}))::date`,
        ),
      ),
    )
    .orderBy(asc(ownershipCompositions.asOf));
  const byMonth = new Map<IsoDate, OwnershipComposition>();
  for (const row of rows) {
    let month = byMonth.get(row.asOf);
    if (!month) {
      month = { symbol, asOf: row.asOf, local: emptyHoldings(), foreign: emptyHoldings() };
      byMonth.set(row.asOf, month);
    }
    const category = row.category as HolderCategory;
    if (CATEGORIES.includes(category)) month[row.side][category] += row.shares;
  }
  return [...byMonth.values()];
}

/** Shareholder lists of one stock from 12 months before its latest list up to it. */
export async function findShareholderLists(db: Db, symbol: string): Promise<Shareholder[]> {
  const [latest] = await db
    .select({ asOf: max(shareholders.asOf) })
    .from(shareholders)
    .where(eq(shareholders.symbol, symbol));
  if (!latest?.asOf) return [];
  return db
    .select({
      symbol: shareholders.symbol,
      asOf: shareholders.asOf,
      holder: shareholders.holder,
      holderType: shareholders.holderType,
      shares: shareholders.shares,
      controlling: shareholders.controlling,
    })
    .from(shareholders)
    .where(
      and(
        eq(shareholders.symbol, symbol),
        gte(
          shareholders.asOf,
          sql<IsoDate>`(date_trunc('month', ${latest.asOf}::date) - interval '12 months')::date`,
        ),
      ),
    )
    .orderBy(asc(shareholders.asOf));
}

function emptyHoldings(): Record<HolderCategory, number> {
  return Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<HolderCategory, number>;
}
