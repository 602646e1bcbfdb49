import type { TAlertNotification } from '@pantau/contracts';
import { formatShortDate } from '@/lib/format';
import { formatMetricValue, metricLabelOfKey } from '@/lib/metric-format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { cn } from '@/ui/cn';
import { formatWibDateTime } from './alert-format';

type Change = TAlertNotification['stocks'][number]['change'];

/** 'fired' says nothing a condition alert's title has not: only a screen's moves get a tag. */
const CHANGE_TAGS: Record<Exclude<Change, 'fired'>, { label: string; tone: BadgeTone }> = {
  entered: { label: 'Entered', tone: 'up' },
  left: { label: 'Left', tone: 'down' },
  changed: { label: 'Changed', tone: 'info' },
};

function StockLine({ stock }: { stock: TAlertNotification['stocks'][number] }) {
  const tag = stock.change === 'fired' ? null : CHANGE_TAGS[stock.change];
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span className="font-mono font-semibold">{stock.symbol}</span>
      {tag ? <Badge tone={tag.tone}>{tag.label}</Badge> : null}
      <dl className="flex flex-wrap gap-x-3 gap-y-1">
        {Object.entries(stock.values).map(([key, value]) => (
          <div key={key} className="flex gap-1">
            <dt className="text-muted">{metricLabelOfKey(key)}</dt>
            <dd className="tabular-nums">{formatMetricValue(key, value)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** One firing; unread ones are tinted, bold and marked with a dot a screen reader hears. */
export function NotificationItem({
  notification,
  onMarkRead,
  marking,
}: {
  notification: TAlertNotification;
  onMarkRead: (id: string) => void;
  marking: boolean;
}) {
  const unread = !notification.read;
  return (
    <li
      className={cn('space-y-2 rounded-lg border border-border p-3 sm:p-4', unread && 'bg-primary-soft/50')}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <p className={cn('min-w-0 flex-1 break-words', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? (
            <>
              <span
                aria-hidden="true"
                className="mr-2 inline-block size-2 rounded-full bg-primary align-middle"
              />
              <span className="sr-only">Unread: </span>
            </>
          ) : null}
          {notification.title}
        </p>
        {notification.live ? (
          <Badge tone="up" className="tracking-wide">
            LIVE
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-muted">
        {notification.alertName} · {formatWibDateTime(notification.firedAt)} · Trade date{' '}
        {formatShortDate(notification.tradeDate)}
      </p>
      {notification.stocks.length > 0 ? (
        <ul className="space-y-1.5" aria-label={`Stocks in ${notification.title}`}>
          {notification.stocks.map((stock) => (
            <StockLine key={stock.symbol} stock={stock} />
          ))}
        </ul>
      ) : null}
      {unread ? (
        <button
          type="button"
          className="text-xs font-medium text-primary hover:underline disabled:opacity-50"
          aria-label={`Mark read: ${notification.title}`}
          disabled={marking}
          onClick={() => onMarkRead(notification.id)}
        >
          Mark read
        </button>
      ) : null}
    </li>
  );
}
