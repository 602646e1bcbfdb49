import type { TBigFiveRow, TBroker } from '@pantau/contracts';
import { Info } from 'lucide-react';
import { formatLot, formatNumber } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { cn } from '@/ui/cn';
import { BrokerCategory } from './inventory-broker-chips';
import { ScrollRegion } from '@/ui/scroll-region';

/** NBVal in billions of rupiah with a 'B' suffix, Indonesian decimals: '12,35B'. */
export function formatNbVal(rupiah: number): string {
  return `${formatNumber(rupiah / 1_000_000_000, 2)}B`;
}

/** Shown on hover and under the table: the label is a fixed rule, not a model. */
export const FLOW_RULE =
  'Accumulation: NBLot ≥ 20% of the broker’s gross lots (buy + sell) in the window. ' +
  'Distribution: NBLot ≤ −20%. Neutral: in between.';

const FLOW_TONES: Record<TBigFiveRow['flow'], BadgeTone> = {
  Accumulation: 'up',
  Distribution: 'down',
  Neutral: 'muted',
};

const NBY_CLASSES: Record<TBigFiveRow['nby'], string> = {
  Buy: 'text-up',
  Sell: 'text-down',
  Flat: 'text-muted',
};

/** 'Big 5 Gross & Net Analysis': the top 5 brokers by gross lots in the window. */
export function InventoryBigFive({
  rows,
  directory,
}: {
  rows: TBigFiveRow[];
  directory: ReadonlyMap<string, TBroker>;
}) {
  const widest = Math.max(...rows.map((row) => row.share), 0);
  return (
    <div className="space-y-2">
      <ScrollRegion label="Big 5 Gross & Net Analysis">
        <table className="w-full min-w-[44rem] text-sm" data-testid="big-five-table">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted uppercase">
              <th className="sticky left-0 z-[1] bg-surface py-2 pr-3 font-medium">Broker</th>
              <th className="px-3 py-2 font-medium">NBY</th>
              <th className="px-3 py-2 text-right font-medium">NBLot</th>
              <th className="px-3 py-2 text-right font-medium">NBVal</th>
              <th className="px-3 py-2 text-right font-medium">BAvg</th>
              <th className="px-3 py-2 font-medium">Share</th>
              <th className="py-2 pl-3 font-medium">Flow</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const ratio = row.grossLot === 0 ? 0 : (row.nbLot * 100) / row.grossLot;
              return (
                <tr
                  key={row.broker}
                  data-broker={row.broker}
                  className="border-b border-border last:border-0"
                >
                  <td className="sticky left-0 z-[1] bg-surface py-2 pr-3">
                    <span className="inline-flex items-center gap-2">
                      <span className="font-mono font-semibold">{row.broker}</span>
                      <BrokerCategory broker={directory.get(row.broker)} />
                    </span>
                  </td>
                  <td className={cn('px-3 py-2 font-medium', NBY_CLASSES[row.nby])}>{row.nby}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatLot(row.nbLot)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNbVal(row.nbVal)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.bAvg === null ? '–' : formatNumber(row.bAvg, 2)}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <div className="h-2 w-24 overflow-hidden rounded-full bg-surface-muted">
                        <div
                          className="h-full rounded-full bg-primary"
                          style={{ width: `${widest === 0 ? 0 : (row.share / widest) * 100}%` }}
                        />
                      </div>
                      <span className="tabular-nums">{formatNumber(row.share, 2)}%</span>
                    </div>
                  </td>
                  <td className="py-2 pl-3">
                    <span title={`${FLOW_RULE} ${row.broker}: NBLot ${formatNumber(ratio, 1)}% of gross.`}>
                      <Badge tone={FLOW_TONES[row.flow]}>{row.flow}</Badge>
                    </span>
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
          Share: the broker’s gross lots as a part of all brokers’ gross lots (all brokers make 100%). Flow:{' '}
          {FLOW_RULE}
        </span>
      </p>
    </div>
  );
}
