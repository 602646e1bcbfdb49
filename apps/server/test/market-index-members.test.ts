import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds } from './support/test-server.ts';

const asOf = TEST_MARKET.endDate;
type Member = { symbol: string; name: string; sector: string };

describe.each(databaseKinds)('GET /api/market/index-members on %s', (kind) => {
  let server: MarketTestServer;
  const membersInDb = async (index: string) => {
    const raw = server.app.database.raw;
    const sql = `select m.symbol, i.name, i.sector from index_memberships m
       join instruments i on i.symbol = m.symbol
       where m.index_code = $1 and m.from_date <= $2 and (m.to_date is null or m.to_date > $2)
       order by m.symbol`;
    const params = [index, asOf];
    return raw.kind === 'pglite'
      ? (await raw.client.query<Member>(sql, params)).rows
      : ((await raw.pool.query(sql, params)).rows as Member[]);
  };

  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('lists the members of each index on the last trading day, by ticker, with name and sector', async () => {
    for (const index of ['LQ45', 'IDX30', 'COMPOSITE']) {
      const answer = await server.get(`/api/market/index-members?index=${index.toLowerCase()}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.asOf).toBe(asOf);
      expect(answer.body.data.index).toBe(index);
      const expected = await membersInDb(index);
      expect(expected.length).toBeGreaterThan(0);
      expect(answer.body.data.members.map((member: Member) => [member.symbol, member.name])).toEqual(
        expected.map((row) => [row.symbol, row.name]),
      );
    }
    const lq45 = await server.get('/api/market/index-members?index=LQ45');
    expect(lq45.body.data.members).toHaveLength(45);
    // Sectors carry the screen label (G = Finance), not the IDX-IC letter.
    const [finance] = await membersInDb('LQ45').then((rows) => rows.filter((row) => row.sector === 'G'));
    expect(lq45.body.data.members.find((member: Member) => member.symbol === finance!.symbol)?.sector).toBe(
      'Finance',
    );
  });

  it('defaults to COMPOSITE and refuses an unknown index', async () => {
    const composite = await server.get('/api/market/index-members');
    expect(composite.status).toBe(200);
    expect(composite.body.data.index).toBe('COMPOSITE');

    const unknown = await server.get('/api/market/index-members?index=LQ99');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ field: 'index' });
    expect(unknown.body.error.message).toContain("Unknown index 'LQ99'");
  });
});
