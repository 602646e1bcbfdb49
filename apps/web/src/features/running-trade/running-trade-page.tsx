import { Link } from 'react-router';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { buttonClasses } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { LiveTradesCard } from './live-trades-card';
import { useBrokerDirectory, useWatchlist } from './running-trade-api';
import { NO_FILTERS, useRunningTradeParams } from './running-trade-filters';
import { RunningTradeFiltersCard } from './running-trade-filters-card';

const TITLE = 'Running Trade';
const DESCRIPTION =
  'Every trade as it happens, newest first: price, lot, the brokers on both sides and who took the ' +
  'initiative (HAKA or HAKI).';
const EVERY_STOCK: readonly string[] = [];

/** The live running trade of every stock or of the member's watchlist, filtered here. */
export function RunningTradePage() {
  const { scope, filters, setScope, setFilters } = useRunningTradeParams();
  const watchlist = useWatchlist(scope === 'watchlist');
  const directory = useBrokerDirectory();

  if (isSubscriptionRequired(directory.query.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <UpgradePanel />
      </div>
    );
  }

  const symbols = scope === 'watchlist' ? watchlist.data?.symbols : EVERY_STOCK;
  const resetFilters = () => setFilters(NO_FILTERS);

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <RunningTradeFiltersCard scope={scope} filters={filters} onScope={setScope} onFilters={setFilters} />
      <section aria-label="Running trade results" className="min-w-0">
        {scope === 'watchlist' && watchlist.isError ? (
          <QueryError error={watchlist.error} onRetry={() => void watchlist.refetch()} />
        ) : !symbols ? (
          <TableSkeleton rows={6} />
        ) : scope === 'watchlist' && symbols.length === 0 ? (
          <EmptyState>
            <p>Your watchlist is empty. Star stocks on the Dashboard to follow their trades here.</p>
            <Link
              to="/dashboard"
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}
            >
              Go to the Dashboard
            </Link>
          </EmptyState>
        ) : (
          <LiveTradesCard
            key={`${scope}:${[...symbols].sort().join(',')}`}
            symbols={symbols}
            filters={filters}
            brokers={directory.byCode}
            onResetFilters={resetFilters}
          />
        )}
      </section>
    </div>
  );
}
