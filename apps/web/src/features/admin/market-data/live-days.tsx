import type { TLiveDay } from '@pantau/contracts';
import { formatDateTime, formatNumber, formatShortDate } from '@/lib/format';
import { cn } from '@/ui/cn';
import { ScrollRegion } from '@/ui/scroll-region';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { useLiveDays } from './live-feed-api';

const COLUMNS = ['Date', 'Trades', 'Batches', 'Repeated', 'Last trade number', 'Missing'];
const NUMBER_COLUMNS = new Set(COLUMNS.slice(1));

const formatGap = ({ from, to }: TLiveDay['gaps'][number]) =>
  from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`;

/** The server lists only the first gaps, so the missing count can exceed what they cover. */
function unlistedMissing(day: TLiveDay): number {
  const listed = day.gaps.reduce((sum, gap) => sum + gap.to - gap.from + 1, 0);
  return day.missing - listed;
}

function NumberCell({ value, className }: { value: number | null; className?: string }) {
  return (
    <td className={cn('py-3 pr-4 text-right whitespace-nowrap tabular-nums last:pr-0', className)}>
      {value === null ? '—' : formatNumber(value)}
    </td>
  );
}

function DayRow({ day }: { day: TLiveDay }) {
  return (
    <tr className="align-top">
      <td className="py-3 pr-4 whitespace-nowrap">
        <time dateTime={day.date} className="tabular-nums">
          {formatShortDate(day.date)}
        </time>
        <span className="block text-xs text-muted">
          last batch <time dateTime={day.updated_at}>{formatDateTime(day.updated_at)}</time>
        </span>
      </td>
      <NumberCell value={day.trades} />
      <NumberCell value={day.batches} />
      <NumberCell value={day.repeated} />
      <NumberCell value={day.last_trade_number} />
      <NumberCell value={day.missing} className={cn(day.missing > 0 && 'font-semibold text-down')} />
    </tr>
  );
}

/** Outside the table's sideways scroll, so the runs wrap to the screen's width on a phone. */
function DayGaps({ day }: { day: TLiveDay }) {
  const more = unlistedMissing(day);
  const labelId = `gaps-${day.date}`;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
      <span id={labelId} className="text-muted">
        Missing on {formatShortDate(day.date)}:
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1">
        {day.gaps.map((gap) => (
          <li
            key={gap.from}
            className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs tabular-nums"
          >
            {formatGap(gap)}
          </li>
        ))}
      </ul>
      {more > 0 ? <span className="text-muted">and {formatNumber(more)} more</span> : null}
    </div>
  );
}

/**
 * GET /api/admin/live-days, newest first: how each day fed live is going, and which trade numbers no
 * batch has brought yet.
 */
export function LiveDays() {
  const days = useLiveDays();
  return (
    <section aria-labelledby="live-days" className="min-w-0 space-y-4 border-t border-border pt-6">
      <div className="space-y-1">
        <h3 id="live-days" className="font-semibold">
          Live days
        </h3>
        <p className="text-sm text-muted">
          Refreshed every 10 seconds. Trade numbers run across the market from 1: missing counts those up to
          the last one received that no batch has brought yet. A repeated trade is one a batch sent again; it
          is stored once.
        </p>
      </div>
      {days.isPending || days.isError ? (
        <PanelQueryState query={days} what="live days" className="min-h-24" />
      ) : days.data.length === 0 ? (
        <PanelEmpty>No live session yet: trades pushed to /api/ingest/trades appear here.</PanelEmpty>
      ) : (
        <>
          <ScrollRegion label="Live days" className="-mx-5 max-h-[28rem] px-5 sm:-mx-6 sm:px-6">
            <table aria-label="Live days" className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr className="border-b border-border text-xs tracking-wide text-muted uppercase">
                  {COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn(
                        'pr-4 pb-2.5 font-medium last:pr-0',
                        NUMBER_COLUMNS.has(column) ? 'text-right' : 'text-left',
                      )}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {days.data.map((day) => (
                  <DayRow key={day.date} day={day} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {days.data.some((day) => day.missing > 0) ? (
            <div className="space-y-2">
              {days.data.map((day) => (day.missing > 0 ? <DayGaps key={day.date} day={day} /> : null))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
