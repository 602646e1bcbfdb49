import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TChartTimeframe,
  TFootprintCandle,
  TGetCandlesData,
  TGetFootprintData,
  TLiveQuote,
} from '@pantau/contracts';
import { deliver, fakeLiveStreams } from '@/test/fake-live-stream';
import { json } from '@/test/json-response';
import { MEMBER, renderApp } from '@/test/render-app';
import type { ChartCandle } from './indicator-series';

// happy-dom has no canvas to draw on: stand-ins show what each chart is given.
vi.mock('./price-chart', () => ({
  PriceChart: ({ candles, resetKey }: { candles: readonly ChartCandle[]; resetKey: string }) => (
    <div data-testid="price-chart" data-last-close={candles.at(-1)?.close} data-reset-key={resetKey} />
  ),
}));
vi.mock('./footprint/footprint-canvas', () => ({
  FootprintCanvas: ({ candles, resetKey }: { candles: readonly TFootprintCandle[]; resetKey: string }) => (
    <div data-testid="footprint" data-last-close={candles.at(-1)?.close} data-reset-key={resetKey} />
  ),
}));

const DATE = '2026-11-20';
const INTRADAY_START = Date.UTC(2026, 10, 20, 9, 0) / 1000;

const quote = (symbol: string, time: number, last: number): TLiveQuote => ({
  symbol,
  last,
  time,
  previousClose: 9_000,
  change: last - 9_000,
  changePercent: ((last - 9_000) / 9_000) * 100,
  volume: 1_000_000,
  value: 9_000_000_000,
  frequency: 500,
});

/**
 * A fake API whose BBCA trades at `price.last`; the stream passes a batch on only with the stocks
 * a screen subscribed to, as the server does.
 */
function serve() {
  const price = { last: 9_050 };
  const live = fakeLiveStreams();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
    if (url.pathname === '/api/market/candles') {
      const timeframe = url.searchParams.get('timeframe') as TChartTimeframe;
      const daily = timeframe === '1D';
      const data: TGetCandlesData = {
        asOf: DATE,
        symbol: url.searchParams.get('symbol') ?? 'BBCA',
        kind: 'stock',
        timeframe,
        requestedTimeframe: timeframe,
        allowedTimeframes: ['1M', '5M', '15M', '30M', '1H', '1D', '1W'],
        from: '2026-11-19',
        to: DATE,
        volumeUnit: 'shares',
        candles: [9_000, price.last].map((close, index) => ({
          time: daily ? ['2026-11-19', DATE][index]! : INTRADAY_START + index * 300,
          open: 9_000,
          high: Math.max(9_000, close),
          low: 9_000,
          close,
          volume: 1_000,
        })),
        adjust: 'adjusted',
        markers: [],
        lastClose: price.last,
        change: price.last - 9_000,
        changePercent: null,
      };
      return json(200, { ok: true, data });
    }
    if (url.pathname === '/api/market/footprint') {
      const data: TGetFootprintData = {
        asOf: DATE,
        symbol: 'BBCA',
        date: DATE,
        timeframe: '5M',
        tradeDates: ['2026-11-19', DATE],
        candles: [
          {
            timestamp: INTRADAY_START,
            open: 9_000,
            high: price.last,
            low: 9_000,
            close: price.last,
            volumeLevels: [{ price: price.last, bidVolume: 100, askVolume: 200, totalVolume: 300 }],
            delta: 100,
            poc: price.last,
            pocBid: 100,
            pocAsk: 200,
            totalVolume: 300,
          },
        ],
      };
      return json(200, { ok: true, data });
    }
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  const requests = (pathname: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname)
      .length;
  const publish = (date: string, quotes: TLiveQuote[]) => deliver(live.streams.at(-1)!, date, quotes);
  return { price, live, requests, publish };
}

/** Long enough for a batch to be read and any refresh it causes to be asked for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => vi.unstubAllGlobals());

describe('TechnicalAnalysisPage during a live session', () => {
  it.each(['5M', '1D'])(
    'redraws the %s candles of the live day in the same chart, with a LIVE badge and the last trade',
    async (timeframe) => {
      const api = serve();
      renderApp(`/technical-analysis?symbol=BBCA&tf=${timeframe}`, MEMBER);

      const chart = await screen.findByTestId('price-chart');
      expect(chart.dataset.lastClose).toBe('9050');
      const stream = await api.live.stream();
      expect(stream.url.searchParams.get('symbols')).toBe('BBCA');
      expect(api.requests('/api/market/candles')).toBe(1);
      expect(screen.queryByText('LIVE')).toBeNull();

      api.price.last = 9_100;
      api.publish(DATE, [quote('BBCA', 101_503, 9_100)]);

      await waitFor(() => expect(screen.getByTestId('price-chart').dataset.lastClose).toBe('9100'));
      expect(api.requests('/api/market/candles')).toBe(2);
      // The same chart with the same reset key: the user's zoom and scroll stay where they were.
      expect(screen.getByTestId('price-chart')).toBe(chart);
      expect(chart.dataset.resetKey).toBe(`BBCA|${timeframe}|`);
      expect(screen.getByText('LIVE')).toBeTruthy();
      expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 10:15:03 WIB');
      expect(screen.getByTestId('last-close-value').textContent).toBe('9.100');
      expect(within(screen.getByTestId('last-close')).getByText('Last price')).toBeTruthy();
    },
  );

  it('leaves the chart alone on a batch for another stock', async () => {
    const api = serve();
    renderApp('/technical-analysis?symbol=BBCA&tf=5M', MEMBER);
    await screen.findByTestId('price-chart');
    await api.live.stream();

    api.publish(DATE, [quote('TLKM', 101_503, 3_000)]);
    await settle();

    expect(api.requests('/api/market/candles')).toBe(1);
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.getByTestId('price-chart').dataset.lastClose).toBe('9050');
  });

  it('refreshes the live day’s footprint in place', async () => {
    const api = serve();
    renderApp('/technical-analysis?symbol=BBCA&tf=5M&style=footprint', MEMBER);

    const footprint = await screen.findByTestId('footprint');
    expect(footprint.dataset.lastClose).toBe('9050');
    await api.live.stream();
    expect(api.requests('/api/market/footprint')).toBe(1);

    api.price.last = 9_125;
    api.publish(DATE, [quote('BBCA', 140_001, 9_125)]);

    await waitFor(() => expect(screen.getByTestId('footprint').dataset.lastClose).toBe('9125'));
    expect(api.requests('/api/market/footprint')).toBe(2);
    expect(screen.getByTestId('footprint')).toBe(footprint);
    expect(footprint.dataset.resetKey).toBe(`BBCA|${DATE}|5M`);
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 14:00:01 WIB');
    await waitFor(() => expect(screen.getByTestId('last-close-value').textContent).toBe('9.125'));
  });

  it('never shows a CSV file as live', async () => {
    const api = serve();
    renderApp('/technical-analysis?symbol=BBCA&tf=1D', MEMBER);
    await screen.findByTestId('price-chart');
    await api.live.stream();
    api.publish(DATE, [quote('BBCA', 101_503, 9_050)]);
    expect(await screen.findByText('LIVE')).toBeTruthy();

    const file = new File(['date,close\n2026-11-19,100\n2026-11-20,101\n'], 'mine.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), file);

    await waitFor(() => expect(screen.getByTestId('price-chart').dataset.lastClose).toBe('101'));
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.queryByTestId('live-detail')).toBeNull();
    expect(api.live.streams).toHaveLength(1);
  });
});
