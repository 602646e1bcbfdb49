import type { IsoDate } from '@pantau/market';
import type { BulkWriter } from '../../../db/bulk.ts';
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
