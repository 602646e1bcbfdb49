import type { TFootprintCandle } from '@pantau/contracts';

/** Spec §9 footprint constants. */
export const FOOTPRINT = {
  baseCandleWidth: 120,
  baseRowHeight: 12,
  minScale: 0.5,
  maxScale: 3,
  defaultHorizontalScale: 1.5,
  defaultVerticalScale: 1.6,
  zoomFactor: 1.1,
  keyScrollPx: 50,
  priceAxisWidth: 72,
  timeAxisHeight: 24,
  deltaRowHeight: 20,
} as const;

export const clampScale = (scale: number) =>
  Math.min(FOOTPRINT.maxScale, Math.max(FOOTPRINT.minScale, scale));

export type FootprintView = {
  width: number;
  height: number;
  horizontalScale: number;
  verticalScale: number;
  /** Pixels the content is scrolled: x from the first candle, y from the highest price. */
  scrollX: number;
  scrollY: number;
};

export type FootprintModel = {
  candles: readonly TFootprintCandle[];
  /** Price distance between two rows: the smallest gap between traded prices. */
  step: number;
  maxPrice: number;
  minPrice: number;
};

export function buildFootprintModel(candles: readonly TFootprintCandle[]): FootprintModel {
  const prices = new Set<number>();
  for (const candle of candles) {
    prices.add(candle.high);
    prices.add(candle.low);
    for (const level of candle.volumeLevels) prices.add(level.price);
  }
  const sorted = [...prices].sort((a, b) => a - b);
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i++)
    step = Math.min(step, (sorted[i] as number) - (sorted[i - 1] as number));
  return {
    candles,
    step: Number.isFinite(step) && step > 0 ? step : 1,
    maxPrice: sorted[sorted.length - 1] ?? 0,
    minPrice: sorted[0] ?? 0,
  };
}

export const candleWidth = (view: FootprintView) => FOOTPRINT.baseCandleWidth * view.horizontalScale;
export const rowHeight = (view: FootprintView) => FOOTPRINT.baseRowHeight * view.verticalScale;
export const plotWidth = (view: FootprintView) => Math.max(0, view.width - FOOTPRINT.priceAxisWidth);
export const plotHeight = (view: FootprintView) =>
  Math.max(0, view.height - FOOTPRINT.timeAxisHeight - FOOTPRINT.deltaRowHeight);

/** Screen y of the centre of a price's row. */
export function priceToY(model: FootprintModel, view: FootprintView, price: number): number {
  const rows = Math.round((model.maxPrice - price) / model.step);
  return rows * rowHeight(view) + rowHeight(view) / 2 - view.scrollY;
}

/** The row's price under screen y (snapped to the price step). */
export function yToPrice(model: FootprintModel, view: FootprintView, y: number): number {
  const row = Math.floor((y + view.scrollY) / rowHeight(view));
  return roundToStep(model.maxPrice - row * model.step, model.step);
}

const roundToStep = (price: number, step: number) => Math.round(price / step) * step;

export const candleX = (view: FootprintView, index: number) => index * candleWidth(view) - view.scrollX;

export function xToCandleIndex(model: FootprintModel, view: FootprintView, x: number): number | null {
  const index = Math.floor((x + view.scrollX) / candleWidth(view));
  return index >= 0 && index < model.candles.length ? index : null;
}

/** Indexes of the candles at least partly inside the plot: only these are drawn. */
export function visibleRange(model: FootprintModel, view: FootprintView): { first: number; last: number } {
  const width = candleWidth(view);
  const first = Math.max(0, Math.floor(view.scrollX / width));
  const last = Math.min(model.candles.length - 1, Math.ceil((view.scrollX + plotWidth(view)) / width) - 1);
  return { first, last };
}

/** Scroll limits: half a plot of slack on each side so edge candles can be centred. */
export function clampScroll(model: FootprintModel, view: FootprintView): FootprintView {
  const contentWidth = model.candles.length * candleWidth(view);
  const rows = Math.round((model.maxPrice - model.minPrice) / model.step) + 1;
  const contentHeight = rows * rowHeight(view);
  const slackX = plotWidth(view) / 2;
  const slackY = plotHeight(view) / 2;
  return {
    ...view,
    scrollX: Math.min(
      Math.max(view.scrollX, -slackX),
      Math.max(-slackX, contentWidth - plotWidth(view) + slackX),
    ),
    scrollY: Math.min(
      Math.max(view.scrollY, -slackY),
      Math.max(-slackY, contentHeight - plotHeight(view) + slackY),
    ),
  };
}

/** Highest and lowest traded or quoted price of the candles `first` to `last`; null for none. */
export function priceSpan(
  model: FootprintModel,
  first: number,
  last: number,
): { high: number; low: number } | null {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (const candle of model.candles.slice(Math.max(0, first), last + 1)) {
    high = Math.max(high, candle.high, ...candle.volumeLevels.map((level) => level.price));
    low = Math.min(low, candle.low, ...candle.volumeLevels.map((level) => level.price));
  }
  return Number.isFinite(high) && Number.isFinite(low) ? { high, low } : null;
}

/** Rows of air kept above and below the prices when the view is fitted to them. */
const FIT_MARGIN_ROWS = 1;
/** Room for the tooltip (about 110 px) above or below the cursor anywhere in the plot. */
const MIN_HEIGHT = 320;

/**
 * The canvas height: `maxHeight`, or less when the day's whole price range is short enough to fit
 * at the largest vertical scale, so a day traded at three prices is not a band in an empty box.
 */
export function footprintHeight(model: FootprintModel, maxHeight: number): number {
  const rows = Math.round((model.maxPrice - model.minPrice) / model.step) + 1 + 2 * FIT_MARGIN_ROWS;
  const needed =
    rows * FOOTPRINT.baseRowHeight * FOOTPRINT.maxScale + FOOTPRINT.timeAxisHeight + FOOTPRINT.deltaRowHeight;
  return Math.round(Math.min(maxHeight, Math.max(MIN_HEIGHT, needed)));
}

/**
 * The opening view: the last candle at the right edge and the vertical scale fitted to the prices of
 * the candles in view, centred with a row of air above and below. A range too tall even at the
 * smallest scale is centred on the last close instead, so the latest trading stays in view.
 */
export function initialView(model: FootprintModel, width: number, height: number): FootprintView {
  const base: FootprintView = {
    width,
    height,
    horizontalScale: FOOTPRINT.defaultHorizontalScale,
    verticalScale: FOOTPRINT.defaultVerticalScale,
    scrollX: 0,
    scrollY: 0,
  };
  const scrollX = model.candles.length * candleWidth(base) - plotWidth(base);
  const range = visibleRange(model, { ...base, scrollX });
  const span = priceSpan(model, range.first, range.last);
  const last = model.candles[model.candles.length - 1];
  if (!span || !last) return clampScroll(model, { ...base, scrollX });
  const rows = Math.round((span.high - span.low) / model.step) + 1;
  const fitted = plotHeight(base) / ((rows + 2 * FIT_MARGIN_ROWS) * FOOTPRINT.baseRowHeight);
  const view = { ...base, scrollX, verticalScale: clampScale(fitted) };
  const centreY =
    fitted >= FOOTPRINT.minScale
      ? (priceToY(model, view, span.high) + priceToY(model, view, span.low)) / 2
      : priceToY(model, view, last.close);
  return clampScroll(model, { ...view, scrollY: centreY - plotHeight(view) / 2 });
}

/**
 * The view after the day's candles changed under it (a live refresh): the prices in view stay at the
 * same height, whatever new high or tick size moved the rows. A view that reached the last candle
 * keeps following the day, as a live chart does: new candles scroll in from the right and a last
 * price that left the plot is centred again.
 */
export function followModel(
  previous: FootprintModel,
  next: FootprintModel,
  view: FootprintView,
): FootprintView {
  const topPrice = previous.maxPrice - (view.scrollY / rowHeight(view)) * previous.step;
  const kept = { ...view, scrollY: ((next.maxPrice - topPrice) / next.step) * rowHeight(view) };
  // Half a pixel of tolerance: the opening view puts the last candle's edge exactly at the plot's.
  const followsDay = previous.candles.length * candleWidth(view) - view.scrollX <= plotWidth(view) + 0.5;
  const last = next.candles[next.candles.length - 1];
  if (!followsDay || !last) return clampScroll(next, kept);
  const added = next.candles.length - previous.candles.length;
  const following = { ...kept, scrollX: view.scrollX + Math.max(0, added) * candleWidth(view) };
  const lastY = priceToY(next, following, last.close);
  const inPlot = lastY >= 0 && lastY <= plotHeight(following);
  return clampScroll(
    next,
    inPlot ? following : { ...following, scrollY: following.scrollY + lastY - plotHeight(following) / 2 },
  );
}

/** A new horizontal or vertical scale, keeping the plot's centre on the same candle or price. */
export function rescale(
  model: FootprintModel,
  view: FootprintView,
  axis: 'horizontal' | 'vertical',
  scale: number,
): FootprintView {
  const next = clampScale(scale);
  if (axis === 'horizontal') {
    const centre = view.scrollX + plotWidth(view) / 2;
    const ratio = next / view.horizontalScale;
    return clampScroll(model, {
      ...view,
      horizontalScale: next,
      scrollX: centre * ratio - plotWidth(view) / 2,
    });
  }
  const centre = view.scrollY + plotHeight(view) / 2;
  const ratio = next / view.verticalScale;
  return clampScroll(model, { ...view, verticalScale: next, scrollY: centre * ratio - plotHeight(view) / 2 });
}

export type FootprintHit = {
  candle: TFootprintCandle;
  price: number;
  bidVolume: number;
  askVolume: number;
  delta: number;
};

/** What the crosshair points at: the candle's level at that price (zero volumes when none traded). */
export function hitTest(
  model: FootprintModel,
  view: FootprintView,
  x: number,
  y: number,
): FootprintHit | null {
  if (x < 0 || x > plotWidth(view) || y < 0 || y > plotHeight(view)) return null;
  const index = xToCandleIndex(model, view, x);
  if (index === null) return null;
  const candle = model.candles[index] as TFootprintCandle;
  const price = yToPrice(model, view, y);
  const tolerance = model.step / 2;
  const level = candle.volumeLevels.find((item) => Math.abs(item.price - price) < tolerance);
  const bidVolume = level?.bidVolume ?? 0;
  const askVolume = level?.askVolume ?? 0;
  return { candle, price: level?.price ?? price, bidVolume, askVolume, delta: askVolume - bidVolume };
}
