import type { TGetMarketSessionData, TMarketSessionState } from '@pantau/contracts';
import { Badge } from '@/ui/badge';
import { useMarketSession } from './use-market-session';

const LABELS: Record<TMarketSessionState, string> = {
  'pre-opening': 'Pre-opening',
  'session-1': 'Session I',
  'lunch-break': 'Lunch break',
  'session-2': 'Session II',
  'pre-closing': 'Pre-closing',
  'post-closing': 'Post-closing',
  closed: 'Closed',
  holiday: 'Holiday',
};

/** The states in which the exchange takes orders (the calls before and after the sessions too). */
const TAKING_ORDERS = new Set<TMarketSessionState>(['pre-opening', 'session-1', 'session-2', 'pre-closing']);

const DAY_MS = 86_400_000;
const WIB = 'Asia/Jakarta';
const wibTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: WIB,
});
const wibWeekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: WIB });
const wibDayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: WIB });
const wibDateOf = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * When the market opens, as short as is unambiguous: the time alone today, the weekday within a
 * week, the date past that (the Lebaran leave closes the exchange for over a week).
 */
function formatOpening(opensAt: Date, today: string): string {
  const days = (Date.parse(wibDateOf(opensAt)) - Date.parse(today)) / DAY_MS;
  const time = wibTime.format(opensAt);
  if (days === 0) return time;
  return `${days < 7 ? wibWeekday.format(opensAt) : wibDayMonth.format(opensAt)} ${time}`;
}

/** 'until 12:00 WIB' during the day, 'opens Mon 08:45 WIB' while the market is shut. */
export function describeSessionEnd(session: TGetMarketSessionData): string {
  const endsAt = new Date(session.endsAt);
  return session.state === 'closed' || session.state === 'holiday'
    ? `opens ${formatOpening(endsAt, session.date)} WIB`
    : `until ${wibTime.format(endsAt)} WIB`;
}

/** The header's IDX session pill; phones show the state alone, screen readers always hear the end. */
export function MarketSessionPill() {
  const { data: session } = useMarketSession();
  if (!session) return null;
  return (
    <Badge tone={TAKING_ORDERS.has(session.state) ? 'up' : 'muted'}>
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
      <span className="sr-only">IDX market: </span>
      {LABELS[session.state]}
      <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {describeSessionEnd(session)}
      </span>
    </Badge>
  );
}
