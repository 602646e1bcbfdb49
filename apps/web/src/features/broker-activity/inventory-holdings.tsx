import type { TInventoryLine } from '@pantau/contracts';
import { Info } from 'lucide-react';
import { formatLot, formatNumber, formatRupiah } from '@/lib/format';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { cn } from '@/ui/cn';
import { ScrollRegion } from '@/ui/scroll-region';
import { inventoryLineLooks } from './inventory-line-styles';
import { LineSwatch } from './inventory-line-swatch';

// On a phone the broker code stays in view while the figures scroll under it.
const stickyColumn = 'sticky left-0 z-[1] bg-surface';

/**
 * Each chosen broker's position built up in the window: net lots, what it cost on average and what
 * it is worth against the last close. Computed by the API (moving-average cost on daily nets).
 */
export function InventoryHoldings({
  lines,
  lastClose,
}: {
  lines: TInventoryLine[];
  lastClose: number | null;
}) {
  const { dark } = useChartPalette();
  const categories = new Map(lines.map((line) => [line.broker, line.category]));
  const looks = inventoryLineLooks(
    lines.map((line) => line.broker),
    (code) => categories.get(code),
    dark,
  );
  return (
    <div className="space-y-2">
      <ScrollRegion label="Average Cost & Unrealised Gain">
        <table className="w-full text-sm sm:min-w-[40rem]" data-testid="inventory-holdings">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted uppercase">
              <th className={cn('py-2 pr-3 font-medium', stickyColumn)}>Broker</th>
              <th className="hidden px-3 py-2 font-medium sm:table-cell">Type</th>
              <th className="px-3 py-2 text-right font-medium">Net Lot</th>
              <th className="px-3 py-2 text-right font-medium">Avg Cost</th>
              <th className="px-3 py-2 text-right font-medium">Unrealised Gain</th>
              <th className="py-2 pl-3 text-right font-medium">Last Close</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const gain = line.holding.unrealisedGain;
              return (
                <tr
                  key={line.broker}
                  data-broker={line.broker}
                  className="border-b border-border last:border-0"
                >
                  <td className={cn('py-2 pr-3', stickyColumn)}>
                    <span className="inline-flex items-center gap-2">
                      <LineSwatch
                        colour={looks.get(line.broker)?.colour}
                        pattern={looks.get(line.broker)?.pattern}
                      />
                      <span className="font-mono font-semibold">{line.broker}</span>
                      <span className="hidden max-w-48 truncate text-muted sm:inline">{line.name}</span>
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">{line.category}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatLot(line.holding.netLot)}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {line.holding.avgCost === null ? '–' : formatNumber(line.holding.avgCost, 2)}
                  </td>
                  <td
                    className={cn(
                      'px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums',
                      gain !== null && gain > 0 && 'text-up',
                      gain !== null && gain < 0 && 'text-down',
                    )}
                  >
                    {gain === null ? '–' : formatRupiah(gain)}
                  </td>
                  <td className="py-2 pl-3 text-right tabular-nums">
                    {lastClose === null ? '–' : formatNumber(lastClose)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="flex items-start gap-1.5 text-xs text-muted">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span>
          Positions count from 0 at the window start. Avg Cost: moving average of the lots added, at each
          day’s average buy price (average sell price for a net short); selling down keeps the cost.
          Unrealised Gain = (Last Close − Avg Cost) × Net Lot × 100.
        </span>
      </p>
    </div>
  );
}
