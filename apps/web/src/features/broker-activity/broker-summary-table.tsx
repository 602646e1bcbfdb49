import type { TBroker, TGetBrokerSummaryData } from '@pantau/contracts';
import { cn } from '@/ui/cn';
import { formatLot, formatRupiah } from '@/lib/format';
import { BrokerCategoryBadge } from '@/ui/broker-category-badge';
import { formatAverage, formatCompactValue } from './shared/broker-values';
import { ScrollRegion } from '@/ui/scroll-region';

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-1.5 tabular-nums whitespace-nowrap';

/** Column headers in the spec's row order: broker, nblot, nbval, bavg, sl, nslot, nsval, savg. */
const HEADERS = ['BY', 'NBLot', 'NBVal', 'BAvg', 'SL', 'NSLot', 'NSVal', 'SAvg'];

function BrokerCell({
  code,
  directory,
  className,
}: {
  code: string;
  directory: ReadonlyMap<string, TBroker>;
  className?: string;
}) {
  const broker = directory.get(code);
  return (
    <td className={cn(td, 'text-left', className)} title={broker?.name}>
      <span className="inline-flex items-center gap-1.5">
        <span className="font-mono font-semibold text-fg">{code}</span>
        <BrokerCategoryBadge category={broker?.category} />
      </span>
    </td>
  );
}

/**
 * Net buyers beside net sellers, rank by rank (largest net value first on each side); the side
 * with fewer brokers leaves its cells empty.
 */
export function BrokerSummaryTable({
  data,
  directory,
}: {
  data: TGetBrokerSummaryData;
  directory: ReadonlyMap<string, TBroker>;
}) {
  const ranks = Math.max(data.netBuyers.length, data.netSellers.length);
  return (
    <ScrollRegion
      label={`Broker Summary - ${data.symbol}`}
      className="max-h-[70vh] overflow-auto rounded-lg border border-border"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          Broker Summary - {data.symbol} ({data.from} – {data.to})
        </caption>
        <thead className="sticky top-0 z-[2] bg-surface-muted text-muted">
          <tr className="border-b border-border">
            <th scope="col" className={cn(th, 'text-right')}>
              #
            </th>
            {HEADERS.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={cn(
                  th,
                  index % 4 === 0 ? 'text-left' : 'text-right',
                  index === 4 && 'border-l border-border',
                )}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-fg/80">
          {Array.from({ length: ranks }, (_, rank) => {
            const buyer = data.netBuyers[rank];
            const seller = data.netSellers[rank];
            return (
              <tr key={rank} className="border-b border-border/60 hover:bg-surface-muted/60">
                <th scope="row" className={cn(td, 'text-right font-normal text-muted')}>
                  {rank + 1}
                </th>
                {buyer ? (
                  <>
                    <BrokerCell code={buyer.broker} directory={directory} />
                    <td className={cn(td, 'text-right')}>{formatLot(buyer.nblot)}</td>
                    <td className={cn(td, 'text-right text-up')} title={formatRupiah(buyer.nbval)}>
                      {formatCompactValue(buyer.nbval)}
                    </td>
                    <td className={cn(td, 'text-right')}>{formatAverage(buyer.bavg)}</td>
                  </>
                ) : (
                  <td colSpan={4} />
                )}
                {seller ? (
                  <>
                    <BrokerCell
                      code={seller.broker}
                      directory={directory}
                      className="border-l border-border"
                    />
                    <td className={cn(td, 'text-right')}>{formatLot(seller.nslot)}</td>
                    <td className={cn(td, 'text-right text-down')} title={formatRupiah(seller.nsval)}>
                      {formatCompactValue(seller.nsval)}
                    </td>
                    <td className={cn(td, 'text-right')}>{formatAverage(seller.savg)}</td>
                  </>
                ) : (
                  <td colSpan={4} className="border-l border-border" />
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
