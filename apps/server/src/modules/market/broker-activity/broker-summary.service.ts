import type { TGetBrokerSummaryData, TGetBrokerSummaryQuery } from '@pantau/contracts';
import { summarizeBrokers } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { resolveDateWindow, windowKey } from '../flows/flow-dates.ts';
import { findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import { requireAsOf, requireSymbol } from '../flows/flow-lookups.service.ts';
import { sumTickerByBrokerInWindow, sumTickerByBrokerOnBoard } from '../flows/broker-days.repo.ts';
import { requireTradeRecords } from '../coverage/trade-records-check.ts';
import { adjustmentsInside, totalAdjusted } from '../flows/window-adjustment.ts';

/**
 * Broker Activity → Summary: net buyers and net sellers of one ticker over ≤ 7 days, in the shares
 * of the window's last day when a corporate action goes ex inside it.
 */
export async function getBrokerSummary(
  db: Db,
  query: TGetBrokerSummaryQuery,
): Promise<TGetBrokerSummaryData> {
  const { symbol, investorType, board } = query;
  const window = resolveDateWindow(query);
  if (board !== 'ALL' && investorType !== 'all') {
    throw new AppError(400, 'VALIDATION_ERROR', 'A board filter needs investorType all', 'board');
  }
  const asOf = await requireAsOf(db);
  const key = `${asOf}|${symbol}|${windowKey(window)}|${investorType}|${board}`;
  return rememberAnswer(db, 'broker-summary', key, async () => {
    await requireSymbol(db, symbol);
    const type = investorType === 'all' ? undefined : investorType;
    const adjustments = await adjustmentsInside(db, window);
    const byDate = adjustments.has(symbol);
    const [summed, rangeDates] = await Promise.all([
      board === 'ALL'
        ? sumTickerByBrokerInWindow(db, symbol, window, type, { byDate })
        : sumTickerByBrokerOnBoard(db, symbol, window, board, { byDate }),
      findSymbolTradeDates(db, symbol, { from: window.from, to: window.to }),
    ]);
    const rows = byDate
      ? totalAdjusted(
          summed,
          (code) => adjustments.get(code) ?? [],
          (row) => row.broker,
          window.to,
        )
      : summed;
    const dates = rangeDates.filter((date) => !window.dates || window.dates.includes(date)).reverse();
    await requireTradeRecords(db, { symbol, ...window, field: window.dates ? 'dates' : 'from' }, dates);
    const { netBuyers, netSellers } = summarizeBrokers(rows, { symbol });
    const { from, to } = window;
    return { asOf, symbol, from, to, investorType, board, dates, netBuyers, netSellers };
  });
}
