import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { THoliday } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatShortDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { useConfirm } from '@/ui/confirm-dialog';
import { ScrollRegion } from '@/ui/scroll-region';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { HolidayForm } from './holiday-form';
import { useDeleteHoliday, useHolidays } from './holidays-api';
import { KIND_LABELS } from './import-labels';

/** The years the API takes. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

// The header stays in view while the rows scroll under it; a shadow stands in for its bottom border.
const headCell =
  'sticky top-0 z-[2] bg-surface pr-4 pb-2.5 font-medium shadow-[inset_0_-1px_0_var(--color-border)]';

function HolidayRow({
  holiday,
  deleting,
  onDelete,
}: {
  holiday: THoliday;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <tr className="align-middle">
      <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
        <time dateTime={holiday.date}>{formatShortDate(holiday.date)}</time>
      </td>
      <td className="py-3 pr-4 break-words">
        {holiday.name || <span className="text-muted italic">Unnamed</span>}
      </td>
      <td className="py-3 text-right">
        <Button
          variant="ghost"
          size="sm"
          disabled={deleting}
          aria-label={`Delete the holiday on ${holiday.date}${holiday.name ? `, ${holiday.name}` : ''}`}
          onClick={onDelete}
        >
          {deleting ? (
            <Spinner className="size-3.5" />
          ) : (
            <Trash2 className="size-4 text-down" aria-hidden="true" />
          )}
          {/* The name column needs the room on a phone; the button's label names the action anyway. */}
          <span className="hidden sm:inline">Delete</span>
        </Button>
      </td>
    </tr>
  );
}

/** GET /api/admin/holidays for one year, by date; with no year chosen, the server's (the last stored day's). */
function YearHolidays({ year, onYearChange }: { year: number | null; onYearChange: (year: number) => void }) {
  const confirm = useConfirm();
  const remove = useDeleteHoliday();
  const holidays = useHolidays(year);
  const shown = year ?? holidays.data?.year ?? null;

  async function onDelete(holiday: THoliday, only: boolean) {
    const ok = await confirm({
      title: `Delete the holiday on ${formatShortDate(holiday.date)}?`,
      description: `${holiday.name ? `${holiday.name}. ` : ''}${
        only
          ? `It is ${holiday.date.slice(0, 4)}'s only holiday: without it the year has no calendar, and its weekdays without data show as closed.`
          : 'The exchange is then taken to trade that day: without data, the coverage calendar shows it as missing.'
      }`,
      confirmText: 'Delete',
      cancelText: 'Keep',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(holiday.date);
      toast.success(`Holiday on ${formatShortDate(holiday.date)} deleted`);
    } catch (error) {
      toast.error('Holiday not deleted', { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="holidays-of-year" className="min-w-0 space-y-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous year"
          disabled={shown === null || shown <= FIRST_YEAR}
          onClick={() => onYearChange(shown! - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <h3 id="holidays-of-year" className="font-semibold" aria-live="polite">
          {shown === null ? 'Holidays' : `Holidays in ${shown}`}
        </h3>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next year"
          disabled={shown === null || shown >= LAST_YEAR}
          onClick={() => onYearChange(shown! + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {holidays.isPending || holidays.isError ? (
        <PanelQueryState query={holidays} what="the trading calendar" />
      ) : (
        <>
          {holidays.data.years.length > 0 ? (
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span id="calendar-years" className="text-muted">
                Years with a calendar:
              </span>
              <ul aria-labelledby="calendar-years" className="flex flex-wrap gap-1">
                {holidays.data.years.map((entry) => (
                  <li key={entry}>
                    <Button
                      variant={entry === shown ? 'secondary' : 'ghost'}
                      size="sm"
                      className="px-2 tabular-nums"
                      aria-current={entry === shown ? 'true' : undefined}
                      onClick={() => onYearChange(entry)}
                    >
                      {entry}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-muted">No year has a calendar yet.</p>
          )}
          {holidays.data.holidays.length === 0 ? (
            <PanelEmpty>
              No holidays recorded for {shown}: its weekdays without data show as closed, not missing.
            </PanelEmpty>
          ) : (
            <ScrollRegion
              label="Holiday list"
              className="-mx-5 max-h-[28rem] px-5 sm:-mx-6 sm:px-6 xl:mx-0 xl:px-0"
            >
              <table
                className={cn(
                  'w-full text-sm transition-opacity',
                  holidays.isPlaceholderData && 'opacity-60',
                )}
              >
                <thead>
                  <tr className="text-left text-xs tracking-wide text-muted uppercase">
                    <th scope="col" className={headCell}>
                      Date
                    </th>
                    <th scope="col" className={cn(headCell, 'w-full')}>
                      Name
                    </th>
                    <th scope="col" className={cn(headCell, 'pr-0')}>
                      <span className="sr-only">Delete</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {holidays.data.holidays.map((holiday, _, rows) => (
                    <HolidayRow
                      key={holiday.date}
                      holiday={holiday}
                      deleting={remove.isPending && remove.variables === holiday.date}
                      onDelete={() => void onDelete(holiday, rows.length === 1)}
                    />
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The exchange's holidays, year by year: what tells a weekday the market was closed from one whose
 * files were never imported.
 */
export function HolidaysCard() {
  const [year, setYear] = useState<number | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trading calendar</CardTitle>
        <CardDescription>
          Weekdays the exchange is closed. In a year with a calendar, a weekday without data shows as missing
          on the coverage calendar instead of closed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-labelledby="add-holiday" className="space-y-4">
          <h3 id="add-holiday" className="font-semibold">
            Add a holiday
          </h3>
          {/* The list turns to the year of the day just added, so the admin sees it land. */}
          <HolidayForm titleId="add-holiday" onSaved={(date) => setYear(Number(date.slice(0, 4)))} />
          <p className="text-sm text-muted">
            A whole year at once: in Upload above, give a CSV with the columns <code>date</code> and{' '}
            <code>name</code> the kind <strong className="font-medium text-fg">{KIND_LABELS.holidays}</strong>
            . Each year in the file replaces that year&apos;s calendar.
          </p>
        </section>
        <YearHolidays year={year} onYearChange={setYear} />
      </CardContent>
    </Card>
  );
}
