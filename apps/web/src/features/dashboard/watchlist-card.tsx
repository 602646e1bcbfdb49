import { Search, Star } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  metricKey,
  SCREEN_METRIC_BY_ID,
  type TGetScreenerData,
  type TMetricRef,
  type TMetricValuesData,
  type TScreenerRow,
  type TScreenResultRow,
} from '@pantau/contracts';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatMetricValue, metricIdOfKey, metricLabel } from '@/lib/metric-format';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { LiveStatus } from '@/ui/live-status';
import { EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { ScrollRegion } from '@/ui/scroll-region';
import { SegmentedControl } from '@/ui/segmented-control';
import { toast } from '@/ui/toaster';
import { errorMessage } from '@/lib/api';
import {
  useSetFavourite,
  useSetWatchlistColumns,
  useStockList,
  useWatchlist,
  useWatchlistColumns,
} from './dashboard-api';
import { filterWatchlist } from './dashboard-format';
import { quoteFor, useLiveQuotes, type DayQuotes } from './use-live-quotes';
import { useWatchlistValues } from './watchlist-columns';
import { WatchlistColumnsDialog } from './watchlist-columns-dialog';

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

function StarButton({
  symbol,
  starred,
  onToggle,
}: {
  symbol: string;
  starred: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={starred ? `Unstar ${symbol}` : `Star ${symbol}`}
      className="grid size-10 shrink-0 place-items-center rounded-md text-muted hover:text-accent"
      onClick={onToggle}
    >
      <Star className={cn('size-4', starred && 'fill-accent text-accent')} aria-hidden="true" />
    </button>
  );
}

function StockName({ row }: { row: TScreenerRow }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-mono text-sm font-semibold">{row.symbol}</span>
      <span className="block truncate text-xs text-muted">{row.name}</span>
    </span>
  );
}

/** Last price over the 1-day change; the sign says up or down, the colour repeats it. */
function StockFigures({ row }: { row: TScreenerRow }) {
  const change = row.percent1d;
  return (
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
  );
}

type RowProps = {
  rows: readonly TScreenerRow[];
  symbol: string;
  favouriteSet: ReadonlySet<string>;
  onToggle: (symbol: string) => void;
  onSelect: (symbol: string) => void;
};

function StockList({ rows, symbol, favouriteSet, onToggle, onSelect }: RowProps) {
  return (
    <ul
      aria-label="Watchlist stocks"
      className="max-h-[26rem] min-h-0 overflow-y-auto rounded-lg border border-border"
    >
      {rows.map((row) => {
        const selected = row.symbol === symbol;
        return (
          <li
            key={row.symbol}
            className={cn(
              'flex items-center gap-1 border-b border-border/60 last:border-b-0',
              selected && 'bg-primary-soft',
            )}
            data-symbol={row.symbol}
          >
            <StarButton
              symbol={row.symbol}
              starred={favouriteSet.has(row.symbol)}
              onToggle={() => onToggle(row.symbol)}
            />
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              className="flex min-w-0 flex-1 items-center gap-3 py-2 pr-3 text-left"
              onClick={() => onSelect(row.symbol)}
            >
              <StockName row={row} />
              <StockFigures row={row} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Percent changes take the up/down colours the 1-day change uses; their sign carries the meaning.
 * Other figures (rupiah, ratios, labels) stay plain, as the card never coloured them.
 */
function toneOf(key: string, value: unknown): string | undefined {
  if (typeof value !== 'number' || SCREEN_METRIC_BY_ID.get(metricIdOfKey(key))?.unit !== 'percent')
    return undefined;
  return value >= 0 ? 'text-up' : 'text-down';
}

/**
 * The stocks with the chosen metrics beside them. The stock stays pinned on the left while the
 * metrics scroll sideways, so a phone and the dashboard's narrow column both keep it readable.
 * Only favourites have values: the other stocks' cells stay empty.
 */
function StockTable({
  rows,
  symbol,
  favouriteSet,
  onToggle,
  onSelect,
  columns,
  values,
  loading,
}: RowProps & { columns: readonly TMetricRef[]; values: TMetricValuesData | undefined; loading: boolean }) {
  const valuesBySymbol = useMemo(
    () => new Map<string, TScreenResultRow>(values?.rows.map((row) => [row.symbol, row])),
    [values],
  );
  const keys = columns.map(metricKey);
  return (
    <ScrollRegion label="Watchlist with columns" className="max-h-[26rem] rounded-lg border border-border">
      <table aria-label="Watchlist stocks" aria-busy={loading} className="w-full border-collapse">
        <thead className="sticky top-0 z-[2] bg-surface-muted text-xs text-muted">
          <tr className="border-b border-border">
            <th scope="col" className="sticky left-0 z-[1] bg-surface-muted py-2 pl-3 text-left font-medium">
              Stock
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Price
            </th>
            {columns.map((column, index) => (
              <th
                key={keys[index]}
                scope="col"
                title={SCREEN_METRIC_BY_ID.get(column.id)?.description}
                className="px-3 py-2 text-right font-medium whitespace-nowrap"
              >
                {metricLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const selected = row.symbol === symbol;
            const rowValues = valuesBySymbol.get(row.symbol)?.values;
            return (
              <tr
                key={row.symbol}
                data-symbol={row.symbol}
                className={cn(
                  'border-b border-border/60 last:border-b-0',
                  selected ? 'bg-primary-soft' : 'bg-surface',
                )}
              >
                <th scope="row" className="sticky left-0 z-[1] bg-inherit p-0 text-left font-normal">
                  <span className="flex items-center gap-1">
                    <StarButton
                      symbol={row.symbol}
                      starred={favouriteSet.has(row.symbol)}
                      onToggle={() => onToggle(row.symbol)}
                    />
                    <button
                      type="button"
                      aria-current={selected ? 'true' : undefined}
                      className="flex w-28 min-w-0 py-2 pr-2 text-left"
                      onClick={() => onSelect(row.symbol)}
                    >
                      <StockName row={row} />
                    </button>
                  </span>
                </th>
                <td className="px-3 py-2">
                  <StockFigures row={row} />
                </td>
                {keys.map((key) => {
                  const value = rowValues?.[key];
                  return (
                    <td
                      key={key}
                      className={cn(
                        'px-3 py-2 text-right text-sm whitespace-nowrap tabular-nums',
                        toneOf(key, value),
                      )}
                    >
                      {value === undefined ? '' : formatMetricValue(key, value)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * Every listed stock with its last price and 1-day change; search by code or name, show only the
 * favourites, star or unstar (stored on the server per member). Clicking a row selects the stock.
 * During a session the favourites' prices follow the live quotes, with no request per batch; the
 * other stocks keep the last close (a stream carries at most 200 stocks, the market has ~950).
 * Metrics the member chooses (Columns) show beside the stocks, with values for the favourites.
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
  // The stocks do not wait for the columns: they are an addition, and a slow or failed answer for
  // them must not hold the list back. The button waits, so the dialog starts from the stored choice.
  const chosenColumns = useWatchlistColumns();
  const saveColumns = useSetWatchlistColumns();
  const columns = chosenColumns.data?.columns ?? [];
  const { values, refresh: refreshValues } = useWatchlistValues(favourites, columns);
  const live = useLiveQuotes({ symbols: favourites, onQuotes: refreshValues, onReset: refreshValues });
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
  const rowProps = { rows, symbol, favouriteSet, onToggle: toggle, onSelect };

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
          <div className="flex flex-wrap items-end justify-between gap-2">
            <SegmentedControl label="Show" value={filter} options={FILTER_OPTIONS} onChange={setFilter} />
            {chosenColumns.isSuccess ? (
              <WatchlistColumnsDialog
                columns={columns}
                onSave={(next) =>
                  saveColumns.mutate(next, { onError: (error) => toast.error(errorMessage(error)) })
                }
              />
            ) : null}
          </div>
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
        ) : columns.length > 0 ? (
          <>
            {values.isError ? (
              <QueryError error={values.error} onRetry={() => void values.refetch()} />
            ) : null}
            <StockTable {...rowProps} columns={columns} values={values.data} loading={values.isLoading} />
          </>
        ) : (
          <StockList {...rowProps} />
        )}
      </CardContent>
    </Card>
  );
}
