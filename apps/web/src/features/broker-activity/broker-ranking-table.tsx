import type { TGetBrokerRankingData } from '@pantau/contracts';
import { brokerColourHex } from '@/lib/broker-colours';
import { formatLot, formatNumber, formatRupiah } from '@/lib/format';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { cn } from '@/ui/cn';
import { ScrollRegion } from '@/ui/scroll-region';
import { BrokerCategoryBadge } from '@/ui/broker-category-badge';
import { formatCompactValue } from './shared/broker-values';

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-1.5 tabular-nums whitespace-nowrap';
// The code stays in view while the figures scroll sideways on a phone.
const sticky = 'sticky left-0 z-[1] bg-surface';

export const toLots = (shares: number) => shares / 100;

/** The day's brokers by value, largest first, each with its part of the market's value. */
export function BrokerRankingTable({ data }: { data: TGetBrokerRankingData }) {
  const { dark } = useChartPalette();
  const widest = Math.max(...data.brokers.map((row) => row.share), 0);
  return (
    <ScrollRegion label="Broker Ranking" className="max-h-[70vh] rounded-lg border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Broker Ranking - {data.date}</caption>
        <thead className="sticky top-0 z-[2] bg-surface-muted text-muted">
          <tr className="border-b border-border">
            <th scope="col" className={cn(th, 'text-right')}>
              #
            </th>
            <th scope="col" className={cn(th, sticky, 'bg-surface-muted text-left')}>
              Broker
            </th>
            <th scope="col" className={cn(th, 'hidden text-left sm:table-cell')}>
              Name
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Value
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Lot
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Freq
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              Share
            </th>
          </tr>
        </thead>
        <tbody className="text-fg/80">
          {data.brokers.map((row) => (
            <tr
              key={row.code}
              data-broker={row.code}
              className="border-b border-border/60 last:border-0 hover:bg-surface-muted/60"
            >
              <td className={cn(td, 'text-right text-muted')}>{row.rank}</td>
              <th scope="row" className={cn(td, sticky, 'text-left font-normal')} title={row.name}>
                <span className="inline-flex items-center gap-1.5">
                  <span
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ background: brokerColourHex(row.colour, dark) }}
                    title={row.colour}
                    aria-hidden="true"
                  />
                  <span className="font-mono font-semibold text-fg">{row.code}</span>
                  <BrokerCategoryBadge category={row.category} />
                </span>
                {/* On a phone the name column folds into the broker's cell. */}
                <span className="block max-w-[9rem] truncate text-xs text-muted sm:hidden">{row.name}</span>
              </th>
              <td className={cn(td, 'hidden max-w-[18rem] truncate sm:table-cell')}>{row.name}</td>
              <td className={cn(td, 'text-right font-medium text-fg')} title={formatRupiah(row.value)}>
                {formatCompactValue(row.value)}
              </td>
              <td className={cn(td, 'text-right')}>{formatLot(toLots(row.volume))}</td>
              <td className={cn(td, 'text-right')}>{formatNumber(row.frequency)}</td>
              <td className={td}>
                <span className="flex items-center gap-2">
                  <span
                    className="h-2 w-16 overflow-hidden rounded-full bg-surface-muted sm:w-24"
                    aria-hidden="true"
                  >
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${widest === 0 ? 0 : (row.share / widest) * 100}%` }}
                    />
                  </span>
                  <span>{formatNumber(row.share * 100, 2)}%</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
