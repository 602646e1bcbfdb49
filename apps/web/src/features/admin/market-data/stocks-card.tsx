import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TAdminStock } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Dialog, DialogContent } from '@/ui/dialog';
import { Input, inputClasses } from '@/ui/input';
import { Pagination } from '@/ui/pagination';
import { ScrollRegion } from '@/ui/scroll-region';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { CodeChanges } from './code-changes';
import { KIND_LABELS } from './import-labels';
import { StockForm } from './stock-form';
import { StockRow } from './stock-row';
import { useAdminStocks, type StockStatus, type StocksFilter } from './stocks-api';

const FILTER_DELAY_MS = 300;
const COLUMNS = ['Code', 'Name', 'Sector', 'Board', 'Listed', 'Delisted'];
const STATUSES: ReadonlyArray<{ value: StockStatus; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'listed', label: 'Listed' },
  { value: 'delisted', label: 'Delisted' },
];

function emptyText({ q, status }: StocksFilter): string {
  if (q) return `No ${status === 'all' ? '' : `${status} `}stock matches “${q}”.`;
  return status === 'all' ? 'No stocks yet.' : `No ${status} stocks.`;
}

/**
 * GET /api/admin/stocks, by code, searched by code, former code or name; a row's Edit opens its
 * name, board and delisting date. Code changes are recorded below the list.
 */
export function StocksCard() {
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<StocksFilter>({ q: '', status: 'all', page: 1 });
  const [editing, setEditing] = useState<TAdminStock | null>(null);
  const stocks = useAdminStocks(filter);
  const pagination = stocks.data?.pagination;

  useEffect(() => {
    const timer = setTimeout(() => {
      const q = searchText.trim();
      setFilter((current) => (current.q === q ? current : { ...current, q, page: 1 }));
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Stocks</CardTitle>
        <CardDescription>
          Every stock the exchange lists or once listed. A delisted stock keeps its history; a stock that
          changed its code keeps one history under its new code.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <section aria-label="Stock list" className="min-w-0 space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted" aria-live="polite">
              {pagination
                ? `${formatNumber(pagination.total)} ${pagination.total === 1 ? 'stock' : 'stocks'}`
                : null}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <label className="relative sm:w-64">
                <span className="sr-only">Search by code, former code or name</span>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                  aria-hidden="true"
                />
                <Input
                  type="search"
                  className="pl-9"
                  placeholder="Code, former code or name"
                  maxLength={60}
                  autoComplete="off"
                  spellCheck={false}
                  value={searchText}
                  onChange={(event) => setSearchText(event.target.value)}
                />
              </label>
              <label className="sm:w-36">
                <span className="sr-only">Status</span>
                <select
                  className={cn(inputClasses, 'cursor-pointer')}
                  value={filter.status}
                  onChange={(event) =>
                    setFilter({ ...filter, status: event.target.value as StockStatus, page: 1 })
                  }
                >
                  {STATUSES.map((status) => (
                    <option key={status.value} value={status.value}>
                      {status.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {stocks.isPending || stocks.isError ? (
            <PanelQueryState query={stocks} what="stocks" />
          ) : stocks.data.stocks.length === 0 ? (
            <PanelEmpty>{emptyText(filter)}</PanelEmpty>
          ) : (
            <ScrollRegion label="Stocks" className="-mx-5 px-5 sm:-mx-6 sm:px-6">
              <table
                aria-label="Stock list"
                className={cn(
                  'w-full min-w-[56rem] text-sm transition-opacity',
                  stocks.isPlaceholderData && 'opacity-60',
                )}
              >
                <thead>
                  <tr className="border-b border-border text-left text-xs tracking-wide text-muted uppercase">
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="pr-4 pb-2.5 font-medium">
                        {column}
                      </th>
                    ))}
                    {/* Positioned, so its visually hidden name stays inside the scroll box and cannot widen the page. */}
                    <th scope="col" className="relative pb-2.5">
                      <span className="sr-only">Edit</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {stocks.data.stocks.map((stock) => (
                    <StockRow key={stock.symbol} stock={stock} onEdit={() => setEditing(stock)} />
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          {pagination ? (
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              onPageChange={(page) => setFilter({ ...filter, page })}
              label="Stocks pages"
              className="justify-end"
            />
          ) : null}
          <p className="text-sm text-muted">
            The whole list at once: in Upload above, give a CSV or XLSX the kind{' '}
            <strong className="font-medium text-fg">{KIND_LABELS.stocks}</strong>. Its columns are{' '}
            <code>code</code>, <code>name</code>, <code>listing_date</code>, <code>listed_shares</code>,{' '}
            <code>board</code>, <code>sector</code>, <code>sub_industry</code>, and optionally{' '}
            <code>delisting_date</code>, <code>previous_code</code> and <code>changed_on</code> (a previous
            code records a code change).
          </p>
        </section>
        <CodeChanges />
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title={`Edit ${editing.symbol}`} description={editing.name}>
            <StockForm stock={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
