import { Search, Star } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { TGetScreenerData, TScreenerRow } from '@pantau/contracts';
import { formatNumber, formatPercent } from '@/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { LiveStatus } from '@/ui/live-status';
import { EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { toast } from '@/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useSetFavourite, useStockList, useWatchlist } from './dashboard-api';
import { filterWatchlist } from './dashboard-format';
import { quoteFor, useLiveQuotes, type DayQuotes } from './use-live-quotes';

type Filter = 'all' | 'favourites';
const FILTER_OPTIONS: { value: Filter; label: string }[] = [
  { value: 'favourites', label: 'Favourites' },
  { value: 'all', label: 'All' },
];

/**
 * The stocks' rows with the live quotes of the followed stocks in place, for the screener's day or
 * a newer one. A stock no longer followed gets no more quotes: it shows its close again rather
 * than a price that stopped moving.
 */
function withLiveQuotes(
  stocks: TGetScreenerData,
  day: DayQuotes | null,
  followed: ReadonlySet<string>,
): TScreenerRow[] {
  if (!day || day.date < stocks.asOf) return stocks.rows;
  return stocks.rows.map((row) => {
    const quote = followed.has(row.symbol) ? day.bySymbol.get(row.symbol) : undefined;
    return quote
      ? {
          ...row,
          price: quote.last,
          percent1d: quote.changePercent,
          volume: quote.volume,
          lastDate: day.date,
        }
      : row;
  });
}

/** HHMMSS of the newest trade among `symbols` on the live day, null while none is shown. */
function newestTradeTime(
  day: DayQuotes | null,
  symbols: readonly string[],
  shownDate: string,
): number | null {
  let newest: number | null = null;
  for (const symbol of symbols) {
    const quote = quoteFor(day, symbol, shownDate);
    if (quote && (newest === null || quote.time > newest)) newest = quote.time;
  }
  return newest;
}

/**
 * Every listed stock with its last price and 1-day change; search by code or name, show only the
 * favourites, star or unstar (stored on the server per member). Clicking a row selects the stock.
 * During a session the favourites' prices follow the live quotes, with no request per batch; the
 * other stocks keep the last close (a stream carries at most 200 stocks, the market has ~950).
 */
export function WatchlistCard({ symbol, onSelect }: { symbol: string; onSelect: (symbol: string) => void }) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<Filter>('favourites');
  const stocks = useStockList();
  const watchlist = useWatchlist();
  const setFavourite = useSetFavourite();
  const favourites = useMemo(() => watchlist.data?.symbols ?? [], [watchlist.data]);
  const favouriteSet = useMemo(() => new Set(favourites), [favourites]);
  const live = useLiveQuotes({ symbols: favourites });
  const stockRows = useMemo(
    () => (stocks.data ? withLiveQuotes(stocks.data, live.day, favouriteSet) : []),
    [stocks.data, live.day, favouriteSet],
  );
  const rows = useMemo(
    () => filterWatchlist(stockRows, { text, favouritesOnly: filter === 'favourites', favourites }),
    [stockRows, text, filter, favourites],
  );
  const lastTradeTime = stocks.data ? newestTradeTime(live.day, favourites, stocks.data.asOf) : null;

  const toggle = (code: string) => {
    setFavourite.mutate(
      { symbol: code, favourite: !favouriteSet.has(code) },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };

  const failed = stocks.isError ? stocks : watchlist.isError ? watchlist : null;

  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <CardTitle>Watchlist</CardTitle>
        {lastTradeTime !== null ? (
          <LiveStatus
            subject="Watchlist"
            status={live.status}
            lastTradeTime={lastTradeTime}
            error={live.error}
          />
        ) : null}
      </CardHeader>
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3 p-3 sm:p-6">
        <div className="flex flex-col gap-3">
          <div className="relative">
            <label htmlFor={searchId} className="sr-only">
              Search watchlist
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Search code or name"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <SegmentedControl label="Show" value={filter} options={FILTER_OPTIONS} onChange={setFilter} />
        </div>
        {failed ? (
          <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
        ) : stocks.isPending || watchlist.isPending ? (
          <TableSkeleton rows={6} />
        ) : rows.length === 0 ? (
          <EmptyState>
            {filter === 'favourites' && text.trim() === ''
              ? 'No favourites yet. Star a stock under All to add it.'
              : 'No stocks found'}
          </EmptyState>
        ) : (
          <ul
            aria-label="Watchlist stocks"
            className="max-h-[26rem] min-h-0 overflow-y-auto rounded-lg border border-border"
          >
            {rows.map((row) => {
              const starred = favouriteSet.has(row.symbol);
              const selected = row.symbol === symbol;
              const change = row.percent1d;
              return (
                <li
                  key={row.symbol}
                  className={cn(
                    'flex items-center gap-1 border-b border-border/60 last:border-b-0',
                    selected && 'bg-primary-soft',
                  )}
                  data-symbol={row.symbol}
                >
                  <button
                    type="button"
                    aria-pressed={starred}
                    aria-label={starred ? `Unstar ${row.symbol}` : `Star ${row.symbol}`}
                    className="grid size-10 shrink-0 place-items-center rounded-md text-muted hover:text-accent"
                    onClick={() => toggle(row.symbol)}
                  >
                    <Star className={cn('size-4', starred && 'fill-accent text-accent')} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    aria-current={selected ? 'true' : undefined}
                    className="flex min-w-0 flex-1 items-center gap-3 py-2 pr-3 text-left"
                    onClick={() => onSelect(row.symbol)}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-mono text-sm font-semibold">{row.symbol}</span>
                      <span className="block truncate text-xs text-muted">{row.name}</span>
                    </span>
                    <span className="shrink-0 text-right tabular-nums">
                      <span className="block text-sm font-medium">{formatNumber(row.price)}</span>
                      <span
                        className={cn(
                          'block text-xs',
                          change === null ? 'text-muted' : change >= 0 ? 'text-up' : 'text-down',
                        )}
                      >
                        {change === null ? '-' : formatPercent(change)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
