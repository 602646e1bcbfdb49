import type { TGetOwnershipData } from '@pantau/contracts';
import { cn } from '@/ui/cn';
import { formatShortDate } from '@/lib/format';
import { formatShareOf, formatShortShares } from './ownership-format';
import { ScrollRegion } from '@/ui/scroll-region';

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-2 tabular-nums whitespace-nowrap';

function TableFrame({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}

/** Top Shareholders: named holders (not the public line), largest first. */
export function TopShareholdersTable({ rows }: { rows: TGetOwnershipData['topShareholders'] }) {
  return (
    <TableFrame caption="Top Shareholders">
      <thead className="bg-surface-muted text-muted">
        <tr className="border-b border-border">
          <th scope="col" className={cn(th, 'text-left')}>
            Holder Name
          </th>
          <th scope="col" className={cn(th, 'text-left')}>
            Type
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            Shares
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            %
          </th>
        </tr>
      </thead>
      <tbody className="text-fg/80">
        {rows.map((row) => (
          <tr key={row.name} className="border-b border-border/60 last:border-b-0">
            <th scope="row" className="min-w-48 px-3 py-2 text-left font-medium text-fg">
              {row.name}
            </th>
            <td className={td}>{row.category}</td>
            <td className={cn(td, 'text-right')}>{formatShortShares(row.shares)}</td>
            <td className={cn(td, 'text-right')}>{formatShareOf(row.percentage)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

const DETAILED_COLUMNS = ['Rank', 'Holder Name', 'Type', 'Shares', '%', 'Change', 'Last Update'] as const;
const RIGHT_ALIGNED = new Set<string>(['Rank', 'Shares', '%', 'Change']);

/** Detailed: the whole latest list ranked by shares; Change is against the previous list. */
export function DetailedOwnershipTable({ rows }: { rows: TGetOwnershipData['detailed'] }) {
  return (
    <TableFrame caption="Shareholder ranking">
      <thead className="bg-surface-muted text-muted">
        <tr className="border-b border-border">
          {DETAILED_COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={cn(th, RIGHT_ALIGNED.has(column) ? 'text-right' : 'text-left')}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="text-fg/80">
        {rows.map((row) => (
          <tr
            key={row.holder}
            data-testid="ownership-detailed-row"
            className="border-b border-border/60 last:border-b-0 hover:bg-surface-muted/60"
          >
            <td className={cn(td, 'text-right')}>{row.rank}</td>
            <th scope="row" className="min-w-52 px-3 py-2 text-left font-medium text-fg">
              {row.holder}
            </th>
            <td className={td}>{row.type}</td>
            <td className={cn(td, 'text-right')}>{formatShortShares(row.shares)}</td>
            <td className={cn(td, 'text-right')}>{formatShareOf(row.percentage)}</td>
            <td
              className={cn(
                td,
                'text-right',
                row.change !== null && row.change > 0 && 'text-up',
                row.change !== null && row.change < 0 && 'text-down',
              )}
            >
              {row.change === null ? 'New' : formatShortShares(row.change, { signed: true })}
            </td>
            <td className={td}>
              <time dateTime={row.lastUpdate}>{formatShortDate(row.lastUpdate)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
