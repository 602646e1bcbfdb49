import type { TDoneCell, TGetDoneSummaryData } from '@pantau/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { formatLot, formatNumber } from '@/lib/format';
import { ScrollRegion } from '@/ui/scroll-region';

/** Column order of spec §2. */
export const DONE_COLUMNS: { key: keyof TDoneCell; label: string }[] = [
  { key: 'bFreq', label: 'BFreq' },
  { key: 'bLot', label: 'BLot' },
  { key: 'sLot', label: 'SLot' },
  { key: 'sFreq', label: 'SFreq' },
  { key: 'tFreq', label: 'TFreq' },
  { key: 'tLot', label: 'TLot' },
];

// cn() does not merge Tailwind classes, so alignment and background are never set twice. More date
// groups than the screen holds scroll sideways under the sticky price column.
const th = 'px-1.5 py-2 font-semibold whitespace-nowrap';
const td = 'px-1.5 py-1.5 tabular-nums whitespace-nowrap';
const stickyCell = 'sticky left-0 z-[1]';

type Row = TGetDoneSummaryData['rows'][number];

function rowBroker(row: Row): string | null {
  return 'broker' in row ? row.broker : null;
}

function Cells({ cell, max, firstGroup }: { cell: TDoneCell; max?: TDoneCell; firstGroup: boolean }) {
  return DONE_COLUMNS.map((column, index) => {
    const value = cell[column.key];
    const bold = max !== undefined && value > 0 && value === max[column.key];
    return (
      <td
        key={column.key}
        className={cn(
          td,
          'text-right',
          index === 0 && !firstGroup && 'border-l border-border',
          bold && 'font-bold text-fg',
        )}
      >
        {/* A price level with no trades of this kind stays blank, so the traded ones stand out. */}
        {value === 0 ? '' : column.key.endsWith('Lot') ? formatLot(value) : formatNumber(value)}
      </td>
    );
  });
}

/**
 * Price rows × the six columns for the chosen dates (`dateIndexes`), TOTAL (or ALL) row last.
 * Horizontal passes every date; a vertical card passes one.
 */
export function DoneSummaryTable({
  data,
  dateIndexes,
  caption,
}: {
  data: TGetDoneSummaryData;
  dateIndexes: number[];
  caption: string;
}) {
  const isBroker = data.view === 'broker';
  const grouped = dateIndexes.length > 1;
  const leadColumns = isBroker ? 2 : 1;
  return (
    <ScrollRegion label={caption} className="max-h-[70vh] rounded-lg border border-border">
      {/* Several date groups side by side take the smaller type, so three fit a 1440 px screen. */}
      <table className={cn('w-full border-collapse', grouped ? 'text-xs' : 'text-sm')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-[2] bg-surface-muted text-muted">
          {grouped ? (
            <tr className="border-b border-border">
              <th colSpan={leadColumns} className={cn(th, stickyCell, 'bg-surface-muted')} />
              {dateIndexes.map((index, position) => (
                <th
                  key={data.dates[index]}
                  colSpan={DONE_COLUMNS.length}
                  scope="colgroup"
                  className={cn(
                    'px-2 py-2 text-left font-semibold text-fg',
                    position > 0 && 'border-l border-border',
                  )}
                >
                  {/* Stays beside the sticky price column while its group is scrolled past. */}
                  <span className="sticky left-20">{data.dates[index]}</span>
                </th>
              ))}
            </tr>
          ) : null}
          <tr className="border-b border-border">
            <th scope="col" className={cn(th, stickyCell, 'bg-surface-muted text-left')}>
              Price
            </th>
            {isBroker ? (
              <th scope="col" className={cn(th, 'text-left')}>
                Broker
              </th>
            ) : null}
            {dateIndexes.map((index, position) =>
              DONE_COLUMNS.map((column, columnIndex) => (
                <th
                  key={`${data.dates[index]}-${column.key}`}
                  scope="col"
                  className={cn(
                    th,
                    'text-right',
                    columnIndex === 0 && position > 0 && 'border-l border-border',
                  )}
                >
                  {column.label}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody className="text-fg/80">
          {data.rows.map((row) => {
            const broker = rowBroker(row);
            return (
              <tr
                key={`${row.price}-${broker ?? ''}`}
                className="border-b border-border/60 hover:bg-surface-muted/60"
              >
                <th scope="row" className={cn(td, stickyCell, 'bg-surface text-left font-medium text-fg')}>
                  {formatNumber(row.price)}
                </th>
                {isBroker ? <td className={cn(td, 'text-left font-mono')}>{broker}</td> : null}
                {dateIndexes.map((index, position) => {
                  const cell = row.cells[index];
                  return cell ? (
                    <Cells
                      key={data.dates[index]}
                      cell={cell}
                      max={data.columnMax[index]}
                      firstGroup={position === 0}
                    />
                  ) : null;
                })}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="sticky bottom-0 z-[2] bg-surface-muted font-semibold text-fg">
          <tr data-testid="done-summary-total">
            <th
              scope="row"
              colSpan={leadColumns}
              className={cn(td, stickyCell, 'bg-surface-muted text-left')}
            >
              {isBroker ? 'ALL' : 'TOTAL'}
            </th>
            {dateIndexes.map((index, position) => {
              const cell = data.total[index];
              return cell ? <Cells key={data.dates[index]} cell={cell} firstGroup={position === 0} /> : null;
            })}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

/** Vertical layout: a card per date. */
export function DoneSummaryCards({ data }: { data: TGetDoneSummaryData }) {
  const heading = data.view === 'broker' ? 'Broker Breakdown' : 'Done Summary';
  return (
    <div className="space-y-4">
      {data.dates.map((date, index) => {
        const title = `${heading} - ${data.symbol} (${date})`;
        return (
          <Card key={date}>
            <CardHeader>
              <CardTitle className="text-base">{title}</CardTitle>
            </CardHeader>
            <CardContent>
              {data.datesWithoutData.includes(date) ? (
                <p className="py-6 text-center text-sm text-muted">No trade records for this date.</p>
              ) : (
                <DoneSummaryTable data={data} dateIndexes={[index]} caption={title} />
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
