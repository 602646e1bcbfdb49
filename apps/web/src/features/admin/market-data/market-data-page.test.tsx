import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCoverageDay, TDatasetFreshness, TImportRun } from '@pantau/contracts';
import { ADMIN, MEMBER, renderApp } from '@/test/render-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL) => Response | undefined;

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    // The feeds, corporate actions, stocks, brokers, trading calendar and live feed cards have their own
    // tests; here they only need an answer.
    if (url.pathname === '/api/admin/market-data/feeds') {
      return json(200, { ok: true, data: { feeds: [], inbox_dir: null } });
    }
    if (url.pathname === '/api/admin/corporate-actions') {
      return json(200, {
        ok: true,
        data: { actions: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } },
      });
    }
    if (url.pathname === '/api/admin/brokers') {
      return json(200, { ok: true, data: { brokers: [] } });
    }
    if (url.pathname === '/api/admin/stocks') {
      return json(200, {
        ok: true,
        data: { stocks: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } },
      });
    }
    if (url.pathname === '/api/admin/stocks/code-changes') {
      return json(200, { ok: true, data: { changes: [] } });
    }
    if (url.pathname === '/api/admin/holidays') {
      return json(200, { ok: true, data: { year: 2026, holidays: [], years: [] } });
    }
    if (url.pathname === '/api/admin/ingest-keys' || url.pathname === '/api/admin/live-days') {
      return json(200, { ok: true, data: [] });
    }
    return handler(url) ?? json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** XMLHttpRequest as the browser drives it, with the test playing the network. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  /** The multipart fields in the order they go out: the server reads `kind` before the file. */
  fields() {
    return [...(this.body?.entries() ?? [])].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const NO_FRESHNESS: TDatasetFreshness[] = [
  { dataset: 'trade-records', latest_date: null, last_import_at: null },
  { dataset: 'stock-summary', latest_date: null, last_import_at: null },
  { dataset: 'index-summary', latest_date: null, last_import_at: null },
  { dataset: 'broker-summary', latest_date: null, last_import_at: null },
  { dataset: 'ownership', latest_date: null, last_import_at: null },
];

const day = (date: string, counts: Partial<TCoverageDay> = {}): TCoverageDay => ({
  date,
  trading_day: true,
  holiday: null,
  missing: false,
  trade_records: 0,
  stock_summary: 0,
  index_summary: 0,
  broker_summary: 0,
  ownership: 0,
  ...counts,
});

function coverageAnswer(url: URL, days: TCoverageDay[], freshness = NO_FRESHNESS) {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  return json(200, {
    ok: true,
    data: { from, to, days: days.filter((entry) => entry.date >= from && entry.date <= to), freshness },
  });
}

const RUN_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

const run = (overrides: Partial<TImportRun>): TImportRun => ({
  id: RUN_ID,
  requested_kind: 'auto',
  kind: 'stock-summary',
  trigger: 'upload',
  actor: { id: '00000000-0000-4000-8000-000000000002', full_name: 'Budi Santoso', email: 'budi@example.com' },
  file_name: 'stock-summary-20250613.json',
  file_bytes: 2048,
  status: 'running',
  progress: null,
  rows_read: 0,
  rows_stored: 0,
  rows_skipped: 0,
  rows_rejected: 0,
  rejected_samples: [],
  days: [],
  notes: [],
  message: null,
  created_at: '2026-11-25T08:00:00.000Z',
  started_at: '2026-11-25T08:00:00.000Z',
  finished_at: null,
  duration_ms: null,
  ...overrides,
});

const emptyRuns = { runs: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } };

describe('Market data page', () => {
  it('shows Access Denied to a member and calls no admin endpoint', async () => {
    const fetchMock = serve(() => undefined);
    renderApp('/admin/market-data', MEMBER);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Current role:').textContent).toContain('user');
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin'))).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('uploads files one after another: upload %, then the run polled to its result; a refused file says why', async () => {
    const user = userEvent.setup();
    // What the server holds: nothing until the run is accepted, then the run as it goes on.
    const polls: TImportRun[] = [
      run({
        status: 'running',
        rows_read: 1000,
        progress: { bytes_read: 1024, bytes_total: 2048, rows_per_second: 500 },
      }),
      run({
        status: 'done',
        rows_read: 952,
        rows_stored: 950,
        rows_rejected: 2,
        rejected_samples: [
          { row: 14, column: 'Close', reason: "not a number 'abc'" },
          { row: 77, column: 'Volume', reason: 'negative value -5' },
        ],
        days: [
          { date: '2025-06-13', outcome: 'stored' },
          { date: '2025-06-12', outcome: 'replaced' },
        ],
        notes: ['2025-06-13: 950 stocks stored'],
        message: '950 rows stored',
        finished_at: '2026-11-25T08:00:02.500Z',
        duration_ms: 2500,
      }),
    ];
    let accepted = false;
    let current: TImportRun | null = null;
    serve((url) => {
      if (url.pathname === '/api/admin/market-data/coverage') {
        return coverageAnswer(url, [day('2025-06-13', { stock_summary: 950 })]);
      }
      if (url.pathname === '/api/admin/market-data/imports') {
        const runs = accepted && current ? [current] : [];
        return json(200, {
          ok: true,
          data: { ...emptyRuns, runs, pagination: { ...emptyRuns.pagination, total: runs.length } },
        });
      }
      if (url.pathname === `/api/admin/market-data/imports/${RUN_ID}`) {
        current = polls.length > 1 ? polls.shift()! : polls[0]!;
        return json(200, { ok: true, data: current });
      }
      return undefined;
    });
    renderApp('/admin/market-data', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Market data' })).toBeTruthy();
    expect(await screen.findByText('No imports yet.')).toBeTruthy();

    const summary = new File(['{"data":[]}'], 'stock-summary-20250613.json', { type: 'application/json' });
    const balancepos = new File(['Date|Code'], 'BalanceposEfek20250530.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Choose files'), [summary, balancepos]);
    const files = screen.getByRole('list', { name: 'Files to import' });
    expect(within(files).getByLabelText('Kind of stock-summary-20250613.json')).toHaveProperty(
      'value',
      'auto',
    );
    await user.selectOptions(
      within(files).getByLabelText('Kind of BalanceposEfek20250530.txt'),
      'KSEI Balancepos',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));

    // One upload at a time: the second file waits while the first goes out.
    expect(FakeXhr.sent).toHaveLength(1);
    const first = FakeXhr.sent[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/admin/market-data/imports');
    expect(first.fields()).toEqual([
      ['kind', 'auto'],
      ['file', 'stock-summary-20250613.json'],
    ]);
    first.progress(40, 100);
    const upload = screen.getByRole('progressbar', { name: 'Upload of stock-summary-20250613.json' });
    expect(upload.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading: 40%')).toBeTruthy();
    expect(within(files).getByText('Waiting for the upload before it…')).toBeTruthy();

    accepted = true;
    first.respond(202, { ok: true, data: { id: RUN_ID } });
    const importing = await screen.findByRole('progressbar', {
      name: 'Import of stock-summary-20250613.json',
    });
    expect(importing.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Importing: 50% · 1.000 rows · 500 rows/s')).toBeTruthy();

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const second = FakeXhr.sent[1]!;
    expect(second.fields()).toEqual([
      ['kind', 'ksei-balancepos'],
      ['file', 'BalanceposEfek20250530.txt'],
    ]);
    second.respond(409, {
      ok: false,
      error: { code: 'CONFLICT', message: 'BalanceposEfek20250530.txt is already being imported' },
    });
    const refused = within(files).getByRole('listitem', { name: 'BalanceposEfek20250530.txt' });
    expect(await within(refused).findByText('Refused')).toBeTruthy();
    expect(within(refused).getByText('BalanceposEfek20250530.txt is already being imported')).toBeTruthy();

    // The next poll, about a second later, finds the run done.
    const done = within(files).getByRole('listitem', { name: 'stock-summary-20250613.json' });
    expect(await within(done).findByText('Stored: 1 day', undefined, { timeout: 4000 })).toBeTruthy();
    expect(within(done).getByText('Replaced: 1 day')).toBeTruthy();
    expect(within(done).getByText('950 rows stored')).toBeTruthy();
    expect(within(done).getByText('Stock Summary')).toBeTruthy();
    expect(within(done).getByText('(detected)', { exact: false })).toBeTruthy();
    const rejected = within(done).getByText('Rejected rows (2)');
    await user.click(rejected);
    const samples = within(done).getByRole('table');
    expect(within(samples).getByRole('row', { name: "14 Close not a number 'abc'" })).toBeTruthy();
    expect(within(samples).getByRole('row', { name: '77 Volume negative value -5' })).toBeTruthy();

    // The history and the calendar follow: the run is listed, the calendar shows its month.
    expect(
      await screen.findByRole('button', { name: /^Details of stock-summary-20250613\.json/ }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'June 2025' })).toBeTruthy();
    const calendar = await screen.findByRole('table', { name: 'Coverage, June 2025' });
    expect(
      within(calendar).getByRole('cell', { name: /^Friday, 13 June 2025: Stock Summary \(950 stocks\)$/ }),
    ).toBeTruthy();
  });

  it('sends the market date of an XLSX and the symbol of a chart CSV before the file', async () => {
    const user = userEvent.setup();
    serve((url) => {
      if (url.pathname === '/api/admin/market-data/coverage') return coverageAnswer(url, []);
      if (url.pathname === '/api/admin/market-data/imports') return json(200, { ok: true, data: emptyRuns });
      if (url.pathname === `/api/admin/market-data/imports/${RUN_ID}`) {
        return json(200, { ok: true, data: run({ status: 'queued' }) });
      }
      return undefined;
    });
    renderApp('/admin/market-data', ADMIN);
    const xlsx = new File(['PK'], 'Ringkasan Saham.xlsx');
    const chart = new File(['time,close'], 'chart.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Choose files'), [xlsx, chart]);
    // Only where it applies: no symbol field until the CSV is marked as daily bars.
    expect(screen.queryByLabelText(/^Symbol, for a one-stock chart CSV/)).toBeNull();
    await user.type(
      screen.getByLabelText('Market date, if the file does not state it (Ringkasan Saham.xlsx)'),
      '2026-06-12',
    );
    await user.selectOptions(screen.getByLabelText('Kind of chart.csv'), 'Daily bars (CSV)');
    await user.type(screen.getByLabelText('Symbol, for a one-stock chart CSV (chart.csv)'), 'bbca');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    FakeXhr.sent[0]!.respond(202, { ok: true, data: { id: RUN_ID } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[0]!.fields()).toEqual([
      ['kind', 'auto'],
      ['date', '2026-06-12'],
      ['file', 'Ringkasan Saham.xlsx'],
    ]);
    expect(FakeXhr.sent[1]!.fields()).toEqual([
      ['kind', 'bars'],
      ['symbol', 'BBCA'],
      ['file', 'chart.csv'],
    ]);
  });

  it('imports an exchange holidays CSV as its kind, and the trading calendar asks for its year again', async () => {
    const user = userEvent.setup();
    const fetchMock = serve((url) => {
      if (url.pathname === '/api/admin/market-data/coverage') return coverageAnswer(url, []);
      if (url.pathname === '/api/admin/market-data/imports') return json(200, { ok: true, data: emptyRuns });
      if (url.pathname === `/api/admin/market-data/imports/${RUN_ID}`) {
        const done = run({
          requested_kind: 'holidays',
          kind: 'holidays',
          file_name: 'libur-bursa-2027.csv',
          status: 'done',
          message: '16 holidays stored',
          finished_at: '2026-11-25T08:00:01.000Z',
          duration_ms: 80,
        });
        return json(200, { ok: true, data: done });
      }
      return undefined;
    });
    const holidayGets = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/admin/holidays')).length;
    renderApp('/admin/market-data', ADMIN);
    expect(await screen.findByRole('heading', { name: 'Trading calendar' })).toBeTruthy();
    await waitFor(() => expect(holidayGets()).toBe(1));

    const csv = new File(['date,name'], 'libur-bursa-2027.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose files'), [csv]);
    await user.selectOptions(
      screen.getByLabelText('Kind of libur-bursa-2027.csv'),
      'Exchange holidays (CSV)',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(FakeXhr.sent[0]!.fields()).toEqual([
      ['kind', 'holidays'],
      ['file', 'libur-bursa-2027.csv'],
    ]);
    FakeXhr.sent[0]!.respond(202, { ok: true, data: { id: RUN_ID } });
    expect(await screen.findByText('16 holidays stored')).toBeTruthy();
    await waitFor(() => expect(holidayGets()).toBe(2));
  });

  it('stops asking about a run the server does not know and offers Try again', async () => {
    const user = userEvent.setup();
    let asked = 0;
    serve((url) => {
      if (url.pathname === '/api/admin/market-data/coverage') return coverageAnswer(url, []);
      if (url.pathname === '/api/admin/market-data/imports') return json(200, { ok: true, data: emptyRuns });
      if (url.pathname === `/api/admin/market-data/imports/${RUN_ID}`) {
        asked += 1;
        return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'Import not found' } });
      }
      return undefined;
    });
    renderApp('/admin/market-data', ADMIN);
    await user.upload(await screen.findByLabelText('Choose files'), [new File(['{}'], 'a.json')]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    FakeXhr.sent[0]!.respond(202, { ok: true, data: { id: RUN_ID } });
    expect(await screen.findByText("Could not read the import's progress")).toBeTruthy();
    expect(screen.getByText('Import not found')).toBeTruthy();
    // Longer than the poll interval: a 404 is not asked again by itself.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(asked).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toBe(2));
  });

  it('opens a failed run of the history with the reason it failed', async () => {
    const user = userEvent.setup();
    const failed = run({
      status: 'failed',
      kind: null,
      file_name: 'mystery.csv',
      message: 'mystery.csv is missing required columns: StockCode, Close',
      finished_at: '2026-11-25T08:00:01.000Z',
      duration_ms: 120,
    });
    serve((url) => {
      if (url.pathname === '/api/admin/market-data/coverage') return coverageAnswer(url, []);
      if (url.pathname === '/api/admin/market-data/imports') {
        return json(200, {
          ok: true,
          data: { runs: [failed], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
        });
      }
      if (url.pathname === `/api/admin/market-data/imports/${RUN_ID}`)
        return json(200, { ok: true, data: failed });
      return undefined;
    });
    renderApp('/admin/market-data', ADMIN);
    const history = await screen.findByRole('region', { name: 'Import runs' });
    const row = within(history).getAllByRole('row')[1]!;
    expect(within(row).getByText('Budi Santoso')).toBeTruthy();
    expect(within(row).getByText('Not detected')).toBeTruthy();
    expect(within(row).getByText('Upload')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('120 ms')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /^Details of mystery\.csv/ }));
    const dialog = await screen.findByRole('dialog', { name: 'mystery.csv' });
    expect(within(dialog).getByText('Import failed')).toBeTruthy();
    expect(
      within(dialog).getByText('mystery.csv is missing required columns: StockCode, Close'),
    ).toBeTruthy();
  });

  it('draws the month of the latest data: datasets per weekday in words, closed days marked; months navigate', async () => {
    const user = userEvent.setup();
    // The calendar's month fails twice (the query retries a 500 once by itself), then recovers.
    let failuresLeft = 2;
    const freshness: TDatasetFreshness[] = NO_FRESHNESS.map((entry) =>
      entry.dataset === 'stock-summary'
        ? { ...entry, latest_date: '2024-03-15', last_import_at: '2026-11-24T10:30:00.000Z' }
        : entry.dataset === 'trade-records'
          ? { ...entry, latest_date: '2024-03-14', last_import_at: '2026-11-23T10:30:00.000Z' }
          : entry,
    );
    const days = [
      day('2024-02-29', { stock_summary: 900, ownership: 870 }),
      day('2024-03-11', { trading_day: false }),
      day('2024-03-13'),
      day('2024-03-14', {
        trade_records: 1_500_000,
        stock_summary: 950,
        index_summary: 40,
        broker_summary: 92,
      }),
      day('2024-03-15', { stock_summary: 951 }),
    ];
    const asked: string[] = [];
    serve((url) => {
      if (url.pathname === '/api/admin/market-data/coverage') {
        asked.push(url.searchParams.get('from')!);
        if (url.searchParams.get('from') === '2024-03-01' && failuresLeft > 0) {
          failuresLeft -= 1;
          return json(500, {
            ok: false,
            error: { code: 'INTERNAL_ERROR', message: 'Server error. Please try again later.' },
          });
        }
        return coverageAnswer(url, days, freshness);
      }
      if (url.pathname === '/api/admin/market-data/imports') return json(200, { ok: true, data: emptyRuns });
      return undefined;
    });
    renderApp('/admin/market-data', ADMIN);

    const fresh = await screen.findByRole('region', { name: 'Freshness' });
    const stockSummary = within(fresh).getByRole('group', { name: 'Stock Summary' });
    expect(within(stockSummary).getByText('Jum, 15 Mar 2024')).toBeTruthy();
    expect(
      within(within(fresh).getByRole('group', { name: 'Ownership' })).getAllByText(/never/),
    ).toHaveLength(2);

    expect(await screen.findByText('Error loading coverage', undefined, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const march = await screen.findByRole('table', { name: 'Coverage, March 2024' });
    expect(within(march).getByRole('columnheader', { name: 'Mon' })).toBeTruthy();
    expect(within(march).queryByRole('columnheader', { name: 'Sat' })).toBeNull();
    expect(
      within(march).getByRole('cell', {
        name: 'Thursday, 14 March 2024: Trade records (1.500.000 records), Stock Summary (950 stocks), Index Summary (40 indices), Broker Summary (92 brokers)',
      }),
    ).toBeTruthy();
    expect(
      within(march).getByRole('cell', { name: 'Monday, 11 March 2024: not a trading day' }),
    ).toBeTruthy();
    expect(within(march).getByRole('cell', { name: 'Wednesday, 13 March 2024: no data' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Ownership')).toBeTruthy();
    expect(within(legend).getByText('Closed: not a trading day')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const february = await screen.findByRole('table', { name: 'Coverage, February 2024' });
    expect(
      within(february).getByRole('cell', {
        name: 'Thursday, 29 February 2024: Stock Summary (900 stocks), Ownership (870 stocks)',
      }),
    ).toBeTruthy();
    expect(asked).toContain('2024-02-01');
  });
});
