import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { isMarketNotReady, MARKET_NOT_READY_RETRY_MS } from '@/lib/market-not-ready';
import { isNoTradeRecords } from '@/lib/no-trade-records';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';
import { UpgradePanel } from './upgrade-panel';

/** Grey bars where the table will be. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading" className="space-y-2 rounded-lg border border-border p-4">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-6 animate-pulse rounded bg-surface-muted" />
      ))}
    </div>
  );
}

/**
 * A failed query: the upgrade panel for 403 SUBSCRIPTION_REQUIRED, a calm notice that asks again by
 * itself while the market is being prepared, the server's plain statement for dates without trade
 * records (no Retry: asking again cannot help), otherwise the message and Retry.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isSubscriptionRequired(error)) return <UpgradePanel />;
  if (isNoTradeRecords(error)) return <NoTradeRecords message={errorMessage(error)} />;
  if (isMarketNotReady(error)) return <MarketPreparing message={errorMessage(error)} onRetry={onRetry} />;
  return (
    <Alert tone="danger" title="Could not load the data">
      <p>{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** In place of a table or chart: these dates have no trade records, and these do. */
function NoTradeRecords({ message }: { message: string }) {
  return (
    <Alert tone="info" title="No trade records">
      <p>{message}</p>
    </Alert>
  );
}

function MarketPreparing({ message, onRetry }: { message: string; onRetry: () => void }) {
  useEffect(() => {
    const timer = setInterval(onRetry, MARKET_NOT_READY_RETRY_MS);
    return () => clearInterval(timer);
  }, [onRetry]);
  return (
    <Alert tone="info">
      <p className="flex items-center gap-2 first-letter:uppercase">
        <Spinner className="size-4" label={message} />
        {message}
      </p>
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-sm text-muted">
      {children}
    </div>
  );
}

/** Broker data is end-of-day: say which close it is complete up to. */
export function AsOfLine({ asOf }: { asOf: string }) {
  return (
    <p className="text-xs text-muted">
      Data as of close <time dateTime={asOf}>{formatDate(`${asOf}T00:00:00`)}</time>
    </p>
  );
}
