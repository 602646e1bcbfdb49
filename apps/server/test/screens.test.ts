import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/accounts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

const rule = (id: string, op: string, value: unknown) => ({
  metric: { id },
  op,
  right: { kind: 'value', value },
});
const screen = (...rules: unknown[]) => ({ combine: 'and', groups: [{ combine: 'and', rules }] });

describe.each(databaseKinds)('custom screens on %s', (kind) => {
  let server: MarketTestServer;
  const post = (path: string, body: unknown) => call(server, 'POST', path, { token: server.token, body });

  beforeAll(async () => {
    server = await startMarketServer(kind);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('finds exactly the stocks foreigners bought on net on the last day, with the columns asked for', async () => {
    const answer = await post('/api/screens/run', {
      definition: screen(rule('foreignNet1d', 'gt', 0)),
      columns: [{ id: 'accTop5' }, { id: 'brokerNetLots', broker: 'yp', days: 5 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data.asOf).toBe(TEST_MARKET.endDate);
    expect(data.columns).toEqual(['close', 'change1d', 'foreignNet1d', 'accTop5', 'brokerNetLots:YP:5']);
    const expected = await queryRows<{ symbol: string }>(
      server.app.database,
      `select b.symbol from daily_bars b join instruments i on i.symbol = b.symbol
       where b.date = '${TEST_MARKET.endDate}' and b.foreign_buy > b.foreign_sell
         and (i.delisted_on is null or i.delisted_on > b.date) order by b.symbol`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(data.rows.map((row: { symbol: string }) => row.symbol).sort()).toEqual(
      expected.map((row) => row.symbol),
    );
    for (const row of data.rows) {
      expect(row.values.foreignNet1d).toBeGreaterThan(0);
      expect([
        'Big Acc',
        'Normal Acc',
        'Small Acc',
        'Neutral',
        'Small Dist',
        'Normal Dist',
        'Big Dist',
      ]).toContain(row.values.accTop5);
    }
    // The named broker's net lots over each stock's last 5 trading days, summed from the rollups.
    const nets = await queryRows<{ symbol: string; net: number }>(
      server.app.database,
      `with days as (
         select symbol, date, row_number() over (partition by symbol order by date desc) as k
         from daily_bars where date <= '${TEST_MARKET.endDate}')
       select d.symbol, coalesce(sum(b.buy_lot - b.sell_lot), 0)::float8 as net
       from days d left join broker_days b on b.symbol = d.symbol and b.date = d.date and b.broker = 'YP'
       where d.k <= 5 group by d.symbol`,
    );
    const netOf = new Map(nets.map((row) => [row.symbol, row.net]));
    expect(
      data.rows.some((row: { values: Record<string, number> }) => row.values['brokerNetLots:YP:5'] !== 0),
    ).toBe(true);
    for (const row of data.rows) expect(row.values['brokerNetLots:YP:5']).toBe(netOf.get(row.symbol));

    // OR across groups: the union of the two screens' results.
    const up = await post('/api/screens/run', { definition: screen(rule('change1d', 'gt', 0)) });
    const either = await post('/api/screens/run', {
      definition: {
        combine: 'or',
        groups: [
          { combine: 'and', rules: [rule('foreignNet1d', 'gt', 0)] },
          { combine: 'and', rules: [rule('change1d', 'gt', 0)] },
        ],
      },
    });
    const union = new Set([...data.rows, ...up.body.data.rows].map((row: { symbol: string }) => row.symbol));
    expect(new Set(either.body.data.rows.map((row: { symbol: string }) => row.symbol))).toEqual(union);
  });

  it('refuses rules that cannot be evaluated, with the reason', async () => {
    const ordered = await post('/api/screens/run', { definition: screen(rule('accTop5', 'gt', 'Big Acc')) });
    expect(ordered.status).toBe(400);
    expect(ordered.body.error.message).toContain(
      'Labels, crosses and flags can only be compared with = or ≠',
    );
    const missing = await post('/api/screens/run', { definition: screen(rule('brokerNetLots', 'gt', 0)) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('needs a broker');
    const empty = await post('/api/screens/run', { definition: { combine: 'and', groups: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain('Add at least one rule');
  });

  it('keeps a member’s screens: save, list, replace, delete, at most 50 even in a burst', async () => {
    const definition = screen(rule('rsi14', 'lt', 30));
    const saved = await post('/api/screens', { name: 'Oversold', definition, columns: [{ id: 'value' }] });
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    const replaced = await call(server, 'PUT', `/api/screens/${id}`, {
      token: server.token,
      body: { name: 'Oversold 25', definition: screen(rule('rsi14', 'lt', 25)) },
    });
    expect(replaced.body.data).toMatchObject({ id, name: 'Oversold 25', columns: [] });
    const listed = await server.get('/api/screens');
    expect(listed.body.data.screens.map((row: { name: string }) => row.name)).toEqual(['Oversold 25']);

    for (let index = 1; index < 49; index += 1) {
      expect((await post('/api/screens', { name: `Screen ${index}`, definition })).status).toBe(200);
    }
    const burst = await Promise.all(
      [1, 2, 3].map((n) => post('/api/screens', { name: `Burst ${n}`, definition })),
    );
    expect(burst.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(burst.find((answer) => answer.status === 409)!.body.error.message).toBe(
      'At most 50 saved screens; delete one first',
    );
    expect((await call(server, 'DELETE', `/api/screens/${id}`, { token: server.token })).status).toBe(200);
    expect((await call(server, 'DELETE', `/api/screens/${id}`, { token: server.token })).status).toBe(404);
  });

  it('stores the watchlist columns a member picks and answers their values for the watched stocks', async () => {
    expect((await server.get('/api/me/watchlist-columns')).body.data).toEqual({ columns: [] });
    const put = await call(server, 'PUT', '/api/me/watchlist-columns', {
      token: server.token,
      body: { columns: [{ id: 'bandarValue' }, { id: 'foreignStreak' }] },
    });
    expect(put.body.data).toEqual({ columns: [{ id: 'bandarValue' }, { id: 'foreignStreak' }] });
    const tooMany = await call(server, 'PUT', '/api/me/watchlist-columns', {
      token: server.token,
      body: { columns: Array.from({ length: 9 }, () => ({ id: 'close' })) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain('At most 8 columns');

    const values = await post('/api/screens/values', {
      symbols: ['bbri', 'NOPE'],
      metrics: [{ id: 'bandarValue' }, { id: 'foreignStreak' }],
    });
    expect(values.body.data.rows).toHaveLength(1);
    expect(values.body.data.rows[0].symbol).toBe('BBRI');
    expect(Number.isInteger(values.body.data.rows[0].values.foreignStreak)).toBe(true);
  });
});
