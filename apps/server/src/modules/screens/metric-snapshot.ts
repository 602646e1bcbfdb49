import { METRIC_MAX_DAYS, metricKey, type TMetricRef, type TMetricValue } from '@pantau/contracts';
import {
  brokerBuyDays,
  brokerNetLots,
  categoryOwnChange,
  computeStockMetrics,
  type IsoDate,
} from '@pantau/market';
import type { Db } from '../../db/client.ts';
import { rememberAnswer } from '../market/answer-cache.ts';
import { loadRecentMarket, requireAsOf, sectorLabel } from '../market/daily-bars/recent-market.ts';
import { findTradingDayBack } from '../market/daily-bars/daily-bars.repo.ts';
import { isLiveTradeDay } from '../market/live/live-days.service.ts';
import { loadOwnershipPairs, loadTopNets } from './metric-inputs.ts';
import { findBrokerNetLots, type OwnershipPair } from './metrics.repo.ts';

/** Trading days of broker rollups the bandar metrics read: MA20 of the bandar value. */
const TOP_NET_DAYS = 20;

export type SnapshotStock = {
  symbol: string;
  name: string;
  sector: string;
  /** The stock's trading dates held, oldest first; the last is its latest. */
  dates: IsoDate[];
  base: Record<string, TMetricValue>;
  ownership: OwnershipPair;
};

/** Every listed stock's metrics on one trading day. */
export type MetricSnapshot = {
  asOf: IsoDate;
  live: boolean;
  stocks: SnapshotStock[];
  bySymbol: Map<string, SnapshotStock>;
};

/**
 * The metrics of every listed stock that traded on the latest trading day, computed once per day and
 * market-data version (an import or a live second renews it) from the recent bars the screener
 * shares, the broker rollups of the last 20 trading days and the two latest KSEI months.
 */
export async function loadMetricSnapshot(db: Db): Promise<MetricSnapshot> {
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'screen-metrics', asOf, async () => {
    const from = (await findTradingDayBack(db, asOf, TOP_NET_DAYS)) ?? asOf;
    const [market, topNets, ownership, live] = await Promise.all([
      loadRecentMarket(db, asOf),
      loadTopNets(db, from, asOf),
      loadOwnershipPairs(db, asOf),
      isLiveTradeDay(db, asOf),
    ]);
    const stocks: SnapshotStock[] = [];
    for (const instrument of market.instruments) {
      const bars = market.barsBySymbol.get(instrument.symbol);
      // A stock without a bar on the day (suspended; in a session, not traded yet) would pass a
      // screen on figures of another day.
      if (!bars || bars[bars.length - 1]?.date !== asOf) continue;
      const pair = ownership.get(instrument.symbol) ?? { latest: null, previous: null };
      stocks.push({
        symbol: instrument.symbol,
        name: instrument.name,
        sector: sectorLabel(instrument.sector),
        dates: bars.map((bar) => bar.date),
        base: computeStockMetrics({ bars, topNet: topNets.get(instrument.symbol) ?? [], ownership: pair }),
        ownership: pair,
      });
    }
    return { asOf, live, stocks, bySymbol: new Map(stocks.map((stock) => [stock.symbol, stock])) };
  });
}

type BrokerSeries = Map<string, { date: IsoDate; netLots: number }[]>;

/** One broker's net lots per stock-day from `from` to asOf. */
function loadBrokerSeries(db: Db, asOf: IsoDate, broker: string, from: IsoDate): Promise<BrokerSeries> {
  return rememberAnswer(db, 'screen-broker', `${asOf}:${broker}:${from}`, () =>
    findBrokerNetLots(db, broker, from, asOf),
  );
}

/**
 * The first date a window of each stock's last `days` trading days reaches back to, over every
 * stock: the broker rows older than it are never read. A 5-day net reads 5 days of rows, not the
 * 60 a streak may need (on PostgreSQL, parsing those rows was most of an alert evaluation).
 */
function windowStart(snapshot: MetricSnapshot, days: number): IsoDate {
  let from = snapshot.asOf;
  for (const stock of snapshot.stocks) {
    const first = stock.dates[Math.max(0, stock.dates.length - days)];
    if (first !== undefined && first < from) from = first;
  }
  return from;
}

export type MetricReader = (stock: SnapshotStock, ref: TMetricRef) => TMetricValue;

/**
 * Reads any metric of any stock of the snapshot: base metrics from it, broker metrics from the
 * named brokers' rollups (read once per broker, as far back as its metrics look), ownership
 * categories from its KSEI pair.
 */
export async function metricReader(
  db: Db,
  snapshot: MetricSnapshot,
  refs: readonly TMetricRef[],
): Promise<MetricReader> {
  const daysByBroker = new Map<string, number>();
  for (const ref of refs) {
    if (ref.broker === undefined) continue;
    // A streak is counted over the longest window a metric may ask for, plus the day that ends it.
    const days = ref.id === 'brokerBuyDays' ? METRIC_MAX_DAYS + 1 : (ref.days ?? 1);
    daysByBroker.set(ref.broker, Math.max(days, daysByBroker.get(ref.broker) ?? 0));
  }
  const series = new Map(
    await Promise.all(
      [...daysByBroker].map(
        async ([broker, days]) =>
          [broker, await loadBrokerSeries(db, snapshot.asOf, broker, windowStart(snapshot, days))] as const,
      ),
    ),
  );
  return (stock, ref) => {
    switch (ref.id) {
      case 'brokerNetLots':
        return brokerNetLots(series.get(ref.broker!)?.get(stock.symbol) ?? [], stock.dates, ref.days!);
      case 'brokerBuyDays':
        return brokerBuyDays(series.get(ref.broker!)?.get(stock.symbol) ?? [], stock.dates);
      case 'categoryOwnChange':
        return categoryOwnChange(stock.ownership, ref.category!);
      default:
        return stock.base[ref.id] ?? null;
    }
  };
}

/** Metric refs without repeats (by key), in first-seen order. */
export function distinctRefs(refs: readonly TMetricRef[]): TMetricRef[] {
  const seen = new Map<string, TMetricRef>();
  for (const ref of refs) if (!seen.has(metricKey(ref))) seen.set(metricKey(ref), ref);
  return [...seen.values()];
}
