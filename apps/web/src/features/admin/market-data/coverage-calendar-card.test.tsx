import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCoverageDay } from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { ADMIN } from '@/test/render-app';
import { CoverageCalendarCard } from './coverage-calendar-card';
import { json } from '@/test/json-response';

const day = (date: string, overrides: Partial<TCoverageDay> = {}): TCoverageDay => ({
  date,
  trading_day: true,
  holiday: null,
  missing: false,
  trade_records: 0,
  stock_summary: 0,
  index_summary: 0,
  broker_summary: 0,
  ownership: 0,
  ...overrides,
});

/**
 * August 2026 in a year with an exchange calendar, seen on Friday the 14th: the 10th and 11th
 * lack their prices, the 13th is the last stored day, and two holidays are still to come.
 */
const AUGUST: TCoverageDay[] = [
  day('2026-08-07', { trade_records: 1_200_000, stock_summary: 950 }),
  day('2026-08-10', { missing: true }),
  day('2026-08-11', { missing: true, broker_summary: 92 }),
  day('2026-08-12', { stock_summary: 951 }),
  day('2026-08-13', { stock_summary: 952 }),
  day('2026-08-14'),
  day('2026-08-17', { trading_day: false, holiday: 'Hari Kemerdekaan' }),
  day('2026-08-18'),
  day('2026-08-21', { trading_day: false, holiday: '' }),
];

function serve(days: TCoverageDay[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/market-data/coverage') {
        return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
      }
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      return json(200, { ok: true, data: { from, to, days, freshness: [] } });
    }),
  );
}

const renderCard = () =>
  render(
    <AppProviders initialSession={ADMIN}>
      <CoverageCalendarCard month="2026-08" onMonthChange={() => {}} />
    </AppProviders>,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-08-14T10:00:00+07:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CoverageCalendarCard', () => {
  it('marks a holiday with its name, also one still to come, apart from closed days', async () => {
    serve(AUGUST);
    renderCard();
    const august = await screen.findByRole('table', { name: 'Coverage, August 2026' });

    const independence = within(august).getByRole('cell', {
      name: 'Monday, 17 August 2026: holiday, Hari Kemerdekaan',
    });
    expect(within(independence).getByText('Holiday')).toBeTruthy();
    expect(within(independence).getByText('Hari Kemerdekaan')).toBeTruthy();
    expect(independence.querySelector('[title]')?.getAttribute('title')).toBe(
      'Monday, 17 August 2026: holiday, Hari Kemerdekaan',
    );
    expect(within(independence).queryByText('Closed')).toBeNull();

    const unnamed = within(august).getByRole('cell', { name: 'Friday, 21 August 2026: holiday' });
    expect(within(unnamed).getByText('Holiday')).toBeTruthy();
    // An ordinary weekday to come is neither closed nor missing.
    expect(within(august).getByRole('cell', { name: 'Tuesday, 18 August 2026: no data yet' })).toBeTruthy();
  });

  it('marks a trading day without prices as missing, in words and in the warning tone', async () => {
    serve(AUGUST);
    renderCard();
    const august = await screen.findByRole('table', { name: 'Coverage, August 2026' });

    const empty = within(august).getByRole('cell', {
      name: 'Monday, 10 August 2026: missing, trading day without data',
    });
    expect(within(empty).getByText('Missing')).toBeTruthy();
    expect(empty.className).toContain('bg-accent-soft');
    // A Broker Summary alone does not make up for the day's prices.
    const partial = within(august).getByRole('cell', {
      name: 'Tuesday, 11 August 2026: Broker Summary (92 brokers); missing, trading day without trade records or a Stock Summary',
    });
    expect(within(partial).getByText('Missing')).toBeTruthy();
    expect(within(partial).getByText('B')).toBeTruthy();

    // Today, after the last stored day, is not missing yet.
    const today = within(august).getByRole('cell', { name: 'Friday, 14 August 2026: no data' });
    expect(within(today).queryByText('Missing')).toBeNull();
    expect(
      within(august).getByRole('cell', { name: 'Thursday, 13 August 2026: Stock Summary (952 stocks)' }),
    ).toBeTruthy();

    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Holiday: a recorded exchange holiday')).toBeTruthy();
    expect(within(legend).getByText('Missing: a trading day without data')).toBeTruthy();
    expect(within(legend).getByText('Closed: not a trading day')).toBeTruthy();
  });
});
