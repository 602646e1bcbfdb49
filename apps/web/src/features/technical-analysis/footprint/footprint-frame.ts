import { formatNumber } from '@/lib/format';
import type { ChartPalette } from '@/ui/charts/chart-palette';
import type { ChartColors } from '../chart-model';
import { drawFootprint, footprintPrice, footprintTime, type Crosshair } from './footprint-draw';
import {
  hitTest,
  plotHeight,
  plotWidth,
  priceSpan,
  visibleRange,
  yToPrice,
  type FootprintModel,
  type FootprintView,
} from './footprint-geometry';

/** Gap between the crosshair and the tooltip, so the cells under and beside the cursor stay visible. */
const TOOLTIP_GAP = 16;

export type FootprintFrame = {
  model: FootprintModel;
  view: FootprintView;
  palette: ChartPalette;
  colors: ChartColors;
  crosshair: Crosshair;
};

/** One frame: the canvas at the screen's pixel density, then the readouts that live outside it. */
export function paintFootprintFrame(
  canvas: HTMLCanvasElement,
  tooltip: HTMLDivElement | null,
  frame: FootprintFrame,
): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { model, view } = frame;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(view.width * ratio) || canvas.height !== Math.round(view.height * ratio)) {
    canvas.width = Math.round(view.width * ratio);
    canvas.height = Math.round(view.height * ratio);
    canvas.style.width = `${view.width}px`;
    canvas.style.height = `${view.height}px`;
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  performance.mark('footprint-draw-start');
  drawFootprint(ctx, model, view, frame.palette, frame.colors, frame.crosshair);
  performance.measure('footprint-draw', 'footprint-draw-start');
  describeView(canvas, model, view);
  if (tooltip) updateTooltip(tooltip, frame);
}

/**
 * The prices at the plot's top and bottom rows and the range of the candles in view, for tests
 * and tools that cannot read the canvas.
 */
function describeView(canvas: HTMLCanvasElement, model: FootprintModel, view: FootprintView): void {
  const range = visibleRange(model, view);
  const span = priceSpan(model, range.first, range.last);
  canvas.dataset.priceTop = String(yToPrice(model, view, 0));
  canvas.dataset.priceBottom = String(yToPrice(model, view, plotHeight(view) - 1));
  canvas.dataset.dataHigh = span ? String(span.high) : '';
  canvas.dataset.dataLow = span ? String(span.low) : '';
}

function updateTooltip(tooltip: HTMLDivElement, { model, view, crosshair }: FootprintFrame): void {
  const hit = crosshair ? hitTest(model, view, crosshair.x, crosshair.y) : null;
  if (!hit || !crosshair) {
    tooltip.hidden = true;
    return;
  }
  tooltip.hidden = false;
  const values: Record<string, string> = {
    price: footprintPrice(hit.price),
    time: footprintTime(hit.candle.timestamp),
    bid: formatNumber(hit.bidVolume),
    ask: formatNumber(hit.askVolume),
    delta: formatNumber(hit.delta),
  };
  for (const [field, text] of Object.entries(values)) {
    const cell = tooltip.querySelector<HTMLElement>(`[data-field="${field}"]`);
    if (cell) cell.textContent = text;
  }
  // Below and to the right of the cursor, flipped to the other side near the plot's edges.
  const { offsetWidth: width, offsetHeight: tall } = tooltip;
  const right = crosshair.x + TOOLTIP_GAP;
  const below = crosshair.y + TOOLTIP_GAP;
  const left = right + width > plotWidth(view) ? crosshair.x - TOOLTIP_GAP - width : right;
  const top = below + tall > plotHeight(view) ? crosshair.y - TOOLTIP_GAP - tall : below;
  tooltip.style.transform = `translate(${Math.max(0, left)}px, ${Math.max(0, top)}px)`;
}
