import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLiveQuote } from '@pantau/contracts';
import { fakeLiveStreams } from '@/test/fake-live-stream';
import { dashboardQuote } from './test-quotes';
import { json } from '@/test/json-response';
import { WatchlistCard } from './watchlist-card';

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

/**
 * A fake API: the stock list, a watchlist that PUT/DELETE change unless `refuse` is set, and the
 * live streams the card opens (`live`).
 */
function serve({ refuse = false, gate = Promise.resolve() } = {}) {
  let favourites = ['BBRI', 'BBCA', 'BMRI'];
  const live = fakeLiveStreams();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
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
  const fetchesOf = (pathname: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname)
      .length;
  return Object.assign(fetchMock, { live, fetchesOf });
}

const quote = (symbol: string, fields: Partial<TLiveQuote>) => dashboardQuote({ symbol, ...fields });

function renderCard(onSelect = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WatchlistCard symbol="BBRI" onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return onSelect;
}

const rowOf = (symbol: string) =>
  within(screen.getByRole('list', { name: 'Watchlist stocks' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('data-symbol') === symbol) as HTMLElement;
const figuresOf = (symbol: string) =>
  Array.from(rowOf(symbol).querySelectorAll('.tabular-nums > span'), (span) => span.textContent);

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
});
