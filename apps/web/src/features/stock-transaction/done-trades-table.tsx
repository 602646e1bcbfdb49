import type { TDoneTrade } from '@pantau/contracts';
import { formatLot, formatNumber } from '@/lib/format';
import { cn } from '@/ui/cn';
import { ScrollRegion } from '@/ui/scroll-region';

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-1.5 whitespace-nowrap tabular-nums';

const BOARD_TONE: Record<TDoneTrade['board'], string> = {
  RG: 'text-primary',
  TN: 'text-accent',
  NG: 'text-muted',
};

function InvestorType({ label }: { label: TDoneTrade['buyerTypeLabel'] }) {
  return <span className={label === 'Asing' ? 'font-medium text-down' : 'text-fg/80'}>{label}</span>;
}

/** One page of trades: Time, Brd, BBCode, BT, SBCode, ST, Price, Qty (lots); Date when several dates. */
export function DoneTradesTable({
  trades,
  showDate,
  caption,
}: {
  trades: TDoneTrade[];
  showDate: boolean;
  caption: string;
}) {
  return (
    <ScrollRegion label={caption} className="max-h-[70vh] overflow-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-[1] bg-surface-muted text-muted">
          <tr className="border-b border-border">
            {showDate ? <th className={cn(th, 'text-left')}>Date</th> : null}
            <th className={cn(th, 'text-left')}>Time</th>
            <th className={cn(th, 'text-left')}>Brd</th>
            <th className={cn(th, 'text-left')}>BBCode</th>
            <th className={cn(th, 'text-left')}>BT</th>
            <th className={cn(th, 'text-left')}>SBCode</th>
            <th className={cn(th, 'text-left')}>ST</th>
            <th className={cn(th, 'text-right')}>Price</th>
            <th className={cn(th, 'text-right')}>Qty</th>
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => (
            <tr
              key={`${trade.date}-${trade.seq}`}
              className="border-b border-border/60 hover:bg-surface-muted/60"
            >
              {showDate ? <td className={cn(td, 'text-muted')}>{trade.date}</td> : null}
              <td className={cn(td, 'font-mono')}>{trade.time}</td>
              <td className={cn(td, 'font-mono font-medium', BOARD_TONE[trade.board])}>{trade.board}</td>
              <td className={cn(td, 'font-mono font-semibold')}>{trade.buyerBroker}</td>
              <td className={td}>
                <InvestorType label={trade.buyerTypeLabel} />
              </td>
              <td className={cn(td, 'font-mono font-semibold')}>{trade.sellerBroker}</td>
              <td className={td}>
                <InvestorType label={trade.sellerTypeLabel} />
              </td>
              <td className={cn(td, 'text-right')}>{formatNumber(trade.price)}</td>
              <td className={cn(td, 'text-right')}>{formatLot(trade.lot)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
