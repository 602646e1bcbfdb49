import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WatchlistCard } from './watchlist-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

/** A fake API: the stock list, and a watchlist that PUT/DELETE change unless `refuse` is set. */
function serve({ refuse = false, gate = Promise.resolve() } = {}) {
  let favourites = ['BBRI', 'BBCA', 'BMRI'];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/screener')
      return json(200, { ok: true, data: { asOf: '2026-11-20', rows: STOCKS } });
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
  return fetchMock;
}

function renderCard(onSelect = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WatchlistCard symbol="BBRI" onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return onSelect;
}

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
});
