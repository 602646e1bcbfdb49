import type {
  TBrokerRankingRow,
  TBrokerRankingSource,
  TGetBrokerRankingData,
  TGetBrokerRankingQuery,
} from '@pantau/contracts';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import {
  findAdjacentRankingDates,
  findBrokerMarketDay,
  findLatestBrokerMarketDate,
  sumBrokerTradeDay,
} from './broker-ranking.repo.ts';
import { findMarketTradeDates } from '../flows/flow-lookups.repo.ts';
import { requireAsOf } from '../flows/flow-lookups.service.ts';

type RankedDay = {
  source: TBrokerRankingSource | null;
  rows: Awaited<ReturnType<typeof findBrokerMarketDay>>;
};

/**
 * The exchange's Broker Summary wins where imported (as official index levels do over computed
 * ones): it counts every member firm's trades, while stored trade records may cover only some stocks.
 */
async function findRankedDay(db: Db, date: IsoDate): Promise<RankedDay> {
  const official = await findBrokerMarketDay(db, date);
  if (official.length > 0) return { source: 'broker-summary', rows: official };
  const computed = await sumBrokerTradeDay(db, date);
  return { source: computed.length > 0 ? 'trade-records' : null, rows: computed };
}

const newest = (dates: (IsoDate | null)[]): IsoDate | null =>
  dates.reduce<IsoDate | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/**
 * Brokers ranked by market-wide value on a day (the latest day with a Broker Summary or trade records
 * when none is asked). Not memoised: one day of ~100 brokers, and a Broker Summary import must show at once.
 */
export async function getBrokerRanking(
  db: Db,
  query: TGetBrokerRankingQuery,
): Promise<TGetBrokerRankingData> {
  const [asOf, summaryDate, [tradeDate = null]] = await Promise.all([
    requireAsOf(db),
    findLatestBrokerMarketDate(db),
    findMarketTradeDates(db, { limit: 1 }),
  ]);
  const latestDate = newest([summaryDate, tradeDate]);
  const date = query.date ?? latestDate;
  const [{ source, rows }, adjacent] = date
    ? await Promise.all([findRankedDay(db, date), findAdjacentRankingDates(db, date)])
    : [
        { source: null, rows: [] },
        { previous: null, next: null },
      ];
  const totalValue = rows.reduce((sum, row) => sum + row.value, 0);
  const brokers: TBrokerRankingRow[] = rows.map((row, index) => ({
    rank: index + 1,
    code: row.code,
    name: row.name,
    category: row.category,
    colour: row.colour as TBrokerRankingRow['colour'],
    volume: row.volume,
    value: row.value,
    frequency: row.frequency,
    share: totalValue > 0 ? row.value / totalValue : 0,
  }));
  return {
    asOf,
    date,
    latestDate,
    previousDate: adjacent.previous,
    nextDate: adjacent.next,
    source,
    brokers,
    totalValue,
  };
}
