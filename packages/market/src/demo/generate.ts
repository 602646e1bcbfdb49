import { BROKERS } from '../reference/brokers.ts';
import { parseIsoDate, toIsoDate, tradingDaysBetween } from '../reference/calendar.ts';
import { INSTRUMENTS } from '../reference/instruments.ts';
import type { IsoDate, OwnershipComposition, Shareholder, Trade } from '../types.ts';
import { simulateDailyMarket, type SimulatedStock } from './daily.ts';
import { computeIndexMemberships, type IndexMembership } from './indices.ts';
import { monthEnds, simulateOwnership } from './ownership.ts';
import { generateTradeDay } from './trades.ts';
import { longTailInstruments } from './long-tail.ts';

export type DemoMarketOptions = {
  seed?: string;
  /** The last trading day to simulate (the market's "today"). */
  endDate: IsoDate;
  /** Years of daily history. */
  years?: number;
  /** Most recent trading days that also get trade records. */
  tradeDays?: number;
  /** Trades on an ordinary day of the most liquid names. */
  tradesPerDay?: number;
  ownershipMonths?: number;
  /**
   * Stocks in the market: the named demo stocks, then a made-up thin long tail up to this many
   * (IDX lists ~950). Fewer than the named stocks keeps them all.
   */
  stocks?: number;
};

export const DEMO_DEFAULTS = {
  seed: 'pantau-demo-v1',
  years: 6,
  tradeDays: 25,
  tradesPerDay: 250,
  ownershipMonths: 24,
};

export type DemoMarket = {
  seed: string;
  days: IsoDate[];
  tradeDays: IsoDate[];
  stocks: SimulatedStock[];
  memberships: IndexMembership[];
  compositions: OwnershipComposition[];
  holders: Shareholder[];
  /** Trade records of one trade day for every stock that traded, generated on demand. */
  tradesOn(date: IsoDate): Trade[];
};

/** The whole demo market: deterministic for the same options, generated in memory. */
export function generateDemoMarket(options: DemoMarketOptions): DemoMarket {
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const years = options.years ?? DEMO_DEFAULTS.years;
  const end = parseIsoDate(options.endDate);
  const start = toIsoDate(
    new Date(
      Date.UTC(
        end.getUTCFullYear() - Math.floor(years),
        end.getUTCMonth() - Math.round((years % 1) * 12),
        end.getUTCDate() + 1,
      ),
    ),
  );
  const days = tradingDaysBetween(start, options.endDate);
  const tradeDayCount = Math.min(options.tradeDays ?? DEMO_DEFAULTS.tradeDays, days.length);
  const longTail = Math.max(0, (options.stocks ?? 0) - INSTRUMENTS.length);
  const instruments = longTail ? [...INSTRUMENTS, ...longTailInstruments(seed, longTail, days)] : INSTRUMENTS;
  const stocks = simulateDailyMarket(instruments, {
    seed,
    days,
    campaignDays: tradeDayCount,
    tradesPerDay: options.tradesPerDay ?? DEMO_DEFAULTS.tradesPerDay,
  });
  const memberships = computeIndexMemberships(
    stocks.map((stock) => ({
      symbol: stock.seed.symbol,
      sharesMillions: stock.seed.sharesMillions,
      bars: stock.bars,
    })),
    days,
  );

  // KSEI publishes a month's composition after it ends: the latest list is the last month-end on
  // or before the market's last day.
  const months = monthEnds(
    lastMonthEndOnOrBefore(options.endDate),
    options.ownershipMonths ?? DEMO_DEFAULTS.ownershipMonths,
  );
  const compositions: OwnershipComposition[] = [];
  const holders: Shareholder[] = [];
  for (const stock of stocks) {
    const foreignNet = months.map((monthEnd) => {
      const monthStart = `${monthEnd.slice(0, 7)}-01`;
      return stock.bars
        .filter((bar) => bar.date >= monthStart && bar.date <= monthEnd)
        .reduce((sum, bar) => sum + bar.foreignBuy - bar.foreignSell, 0);
    });
    const listedMonths = months.filter((monthEnd) => (stock.bars[0]?.date ?? '9999') <= monthEnd);
    const ownership = simulateOwnership(
      seed,
      stock.seed,
      listedMonths,
      foreignNet.slice(months.length - listedMonths.length),
    );
    compositions.push(...ownership.compositions);
    holders.push(...ownership.holders);
  }

  const tradeDays = days.slice(days.length - tradeDayCount);
  const barIndex = new Map(
    stocks.map((stock) => [stock.seed.symbol, new Map(stock.bars.map((bar, k) => [bar.date, k]))]),
  );
  return {
    seed,
    days,
    tradeDays,
    stocks,
    memberships,
    compositions,
    holders,
    tradesOn: (date) => {
      const trades: Trade[] = [];
      for (const stock of stocks) {
        const k = barIndex.get(stock.seed.symbol)?.get(date);
        const bar = k === undefined ? undefined : stock.bars[k];
        if (k === undefined || !bar) continue;
        trades.push(
          ...generateTradeDay({
            seed,
            bar,
            liquidity: stock.seed.liquidity,
            foreignTilt: stock.foreignTilt[k] ?? 0,
            campaign: stock.campaign,
            brokers: BROKERS,
          }),
        );
      }
      return trades;
    },
  };
}

function lastMonthEndOnOrBefore(date: IsoDate): IsoDate {
  const day = parseIsoDate(date);
  const monthEnd = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  if (monthEnd.getTime() === day.getTime()) return date;
  return toIsoDate(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 0)));
}
