import type { TDoneDetailStats } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { Card, CardContent } from '@/ui/card';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="space-y-1 p-4 sm:p-4">
        <p className="text-xs font-medium text-muted">{label}</p>
        <p className="text-xl font-semibold tabular-nums">{value}</p>
      </CardContent>
    </Card>
  );
}

/** Total Transactions, Total Volume (shares), Unique Brokers, Max Rows over the filtered trades. */
export function DoneDetailStatsCards({ stats }: { stats: TDoneDetailStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Total Transactions" value={formatNumber(stats.totalTransactions)} />
      <Stat label="Total Volume" value={formatNumber(stats.totalVolume)} />
      <Stat label="Unique Brokers" value={formatNumber(stats.uniqueBrokers)} />
      <Stat label="Max Rows" value={formatNumber(stats.maxRows)} />
    </div>
  );
}

/** The per-date line of a vertical card: Price Range (N/A if none), Avg Price, Avg Volume. */
export function DateStatsLine({ stats }: { stats: TDoneDetailStats }) {
  const range = stats.priceRange
    ? `${formatNumber(stats.priceRange.min)} – ${formatNumber(stats.priceRange.max)}`
    : 'N/A';
  const items = [
    ['Transactions', formatNumber(stats.totalTransactions)],
    ['Price Range', range],
    ['Avg Price', stats.avgPrice === null ? 'N/A' : formatNumber(stats.avgPrice, 2)],
    ['Avg Volume', stats.avgVolume === null ? 'N/A' : formatNumber(stats.avgVolume)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the codes mean. */
export function DoneDetailLegend() {
  const entries = [
    ['RG', 'Regular market'],
    ['TN', 'Cash market (tunai)'],
    ['NG', 'Negotiated market'],
    ['Indonesia', 'Domestic investor'],
    ['Asing', 'Foreign investor'],
  ];
  return (
    <Card>
      <CardContent className="p-4 sm:p-4">
        <p className="mb-2 text-sm font-semibold">Legend</p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
          {entries.map(([code, meaning]) => (
            <div key={code} className="flex gap-2">
              <dt className="font-mono font-semibold">{code}</dt>
              <dd className="text-muted">{meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-muted">
          BBCode / SBCode: buyer / seller broker; BT / ST: buyer / seller type; Qty in lots (1 lot = 100
          shares).
        </p>
      </CardContent>
    </Card>
  );
}
