import { useMemo } from 'react';
import type { TGetForeignFlowData } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import { cn } from '@/ui/cn';
import { DASHBOARD_CHART_OPTIONS } from './chart-options';
import { CollapsibleSection } from './collapsible-section';
import { FOREIGN_FLOW_DAYS, useForeignFlow } from './dashboard-api';
import { formatBillions } from './dashboard-format';
import { ChartSkeleton, QueryPanel } from './query-panel';
import type { SectionProps } from './sections';

// Spec §9: price pane with lower panes of 75 px for foreign flow.
const PANE_HEIGHTS = [220, 75];
const CHART_HEIGHT = PANE_HEIGHTS.reduce((sum, height) => sum + height, 0);

function flowSeries(data: TGetForeignFlowData, palette: ChartPalette): ChartSeries[] {
  return [
    {
      id: 'close',
      type: 'line',
      data: data.candles.map((candle) => ({ time: candle.time, value: candle.close })),
      options: { color: palette.primary, lineWidth: 2, title: 'Close' },
    },
    {
      id: 'net-buy',
      type: 'histogram',
      pane: 1,
      data: data.flows.map((flow) => ({
        time: flow.time,
        value: flow.netBuy / 100,
        color: flow.netBuy >= 0 ? palette.up : palette.down,
      })),
      options: { priceFormat: { type: 'volume' }, title: 'Net foreign (lot)' },
    },
  ];
}

/** Foreign net buying per day (in lots) under the closing price, over the last 30 trading days. */
export function ForeignFlowPanel({ symbol, open, onToggle }: SectionProps) {
  const flow = useForeignFlow(symbol, open);
  const palette = useChartPalette();
  const data = flow.data;
  const series = useMemo(() => (data ? flowSeries(data, palette) : []), [data, palette]);

  return (
    <CollapsibleSection
      title="Foreign Flow"
      symbol={symbol}
      open={open}
      onToggle={onToggle}
      asOf={data?.flows.at(-1)?.time}
    >
      <QueryPanel
        query={flow}
        skeleton={<ChartSkeleton height={CHART_HEIGHT} />}
        isEmpty={(answer) => answer.flows.length === 0}
        empty={`No foreign flow for ${symbol}.`}
      >
        {(answer) => (
          <div className="space-y-3">
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="foreign-flow-totals">
              <div className="flex gap-2">
                <dt className="text-muted">Net foreign, {FOREIGN_FLOW_DAYS} days</dt>
                <dd
                  className={cn(
                    'font-semibold tabular-nums',
                    answer.totals.netBuy >= 0 ? 'text-up' : 'text-down',
                  )}
                >
                  {formatNumber(answer.totals.netBuy / 100)} lot
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted">Net value</dt>
                <dd
                  className={cn(
                    'font-semibold tabular-nums',
                    answer.totals.netValue >= 0 ? 'text-up' : 'text-down',
                  )}
                >
                  {formatBillions(answer.totals.netValue)}
                </dd>
              </div>
            </dl>
            <TimeSeriesChart
              series={series}
              paneHeights={PANE_HEIGHTS}
              options={DASHBOARD_CHART_OPTIONS}
              resetKey={symbol}
              ariaLabel={`Closing price and daily net foreign flow of ${symbol}`}
            />
          </div>
        )}
      </QueryPanel>
    </CollapsibleSection>
  );
}
