import type { TFootprintCandle } from '@pantau/contracts';
import type { ChartPalette } from '@/ui/charts/chart-palette';
import type { ChartColors } from '../chart-model';
import {
  candleWidth,
  candleX,
  FOOTPRINT,
  plotHeight,
  plotWidth,
  priceToY,
  rowHeight,
  visibleRange,
  type FootprintModel,
  type FootprintView,
} from './footprint-geometry';

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
const priceFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const timeFormat = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** Footprint times are Jakarta wall-clock read as UTC, so they are formatted in UTC. */
export const footprintTime = (timestamp: number) => timeFormat.format(new Date(timestamp * 1000));
export const footprintPrice = (price: number) => priceFormat.format(price);

/** Hex colour with an alpha from 0 to 1. */
const withAlpha = (hex: string, alpha: number) =>
  `${hex}${Math.round(Math.min(1, Math.max(0, alpha)) * 255)
    .toString(16)
    .padStart(2, '0')}`;

export type Crosshair = { x: number; y: number } | null;

/**
 * Draws one frame: only the candles inside the plot, their bid × ask cells (shaded by volume, the
 * point of control outlined), a candle bar, the delta row and both axes.
 */
export function drawFootprint(
  ctx: CanvasRenderingContext2D,
  model: FootprintModel,
  view: FootprintView,
  palette: ChartPalette,
  colors: ChartColors,
  crosshair: Crosshair,
): void {
  const width = plotWidth(view);
  const height = plotHeight(view);
  const cw = candleWidth(view);
  const rh = rowHeight(view);
  ctx.clearRect(0, 0, view.width, view.height);

  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height + FOOTPRINT.deltaRowHeight);
  ctx.clip();
  const { first, last } = visibleRange(model, view);
  const showText = rh >= 9 && cw >= 70;
  ctx.font = `${Math.min(12, Math.max(9, rh - 3))}px ui-monospace, monospace`;
  ctx.textBaseline = 'middle';
  for (let i = first; i <= last; i++) {
    drawCandle(
      ctx,
      model,
      view,
      model.candles[i] as TFootprintCandle,
      candleX(view, i),
      cw,
      rh,
      palette,
      colors,
      showText,
    );
  }
  ctx.restore();

  drawPriceAxis(ctx, model, view, palette, rh);
  drawTimeAxis(ctx, model, view, palette, first, last, cw);

  if (crosshair) {
    ctx.save();
    ctx.strokeStyle = palette.muted;
    ctx.setLineDash([4, 4]);
    ctx.beginPath();
    ctx.moveTo(crosshair.x + 0.5, 0);
    ctx.lineTo(crosshair.x + 0.5, height);
    ctx.moveTo(0, crosshair.y + 0.5);
    ctx.lineTo(width, crosshair.y + 0.5);
    ctx.stroke();
    ctx.restore();
  }
}

function drawCandle(
  ctx: CanvasRenderingContext2D,
  model: FootprintModel,
  view: FootprintView,
  candle: TFootprintCandle,
  x: number,
  cw: number,
  rh: number,
  palette: ChartPalette,
  colors: ChartColors,
  showText: boolean,
): void {
  const up = candle.close >= candle.open;
  const candleColor = up ? colors.bullish : colors.bearish;
  const barX = x + 6;
  const highY = priceToY(model, view, candle.high);
  const lowY = priceToY(model, view, candle.low);
  const openY = priceToY(model, view, candle.open);
  const closeY = priceToY(model, view, candle.close);
  ctx.fillStyle = candleColor;
  ctx.fillRect(barX, highY - rh / 2, 1, lowY - highY + rh);
  ctx.fillRect(barX - 3, Math.min(openY, closeY) - rh / 2, 7, Math.abs(closeY - openY) + rh);

  const cellLeft = x + 14;
  const cellWidth = cw - 18;
  const half = cellWidth / 2;
  let maxVolume = 0;
  for (const level of candle.volumeLevels) maxVolume = Math.max(maxVolume, level.bidVolume, level.askVolume);
  for (const level of candle.volumeLevels) {
    const y = priceToY(model, view, level.price);
    if (y < -rh || y > view.height) continue;
    const top = y - rh / 2 + 0.5;
    const cellHeight = Math.max(1, rh - 1);
    ctx.fillStyle = withAlpha(colors.bearish, 0.08 + 0.6 * (maxVolume ? level.bidVolume / maxVolume : 0));
    ctx.fillRect(cellLeft, top, half - 0.5, cellHeight);
    ctx.fillStyle = withAlpha(colors.bullish, 0.08 + 0.6 * (maxVolume ? level.askVolume / maxVolume : 0));
    ctx.fillRect(cellLeft + half + 0.5, top, half - 0.5, cellHeight);
    if (level.price === candle.poc) {
      ctx.strokeStyle = palette.accent;
      ctx.lineWidth = 2;
      ctx.strokeRect(cellLeft + 1, top + 1, cellWidth - 2, cellHeight - 2);
      ctx.lineWidth = 1;
    }
    if (showText) {
      ctx.fillStyle = palette.text;
      ctx.textAlign = 'right';
      ctx.fillText(compact.format(level.bidVolume), cellLeft + half - 4, y);
      ctx.textAlign = 'left';
      ctx.fillText(compact.format(level.askVolume), cellLeft + half + 4, y);
      ctx.textAlign = 'center';
      ctx.fillStyle = palette.muted;
      ctx.fillText('×', cellLeft + half, y);
    }
  }

  const deltaY = plotHeight(view) + FOOTPRINT.deltaRowHeight / 2;
  ctx.fillStyle = palette.surface;
  ctx.fillRect(x, plotHeight(view), cw, FOOTPRINT.deltaRowHeight);
  ctx.fillStyle = candle.delta >= 0 ? colors.bullish : colors.bearish;
  ctx.textAlign = 'center';
  ctx.font = '11px ui-monospace, monospace';
  ctx.fillText(`Δ ${compact.format(candle.delta)}`, x + cw / 2, deltaY);
  ctx.font = `${Math.min(12, Math.max(9, rh - 3))}px ui-monospace, monospace`;
}

function drawPriceAxis(
  ctx: CanvasRenderingContext2D,
  model: FootprintModel,
  view: FootprintView,
  palette: ChartPalette,
  rh: number,
): void {
  const left = plotWidth(view);
  const height = plotHeight(view);
  ctx.fillStyle = palette.surface;
  ctx.fillRect(left, 0, FOOTPRINT.priceAxisWidth, view.height);
  ctx.fillStyle = palette.border;
  ctx.fillRect(left, 0, 1, height);
  ctx.fillStyle = palette.muted;
  ctx.font = '11px ui-sans-serif, system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const every = Math.max(1, Math.ceil(18 / rh));
  const firstRow = Math.max(0, Math.floor(view.scrollY / rh));
  const lastRow = Math.ceil((view.scrollY + height) / rh);
  for (let row = firstRow - (firstRow % every); row <= lastRow; row += every) {
    const price = model.maxPrice - row * model.step;
    if (price < model.minPrice - model.step) break;
    const y = row * rh + rh / 2 - view.scrollY;
    if (y < 0 || y > height) continue;
    ctx.fillText(footprintPrice(price), left + 6, y);
  }
}

function drawTimeAxis(
  ctx: CanvasRenderingContext2D,
  model: FootprintModel,
  view: FootprintView,
  palette: ChartPalette,
  first: number,
  last: number,
  cw: number,
): void {
  const top = plotHeight(view) + FOOTPRINT.deltaRowHeight;
  ctx.fillStyle = palette.surface;
  ctx.fillRect(0, top, view.width, FOOTPRINT.timeAxisHeight);
  ctx.fillStyle = palette.border;
  ctx.fillRect(0, top, plotWidth(view), 1);
  ctx.fillStyle = palette.muted;
  ctx.font = '11px ui-sans-serif, system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const every = Math.max(1, Math.ceil(48 / cw));
  for (let i = first - (first % every); i <= last; i += every) {
    const candle = model.candles[i];
    if (!candle) continue;
    const x = candleX(view, i) + cw / 2;
    if (x < 0 || x > plotWidth(view)) continue;
    ctx.fillText(footprintTime(candle.timestamp), x, top + FOOTPRINT.timeAxisHeight / 2);
  }
}
