import { Pause, Play, RefreshCw } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import type { TBroker, TLiveTopic } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { useLiveStream } from '@/lib/use-live-stream';
import { LiveStatus } from '@/ui/live-status';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { BROKER_CATEGORY_TONES } from '@/ui/broker-category-badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/result-states';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { tradeMatcher, type RunningTradeFilters } from './running-trade-filters';
import { RunningTradeTable } from './running-trade-table';
import { SIDE_LABELS } from './trade-cells';
import { MAX_ROWS } from './trade-tape';
import { useTradeTape } from './use-trade-tape';

const TRADES_ONLY: readonly TLiveTopic[] = ['trades'];

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

function Legend() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted">
      {Object.values(SIDE_LABELS).map(({ label, meaning }) => (
        <span key={label}>
          <span className="font-semibold text-fg">{label}</span>: {meaning}
        </span>
      ))}
      <span className="inline-flex items-center gap-1.5">
        Brokers:
        {(Object.keys(BROKER_CATEGORY_TONES) as TBroker['category'][]).map((category) => (
          <Badge key={category} tone={BROKER_CATEGORY_TONES[category]} className="px-1.5 py-0 text-[11px]">
            {category}
          </Badge>
        ))}
      </span>
      <span className="hidden sm:inline">BT / ST: buyer / seller investor, D domestic, F foreign</span>
    </div>
  );
}

/**
 * The stream of one scope and what it brought. Mounted per scope (keyed by the page), so another
 * scope starts an empty tape on a new stream.
 */
export function LiveTradesCard({
  symbols,
  filters,
  brokers,
  onResetFilters,
}: {
  /** Empty: every stock. */
  symbols: readonly string[];
  filters: RunningTradeFilters;
  brokers: ReadonlyMap<string, TBroker>;
  onResetFilters: () => void;
}) {
  const { tape, receive, clear, pause, resume } = useTradeTape();
  const listRef = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => tradeMatcher(filters), [filters]);
  const stream = useLiveStream({
    symbols,
    topics: TRADES_ONLY,
    onBatch: (event) => receive(event, matches),
    onReset: clear,
  });
  const rows = useMemo(() => (matches ? tape.rows.filter(matches) : tape.rows), [tape.rows, matches]);
  const newTrades = useMemo(
    () => (matches ? tape.held.filter(matches).length + tape.heldCount - tape.held.length : tape.heldCount),
    [tape.held, tape.heldCount, matches],
  );

  const holdWhileScrolled = useCallback(
    (down: boolean) => (down ? pause('scroll') : resume('scroll')),
    [pause, resume],
  );

  if (isSubscriptionRequired(stream.error)) return <UpgradePanel />;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <CardTitle className="text-base">Trades</CardTitle>
          <LiveStatus
            subject="Running trade"
            status={stream.status}
            lastTradeTime={stream.lastTradeTime}
            error={stream.error}
          />
        </div>
        <div className="flex items-center gap-3">
          {tape.paused ? (
            <span className="text-sm tabular-nums">
              {tape.paused === 'scroll' ? <span className="text-muted">Held while you scroll · </span> : null}
              <span className="font-medium" data-testid="new-trades">
                {plural(newTrades, 'new trade', 'new trades')}
              </span>
            </span>
          ) : null}
          <Button
            variant={tape.paused ? 'primary' : 'outline'}
            size="sm"
            onClick={() => {
              if (tape.paused) {
                resume('button');
                listRef.current?.scrollTo({ top: 0 });
              } else pause('button');
            }}
          >
            {tape.paused ? (
              <>
                <Play className="size-4" aria-hidden="true" /> Resume
              </>
            ) : (
              <>
                <Pause className="size-4" aria-hidden="true" /> Pause
              </>
            )}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 p-3 sm:p-6">
        {stream.status === 'offline' && stream.error ? (
          <Alert tone="danger" title="The running trade stopped">
            <p>{errorMessage(stream.error)}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={stream.reconnect}>
              <RefreshCw className="size-4" aria-hidden="true" /> Reconnect
            </Button>
          </Alert>
        ) : null}
        {rows.length > 0 ? (
          <>
            <p className="text-xs text-muted">
              {plural(rows.length, 'trade', 'trades')}, newest first; the last {formatNumber(MAX_ROWS)} are
              kept.
            </p>
            <RunningTradeTable
              rows={rows}
              brokers={brokers}
              scrollRef={listRef}
              onScrolledDown={holdWhileScrolled}
            />
          </>
        ) : tape.received > 0 && tape.paused && newTrades > 0 ? (
          <EmptyState>Paused. Resume to show the trades that arrived since.</EmptyState>
        ) : tape.received > 0 ? (
          <EmptyState>
            <p>None of the {plural(tape.received, 'trade', 'trades')} received so far match the filters.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={onResetFilters}>
              Reset filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState>
            <p className="font-medium text-fg">No trades yet</p>
            <p className="mt-1">
              The running trade fills in while the market is open and trades are being fed to Pantau. The
              session state is shown in the pill at the top of the page.
            </p>
          </EmptyState>
        )}
        <Legend />
      </CardContent>
    </Card>
  );
}
