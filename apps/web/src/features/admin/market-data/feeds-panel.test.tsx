import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFeed, TListFeedsData } from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { ADMIN } from '@/test/render-app';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { FeedsPanel } from './feeds-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const STOCK_SUMMARY: TFeed = {
  kind: 'stock-summary',
  url_template: 'https://idx.example/StockSummary-{yyyymmdd}.json',
  time_wib: '17:30',
  enabled: true,
  source: 'env',
  last_attempt: {
    at: '2026-11-10T10:31:00.000Z',
    market_date: '2026-11-10',
    outcome: 'failed',
    message: 'HTTP 404 Not Found from https://idx.example/StockSummary-20261110.json (not published yet?)',
    run_id: '00000000-0000-4000-8000-000000000001',
    retry_at: '2026-11-10T10:36:00.000Z',
  },
  next_run_at: '2026-11-10T10:36:00.000Z',
};
const TRADES: TFeed = {
  kind: 'trades',
  url_template: null,
  time_wib: '17:30',
  enabled: false,
  source: 'env',
  last_attempt: null,
  next_run_at: null,
};

type Call = { method: string; path: string; body: unknown };

function serve(data: TListFeedsData) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (method === 'GET' && url.pathname === '/api/admin/market-data/feeds')
        return json(200, { ok: true, data });
      if (method === 'PUT' && url.pathname === '/api/admin/market-data/feeds/trades') {
        return json(200, {
          ok: true,
          data: { ...TRADES, ...body, source: 'admin', next_run_at: '2026-11-10T11:15:00.000Z' },
        });
      }
      if (method === 'DELETE' && url.pathname === '/api/admin/market-data/feeds/stock-summary') {
        return json(200, { ok: true, data: STOCK_SUMMARY });
      }
      if (method === 'POST' && url.pathname === '/api/admin/market-data/feeds/stock-summary/run') {
        return json(202, {
          ok: true,
          data: { kind: 'stock-summary', market_date: '2026-11-10', run_id: null },
        });
      }
      return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
    }),
  );
  return calls;
}

const renderPanel = () =>
  render(
    <AppProviders initialSession={ADMIN}>
      <ConfirmProvider>
        <FeedsPanel />
      </ConfirmProvider>
    </AppProviders>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('FeedsPanel', () => {
  it('shows each feed with its source, its last attempt and its next run in WIB, and the inbox', async () => {
    serve({ feeds: [STOCK_SUMMARY, TRADES], inbox_dir: '/srv/pantau/inbox' });
    renderPanel();
    const stock = await screen.findByRole('form', { name: 'Stock Summary' });
    expect(within(stock).getByLabelText('URL template')).toHaveProperty(
      'value',
      'https://idx.example/StockSummary-{yyyymmdd}.json',
    );
    expect(within(stock).getByLabelText('Time (WIB)')).toHaveProperty('value', '17:30');
    expect(within(stock).getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked')).toBe('true');
    expect(within(stock).getByText('From environment')).toBeTruthy();
    expect(within(stock).getByText('Failed')).toBeTruthy();
    expect(within(stock).getByText(/HTTP 404 Not Found/)).toBeTruthy();
    // 10:36 UTC is 17.36 at the exchange.
    expect(within(stock).getAllByText(/17\.36 WIB/)).toHaveLength(1);
    expect(within(stock).getByText(/17\.31 WIB · file of 2026-11-10/)).toBeTruthy();

    const trades = screen.getByRole('form', { name: 'Trade records' });
    expect(within(trades).getByText('None yet')).toBeTruthy();
    expect(within(trades).getByText('Off')).toBeTruthy();
    expect(within(trades).getByRole('button', { name: 'Run now' })).toHaveProperty('disabled', true);
    expect(screen.getByText('/srv/pantau/inbox')).toBeTruthy();
  });

  it('refuses a URL that is not http(s) before sending, then saves a valid one', async () => {
    const calls = serve({ feeds: [STOCK_SUMMARY, TRADES], inbox_dir: null });
    const user = userEvent.setup();
    renderPanel();
    const trades = await screen.findByRole('form', { name: 'Trade records' });
    const url = within(trades).getByLabelText('URL template');
    await user.click(url);
    await user.paste('ftp://files.example/trades-{yyyymmdd}.csv');
    await user.click(within(trades).getByRole('button', { name: 'Save' }));
    expect(within(trades).getByRole('alert').textContent).toBe(
      'Only http:// and https:// URLs can be fetched',
    );
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(url);
    await user.paste('https://files.example/trades-{yyyymmdd}.csv');
    await user.click(within(trades).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(trades).getByRole('button', { name: 'Save' }));
    // Saved, the row starts over from the server's answer.
    const saved = () => screen.getByRole('form', { name: 'Trade records' });
    await waitFor(() => expect(within(saved()).getByText('Set here')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/market-data/feeds/trades',
        body: {
          url_template: 'https://files.example/trades-{yyyymmdd}.csv',
          time_wib: '17:30',
          enabled: true,
        },
      },
    ]);
    expect(within(saved()).getByText(/18\.15 WIB/)).toBeTruthy();
    expect(within(saved()).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it("drops a feed's settings saved here, after asking, and shows the environment's", async () => {
    const savedHere: TFeed = {
      ...STOCK_SUMMARY,
      url_template: 'https://mirror.example/ss-{yyyymmdd}.json',
      time_wib: '18:05',
      enabled: false,
      source: 'admin',
    };
    const calls = serve({ feeds: [savedHere, TRADES], inbox_dir: null });
    const user = userEvent.setup();
    renderPanel();
    const stock = await screen.findByRole('form', { name: 'Stock Summary' });
    expect(within(stock).getByText('Set here')).toBeTruthy();
    // Only a feed saved here has settings to drop.
    const trades = screen.getByRole('form', { name: 'Trade records' });
    expect(within(trades).queryByRole('button', { name: 'Use environment settings' })).toBeNull();

    await user.click(within(stock).getByRole('button', { name: 'Use environment settings' }));
    await user.click(await screen.findByRole('button', { name: 'Keep' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(stock).getByRole('button', { name: 'Use environment settings' }));
    await user.click(await screen.findByRole('button', { name: 'Use environment' }));
    const restored = () => screen.getByRole('form', { name: 'Stock Summary' });
    await waitFor(() => expect(within(restored()).getByText('From environment')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/market-data/feeds/stock-summary',
    ]);
    expect(within(restored()).getByLabelText('URL template')).toHaveProperty(
      'value',
      'https://idx.example/StockSummary-{yyyymmdd}.json',
    );
    expect(within(restored()).getByLabelText('Time (WIB)')).toHaveProperty('value', '17:30');
    expect(within(restored()).getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(restored()).queryByRole('button', { name: 'Use environment settings' })).toBeNull();
    expect(await screen.findByText('Stock Summary feed follows the environment again')).toBeTruthy();
  });

  it('runs a feed now and shows the list again', async () => {
    const calls = serve({ feeds: [STOCK_SUMMARY, TRADES], inbox_dir: null });
    const user = userEvent.setup();
    renderPanel();
    const stock = await screen.findByRole('form', { name: 'Stock Summary' });
    await user.click(within(stock).getByRole('button', { name: 'Run now' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/admin/market-data/feeds',
        'POST /api/admin/market-data/feeds/stock-summary/run',
        'GET /api/admin/market-data/feeds',
      ]),
    );
    expect(await screen.findByText('Fetching Stock Summary of 2026-11-10')).toBeTruthy();
  });
});
