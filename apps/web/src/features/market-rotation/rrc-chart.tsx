import { LineStyle, type MouseEventParams, type Time } from 'lightweight-charts';
import { useCallback, useMemo, useState } from 'react';
import type { TGetRrcData } from '@pantau/contracts';
import { formatNumber, formatShortDate } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import { useChartPalette } from '@/ui/charts/chart-palette';

type RrcItem = TGetRrcData['items'][number];

const HEIGHT = 420;
const PHONE_HEIGHT = 300;

const itemLabel = (item: RrcItem) => (item.code.length === 1 ? item.sector : item.code);

/**
 * One line per item: 100 × (item / item₀) / (index / index₀), so 100 is the index itself and a
 * rising line beats it. The legend shows the values under the crosshair, else the last day's.
 */
export function RrcChart({
  items,
  colourOf,
  resetKey,
}: {
  items: RrcItem[];
  colourOf: (code: string) => string;
  resetKey: string;
}) {
  const palette = useChartPalette();
  const phone = useMediaQuery('(max-width: 639px)');
  const [hoverDate, setHoverDate] = useState<string | null>(null);

  const series = useMemo<ChartSeries[]>(
    () =>
      items.map((item, index) => ({
        id: item.code,
        type: 'line',
        data: item.series.map((point) => ({ time: point.date, value: point.value })),
        options: { color: colourOf(item.code), lineWidth: 2, title: itemLabel(item) },
        priceLines:
          index === 0
            ? [
                {
                  price: 100,
                  color: palette.muted,
                  lineWidth: 1,
                  lineStyle: LineStyle.Dashed,
                  axisLabelVisible: true,
                  title: 'Index',
                },
              ]
            : [],
      })),
    [items, colourOf, palette],
  );
  const heights = useMemo(() => [phone ? PHONE_HEIGHT : HEIGHT], [phone]);
  const options = useMemo(
    () => ({ localization: { locale: 'id-ID', priceFormatter: (value: number) => formatNumber(value, 2) } }),
    [],
  );
  const onCrosshairMove = useCallback((param: MouseEventParams<Time>) => {
    setHoverDate(typeof param.time === 'string' ? param.time : null);
  }, []);

  const lastDate = items[0]?.series.at(-1)?.date ?? null;
  const shownDate = hoverDate ?? lastDate;

  return (
    <div className="space-y-3">
      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {shownDate ? (
          <li className="w-full text-xs text-muted sm:w-auto">{formatShortDate(shownDate)}</li>
        ) : null}
        {items.map((item) => {
          const point = item.series.find((entry) => entry.date === shownDate);
          return (
            <li key={item.code} data-testid="rrc-legend-item" className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full"
                style={{ background: colourOf(item.code) }}
              />
              <span className="font-medium">{itemLabel(item)}</span>
              <span className="text-muted tabular-nums">{point ? formatNumber(point.value, 2) : '–'}</span>
            </li>
          );
        })}
      </ul>
      <TimeSeriesChart
        series={series}
        paneHeights={heights}
        options={options}
        resetKey={resetKey}
        onCrosshairMove={onCrosshairMove}
        ariaLabel="Relative Rotation Chart: relative performance against the index"
      />
    </div>
  );
}
