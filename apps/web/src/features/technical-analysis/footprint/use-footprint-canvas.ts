import { useCallback, useEffect, useRef } from 'react';
import { useChartPalette } from '@/ui/charts/chart-palette';
import type { ChartColors } from '../chart-model';
import type { Crosshair } from './footprint-draw';
import { paintFootprintFrame } from './footprint-frame';
import {
  clampScroll,
  followModel,
  initialView,
  type FootprintModel,
  type FootprintView,
} from './footprint-geometry';
import { bindFootprintGestures } from './footprint-gestures';

/**
 * Drives the footprint canvas: state lives in refs and every change schedules one
 * requestAnimationFrame draw of the visible candles only, so panning never re-renders React.
 */
export function useFootprintCanvas({
  model,
  height,
  colors,
  resetKey,
}: {
  model: FootprintModel;
  height: number;
  colors: ChartColors;
  resetKey: string;
}) {
  const palette = useChartPalette();
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<FootprintView | null>(null);
  /** The day the view was made for, to tell a live refresh from a new day. */
  const shownRef = useRef<{ resetKey: string; model: FootprintModel } | null>(null);
  const crosshairRef = useRef<Crosshair>(null);
  const frameRef = useRef(0);
  const drawRef = useRef<() => void>(() => undefined);

  const schedule = useCallback(() => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      drawRef.current();
    });
  }, []);

  // Each render's model, palette and colours are what the next frame draws.
  useEffect(() => {
    drawRef.current = () => {
      const canvas = canvasRef.current;
      const view = viewRef.current;
      if (!canvas || !view) return;
      paintFootprintFrame(canvas, tooltipRef.current, {
        model,
        view,
        palette,
        colors,
        crosshair: crosshairRef.current,
      });
    };
    schedule();
  });

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
  }, [resetKey, model, height, schedule]);

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
  }, [model, schedule]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    return bindFootprintGestures(canvas, { model, viewRef, crosshairRef, schedule });
  }, [model, schedule]);

  return { containerRef, canvasRef, tooltipRef };
}
