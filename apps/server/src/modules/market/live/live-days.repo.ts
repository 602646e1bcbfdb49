import type { IsoDate } from '@pantau/market';
import { inBulkTransaction, type BulkWriter } from '../../../db/bulk.ts';
import type { Database } from '../../../db/client.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import { TRADE_DAY_TABLES } from '../market-ingest.repo.ts';
import { liveTradeOfRow, type LiveTrade } from './live-trade.ts';
import { executeRows, type Db } from '../../../db/client.ts';
import { sql } from 'drizzle-orm';

/** First key of the advisory lock that runs a live day's batches one at a time. */
export const LIVE_DAY_LOCK = 727_020;

const MAX_GAPS = 20;

export type LiveDayRow = {
  date: IsoDate;
  startedAt: Date;
  updatedAt: Date;
  trades: number;
  batches: number;
  repeated: number;
  lastTradeNumber: number | null;
  missing: number;
  gaps: { from: number; to: number }[];
};

/**
 * Days being fed live, newest first, with the trade numbers no batch has brought yet. Numbers run
 * across the whole market from 1, so a gap is a missed batch (or one still to come, out of order).
 */
export async function listLiveDays(db: Db): Promise<LiveDayRow[]> {
  const days = await executeRows<{
    date: string;
    started_at: string;
    updated_at: string;
    trades: number;
    batches: number;
    repeated: number;
    last: number | null;
  }>(
    db,
    sql`SELECT d.date::text AS date, d.started_at, d.updated_at, d.trades, d.batches, d.repeated,
                (SELECT max(seq) FROM trades WHERE trade_date = d.date) AS last
           FROM live_trade_days d ORDER BY d.date DESC LIMIT 10`,
  );
  const result: LiveDayRow[] = [];
  for (const day of days) {
    const gaps = await executeRows<{ from: number; to: number }>(
      db,
      sql`
      SELECT seq + 1 AS "from", next - 1 AS "to" FROM (
        SELECT seq, lead(seq) OVER (ORDER BY seq) AS next
          FROM (SELECT 0 AS seq UNION ALL SELECT seq FROM trades WHERE trade_date = ${day.date}) numbers
      ) runs WHERE next > seq + 1 ORDER BY seq LIMIT ${MAX_GAPS}`,
    );
    const last = day.last === null ? null : Number(day.last);
    result.push({
      date: day.date,
      startedAt: new Date(day.started_at),
      updatedAt: new Date(day.updated_at),
      trades: Number(day.trades),
      batches: Number(day.batches),
      repeated: Number(day.repeated),
      lastTradeNumber: last,
      missing: last === null ? 0 : last - Number(day.trades),
      gaps: gaps.map((gap) => ({ from: Number(gap.from), to: Number(gap.to) })),
    });
  }
  return result;
}

/**
 * Whether `date` is being fed live; called by the end-of-day import inside its transaction, which
 * then replaces the whole day (every stock, not only those in its file) and ends the live day.
 */
export async function endLiveDay(writer: BulkWriter, date: IsoDate): Promise<boolean> {
  await writer.execute('SELECT pg_advisory_xact_lock($1, $2)', [
    LIVE_DAY_LOCK,
    Number(date.replaceAll('-', '')),
  ]);
  const ended = await writer.query<{ date: string }>(
    'DELETE FROM live_trade_days WHERE date = $1 RETURNING date',
    [date],
  );
  if (ended.length === 0) return false;
  await writer.execute('DELETE FROM live_stock_tails WHERE date = $1', [date]);
  return true;
}

export async function isLiveDay(db: Db, date: IsoDate): Promise<boolean> {
  const rows = await executeRows(db, sql`SELECT 1 FROM live_trade_days WHERE date = ${date}`);
  return rows.length > 0;
}

/**
 * What the demo replay plays: the last stored trading day (the replay is the one after it) and
 * the last day with trade records, live days left out.
 */
export async function findReplaySource(db: Db): Promise<{ lastDay: IsoDate; tradeDay: IsoDate } | null> {
  const [row] = await executeRows<{ last_day: string | null; trade_day: string | null }>(
    db,
    sql`SELECT (SELECT max(date)::text FROM trading_days t
                 WHERE NOT EXISTS (SELECT 1 FROM live_trade_days l WHERE l.date = t.date)) AS last_day,
               (SELECT max(date)::text FROM stock_trade_days s
                 WHERE NOT EXISTS (SELECT 1 FROM live_trade_days l WHERE l.date = s.date)) AS trade_day`,
  );
  return row?.last_day && row.trade_day ? { lastDay: row.last_day, tradeDay: row.trade_day } : null;
}

/** A day's trades as a feed would send them on `asDate`: in trade order, numbered from 1. */
export async function readDayTrades(db: Db, day: IsoDate, asDate: IsoDate): Promise<LiveTrade[]> {
  const rows = await executeRows<Record<string, string | number>>(
    db,
    sql`SELECT symbol, time, session, board, price, volume, buyer_broker, buyer_type, seller_broker, seller_type,
               buy_order, sell_order
          FROM trade_records WHERE trade_date = ${day}
         ORDER BY time, greatest(buy_order, sell_order), least(buy_order, sell_order), symbol, seq`,
  );
  return rows.map((row, index) => liveTradeOfRow(row, asDate, index + 1));
}

/**
 * Removes a live day and everything its batches stored, as if it had never been fed. A day that is
 * not live (its end-of-day file is in) is left alone.
 */
export async function discardLiveDay(database: Database, date: IsoDate): Promise<boolean> {
  return inBulkTransaction(database, async (writer) => {
    if (!(await endLiveDay(writer, date))) return false;
    for (const [table, dateColumn] of TRADE_DAY_TABLES) {
      await writer.execute(`DELETE FROM ${table} WHERE ${dateColumn} = $1`, [date]);
    }
    await writer.execute(`DELETE FROM daily_bars WHERE date = $1 AND source = 'trades'`, [date]);
    await writer.execute(
      'DELETE FROM trading_days WHERE date = $1 AND NOT EXISTS (SELECT 1 FROM daily_bars WHERE date = $1)',
      [date],
    );
    await rebuildIndexBarsFrom(writer, date);
    return true;
  });
}
