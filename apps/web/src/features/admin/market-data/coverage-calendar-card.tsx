import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TCoverageDay } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';
import { PanelError } from '../panel-error';
import {
  exchangeToday,
  formatMonth,
  monthRange,
  shiftMonth,
  weekdayGrid,
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

/**
 * What a screen reader hears for a day: the date, then each dataset with its count, or why none.
 * A day still to come is not "closed": the stored calendar simply does not reach it yet.
 */
function describeDay(date: string, day: TCoverageDay | undefined, today: string): string {
  const datasets = held(day);
  const label = longDate.format(new Date(`${date}T00:00:00Z`));
  if (datasets.length > 0) {
    const list = datasets.map((entry) => `${entry.label} (${countOf(entry, day![entry.field])})`);
    return `${label}: ${list.join(', ')}${day!.trading_day ? '' : '; not a trading day'}`;
  }
  if (date > today) return `${label}: no data yet`;
  return `${label}: ${day && !day.trading_day ? 'not a trading day' : 'no data'}`;
}

function DayCell({ date, day, today }: { date: string; day: TCoverageDay | undefined; today: string }) {
  const datasets = held(day);
  const closed = day !== undefined && !day.trading_day && date <= today;
  return (
    <td
      className={cn(
        'h-16 border border-border p-1 align-top sm:h-20 sm:p-1.5',
        closed &&
          'bg-[repeating-linear-gradient(135deg,transparent_0_6px,var(--color-surface-muted)_6px_12px)]',
      )}
    >
      <div aria-hidden="true" className="flex items-baseline justify-between gap-1">
        <span className={cn('text-xs font-semibold tabular-nums', closed && 'text-muted')}>
          {Number(date.slice(8))}
        </span>
        {closed ? <span className="hidden text-[10px] text-muted sm:inline">Closed</span> : null}
      </div>
      <div aria-hidden="true" className="mt-1 flex flex-wrap gap-0.5">
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
      <span className="sr-only">{describeDay(date, day, today)}</span>
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
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="size-5 rounded border border-border bg-[repeating-linear-gradient(135deg,transparent_0_4px,var(--color-surface-muted)_4px_8px)]"
        />
        Closed: not a trading day
      </li>
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
