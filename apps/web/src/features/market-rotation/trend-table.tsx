import { Search } from 'lucide-react';
import { useId } from 'react';
import type { TGetTrendData } from '@pantau/contracts';
import { formatNumber, formatPercent } from '@/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Pagination } from '@/ui/pagination';
import { pageTrendRows } from './trend-pages';
import { ScrollRegion } from '@/ui/scroll-region';

type TrendRow = TGetTrendData['rows'][number];
export type Trend = TrendRow['trend'];

export const TREND_TITLES: Record<Trend, string> = { Up: 'Uptrend', Side: 'Sideways', Down: 'Downtrend' };

/** One trend's stocks: a search box and pages of 5 rows (the page resets when the search changes). */
export function TrendTable({
  trend,
  rows,
  search,
  page,
  onSearch,
  onPage,
}: {
  trend: Trend;
  rows: TrendRow[];
  search: string;
  page: number;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
}) {
  const searchId = useId();
  const view = pageTrendRows(rows, search, page);
  const title = TREND_TITLES[trend];
  return (
    <Card data-testid={`trend-table-${trend}`} className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-base">
          {title} <span className="text-sm font-normal text-muted">({formatNumber(rows.length)})</span>
        </CardTitle>
        <div className="relative w-full sm:w-56">
          <label htmlFor={searchId} className="sr-only">
            Search {title}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            className="pl-9"
            placeholder="Search stock"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-3 p-3 sm:p-6">
        {view.matches === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted">
            {rows.length === 0 ? `No ${title.toLowerCase()} stocks in this selection.` : 'No stocks found'}
          </p>
        ) : (
          <ScrollRegion label={`${title} stocks`} className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full min-w-[560px] text-sm" aria-label={`${title} stocks`}>
              <thead className="bg-surface-muted text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Symbol
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Price
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Change
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Sector
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.symbol} className="border-t border-border">
                    <td className="px-3 py-2 font-mono font-semibold">{row.symbol}</td>
                    <td className="max-w-56 truncate px-3 py-2">{row.name}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.price)}</td>
                    <td
                      className={cn(
                        'px-3 py-2 text-right tabular-nums',
                        row.change > 0 && 'text-up',
                        row.change < 0 && 'text-down',
                      )}
                    >
                      {formatPercent(row.change)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-muted">{row.sector}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        <Pagination
          page={view.page}
          totalPages={view.totalPages}
          onPageChange={onPage}
          label={`${title} pages`}
          className="justify-end"
        />
      </CardContent>
    </Card>
  );
}
