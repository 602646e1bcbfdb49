import { and, countDistinct, eq, inArray, max, sql } from 'drizzle-orm';
import type { DailyBar, HolderCategory, SectorCode } from '@pantau/market';
import type { BulkWriter } from '../../../db/bulk.ts';
import type { Db } from '../../../db/client.ts';
import {
  brokers,
  dailyBars,
  ingestRuns,
  instruments,
  ownershipCompositions,
  stockCodes,
  stockTradeDays,
  trades,
} from '../../../db/market-schema.ts';
import type { ImportSummary } from './import-summary.ts';

export async function loadInstrumentSymbols(db: Db): Promise<Set<string>> {
  const rows = await db.select({ symbol: instruments.symbol }).from(instruments);
  return new Set(rows.map((row) => row.symbol));
}

export async function loadBrokerCodes(db: Db): Promise<Set<string>> {
  const rows = await db.select({ code: brokers.code }).from(brokers);
  return new Set(rows.map((row) => row.code));
}

export async function insertInstrument(
  db: Db,
  instrument: { symbol: string; name: string; sector: SectorCode },
): Promise<void> {
  await db
    .insert(instruments)
    .values({ ...instrument, subIndustry: '', listedShares: 0 })
    .onConflictDoNothing({ target: instruments.symbol });
}

/** Whether any of `symbols` already has trade records on `date` (the import then replaces them). */
export async function hasTradesOn(db: Db, date: string, symbols: readonly string[]): Promise<boolean> {
  // By the stocks' numbers: the key (date, stock) finds a record, where a filter on the codes
  // through trade_records would join the whole day first.
  const numbers = db
    .select({ id: stockCodes.id })
    .from(stockCodes)
    .where(inArray(stockCodes.code, [...symbols]));
  const rows = await db
    .select({ seq: trades.seq })
    .from(trades)
    .where(and(eq(trades.tradeDate, date), inArray(trades.stockId, numbers)))
    .limit(1);
  return rows.length > 0;
}

export type DailyBarSource = 'trades' | 'stock-summary' | 'chart';

/**
 * The stored bars at these bars' (symbol, date), keyed `SYMBOL YYYY-MM-DD`, each as the fingerprint
 * barFingerprint gives, to tell a new day from a replaced or an unchanged one.
 */
export async function findStoredBars(
  writer: BulkWriter,
  bars: readonly DailyBar[],
  source: DailyBarSource,
): Promise<Map<string, string>> {
  const rows = await writer.query<Record<string, unknown> & { symbol: string; date: string }>(
    `SELECT d.symbol, d.date::text AS date, d.open, d.high, d.low, d.close, d.volume::float8 AS volume,
       d.value::float8 AS value, d.frequency, d.foreign_buy::float8 AS "foreignBuy",
       d.foreign_sell::float8 AS "foreignSell", d.source
     FROM unnest($1::text[], $2::date[]) AS t(symbol, date)
     JOIN daily_bars d ON d.symbol = t.symbol AND d.date = t.date`,
    [bars.map((bar) => bar.symbol), bars.map((bar) => bar.date)],
  );
  return new Map(
    rows.map((row) => [
      `${row.symbol} ${row.date}`,
      row.source === source ? barFingerprint(row as unknown as DailyBar) : 'other source',
    ]),
  );
}

export const barFingerprint = (bar: DailyBar) =>
  [
    bar.open,
    bar.high,
    bar.low,
    bar.close,
    bar.volume,
    bar.value,
    bar.frequency,
    bar.foreignBuy,
    bar.foreignSell,
  ]
    .map(Number)
    .join(' ');

/** Inserts or replaces bars (by symbol and date) inside the caller's transaction. */
export async function upsertDailyBars(
  writer: BulkWriter,
  bars: readonly DailyBar[],
  source: DailyBarSource,
): Promise<void> {
  if (bars.length === 0) return;
  const column = <K extends keyof DailyBar>(key: K) => bars.map((bar) => bar[key]);
  await writer.execute(
    `INSERT INTO daily_bars (symbol, date, open, high, low, close, volume, value, frequency, foreign_buy, foreign_sell, source)
     SELECT *, $12 FROM unnest($1::text[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[], $7::bigint[],
       $8::bigint[], $9::int[], $10::bigint[], $11::bigint[])
     ON CONFLICT (symbol, date) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
       close = excluded.close, volume = excluded.volume, value = excluded.value, frequency = excluded.frequency,
       foreign_buy = excluded.foreign_buy, foreign_sell = excluded.foreign_sell, source = excluded.source`,
    [
      column('symbol'),
      column('date'),
      column('open'),
      column('high'),
      column('low'),
      column('close'),
      column('volume'),
      column('value'),
      column('frequency'),
      column('foreignBuy'),
      column('foreignSell'),
      source,
    ],
  );
  await writer.execute('INSERT INTO trading_days (date) SELECT unnest($1::date[]) ON CONFLICT DO NOTHING', [
    [...new Set(column('date'))],
  ]);
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export type OwnershipRow = {
  symbol: string;
  asOf: string;
  side: 'local' | 'foreign';
  category: HolderCategory;
  shares: number;
};

/** The stored shares at these rows' keys, keyed `SYMBOL|AS_OF|SIDE|CATEGORY`. */
export async function findStoredOwnership(
  db: Db,
  rows: readonly OwnershipRow[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({
      symbol: ownershipCompositions.symbol,
      asOf: ownershipCompositions.asOf,
      side: ownershipCompositions.side,
      category: ownershipCompositions.category,
      shares: ownershipCompositions.shares,
    })
    .from(ownershipCompositions)
    .where(
      and(
        inArray(ownershipCompositions.symbol, [...new Set(rows.map((row) => row.symbol))]),
        inArray(ownershipCompositions.asOf, [...new Set(rows.map((row) => row.asOf))]),
      ),
    );
  return new Map(
    found.map((row) => [`${row.symbol}|${row.asOf}|${row.side}|${row.category}`, Number(row.shares)]),
  );
}

export async function upsertOwnership(db: Db, rows: readonly OwnershipRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(ownershipCompositions)
    .values([...rows])
    .onConflictDoUpdate({
      target: [
        ownershipCompositions.symbol,
        ownershipCompositions.asOf,
        ownershipCompositions.side,
        ownershipCompositions.category,
      ],
      set: { shares: excluded('shares') },
    });
}

export async function recordIngestRun(db: Db, summary: ImportSummary, startedAt: Date): Promise<void> {
  await db.insert(ingestRuns).values({
    kind: summary.kind,
    source: summary.file,
    rowsRead: summary.rowsRead,
    rowsImported: summary.rowsImported,
    rowsSkipped: summary.rowsSkipped,
    startedAt,
  });
}

/** The last stored trading day and how many days have trade records. */
export async function findStoredExtent(db: Db): Promise<{ endDate: string | null; tradeDays: number }> {
  const [bars] = await db.select({ last: max(dailyBars.date) }).from(dailyBars);
  const [days] = await db.select({ days: countDistinct(stockTradeDays.date) }).from(stockTradeDays);
  return { endDate: bars?.last ?? null, tradeDays: Number(days?.days ?? 0) };
}
