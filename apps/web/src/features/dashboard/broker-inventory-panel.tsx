import { useMemo } from 'react';
import type { TBrokerInventory } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import { cn } from '@/ui/cn';
import { BrokerTag } from './broker-tag';
import { DASHBOARD_CHART_OPTIONS } from './chart-options';
import { CollapsibleSection } from './collapsible-section';
import { useBrokerActivitySnapshot } from './dashboard-api';
import { ChartSkeleton, QueryPanel } from './query-panel';
import type { SectionProps } from './sections';

const PANE_HEIGHTS = [280];

/**
 * Cumulative net lots of the Big 5 (LG, MG, BR, RG, CC) from 0 at the window's first day. Lines take
 * the palette's distinct colours: the brokers' colour groups repeat (four of the five are Orange).
 */
export function BrokerInventoryPanel({ symbol, open, onToggle }: SectionProps) {
  const snapshot = useBrokerActivitySnapshot(symbol, open);
  const palette = useChartPalette();
  const brokers = snapshot.data?.inventory.brokers;
  const colourOf = (index: number) => palette.series[index % palette.series.length] as string;
  const series = useMemo<ChartSeries[]>(
    () =>
      (brokers ?? []).map((broker: TBrokerInventory, index) => ({
        id: broker.broker,
        type: 'line',
        data: broker.points.map((point) => ({ time: point.date, value: point.cumulativeNetLot })),
        options: {
          color: palette.series[index % palette.series.length],
          lineWidth: 2,
          title: broker.broker,
          priceFormat: { type: 'volume' },
        },
      })),
    [brokers, palette],
  );

  return (
    <CollapsibleSection
      title="Broker Inventory"
      symbol={symbol}
      open={open}
      onToggle={onToggle}
      asOf={snapshot.data?.inventory.dates.at(-1)}
    >
      <QueryPanel
        query={snapshot}
        skeleton={<ChartSkeleton height={PANE_HEIGHTS[0] as number} />}
        isEmpty={(data) => data.inventory.dates.length === 0}
        empty={`No trade records for ${symbol}.`}
      >
        {(data) => (
          <div className="space-y-3">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" data-testid="inventory-legend">
              {data.inventory.brokers.map((broker, index) => {
                const last = broker.points.at(-1)?.cumulativeNetLot ?? 0;
                return (
                  <li key={broker.broker} className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="h-0.5 w-4 rounded"
                      style={{ background: colourOf(index) }}
                    />
                    <BrokerTag
                      code={broker.broker}
                      broker={{
                        code: broker.broker,
                        name: broker.name,
                        category: broker.category,
                        colour: broker.colour,
                      }}
                    />
                    <span className={cn('tabular-nums', last >= 0 ? 'text-up' : 'text-down')}>
                      {formatNumber(last)} lot
                    </span>
                  </li>
                );
              })}
            </ul>
            <TimeSeriesChart
              series={series}
              paneHeights={PANE_HEIGHTS}
              options={DASHBOARD_CHART_OPTIONS}
              resetKey={symbol}
              ariaLabel={`Cumulative net lots of LG, MG, BR, RG and CC in ${symbol}`}
            />
          </div>
        )}
      </QueryPanel>
    </CollapsibleSection>
  );
}
