import type { TGetOwnershipData, TGetOwnershipQuery } from '@pantau/contracts';
import {
  isPublicLine,
  ownershipDistribution,
  ownershipHistory,
  rankShareholders,
  summarizeOwnership,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { findShareholderLists } from './ownership.repo.ts';
import { findLatestBars } from '../daily-bars/daily-bars.repo.ts';
import { requireAsOf, requireInstrument } from '../daily-bars/recent-market.ts';

const TOP_SHAREHOLDERS = 10;

/**
 * Ownership of one stock from its latest shareholder list, percentages of the listed shares (the
 * unlisted remainder counts as public), valued at the last close; history over `months` months.
 */
export async function getOwnership(db: Db, query: TGetOwnershipQuery): Promise<TGetOwnershipData> {
  const [asOf, instrument] = await Promise.all([requireAsOf(db), requireInstrument(db, query.symbol)]);
  const [lists, [lastBar]] = await Promise.all([
    findShareholderLists(db, query.symbol),
    findLatestBars(db, query.symbol, asOf, 1),
  ]);
  const totalShares = instrument.listedShares;
  const price = lastBar?.close ?? 0;
  const summary = summarizeOwnership(lists, totalShares);
  const detailed = rankShareholders(lists, price, totalShares);
  const latest = lists.filter((row) => row.asOf === summary.asOf);
  const publicLines = new Set(latest.filter(isPublicLine).map((row) => row.holder));
  return {
    asOf,
    symbol: query.symbol,
    listAsOf: summary.asOf,
    price,
    summary: {
      totalShares: summary.totalShares,
      controlling: summary.controlling,
      publicOwnership: summary.publicOwnership,
    },
    distribution: ownershipDistribution(lists, totalShares),
    topShareholders: detailed
      .filter((row) => !publicLines.has(row.holder))
      .slice(0, TOP_SHAREHOLDERS)
      .map((row) => ({
        name: row.holder,
        percentage: row.percentage,
        shares: row.shares,
        category: row.type,
      })),
    detailed,
    history: ownershipHistory(lists, query.months, totalShares),
  };
}
