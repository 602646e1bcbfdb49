import type { InvestorType, IsoDate, Trade } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { rowsOf, type Row } from './export.repo.ts';

export async function hasTradeRecords(database: Database, date: IsoDate): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    database,
    'SELECT EXISTS (SELECT 1 FROM trades WHERE trade_date = $1) AS found',
    [date],
  );
  return row?.found === true;
}

const TRADES_PER_FETCH = 10_000;

type ReadQuery = (statement: string) => Promise<Row[]>;

/**
 * `work` inside one read-only transaction on one connection (a cursor lives only there). Not a
 * bulk transaction: those are for writes and mark the market data as changed.
 */
async function inReadOnlyTransaction<T>(
  database: Database,
  work: (query: ReadQuery) => Promise<T>,
): Promise<T> {
  const raw = database.raw;
  if (raw.kind === 'pglite') {
    return raw.client.transaction(async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      return work(async (statement) => (await tx.query<Row>(statement)).rows);
    });
  }
  const client = await raw.pool.connect();
  try {
    await client.query('BEGIN READ ONLY');
    const result = await work(async (statement) => (await client.query<Row>(statement)).rows);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Hands `consume` the day's trade records in the exchange's order (time, then each stock's own
 * order) through a server-side cursor, so only one fetch is in memory however large the day is.
 * The cursor lives in a read-only transaction that stays open while `consume` runs.
 */
export async function readTradeRecords<T>(
  database: Database,
  date: IsoDate,
  consume: (trades: AsyncIterable<Trade>) => Promise<T>,
): Promise<T> {
  // DECLARE takes no bind parameters: the date is checked to be an ISO date before it is inlined.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not an ISO date: ${date}`);
  return inReadOnlyTransaction(database, async (query) => {
    await query(
      `DECLARE export_trades NO SCROLL CURSOR FOR
         SELECT symbol, time, session, board, price, volume::float8 AS volume, buyer_broker, buyer_type,
                seller_broker, seller_type, buy_order::float8 AS buy_order, sell_order::float8 AS sell_order
           FROM trade_records WHERE trade_date = '${date}' ORDER BY time, symbol, seq`,
    );
    async function* trades(): AsyncGenerator<Trade> {
      for (;;) {
        const rows = await query(`FETCH ${TRADES_PER_FETCH} FROM export_trades`);
        for (const row of rows) {
          yield {
            date,
            time: Number(row.time),
            session: Number(row.session) === 2 ? 2 : 1,
            board: row.board as Trade['board'],
            symbol: String(row.symbol),
            price: Number(row.price),
            volume: Number(row.volume),
            buyerBroker: String(row.buyer_broker),
            buyerType: row.buyer_type as InvestorType,
            sellerBroker: String(row.seller_broker),
            sellerType: row.seller_type as InvestorType,
            buyOrder: Number(row.buy_order),
            sellOrder: Number(row.sell_order),
          };
        }
        if (rows.length < TRADES_PER_FETCH) return;
      }
    }
    const result = await consume(trades());
    await query('CLOSE export_trades');
    return result;
  });
}
