import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBroker, TLiveTrade } from '@pantau/contracts';
import { installFakeMatchMedia } from '@/test/fake-match-media';
import { fakeLiveStreams } from '@/test/fake-live-stream';
import { json } from '@/test/json-response';
import { MEMBER, renderApp } from '@/test/render-app';

const DATE = '2026-11-20';

const BROKERS: TBroker[] = [
  { code: 'YP', name: 'Mirae Asset Sekuritas Indonesia', category: 'Lokal', colour: 'Biru' },
  { code: 'AK', name: 'UBS Sekuritas Indonesia', category: 'Asing', colour: 'Merah' },
  { code: 'CC', name: 'Mandiri Sekuritas', category: 'BUMN', colour: 'Gold' },
];

let nextNumber = 1;
const trade = (fields: Partial<TLiveTrade>): TLiveTrade => ({
  number: nextNumber++,
  time: 90_000,
  symbol: 'BBCA',
  board: 'RG',
  price: 9_875,
  change: 25,
  lot: 10,
  buyer: 'YP',
  buyerType: 'D',
  seller: 'CC',
  sellerType: 'D',
  side: 'B',
  ...fields,
});

function serve({ watchlist = ['BBCA', 'TLKM'] }: { watchlist?: string[] } = {}) {
  const live = fakeLiveStreams();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/market/stream') return live.respond(url);
      if (url.pathname === '/api/me/watchlist')
        return json(200, { ok: true, data: { symbols: watchlist, isDefault: false } });
      if (url.pathname === '/api/market/brokers')
        return json(200, { ok: true, data: { asOf: DATE, brokers: BROKERS } });
      return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
    }),
  );
  const stream = async (count = 1) => {
    const opened = await live.stream(count);
    return { url: opened.url, send: (trades: TLiveTrade[]) => opened.send({ date: DATE, trades }) };
  };
  return { streams: live.streams, stream };
}

const table = () => screen.findByRole('table', { name: 'Running trade, newest first' });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1' && !row.hasAttribute('aria-hidden'));
const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
const symbolsShown = async () => bodyRows(await table()).map((row) => row.dataset.symbol);

let media: ReturnType<typeof installFakeMatchMedia>;

beforeEach(() => {
  nextNumber = 1;
  media = installFakeMatchMedia({ '(min-width: 640px)': true, '(min-width: 1024px)': true });
  // happy-dom lays nothing out: give the list's scroll box a height so its rows are rendered.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  media.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RunningTradePage', () => {
  it('says how the running trade fills before any trade arrives, then shows trades newest first', async () => {
    const server = serve();
    renderApp('/running-trade', MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Running Trade' })).toBeTruthy();
    const stream = await server.stream();
    expect(stream.url.searchParams.get('symbols')).toBeNull();
    expect(stream.url.searchParams.get('topics')).toBe('trades');
    expect(await screen.findByText('No trades yet')).toBeTruthy();
    expect(screen.getByText(/session state is shown in the pill/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByText('LIVE')).toBeTruthy();

    stream.send([
      trade({ time: 90_001, symbol: 'BBCA', price: 9_900, change: 50, lot: 12, buyer: 'YP', seller: 'CC' }),
      trade({
        time: 90_002,
        symbol: 'TLKM',
        board: 'NG',
        price: 2_950,
        change: -30,
        lot: 1_500,
        buyer: 'AK',
        buyerType: 'F',
        seller: 'YP',
        side: 'S',
      }),
    ]);
    stream.send([trade({ time: 90_003, symbol: 'ANTM', price: 1_500, change: 0, lot: 3 })]);

    await waitFor(async () => expect(await symbolsShown()).toEqual(['ANTM', 'TLKM', 'BBCA']));
    const rows = bodyRows(await table());
    expect(rows.map(cells)).toEqual([
      ['09:00:03', 'ANTM', '1.500', '0 (0,00%)', '3', 'YP Lokal', 'D', 'CC BUMN', 'D', 'HAKA'],
      ['09:00:02', 'TLKMNG', '2.950', '−30 (−1,01%)', '1.500', 'AK Asing', 'F', 'YP Lokal', 'D', 'HAKI'],
      ['09:00:01', 'BBCA', '9.900', '+50 (+0,51%)', '12', 'YP Lokal', 'D', 'CC BUMN', 'D', 'HAKA'],
    ]);
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:00:03 WIB');
  });

  it('filters what arrives by stock, broker, lot, value and foreign side, kept in the URL', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/running-trade', MEMBER);
    const stream = await server.stream();
    const batch = [
      trade({ symbol: 'BBCA', lot: 5, price: 9_000, buyer: 'YP', seller: 'CC' }),
      trade({ symbol: 'BBRI', lot: 2_000, price: 4_000, buyer: 'AK', buyerType: 'F', seller: 'YP' }),
      trade({ symbol: 'TLKM', lot: 100, price: 3_000, buyer: 'CC', seller: 'MG', sellerType: 'F' }),
      trade({ symbol: 'GOTO', lot: 50_000, price: 60, buyer: 'MG', seller: 'BK' }),
    ];
    stream.send(batch);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['GOTO', 'TLKM', 'BBRI', 'BBCA']));

    await user.type(screen.getByLabelText('Stocks'), 'bbri tlkm');
    await waitFor(async () => expect(await symbolsShown()).toEqual(['TLKM', 'BBRI']));
    expect(router.state.location.search).toBe('?stocks=BBRI%2CTLKM');

    await user.clear(screen.getByLabelText('Stocks'));
    await user.type(screen.getByLabelText('Brokers'), 'cc');
    await waitFor(async () => expect(await symbolsShown()).toEqual(['TLKM', 'BBCA']));

    await user.clear(screen.getByLabelText('Brokers'));
    await user.type(screen.getByLabelText('Min lot'), '100');
    await waitFor(async () => expect(await symbolsShown()).toEqual(['GOTO', 'TLKM', 'BBRI']));

    // BBRI's 2,000 lots at 4,000 are worth 800 juta; GOTO's 50,000 lots at 60, 300 juta.
    await user.selectOptions(screen.getByLabelText('Min value'), 'Rp500 juta');
    await waitFor(async () => expect(await symbolsShown()).toEqual(['BBRI']));

    await user.selectOptions(screen.getByLabelText('Min value'), 'Any');
    await user.click(screen.getByLabelText('Foreign only'));
    await waitFor(async () => expect(await symbolsShown()).toEqual(['TLKM', 'BBRI']));
    expect(router.state.location.search).toBe('?minLot=100&foreign=1');

    // Arriving trades meet the same filters.
    stream.send([trade({ symbol: 'ASII', lot: 200, buyerType: 'F' }), trade({ symbol: 'ADRO', lot: 200 })]);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['ASII', 'TLKM', 'BBRI']));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(async () => expect(await symbolsShown()).toEqual(['ASII', 'GOTO', 'TLKM', 'BBRI', 'BBCA']));
    expect(router.state.location.search).toBe('');
  });

  it('reads the filters from a shared link', async () => {
    const server = serve();
    renderApp('/running-trade?brokers=AK&minValue=1000000000', MEMBER);
    const stream = await server.stream();
    expect((screen.getByLabelText('Brokers') as HTMLInputElement).value).toBe('AK');
    expect((screen.getByLabelText('Min value') as HTMLSelectElement).value).toBe('1000000000');
    stream.send([
      trade({ symbol: 'BBCA', lot: 2_000, price: 9_000, buyer: 'AK' }),
      trade({ symbol: 'BBRI', lot: 2_000, price: 9_000, buyer: 'YP' }),
      trade({ symbol: 'TLKM', lot: 10, price: 3_000, seller: 'AK' }),
    ]);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['BBCA']));
  });

  it('holds and counts trades while paused, and shows them on resume', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/running-trade', MEMBER);
    const stream = await server.stream();
    stream.send([trade({ symbol: 'BBCA' })]);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['BBCA']));

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    stream.send([trade({ symbol: 'TLKM' }), trade({ symbol: 'ANTM' })]);
    await waitFor(() => expect(screen.getByTestId('new-trades').textContent).toBe('2 new trades'));
    stream.send([trade({ symbol: 'GOTO', time: 90_107 })]);
    await waitFor(() => expect(screen.getByTestId('new-trades').textContent).toBe('3 new trades'));
    expect(await symbolsShown()).toEqual(['BBCA']);
    // The stream goes on while paused: its clock still moves.
    expect(screen.getByTestId('live-detail').textContent).toBe('Last trade 09:01:07 WIB');

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(async () => expect(await symbolsShown()).toEqual(['GOTO', 'ANTM', 'TLKM', 'BBCA']));
    expect(screen.queryByTestId('new-trades')).toBeNull();
  });

  it('holds arriving trades while the list is scrolled down, and goes on at the top', async () => {
    const server = serve();
    renderApp('/running-trade', MEMBER);
    const stream = await server.stream();
    stream.send([trade({ symbol: 'BBCA' }), trade({ symbol: 'BBRI' })]);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['BBRI', 'BBCA']));

    const list = screen.getByRole('region', { name: 'Running trade' });
    let scrollTop = 400;
    Object.defineProperty(list, 'scrollTop', { configurable: true, get: () => scrollTop });
    fireEvent.scroll(list);
    stream.send([trade({ symbol: 'TLKM' })]);
    await waitFor(() => expect(screen.getByTestId('new-trades').textContent).toBe('1 new trade'));
    expect(screen.getByText(/Held while you scroll/)).toBeTruthy();
    expect(await symbolsShown()).toEqual(['BBRI', 'BBCA']);

    scrollTop = 0;
    fireEvent.scroll(list);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['TLKM', 'BBRI', 'BBCA']));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it("subscribes to the watchlist's stocks in the watchlist scope", async () => {
    const server = serve({ watchlist: ['TLKM', 'BBCA'] });
    const user = userEvent.setup();
    const { router } = renderApp('/running-trade', MEMBER);
    const everything = await server.stream();
    everything.send([trade({ symbol: 'ADRO' })]);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['ADRO']));

    await user.click(screen.getByRole('button', { name: 'My watchlist' }));
    const watched = await server.stream(2);
    expect(watched.url.searchParams.get('symbols')).toBe('BBCA,TLKM');
    expect(router.state.location.search).toBe('?scope=watchlist');
    // Another scope starts a fresh tape.
    expect(await screen.findByText('No trades yet')).toBeTruthy();
    watched.send([trade({ symbol: 'TLKM' })]);
    await waitFor(async () => expect(await symbolsShown()).toEqual(['TLKM']));
  });

  it('points to the Dashboard when the watchlist is empty, and opens no stream', async () => {
    const server = serve({ watchlist: [] });
    renderApp('/running-trade?scope=watchlist', MEMBER);
    expect(await screen.findByText(/Your watchlist is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(server.streams).toHaveLength(0);
  });

  it('on a phone shows time, code, price, lot, brokers and side only', async () => {
    media.setMatches('(min-width: 640px)', false);
    const server = serve();
    renderApp('/running-trade', MEMBER);
    const stream = await server.stream();
    stream.send([trade({ symbol: 'BBCA', time: 141_516, lot: 7, buyer: 'AK', seller: 'YP', side: 'S' })]);
    const rows = await waitFor(async () => {
      const found = bodyRows(await table());
      expect(found).toHaveLength(1);
      return found;
    });
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Time', 'Code', 'Price', 'Lot', 'Buy', 'Sell', 'Side']);
    expect(cells(rows[0]!)).toEqual(['14:15:16', 'BBCA', '9.875', '7', 'AK Asing', 'YP Lokal', 'HAKI']);
  });
});
