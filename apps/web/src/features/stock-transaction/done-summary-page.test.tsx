import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDoneCell, TGetDoneSummaryData } from '@pantau/contracts';
import { deliver, fakeLiveStreams, liveQuote } from '@/test/fake-live-stream';
import { json } from '@/test/json-response';
import { MEMBER, renderApp } from '@/test/render-app';

const DATE = '2026-11-20';
const PREV = '2026-11-19';
const OLDER = '2026-11-18';
const OLDEST = '2026-11-17';

const quote = (symbol: string, time: number) => liveQuote({ symbol, time });

const cell = (tLot: number): TDoneCell => ({
  bFreq: 4,
  bLot: tLot - 100,
  sLot: 100,
  sFreq: 1,
  tFreq: 5,
  tLot,
});

/** The market as the server knows it: each day's lots at 9,900, and the stock's trade dates. */
function serve({ lots, tradeDates }: { lots: Record<string, number>; tradeDates: string[] }) {
  const live = fakeLiveStreams();
  const market = { lots, tradeDates, hold: null as Promise<void> | null };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/stream') return live.respond(url);
    if (url.pathname === '/api/market/trade-dates') {
      return json(200, {
        ok: true,
        data: { asOf: market.tradeDates[0], symbol: 'BBCA', dates: market.tradeDates },
      });
    }
    if (url.pathname === '/api/market/done-summary') {
      const dates = url.searchParams.get('dates')!.split(',');
      const cells = dates.map((date) => cell(market.lots[date] ?? 0));
      await market.hold;
      const data: TGetDoneSummaryData = {
        view: 'summary',
        asOf: market.tradeDates[0]!,
        symbol: 'BBCA',
        board: 'RG',
        dates,
        datesWithoutData: [],
        total: cells,
        columnMax: cells,
        rows: [{ price: 9_900, cells }],
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
    /** The dates of each Done Summary request, in order. */
    summaries: () => asked('/api/market/done-summary').map((url) => url.searchParams.get('dates')),
    tradeDateLists: () => asked('/api/market/trade-dates').length,
  };
}

const results = () => screen.getByRole('region', { name: 'Done Summary results' });
/** The TLot of each date on the TOTAL row. */
const totalLots = () =>
  Array.from(screen.getByTestId('done-summary-total').children)
    .filter((_, index) => index > 0 && index % 6 === 0)
    .map((item) => item.textContent);
/** Long enough for a batch to be read and a refresh it would start to be asked for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

afterEach(() => vi.unstubAllGlobals());

describe('DoneSummaryPage live', () => {
  it('redraws the selected live day in place with each batch for the stock, under a LIVE badge', async () => {
    const server = serve({ lots: { [PREV]: 800, [DATE]: 1_200 }, tradeDates: [DATE, PREV, OLDER] });
    renderApp(`/stock-transaction/done-summary?symbol=BBCA&dates=${PREV},${DATE}`, MEMBER);
    const region = await screen.findByRole('region', { name: 'Done Summary - BBCA' });
    expect(totalLots()).toEqual(['800', '1.200']);
    expect(within(results()).getByText(/Data as of close/)).toBeTruthy();
    const stream = await server.live.stream();
    expect(stream.url.searchParams.get('symbols')).toBe('BBCA');

    server.market.lots[DATE] = 1_500;
    let answer!: () => void;
    server.market.hold = new Promise((resolve) => (answer = () => resolve()));
    deliver(stream, DATE, [quote('BBCA', 100_512)]);

    await waitFor(() => expect(server.summaries()).toEqual([`${PREV},${DATE}`, `${PREV},${DATE}`]));
    // While the new numbers are on their way the table stays as it was.
    expect(totalLots()).toEqual(['800', '1.200']);
    expect(region.isConnected).toBe(true);
    expect(screen.queryByLabelText('Loading')).toBeNull();

    answer();
    await waitFor(() => expect(totalLots()).toEqual(['800', '1.500']));
    expect(region.isConnected).toBe(true);
    expect(within(results()).getByText('LIVE')).toBeTruthy();
    expect(within(results()).getByTestId('live-detail').textContent).toBe('Last trade 10:05:12 WIB');
    expect(within(results()).queryByText(/Data as of close/)).toBeNull();
  });

  it('leaves a selection without the live day alone, and hears nothing of other stocks', async () => {
    const server = serve({
      lots: { [OLDER]: 600, [PREV]: 800, [DATE]: 1_200 },
      tradeDates: [DATE, PREV, OLDER],
    });
    renderApp(`/stock-transaction/done-summary?symbol=BBCA&dates=${OLDER},${PREV}`, MEMBER);
    await screen.findByRole('region', { name: 'Done Summary - BBCA' });
    const stream = await server.live.stream();

    deliver(stream, DATE, [quote('BBCA', 100_512)]);
    deliver(stream, OLDER, [quote('TLKM', 100_513)]);
    await settle();

    expect(server.summaries()).toEqual([`${OLDER},${PREV}`]);
    expect(server.tradeDateLists()).toBe(1);
    expect(within(results()).queryByText('LIVE')).toBeNull();
    expect(within(results()).getByText(/Data as of close/)).toBeTruthy();
  });

  it('moves the latest days on to a new live day when no dates were chosen', async () => {
    const server = serve({
      lots: { [OLDEST]: 500, [OLDER]: 600, [PREV]: 800 },
      tradeDates: [PREV, OLDER, OLDEST],
    });
    const { router } = renderApp('/stock-transaction/done-summary?symbol=BBCA', MEMBER);
    await screen.findByRole('region', { name: 'Done Summary - BBCA' });
    expect(totalLots()).toEqual(['500', '600', '800']);
    const stream = await server.live.stream();

    // The first batch of the day is stored before it is sent: the day is a trade date now.
    server.market.lots[DATE] = 300;
    server.market.tradeDates = [DATE, PREV, OLDER, OLDEST];
    deliver(stream, DATE, [quote('BBCA', 90_001)]);

    await waitFor(() => expect(totalLots()).toEqual(['600', '800', '300']));
    expect(server.summaries().at(-1)).toBe(`${OLDER},${PREV},${DATE}`);
    expect(within(results()).getByText('LIVE')).toBeTruthy();
    expect(within(results()).getByTestId('live-detail').textContent).toBe('Last trade 09:00:01 WIB');
    expect(router.state.location.search).toBe('?symbol=BBCA');
  });
});
