import { AlertTriangle, CalendarOff, ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import type { TCoverageDay } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';
import { PanelError } from '../panel-error';
import {
  dayMark,
  exchangeToday,
  formatMonth,
  monthRange,
  shiftMonth,
  weekdayGrid,
  type DayMark,
  type Month,
} from './coverage-month';
import { DATASETS } from './import-labels';
import { useCoverage } from './market-data-api';

const WEEKDAYS = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
];

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function countOf(entry: (typeof DATASETS)[number], count: number): string {
  return `${formatNumber(count)} ${entry.unit[count === 1 ? 0 : 1]}`;
}

const held = (day: TCoverageDay | undefined) => DATASETS.filter((entry) => day && day[entry.field] > 0);

/** What the day is, after its datasets: null when they say it all. */
function statusOf(date: string, day: TCoverageDay | undefined, today: string, hasData: boolean) {
  switch (dayMark(date, day, today)) {
    case 'holiday':
      return day!.holiday ? `holiday, ${day!.holiday}` : 'holiday';
    case 'missing':
      // Other datasets may be in; what the day lacks is its prices.
      return hasData
        ? 'missing, trading day without trade records or a Stock Summary'
        : 'missing, trading day without data';
    case 'closed':
      return 'not a trading day';
  }
  if (hasData) return day!.trading_day ? null : 'not a trading day';
  return date > today ? 'no data yet' : 'no data';
}

/** What a screen reader hears for a day: the date, then each dataset with its count, or why none. */
function describeDay(date: string, day: TCoverageDay | undefined, today: string): string {
  const label = longDate.format(new Date(`${date}T00:00:00Z`));
  const datasets = held(day).map((entry) => `${entry.label} (${countOf(entry, day![entry.field])})`);
  const status = statusOf(date, day, today, datasets.length > 0);
  return `${label}: ${[datasets.join(', '), status].filter(Boolean).join('; ')}`;
}

/**
 * How each mark looks in a cell and in the legend. Besides its colour each has a fill or an icon,
 * and a word from `sm` up where a cell has room for one, so none is told by colour alone.
 */
const MARKS: Record<
  DayMark,
  { word: string; meaning: string; icon: LucideIcon | null; cell: string; marker: string; swatch: string }
> = {
  holiday: {
    word: 'Holiday',
    meaning: 'a recorded exchange holiday',
    icon: CalendarOff,
    cell: 'bg-surface-muted',
    marker: 'hidden font-medium sm:inline',
    swatch: 'bg-surface-muted',
  },
  missing: {
    word: 'Missing',
    meaning: 'a trading day without data',
    icon: AlertTriangle,
    // Lighter than the swatch so an Index Summary letter, drawn in the same tone, keeps its box.
    cell: 'bg-accent-soft/60',
    marker: 'hidden font-semibold text-accent sm:inline',
    swatch: 'bg-accent-soft text-accent',
  },
  closed: {
    word: 'Closed',
    meaning: 'not a trading day',
    icon: null,
    cell: 'bg-[repeating-linear-gradient(135deg,transparent_0_6px,var(--color-surface-muted)_6px_12px)]',
    marker: 'hidden text-muted sm:inline',
    swatch: 'bg-[repeating-linear-gradient(135deg,transparent_0_4px,var(--color-surface-muted)_4px_8px)]',
  },
};

function DayCell({ date, day, today }: { date: string; day: TCoverageDay | undefined; today: string }) {
  const datasets = held(day);
  const mark = dayMark(date, day, today);
  const look = mark ? MARKS[mark] : null;
  const Icon = look?.icon;
  const description = describeDay(date, day, today);
  return (
    <td className={cn('h-16 border border-border p-1 align-top sm:h-20 sm:p-1.5', look?.cell)}>
      <div aria-hidden="true" title={mark ? description : undefined}>
        <div className="flex items-center justify-between gap-1">
          <span
            className={cn(
              'text-xs font-semibold tabular-nums',
              (mark === 'holiday' || mark === 'closed') && 'text-muted',
            )}
          >
            {Number(date.slice(8))}
          </span>
          {look ? (
            <span className="inline-flex min-w-0 items-center gap-0.5 text-[10px] leading-none">
              {Icon ? <Icon className={cn('size-3 shrink-0', mark === 'missing' && 'text-accent')} /> : null}
              <span className={look.marker}>{look.word}</span>
            </span>
          ) : null}
        </div>
        {day?.holiday ? (
          <p className="mt-1 hidden text-[10px] leading-tight break-words text-muted sm:line-clamp-2">
            {day.holiday}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-0.5">
          {datasets.map((entry) => (
            <span
              key={entry.dataset}
              title={`${entry.label}: ${countOf(entry, day![entry.field])}`}
              className={cn(
                'grid size-4 place-items-center rounded text-[10px] leading-none font-bold sm:size-5 sm:text-[11px]',
                entry.tone,
              )}
            >
              {entry.letter}
            </span>
          ))}
        </div>
      </div>
      <span className="sr-only">{description}</span>
    </td>
  );
}

function Legend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted">
      {DATASETS.map((entry) => (
        <li key={entry.dataset} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn('grid size-5 place-items-center rounded text-[11px] font-bold', entry.tone)}
          >
            {entry.letter}
          </span>
          {entry.label}
        </li>
      ))}
      {(Object.keys(MARKS) as DayMark[]).map((mark) => {
        const { word, meaning, icon: Icon, swatch } = MARKS[mark];
        return (
          <li key={mark} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn('grid size-5 place-items-center rounded border border-border', swatch)}
            >
              {Icon ? <Icon className="size-3" /> : null}
            </span>
            {`${word}: ${meaning}`}
          </li>
        );
      })}
    </ul>
  );
}

/** GET /api/admin/market-data/coverage for one month: which datasets each weekday holds. */
export function CoverageCalendarCard({
  month,
  onMonthChange,
}: {
  month: Month | null;
  onMonthChange: (month: Month) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Coverage</CardTitle>
        <CardDescription>Which data each trading day holds.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {month === null ? (
          <div aria-busy="true" className="grid min-h-64 place-items-center">
            <Spinner className="size-6" label="Loading coverage" />
          </div>
        ) : (
          <MonthCoverage month={month} onMonthChange={onMonthChange} />
        )}
        <Legend />
      </CardContent>
    </Card>
  );
}

function MonthCoverage({ month, onMonthChange }: { month: Month; onMonthChange: (month: Month) => void }) {
  const { from, to } = monthRange(month);
  const coverage = useCoverage(from, to);
  const today = exchangeToday();
  const days = new Map((coverage.data?.days ?? []).map((day) => [day.date, day]));
  const showing = coverage.data && coverage.data.from === from;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <h3 className="text-base font-semibold" aria-live="polite">
          {formatMonth(month)}
        </h3>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {coverage.isError && !showing ? (
        <PanelError
          what="coverage"
          message={errorMessage(coverage.error)}
          onRetry={() => void coverage.refetch()}
        />
      ) : !coverage.data ? (
        <div aria-busy="true" className="grid min-h-64 place-items-center">
          <Spinner className="size-6" label="Loading coverage" />
        </div>
      ) : (
        <table
          aria-label={`Coverage, ${formatMonth(month)}`}
          aria-busy={!showing}
          className={cn('w-full table-fixed border-collapse text-left', !showing && 'opacity-60')}
        >
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th
                  key={weekday.short}
                  scope="col"
                  abbr={weekday.long}
                  className="pb-1.5 text-xs font-medium text-muted"
                >
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdayGrid(month).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, index) =>
                  date ? (
                    <DayCell key={date} date={date} day={days.get(date)} today={today} />
                  ) : (
                    <td key={index} className="border border-border bg-bg/50" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
