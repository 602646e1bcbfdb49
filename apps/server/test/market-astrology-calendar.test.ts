import { dayPillarIndex, pillarAt } from '@pantau/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Pillar = { stem: string; branch: string; chinese: string; element: string; zodiac: string };
type Day = {
  date: string;
  weekday: number;
  year: Pillar;
  month: Pillar;
  day: Pillar;
  trading: { close: number; priceChange: number; avgChange: number; spikeChange: number } | null;
};

describe.each(databaseKinds)('astrology calendar on %s', (kind) => {
  let server: MarketTestServer;
  const sql = (query: string, params: unknown[] = []) =>
    queryRows<Record<string, unknown>>(server.app.database, query, params);

  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('defaults to the latest trading month and marks exactly the stock’s stored trading days', async () => {
    const answer = await server.get('/api/market/astrology/calendar?symbol=bbca');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      asOf: TEST_MARKET.endDate,
      symbol: 'BBCA',
      month: '2026-11',
      previousMonth: '2026-10',
      nextMonth: '2026-12',
      lastDate: TEST_MARKET.endDate,
    });
    const days = data.days as Day[];
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    const bars = await sql(
      `select date::text as date, close from daily_bars
        where symbol = 'BBCA' and date between '2026-11-01' and '2026-11-30' order by date`,
    );
    expect(bars.length).toBeGreaterThan(0);
    const traded = days.filter((day) => day.trading !== null);
    expect(traded.map((day) => day.date)).toEqual(bars.map((bar) => bar.date));
    expect(traded.map((day) => day.trading!.close)).toEqual(bars.map((bar) => bar.close));
    expect(data.tradingDays).toBe(bars.length);
    for (const day of days) {
      const expected = pillarAt(dayPillarIndex(day.date));
      expect(day.day).toMatchObject({
        stem: expected.stem,
        branch: expected.branch,
        zodiac: expected.animal,
      });
      expect(day.weekday).toBe(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    }
  });

  it('agrees with the astrology records of the same stock on a traded day', async () => {
    const month = await server.get('/api/market/astrology/calendar?symbol=BBRI&month=2026-11');
    const spikes = await server.get('/api/market/astrology?symbol=BBRI');
    const top = spikes.body.data.highestSpikes[0].records[0] as { date: string; avgChange: number };
    const ofTop = await server.get(
      `/api/market/astrology/calendar?symbol=BBRI&month=${top.date.slice(0, 7)}`,
    );
    const day = (ofTop.body.data.days as Day[]).find((entry) => entry.date === top.date)!;
    expect(day.trading!.avgChange).toBeCloseTo(top.avgChange, 9);
    expect(month.body.data.month).toBe('2026-11');
  });

  it('shows the real pillars of a known date with no trading data: 2026-01-01', async () => {
    const answer = await server.get('/api/market/astrology/calendar?symbol=BBRI&month=2026-01');
    expect(answer.status).toBe(200);
    const first = (answer.body.data.days as Day[])[0]!;
    expect(first.date).toBe('2026-01-01');
    expect(first.day).toMatchObject({
      stem: 'Yi',
      branch: 'Hai',
      chinese: '乙亥',
      element: 'Wood',
      zodiac: 'Pig',
    });
    expect(first.year).toMatchObject({ stem: 'Yi', branch: 'Si', chinese: '乙巳', zodiac: 'Snake' });
    expect(first.month).toMatchObject({ stem: 'Wu', branch: 'Zi', chinese: '戊子', element: 'Earth' });
  });

  it('refuses a malformed month, a month out of range and a stock outside the list', async () => {
    expect((await server.get('/api/market/astrology/calendar?month=2026-13')).status).toBe(400);
    const early = await server.get('/api/market/astrology/calendar?month=1850-01');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toMatch(/1901-2099/);
    const stock = await server.get('/api/market/astrology/calendar?symbol=GOTO');
    expect(stock.status).toBe(400);
    expect(stock.body.error.message).toBe('No stocks found');
  });
});
