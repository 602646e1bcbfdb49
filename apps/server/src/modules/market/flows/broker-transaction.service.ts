import type { TGetBrokerTransactionData, TGetBrokerTransactionQuery } from '@pantau/contracts';
import { summarizeBrokerTransactions } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import type { FlowsCache } from './flows-cache.ts';
import { checkDateRange } from './flow-dates.ts';
import { findMarketTradeDates } from './flow-lookups.repo.ts';
import { requireAsOf, requireBrokers } from './flow-lookups.service.ts';
import { sumBrokerByTicker, sumBrokerByTickerOnBoard } from './broker-days.repo.ts';

/** Broker Activity → Transaction: what one broker bought and sold per ticker over ≤ 7 days. */
export async function getBrokerTransaction(
  db: Db,
  cache: FlowsCache,
  query: TGetBrokerTransactionQuery,
): Promise<TGetBrokerTransactionData> {
  const { broker, from, to, board } = query;
  checkDateRange(from, to);
  const asOf = await requireAsOf(db);
  return cache.remember(`broker-transaction|${asOf}|${broker}|${from}|${to}|${board}`, async () => {
    await requireBrokers(db, [broker]);
    const [rows, dates] = await Promise.all([
      board === 'ALL'
        ? sumBrokerByTicker(db, broker, from, to)
        : sumBrokerByTickerOnBoard(db, broker, from, to, board),
      findMarketTradeDates(db, { from, to }),
    ]);
    const { buySide, sellSide } = summarizeBrokerTransactions(rows, broker);
    return { asOf, broker, from, to, board, dates: dates.reverse(), buySide, sellSide };
  });
}
