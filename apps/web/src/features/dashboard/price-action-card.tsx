import { useMemo } from 'react';
import type { TGetCandlesData } from '@pantau/contracts';
import { formatNumber, formatPercent } from '@/lib/format';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { LiveStatus } from '@/ui/live-status';
import { AsOfLine } from '@/ui/result-states';
import { DASHBOARD_CHART_OPTIONS } from './chart-options';
import { useDailyCandles } from './dashboard-api';
import { ChartSkeleton, QueryPanel } from './query-panel';
import { useLiveCandles } from './use-live-candles';
import { quoteFor } from './use-live-quotes';

const PANE_HEIGHTS = [300, 90];
const CHART_HEIGHT = PANE_HEIGHTS.reduce((sum, height) => sum + height, 0);
/** About six months of daily candles: enough to read the trend without squeezing the bodies. */
const VISIBLE_CANDLES = 120;

function priceSeries(data: TGetCandlesData, palette: ChartPalette): ChartSeries[] {
  const candles = data.candles.slice(-VISIBLE_CANDLES);
  return [
    {
      id: 'price',
      type: 'candles',
      data: candles.map(({ time, open, high, low, close }) => ({
        time: time as string,
        open,
        high,
        low,
        close,
      })),
    },
    {
      id: 'volume',
      type: 'histogram',
      pane: 1,
      data: candles.map((candle) => ({
        time: candle.time as string,
        value: candle.volume,
        color: candle.close >= candle.open ? `${palette.up}80` : `${palette.down}80`,
      })),
      options: { priceFormat: { type: 'volume' }, title: 'Volume' },
    },
  ];
}

/**
 * 'Price Action of {symbol}': daily candles with volume, last price and its change. During a
 * session the figures follow each live quote and the candles are refetched so the last bar moves.
 */
export function PriceActionCard({ symbol }: { symbol: string }) {
  const candles = useDailyCandles(symbol);
  const palette = useChartPalette();
  const data = candles.data;
  const shownDate = data ? (data.to ?? data.asOf) : null;
  const live = useLiveCandles({ symbol, shownDate });
  const quote = shownDate === null ? null : quoteFor(live.day, symbol, shownDate);
  const series = useMemo(() => (data ? priceSeries(data, palette) : []), [data, palette]);
  const last = quote ? quote.last : (data?.lastClose ?? null);
  const change = (quote ? quote.change : data?.change) ?? 0;
  const changePercent = (quote ? quote.changePercent : data?.changePercent) ?? 0;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <CardTitle>Price Action of {symbol}</CardTitle>
        {last !== null ? (
          <p className="flex items-baseline gap-2 tabular-nums" data-testid="price-action-last">
            <span className="text-xl font-semibold">{formatNumber(last)}</span>
            <span className={cn('text-sm font-medium', change >= 0 ? 'text-up' : 'text-down')}>
              {change > 0 ? '+' : ''}
              {formatNumber(change)} ({formatPercent(changePercent)})
            </span>
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-2 p-3 sm:p-6">
        <QueryPanel
          query={candles}
          skeleton={<ChartSkeleton height={CHART_HEIGHT} />}
          isEmpty={(answer) => answer.candles.length === 0}
          empty={`No price history for ${symbol}.`}
        >
          {(answer) => (
            <>
              {quote ? (
                <LiveStatus
                  subject={`Price Action of ${symbol}`}
                  status={live.status}
                  lastTradeTime={quote.time}
                  error={live.error}
                />
              ) : (
                <AsOfLine asOf={answer.to ?? answer.asOf} />
              )}
              <TimeSeriesChart
                series={series}
                paneHeights={PANE_HEIGHTS}
                options={DASHBOARD_CHART_OPTIONS}
                resetKey={symbol}
                ariaLabel={`Daily candles and volume of ${symbol}`}
              />
            </>
          )}
        </QueryPanel>
      </CardContent>
    </Card>
  );
}
