import { useEffect, useMemo, useRef } from 'react';
import type { TFootprintCandle } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { useChartPalette } from '@/ui/charts/chart-palette';
import type { ChartColors } from '../chart-model';
import { drawFootprint, footprintPrice, footprintTime, type Crosshair } from './footprint-draw';
import {
  buildFootprintModel,
  clampScroll,
  FOOTPRINT,
  followModel,
  footprintHeight,
  hitTest,
  initialView,
  plotHeight,
  plotWidth,
  priceSpan,
  rescale,
  visibleRange,
  yToPrice,
  type FootprintModel,
  type FootprintView,
} from './footprint-geometry';

const MAX_HEIGHT = 560;
/** Gap between the crosshair and the tooltip, so the cells under and beside the cursor stay visible. */
const TOOLTIP_GAP = 16;
/** Dragging an axis 200 px doubles (or halves) its scale. */
const AXIS_DRAG_PX = 200;

/** Spec §4 panning mode: none, pan (dragging the plot) or zoom (dragging an axis or pinching). */
type Gesture =
  | { mode: 'none' }
  | { mode: 'pan'; lastX: number; lastY: number }
  | { mode: 'zoom'; axis: 'horizontal' | 'vertical'; lastX: number; lastY: number }
  | { mode: 'pinch'; distance: number; scale: number };

/**
 * The footprint chart on a canvas of its own: state lives in refs and every change schedules one
 * requestAnimationFrame draw of the visible candles only, so panning never re-renders React.
 */
export function FootprintCanvas({
  candles,
  colors,
  resetKey,
}: {
  candles: readonly TFootprintCandle[];
  colors: ChartColors;
  resetKey: string;
}) {
  const palette = useChartPalette();
  const model = useMemo(() => buildFootprintModel(candles), [candles]);
  const height = footprintHeight(model, MAX_HEIGHT);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<FootprintView | null>(null);
  /** The day the view was made for, to tell a live refresh from a new day. */
  const shownRef = useRef<{ resetKey: string; model: FootprintModel } | null>(null);
  const crosshairRef = useRef<Crosshair>(null);
  const frameRef = useRef(0);
  const drawRef = useRef<() => void>(() => undefined);

  const schedule = () => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      drawRef.current();
    });
  };

  useEffect(() => {
    drawRef.current = () => {
      const canvas = canvasRef.current;
      const view = viewRef.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !view || !ctx) return;
      const ratio = window.devicePixelRatio || 1;
      if (
        canvas.width !== Math.round(view.width * ratio) ||
        canvas.height !== Math.round(view.height * ratio)
      ) {
        canvas.width = Math.round(view.width * ratio);
        canvas.height = Math.round(view.height * ratio);
        canvas.style.width = `${view.width}px`;
        canvas.style.height = `${view.height}px`;
      }
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      performance.mark('footprint-draw-start');
      drawFootprint(ctx, model, view, palette, colors, crosshairRef.current);
      performance.measure('footprint-draw', 'footprint-draw-start');
      describeView(canvas, view);
      updateTooltip();
    };
    schedule();
  });

  // The prices at the plot's top and bottom rows and the range of the candles in view, for tests
  // and tools that cannot read the canvas.
  const describeView = (canvas: HTMLCanvasElement, view: FootprintView) => {
    const range = visibleRange(model, view);
    const span = priceSpan(model, range.first, range.last);
    canvas.dataset.priceTop = String(yToPrice(model, view, 0));
    canvas.dataset.priceBottom = String(yToPrice(model, view, plotHeight(view) - 1));
    canvas.dataset.dataHigh = span ? String(span.high) : '';
    canvas.dataset.dataLow = span ? String(span.low) : '';
  };

  const updateTooltip = () => {
    const tooltip = tooltipRef.current;
    const view = viewRef.current;
    const crosshair = crosshairRef.current;
    if (!tooltip || !view) return;
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
  };

  // A new symbol, date or timeframe opens at the default view; a live refresh of the same day and
  // new colours keep the user's view.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const shown = shownRef.current;
    const view = viewRef.current;
    viewRef.current =
      shown?.resetKey === resetKey && view
        ? followModel(shown.model, model, { ...view, height })
        : initialView(model, container.clientWidth, height);
    shownRef.current = { resetKey, model };
    schedule();
  }, [resetKey, model, height]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(() => {
      const view = viewRef.current;
      if (!view || container.clientWidth === view.width) return;
      viewRef.current = clampScroll(model, { ...view, width: container.clientWidth });
      schedule();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [model]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let gesture: Gesture = { mode: 'none' };

    const local = (event: PointerEvent | WheelEvent | MouseEvent) => {
      const rect = canvas.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const update = (next: FootprintView) => {
      viewRef.current = clampScroll(model, next);
      schedule();
    };
    const regionOf = (view: FootprintView, x: number, y: number) => {
      if (x > plotWidth(view)) return 'price-axis' as const;
      if (y > plotHeight(view) + FOOTPRINT.deltaRowHeight) return 'time-axis' as const;
      return 'plot' as const;
    };
    const pinchDistance = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };

    const onPointerDown = (event: PointerEvent) => {
      const view = viewRef.current;
      if (!view) return;
      canvas.focus();
      canvas.setPointerCapture(event.pointerId);
      const point = local(event);
      pointers.set(event.pointerId, point);
      if (pointers.size === 2) {
        gesture = { mode: 'pinch', distance: pinchDistance(), scale: view.horizontalScale };
        return;
      }
      const region = regionOf(view, point.x, point.y);
      gesture =
        region === 'plot'
          ? { mode: 'pan', lastX: point.x, lastY: point.y }
          : {
              mode: 'zoom',
              axis: region === 'price-axis' ? 'vertical' : 'horizontal',
              lastX: point.x,
              lastY: point.y,
            };
      crosshairRef.current = null;
      schedule();
    };

    const onPointerMove = (event: PointerEvent) => {
      const view = viewRef.current;
      if (!view) return;
      const point = local(event);
      if (pointers.has(event.pointerId)) pointers.set(event.pointerId, point);
      if (gesture.mode === 'pan') {
        update({
          ...view,
          scrollX: view.scrollX - (point.x - gesture.lastX),
          scrollY: view.scrollY - (point.y - gesture.lastY),
        });
        gesture = { ...gesture, lastX: point.x, lastY: point.y };
      } else if (gesture.mode === 'zoom') {
        if (gesture.axis === 'horizontal') {
          const factor = 1 + (point.x - gesture.lastX) / AXIS_DRAG_PX;
          viewRef.current = rescale(model, view, 'horizontal', view.horizontalScale * factor);
        } else {
          const factor = 1 - (point.y - gesture.lastY) / AXIS_DRAG_PX;
          viewRef.current = rescale(model, view, 'vertical', view.verticalScale * factor);
        }
        gesture = { ...gesture, lastX: point.x, lastY: point.y };
        schedule();
      } else if (gesture.mode === 'pinch') {
        const distance = pinchDistance();
        if (gesture.distance > 0 && distance > 0) {
          viewRef.current = rescale(model, view, 'horizontal', gesture.scale * (distance / gesture.distance));
          schedule();
        }
      } else {
        crosshairRef.current = regionOf(view, point.x, point.y) === 'plot' ? point : null;
        schedule();
      }
    };

    const onPointerUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      gesture = { mode: 'none' };
    };

    const onPointerLeave = () => {
      if (gesture.mode !== 'none') return;
      crosshairRef.current = null;
      schedule();
    };

    const onDoubleClick = (event: MouseEvent) => {
      const view = viewRef.current;
      if (!view) return;
      const point = local(event);
      const region = regionOf(view, point.x, point.y);
      if (region === 'price-axis') update(rescale(model, view, 'vertical', FOOTPRINT.defaultVerticalScale));
      if (region === 'time-axis')
        update(rescale(model, view, 'horizontal', FOOTPRINT.defaultHorizontalScale));
    };

    const onWheel = (event: WheelEvent) => {
      const view = viewRef.current;
      if (!view) return;
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) {
        const factor = event.deltaY < 0 ? FOOTPRINT.zoomFactor : 1 / FOOTPRINT.zoomFactor;
        update(rescale(model, view, 'horizontal', view.horizontalScale * factor));
      } else if (event.shiftKey) {
        update({ ...view, scrollY: view.scrollY + event.deltaY });
      } else {
        update({ ...view, scrollX: view.scrollX + (event.deltaX || event.deltaY) });
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const view = viewRef.current;
      if (!view) return;
      const step = FOOTPRINT.keyScrollPx;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      update({ ...view, scrollX: view.scrollX + move[0], scrollY: view.scrollY + move[1] });
    };

    canvas.addEventListener('pointerdown', onPointerDown);
    canvas.addEventListener('pointermove', onPointerMove);
    canvas.addEventListener('pointerup', onPointerUp);
    canvas.addEventListener('pointercancel', onPointerUp);
    canvas.addEventListener('pointerleave', onPointerLeave);
    canvas.addEventListener('dblclick', onDoubleClick);
    canvas.addEventListener('wheel', onWheel, { passive: false });
    canvas.addEventListener('keydown', onKeyDown);
    return () => {
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerup', onPointerUp);
      canvas.removeEventListener('pointercancel', onPointerUp);
      canvas.removeEventListener('pointerleave', onPointerLeave);
      canvas.removeEventListener('dblclick', onDoubleClick);
      canvas.removeEventListener('wheel', onWheel);
      canvas.removeEventListener('keydown', onKeyDown);
    };
  }, [model]);

  return (
    <div
      ref={containerRef}
      className="relative w-full overflow-hidden rounded-lg border border-border"
      style={{ height }}
    >
      <canvas
        ref={canvasRef}
        tabIndex={0}
        role="img"
        aria-label="Footprint chart: drag to pan, wheel to scroll, Ctrl+wheel to zoom, arrow keys to scroll"
        data-testid="footprint-canvas"
        className="block touch-none cursor-crosshair focus-visible:outline-2 focus-visible:outline-ring"
      />
      <div
        ref={tooltipRef}
        hidden
        role="tooltip"
        data-testid="footprint-tooltip"
        className="pointer-events-none absolute top-0 left-0 w-44 rounded-md border border-border bg-surface/95 p-2 text-xs shadow-lg"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {(
            [
              ['Price', 'price'],
              ['Time', 'time'],
              ['Bid Vol', 'bid'],
              ['Ask Vol', 'ask'],
              ['Delta', 'delta'],
            ] as const
          ).map(([label, field]) => (
            <div key={field} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-mono" data-field={field} />
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
