import type { TGetBrokerSummaryData, TGetBrokerSummaryQuery } from '@pantau/contracts';
import { summarizeBrokers } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import type { FlowsCache } from './flows-cache.ts';
import { checkDateRange } from './flow-dates.ts';
import { findSymbolTradeDates } from './flow-lookups.repo.ts';
import { requireAsOf, requireSymbol } from './flow-lookups.service.ts';
import { sumTickerByBroker } from './broker-days.repo.ts';

/** Broker Activity → Summary: net buyers and net sellers of one ticker over ≤ 7 days. */
export async function getBrokerSummary(
  db: Db,
  cache: FlowsCache,
  query: TGetBrokerSummaryQuery,
): Promise<TGetBrokerSummaryData> {
  const { symbol, from, to, investorType } = query;
  checkDateRange(from, to);
  const asOf = await requireAsOf(db);
  return cache.remember(`broker-summary|${asOf}|${symbol}|${from}|${to}|${investorType}`, async () => {
    await requireSymbol(db, symbol);
    const type = investorType === 'all' ? undefined : investorType;
    const [rows, dates] = await Promise.all([
      sumTickerByBroker(db, symbol, from, to, type),
      findSymbolTradeDates(db, symbol, { from, to }),
    ]);
    const { netBuyers, netSellers } = summarizeBrokers(rows, { symbol });
    return { asOf, symbol, from, to, investorType, dates: dates.reverse(), netBuyers, netSellers };
  });
}
