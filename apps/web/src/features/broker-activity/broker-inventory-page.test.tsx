import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGetInventoryData, TLiveQuote } from '@pantau/contracts';
import type { ChartSeries } from '@/ui/charts/time-series-chart';
import { deliver, fakeLiveStreams } from '@/test/fake-live-stream';
import { json } from '@/test/json-response';
import { MEMBER, renderApp } from '@/test/render-app';

// happy-dom has no canvas for lightweight-charts to draw on: a stand-in shows what the chart is given.
vi.mock('@/ui/charts/time-series-chart', () => ({
  TimeSeriesChart: ({ series, resetKey }: { series: ChartSeries[]; resetKey?: string }) => {
    const last = (spec: ChartSeries) => spec.data.at(-1) as { time: string; close?: number; value?: number };
    return (
      <div
        data-testid="time-series"
        data-reset-key={resetKey}
        data-last-day={series.map((spec) => last(spec).time).join(',')}
        data-last={series.map((spec) => last(spec).close ?? last(spec).value).join(',')}
      />
    );
  },
}));

const YESTERDAY = '2026-11-19';
const TODAY = '2026-11-20';

const quote = (symbol: string, time: number): TLiveQuote => ({
  symbol,
  last: 9_100,
  time,
  previousClose: 9_000,
  change: 100,
  changePercent: 1.11,
  volume: 1_000_000,
  value: 9_000_000_000,
  frequency: 500,
});

/**
 * The window as the server builds it from the stored days: a candle and a point per trade date in
 * it, LG's last point at `market.lgNet`. The stream passes a batch on only with the stocks a
 * screen subscribed to, as the server does.
 */
function serve(market: { tradeDates: string[]; lgNet: number }) {
  const live = fakeLiveStreams();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
    if (url.pathname === '/api/market/trade-dates')
      return json(200, { ok: true, data: { asOf: TODAY, symbol: 'BBCA', dates: market.tradeDates } });
    if (url.pathname === '/api/market/inventory') {
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const dates = market.tradeDates.filter((date) => from <= date && date <= to).reverse();
      const data: TGetInventoryData = {
        asOf: TODAY,
        symbol: 'BBCA',
        from,
        to,
        board: 'RG',
        lastClose: 9_100,
        candles: dates.map((date) => ({
          date,
          open: 9_000,
          high: 9_100,
          low: 9_000,
          close: 9_100,
          volume: 1e6,
        })),
        dates,
        brokers: ['LG', 'MG', 'BR'].map((broker) => ({
          broker,
          name: `${broker} Sekuritas`,
          category: 'Lokal',
          colour: 'Biru',
          points: dates.map((date, index) => ({
            date,
            netLot: 0,
            cumulativeNetLot: broker === 'LG' && index === dates.length - 1 ? market.lgNet : 0,
            avgBuyPrice: null,
          })),
          holding: { netLot: 0, avgCost: null, unrealisedGain: null },
        })),
        bigFive: [],
      };
      return json(200, { ok: true, data });
    }
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  const requests = (pathname: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === pathname)
      .map((url) => url.search);
  const publish = (date: string, quotes: TLiveQuote[]) => deliver(live.streams.at(-1)!, date, quotes);
  return { live, requests, publish };
}

/** Long enough for a batch to be read and any refresh it causes to be asked for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => vi.unstubAllGlobals());

describe('BrokerInventoryPage during a live session', () => {
  it('moves the last point of the default window while its last day trades, with a LIVE badge', async () => {
    const market = { tradeDates: [TODAY, YESTERDAY], lgNet: 500 };
    const api = serve(market);
    renderApp('/broker-activity/inventory?symbol=BBCA', MEMBER);

    const chart = await screen.findByTestId('time-series');
    expect(chart.dataset.last).toBe('9100,500,0,0');
    expect(screen.getByText(/Data as of close/)).toBeTruthy();
    const stream = await api.live.stream();
    expect(stream.url.searchParams.get('symbols')).toBe('BBCA');
    expect(api.requests('/api/market/inventory')).toHaveLength(1);

    market.lgNet = 750;
    api.publish(TODAY, [quote('BBCA', 93_012)]);

    await waitFor(() => expect(screen.getByTestId('time-series').dataset.last).toBe('9100,750,0,0'));
    expect(api.requests('/api/market/inventory')).toHaveLength(2);
    expect(screen.getByTestId('time-series')).toBe(chart);
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:30:12 WIB');
    expect(screen.queryByText(/Data as of close/)).toBeNull();
  });

  it('extends the default window to a new live day', async () => {
    const market = { tradeDates: [YESTERDAY], lgNet: 500 };
    const api = serve(market);
    renderApp('/broker-activity/inventory?symbol=BBCA', MEMBER);
    expect((await screen.findByTestId('time-series')).dataset.lastDay).toBe(
      [YESTERDAY, YESTERDAY, YESTERDAY, YESTERDAY].join(','),
    );
    await api.live.stream();

    market.tradeDates = [TODAY, YESTERDAY];
    api.publish(TODAY, [quote('BBCA', 90_001)]);

    await waitFor(() =>
      expect(screen.getByTestId('time-series').dataset.lastDay).toBe([TODAY, TODAY, TODAY, TODAY].join(',')),
    );
    expect(api.requests('/api/market/inventory').at(-1)).toContain(`to=${TODAY}`);
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:00:01 WIB');
  });

  it('refetches nothing when the window ends before the live day', async () => {
    const api = serve({ tradeDates: [TODAY, YESTERDAY], lgNet: 500 });
    renderApp(`/broker-activity/inventory?symbol=BBCA&from=2026-10-19&to=${YESTERDAY}`, MEMBER);
    await screen.findByTestId('time-series');
    await api.live.stream();

    api.publish(TODAY, [quote('BBCA', 93_012)]);
    await settle();

    expect(api.requests('/api/market/inventory')).toEqual([
      `?symbol=BBCA&from=2026-10-19&to=${YESTERDAY}&board=RG&brokers=LG%2CMG%2CBR`,
    ]);
    expect(api.requests('/api/market/trade-dates')).toHaveLength(1);
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.getByText(/Data as of close/)).toBeTruthy();
  });

  it('leaves the chart alone on a batch for another stock', async () => {
    const api = serve({ tradeDates: [TODAY, YESTERDAY], lgNet: 500 });
    renderApp('/broker-activity/inventory?symbol=BBCA', MEMBER);
    await screen.findByTestId('time-series');
    await api.live.stream();

    api.publish(TODAY, [quote('TLKM', 93_012)]);
    await settle();

    expect(api.requests('/api/market/inventory')).toHaveLength(1);
    expect(screen.queryByText('LIVE')).toBeNull();
  });
});
