import {
  DATE_MESSAGES,
  MAX_SELECTED_DATES,
  type TDoneDetailStats,
  type TGetDoneDetailData,
  type TGetDoneDetailQuery,
} from '@pantau/contracts';
import { formatTradeTime, type IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { checkDateCount } from '../flows/flow-dates.ts';
import { findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import { requireKeptTradeRecords, requireTradeRecords } from '../coverage/trade-records-check.ts';
import { requireAsOf, requireSymbol } from '../flows/flow-lookups.service.ts';
import {
  findDetailFilterOptions,
  findLevelBrokersByDate,
  findLevelStatsByDate,
  findTradeSlice,
  findTradeAggregates,
  type DateAggregate,
  type TradeFilter,
} from './done-detail.repo.ts';

const TYPE_LABEL = { D: 'Indonesia', F: 'Asing' } as const;

/**
 * Done Detail: one page of a stock's trades on at most 7 dates, filtered by broker (either side)
 * and price, with the stats cards over every filtered trade computed by SQL aggregates.
 */
export async function getDoneDetail(db: Db, query: TGetDoneDetailQuery): Promise<TGetDoneDetailData> {
  checkDateCount(query.dates, MAX_SELECTED_DATES, DATE_MESSAGES.tooManyDates);
  const [asOf] = await Promise.all([requireAsOf(db), requireSymbol(db, query.symbol)]);
  const filter: TradeFilter = {
    symbol: query.symbol,
    dates: query.dates,
    broker: query.broker === 'ALL' ? undefined : query.broker,
    price: query.price === 'ALL' ? undefined : query.price,
  };
  // Paging through one selection reuses its stats: only the page's slice is read again.
  const key = `${asOf}|${filter.symbol}|${filter.dates.join(',')}|${filter.broker}|${filter.price}`;
  const selection = await rememberAnswer(db, 'done-detail', key, async () => {
    await requireTradeRecordsOn(db, filter.symbol, filter.dates);
    return summarizeSelection(db, filter);
  });
  const page = await findPage(db, filter, query, selection.countByDate);
  return {
    asOf,
    symbol: query.symbol,
    dates: query.dates,
    sort: query.sort,
    offset: query.offset,
    limit: query.limit,
    total: selection.stats.overall.totalTransactions,
    trades: page.map((trade) => ({
      date: trade.date,
      time: formatTradeTime(trade.time),
      seq: trade.seq,
      board: trade.board as 'RG' | 'TN' | 'NG',
      buyerBroker: trade.buyerBroker,
      buyerType: trade.buyerType as 'D' | 'F',
      buyerTypeLabel: TYPE_LABEL[trade.buyerType as 'D' | 'F'],
      sellerBroker: trade.sellerBroker,
      sellerType: trade.sellerType as 'D' | 'F',
      sellerTypeLabel: TYPE_LABEL[trade.sellerType as 'D' | 'F'],
      price: trade.price,
      lot: trade.volume / 100,
      shares: trade.volume,
    })),
    stats: selection.stats,
    filterOptions: selection.filterOptions,
  };
}

/** NO_TRADE_RECORDS when a picked date's records were dropped, or none of them has the stock's trade records. */
async function requireTradeRecordsOn(db: Db, symbol: string, dates: readonly IsoDate[]) {
  // The contract hands the dates over sorted and without repeats.
  await requireKeptTradeRecords(db, symbol, dates, 'dates');
  const range = { from: dates[0]!, to: dates.at(-1)! };
  const withRecords = (await findSymbolTradeDates(db, symbol, range)).filter((date) => dates.includes(date));
  await requireTradeRecords(db, { symbol, dates, ...range, field: 'dates' }, withRecords);
}

/** Stats per date and overall, plus the filter selects' options, of one filtered selection. */
async function summarizeSelection(db: Db, filter: TradeFilter) {
  // Without a broker filter the rollups give the same stats exactly, without reading every trade.
  const [{ aggregates, brokerPairs }, filterOptions] = await Promise.all([
    filter.broker === undefined
      ? Promise.all([
          findLevelStatsByDate(db, filter.symbol, filter.dates, filter.price),
          findLevelBrokersByDate(db, filter.symbol, filter.dates, filter.price),
        ]).then(([aggregates, brokerPairs]) => ({ aggregates, brokerPairs }))
      : findTradeAggregates(db, filter),
    findDetailFilterOptions(db, filter.symbol, filter.dates),
  ]);
  const byDate = new Map(aggregates.map((row) => [row.date, row]));
  const brokersByDate = new Map<IsoDate, Set<string>>();
  for (const { date, broker } of brokerPairs) {
    const set = brokersByDate.get(date) ?? new Set<string>();
    set.add(broker);
    brokersByDate.set(date, set);
  }
  const allBrokers = new Set(brokerPairs.map((pair) => pair.broker));
  return {
    countByDate: new Map(aggregates.map((row) => [row.date, row.count])),
    stats: {
      overall: statsOf(aggregates, allBrokers.size),
      byDate: filter.dates.map((date) => {
        const row = byDate.get(date);
        return { date, ...statsOf(row ? [row] : [], brokersByDate.get(date)?.size ?? 0) };
      }),
    },
    filterOptions,
  };
}

/**
 * The requested page, walking the dates in display order with their filtered trade counts (known
 * from the stats), so that each query reads one date's primary-key range and never sorts.
 */
async function findPage(
  db: Db,
  filter: TradeFilter,
  query: TGetDoneDetailQuery,
  countByDate: ReadonlyMap<IsoDate, number>,
) {
  const ordered = query.sort === 'latest' ? [...filter.dates].reverse() : filter.dates;
  const page: Awaited<ReturnType<typeof findTradeSlice>> = [];
  let skip = query.offset;
  for (const date of ordered) {
    const count = countByDate.get(date) ?? 0;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const limit = query.limit - page.length;
    page.push(...(await findTradeSlice(db, filter, date, { sort: query.sort, offset: skip, limit })));
    skip = 0;
    if (page.length >= query.limit) break;
  }
  return page;
}

/** The stats cards from per-date aggregates (same definitions as `doneDetailStatsOf`). */
function statsOf(rows: readonly DateAggregate[], uniqueBrokers: number): TDoneDetailStats {
  let count = 0;
  let volume = 0;
  let value = 0;
  let min = Infinity;
  let max = -Infinity;
  let maxRows = 0;
  for (const row of rows) {
    count += row.count;
    volume += row.volume;
    value += row.value;
    min = Math.min(min, row.minPrice);
    max = Math.max(max, row.maxPrice);
    maxRows = Math.max(maxRows, row.count);
  }
  return {
    totalTransactions: count,
    totalVolume: volume,
    uniqueBrokers,
    maxRows,
    priceRange: count === 0 ? null : { min, max },
    avgPrice: volume === 0 ? null : value / volume,
    avgVolume: count === 0 ? null : volume / count,
  };
}
