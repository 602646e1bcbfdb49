import type { IsoDate, Trade } from '../types.ts';
import { compareTrades } from './trade-order.ts';

export type DoneDetailQuery = {
  /** 'latest' (default) puts the newest trade first; 'oldest' the first trade of the day. */
  sort?: 'latest' | 'oldest';
  /** Broker code on either side; omitted or 'ALL' keeps every trade. */
  broker?: string;
  /** Exact trade price; omitted or 'ALL' keeps every price. */
  price?: number | 'ALL';
  /** Only these dates; omitted keeps every date. */
  dates?: readonly IsoDate[];
  offset?: number;
  /** Page size; omitted returns every row from `offset`. */
  limit?: number;
};

export type DoneDetailStats = {
  totalTransactions: number;
  /** Shares. */
  totalVolume: number;
  /** Distinct broker codes on either side. */
  uniqueBrokers: number;
  /** Most trades on any one date: the row count of the horizontal layout, where dates sit side by side. */
  maxRows: number;
  priceRange: { min: number; max: number } | null;
  /** Volume-weighted: Σ price × volume / Σ volume; null without trades. */
  avgPrice: number | null;
  /** Shares per trade; null without trades. */
  avgVolume: number | null;
};

export type DoneDetailPage = {
  /** The requested page of the filtered, sorted trades. */
  rows: Trade[];
  /** Filtered trades before paging. */
  total: number;
  /** Over all filtered trades, not just the page. */
  stats: DoneDetailStats;
};

/** Done Detail: filter, sort and page one stock's trades, with the stats cards' numbers. */
export function queryDoneTrades(trades: readonly Trade[], query: DoneDetailQuery = {}): DoneDetailPage {
  const broker = query.broker && query.broker !== 'ALL' ? query.broker : undefined;
  const price = query.price === 'ALL' ? undefined : query.price;
  const dates = query.dates ? new Set(query.dates) : undefined;
  const filtered = trades.filter(
    (trade) =>
      (broker === undefined || trade.buyerBroker === broker || trade.sellerBroker === broker) &&
      (price === undefined || trade.price === price) &&
      (dates === undefined || dates.has(trade.date)),
  );
  filtered.sort(query.sort === 'oldest' ? compareTrades : (a, b) => compareTrades(b, a));
  const offset = Math.max(0, query.offset ?? 0);
  const end = query.limit === undefined ? undefined : offset + Math.max(0, query.limit);
  return { rows: filtered.slice(offset, end), total: filtered.length, stats: doneDetailStatsOf(filtered) };
}

export function doneDetailStatsOf(trades: readonly Trade[]): DoneDetailStats {
  const brokers = new Set<string>();
  const perDate = new Map<IsoDate, number>();
  let totalVolume = 0;
  let totalValue = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const trade of trades) {
    brokers.add(trade.buyerBroker);
    brokers.add(trade.sellerBroker);
    perDate.set(trade.date, (perDate.get(trade.date) ?? 0) + 1);
    totalVolume += trade.volume;
    totalValue += trade.price * trade.volume;
    if (trade.price < min) min = trade.price;
    if (trade.price > max) max = trade.price;
  }
  const count = trades.length;
  return {
    totalTransactions: count,
    totalVolume,
    uniqueBrokers: brokers.size,
    maxRows: Math.max(0, ...perDate.values()),
    priceRange: count === 0 ? null : { min, max },
    avgPrice: totalVolume === 0 ? null : totalValue / totalVolume,
    avgVolume: count === 0 ? null : totalVolume / count,
  };
}

/** HHMMSS trade time as 'HH:MM:SS': 93015 → '09:30:15'. */
export function formatTradeTime(time: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(time / 10_000))}:${pad(Math.floor(time / 100) % 100)}:${pad(time % 100)}`;
}
