/**
 * Chart indicators as charting platforms define them (market-reference.md). Every output is aligned
 * with its input: index i describes bar i, and `null` marks warm-up bars without enough history.
 *
 * Input series may start with `null`s (e.g. the MACD line before EMA26 exists); leading nulls are
 * warm-up and the averages start at the first value. A `null` after that makes the SMA windows that
 * contain it `null`; EMA/RMA print `null` for that bar and carry their state over the gap.
 */
export type IndicatorInput = readonly (number | null)[];

/** Period ranges from spec §5; periods outside them throw a RangeError. */
export const PERIOD_LIMITS = {
  sma: { min: 1, max: 200, default: 20 },
  ema: { min: 1, max: 200, default: 12 },
  rma: { min: 1, max: 200, default: 14 },
  rsi: { min: 1, max: 100, default: 14 },
  stochastic: { min: 1, max: 100, default: 14 },
  buySellFrequency: { min: 1, max: 100, default: 14 },
} as const;

export type IndicatorKind = keyof typeof PERIOD_LIMITS;

export function assertPeriod(kind: IndicatorKind, period: number): void {
  const { min, max } = PERIOD_LIMITS[kind];
  if (!Number.isInteger(period) || period < min || period > max) {
    throw new RangeError(`${kind} period must be a whole number from ${min} to ${max}, got ${period}`);
  }
}

/** Simple moving average over `period` bars, O(n) with a running sum. */
export function sma(values: IndicatorInput, period: number = PERIOD_LIMITS.sma.default): (number | null)[] {
  assertPeriod('sma', period);
  return rollingMean(values, period);
}

/** Rolling mean without period validation, for internal windows (e.g. MA200, 3-bar smoothing). */
export function rollingMean(values: IndicatorInput, period: number): (number | null)[] {
  const out: (number | null)[] = new Array(values.length).fill(null);
  let sum = 0;
  let nullsInWindow = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? null;
    if (value === null) nullsInWindow++;
    else sum += value;
    if (i >= period) {
      const leaving = values[i - period] ?? null;
      if (leaving === null) nullsInWindow--;
      else sum -= leaving;
    }
    if (i >= period - 1 && nullsInWindow === 0) out[i] = sum / period;
  }
  return out;
}

/** EMA with alpha 2/(n+1), seeded by the SMA of the first n values. */
export function ema(values: IndicatorInput, period: number = PERIOD_LIMITS.ema.default): (number | null)[] {
  assertPeriod('ema', period);
  return exponentialAverage(values, period, 2 / (period + 1));
}

/** Wilder's running average (RMA): alpha 1/n, seeded by the SMA of the first n values. */
export function rma(values: IndicatorInput, period: number = PERIOD_LIMITS.rma.default): (number | null)[] {
  assertPeriod('rma', period);
  return exponentialAverage(values, period, 1 / period);
}

function exponentialAverage(values: IndicatorInput, period: number, alpha: number): (number | null)[] {
  const out: (number | null)[] = new Array(values.length).fill(null);
  let seedSum = 0;
  let seedCount = 0;
  let average: number | null = null;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? null;
    if (value === null) continue;
    if (average === null) {
      seedSum += value;
      seedCount++;
      if (seedCount === period) average = seedSum / period;
      else continue;
    } else {
      average += alpha * (value - average);
    }
    out[i] = average;
  }
  return out;
}

/**
 * RSI = 100 − 100 / (1 + RMA(gain) / RMA(loss)) over close-to-close changes. The first value sits
 * on bar `period` (it needs `period` changes). No losses gives 100; a window with neither gains nor
 * losses (a flat price) gives 50, the neutral reading, instead of dividing 0 by 0.
 */
export function rsi(
  closes: readonly number[],
  period: number = PERIOD_LIMITS.rsi.default,
): (number | null)[] {
  assertPeriod('rsi', period);
  const gains: (number | null)[] = [null];
  const losses: (number | null)[] = [null];
  for (let i = 1; i < closes.length; i++) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    gains.push(change > 0 ? change : 0);
    losses.push(change < 0 ? -change : 0);
  }
  const averageGain = exponentialAverage(gains, period, 1 / period);
  const averageLoss = exponentialAverage(losses, period, 1 / period);
  return closes.map((_, i) => {
    const gain = averageGain[i] ?? null;
    const loss = averageLoss[i] ?? null;
    if (gain === null || loss === null) return null;
    if (loss === 0) return gain === 0 ? 50 : 100;
    return 100 - 100 / (1 + gain / loss);
  });
}

export type MacdPoint = { macd: number | null; signal: number | null; histogram: number | null };

/**
 * MACD line = EMA(fast) − EMA(slow); signal = EMA(signal) of the line, seeded by the SMA of the
 * first `signal` defined line values; histogram = line − signal. Spec §9 fixes 12/26/9; other
 * periods are accepted for tests and must satisfy 1 ≤ fast < slow ≤ 200.
 */
export function macd(
  closes: readonly number[],
  periods: { fast?: number; slow?: number; signal?: number } = {},
): MacdPoint[] {
  const { fast = 12, slow = 26, signal = 9 } = periods;
  assertPeriod('ema', fast);
  assertPeriod('ema', slow);
  assertPeriod('ema', signal);
  if (fast >= slow) throw new RangeError(`MACD fast period (${fast}) must be shorter than slow (${slow})`);
  const fastEma = ema(closes, fast);
  const slowEma = ema(closes, slow);
  const line = closes.map((_, i) => {
    const f = fastEma[i] ?? null;
    const s = slowEma[i] ?? null;
    return f === null || s === null ? null : f - s;
  });
  const signalLine = ema(line, signal);
  return line.map((value, i) => {
    const sig = signalLine[i] ?? null;
    return { macd: value, signal: sig, histogram: value === null || sig === null ? null : value - sig };
  });
}

export type OhlcLike = { high: number; low: number; close: number };
export type StochasticPoint = { k: number | null; d: number | null };

/**
 * Stochastic: raw %K = 100·(C − LL_n)/(HH_n − LL_n), %K = SMA(raw, smooth), %D = SMA(%K, dPeriod).
 * A flat range (HH = LL) gives a raw %K of 50: the close sits neither high nor low in its range.
 * Highest-high/lowest-low use monotonic deques, so the whole series is O(n).
 */
export function stochastic(
  bars: readonly OhlcLike[],
  options: { period?: number; smooth?: number; dPeriod?: number } = {},
): StochasticPoint[] {
  const { period = PERIOD_LIMITS.stochastic.default, smooth = 3, dPeriod = 3 } = options;
  assertPeriod('stochastic', period);
  assertPeriod('stochastic', smooth);
  assertPeriod('stochastic', dPeriod);
  const highs = rollingExtreme(
    bars.map((bar) => bar.high),
    period,
    (a, b) => a >= b,
  );
  const lows = rollingExtreme(
    bars.map((bar) => bar.low),
    period,
    (a, b) => a <= b,
  );
  const raw = bars.map((bar, i) => {
    const hh = highs[i] ?? null;
    const ll = lows[i] ?? null;
    if (hh === null || ll === null) return null;
    return hh === ll ? 50 : (100 * (bar.close - ll)) / (hh - ll);
  });
  const k = rollingMean(raw, smooth);
  const d = rollingMean(k, dPeriod);
  return k.map((value, i) => ({ k: value, d: d[i] ?? null }));
}

/** Rolling max (or min) over `period` values via a monotonic deque of indices. */
function rollingExtreme(
  values: readonly number[],
  period: number,
  keeps: (older: number, newer: number) => boolean,
): (number | null)[] {
  const out: (number | null)[] = new Array(values.length).fill(null);
  const deque: number[] = [];
  let head = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    while (deque.length > head && !keeps(values[deque[deque.length - 1] as number] as number, value))
      deque.pop();
    deque.push(i);
    if ((deque[head] as number) <= i - period) head++;
    if (i >= period - 1) out[i] = values[deque[head] as number] as number;
  }
  return out;
}

export type VolumeBarDirection = 'up' | 'down';

/** A volume bar is coloured 'up' when its candle closed at or above its open. */
export function volumeBarDirection(candle: { open: number; close: number }): VolumeBarDirection {
  return candle.close >= candle.open ? 'up' : 'down';
}

/** Volume histogram points with their up/down colour key, ready for a histogram series. */
export function volumeHistogram<T extends { time: number; open: number; close: number; volume: number }>(
  candles: readonly T[],
): { time: number; value: number; direction: VolumeBarDirection }[] {
  return candles.map((candle) => ({
    time: candle.time,
    value: candle.volume,
    direction: volumeBarDirection(candle),
  }));
}

export type BuySellPoint = { buyRatio: number | null; sellRatio: number | null; net: number | null };

/**
 * Buy/sell frequency over a rolling window of n bars: buyRatio = Σbuy / (Σbuy + Σsell) × 100,
 * sellRatio = 100 − buyRatio, net = Σbuy − Σsell. `buy`/`sell` are whatever the chart counts:
 * buyer- vs seller-initiated volume, or trade counts. Warm-up bars and windows without any buying
 * or selling give `null` ratios (there is nothing to split); `net` is then 0 when the window is full.
 */
export function buySellFrequency(
  bars: readonly { buy: number; sell: number }[],
  period: number = PERIOD_LIMITS.buySellFrequency.default,
): BuySellPoint[] {
  assertPeriod('buySellFrequency', period);
  const out: BuySellPoint[] = [];
  let buySum = 0;
  let sellSum = 0;
  for (let i = 0; i < bars.length; i++) {
    const bar = bars[i] as { buy: number; sell: number };
    buySum += bar.buy;
    sellSum += bar.sell;
    if (i >= period) {
      const leaving = bars[i - period] as { buy: number; sell: number };
      buySum -= leaving.buy;
      sellSum -= leaving.sell;
    }
    if (i < period - 1) {
      out.push({ buyRatio: null, sellRatio: null, net: null });
      continue;
    }
    const total = buySum + sellSum;
    const buyRatio = total > 0 ? (100 * buySum) / total : null;
    out.push({ buyRatio, sellRatio: buyRatio === null ? null : 100 - buyRatio, net: buySum - sellSum });
  }
  return out;
}
