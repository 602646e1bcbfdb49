import { formatNumber, formatPercent } from '@/lib/format';
import { cn } from '@/ui/cn';

const priceText = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);

/**
 * Last close with its change and percent against the previous close; while the day trades, the last
 * price so far.
 */
export function LastClose({
  symbol,
  source,
  lastClose,
  change,
  changePercent,
  trading = false,
}: {
  symbol: string;
  /** The CSV file name when the chart shows the user's own data. */
  source: string | null;
  lastClose: number | null;
  change: number | null;
  changePercent: number | null;
  /** The last candle is a day still trading. */
  trading?: boolean;
}) {
  const tone = change === null || change === 0 ? 'text-muted' : change > 0 ? 'text-up' : 'text-down';
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="last-close">
      <span className="font-mono text-lg font-semibold">{symbol}</span>
      {source ? <span className="text-xs text-muted">from {source} (not uploaded)</span> : null}
      <span className="text-sm text-muted">{trading ? 'Last price' : 'Last close'}</span>
      <span className="font-mono text-2xl font-semibold" data-testid="last-close-value">
        {lastClose === null ? '–' : priceText(lastClose)}
      </span>
      {change !== null ? (
        <span className={cn('font-mono text-sm font-medium', tone)} data-testid="last-close-change">
          {change > 0 ? '+' : ''}
          {priceText(change)}
          {changePercent !== null ? ` (${formatPercent(changePercent)})` : ''}
        </span>
      ) : null}
    </div>
  );
}
