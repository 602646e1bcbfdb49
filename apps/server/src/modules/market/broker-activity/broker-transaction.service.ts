import type { TGetBrokerTransactionData, TGetBrokerTransactionQuery } from '@pantau/contracts';
import { summarizeBrokerTransactions } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { resolveDateWindow, windowKey } from '../flows/flow-dates.ts';
import { findMarketTradeDates } from '../flows/flow-lookups.repo.ts';
import { requireAsOf, requireBrokers } from '../flows/flow-lookups.service.ts';
import { sumBrokerByTicker, sumBrokerByTickerOnBoard } from '../flows/broker-days.repo.ts';
import { requireTradeRecords } from '../coverage/trade-records-check.ts';
import { adjustmentsInside, totalAdjusted } from '../flows/window-adjustment.ts';

/**
 * Broker Activity → Transaction: what one broker bought and sold per ticker over ≤ 7 days; a ticker
 * with a corporate action going ex inside the window is counted in the shares of its last day.
 */
export async function getBrokerTransaction(
  db: Db,
  query: TGetBrokerTransactionQuery,
): Promise<TGetBrokerTransactionData> {
  const { broker, board } = query;
  const window = resolveDateWindow(query);
  const asOf = await requireAsOf(db);
  return rememberAnswer(
    db,
    'broker-transaction',
    `${asOf}|${broker}|${windowKey(window)}|${board}`,
    async () => {
      await requireBrokers(db, [broker]);
      const adjustments = await adjustmentsInside(db, window);
      const byDate = adjustments.size > 0;
      const [summed, rangeDates] = await Promise.all([
        board === 'ALL'
          ? sumBrokerByTicker(db, broker, window, { byDate })
          : sumBrokerByTickerOnBoard(db, broker, window, board, { byDate }),
        findMarketTradeDates(db, { from: window.from, to: window.to }),
      ]);
      const rows = byDate
        ? totalAdjusted(
            summed,
            (code) => adjustments.get(code) ?? [],
            (row) => row.symbol,
            window.to,
          )
        : summed;
      const dates = rangeDates.filter((date) => !window.dates || window.dates.includes(date)).reverse();
      await requireTradeRecords(db, { ...window, field: window.dates ? 'dates' : 'from' }, dates);
      const { buySide, sellSide } = summarizeBrokerTransactions(rows, broker);
      return { asOf, broker, from: window.from, to: window.to, board, dates, buySide, sellSide };
    },
  );
}
