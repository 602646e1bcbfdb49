import { ASTROLOGY_CALENDAR_YEARS, ASTROLOGY_STOCKS } from '@pantau/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { formatNumber, formatShortDate } from '@/lib/format';
import { useUrlParams } from '@/lib/use-url-params';
import { useAstrologyCalendar } from './astrology-api';
import { parseCalendarParams } from './astrology-params';
import { CulturalNote } from './cultural-note';
import { LunarCalendarGrid } from './lunar-calendar-grid';
import { spansOf, type PillarSpan } from './pillar-spans';
import { SelectField } from './select-field';
import { ASTROLOGY_VIEWS } from './sub-views';

const STOCK_CHOICES = ASTROLOGY_STOCKS.map((symbol) => ({ value: symbol, label: symbol }));
const monthName = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function PillarSpans({ label, spans }: { label: string; spans: PillarSpan[] }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 space-y-0.5 text-sm">
        {spans.map(({ pillar, from, to }) => (
          <p key={from}>
            <span lang="zh">{pillar.chinese}</span> {pillar.stem}-{pillar.branch} · {pillar.polarity}{' '}
            {pillar.element} {pillar.zodiac}
            {spans.length > 1 ? (
              <span className="text-muted">
                {' '}
                ({Number(from.slice(8))}–{Number(to.slice(8))})
              </span>
            ) : null}
          </p>
        ))}
      </dd>
    </div>
  );
}

/** The lunar sub-view: a month of the Ba Zi calendar with the chosen stock's trading days. */
export function LunarPage() {
  const view = ASTROLOGY_VIEWS.lunar;
  const [params, update] = useUrlParams();
  const query = parseCalendarParams(params);
  const calendar = useAstrologyCalendar(query);
  const data = calendar.data;
  const month = query.month ?? data?.month ?? '';

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader title={view.title} description={view.description} />
      <CulturalNote />
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="sm:w-40">
            <SelectField
              id="lunar-stock"
              label="Stock"
              value={query.symbol}
              options={STOCK_CHOICES}
              onChange={(symbol) => update({ symbol })}
            />
          </div>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor="lunar-month">Month</Label>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="Previous month"
                disabled={!data?.previousMonth}
                onClick={() => update({ month: data?.previousMonth ?? null })}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
              </Button>
              <Input
                id="lunar-month"
                type="month"
                min={`${ASTROLOGY_CALENDAR_YEARS.min}-01`}
                max={`${ASTROLOGY_CALENDAR_YEARS.max}-12`}
                className="w-44"
                value={month}
                onChange={(event) => {
                  if (/^\d{4}-\d{2}$/.test(event.target.value)) update({ month: event.target.value });
                }}
              />
              <Button
                variant="outline"
                size="icon"
                aria-label="Next month"
                disabled={!data?.nextMonth}
                onClick={() => update({ month: data?.nextMonth ?? null })}
              >
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
          {query.month ? (
            <Button variant="ghost" size="sm" onClick={() => update({ month: null })}>
              Latest month
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <section
        aria-label="Ba Zi calendar"
        aria-busy={calendar.isFetching}
        className={cn('min-w-0 space-y-4 transition-opacity', calendar.isPlaceholderData && 'opacity-60')}
      >
        {calendar.isError ? (
          <QueryError error={calendar.error} onRetry={() => void calendar.refetch()} />
        ) : !data ? (
          <TableSkeleton rows={6} />
        ) : (
          <>
            <AsOfLine asOf={data.asOf} />
            <Card>
              <CardHeader>
                <CardTitle className="capitalize">
                  {monthName.format(new Date(`${data.month}-01T00:00:00Z`))}
                </CardTitle>
                <p className="text-sm text-muted" data-testid="lunar-trading-days">
                  {formatNumber(data.tradingDays)} trading days of {data.symbol}
                </p>
              </CardHeader>
              <CardContent className="space-y-5">
                <dl className="grid gap-4 sm:grid-cols-2">
                  <PillarSpans label="Year pillar" spans={spansOf(data.days, 'year')} />
                  <PillarSpans label="Month pillar" spans={spansOf(data.days, 'month')} />
                </dl>
                {data.tradingDays === 0 ? (
                  <EmptyState>
                    No {data.symbol} trading days in this month
                    {data.firstDate && data.lastDate
                      ? ` (stored data runs ${formatShortDate(data.firstDate)} – ${formatShortDate(data.lastDate)})`
                      : ''}
                    . The pillars below are the calendar&apos;s own.
                  </EmptyState>
                ) : null}
                <LunarCalendarGrid days={data.days} caption={`Ba Zi calendar ${data.month}`} />
              </CardContent>
            </Card>
          </>
        )}
      </section>
    </div>
  );
}
