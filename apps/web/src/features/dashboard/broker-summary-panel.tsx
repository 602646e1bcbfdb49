import { useMemo } from 'react';
import { formatNumber } from '@/lib/format';
import { BrokerTag } from './broker-tag';
import { CollapsibleSection } from './collapsible-section';
import { useBrokerActivitySnapshot, useBrokerDirectory } from './dashboard-api';
import { formatBillions } from './dashboard-format';
import { QueryPanel } from './query-panel';
import type { SectionProps } from './sections';

const average = (value: number | null) => (value === null ? '-' : formatNumber(value, 0));

/** Top 5 net buyers beside the top 5 net sellers of the latest trading day. */
export function BrokerSummaryPanel({ symbol, open, onToggle }: SectionProps) {
  const snapshot = useBrokerActivitySnapshot(symbol, open);
  const directory = useBrokerDirectory(open);
  const brokers = useMemo(
    () => new Map((directory.data?.brokers ?? []).map((broker) => [broker.code, broker])),
    [directory.data],
  );

  return (
    <CollapsibleSection
      title="Broker Summary"
      symbol={symbol}
      open={open}
      onToggle={onToggle}
      asOf={snapshot.data?.date}
    >
      <QueryPanel
        query={snapshot}
        isEmpty={(data) => data.netBuyers.length === 0 && data.netSellers.length === 0}
        empty={`No broker trades for ${symbol}.`}
      >
        {(data) => {
          const rows = Array.from(
            { length: Math.max(data.netBuyers.length, data.netSellers.length) },
            (_, index) => ({ buyer: data.netBuyers[index], seller: data.netSellers[index] }),
          );
          return (
            <div className="overflow-x-auto">
              <table
                className="w-full min-w-[640px] text-sm tabular-nums"
                data-testid="dashboard-broker-summary"
              >
                <thead>
                  <tr className="text-xs text-muted">
                    <th
                      colSpan={4}
                      scope="colgroup"
                      className="bg-up/10 px-2 py-1.5 text-left font-semibold text-up"
                    >
                      Net Buy
                    </th>
                    <th
                      colSpan={4}
                      scope="colgroup"
                      className="bg-down/10 px-2 py-1.5 text-left font-semibold text-down"
                    >
                      Net Sell
                    </th>
                  </tr>
                  <tr className="border-b border-border text-xs text-muted">
                    {['BY', 'B.Lot', 'B.Val', 'B.Avg', 'SL', 'S.Lot', 'S.Val', 'S.Avg'].map(
                      (label, index) => (
                        <th
                          key={label}
                          scope="col"
                          className={
                            index % 4 === 0
                              ? 'px-2 py-2 text-left font-medium'
                              : 'px-2 py-2 text-right font-medium'
                          }
                        >
                          {label}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ buyer, seller }, index) => (
                    <tr key={index} className="border-b border-border/60">
                      {buyer ? (
                        <>
                          <td className="px-2 py-1.5">
                            <BrokerTag code={buyer.broker} broker={brokers.get(buyer.broker)} />
                          </td>
                          <td className="px-2 py-1.5 text-right text-up">{formatNumber(buyer.nblot)}</td>
                          <td className="px-2 py-1.5 text-right text-up">{formatBillions(buyer.nbval)}</td>
                          <td className="px-2 py-1.5 text-right">{average(buyer.bavg)}</td>
                        </>
                      ) : (
                        <td colSpan={4} />
                      )}
                      {seller ? (
                        <>
                          <td className="border-l border-border px-2 py-1.5">
                            <BrokerTag code={seller.broker} broker={brokers.get(seller.broker)} />
                          </td>
                          <td className="px-2 py-1.5 text-right text-down">{formatNumber(seller.nslot)}</td>
                          <td className="px-2 py-1.5 text-right text-down">{formatBillions(seller.nsval)}</td>
                          <td className="px-2 py-1.5 text-right">{average(seller.savg)}</td>
                        </>
                      ) : (
                        <td colSpan={4} className="border-l border-border" />
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryPanel>
    </CollapsibleSection>
  );
}
