import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBroker, TGetBrokerSummaryData } from '@pantau/contracts';
import { deliver, fakeLiveStreams, liveQuote } from '@/test/fake-live-stream';
import { json } from '@/test/json-response';
import { MEMBER, renderApp } from '@/test/render-app';

const DATE = '2026-11-20';
const PREV = '2026-11-19';
const OLDER = '2026-11-18';

const BROKERS: TBroker[] = [
  { code: 'YP', name: 'Mirae Asset Sekuritas Indonesia', category: 'Lokal', colour: 'Biru' },
  { code: 'CC', name: 'Mandiri Sekuritas', category: 'BUMN', colour: 'Gold' },
];

const quote = (symbol: string, time: number) => liveQuote({ symbol, time });

/** The market as the server knows it: YP's net lots bought each day, and the stock's trade dates. */
function serve({ lots, tradeDates }: { lots: Record<string, number>; tradeDates: string[] }) {
  const live = fakeLiveStreams();
  const market = { lots, tradeDates, hold: null as Promise<void> | null };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
    if (url.pathname === '/api/market/brokers') {
      return json(200, { ok: true, data: { asOf: market.tradeDates[0], brokers: BROKERS } });
    }
    if (url.pathname === '/api/market/trade-dates') {
      return json(200, {
        ok: true,
        data: { asOf: market.tradeDates[0], symbol: 'BBCA', dates: market.tradeDates },
      });
    }
    if (url.pathname === '/api/market/broker-summary') {
      const dates = url.searchParams.get('dates')!.split(',');
      const nblot = dates.reduce((sum, date) => sum + (market.lots[date] ?? 0), 0);
      await market.hold;
      const data: TGetBrokerSummaryData = {
        asOf: market.tradeDates[0]!,
        symbol: 'BBCA',
        from: dates[0]!,
        to: dates.at(-1)!,
        investorType: 'all',
        board: 'RG',
        dates,
        netBuyers: [{ broker: 'YP', nblot, nbval: nblot * 990_000, bavg: 9_900 }],
        netSellers: [{ broker: 'CC', nslot: nblot, nsval: nblot * 990_000, savg: 9_900 }],
      };
      return json(200, { ok: true, data });
    }
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const asked = (pathname: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === pathname);
  return {
    live,
    market,
    /** The dates of each Broker Summary request, in order. */
    summaries: () => asked('/api/market/broker-summary').map((url) => url.searchParams.get('dates')),
    tradeDateLists: () => asked('/api/market/trade-dates').length,
  };
}

const results = () => screen.getByRole('region', { name: 'Broker Summary results' });
/** The first rank's net buyer and the lots it bought. */
const topBuyer = () => {
  const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
  return Array.from(row.children, (item) => item.textContent).slice(1, 3);
};
/** Long enough for a batch to be read and a refresh it would start to be asked for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

afterEach(() => vi.unstubAllGlobals());

describe('BrokerSummaryPage live', () => {
  it('redraws a date range ending on the live day in place, under a LIVE badge', async () => {
    const server = serve({
      lots: { [OLDER]: 100, [PREV]: 200, [DATE]: 300 },
      tradeDates: [DATE, PREV, OLDER],
    });
    renderApp(`/broker-activity/summary?symbol=BBCA&dates=${OLDER},${PREV},${DATE}`, MEMBER);
    const table = await screen.findByRole('table', { name: `Broker Summary - BBCA (${OLDER} – ${DATE})` });
    expect(topBuyer()).toEqual(['YPLokal', '600']);
    expect(within(results()).getByText(/Data as of close/)).toBeTruthy();
    const stream = await server.live.stream();
    expect(stream.url.searchParams.get('symbols')).toBe('BBCA');

    server.market.lots[DATE] = 1_400;
    let answer!: () => void;
    server.market.hold = new Promise((resolve) => (answer = () => resolve()));
    deliver(stream, DATE, [quote('BBCA', 141_503)]);

    const range = `${OLDER},${PREV},${DATE}`;
    await waitFor(() => expect(server.summaries()).toEqual([range, range]));
    // While the new numbers are on their way the table stays as it was.
    expect(topBuyer()).toEqual(['YPLokal', '600']);
    expect(screen.queryByLabelText('Loading')).toBeNull();

    answer();
    await waitFor(() => expect(topBuyer()).toEqual(['YPLokal', '1.700']));
    expect(table.isConnected).toBe(true);
    expect(within(results()).getByText('LIVE')).toBeTruthy();
    expect(within(results()).getByTestId('live-detail').textContent).toBe('Last trade 14:15:03 WIB');
    expect(within(results()).queryByText(/Data as of close/)).toBeNull();
  });

  it('leaves a range that ended before the live day alone, and hears nothing of other stocks', async () => {
    const server = serve({
      lots: { [OLDER]: 100, [PREV]: 200, [DATE]: 300 },
      tradeDates: [DATE, PREV, OLDER],
    });
    renderApp(`/broker-activity/summary?symbol=BBCA&dates=${OLDER},${PREV}`, MEMBER);
    await screen.findByRole('table');
    const stream = await server.live.stream();

    deliver(stream, DATE, [quote('BBCA', 141_503)]);
    deliver(stream, PREV, [quote('TLKM', 141_504)]);
    await settle();

    expect(server.summaries()).toEqual([`${OLDER},${PREV}`]);
    expect(server.tradeDateLists()).toBe(1);
    expect(topBuyer()).toEqual(['YPLokal', '300']);
    expect(within(results()).queryByText('LIVE')).toBeNull();
  });

  it('moves the latest days on to a new live day when no dates were chosen', async () => {
    const server = serve({ lots: { [OLDER]: 100, [PREV]: 200 }, tradeDates: [PREV, OLDER] });
    const { router } = renderApp('/broker-activity/summary?symbol=BBCA', MEMBER);
    await screen.findByRole('table');
    expect(topBuyer()).toEqual(['YPLokal', '300']);
    const stream = await server.live.stream();

    // The first batch of the day is stored before it is sent: the day is a trade date now.
    server.market.lots[DATE] = 50;
    server.market.tradeDates = [DATE, PREV, OLDER];
    deliver(stream, DATE, [quote('BBCA', 90_001)]);

    await waitFor(() => expect(topBuyer()).toEqual(['YPLokal', '350']));
    expect(server.summaries().at(-1)).toBe(`${OLDER},${PREV},${DATE}`);
    expect(within(results()).getByText('LIVE')).toBeTruthy();
    expect(within(results()).getByTestId('live-detail').textContent).toBe('Last trade 09:00:01 WIB');
    expect(router.state.location.search).toBe('?symbol=BBCA');
  });
});
