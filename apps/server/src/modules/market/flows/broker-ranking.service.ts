import type { TBrokerRankingRow, TGetBrokerRankingData, TGetBrokerRankingQuery } from '@pantau/contracts';
import type { Db } from '../../../db/client.ts';
import { findBrokerMarketDay, findLatestBrokerMarketDate } from './broker-ranking.repo.ts';
import { requireAsOf } from './flow-lookups.service.ts';

/**
 * Brokers ranked by market-wide value on a day (the latest Broker Summary day when none is asked).
 * Not memoised: one indexed day of ~100 rows, and a Broker Summary import must show at once.
 */
export async function getBrokerRanking(
  db: Db,
  query: TGetBrokerRankingQuery,
): Promise<TGetBrokerRankingData> {
  const [asOf, latestDate] = await Promise.all([requireAsOf(db), findLatestBrokerMarketDate(db)]);
  const date = query.date ?? latestDate;
  const rows = date ? await findBrokerMarketDay(db, date) : [];
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
  return { asOf, date, latestDate, brokers, totalValue };
}
