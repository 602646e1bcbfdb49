import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBrokerFlowLine, TGetBrokerFlowData } from '@pantau/contracts';
import type { ChartSeries } from '@/ui/charts/time-series-chart';
import { json } from '@/test/json-response';
import { MEMBER, renderApp } from '@/test/render-app';

// happy-dom has no canvas for lightweight-charts to draw on: a stand-in shows what the chart is given.
vi.mock('@/ui/charts/time-series-chart', () => ({
  TimeSeriesChart: ({ series }: { series: ChartSeries[] }) => (
    <div
      data-testid="time-series"
      data-series={series.map((spec) => spec.id).join(',')}
      data-last={series.map((spec) => (spec.data.at(-1) as { value: number }).value).join(',')}
    />
  ),
}));

const DATE = '2026-11-20';
const NETS = {
  YP: {
    name: 'Mirae Asset Sekuritas Indonesia',
    category: 'Lokal',
    colour: 'Biru',
    value: [1e9, 2e9, 2.5e9],
    lot: [300, 600, 750],
  },
  AK: {
    name: 'UBS Sekuritas Indonesia',
    category: 'Asing',
    colour: 'Merah',
    value: [0, 4e8, 6e8],
    lot: [0, 100, 150],
  },
  CC: {
    name: 'Mandiri Sekuritas',
    category: 'BUMN',
    colour: 'Gold',
    value: [-5e8, -2e9, -3.1e9],
    lot: [-150, -600, -920],
  },
  MG: {
    name: 'Semesta Indovest Sekuritas',
    category: 'Lokal',
    colour: 'Orange',
    value: [0, 0, 0],
    lot: [0, 0, 0],
  },
} as const;
type Code = keyof typeof NETS;

const line = (code: Code): TBrokerFlowLine => ({
  code,
  name: NETS[code].name,
  category: NETS[code].category,
  colour: NETS[code].colour,
  netValue: [...NETS[code].value],
  netLot: [...NETS[code].lot],
});

/** The day as the server would build it: lines for the asked brokers, else for the preselected. */
function flowOf(brokers: string | null, date: string | null): TGetBrokerFlowData {
  const preselected: Code[] = ['YP', 'AK', 'CC'];
  const codes = (brokers?.split(',') as Code[] | undefined) ?? preselected;
  return {
    asOf: DATE,
    symbol: 'BBCA',
    date: date ?? DATE,
    minutes: [540, 541, 600],
    prices: [9_000, 9_025, 9_050],
    brokers: (Object.keys(NETS) as Code[]).map((code) => {
      const { value, lot, ...identity } = NETS[code];
      return { code, ...identity, netValue: value.at(-1)!, netLot: lot.at(-1)! };
    }),
    preselected,
    lines: codes.map(line),
  };
}

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/broker-flow') {
      const data = flowOf(url.searchParams.get('brokers'), url.searchParams.get('date'));
      return json(200, { ok: true, data });
    }
    if (url.pathname === '/api/market/trade-dates')
      return json(200, { ok: true, data: { asOf: DATE, symbol: 'BBCA', dates: [DATE, '2026-11-19'] } });
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/market/broker-flow')
      .map((url) => url.search);
}

const legend = () =>
  within(screen.getByRole('list', { name: 'Chart legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const chips = () =>
  within(screen.getByRole('list', { name: 'Selected brokers' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-broker'));

afterEach(() => vi.unstubAllGlobals());

describe('BrokerFlowPage', () => {
  it('charts the day’s top buyers and sellers over the price, with their end-of-day nets in value or lots', async () => {
    const asked = serve();
    const { router } = renderApp('/broker-activity/flow', MEMBER);

    expect(await screen.findByRole('heading', { level: 1, name: 'Broker Flow' })).toBeTruthy();
    const chart = await screen.findByTestId('time-series');
    expect(chart.dataset.series).toBe('price,broker-YP,broker-AK,broker-CC');
    expect(chart.dataset.last).toBe('9050,2500000000,600000000,-3100000000');
    expect(chips()).toEqual(['YP', 'AK', 'CC']);
    expect(legend()).toEqual([
      'YPLokal+2,50 B',
      'AKAsing+600,00 M',
      'CCBUMN-3,10 B',
      'at the end of the day',
    ]);
    expect((screen.getByLabelText('Date') as HTMLSelectElement).value).toBe(DATE);
    expect(asked()).toEqual(['?symbol=BBCA']);

    await userEvent.click(screen.getByRole('button', { name: 'Volume' }));
    await waitFor(() => expect(legend()[0]).toBe('YPLokal+750 lot'));
    expect(screen.getByTestId('time-series').dataset.last).toBe('9050,750,150,-920');
    expect(router.state.location.search).toBe('?measure=volume');
  });

  it('adds any broker active that day, removes one, and goes back to the day’s leaders', async () => {
    const asked = serve();
    const { router } = renderApp('/broker-activity/flow?symbol=BBCA&date=2026-11-19', MEMBER);
    await screen.findByTestId('time-series');

    const add = screen.getByLabelText('Add broker') as HTMLSelectElement;
    expect(Array.from(add.options, (option) => option.value)).toEqual(['', 'MG']);
    await userEvent.selectOptions(add, 'MG');
    await waitFor(() => expect(chips()).toEqual(['YP', 'AK', 'CC', 'MG']));
    await waitFor(() =>
      expect(screen.getByTestId('time-series').dataset.series).toBe(
        'price,broker-YP,broker-AK,broker-CC,broker-MG',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove AK' }));
    await waitFor(() => expect(chips()).toEqual(['YP', 'CC', 'MG']));
    expect(new URLSearchParams(router.state.location.search).get('brokers')).toBe('YP,CC,MG');

    await userEvent.click(screen.getByRole('button', { name: 'Top 5 buyers & sellers' }));
    await waitFor(() => expect(chips()).toEqual(['YP', 'AK', 'CC']));
    expect(asked()).toEqual([
      '?symbol=BBCA&date=2026-11-19',
      '?symbol=BBCA&date=2026-11-19&brokers=YP%2CAK%2CCC%2CMG',
      '?symbol=BBCA&date=2026-11-19&brokers=YP%2CCC%2CMG',
    ]);
  });

  it('says plainly when the day has no trade records', async () => {
    const message = 'No trade records for BBCA on 2 Jun 2026. Trade records for BBCA are stored for …';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/api/market/broker-flow'
          ? json(404, { ok: false, error: { code: 'NO_TRADE_RECORDS', message, field: 'date' } })
          : json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } }),
      ),
    );
    renderApp('/broker-activity/flow?date=2026-06-02', MEMBER);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByTestId('time-series')).toBeNull();
  });
});
