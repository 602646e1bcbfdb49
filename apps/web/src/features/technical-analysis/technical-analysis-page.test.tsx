import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGetCandlesData } from '@pantau/contracts';
import { MEMBER, renderApp } from '@/test/render-app';
import type { ExDateMarker } from './indicator-series';
import { json } from '@/test/json-response';

// happy-dom has no canvas for lightweight-charts to draw on: a stand-in shows what the chart is given.
vi.mock('./price-chart', () => ({
  PriceChart: ({ exDates }: { exDates: readonly ExDateMarker[] }) => (
    <div data-testid="price-chart" data-ex-dates={exDates.map((exDate) => exDate.time).join(',')} />
  ),
}));

const candle = (time: string, close: number) => ({
  time,
  open: close,
  high: close + 50,
  low: close - 50,
  close,
  volume: 1_000,
});

const STOCK: TGetCandlesData = {
  asOf: '2026-11-20',
  symbol: 'BBRI',
  kind: 'stock',
  timeframe: '1D',
  requestedTimeframe: '1D',
  allowedTimeframes: ['1D', '1W'],
  from: '2026-11-17',
  to: '2026-11-20',
  volumeUnit: 'shares',
  candles: [
    candle('2026-11-17', 5_000),
    candle('2026-11-18', 5_050),
    candle('2026-11-19', 1_010),
    candle('2026-11-20', 1_020),
  ],
  adjust: 'adjusted',
  markers: [{ time: '2026-11-19', exDate: '2026-11-19', type: 'split', label: 'Split 1:5' }],
  lastClose: 1_020,
  change: 10,
  changePercent: 0.99,
};

const INDEX: TGetCandlesData = {
  ...STOCK,
  symbol: 'COMPOSITE',
  kind: 'index',
  volumeUnit: 'rupiah',
  markers: [],
};

/** A fake API answering the candles by symbol and adjust; every other request is not found. */
function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/candles') {
      const data = url.searchParams.get('symbol') === 'COMPOSITE' ? INDEX : STOCK;
      return json(200, { ok: true, data: { ...data, adjust: url.searchParams.get('adjust') } });
    }
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const candleRequests = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/market/candles')
    .map((url) => url.searchParams.get('adjust'));

afterEach(() => vi.unstubAllGlobals());

describe('TechnicalAnalysisPage prices and ex-dates', () => {
  it('asks for adjusted prices first, then raw ones after Raw, and remembers the choice', async () => {
    const fetchMock = serve();
    renderApp('/technical-analysis?symbol=BBRI', MEMBER);

    const prices = await screen.findByRole('group', { name: 'Prices' });
    expect(prices.getAttribute('title')).toMatch(/^Adjusted: prices before a split, bonus, rights issue/);
    const adjusted = screen.getByRole('button', { name: 'Adjusted' });
    const raw = screen.getByRole('button', { name: 'Raw' });
    expect(adjusted.getAttribute('aria-pressed')).toBe('true');
    expect(raw.getAttribute('aria-pressed')).toBe('false');
    expect(candleRequests(fetchMock)).toEqual(['adjusted']);

    await userEvent.click(raw);
    await waitFor(() => expect(candleRequests(fetchMock)).toEqual(['adjusted', 'raw']));
    expect(raw.getAttribute('aria-pressed')).toBe('true');
    expect(adjusted.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('chartPriceAdjust')).toBe('"raw"');
  });

  it('lists the ex-dates in the window with their labels', async () => {
    serve();
    renderApp('/technical-analysis?symbol=BBRI', MEMBER);

    const list = await screen.findByRole('list', { name: 'Corporate actions' });
    expect(list.textContent).toBe('SEx-date 2026-11-19 · Split 1:5');
    expect(screen.getByText('Ex-date 2026-11-19 · Split 1:5')).toBeTruthy();
    expect(screen.getByTestId('price-chart').dataset.exDates).toBe('2026-11-19');
  });

  it('offers no Adjusted/Raw choice for an index', async () => {
    serve();
    renderApp('/technical-analysis?symbol=COMPOSITE', MEMBER);

    expect(await screen.findByTestId('last-close-value')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('last-close-value').textContent).toBe('1.020'));
    expect(screen.queryByRole('group', { name: 'Prices' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raw' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Corporate actions' })).toBeNull();
  });
});
