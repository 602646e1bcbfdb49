import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  metricKey,
  SCREEN_METRIC_BY_ID,
  type TLiveQuote,
  type TMetricRef,
  type TMetricValue,
  type TMetricValuesRequest,
} from '@pantau/contracts';
import { fakeLiveStreams } from '@/test/fake-live-stream';
import { dashboardQuote } from './test-quotes';
import { json } from '@/test/json-response';
import { WatchlistCard } from './watchlist-card';
import { LIVE_VALUES_REFRESH_MS } from './watchlist-columns';

const DATE = '2026-11-20';

const stock = (symbol: string, name: string, price: number, percent1d: number) => ({
  symbol,
  name,
  price,
  percent1d,
});
const STOCKS = [
  stock('BBCA', 'Bank Central Asia Tbk', 5700, 0.44),
  stock('BBRI', 'Bank Rakyat Indonesia (Persero) Tbk', 4560, -0.22),
  stock('BMRI', 'Bank Mandiri (Persero) Tbk', 4310, 2.13),
  stock('TLKM', 'Telkom Indonesia (Persero) Tbk', 2950, 1.5),
];

type Values = Record<string, Record<string, TMetricValue>>;
const SUBSCRIPTION_REQUIRED = { code: 'SUBSCRIPTION_REQUIRED', message: 'An active plan is required' };

/**
 * A fake API: the stock list, a watchlist that PUT/DELETE change unless `refuse` is set, the
 * member's watchlist columns (`columns`; a PUT stores them unless `refuseColumns`); writes wait for
 * `gate`. Each metric's
 * value per stock (`values`, null when not given; `valuesError` answers 403 instead) and the live
 * streams the card opens (`live`).
 */
function serve({
  refuse = false,
  gate = Promise.resolve(),
  columns = [] as TMetricRef[],
  refuseColumns = false,
  values = {} as Values,
  valuesError = false,
} = {}) {
  let favourites = ['BBRI', 'BBCA', 'BMRI'];
  let storedColumns = columns;
  const live = fakeLiveStreams();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
    if (url.pathname === '/api/me/watchlist-columns') {
      if (init?.method === 'PUT') {
        await gate;
        if (refuseColumns)
          return json(400, { ok: false, error: { code: 'VALIDATION_ERROR', message: 'At most 8 columns' } });
        storedColumns = (JSON.parse(String(init.body)) as { columns: TMetricRef[] }).columns;
      }
      return json(200, { ok: true, data: { columns: storedColumns } });
    }
    if (url.pathname === '/api/screens/values') {
      if (valuesError) return json(403, { ok: false, error: SUBSCRIPTION_REQUIRED });
      const request = JSON.parse(String(init?.body)) as TMetricValuesRequest;
      const keys = request.metrics.map((metric) => metricKey(metric as TMetricRef));
      const rows = request.symbols.map((symbol) => ({
        symbol,
        name: symbol,
        sector: 'Finance',
        values: Object.fromEntries(keys.map((key) => [key, values[symbol]?.[key] ?? null])),
      }));
      return json(200, { ok: true, data: { asOf: DATE, live: false, columns: keys, rows } });
    }
    if (url.pathname === '/api/market/screener')
      return json(200, { ok: true, data: { asOf: DATE, rows: STOCKS } });
    if (url.pathname === '/api/me/watchlist')
      return json(200, { ok: true, data: { symbols: favourites, isDefault: false } });
    const symbol = url.pathname.split('/').at(-1) as string;
    await gate;
    if (refuse)
      return json(400, { ok: false, error: { code: 'UNKNOWN_TICKER', message: 'No tickers found' } });
    favourites =
      init?.method === 'PUT' ? [...favourites, symbol] : favourites.filter((code) => code !== symbol);
    return json(200, { ok: true, data: { symbols: favourites, isDefault: false } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsOf = (pathname: string) =>
    fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), 'http://localhost').pathname === pathname,
    );
  const fetchesOf = (pathname: string) => callsOf(pathname).length;
  const bodiesOf = (pathname: string, method: string) =>
    callsOf(pathname)
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return Object.assign(fetchMock, { live, fetchesOf, bodiesOf });
}

const quote = (symbol: string, fields: Partial<TLiveQuote>) => dashboardQuote({ symbol, ...fields });

function renderCard(onSelect = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <WatchlistCard symbol="BBRI" onSelect={onSelect} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return onSelect;
}

const rowOf = (symbol: string) =>
  within(screen.getByRole('list', { name: 'Watchlist stocks' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('data-symbol') === symbol) as HTMLElement;
const figuresOf = (symbol: string) =>
  Array.from(rowOf(symbol).querySelectorAll('.tabular-nums > span'), (span) => span.textContent);

const tableRowOf = (symbol: string) =>
  within(screen.getByRole('table', { name: 'Watchlist stocks' }))
    .getAllByRole('row')
    .find((row) => row.getAttribute('data-symbol') === symbol) as HTMLElement;
const cellsOf = (symbol: string) =>
  Array.from(tableRowOf(symbol).querySelectorAll('td'), (cell) => cell.textContent);
const headers = () =>
  within(screen.getByRole('table', { name: 'Watchlist stocks' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const openColumns = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Choose watchlist columns' }));
  return screen.findByRole('dialog', { name: 'Watchlist columns' });
};

const shownSymbols = () =>
  within(screen.getByRole('list', { name: 'Watchlist stocks' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-symbol'));

afterEach(() => vi.unstubAllGlobals());

describe('WatchlistCard', () => {
  it('shows favourites in the stored order, filters by search, and selects a clicked stock', async () => {
    serve();
    const onSelect = renderCard();
    await waitFor(() => expect(shownSymbols()).toEqual(['BBRI', 'BBCA', 'BMRI']));
    expect(screen.getByText('-0,22%')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.type(screen.getByLabelText('Search watchlist'), 'persero');
    expect(shownSymbols()).toEqual(['BBRI', 'BMRI', 'TLKM']);
    await userEvent.click(screen.getByText('Telkom Indonesia (Persero) Tbk'));
    expect(onSelect).toHaveBeenCalledWith('TLKM');

    await userEvent.clear(screen.getByLabelText('Search watchlist'));
    await userEvent.type(screen.getByLabelText('Search watchlist'), 'zzz');
    expect(screen.getByText('No stocks found')).toBeTruthy();
  });

  it('stars a stock and sends PUT for it; unstarring sends DELETE', async () => {
    const fetchMock = serve();
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Star TLKM' }));
    expect(screen.getByRole('button', { name: 'Unstar TLKM' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Unstar BBCA' }));

    const writes = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE')
      .map(([input, init]) => `${init?.method} ${new URL(String(input), 'http://localhost').pathname}`);
    expect(writes).toEqual(['PUT /api/me/watchlist/TLKM', 'DELETE /api/me/watchlist/BBCA']);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(shownSymbols()).toEqual(['BBRI', 'BMRI', 'TLKM']));
  });

  it('shows the star at once and puts it back when the server refuses it', async () => {
    let release = () => {};
    serve({ refuse: true, gate: new Promise<void>((resolve) => (release = resolve)) });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Star TLKM' }));
    expect(screen.getByRole('button', { name: 'Unstar TLKM' }).getAttribute('aria-pressed')).toBe('true');
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Star TLKM' }).getAttribute('aria-pressed')).toBe('false'),
    );
  });

  it('follows the favourites on one live stream and shows each quote of the day in place', async () => {
    const server = serve();
    renderCard();
    await waitFor(() => expect(shownSymbols()).toEqual(['BBRI', 'BBCA', 'BMRI']));
    const stream = await server.live.stream();
    expect(stream.url.searchParams.get('symbols')).toBe('BBCA,BBRI,BMRI');
    expect(stream.url.searchParams.get('topics')).toBe('quotes');
    const listFetches = server.fetchesOf('/api/market/screener');
    const watchlistFetches = server.fetchesOf('/api/me/watchlist');
    expect(screen.queryByText('LIVE')).toBeNull();

    stream.send({
      date: DATE,
      quotes: [quote('BBCA', { last: 5_750, time: 91_502, change: 75, changePercent: 1.32 })],
    });
    await waitFor(() => expect(figuresOf('BBCA')).toEqual(['5.750', '+1,32%']));
    expect(rowOf('BBCA').querySelector('.text-up')).toBeTruthy();
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:15:02 WIB');

    stream.send({
      date: DATE,
      quotes: [quote('BBRI', { last: 4_500, time: 91_430, change: -70, changePercent: -1.53 })],
    });
    stream.send({
      date: DATE,
      quotes: [quote('BBCA', { last: 5_650, time: 91_610, change: -25, changePercent: -0.44 })],
    });
    await waitFor(() => expect(figuresOf('BBCA')).toEqual(['5.650', '-0,44%']));
    expect(rowOf('BBCA').querySelector('.text-down')).toBeTruthy();
    expect(figuresOf('BBRI')).toEqual(['4.500', '-1,53%']);
    expect(figuresOf('BMRI')).toEqual(['4.310', '+2,13%']);
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:16:10 WIB');
    expect(shownSymbols()).toEqual(['BBRI', 'BBCA', 'BMRI']);

    expect(server.fetchesOf('/api/market/screener')).toBe(listFetches);
    expect(server.fetchesOf('/api/me/watchlist')).toBe(watchlistFetches);
    expect(server.live.streams).toHaveLength(1);
  });

  it('takes a live day after the list’s as-of as the new today', async () => {
    const server = serve();
    renderCard();
    const stream = await server.live.stream();
    await waitFor(() => expect(shownSymbols()).toEqual(['BBRI', 'BBCA', 'BMRI']));

    stream.send({
      date: '2026-11-23',
      quotes: [quote('BMRI', { last: 4_400, time: 90_105, change: 90, changePercent: 2.09 })],
    });
    await waitFor(() => expect(figuresOf('BMRI')).toEqual(['4.400', '+2,09%']));
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:01:05 WIB');
  });

  it('changes nothing for a stock outside the list or a day older than the one shown', async () => {
    const server = serve();
    renderCard();
    const stream = await server.live.stream();
    await waitFor(() => expect(shownSymbols()).toEqual(['BBRI', 'BBCA', 'BMRI']));
    const before = ['BBRI', 'BBCA', 'BMRI'].map(figuresOf);

    stream.send({ date: DATE, quotes: [quote('TLKM', { last: 3_000, time: 91_000, changePercent: 1.69 })] });
    stream.send({
      date: '2026-11-19',
      quotes: [quote('BBCA', { last: 5_000, time: 93_000, changePercent: -9 })],
    });
    // A later batch the card does show: once it is in, the two before it have been read too.
    stream.send({ date: DATE, quotes: [quote('BMRI', { last: 4_310, time: 90_500, changePercent: 2.13 })] });
    await waitFor(() => expect(screen.getByText('LIVE')).toBeTruthy());

    expect(['BBRI', 'BBCA', 'BMRI'].map(figuresOf)).toEqual(before);
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:05:00 WIB');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(figuresOf('TLKM')).toEqual(['2.950', '+1,50%']);
  });

  it('shows no live badge when only an older day comes', async () => {
    const server = serve();
    renderCard();
    const stream = await server.live.stream();
    await waitFor(() => expect(shownSymbols()).toEqual(['BBRI', 'BBCA', 'BMRI']));
    stream.send({
      date: '2026-11-19',
      quotes: [quote('BBCA', { last: 5_000, time: 93_000, changePercent: -9 })],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(figuresOf('BBCA')).toEqual(['5.700', '+0,44%']);
  });

  it('shows the card as before and asks for no values while no columns are chosen', async () => {
    const server = serve();
    renderCard();
    await waitFor(() => expect(shownSymbols()).toEqual(['BBRI', 'BBCA', 'BMRI']));
    await screen.findByRole('button', { name: 'Choose watchlist columns' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(figuresOf('BBRI')).toEqual(['4.560', '-0,22%']);
    expect(server.fetchesOf('/api/screens/values')).toBe(0);
  });

  it('saves the two metrics chosen and shows their columns at once', async () => {
    let release = () => {};
    const server = serve({ gate: new Promise<void>((resolve) => (release = resolve)) });
    renderCard();
    const dialog = await openColumns();
    const bandar = within(dialog).getByRole('checkbox', { name: 'Bandar value' });
    expect(bandar.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(bandar.getAttribute('aria-describedby') as string)?.textContent).toBe(
      SCREEN_METRIC_BY_ID.get('bandarValue')?.description,
    );
    await userEvent.click(bandar);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Top 5 Acc' }));
    expect(within(dialog).getByText('2 of 8 chosen')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(headers()).toEqual(['Stock', 'Price', 'Top 5 Acc', 'Bandar value']));
    expect(server.bodiesOf('/api/me/watchlist-columns', 'PUT')).toEqual([
      { columns: [{ id: 'accTop5' }, { id: 'bandarValue' }] },
    ]);
    release();
    await waitFor(() => expect(server.fetchesOf('/api/screens/values')).toBeGreaterThan(0));
    expect(server.bodiesOf('/api/screens/values', 'POST').at(-1)).toEqual({
      symbols: ['BBCA', 'BBRI', 'BMRI'],
      metrics: [{ id: 'accTop5' }, { id: 'bandarValue' }],
    });
    expect(headers()).toEqual(['Stock', 'Price', 'Top 5 Acc', 'Bandar value']);
  });

  it('puts the columns back when the server refuses them', async () => {
    let release = () => {};
    serve({
      columns: [{ id: 'close' }],
      refuseColumns: true,
      gate: new Promise<void>((resolve) => (release = resolve)),
    });
    renderCard();
    await waitFor(() => expect(headers()).toEqual(['Stock', 'Price', 'Close']));
    const dialog = await openColumns();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'RSI 14' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(headers()).toEqual(['Stock', 'Price', 'Close', 'RSI 14']));
    release();
    await waitFor(() => expect(headers()).toEqual(['Stock', 'Price', 'Close']));
  });

  it('asks for the values again after live quotes, at most once per interval', async () => {
    // Only the clock is faked: the wait before a refresh is counted from the last answer.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date(`${DATE}T02:00:00Z`).getTime();
    vi.setSystemTime(start);
    try {
      const server = serve({ columns: [{ id: 'close' }] });
      renderCard();
      const stream = await server.live.stream();
      await waitFor(() => expect(server.fetchesOf('/api/screens/values')).toBe(1));

      vi.setSystemTime(start + LIVE_VALUES_REFRESH_MS);
      stream.send({
        date: DATE,
        quotes: [quote('BBCA', { last: 5_750, time: 91_502, changePercent: 1.32 })],
      });
      await waitFor(() => expect(server.fetchesOf('/api/screens/values')).toBe(2));
      await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));

      stream.send({
        date: DATE,
        quotes: [quote('BBRI', { last: 4_500, time: 91_503, changePercent: -1.3 })],
      });
      await waitFor(() => expect(cellsOf('BBRI')[0]).toBe('4.500-1,30%'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.fetchesOf('/api/screens/values')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the favourites’ values from the values endpoint, formatted, beside each stock', async () => {
    const server = serve({
      columns: [{ id: 'bandarValue' }, { id: 'accTop5' }, { id: 'change5d' }],
      values: {
        BBCA: { bandarValue: 1_250_000_000, accTop5: 'Big Acc', change5d: -1.5 },
        BBRI: { bandarValue: -350_000_000, accTop5: 'Small Dist', change5d: 2.25 },
      },
    });
    renderCard();
    await waitFor(() => expect(cellsOf('BBCA').slice(1)).toEqual(['Rp1,25 B', 'Big Acc', '-1,50%']));
    expect(cellsOf('BBRI').slice(1)).toEqual(['-Rp350,00 M', 'Small Dist', '+2,25%']);
    expect(cellsOf('BMRI').slice(1)).toEqual(['–', '–', '–']);
    expect(cellsOf('BBCA')[0]).toBe('5.700+0,44%');

    // Only the percent change takes the card's up/down colours, beside its sign.
    const [bandarCell, , changeCell] = Array.from(tableRowOf('BBCA').querySelectorAll('td')).slice(1);
    expect(changeCell?.className).toContain('text-down');
    expect(bandarCell?.className).not.toMatch(/text-(up|down)/);

    const bandarHeader = screen.getByRole('columnheader', { name: 'Bandar value' });
    expect(bandarHeader.getAttribute('title')).toBe(SCREEN_METRIC_BY_ID.get('bandarValue')?.description);
    expect(server.bodiesOf('/api/screens/values', 'POST')).toEqual([
      {
        symbols: ['BBCA', 'BBRI', 'BMRI'],
        metrics: [{ id: 'bandarValue' }, { id: 'accTop5' }, { id: 'change5d' }],
      },
    ]);

    // A stock outside the favourites has no values to show.
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(cellsOf('TLKM').slice(1)).toEqual(['', '', '']);
  });

  it('keeps the stocks and offers the upgrade when the values need a plan', async () => {
    serve({ columns: [{ id: 'close' }], valuesError: true });
    renderCard();
    expect(await screen.findByText('Upgrade to continue')).toBeTruthy();
    expect(tableRowOf('BBRI')).toBeTruthy();
  });

  it('lets at most 8 columns be chosen', async () => {
    serve();
    renderCard();
    const dialog = await openColumns();
    const boxes = within(dialog).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 8)) await userEvent.click(box);

    expect(within(dialog).getByText('At most 8 columns')).toBeTruthy();
    expect((boxes[8] as HTMLInputElement).disabled).toBe(true);
    expect(boxes.slice(0, 8).every((box) => !(box as HTMLInputElement).disabled)).toBe(true);

    await userEvent.click(boxes[0] as HTMLElement);
    expect((boxes[8] as HTMLInputElement).disabled).toBe(false);
    expect(within(dialog).queryByText('At most 8 columns')).toBeNull();
  });

  it('keeps the stored columns when the dialog is cancelled', async () => {
    const server = serve({ columns: [{ id: 'close' }] });
    renderCard();
    const dialog = await openColumns();
    expect((within(dialog).getByRole('checkbox', { name: 'Close' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'RSI 14' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.bodiesOf('/api/me/watchlist-columns', 'PUT')).toEqual([]);
    expect(headers()).toEqual(['Stock', 'Price', 'Close']);
  });
});
