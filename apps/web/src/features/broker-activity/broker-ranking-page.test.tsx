import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBrokerRankingRow, TGetBrokerRankingData } from '@pantau/contracts';
import { MEMBER, renderApp } from '@/test/render-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const LATEST = '2026-11-20';

const broker = (
  row: Partial<TBrokerRankingRow> & Pick<TBrokerRankingRow, 'rank' | 'code'>,
): TBrokerRankingRow => ({
  name: `${row.code} Sekuritas`,
  category: 'Lokal',
  colour: 'Biru',
  volume: 0,
  value: 0,
  frequency: 0,
  share: 0,
  ...row,
});

const DAY: TGetBrokerRankingData = {
  asOf: LATEST,
  date: LATEST,
  latestDate: LATEST,
  previousDate: '2026-11-19',
  nextDate: null,
  source: 'broker-summary',
  brokers: [
    broker({
      rank: 1,
      code: 'CC',
      name: 'Mandiri Sekuritas',
      category: 'BUMN',
      colour: 'Gold',
      volume: 1_500_000,
      value: 6_000_000_000,
      frequency: 310,
      share: 0.75,
    }),
    broker({
      rank: 2,
      code: 'YP',
      name: 'Mirae Asset Sekuritas Indonesia',
      volume: 700_000,
      value: 2_000_000_000,
      frequency: 90,
      share: 0.25,
    }),
  ],
  totalValue: 8_000_000_000,
};

/** A fake API answering the ranking by the asked date; every other request is not found. */
function serve(answer: (date: string | null) => TGetBrokerRankingData) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market/brokers/ranking')
      return json(200, { ok: true, data: answer(url.searchParams.get('date')) });
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('BrokerRankingPage', () => {
  it('ranks the brokers with group, name, compact value, lots, frequency and share, and names the source', async () => {
    serve(() => DAY);
    renderApp('/broker-activity/ranking', MEMBER);

    expect(await screen.findByRole('heading', { level: 1, name: 'Broker Ranking' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: `Broker Ranking - ${LATEST}` });
    const rows = within(table).getAllByRole('row').slice(1);
    // Name appears twice in the broker cell's text on purpose: once folded in for phones, once in its column.
    expect(rows.map(cells)).toEqual([
      ['1', 'CCBUMNMandiri Sekuritas', 'Mandiri Sekuritas', '6,00 B', '15.000', '310', '75,00%'],
      [
        '2',
        'YPLokalMirae Asset Sekuritas Indonesia',
        'Mirae Asset Sekuritas Indonesia',
        '2,00 B',
        '7.000',
        '90',
        '25,00%',
      ],
    ]);
    expect(screen.getByText('From the IDX Broker Summary')).toBeTruthy();
    expect(screen.getByTestId('ranking-totals').textContent).toBe(
      'Total 2 brokers · Value 8,00 B · 22.000 lot · 400 freq',
    );
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(LATEST);
  });

  it('says when the figures were computed from trade records', async () => {
    serve(() => ({ ...DAY, source: 'trade-records' }));
    renderApp('/broker-activity/ranking', MEMBER);
    expect(await screen.findByText('Computed from trade records')).toBeTruthy();
    expect(screen.queryByText('From the IDX Broker Summary')).toBeNull();
  });

  it('says plainly that a day has no data, shows no figures, and offers the latest day', async () => {
    const fetchMock = serve((date) =>
      date ? { ...DAY, date, source: null, brokers: [], totalValue: 0 } : DAY,
    );
    renderApp('/broker-activity/ranking?date=2026-11-15', MEMBER);

    expect(await screen.findByText('No Broker Summary or trade records for 15 November 2026.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('ranking-totals')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show the latest day, 20 November 2026' }));
    expect(await screen.findByRole('table', { name: `Broker Ranking - ${LATEST}` })).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/market/brokers/ranking')
      .map((url) => url.search);
    expect(asked).toEqual(['?date=2026-11-15', '']);
  });

  it('says so when nothing is stored at all', async () => {
    serve(() => ({
      ...DAY,
      date: null,
      latestDate: null,
      previousDate: null,
      source: null,
      brokers: [],
      totalValue: 0,
    }));
    renderApp('/broker-activity/ranking', MEMBER);
    expect(await screen.findByText('No Broker Summary or trade records are stored yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show the latest day/ })).toBeNull();
  });

  it('steps to the nearest earlier and later days with data, skipping days without', async () => {
    // 19 Nov has data, 18 Nov none (a holiday), 17 Nov data again.
    const days: Record<string, Pick<TGetBrokerRankingData, 'previousDate' | 'nextDate'>> = {
      '2026-11-20': { previousDate: '2026-11-19', nextDate: null },
      '2026-11-19': { previousDate: '2026-11-17', nextDate: '2026-11-20' },
      '2026-11-17': { previousDate: null, nextDate: '2026-11-19' },
    };
    serve((date) => ({ ...DAY, date: date ?? LATEST, ...days[date ?? LATEST]! }));
    renderApp('/broker-activity/ranking', MEMBER);

    await screen.findByRole('table', { name: `Broker Ranking - ${LATEST}` });
    expect(
      (screen.getByRole('button', { name: 'No later day with data' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous day with data, 19 November 2026' }));
    await screen.findByRole('table', { name: 'Broker Ranking - 2026-11-19' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous day with data, 17 November 2026' }));
    await screen.findByRole('table', { name: 'Broker Ranking - 2026-11-17' });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-17');
    expect(
      (screen.getByRole('button', { name: 'No earlier day with data' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next day with data, 19 November 2026' }));
    await screen.findByRole('table', { name: 'Broker Ranking - 2026-11-19' });
  });
});
