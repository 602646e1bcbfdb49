import { describe, expect, it } from 'vitest';
import type { Board, DailyBar, InvestorType, Trade } from '../types.ts';
import { rollUpTrades, type TapeTail } from './rollups.ts';

function trade(overrides: Partial<Trade>): Trade {
  return {
    date: '2025-01-02',
    time: 90_000,
    session: 1,
    board: 'RG',
    symbol: 'BBCA',
    price: 9_000,
    volume: 100,
    buyerBroker: 'YP',
    buyerType: 'D',
    sellerBroker: 'BK',
    sellerType: 'F',
    buyOrder: 0,
    sellOrder: 0,
    ...overrides,
  };
}

// One BBCA day, given out of order on purpose.
const t1 = trade({ time: 90_001, price: 9_000, volume: 500, buyOrder: 10, sellOrder: 5 }); // B: buy order newer
const t2 = trade({
  time: 90_030,
  price: 9_025,
  volume: 200,
  buyerBroker: 'BK',
  buyerType: 'F',
  sellerBroker: 'YP',
  sellerType: 'D',
  buyOrder: 11,
  sellOrder: 12,
}); // S: sell order newer
const t3 = trade({ time: 90_130, price: 9_025, volume: 300, sellerBroker: 'YP', sellerType: 'D' }); // no orders, zero tick → S
const t5 = trade({
  time: 155_000,
  session: 2,
  price: 9_000,
  volume: 100,
  buyerBroker: 'CC',
  buyerType: 'F',
  buyOrder: 20,
  sellOrder: 15,
}); // B
const t4 = trade({
  time: 160_500,
  session: 2,
  board: 'NG',
  price: 8_800,
  volume: 1_050,
  buyerBroker: 'BK',
  buyerType: 'F',
  sellerBroker: 'CC',
  sellerType: 'D',
}); // first NG print, no orders → B
const nextDay = trade({ date: '2025-01-03', price: 9_100, volume: 100, buyOrder: 1, sellOrder: 2 }); // S

const rollups = rollUpTrades([nextDay, t4, t3, t1, t5, t2]);

describe('rollUpTrades on a hand-built BBCA day', () => {
  it('splits each price level into buyer- and seller-initiated lots', () => {
    const day1 = rollups.priceLevels.filter((row) => row.date === '2025-01-02');
    expect(day1).toEqual(
      expect.arrayContaining([
        // t1 5 lots + t5 1 lot, both buyer-initiated
        {
          symbol: 'BBCA',
          date: '2025-01-02',
          board: 'RG',
          price: 9_000,
          buyFreq: 2,
          buyLot: 6,
          sellFreq: 0,
          sellLot: 0,
          totalFreq: 2,
          totalLot: 6,
        },
        // t2 2 lots + t3 3 lots, both seller-initiated
        {
          symbol: 'BBCA',
          date: '2025-01-02',
          board: 'RG',
          price: 9_025,
          buyFreq: 0,
          buyLot: 0,
          sellFreq: 2,
          sellLot: 5,
          totalFreq: 2,
          totalLot: 5,
        },
        // 1,050 shares = 10.5 lots
        {
          symbol: 'BBCA',
          date: '2025-01-02',
          board: 'NG',
          price: 8_800,
          buyFreq: 1,
          buyLot: 10.5,
          sellFreq: 0,
          sellLot: 0,
          totalFreq: 1,
          totalLot: 10.5,
        },
      ]),
    );
    expect(day1).toHaveLength(3);
    expect(rollups.priceLevels.find((row) => row.date === '2025-01-03')).toMatchObject({
      sellLot: 1,
      buyLot: 0,
    });
  });

  it('gives each broker its side of every trade under its client type', () => {
    const day1 = rollups.brokerDays.filter((row) => row.date === '2025-01-02');
    expect(day1).toHaveLength(4);
    expect(day1).toEqual(
      expect.arrayContaining([
        // buys t1 500 + t3 300 shares; 9,000×500 + 9,025×300 = 4,500,000 + 2,707,500 = 7,207,500
        // sells t2 200 + t3 300 shares; 9,025×200 + 9,025×300 = 1,805,000 + 2,707,500 = 4,512,500
        {
          symbol: 'BBCA',
          date: '2025-01-02',
          broker: 'YP',
          investorType: 'D',
          buyLot: 8,
          buyValue: 7_207_500,
          buyFreq: 2,
          sellLot: 5,
          sellValue: 4_512_500,
          sellFreq: 2,
        },
        // buys t2 200 + t4 1,050 = 12.5 lots; 1,805,000 + 8,800×1,050 (9,240,000) = 11,045,000
        // sells t1 500 + t5 100 = 6 lots; 4,500,000 + 900,000 = 5,400,000
        {
          symbol: 'BBCA',
          date: '2025-01-02',
          broker: 'BK',
          investorType: 'F',
          buyLot: 12.5,
          buyValue: 11_045_000,
          buyFreq: 2,
          sellLot: 6,
          sellValue: 5_400_000,
          sellFreq: 2,
        },
        {
          symbol: 'BBCA',
          date: '2025-01-02',
          broker: 'CC',
          investorType: 'D',
          buyLot: 0,
          buyValue: 0,
          buyFreq: 0,
          sellLot: 10.5,
          sellValue: 9_240_000,
          sellFreq: 1,
        },
        {
          symbol: 'BBCA',
          date: '2025-01-02',
          broker: 'CC',
          investorType: 'F',
          buyLot: 1,
          buyValue: 900_000,
          buyFreq: 1,
          sellLot: 0,
          sellValue: 0,
          sellFreq: 0,
        },
      ]),
    );
  });

  it('records a broker crossing with itself on both sides of the price level', () => {
    const yp = rollups.brokerPriceLevels.find((row) => row.price === 9_025 && row.broker === 'YP');
    // bought t3 (3 lots); sold t2 (2 lots) and t3 (3 lots)
    expect(yp).toMatchObject({ board: 'RG', buyFreq: 1, buyLot: 3, sellFreq: 2, sellLot: 5 });
  });

  it('sums each broker per board, client types together', () => {
    const day1 = rollups.brokerBoardDays.filter((row) => row.date === '2025-01-02');
    const row = (board: Board, broker: string) => day1.find((r) => r.board === board && r.broker === broker);
    expect(day1).toHaveLength(5); // RG: YP, BK, CC; NG: BK, CC
    // BK on RG: bought t2 (2 lots at 9,025), sold t1 (5 at 9,000) and t5 (1 at 9,000)
    expect(row('RG', 'BK')).toEqual({
      symbol: 'BBCA',
      date: '2025-01-02',
      board: 'RG',
      broker: 'BK',
      buyLot: 2,
      buyValue: 1_805_000,
      buyFreq: 1,
      sellLot: 6,
      sellValue: 5_400_000,
      sellFreq: 2,
    });
    // The NG print alone: 10.5 lots at 8,800 = 9,240,000
    expect(row('NG', 'BK')).toMatchObject({ buyLot: 10.5, buyValue: 9_240_000, buyFreq: 1, sellLot: 0 });
    expect(row('NG', 'CC')).toMatchObject({ buyLot: 0, sellLot: 10.5, sellValue: 9_240_000, sellFreq: 1 });
    // CC's two client types on RG in one row: t5 bought for a foreign client
    expect(row('RG', 'CC')).toMatchObject({ buyLot: 1, buyValue: 900_000, sellLot: 0 });
  });

  it('takes the price range and close from the regular board, the totals from every board', () => {
    const [day1, day2] = rollups.dailyBars;
    expect(day1).toEqual({
      symbol: 'BBCA',
      date: '2025-01-02',
      open: 9_000, // t1
      high: 9_025,
      // t1 and t5; the NG print t4 at 8,800 is outside the regular market IDX's OHLC follows
      low: 9_000,
      close: 9_000, // t5 at 15:50:00; t4 (NG, 16:05) is later
      volume: 2_150, // 500 + 200 + 300 + 100 + 1,050
      value: 19_152_500, // 4,500,000 + 1,805,000 + 2,707,500 + 900,000 + 9,240,000
      frequency: 5,
      foreignBuy: 1_350, // buyer F: t2 200 + t5 100 + t4 1,050
      foreignSell: 600, // seller F: t1 500 + t5 100
    });
    expect(day2).toMatchObject({ date: '2025-01-03', open: 9_100, close: 9_100, volume: 100 });
  });

  it('buckets trades into minutes with aggressor volumes', () => {
    const day1 = rollups.minuteBars.filter((row) => row.date === '2025-01-02');
    expect(day1.map((bar) => bar.minute)).toEqual([540, 541, 950, 965]); // 09:00, 09:01, 15:50, 16:05
    expect(day1[0]).toEqual({
      symbol: 'BBCA',
      date: '2025-01-02',
      minute: 540,
      open: 9_000,
      high: 9_025,
      low: 9_000,
      close: 9_025,
      volume: 700,
      buyVolume: 500,
      sellVolume: 200,
      frequency: 2,
    });
    const footprint = rollups.minutePriceLevels.filter(
      (row) => row.date === '2025-01-02' && row.minute === 540,
    );
    expect(footprint).toEqual([
      { symbol: 'BBCA', date: '2025-01-02', minute: 540, price: 9_000, bidVolume: 0, askVolume: 500 },
      { symbol: 'BBCA', date: '2025-01-02', minute: 540, price: 9_025, bidVolume: 200, askVolume: 0 },
    ]);
  });
});

/**
 * What live ingest does with a batch's daily bar (`mergeRollups` in the server): the open stays,
 * high and low widen, the close moves, totals add; a batch that brings the day's first regular
 * trade replaces the stored open, high and low instead.
 */
function mergeDailyBar(stored: DailyBar, batch: DailyBar, firstRegular: boolean): DailyBar {
  return {
    ...stored,
    open: firstRegular ? batch.open : stored.open,
    high: firstRegular ? batch.high : Math.max(stored.high, batch.high),
    low: firstRegular ? batch.low : Math.min(stored.low, batch.low),
    close: batch.close,
    volume: stored.volume + batch.volume,
    value: stored.value + batch.value,
    frequency: stored.frequency + batch.frequency,
    foreignBuy: stored.foreignBuy + batch.foreignBuy,
    foreignSell: stored.foreignSell + batch.foreignSell,
  };
}

/** One stock-day given in consecutive batches, each continued from the tail the one before left. */
function rollUpInBatches(batches: readonly (readonly Trade[])[]): { bar?: DailyBar; tail?: TapeTail } {
  let bar: DailyBar | undefined;
  let tail: TapeTail | undefined;
  for (const batch of batches) {
    const result = rollUpTrades(batch, { continueFrom: tail && new Map([['BBCA', tail]]) });
    const batchBar = result.dailyBars[0] as DailyBar;
    const batchTail = result.tails[0]?.tail as TapeTail;
    const firstRegular = batchTail.closedOnRegular && !tail?.closedOnRegular;
    bar = bar ? mergeDailyBar(bar, batchBar, firstRegular) : batchBar;
    tail = batchTail;
  }
  return { bar, tail };
}

/** Every way of cutting the trades, in order, into non-empty batches: 2^(n − 1) of them. */
function everyBatching(trades: readonly Trade[]): Trade[][][] {
  const batchings: Trade[][][] = [];
  for (let cuts = 0; cuts < 2 ** (trades.length - 1); cuts++) {
    const batches: Trade[][] = [];
    trades.forEach((trade, i) => {
      if (i === 0 || cuts & (1 << (i - 1))) batches.push([trade]);
      else batches[batches.length - 1]?.push(trade);
    });
    batchings.push(batches);
  }
  return batchings;
}

describe('a daily bar whose day also trades on the negotiated and cash boards', () => {
  const day = [
    trade({ time: 90_000, board: 'NG', price: 8_800 }),
    trade({ time: 90_010, board: 'TN', price: 9_300 }),
    trade({ time: 90_030, price: 9_000 }), // the first RG trade
    trade({ time: 90_100, board: 'NG', price: 8_500 }), // below every RG trade
    trade({ time: 90_200, price: 9_050 }),
    trade({ time: 90_300, board: 'TN', price: 9_500 }), // above every RG trade
    trade({ time: 100_000, price: 8_950 }),
    trade({ time: 160_500, session: 2, board: 'NG', price: 8_000 }),
  ];
  const whole = rollUpTrades(day);

  it('takes open, high, low and close from the RG trades once there is one, totals from every board', () => {
    expect(whole.dailyBars).toEqual([
      {
        symbol: 'BBCA',
        date: '2025-01-02',
        open: 9_000,
        high: 9_050,
        low: 8_950,
        close: 8_950,
        volume: 800,
        // (8,800 + 9,300 + 9,000 + 8,500 + 9,050 + 9,500 + 8,950 + 8,000) × 100
        value: 7_110_000,
        frequency: 8,
        foreignBuy: 0,
        foreignSell: 800,
      },
    ]);
  });

  it('comes out the same from live batches, however the day is cut, as from the whole day', () => {
    const expected = { bar: whole.dailyBars[0], tail: whole.tails[0]?.tail };
    // Batches ending before, at and after the first RG trade, and batches without one after it.
    for (const batches of everyBatching(day)) expect(rollUpInBatches(batches)).toEqual(expected);
  });

  it('falls back to every board on a day without a regular trade, batched or whole', () => {
    const offBoard = [day[0], day[1], day[3], day[7]] as Trade[];
    const fallback = rollUpTrades(offBoard);
    expect(fallback.dailyBars[0]).toMatchObject({ open: 8_800, high: 9_300, low: 8_000, close: 8_000 });
    const expected = { bar: fallback.dailyBars[0], tail: fallback.tails[0]?.tail };
    for (const batches of everyBatching(offBoard)) expect(rollUpInBatches(batches)).toEqual(expected);
  });
});

// Deterministic generator so the invariants are checked on the same market every run.
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function generateTrades(count: number): Trade[] {
  const random = mulberry32(42);
  const symbols = ['BBCA', 'BBRI', 'TLKM', 'GOTO', 'ANTM'];
  const dates = ['2025-01-02', '2025-01-03', '2025-01-06'];
  const brokers = ['YP', 'PD', 'CC', 'BK', 'AK', 'XL', 'LG', 'MG', 'BR', 'RG', 'KZ', 'ZP'];
  const boards: Board[] = ['RG', 'RG', 'RG', 'RG', 'TN', 'NG'];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const trades: Trade[] = [];
  for (let i = 0; i < count; i += 1) {
    const hour = 9 + Math.floor(random() * 7);
    const time = hour * 10_000 + Math.floor(random() * 60) * 100 + Math.floor(random() * 60);
    const hasOrders = random() < 0.9;
    trades.push({
      date: pick(dates),
      time,
      session: hour < 12 ? 1 : 2,
      board: pick(boards),
      symbol: pick(symbols),
      price: 1_000 + 5 * Math.floor(random() * 40),
      volume: 100 * (1 + Math.floor(random() * 50)),
      buyerBroker: pick(brokers),
      buyerType: (random() < 0.3 ? 'F' : 'D') as InvestorType,
      sellerBroker: pick(brokers),
      sellerType: (random() < 0.3 ? 'F' : 'D') as InvestorType,
      buyOrder: hasOrders ? Math.floor(random() * 1_000_000) + 1 : 0,
      sellOrder: hasOrders ? Math.floor(random() * 1_000_000) + 1 : 0,
    });
  }
  return trades;
}

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  let total = 0;
  for (const row of rows) total += pick(row);
  return total;
}

describe('rollUpTrades on 200,000 generated trades', () => {
  const trades = generateTrades(200_000);
  const result = rollUpTrades(trades);
  const tradedShares = sum(trades, (t) => t.volume);

  it('keeps every share: price levels, daily bars and minute bars agree with the trades', () => {
    expect(sum(result.priceLevels, (row) => row.totalLot) * 100).toBe(tradedShares);
    expect(sum(result.priceLevels, (row) => row.buyLot + row.sellLot) * 100).toBe(tradedShares);
    expect(sum(result.dailyBars, (bar) => bar.volume)).toBe(tradedShares);
    expect(sum(result.minuteBars, (bar) => bar.volume)).toBe(tradedShares);
    expect(sum(result.minuteBars, (bar) => bar.buyVolume + bar.sellVolume)).toBe(tradedShares);
    expect(sum(result.minutePriceLevels, (row) => row.askVolume + row.bidVolume)).toBe(tradedShares);
    expect(sum(result.dailyBars, (bar) => bar.frequency)).toBe(trades.length);
  });

  it('matches every bought lot with a sold lot across brokers', () => {
    const totalLots = tradedShares / 100;
    expect(sum(result.brokerDays, (row) => row.buyLot)).toBe(totalLots);
    expect(sum(result.brokerDays, (row) => row.sellLot)).toBe(totalLots);
    expect(sum(result.brokerPriceLevels, (row) => row.buyLot)).toBe(totalLots);
    expect(sum(result.brokerPriceLevels, (row) => row.sellLot)).toBe(totalLots);
    expect(sum(result.brokerDays, (row) => row.buyValue)).toBe(sum(result.dailyBars, (bar) => bar.value));
    expect(sum(result.brokerBoardDays, (row) => row.buyLot)).toBe(totalLots);
    expect(sum(result.brokerBoardDays, (row) => row.sellLot)).toBe(totalLots);
    expect(sum(result.brokerBoardDays, (row) => row.sellValue)).toBe(
      sum(result.dailyBars, (bar) => bar.value),
    );
  });

  it('agrees per stock-day between minute bars and the daily bar', () => {
    const minuteVolume = new Map<string, number>();
    for (const bar of result.minuteBars) {
      const key = bar.symbol + bar.date;
      minuteVolume.set(key, (minuteVolume.get(key) ?? 0) + bar.volume);
    }
    expect(result.dailyBars).toHaveLength(15); // 5 symbols × 3 dates
    for (const bar of result.dailyBars) {
      expect(minuteVolume.get(bar.symbol + bar.date)).toBe(bar.volume);
      expect(bar.low).toBeLessThanOrEqual(bar.close);
      expect(bar.close).toBeLessThanOrEqual(bar.high);
    }
  });
});
