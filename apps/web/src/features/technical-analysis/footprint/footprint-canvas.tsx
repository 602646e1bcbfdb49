import { useMemo } from 'react';
import type { TFootprintCandle } from '@pantau/contracts';
import type { ChartColors } from '../chart-model';
import { buildFootprintModel, footprintHeight } from './footprint-geometry';
import { useFootprintCanvas } from './use-footprint-canvas';

const MAX_HEIGHT = 560;

/** The tooltip's rows; footprint-frame.ts writes each reading into its `data-field` cell. */
const TOOLTIP_FIELDS = [
  ['Price', 'price'],
  ['Time', 'time'],
  ['Bid Vol', 'bid'],
  ['Ask Vol', 'ask'],
  ['Delta', 'delta'],
] as const;

/** The footprint chart on a canvas of its own, with a tooltip the canvas fills in as the cursor moves. */
export function FootprintCanvas({
  candles,
  colors,
  resetKey,
}: {
  candles: readonly TFootprintCandle[];
  colors: ChartColors;
  resetKey: string;
}) {
  const model = useMemo(() => buildFootprintModel(candles), [candles]);
  const height = footprintHeight(model, MAX_HEIGHT);
  const { containerRef, canvasRef, tooltipRef } = useFootprintCanvas({ model, height, colors, resetKey });

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
          {TOOLTIP_FIELDS.map(([label, field]) => (
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
