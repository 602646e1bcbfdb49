import { describe, expect, it } from 'vitest';
import type { TFootprintCandle } from '@pantau/contracts';
import {
  buildFootprintModel,
  candleX,
  FOOTPRINT,
  followModel,
  footprintHeight,
  hitTest,
  initialView,
  priceSpan,
  priceToY,
  rescale,
  visibleRange,
  yToPrice,
} from './footprint-geometry';

const candle = (i: number, levels: [number, number, number][]): TFootprintCandle => ({
  timestamp: 1_795_000_000 + i * 300,
  open: levels[0]?.[0] ?? 100,
  high: Math.max(...levels.map((level) => level[0])),
  low: Math.min(...levels.map((level) => level[0])),
  close: levels[levels.length - 1]?.[0] ?? 100,
  volumeLevels: levels.map(([price, bidVolume, askVolume]) => ({
    price,
    bidVolume,
    askVolume,
    totalVolume: bidVolume + askVolume,
  })),
  delta: 0,
  poc: null,
  pocBid: 0,
  pocAsk: 0,
  totalVolume: 0,
});

const candles = Array.from({ length: 40 }, (_, i) =>
  candle(i, [
    [1010, 5, 7],
    [1005, 300, 100],
  ]),
);
const model = buildFootprintModel(candles);

describe('footprint geometry', () => {
  it('steps rows by the smallest traded price gap', () => {
    expect(model.step).toBe(5);
    expect([model.minPrice, model.maxPrice]).toEqual([1005, 1010]);
  });

  it('opens at the spec default width with the last candle at the right edge', () => {
    const view = initialView(model, 800, 500);
    expect(view.horizontalScale).toBe(1.5);
    const range = visibleRange(model, view);
    expect(range.last).toBe(39);
    // 728 px of plot / 180 px candles: only about five candles are drawn.
    expect(range.last - range.first).toBeLessThanOrEqual(5);
  });

  it('fits the first view to the prices in view, centred, a row of air above and below', () => {
    // 456 px of plot for 2 rows + 2 of air would want a scale of 9.5: capped at 3 (36 px rows).
    const short = initialView(model, 800, 500);
    expect(short.verticalScale).toBe(3);
    const top = priceToY(model, short, 1010) - 18;
    const bottom = priceToY(model, short, 1005) + 18;
    expect(top + bottom).toBeCloseTo(456, 6);

    // 30 rows (1000 … 1145) in 456 px: 32 rows of 12 px at scale 456 / 384 = 1.1875.
    const tall = buildFootprintModel(
      Array.from({ length: 10 }, (_, i) =>
        candle(i, [
          [1145, 1, 1],
          [1000 + i * 5, 1, 1],
          [1000, 1, 1],
        ]),
      ),
    );
    const view = initialView(tall, 800, 500);
    expect(view.verticalScale).toBeCloseTo(1.1875, 6);
    const range = visibleRange(tall, view);
    const inView = priceSpan(tall, range.first, range.last)!;
    expect(priceToY(tall, view, inView.high) - (12 * 1.1875) / 2).toBeCloseTo(12 * 1.1875, 6);
    expect(priceToY(tall, view, inView.low) + (12 * 1.1875) / 2).toBeCloseTo(456 - 12 * 1.1875, 6);
  });

  it('shrinks the canvas for a day of few prices, never below 320 px or above the maximum', () => {
    // 2 rows + 2 of air at 36 px, plus 44 px of axes: 188 → 320.
    expect(footprintHeight(model, 560)).toBe(320);
    const wide = buildFootprintModel([
      candle(0, [
        [1000, 1, 1],
        [1100, 1, 1],
        [1005, 1, 1],
      ]),
    ]);
    // 21 rows + 2 of air at 36 px + 44 = 872 → capped at 560.
    expect(footprintHeight(wide, 560)).toBe(560);
  });

  it('maps prices to rows and back', () => {
    const view = initialView(model, 800, 500);
    expect(yToPrice(model, view, priceToY(model, view, 1005))).toBe(1005);
    expect(yToPrice(model, view, priceToY(model, view, 1010))).toBe(1010);
  });

  it('reports the level under the crosshair, zero volume where nothing traded', () => {
    const view = initialView(model, 800, 500);
    const x = 800 - FOOTPRINT.priceAxisWidth - 40;
    expect(hitTest(model, view, x, priceToY(model, view, 1005))).toMatchObject({
      candle: candles[39],
      price: 1005,
      bidVolume: 300,
      askVolume: 100,
      delta: -200,
    });
    expect(hitTest(model, view, 800 - 10, 100)).toBeNull();
  });

  it('clamps zoom to 0.5-3', () => {
    const view = initialView(model, 800, 500);
    expect(rescale(model, view, 'horizontal', 10).horizontalScale).toBe(3);
    expect(rescale(model, view, 'vertical', 0.1).verticalScale).toBe(0.5);
  });

  it('keeps a view of earlier candles on the same candles and prices when the day grows under it', () => {
    const opened = initialView(model, 800, 500);
    const earlier = { ...opened, scrollX: opened.scrollX - 2_000 };
    // A new high two rows up would push every row down, were the view not moved with it.
    const grown = buildFootprintModel([
      ...candles,
      candle(40, [
        [1020, 1, 1],
        [1010, 1, 1],
      ]),
    ]);
    const followed = followModel(model, grown, earlier);
    expect(candleX(followed, 10)).toBe(candleX(earlier, 10));
    expect(priceToY(grown, followed, 1005)).toBeCloseTo(priceToY(model, earlier, 1005), 6);
    expect(priceToY(grown, followed, 1010)).toBeCloseTo(priceToY(model, earlier, 1010), 6);
  });

  it('keeps following the last candle as new ones open, centring a last price that left the plot', () => {
    const opened = initialView(model, 800, 500);
    const steady = buildFootprintModel([
      ...candles,
      candle(40, [
        [1010, 1, 1],
        [1005, 1, 1],
      ]),
    ]);
    const next = followModel(model, steady, opened);
    expect(visibleRange(steady, next).last).toBe(40);
    expect(next.scrollY).toBeCloseTo(opened.scrollY, 6);

    const breakout = buildFootprintModel([...candles, candle(40, [[1100, 1, 1]])]);
    const centred = followModel(model, breakout, opened);
    expect(visibleRange(breakout, centred).last).toBe(40);
    // 500 px less 44 px of axes: the plot's middle is 228 px down.
    expect(priceToY(breakout, centred, 1100)).toBeCloseTo(228, 6);
  });
});
