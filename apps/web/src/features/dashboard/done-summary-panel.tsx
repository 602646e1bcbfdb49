import type { TDoneCell } from '@pantau/contracts';
import { formatLot, formatNumber } from '@/lib/format';
import { CollapsibleSection } from './collapsible-section';
import { useBrokerActivitySnapshot } from './dashboard-api';
import { QueryPanel } from './query-panel';
import type { SectionProps } from './sections';
import { ScrollRegion } from '@/ui/scroll-region';

const COLUMNS: { key: keyof TDoneCell; label: string }[] = [
  { key: 'bFreq', label: 'BFreq' },
  { key: 'bLot', label: 'BLot' },
  { key: 'sLot', label: 'SLot' },
  { key: 'sFreq', label: 'SFreq' },
  { key: 'tFreq', label: 'TFreq' },
  { key: 'tLot', label: 'TLot' },
];

/** The day's ten busiest price levels and the TOTAL over every level (all boards). */
export function DoneSummaryPanel({ symbol, open, onToggle }: SectionProps) {
  const snapshot = useBrokerActivitySnapshot(symbol, open);
  return (
    <CollapsibleSection
      title="Done Summary"
      symbol={symbol}
      open={open}
      onToggle={onToggle}
      asOf={snapshot.data?.date}
    >
      <QueryPanel
        query={snapshot}
        isEmpty={(data) => data.date === null || data.doneSummary.rows.length === 0}
        empty={`No trade records for ${symbol}.`}
      >
        {(data) => (
          <ScrollRegion label="Done Summary price levels" className="overflow-x-auto">
            <table className="w-full min-w-[520px] text-sm tabular-nums" data-testid="dashboard-done-summary">
              <caption className="pb-2 text-left text-xs text-muted">
                The 10 price levels with the most lots, all boards
              </caption>
              <thead>
                <tr className="border-b border-border text-xs text-muted">
                  <th scope="col" className="px-2 py-2 text-left font-medium">
                    Price
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className="px-2 py-2 text-right font-medium">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.doneSummary.rows.map((row) => (
                  <tr key={row.price} className="border-b border-border/60">
                    <th scope="row" className="px-2 py-1.5 text-left font-mono font-medium">
                      {formatNumber(row.price)}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.key} className="px-2 py-1.5 text-right">
                        {formatLot(row.cell[column.key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold" data-testid="dashboard-done-summary-total">
                  <th scope="row" className="px-2 py-2 text-left">
                    TOTAL
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column.key} className="px-2 py-2 text-right">
                      {formatLot(data.doneSummary.total[column.key])}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        )}
      </QueryPanel>
    </CollapsibleSection>
  );
}
