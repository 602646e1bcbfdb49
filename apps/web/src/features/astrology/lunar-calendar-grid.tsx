import type { TAstrologyCalendarDay, TCalendarPillar } from '@pantau/contracts';
import { cn } from '@/ui/cn';
import { formatPercent } from '@/lib/format';
import { ELEMENT_STYLE, changeTone } from './element-style';

const weekdayName = new Intl.DateTimeFormat('id-ID', { weekday: 'short', timeZone: 'UTC' });
// Monday first, as the exchange week runs; 2024-01-01 was a Monday.
const WEEKDAYS = Array.from({ length: 7 }, (_, offset) =>
  weekdayName.format(new Date(Date.UTC(2024, 0, 1 + offset))),
);

const pillarName = (pillar: TCalendarPillar) => `${pillar.stem}-${pillar.branch}`;

function DayCell({ day }: { day: TAstrologyCalendarDay }) {
  const dayStyle = ELEMENT_STYLE[day.day.element];
  const trading = day.trading;
  return (
    <li
      data-testid={`lunar-day-${day.date}`}
      data-trading={trading ? 'yes' : 'no'}
      className={cn(
        'min-w-0 rounded-lg border p-2 text-xs',
        trading ? 'border-border bg-surface' : 'border-dashed border-border bg-surface-muted/40 text-muted',
      )}
    >
      <div className="flex items-baseline justify-between gap-1">
        <time dateTime={day.date} className="text-sm font-semibold text-fg">
          {Number(day.date.slice(8))}
          <span className="ml-1 font-normal text-muted sm:hidden">{WEEKDAYS[(day.weekday + 6) % 7]}</span>
        </time>
        <span className={cn('text-base leading-none', dayStyle.text)} lang="zh">
          {day.day.chinese}
        </span>
      </div>
      <p className={cn('mt-1 font-medium', dayStyle.text)} data-testid="day-pillar">
        {pillarName(day.day)} · {day.day.element} {day.day.zodiac}
      </p>
      <p className="mt-0.5 text-muted" data-testid="month-year-pillars">
        M {pillarName(day.month)} · Y {pillarName(day.year)}
      </p>
      {trading ? (
        <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-1">
          <span className="text-muted">AVG</span>
          <span
            className={cn('font-semibold tabular-nums', changeTone(trading.avgChange))}
            data-testid="day-avg"
          >
            {formatPercent(trading.avgChange)}
          </span>
        </p>
      ) : (
        <p className="mt-1">No trading</p>
      )}
    </li>
  );
}

/** A Monday-first month grid on wide screens, a plain list of days on phones. */
export function LunarCalendarGrid({ days, caption }: { days: TAstrologyCalendarDay[]; caption: string }) {
  const leadingBlanks = days.length > 0 ? ((days[0] as TAstrologyCalendarDay).weekday + 6) % 7 : 0;
  return (
    <div className="min-w-0">
      <div
        aria-hidden="true"
        className="mb-1 hidden grid-cols-7 gap-1.5 text-center text-xs text-muted sm:grid"
      >
        {WEEKDAYS.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol aria-label={caption} className="grid grid-cols-2 gap-1.5 sm:grid-cols-7">
        {Array.from({ length: leadingBlanks }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" className="hidden sm:block" />
        ))}
        {days.map((day) => (
          <DayCell key={day.date} day={day} />
        ))}
      </ol>
    </div>
  );
}
