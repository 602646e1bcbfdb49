import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLIDAY_MESSAGES, type TCoverageDay, type THoliday } from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { ADMIN } from '@/test/render-app';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { CoverageCalendarCard } from './coverage-calendar-card';
import { HolidaysCard } from './holidays-card';
import { json } from '@/test/json-response';

const HOLIDAYS: THoliday[] = [
  { date: '2025-12-25', name: 'Hari Raya Natal' },
  { date: '2026-01-01', name: 'Tahun Baru Masehi' },
  { date: '2026-08-17', name: 'Hari Kemerdekaan' },
  { date: '2026-12-24', name: '' },
];

type Call = { method: string; path: string; search: string; body: unknown };

/**
 * The holidays endpoints over an in-memory calendar, as the server answers them; the last stored
 * day is in 2026. The coverage of a month answers from the same calendar.
 */
function serve(stored: THoliday[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      if (method === 'GET' && url.pathname === '/api/admin/holidays') {
        const year = Number(url.searchParams.get('year') ?? 2026);
        const years = [...new Set(stored.map((holiday) => Number(holiday.date.slice(0, 4))))].sort();
        const holidays = stored
          .filter((holiday) => holiday.date.startsWith(`${year}-`))
          .sort((a, b) => a.date.localeCompare(b.date));
        return json(200, { ok: true, data: { year, holidays, years } });
      }
      if (method === 'GET' && url.pathname === '/api/admin/market-data/coverage') {
        const days: TCoverageDay[] = ['2026-08-17', '2026-08-18'].map((date) => {
          const holiday = stored.find((entry) => entry.date === date)?.name ?? null;
          return {
            date,
            trading_day: holiday === null,
            holiday,
            missing: false,
            trade_records: 0,
            stock_summary: 0,
            index_summary: 0,
            broker_summary: 0,
            ownership: 0,
          };
        });
        const data = { from: '2026-08-01', to: '2026-08-31', days, freshness: [] };
        return json(200, { ok: true, data });
      }
      const date = url.pathname.match(/^\/api\/admin\/holidays\/(.+)$/)?.[1];
      if (method === 'PUT' && date) {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        if (weekday === 0 || weekday === 6) {
          return json(400, {
            ok: false,
            error: { code: 'VALIDATION_ERROR', message: HOLIDAY_MESSAGES.weekend, field: 'date' },
          });
        }
        if (body.name === 'Crash') {
          return json(500, {
            ok: false,
            error: { code: 'INTERNAL_ERROR', message: 'Server error. Please try again later.' },
          });
        }
        const saved = { date, name: String(body.name ?? '') };
        stored.splice(0, stored.length, ...stored.filter((holiday) => holiday.date !== date), saved);
        return json(200, { ok: true, data: saved });
      }
      if (method === 'DELETE' && date) {
        const index = stored.findIndex((holiday) => holiday.date === date);
        if (index < 0) {
          return json(404, { ok: false, error: { code: 'NOT_FOUND', message: HOLIDAY_MESSAGES.notFound } });
        }
        stored.splice(index, 1);
        return json(200, { ok: true, data: { date } });
      }
      return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
    }),
  );
  return calls;
}

const renderCard = () =>
  render(
    <AppProviders initialSession={ADMIN}>
      <ConfirmProvider>
        <HolidaysCard />
      </ConfirmProvider>
    </AppProviders>,
  );

const form = () => screen.getByRole('form', { name: 'Add a holiday' });
const table = () => screen.getByRole('region', { name: 'Holiday list' });
const holidayGets = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/holidays');

afterEach(() => vi.unstubAllGlobals());

describe('HolidaysCard', () => {
  it("lists the last stored day's year by date, with its weekday, and the years that have a calendar", async () => {
    const calls = serve([...HOLIDAYS]);
    renderCard();
    expect(screen.getByRole('heading', { name: 'Trading calendar' })).toBeTruthy();
    expect(
      screen.getByText(
        'Weekdays the exchange is closed. In a year with a calendar, a weekday without data shows as missing on the coverage calendar instead of closed.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Holidays in 2026' })).toBeTruthy();
    expect(holidayGets(calls).map((call) => call.search)).toEqual(['']);

    const rows = within(table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateNameDelete',
      'Kam, 1 Jan 2026Tahun Baru MasehiDelete',
      'Sen, 17 Agu 2026Hari KemerdekaanDelete',
      'Kam, 24 Des 2026UnnamedDelete',
    ]);
    expect(within(rows[2]!).getByText('Sen, 17 Agu 2026').getAttribute('dateTime')).toBe('2026-08-17');
    expect(screen.getByRole('button', { name: 'Delete the holiday on 2026-12-24' })).toBeTruthy();

    const years = screen.getByRole('list', { name: 'Years with a calendar:' });
    expect(
      within(years)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['2025', '2026']);
    expect(within(years).getByRole('button', { name: '2026' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/give a CSV with the columns/).textContent).toContain('Exchange holidays (CSV)');
  });

  it('steps between years, asking for each by ?year=', async () => {
    const calls = serve([...HOLIDAYS]);
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('heading', { name: 'Holidays in 2026' });

    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(await screen.findByRole('heading', { name: 'Holidays in 2025' })).toBeTruthy();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByText('Hari Raya Natal')).toBeTruthy();
    expect(holidayGets(calls).at(-1)?.search).toBe('?year=2025');

    await user.click(screen.getByRole('button', { name: 'Next year' }));
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(
      await screen.findByText(
        'No holidays recorded for 2027: its weekdays without data show as closed, not missing.',
      ),
    ).toBeTruthy();
    expect(holidayGets(calls).map((call) => call.search)).toEqual([
      '',
      '?year=2025',
      '?year=2026',
      '?year=2027',
    ]);

    await user.click(screen.getByRole('button', { name: '2025' }));
    expect(await screen.findByRole('heading', { name: 'Holidays in 2025' })).toBeTruthy();
  });

  it('adds a holiday: PUT by its date with the trimmed name, and the list turns to its year to show it', async () => {
    const calls = serve([...HOLIDAYS]);
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('heading', { name: 'Holidays in 2026' });

    await user.type(within(form()).getByLabelText('Date'), '2027-03-10');
    await user.type(within(form()).getByLabelText('Name (optional)'), '  Hari Suci Nyepi ');
    await user.click(within(form()).getByRole('button', { name: 'Add holiday' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/admin/holidays/2027-03-10',
      search: '',
      body: { name: 'Hari Suci Nyepi' },
    });
    expect(await screen.findByRole('heading', { name: 'Holidays in 2027' })).toBeTruthy();
    const row = await within(table()).findByRole('row', { name: /Hari Suci Nyepi/ });
    expect(within(row).getByText('Rab, 10 Mar 2027')).toBeTruthy();
    expect(await screen.findByText('Rab, 10 Mar 2027 recorded as a holiday')).toBeTruthy();
    expect(within(form()).getByLabelText('Date')).toHaveProperty('value', '');
    expect(within(form()).getByLabelText('Name (optional)')).toHaveProperty('value', '');
  });

  it("shows a weekend's 400 under Date, other failures as an alert, and asks for a date before sending", async () => {
    const calls = serve([...HOLIDAYS]);
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('heading', { name: 'Holidays in 2026' });
    const date = within(form()).getByLabelText('Date');
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A weekday: the exchange never trades at weekends. A date already listed is renamed.',
    );

    await user.click(within(form()).getByRole('button', { name: 'Add holiday' }));
    expect(within(form()).getByText('Date is required').id).toBe(date.getAttribute('aria-describedby'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    // 15 August 2026 is a Saturday.
    await user.type(date, '2026-08-15');
    await user.click(within(form()).getByRole('button', { name: 'Add holiday' }));
    const weekend = await within(form()).findByText(HOLIDAY_MESSAGES.weekend);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toBe(weekend.id);
    expect(within(form()).getByLabelText('Name (optional)').getAttribute('aria-invalid')).toBeNull();

    await user.clear(date);
    await user.type(date, '2026-08-14');
    expect(date.getAttribute('aria-invalid')).toBeNull();
    await user.type(within(form()).getByLabelText('Name (optional)'), 'Crash');
    await user.click(within(form()).getByRole('button', { name: 'Add holiday' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'Server error. Please try again later.',
    );
    expect(within(table()).queryByText('Crash')).toBeNull();
  });

  it('deletes a holiday only once the admin confirms', async () => {
    const calls = serve([...HOLIDAYS]);
    const user = userEvent.setup();
    renderCard();
    const remove = await screen.findByRole('button', {
      name: 'Delete the holiday on 2026-08-17, Hari Kemerdekaan',
    });

    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the holiday on Sen, 17 Agu 2026?',
    });
    expect(
      within(dialog).getByText(/^Hari Kemerdekaan\. The exchange is then taken to trade that day/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/admin/holidays/2026-08-17',
      ]),
    );
    await waitFor(() => expect(within(table()).queryByText('Hari Kemerdekaan')).toBeNull());
    expect(within(table()).getByText('Tahun Baru Masehi')).toBeTruthy();
    expect(await screen.findByText('Holiday on Sen, 17 Agu 2026 deleted')).toBeTruthy();
  });

  it('redraws the coverage calendar after a change: the day turns from a trading day into a holiday', async () => {
    const calls = serve(HOLIDAYS.filter((holiday) => holiday.date !== '2026-08-17'));
    const user = userEvent.setup();
    render(
      <AppProviders initialSession={ADMIN}>
        <ConfirmProvider>
          <CoverageCalendarCard month="2026-08" onMonthChange={() => {}} />
          <HolidaysCard />
        </ConfirmProvider>
      </AppProviders>,
    );
    const august = await screen.findByRole('table', { name: 'Coverage, August 2026' });
    expect(within(august).getByRole('cell', { name: /^Monday, 17 August 2026: no data/ })).toBeTruthy();

    await user.type(within(form()).getByLabelText('Date'), '2026-08-17');
    await user.type(within(form()).getByLabelText('Name (optional)'), 'Hari Kemerdekaan');
    await user.click(within(form()).getByRole('button', { name: 'Add holiday' }));
    expect(
      await within(august).findByRole('cell', { name: 'Monday, 17 August 2026: holiday, Hari Kemerdekaan' }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/admin/market-data/coverage')).toHaveLength(2);
  });
});
