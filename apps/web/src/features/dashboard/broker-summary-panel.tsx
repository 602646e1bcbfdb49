import { useMemo } from 'react';
import type { TBroker } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { cn } from '@/ui/cn';
import { BrokerTag } from './broker-tag';
import { CollapsibleSection } from './collapsible-section';
import { useBrokerActivitySnapshot, useBrokerDirectory } from './dashboard-api';
import { formatBillions } from './dashboard-format';
import { QueryPanel } from './query-panel';
import type { SectionProps } from './sections';
import { ScrollRegion } from '@/ui/scroll-region';

type SideRow = { broker: string; lot: number; value: number; average: number | null };

function SideTable({
  title,
  labels,
  rows,
  tone,
  brokers,
  testId,
}: {
  title: string;
  labels: [string, string, string, string];
  rows: SideRow[];
  tone: 'up' | 'down';
  brokers: ReadonlyMap<string, TBroker>;
  testId: string;
}) {
  const toneClass = tone === 'up' ? 'text-up' : 'text-down';
  return (
    <ScrollRegion label={title} className="min-w-0 overflow-x-auto">
      <table className="w-full min-w-[320px] text-sm tabular-nums" data-testid={testId}>
        <caption
          className={cn(
            'px-2 py-1.5 text-left text-xs font-semibold',
            toneClass,
            tone === 'up' ? 'bg-up/10' : 'bg-down/10',
          )}
        >
          {title}
        </caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            {labels.map((label, index) => (
              <th
                key={label}
                scope="col"
                className={cn('px-2 py-2 font-medium', index === 0 ? 'text-left' : 'text-right')}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.broker} className="border-b border-border/60">
              <td className="px-2 py-1.5">
                <BrokerTag code={row.broker} broker={brokers.get(row.broker)} />
              </td>
              <td className={cn('px-2 py-1.5 text-right', toneClass)}>{formatNumber(row.lot)}</td>
              <td className={cn('px-2 py-1.5 text-right', toneClass)}>{formatBillions(row.value)}</td>
              <td className="px-2 py-1.5 text-right">
                {row.average === null ? '-' : formatNumber(row.average)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Top 5 net buyers beside the top 5 net sellers of the latest trading day, each broker's category shown. */
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
        {(data) => (
          <div className="grid min-w-0 gap-4 md:grid-cols-2">
            <SideTable
              title="Net Buy"
              labels={['BY', 'B.Lot', 'B.Val', 'B.Avg']}
              tone="up"
              brokers={brokers}
              testId="dashboard-net-buyers"
              rows={data.netBuyers.map((row) => ({
                broker: row.broker,
                lot: row.nblot,
                value: row.nbval,
                average: row.bavg,
              }))}
            />
            <SideTable
              title="Net Sell"
              labels={['SL', 'S.Lot', 'S.Val', 'S.Avg']}
              tone="down"
              brokers={brokers}
              testId="dashboard-net-sellers"
              rows={data.netSellers.map((row) => ({
                broker: row.broker,
                lot: row.nslot,
                value: row.nsval,
                average: row.savg,
              }))}
            />
          </div>
        )}
      </QueryPanel>
    </CollapsibleSection>
  );
}
