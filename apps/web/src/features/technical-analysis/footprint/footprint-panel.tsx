import { useEffect, useId, useState } from 'react';
import { formatShortDate } from '@/lib/format';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import { inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { LiveStatus } from '@/ui/live-status';
import { EmptyState, QueryError } from '@/ui/result-states';
import { cn } from '@/ui/cn';
import type { ChartColors } from '../chart-model';
import { ChartSkeleton } from '../chart-skeleton';
import { technicalAnalysisKeys, useFootprint, type IntradayTimeframe } from '../technical-analysis-api';
import { FootprintCanvas } from './footprint-canvas';

/** One trade day of footprint candles; the day defaults to the stock's last day with trades. */
export function FootprintPanel({
  symbol,
  timeframe,
  colors,
}: {
  symbol: string;
  timeframe: IntradayTimeframe;
  colors: ChartColors;
}) {
  const dateId = useId();
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => setDate(null), [symbol]);
  const footprint = useFootprint({ symbol, timeframe, date }, true);
  const data = footprint.data?.symbol === symbol ? footprint.data : undefined;
  // Without a chosen day the panel shows the stock's last one, which a new live day becomes. The
  // candles refresh too, for the last price above the chart.
  const live = useLiveRefresh({
    symbols: [symbol],
    queryKeys: [technicalAnalysisKeys.stockFootprints(symbol), technicalAnalysisKeys.stockCandles(symbol)],
    accepts: (day) => date === null || date === day,
  });

  if (footprint.isError)
    return <QueryError error={footprint.error} onRetry={() => void footprint.refetch()} />;
  if (!data) return <ChartSkeleton />;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1.5">
          <Label htmlFor={dateId}>Trade date</Label>
          <select
            id={dateId}
            className={cn(inputClasses, 'w-48')}
            value={data.date}
            onChange={(event) => setDate(event.target.value)}
          >
            {[...data.tradeDates].reverse().map((tradeDate) => (
              <option key={tradeDate} value={tradeDate}>
                {formatShortDate(tradeDate)}
              </option>
            ))}
          </select>
        </div>
        {live.liveDate === data.date ? (
          <LiveStatus
            subject={`${symbol} footprint`}
            status={live.status}
            lastTradeTime={live.lastTradeTime}
            error={live.error}
          />
        ) : null}
        <p className="text-xs text-muted">
          Bid × ask volume (shares) per price; outlined cell = point of control; Δ = ask − bid per candle.
          Drag to pan, drag an axis to scale (double-click resets), Ctrl+wheel to zoom.
        </p>
      </div>
      {data.candles.length === 0 ? (
        <EmptyState>No trades for {symbol} on this day.</EmptyState>
      ) : (
        <FootprintCanvas
          candles={data.candles}
          colors={colors}
          resetKey={`${data.symbol}|${data.date}|${data.timeframe}`}
        />
      )}
    </div>
  );
}
