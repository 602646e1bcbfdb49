import { describe, expect, it } from 'vitest';
import type { DailyBar, HolderCategory, OwnershipComposition } from '../types.ts';
import { BASE_METRIC_IDS, computeStockMetrics } from './stock-metrics.ts';
import type { StockMetrics, TopNetDay } from './stock-metrics.ts';

const DAY_MS = 86_400_000;
/** Day i of the fixture; weekends do not matter to the metrics, which count bars. */
const dateOf = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * DAY_MS).toISOString().slice(0, 10);

/** A flat bar at `close` (high = low = close, 1000 shares at the close) unless fields say otherwise. */
const bar = (i: number, close: number, fields: Partial<DailyBar> = {}): DailyBar => ({
  symbol: 'TEST',
  date: dateOf(i),
  open: close,
  high: close,
  low: close,
  close,
  volume: 1000,
  value: close * 1000,
  frequency: 10,
  foreignBuy: 0,
  foreignSell: 0,
  ...fields,
});

const barsOf = (closes: readonly number[], fields: (i: number) => Partial<DailyBar> = () => ({})) =>
  closes.map((close, i) => bar(i, close, fields(i)));

/** n values from `first` stepping by `step`. */
const series = (n: number, first: number, step: number) =>
  Array.from({ length: n }, (_, i) => first + step * i);

const NO_OWNERSHIP = { latest: null, previous: null };

const metricsOf = (bars: readonly DailyBar[], topNet: readonly TopNetDay[] = []): StockMetrics =>
  computeStockMetrics({ bars, topNet, ownership: NO_OWNERSHIP });

describe('computeStockMetrics', () => {
  it('gives every parameterless metric of the catalogue', () => {
    expect(Object.keys(metricsOf(barsOf([100]))).sort()).toEqual([...BASE_METRIC_IDS].sort());
  });

  it('has nothing to say about a stock without bars or ownership', () => {
    const metrics = metricsOf([]);
    expect(Object.values(metrics).every((value) => value === null)).toBe(true);
  });
});

describe('price and value', () => {
  // 21 closes 100, 102, …, 140.
  const bars = barsOf(series(21, 100, 2), (i) => ({ value: 1_000_000 + i }));

  it('compares the close with the closes 1, 5 and 20 bars back', () => {
    const metrics = metricsOf(bars);
    expect(metrics.close).toBe(140);
    // 140 / 138 − 1 = 1.449…%; 5 back is 130: 10 / 130 = 7.692…%; 20 back is 100: 40%
    expect(metrics.change1d).toBeCloseTo(1.449275362, 8);
    expect(metrics.change5d).toBeCloseTo(7.692307692, 8);
    expect(metrics.change20d).toBeCloseTo(40, 10);
  });

  it("takes today's rupiah value", () => {
    expect(metricsOf(bars).value).toBe(1_000_020);
  });

  it('is null without enough bars or with a zero base close', () => {
    const metrics = metricsOf(bars.slice(1));
    expect(metrics.change20d).toBeNull();
    // 20 bars still hold a close 5 back: 140 / 130
    expect(metrics.change5d).toBeCloseTo(7.692307692, 8);
    expect(metricsOf(bars.slice(0, 1)).change1d).toBeNull();
    expect(metricsOf(barsOf([0, 5])).change1d).toBeNull();
  });
});

describe('volumeRatio20d', () => {
  // 10 bars of 1000 shares, 10 of 3000 (mean 2000), then today 5000.
  const volumes = [...Array(10).fill(1000), ...Array(10).fill(3000), 5000] as number[];
  const bars = volumes.map((volume, i) => bar(i, 100, { volume }));

  it("divides today's volume by the mean of the 20 bars before it", () => {
    // 5000 / 2000
    expect(metricsOf(bars).volumeRatio20d).toBe(2.5);
  });

  it('is null with fewer than 20 earlier bars or none traded in them', () => {
    expect(metricsOf(bars.slice(1)).volumeRatio20d).toBeNull();
    const quiet = volumes.map((_, i) => bar(i, 100, { volume: i === 20 ? 5000 : 0 }));
    expect(metricsOf(quiet).volumeRatio20d).toBeNull();
  });
});

describe('distance from moving averages', () => {
  it('measures the close against the short averages', () => {
    // closes 100, 102, …, 140: MA5 = (132 + 140) / 2 = 136, MA10 = (122 + 140) / 2 = 131,
    // MA20 = (102 + 140) / 2 = 121
    const metrics = metricsOf(barsOf(series(21, 100, 2)));
    expect(metrics.distMa5).toBeCloseTo((4 / 136) * 100, 10);
    expect(metrics.distMa10).toBeCloseTo((9 / 131) * 100, 10);
    expect(metrics.distMa20).toBeCloseTo((19 / 121) * 100, 10);
    expect(metrics.distMa50).toBeNull();
  });

  it('measures the close against the long averages', () => {
    // closes 1000, 1001, …, 1199: MA50 = (1150 + 1199) / 2 = 1174.5, MA100 = (1100 + 1199) / 2 =
    // 1149.5, MA200 = (1000 + 1199) / 2 = 1099.5
    const metrics = metricsOf(barsOf(series(200, 1000, 1)));
    expect(metrics.distMa50).toBeCloseTo((24.5 / 1174.5) * 100, 10);
    expect(metrics.distMa100).toBeCloseTo((49.5 / 1149.5) * 100, 10);
    expect(metrics.distMa200).toBeCloseTo((99.5 / 1099.5) * 100, 10);
  });

  it('is null with fewer bars than the average spans', () => {
    const metrics = metricsOf(barsOf(series(199, 1000, 1)));
    expect(metrics.distMa200).toBeNull();
    // closes 1099…1198: MA100 = 1148.5
    expect(metrics.distMa100).toBeCloseTo((49.5 / 1148.5) * 100, 10);
  });
});

describe('moving-average crosses', () => {
  const flat = (n: number) => Array(n).fill(100) as number[];

  it('is golden when the fast average rises through the slow one today', () => {
    // Yesterday MA5 = MA20 = 100; today MA5 = (400 + 110) / 5 = 102 > MA20 = (1900 + 110) / 20 = 100.5
    expect(metricsOf(barsOf([...flat(20), 110])).maCross5x20).toBe('golden');
  });

  it('is death when the fast average falls through the slow one today', () => {
    // Today MA5 = (400 + 90) / 5 = 98 < MA20 = (1900 + 90) / 20 = 99.5
    expect(metricsOf(barsOf([...flat(20), 90])).maCross5x20).toBe('death');
  });

  it('is none when the averages stay apart or stay level', () => {
    // Yesterday MA5 = 102 > MA20 = 100.5 already, so rising further is no cross
    expect(metricsOf(barsOf([...flat(20), 110, 120])).maCross5x20).toBe('none');
    expect(metricsOf(barsOf(flat(21))).maCross5x20).toBe('none');
  });

  it('crosses the long averages the same way', () => {
    // 200 closes of 100 then 110: today MA20 = 100.5, MA50 = (4900 + 110) / 50 = 100.2,
    // MA200 = (19900 + 110) / 200 = 100.05; yesterday all were 100
    const metrics = metricsOf(barsOf([...flat(200), 110]));
    expect(metrics.maCross20x50).toBe('golden');
    expect(metrics.maCross50x200).toBe('golden');
    expect(metricsOf(barsOf([...flat(200), 90])).maCross50x200).toBe('death');
  });

  it("is null until yesterday's slow average exists", () => {
    const metrics = metricsOf(barsOf([...flat(199), 110]));
    expect(metrics.maCross50x200).toBeNull();
    expect(metrics.maCross20x50).toBe('golden');
    expect(metricsOf(barsOf([...flat(19), 110])).maCross5x20).toBeNull();
  });
});

describe('rsi14', () => {
  // 100 up to 114 in 7 steps of +2, then down to 107 in 7 steps of −1.
  const closes = [...series(8, 100, 2), ...series(7, 113, -1)];

  it("seeds Wilder's averages with the first 14 changes", () => {
    // avg gain 14 / 14 = 1, avg loss 7 / 14 = 0.5: RS = 2, RSI = 100 − 100 / 3
    expect(metricsOf(barsOf(closes)).rsi14).toBeCloseTo(66.666666667, 8);
  });

  it('smooths the next change in with weight 1/14', () => {
    // +1: avg gain (13 + 1) / 14 = 1, avg loss 6.5 / 14; RSI = 100 − 100 / (1 + 14 / 6.5) = 100 − 650 / 20.5
    expect(metricsOf(barsOf([...closes, 108])).rsi14).toBeCloseTo(68.292682927, 8);
  });

  it('is null before 14 changes', () => {
    expect(metricsOf(barsOf(closes.slice(1))).rsi14).toBeNull();
  });
});

describe('new highs and lows', () => {
  /** n bars with high 100 and low 90; today (the last) spans 80-120; `spikes` override earlier bars. */
  const bars = (n: number, spikes: Record<number, { high: number; low: number }>) =>
    Array.from({ length: n }, (_, i) =>
      bar(i, 95, i === n - 1 ? { high: 120, low: 80 } : (spikes[i] ?? { high: 100, low: 90 })),
    );

  it('looks back 20 bars for the short flags and 250 for the 52-week ones', () => {
    // 260 bars, today is bar 259: bar 229 (30 back) spans 50-150, inside 250 but not 20
    const metrics = metricsOf(bars(260, { 229: { high: 150, low: 50 } }));
    expect(metrics.newHigh20d).toBe(true);
    expect(metrics.newLow20d).toBe(true);
    expect(metrics.newHigh52w).toBe(false);
    expect(metrics.newLow52w).toBe(false);
  });

  it('forgets a spike more than 250 bars back', () => {
    // bar 5 is 254 back
    const metrics = metricsOf(bars(260, { 5: { high: 500, low: 10 } }));
    expect(metrics.newHigh52w).toBe(true);
    expect(metrics.newLow52w).toBe(true);
  });

  it('uses every bar held when there are fewer than 250', () => {
    // 25 bars: bar 0 is 24 back, outside the 20-bar window
    const metrics = metricsOf(bars(25, { 0: { high: 500, low: 10 } }));
    expect(metrics.newHigh20d).toBe(true);
    expect(metrics.newHigh52w).toBe(false);
    expect(metrics.newLow52w).toBe(false);
  });

  it('needs to beat the earlier extreme, not match it', () => {
    const metrics = metricsOf(bars(21, { 3: { high: 120, low: 80 } }));
    expect(metrics.newHigh20d).toBe(false);
    expect(metrics.newLow20d).toBe(false);
  });

  it('is null with fewer than 20 earlier bars', () => {
    const metrics = metricsOf(bars(20, {}));
    expect([metrics.newHigh20d, metrics.newLow20d, metrics.newHigh52w, metrics.newLow52w]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('bandarmology', () => {
  // Only the days with broker rows traded; the others are days without a trade.
  const bars = barsOf(Array(20).fill(100) as number[]).map((day, i) =>
    [2, 10, 15, 19].includes(i) ? day : { ...day, volume: 0, value: 0 },
  );
  /** A topNet row on bar i with bandar value buy5 − sell5; the other sides mirror top 5. */
  const row = (i: number, buy5: number, sell5: number, fields: Partial<TopNetDay> = {}): TopNetDay => ({
    date: dateOf(i),
    buy3: buy5,
    sell3: sell5,
    buy5,
    sell5,
    buy10: buy5,
    sell10: sell5,
    ...fields,
  });
  // Bandar values: bar 2: 600, bar 10: 1000, bar 15: −400, today (bar 19): 500 − 300 = 200; the
  // others have no broker rows. The row on day 25 is after today and counts for nothing.
  const topNet = [
    row(2, 600, 0),
    row(10, 1500, 500),
    row(15, 100, 500),
    row(19, 500, 300, { buy3: 300, sell3: 100, buy10: 900, sell10: 1100 }),
    row(25, 10_000, 0),
  ];

  it("labels today's top-3, top-5 and top-10 accumulation", () => {
    // (300 − 100) / 400 = 0.5; (500 − 300) / 800 = 0.25; (900 − 1100) / 2000 = −0.1
    const metrics = metricsOf(bars, topNet);
    expect(metrics.accTop3).toBe('Big Acc');
    expect(metrics.accTop5).toBe('Normal Acc');
    expect(metrics.accTop10).toBe('Small Dist');
  });

  it('averages the bandar value over the last 10 and 20 trading days, a day without rows being 0', () => {
    const metrics = metricsOf(bars, topNet);
    expect(metrics.bandarValue).toBe(200);
    // bars 10-19: (1000 − 400 + 200) / 10; bars 0-19: (600 + 1000 − 400 + 200) / 20
    expect(metrics.bandarValueMa10).toBe(80);
    expect(metrics.bandarValueMa20).toBe(70);
  });

  it('reads a day without a trade and without broker rows as Neutral with a bandar value of 0', () => {
    const quietToday = bars.map((day, i) => (i === 19 ? { ...day, volume: 0, value: 0 } : day));
    const metrics = metricsOf(quietToday, topNet.slice(0, 3));
    expect([metrics.accTop3, metrics.accTop5, metrics.accTop10]).toEqual(['Neutral', 'Neutral', 'Neutral']);
    expect(metrics.bandarValue).toBe(0);
    // (1000 − 400) / 10
    expect(metrics.bandarValueMa10).toBe(60);
  });

  it('does not know the bandar figures of a day that traded but has no broker rows (never loaded)', () => {
    const today = metricsOf(bars, topNet.slice(0, 3));
    expect([today.accTop5, today.bandarValue, today.bandarValueMa10]).toEqual([null, null, null]);
    // Bar 15 traded without rows: every average whose window holds it is unknown, today's value is not.
    const earlier = metricsOf(bars, [row(2, 600, 0), row(10, 1500, 500), row(19, 500, 300)]);
    expect(earlier.bandarValue).toBe(200);
    expect(earlier.bandarValueMa10).toBeNull();
    expect(earlier.bandarValueMa20).toBeNull();
  });

  it('is null for averages longer than the bars held', () => {
    // 10 bars: bars 0-9 hold only the 600 of bar 2
    expect(metricsOf(bars.slice(0, 10), topNet).bandarValueMa10).toBe(60);
    const metrics = metricsOf(bars.slice(0, 9), topNet);
    expect(metrics.bandarValueMa10).toBeNull();
    expect(metrics.bandarValueMa20).toBeNull();
    expect(metrics.bandarValue).toBe(0);
  });
});

describe('foreign flow', () => {
  /** Bars with the given net foreign shares, 1000 shares traded at Rp 100 (today at `todayPrice`). */
  const barsWithNets = (nets: readonly number[], todayPrice = 100) =>
    nets.map((net, i) => {
      const price = i === nets.length - 1 ? todayPrice : 100;
      return bar(i, price, { value: price * 1000, foreignBuy: 50 + net, foreignSell: 50 });
    });
  // Nets: 15 days of +10, then −5, 20, 30, 40 and today 50 at Rp 200.
  // Net values: 15 × 1000, then −500, 2000, 3000, 4000 and 50 × 200 = 10 000.
  const bars = barsWithNets([...(Array(15).fill(10) as number[]), -5, 20, 30, 40, 50], 200);

  it('values net foreign shares at each day’s average price and adds them up', () => {
    const metrics = metricsOf(bars);
    expect(metrics.foreignNet1d).toBe(10_000);
    // −500 + 2000 + 3000 + 4000 + 10 000
    expect(metrics.foreignNet5d).toBe(18_500);
    // 15 000 + 18 500
    expect(metrics.foreignNet20d).toBe(33_500);
  });

  it('averages the daily net value over 10 and 20 days', () => {
    const metrics = metricsOf(bars);
    // days 11-20: 5 × 1000 + 18 500 = 23 500; 33 500 / 20
    expect(metrics.foreignNetMa10).toBe(2350);
    expect(metrics.foreignNetMa20).toBe(1675);
  });

  it('counts a buying streak up, a selling streak down and a flat day as none', () => {
    expect(metricsOf(bars).foreignStreak).toBe(4);
    expect(metricsOf(barsWithNets([10, 0, -5, -3])).foreignStreak).toBe(-2);
    expect(metricsOf(barsWithNets([10, 0])).foreignStreak).toBe(0);
    expect(metricsOf(barsWithNets([5, 5, 5])).foreignStreak).toBe(3);
  });

  it('is null for windows longer than the bars held', () => {
    const metrics = metricsOf(barsWithNets([10, 0, -5, -3]));
    // −3 × 100
    expect(metrics.foreignNet1d).toBe(-300);
    expect(metrics.foreignNet5d).toBeNull();
    expect(metrics.foreignNetMa10).toBeNull();
    expect(metricsOf(bars.slice(1)).foreignNet20d).toBeNull();
    expect(metricsOf(bars.slice(1)).foreignNetMa20).toBeNull();
  });
});

describe('foreign ownership', () => {
  const holdings = (values: Partial<Record<HolderCategory, number>>): Record<HolderCategory, number> => ({
    IS: 0,
    CP: 0,
    PF: 0,
    IB: 0,
    ID: 0,
    MF: 0,
    SC: 0,
    FD: 0,
    OT: 0,
    ...values,
  });
  const month = (asOf: string, local: number, foreign: number): OwnershipComposition => ({
    symbol: 'TEST',
    asOf,
    local: holdings({ ID: local }),
    foreign: holdings({ CP: foreign }),
  });

  it('gives the month-on-month change of the foreign share in percentage points', () => {
    // 250 / 1000 = 25% now, 300 / 1500 = 20% a month before
    const metrics = computeStockMetrics({
      bars: barsOf([100]),
      topNet: [],
      ownership: { latest: month('2026-02-28', 750, 250), previous: month('2026-01-31', 1200, 300) },
    });
    expect(metrics.foreignOwnChange).toBeCloseTo(5, 12);
  });

  it('is null without the previous month', () => {
    const metrics = computeStockMetrics({
      bars: barsOf([100]),
      topNet: [],
      ownership: { latest: month('2026-02-28', 750, 250), previous: null },
    });
    expect(metrics.foreignOwnChange).toBeNull();
  });
});
