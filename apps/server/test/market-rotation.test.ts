import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds } from './support/test-server.ts';

const asOf = TEST_MARKET.endDate;
type Point = { date: string; close: number };

/** The last close of each ISO week (Monday–Sunday): a plain re-statement, independent of the server. */
function weeklyCloses(points: readonly Point[]): Point[] {
  const weeks = new Map<number, Point>();
  for (const point of points) {
    const day = Date.parse(`${point.date}T00:00:00Z`) / 86_400_000;
    const monday = day - ((new Date(day * 86_400_000).getUTCDay() + 6) % 7);
    weeks.set(monday, point);
  }
  return [...weeks.values()];
}

function mean(values: readonly number[]) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function sampleStd(values: readonly number[]) {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1));
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(databaseKinds)('market rotation endpoints on %s', (kind) => {
  let server: MarketTestServer;
  const rows = async <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> => {
    const raw = server.app.database.raw;
    if (raw.kind === 'pglite') return (await raw.client.query<T>(query, params)).rows;
    return (await raw.pool.query(query, params)).rows as T[];
  };
  const indexCloses = async (code: string): Promise<Point[]> =>
    (
      await rows<{ date: string; close: number }>(
        `select to_char(date, 'YYYY-MM-DD') as date, close from index_bars where code = $1 order by date`,
        [code],
      )
    ).map((row) => ({ date: row.date, close: Number(row.close) }));
  const stockCloses = async (symbol: string): Promise<Point[]> =>
    (
      await rows<{ date: string; close: number }>(
        `select to_char(date, 'YYYY-MM-DD') as date, close from daily_bars where symbol = $1 order by date`,
        [symbol],
      )
    ).map((row) => ({ date: row.date, close: Number(row.close) }));

  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('lists the five indices with their members on asOf, and the 11 sectors with the spec labels', async () => {
    const indices = await server.get('/api/market/indices');
    expect(indices.status).toBe(200);
    expect(indices.body.data.indices.map((index: { code: string }) => index.code)).toEqual([
      'COMPOSITE',
      'LQ45',
      'IDX30',
      'IDX80',
      'IDXQ30',
    ]);
    const counts = await rows<{ code: string; n: number }>(
      `select index_code as code, count(*)::int as n from index_memberships
       where from_date <= $1 and (to_date is null or to_date > $1) group by index_code`,
      [asOf],
    );
    for (const index of indices.body.data.indices) {
      expect(index.members).toBe(counts.find((row) => row.code === index.code)?.n);
    }
    expect(indices.body.data.indices[1].members).toBe(45);

    const sectors = await server.get('/api/market/sectors');
    expect(sectors.body.data.sectors).toHaveLength(11);
    const shortNames = sectors.body.data.sectors.map((sector: { shortName: string }) => sector.shortName);
    expect(shortNames).toEqual(expect.arrayContaining(['Technology', 'Healthcare', 'Finance']));
    expect(sectors.body.data.sectors.find((sector: { code: string }) => sector.code === 'G')).toMatchObject({
      name: 'Financials',
      shortName: 'Finance',
      indexCode: 'SECTOR:G',
    });
  });

  describe('RRG', () => {
    it('defaults to Technology, Healthcare, Finance vs COMPOSITE, weekly, with a 6-point tail', async () => {
      const answer = await server.get('/api/market/rrg');
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({
        asOf,
        rotationDate: asOf,
        kind: 'sector',
        index: 'COMPOSITE',
        basis: 'weekly',
      });
      expect(data.items.map((item: { sector: string }) => item.sector)).toEqual([
        'Technology',
        'Healthcare',
        'Finance',
      ]);
      for (const item of data.items) {
        expect(item.points).toHaveLength(6);
        expect(item.points.at(-1).date).toBe(asOf);
        const { rsRatio, rsMomentum } = item.points.at(-1);
        const expected =
          rsRatio > 100
            ? rsMomentum > 100
              ? 'Leading'
              : 'Weakening'
            : rsMomentum > 100
              ? 'Improving'
              : 'Lagging';
        expect(item.quadrant).toBe(expected);
      }
      expect(data.screener).toHaveLength(3);
      for (const row of data.screener) {
        const item = data.items.find((candidate: { code: string }) => candidate.code === row.symbol);
        expect(row.rsRatio).toBe(item.points.at(-1).rsRatio);
        const trend = { Leading: 'STRONG', Improving: 'IMPROVING', Weakening: 'WEAKENING', Lagging: 'WEAK' };
        expect(row.trend).toBe(trend[item.quadrant as keyof typeof trend]);
      }
    });

    it('computes RS-Ratio by the reference formula on the full stored history', async () => {
      const answer = await server.get('/api/market/rrg?kind=sector&items=G&basis=weekly&tail=3');
      const point = answer.body.data.items[0].points.at(-1);
      const sector = weeklyCloses(await indexCloses('SECTOR:G'));
      const bench = new Map(weeklyCloses(await indexCloses('COMPOSITE')).map((p) => [p.date, p.close]));
      const rs = sector.filter((p) => bench.has(p.date)).map((p) => (100 * p.close) / bench.get(p.date)!);
      const window = rs.slice(-14);
      expect(point.rsRatio).toBeCloseTo(100 + (rs.at(-1)! - mean(window)) / sampleStd(window), 6);
      // Performance over the tail: close now vs 3 weeks earlier.
      const row = answer.body.data.screener[0];
      expect(row.performance).toBeCloseTo(100 * (sector.at(-1)!.close / sector.at(-4)!.close - 1), 9);
    });

    it('compares index member stocks and replays the rotation as of an earlier date', async () => {
      const latest = await server.get(
        '/api/market/rrg?kind=stock&index=LQ45&items=BBRI,BBCA,BMRI&basis=daily',
      );
      expect(latest.status).toBe(200);
      expect(latest.body.data.items.map((item: { code: string }) => item.code)).toEqual([
        'BBRI',
        'BBCA',
        'BMRI',
      ]);
      expect(latest.body.data.items[0].sector).toBe('Finance');

      const replay = await server.get(
        '/api/market/rrg?kind=stock&index=LQ45&items=BBRI&basis=daily&asOf=2026-06-10&tail=4',
      );
      expect(replay.status).toBe(200);
      expect(replay.body.data).toMatchObject({ asOf, rotationDate: '2026-06-10', tail: 4 });
      const points = replay.body.data.items[0].points;
      expect(points).toHaveLength(4);
      expect(points.at(-1).date <= '2026-06-10').toBe(true);
      // Daily RS-Ratio from the stored closes up to that date: w = 20.
      const bench = new Map((await indexCloses('LQ45')).map((p) => [p.date, p.close]));
      const rs = (await stockCloses('BBRI'))
        .filter((p) => p.date <= points.at(-1).date && bench.has(p.date))
        .map((p) => (100 * p.close) / bench.get(p.date)!);
      const window = rs.slice(-20);
      expect(points.at(-1).rsRatio).toBeCloseTo(100 + (rs.at(-1)! - mean(window)) / sampleStd(window), 6);

      const future = await server.get('/api/market/rrg?asOf=2030-01-01');
      expect(future.status).toBe(400);
      expect(future.body.error.field).toBe('asOf');
    });

    it('refuses empty selections, unknown codes and stocks outside the index', async () => {
      const empty = await server.get('/api/market/rrg?items=');
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe('At least one sector/stock must be selected for comparison');

      const index = await server.get('/api/market/rrg?index=LQ99');
      expect(index.status).toBe(400);
      expect(index.body.error).toMatchObject({ field: 'index' });
      expect(index.body.error.message).toContain("Unknown index 'LQ99'");

      const sector = await server.get('/api/market/rrg?kind=sector&items=G,Z');
      expect(sector.status).toBe(400);
      expect(sector.body.error.message).toContain("Unknown sector code 'Z'");

      const ticker = await server.get('/api/market/rrg?kind=stock&items=BBRI,ZZZZ');
      expect(ticker.status).toBe(404);
      expect(ticker.body.error).toMatchObject({ message: 'No tickers found', field: 'items' });

      const [outsider] = await rows<{ symbol: string }>(
        `select symbol from instruments where symbol not in (
           select symbol from index_memberships
           where index_code = 'LQ45' and from_date <= $1 and (to_date is null or to_date > $1))
         order by symbol limit 1`,
        [asOf],
      );
      // The RRC compares the latest days only: a stock outside the index there is refused.
      const notMember = await server.get(
        `/api/market/rrc?kind=stock&index=LQ45&items=BBCA,${outsider!.symbol}`,
      );
      expect(notMember.status).toBe(400);
      expect(notMember.body.error.message).toBe(`${outsider!.symbol} is not a member of LQ45 on ${asOf}`);
    });

    it('leaves stocks that were not in the index on the replayed date out of the RRG and names them', async () => {
      // A stock in LQ45 today that joined after the start of the data: before that it was outside.
      const [joiner] = await rows<{ symbol: string; joined: string }>(
        `select symbol, to_char(from_date, 'YYYY-MM-DD') as joined from index_memberships
         where index_code = 'LQ45' and from_date <= $1 and (to_date is null or to_date > $1)
           and from_date > (select min(date) from index_bars where code = 'LQ45') + 200
         order by from_date desc, symbol limit 1`,
        [asOf],
      );
      expect(joiner).toBeDefined();
      const before = daysBefore(joiner!.joined, 3);
      const answer = await server.get(
        `/api/market/rrg?kind=stock&index=LQ45&items=BBCA,${joiner!.symbol}&basis=daily&asOf=${before}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.rotationDate).toBe(before);
      expect(answer.body.data.items.map((item: { code: string }) => item.code)).toEqual(['BBCA']);
      expect(answer.body.data.screener.map((row: { symbol: string }) => row.symbol)).toEqual(['BBCA']);
      expect(answer.body.data.omitted).toEqual([joiner!.symbol]);

      // On the day it joined it is compared like any member.
      const joined = await server.get(
        `/api/market/rrg?kind=stock&index=LQ45&items=BBCA,${joiner!.symbol}&basis=daily&asOf=${joiner!.joined}`,
      );
      expect(joined.status).toBe(200);
      expect(joined.body.data.items.map((item: { code: string }) => item.code)).toEqual([
        'BBCA',
        joiner!.symbol,
      ]);
      expect(joined.body.data.omitted).toEqual([]);
    });
  });

  it('RRC: each item against the index, 100 on the first day shown', async () => {
    const answer = await server.get('/api/market/rrc?kind=stock&index=COMPOSITE&items=TLKM&days=120');
    expect(answer.status).toBe(200);
    const series = answer.body.data.items[0].series;
    expect(series).toHaveLength(120);
    expect(series[0].value).toBe(100);
    const item = new Map((await stockCloses('TLKM')).map((p) => [p.date, p.close]));
    const bench = new Map((await indexCloses('COMPOSITE')).map((p) => [p.date, p.close]));
    const first = series[0].date;
    const last = series.at(-1).date;
    expect(last).toBe(asOf);
    expect(series.at(-1).value).toBeCloseTo(
      (100 * (item.get(last)! / item.get(first)!)) / (bench.get(last)! / bench.get(first)!),
      9,
    );
    const empty = await server.get('/api/market/rrc?kind=stock&items=');
    expect(empty.body.error.message).toBe('At least one sector/stock must be selected for comparison');
  });

  it('seasonality: monthly returns of indices, sectors and stocks from month-end closes', async () => {
    const answer = await server.get('/api/market/seasonality?codes=COMPOSITE,SECTOR:G,bbri');
    expect(answer.status).toBe(200);
    const series = answer.body.data.series;
    expect(series.map((entry: { code: string; kind: string }) => [entry.code, entry.kind])).toEqual([
      ['COMPOSITE', 'index'],
      ['SECTOR:G', 'sector'],
      ['BBRI', 'stock'],
    ]);
    const monthEnds = (points: Point[]) => {
      const ends = new Map<string, number>();
      for (const point of points) ends.set(point.date.slice(0, 7), point.close);
      return ends;
    };
    const checks: Array<[number, Point[]]> = [
      [0, await indexCloses('COMPOSITE')],
      [2, await stockCloses('BBRI')],
    ];
    for (const [i, closes] of checks) {
      const ends = monthEnds(closes);
      const year = series[i].years.find((entry: { year: number }) => entry.year === 2025);
      expect(year.months).toHaveLength(12);
      const june = year.months[5];
      const expected = 100 * (ends.get('2025-06')! / ends.get('2025-05')! - 1);
      expect(june.performance).toBeCloseTo(expected, 9);
      expect(june.intensity).toBeCloseTo(Math.min(Math.abs(expected) / 3, 1), 9);
      const junes = series[i].years
        .map((entry: { months: Array<{ performance: number | null }> }) => entry.months[5]!.performance)
        .filter((value: number | null) => value !== null);
      expect(series[i].average[5].performance).toBeCloseTo(mean(junes), 9);
    }

    const unknown = await server.get('/api/market/seasonality?codes=COMPOSITE,ZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No tickers found');
    const badSector = await server.get('/api/market/seasonality?codes=SECTOR:Q');
    expect(badSector.status).toBe(400);
  });

  it('trend filter: classifies by the documented rule, filters by sector and trend', async () => {
    const answer = await server.get('/api/market/trend?timeframe=5D');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.rule).toContain('5 trading days');
    expect(data.rule).toContain('2.5%');
    const { shares, counts, total } = data.summary;
    expect(shares.Up + shares.Side + shares.Down).toBeCloseTo(100, 9);
    expect(counts.Up + counts.Side + counts.Down).toBe(total);
    expect(data.rows).toHaveLength(total);
    const [{ n }] = (await rows<{ n: number }>(
      `select count(*)::int as n from instruments where status = 'active'`,
    )) as [{ n: number }];
    expect(total).toBe(n);

    const bbca = data.rows.find((row: { symbol: string }) => row.symbol === 'BBCA');
    const closes = (await stockCloses('BBCA')).map((p) => p.close);
    const last = closes.at(-1)!;
    const change = 100 * (last / closes.at(-6)! - 1);
    const sma = mean(closes.slice(-5));
    expect(bbca.change).toBeCloseTo(change, 9);
    expect(bbca.trend).toBe(
      change >= 2.5 && last > sma ? 'Up' : change <= -2.5 && last < sma ? 'Down' : 'Side',
    );

    const finance = await server.get('/api/market/trend?timeframe=1M&sector=G&trend=Side');
    expect(finance.status).toBe(200);
    for (const row of finance.body.data.rows) expect(row).toMatchObject({ sector: 'Finance', trend: 'Side' });
    const [{ g }] = (await rows<{ g: number }>(
      `select count(*)::int as g from instruments where status = 'active' and sector = 'G'`,
    )) as [{ g: number }];
    expect(finance.body.data.summary.total).toBe(g);

    const badSector = await server.get('/api/market/trend?sector=Z');
    expect(badSector.status).toBe(400);
    const badTrend = await server.get('/api/market/trend?trend=sideways');
    expect(badTrend.status).toBe(400);
  });
});
