import { lazy } from 'react';
import { formatNumber } from '@/lib/format';
import { WhenVisible } from '@/ui/charts/when-visible';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { CollapsibleSection } from './collapsible-section';
import { useOwnership } from './dashboard-api';
import { formatShares } from './dashboard-format';
import { ChartSkeleton, QueryPanel } from './query-panel';
import type { SectionProps } from './sections';
import { ScrollRegion } from '@/ui/scroll-region';

const OwnershipDonut = lazy(() => import('./ownership-donut'));

const DONUT_HEIGHT = 260;
const percent = (value: number) => `${formatNumber(value, 2)}%`;

/** Holders of 2% or more (the rest as Others) as a donut, beside the table of the same slices. */
export function OwnershipPanel({ symbol, open, onToggle }: SectionProps) {
  const ownership = useOwnership(symbol, open);
  const palette = useChartPalette();

  return (
    <CollapsibleSection
      title="Ownership Structure"
      symbol={symbol}
      open={open}
      onToggle={onToggle}
      asOf={ownership.data?.listAsOf}
    >
      <QueryPanel
        query={ownership}
        skeleton={<ChartSkeleton height={DONUT_HEIGHT} />}
        isEmpty={(data) => data.listAsOf === null || data.distribution.length === 0}
        empty={`No shareholder list for ${symbol}.`}
      >
        {(data) => (
          <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center">
            <WhenVisible fallback={<ChartSkeleton height={DONUT_HEIGHT} />}>
              <OwnershipDonut slices={data.distribution} height={DONUT_HEIGHT} symbol={symbol} />
            </WhenVisible>
            <ScrollRegion label="Top shareholders" className="overflow-x-auto">
              <table
                className="w-full min-w-[300px] table-fixed sm:table-auto text-sm tabular-nums"
                data-testid="dashboard-ownership"
              >
                <thead>
                  <tr className="border-b border-border text-xs text-muted">
                    <th scope="col" className="px-2 py-2 text-left font-medium">
                      Holder
                    </th>
                    <th scope="col" className="hidden px-2 py-2 text-left font-medium sm:table-cell">
                      Category
                    </th>
                    <th scope="col" className="w-20 px-2 py-2 text-right font-medium sm:w-auto">
                      Shares
                    </th>
                    <th scope="col" className="w-16 px-2 py-2 text-right font-medium sm:w-auto">
                      %
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.distribution.map((slice, index) => (
                    <tr key={slice.name} className="border-b border-border/60">
                      <td className="px-2 py-1.5">
                        <span className="flex min-w-0 items-center gap-2" title={slice.name}>
                          <span
                            aria-hidden="true"
                            className="size-2.5 shrink-0 rounded-full"
                            style={{ background: palette.series[index % palette.series.length] }}
                          />
                          <span className="truncate">{slice.name}</span>
                        </span>
                      </td>
                      <td className="hidden px-2 py-1.5 text-muted sm:table-cell">{slice.category}</td>
                      <td className="px-2 py-1.5 text-right">{formatShares(slice.shares)}</td>
                      <td className="px-2 py-1.5 text-right font-medium">{percent(slice.percentage)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-xs text-muted">
                Total shares {formatShares(data.summary.totalShares)} · Public{' '}
                {percent(data.summary.publicOwnership)}
              </p>
            </ScrollRegion>
          </div>
        )}
      </QueryPanel>
    </CollapsibleSection>
  );
}
