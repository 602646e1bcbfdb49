import { errorMessage, type ApiError } from '@/lib/api';
import type { LiveStreamStatus } from '@/lib/live-stream';
import { Badge, type BadgeTone } from '@/ui/badge';
import { cn } from '@/ui/cn';
import { formatTradeTime } from '@/lib/format';

const LOOKS: Record<LiveStreamStatus, { label: string; tone: BadgeTone }> = {
  connecting: { label: 'Connecting…', tone: 'muted' },
  live: { label: 'LIVE', tone: 'up' },
  reconnecting: { label: 'Reconnecting…', tone: 'pending' },
  offline: { label: 'Offline', tone: 'muted' },
};

function detailOf(status: LiveStreamStatus, lastTradeTime: number | null, error: ApiError | null) {
  if (status === 'live') {
    return lastTradeTime === null ? 'Waiting for trades' : `Last trade ${formatTradeTime(lastTradeTime)} WIB`;
  }
  if (error) return errorMessage(error);
  return status === 'offline' ? 'No network connection; it resumes when the connection is back.' : null;
}

/**
 * The stream's state. Only the state word is a live region, so a screen reader hears "LIVE" or
 * "Reconnecting…" once when it changes, never the clock that moves with every trade.
 */
export function LiveStatus({
  subject,
  status,
  lastTradeTime,
  error,
}: {
  /** What is live, for screen readers: "Running trade", "Broker Flow". */
  subject: string;
  status: LiveStreamStatus;
  lastTradeTime: number | null;
  error: ApiError | null;
}) {
  const { label, tone } = LOOKS[status];
  const detail = detailOf(status, lastTradeTime, error);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Badge tone={tone} className="font-semibold">
        <span
          aria-hidden="true"
          className={cn(
            'size-1.5 shrink-0 rounded-full bg-current',
            status === 'live' && 'motion-safe:animate-pulse',
          )}
        />
        <span role="status">
          <span className="sr-only">{subject}: </span>
          {label}
        </span>
      </Badge>
      {detail ? (
        <span className="text-muted tabular-nums" data-testid="live-detail">
          {detail}
        </span>
      ) : null}
    </div>
  );
}
