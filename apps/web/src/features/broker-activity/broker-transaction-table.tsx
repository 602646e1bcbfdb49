import type { TBrokerTickerRow } from '@pantau/contracts';
import { cn } from '@/ui/cn';
import { formatLot, formatNumber, formatRupiah } from '@/lib/format';
import { formatAverage, formatCompactValue } from './shared/broker-values';
import { ScrollRegion } from '@/ui/scroll-region';

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-1.5 tabular-nums whitespace-nowrap';

/** Σ of a side. No average: prices of different stocks do not average into anything. */
function totalOf(rows: readonly TBrokerTickerRow[]) {
  const value = rows.reduce((total, row) => total + row.value, 0);
  const lot = rows.reduce((total, row) => total + row.lot, 0);
  const freq = rows.reduce((total, row) => total + row.freq, 0);
  return { value, lot, freq };
}

/**
 * One side of a broker's book: Ticker, Value, Lot, Freq, Avg per ticker (spec rsVal, hitLot,
 * rsFreq, sAvg), largest value first, TOTAL last.
 */
export function BrokerSideTable({
  side,
  caption,
  rows,
}: {
  side: 'buy' | 'sell';
  caption: string;
  rows: readonly TBrokerTickerRow[];
}) {
  const total = totalOf(rows);
  const valueTone = side === 'buy' ? 'text-up' : 'text-down';
  return (
    <ScrollRegion label={caption} className="max-h-[60vh] overflow-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-sm" data-side={side}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-[2] bg-surface-muted text-muted">
          <tr className="border-b border-border">
            <th scope="col" className={cn(th, 'text-left')}>
              Ticker
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
            <th scope="col" className={cn(th, 'text-right')}>
              Avg
            </th>
          </tr>
        </thead>
        <tbody className="text-fg/80">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-3 py-6 text-center text-muted">
                No {side === 'buy' ? 'buys' : 'sells'} on the selected dates.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.ticker} className="border-b border-border/60 hover:bg-surface-muted/60">
                <th scope="row" className={cn(td, 'text-left font-mono font-semibold text-fg')}>
                  {row.ticker}
                </th>
                <td className={cn(td, 'text-right', valueTone)} title={formatRupiah(row.value)}>
                  {formatCompactValue(row.value)}
                </td>
                <td className={cn(td, 'text-right')}>{formatLot(row.lot)}</td>
                <td className={cn(td, 'text-right')}>{formatNumber(row.freq)}</td>
                <td className={cn(td, 'text-right')}>{formatAverage(row.avg)}</td>
              </tr>
            ))
          )}
        </tbody>
        {rows.length > 0 ? (
          <tfoot className="sticky bottom-0 z-[2] bg-surface-muted font-semibold text-fg">
            <tr>
              <th scope="row" className={cn(td, 'text-left')}>
                TOTAL
              </th>
              <td className={cn(td, 'text-right')} title={formatRupiah(total.value)}>
                {formatCompactValue(total.value)}
              </td>
              <td className={cn(td, 'text-right')}>{formatLot(total.lot)}</td>
              <td className={cn(td, 'text-right')}>{formatNumber(total.freq)}</td>
              <td className={td} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}

/** Buy side beside sell side (stacked on narrow screens). */
export function BrokerBook({
  label,
  buySide,
  sellSide,
}: {
  label: string;
  buySide: readonly TBrokerTickerRow[];
  sellSide: readonly TBrokerTickerRow[];
}) {
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <section className="min-w-0 space-y-2">
        <h3 className="text-sm font-semibold text-up">Buy Side</h3>
        <BrokerSideTable side="buy" caption={`Buy Side - ${label}`} rows={buySide} />
      </section>
      <section className="min-w-0 space-y-2">
        <h3 className="text-sm font-semibold text-down">Sell Side</h3>
        <BrokerSideTable side="sell" caption={`Sell Side - ${label}`} rows={sellSide} />
      </section>
    </div>
  );
}
