import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDoneDetailStats, TDoneTrade, TGetDoneDetailData } from '@pantau/contracts';
import { deliver, fakeLiveStreams, liveQuote } from '@/test/fake-live-stream';
import { json } from '@/test/json-response';
import { MEMBER, renderApp } from '@/test/render-app';

const DATE = '2026-11-20';
const PREV = '2026-11-19';

const quote = (time: number) => liveQuote({ time });

const trade = (date: string, seq: number, time: string, buyer: string): TDoneTrade => ({
  date,
  time,
  seq,
  board: 'RG',
  buyerBroker: buyer,
  buyerType: 'D',
  buyerTypeLabel: 'Indonesia',
  sellerBroker: 'CC',
  sellerType: 'D',
  sellerTypeLabel: 'Indonesia',
  price: 9_900,
  lot: 10,
  shares: 1_000,
});

function statsOf(trades: TDoneTrade[]): TDoneDetailStats {
  const brokers = new Set(trades.flatMap((item) => [item.buyerBroker, item.sellerBroker]));
  return {
    totalTransactions: trades.length,
    totalVolume: trades.reduce((sum, item) => sum + item.shares, 0),
    uniqueBrokers: brokers.size,
    maxRows: trades.length,
    priceRange: trades.length > 0 ? { min: 9_900, max: 9_900 } : null,
    avgPrice: trades.length > 0 ? 9_900 : null,
    avgVolume: trades.length > 0 ? 1_000 : null,
  };
}

/** The trades as the server keeps them, answered with the Done Detail query's filters and page. */
function serve(trades: Record<string, TDoneTrade[]>) {
  const live = fakeLiveStreams();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
    if (url.pathname === '/api/market/trade-dates') {
      return json(200, { ok: true, data: { asOf: DATE, symbol: 'BBCA', dates: [DATE, PREV] } });
    }
    if (url.pathname === '/api/market/done-detail') {
      const query = url.searchParams;
      const dates = query.get('dates')!.split(',');
      const broker = query.get('broker')!;
      const all = dates.flatMap((date) => trades[date] ?? []);
      const chosen = all
        .filter((item) => broker === 'ALL' || item.buyerBroker === broker || item.sellerBroker === broker)
        .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
      if (query.get('sort') === 'latest') chosen.reverse();
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      const data: TGetDoneDetailData = {
        asOf: DATE,
        symbol: 'BBCA',
        dates,
        sort: query.get('sort') === 'oldest' ? 'oldest' : 'latest',
        offset,
        limit,
        total: chosen.length,
        trades: chosen.slice(offset, offset + limit),
        stats: { overall: statsOf(chosen), byDate: [] },
        filterOptions: {
          brokers: [...new Set(all.flatMap((item) => [item.buyerBroker, item.sellerBroker]))].sort(),
          prices: [9_900],
        },
      };
      return json(200, { ok: true, data });
    }
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    live,
    /** The dates of each Done Detail request, with its broker filter. */
    asked: () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/market/done-detail')
        .map((url) => `${url.searchParams.get('dates')} ${url.searchParams.get('broker')}`),
  };
}

const results = () => screen.getByRole('region', { name: 'Done Detail results' });
const tradeRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (item) => item.textContent).slice(0, 4));
const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
/** Long enough for a batch to be read and a refresh it would start to be asked for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

afterEach(() => vi.unstubAllGlobals());

describe('DoneDetailPage live', () => {
  it('adds the live day’s new trades in place, keeping the filters and where the list was scrolled', async () => {
    const trades = {
      [PREV]: [trade(PREV, 1, '15:59:00', 'YP'), trade(PREV, 2, '15:59:30', 'AK')],
      [DATE]: [trade(DATE, 1, '09:00:01', 'YP')],
    };
    const server = serve(trades);
    renderApp(`/stock-transaction/done-detail?symbol=BBCA&dates=${PREV},${DATE}&broker=YP`, MEMBER);
    const table = await screen.findByRole('table', { name: 'Done Detail - BBCA' });
    expect(tradeRows(table)).toEqual([
      [DATE, '09:00:01', 'RG', 'YP'],
      [PREV, '15:59:00', 'RG', 'YP'],
    ]);
    expect(stat('Total Transactions')).toBe('2');
    const list = screen.getByRole('region', { name: 'Done Detail - BBCA' });
    list.scrollTop = 240;
    const stream = await server.live.stream();

    trades[DATE].push(trade(DATE, 2, '10:05:12', 'YP'), trade(DATE, 3, '10:05:12', 'AK'));
    deliver(stream, DATE, [quote(100_512)]);

    await waitFor(() => expect(stat('Total Transactions')).toBe('3'));
    expect(tradeRows(table)).toEqual([
      [DATE, '10:05:12', 'RG', 'YP'],
      [DATE, '09:00:01', 'RG', 'YP'],
      [PREV, '15:59:00', 'RG', 'YP'],
    ]);
    expect(server.asked()).toEqual([`${PREV},${DATE} YP`, `${PREV},${DATE} YP`]);
    expect(list.isConnected).toBe(true);
    expect(list.scrollTop).toBe(240);
    expect((screen.getByLabelText('Broker') as HTMLSelectElement).value).toBe('YP');
    expect(within(results()).getByText('LIVE')).toBeTruthy();
    expect(within(results()).getByTestId('live-detail').textContent).toBe('Last trade 10:05:12 WIB');
  });

  it('asks again for the live day’s card only, in the vertical layout', async () => {
    const trades = {
      [PREV]: [trade(PREV, 1, '15:59:00', 'YP')],
      [DATE]: [trade(DATE, 1, '09:00:01', 'YP')],
    };
    const server = serve(trades);
    renderApp(`/stock-transaction/done-detail?symbol=BBCA&dates=${PREV},${DATE}&layout=vertical`, MEMBER);
    const today = await screen.findByRole('table', { name: `Done Detail - BBCA (${DATE})` });
    await screen.findByRole('table', { name: `Done Detail - BBCA (${PREV})` });
    const stream = await server.live.stream();
    const before = server.asked().length;

    trades[DATE].push(trade(DATE, 2, '10:05:12', 'AK'));
    deliver(stream, DATE, [quote(100_512)]);

    await waitFor(() => expect(tradeRows(today)).toHaveLength(2));
    expect(tradeRows(today)[0]).toEqual(['10:05:12', 'RG', 'AK', 'Indonesia']);
    expect(stat('Total Transactions')).toBe('3');
    expect(server.asked().slice(before).sort()).toEqual([`${PREV},${DATE} ALL`, `${DATE} ALL`]);
    expect(within(results()).getByText('LIVE')).toBeTruthy();
  });

  it('leaves days gone by alone while another day trades', async () => {
    const server = serve({ [PREV]: [trade(PREV, 1, '15:59:00', 'YP')] });
    renderApp(`/stock-transaction/done-detail?symbol=BBCA&dates=${PREV}`, MEMBER);
    await screen.findByRole('table', { name: 'Done Detail - BBCA' });
    const stream = await server.live.stream();

    deliver(stream, DATE, [quote(100_512)]);
    await settle();

    expect(server.asked()).toEqual([`${PREV} ALL`]);
    expect(within(results()).queryByText('LIVE')).toBeNull();
    expect(within(results()).getByText(/Data as of close/)).toBeTruthy();
  });
});
