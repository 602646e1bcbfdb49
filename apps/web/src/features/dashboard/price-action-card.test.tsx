import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChartCandle, TGetCandlesData } from '@pantau/contracts';
import type { ChartSeries } from '@/ui/charts/time-series-chart';
import { deliver, fakeLiveStreams } from '@/test/fake-live-stream';
import { dashboardQuote } from './test-quotes';
import { json } from '@/test/json-response';
import { PriceActionCard } from './price-action-card';

// happy-dom has no canvas for lightweight-charts to draw on: a stand-in shows the last candle's close.
vi.mock('@/ui/charts/time-series-chart', () => ({
  TimeSeriesChart: ({ series }: { series: ChartSeries[] }) => {
    const last = series[0]?.data.at(-1) as { time: string; close: number } | undefined;
    return <div data-testid="time-series" data-last={last ? `${last.time} ${last.close}` : ''} />;
  },
}));

const DATE = '2026-11-20';

const candle = (time: string, close: number): TChartCandle => ({
  time,
  open: 5_650,
  high: Math.max(5_700, close),
  low: 5_625,
  close,
  volume: 1_000_000,
});

function candlesOf(candles: TChartCandle[]): TGetCandlesData {
  const last = candles.at(-1)!;
  const previous = candles.at(-2)!;
  const change = last.close - previous.close;
  return {
    asOf: last.time as string,
    symbol: 'BBCA',
    kind: 'stock',
    timeframe: '1D',
    requestedTimeframe: '1D',
    allowedTimeframes: ['1D'],
    from: candles[0]!.time as string,
    to: last.time as string,
    volumeUnit: 'shares',
    candles,
    adjust: 'adjusted',
    markers: [],
    lastClose: last.close,
    change,
    changePercent: Math.round((change / previous.close) * 10_000) / 100,
  };
}

/** The candles answer is `candles` as it stands when asked: a test moves its last bar. */
function serve() {
  const live = fakeLiveStreams();
  const state = { candles: [candle('2026-11-19', 5_675), candle(DATE, 5_700)] };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
    if (url.pathname === '/api/market/candles')
      return json(200, { ok: true, data: candlesOf(state.candles) });
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const candleFetches = () =>
    fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/market/candles',
    ).length;
  return { live, state, candleFetches };
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PriceActionCard symbol="BBCA" />
    </QueryClientProvider>,
  );
}

const figures = () => screen.getByTestId('price-action-last').textContent;
const lastBar = () => screen.getByTestId('time-series').dataset.last;

afterEach(() => vi.unstubAllGlobals());

describe('PriceActionCard', () => {
  it('moves the last price at once on a quote of the day and the last bar after a throttled refetch', async () => {
    const server = serve();
    renderCard();
    await waitFor(() => expect(lastBar()).toBe(`${DATE} 5700`));
    expect(figures()).toBe('5.700+25 (+0,44%)');
    expect(screen.getByText(/Data as of close/)).toBeTruthy();
    const stream = await server.live.stream();
    expect(stream.url.searchParams.get('symbols')).toBe('BBCA');
    expect(stream.url.searchParams.get('topics')).toBe('done-summary,quotes');

    server.state.candles = [candle('2026-11-19', 5_675), candle(DATE, 5_775)];
    for (const [last, time] of [
      [5_750, 91_500],
      [5_760, 91_501],
      [5_770, 91_502],
      [5_775, 91_503],
    ] as const) {
      deliver(stream, DATE, [dashboardQuote({ last, time, change: last - 5_675 })]);
    }
    await waitFor(() => expect(figures()).toMatch(/^5\.775\+100/));
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:15:03 WIB');
    expect(screen.queryByText(/Data as of close/)).toBeNull();
    await waitFor(() => expect(lastBar()).toBe(`${DATE} 5775`));
    // Four batches, one refetch now and at most one more two seconds on: never one per batch.
    expect(server.candleFetches()).toBeLessThanOrEqual(3);
    expect(server.live.streams).toHaveLength(1);
  });

  it('takes a quote of a day after the candles as the new today', async () => {
    const server = serve();
    renderCard();
    await waitFor(() => expect(lastBar()).toBe(`${DATE} 5700`));
    const stream = await server.live.stream();

    server.state.candles = [...server.state.candles, candle('2026-11-23', 5_725)];
    deliver(stream, '2026-11-23', [dashboardQuote({ last: 5_725, time: 90_015, change: 25 })]);
    await waitFor(() => expect(figures()).toMatch(/^5\.725\+25/));
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:00:15 WIB');
    await waitFor(() => expect(lastBar()).toBe('2026-11-23 5725'));
  });

  it('changes nothing and asks for nothing on a quote of an older day', async () => {
    const server = serve();
    renderCard();
    await waitFor(() => expect(lastBar()).toBe(`${DATE} 5700`));
    const stream = await server.live.stream();
    const fetches = server.candleFetches();

    deliver(stream, '2026-11-19', [dashboardQuote({ last: 5_000, time: 93_000, change: -675 })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(figures()).toBe('5.700+25 (+0,44%)');
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(server.candleFetches()).toBe(fetches);
  });
});
