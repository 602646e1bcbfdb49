import type { TBroker, TLiveTrade } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { BADGE_TONE_CLASSES } from '@/ui/badge';
import { BROKER_CATEGORY_TONES } from '@/ui/broker-category-badge';
import { cn } from '@/ui/cn';

// One formatter for every row: building an Intl.NumberFormat per cell costs more than the row.
const twoDecimals = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Tighter than a Badge: seven columns must fit a phone.
const chip = 'inline-block rounded px-1 leading-5 font-semibold sm:px-1.5';

export const SIDE_LABELS: Record<TLiveTrade['side'], { label: string; meaning: string }> = {
  B: { label: 'HAKA', meaning: 'the buyer lifted the offer' },
  S: { label: 'HAKI', meaning: 'the seller hit the bid' },
};

/** Change against the previous close with its sign, so up and down do not rest on colour alone. */
export function PriceChange({ change, price }: { change: number | null; price: number }) {
  if (change === null) return <span className="text-muted">–</span>;
  const previous = price - change;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  const percent = previous > 0 ? ` (${sign}${twoDecimals.format(Math.abs((change / previous) * 100))}%)` : '';
  return (
    <span className={change > 0 ? 'text-up' : change < 0 ? 'text-down' : 'text-muted'}>
      {sign}
      {formatNumber(Math.abs(change))}
      {percent}
    </span>
  );
}

/** A broker code in its Lokal / Asing / BUMN colour; the category is also said, not only shown. */
export function BrokerCode({ code, broker }: { code: string; broker: TBroker | undefined }) {
  if (!broker) return <span className="font-mono font-semibold">{code}</span>;
  return (
    <span title={`${broker.name} · ${broker.category}`}>
      <span className={cn(chip, 'font-mono', BADGE_TONE_CLASSES[BROKER_CATEGORY_TONES[broker.category]])}>
        {code}
      </span>
      <span className="sr-only"> {broker.category}</span>
    </span>
  );
}

export function InvestorType({ type }: { type: TLiveTrade['buyerType'] }) {
  return (
    <span
      title={type === 'F' ? 'Foreign investor' : 'Domestic investor'}
      className={cn(type === 'F' ? 'font-semibold text-primary' : 'text-muted')}
    >
      {type}
    </span>
  );
}

export function SideBadge({ side }: { side: TLiveTrade['side'] }) {
  const { label, meaning } = SIDE_LABELS[side];
  return (
    <span
      title={`${label}: ${meaning}`}
      className={cn(chip, 'text-[10px] sm:text-[11px]', BADGE_TONE_CLASSES[side === 'B' ? 'up' : 'down'])}
    >
      {label}
    </span>
  );
}
